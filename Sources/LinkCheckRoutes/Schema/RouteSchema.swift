import LinkCheckCore

/// A route schema (docs/routes.md), validated: every link refers to declared routes, tabs, schemes and
/// hosts, and every capture has one type.
public struct RouteSchema: Sendable {
    /// Custom URL schemes, lower-cased (schemes compare ignoring case).
    public var schemes: [String]
    /// Universal Link hosts, lower-cased; `*.example.com` matches any subdomain of `example.com`,
    /// not `example.com` itself.
    public var hosts: [String]
    /// Custom schemes whose URLs carry a web host (`{"scheme": "ksr", "hosts": [...]}`): by
    /// lower-cased scheme, its hosts, lower-cased. For such a scheme the authority is one of these
    /// hosts, and the path follows it as for a Universal Link.
    public var schemeHosts: [String: [String]] = [:]
    /// `"webSchemes"`: the schemes whose URLs on `hosts` are handled, each on its default port
    /// only (443, 80); `["https"]` unless the schema says.
    public var webSchemes = ["https"]
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

    /// Whether a URL's (lower-cased) host is one of `list`: listed exactly, or under a wildcard
    /// entry by one or more non-empty labels, as an `applinks:*.example.com` entitlement is.
    package static func host(_ host: String, isIn list: [String]) -> Bool {
        if list.contains(host) { return true }
        return list.contains { entry in
            guard entry.hasPrefix("*.") else { return false }
            let suffix = entry.dropFirst(1)  // ".example.com"
            guard host.hasSuffix(suffix), host.utf8.count > suffix.utf8.count else { return false }
            let labels = host.utf8.dropLast(suffix.utf8.count).split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            return labels.allSatisfy { !$0.isEmpty }
        }
    }

    /// The port a web scheme's URL may carry: its default.
    package static func defaultPort(_ scheme: String) -> Int { scheme == "http" ? 80 : 443 }

    /// The links with `index` equal to their position, rebuilding only those that differ.
    static func numbered(_ links: [Link]) -> [Link] {
        links.enumerated().map { position, link in
            link.index == position ? link : link.numbered(position)
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
        /// False where the written type could not be read (an error is reported at it): the
        /// checks that compare types pass over it, so that one typo is one error and no later
        /// message names a type that was never written.
        public var isTypeKnown: Bool = true
    }

    /// The parameter labelled `name`, if any.
    public func parameter(named name: String) -> Parameter? {
        parameters.first { $0.name == name }
    }
}
