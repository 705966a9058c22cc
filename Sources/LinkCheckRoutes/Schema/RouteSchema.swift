import LinkCheckCore

/// A route schema (docs/routes.md), validated: every link refers to declared routes, tabs, schemes and
/// hosts, and every capture has one type.
public struct RouteSchema: Sendable {
    /// Custom URL schemes, lower-cased (schemes compare ignoring case).
    public var schemes: [String]
    /// Universal Link hosts, lower-cased.
    public var hosts: [String]
    /// `nil` when the schema declares no tabs; then no link and no destination has one.
    public var tabs: [String]?
    /// `false` makes literal path segments compare ignoring case.
    public var caseSensitive: Bool { didSet { index = LinkIndex(links, caseSensitive: caseSensitive) } }
    /// `"repeatedQueryItems": "last"`: of a repeated query key the last item counts, for captures
    /// (even when it is empty) and for `$queryItems`; by default the first, as `first(where:)` reads.
    public var lastQueryItemWins = false
    /// Route cases in declaration order.
    public var routes: [RouteDeclaration]
    /// Each link's `index` is its position here (the matcher relies on it), renumbered on change.
    public var links: [Link] {
        didSet {
            if links.enumerated().contains(where: { $0.offset != $0.element.index }) { links = Self.numbered(links) }
            index = LinkIndex(links, caseSensitive: caseSensitive)
        }
    }
    /// The links by first segment, kept in step with `links`.
    package private(set) var index: LinkIndex

    /// A schema built in code. Unlike `SchemaLoader`, this checks nothing: give schemes and hosts
    /// lower-cased. Links are renumbered so that each `index` is its position.
    public init(
        schemes: [String], hosts: [String], tabs: [String]?, caseSensitive: Bool,
        routes: [RouteDeclaration], links: [Link]
    ) {
        self.schemes = schemes
        self.hosts = hosts
        self.tabs = tabs
        self.caseSensitive = caseSensitive
        self.routes = routes
        let numbered = Self.numbered(links)
        self.links = numbered
        self.index = LinkIndex(numbered, caseSensitive: caseSensitive)
    }

    /// The links with `index` equal to their position, rebuilding only those that differ.
    static func numbered(_ links: [Link]) -> [Link] {
        links.enumerated().map { position, link in
            link.index == position
                ? link
                : Link(
                    index: position, path: link.path, location: link.location, pattern: link.pattern,
                    tab: link.tab, stack: link.stack, schemes: link.schemes, hosts: link.hosts)
        }
    }

    /// The route declared as `name` (case-sensitive), if any.
    public func route(named name: String) -> RouteDeclaration? {
        routes.first { $0.name == name }
    }
}

/// One case of the app's `enum Route` with its associated values.
public struct RouteDeclaration: Sendable, Hashable {
    /// The case name, a Swift identifier.
    public var name: String
    /// Associated values in declared order.
    public var parameters: [Parameter]
    /// Where the route is declared in the schema file.
    public var location: SourceLocation

    /// One associated value: its label and type.
    public struct Parameter: Sendable, Hashable {
        /// The label, a Swift identifier.
        public var name: String
        /// Its type as declared (`int`, `string?`, `["price", "date"]`).
        public var type: ParamType
        /// Where the parameter is declared in the schema file.
        public var location: SourceLocation
    }

    /// The parameter labelled `name`, if any.
    public func parameter(named name: String) -> Parameter? {
        parameters.first { $0.name == name }
    }
}
