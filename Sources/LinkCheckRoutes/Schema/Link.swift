import LinkCheckCore

/// One entry of the schema's `links`: a URL pattern and the destination it builds. A class, so
/// the matcher reads a link without copying (and retaining) each of its fields.
public final class Link: Sendable {
    /// Position in the schema's `links`, 0-based: the last tie-break.
    public let index: Int
    /// The pattern as written, for messages.
    public let path: String
    /// Where the link is declared in the schema file.
    public let location: SourceLocation
    /// `path`, compiled.
    public let pattern: PathPattern
    /// The tab the destination selects; `nil` when the schema has no tabs.
    public let tab: String?
    /// The destination's routes, outermost first, with where each argument comes from.
    public let stack: [StackEntry]
    /// When non-nil, the link applies only to URLs of these (lower-cased) schemes.
    public let schemes: [String]?
    /// When non-nil, the link applies only to URLs on these (lower-cased) hosts.
    public let hosts: [String]?
    /// Path segments the pattern has, and whether the last one is a catch-all: a URL with another
    /// segment count can never match, so the matcher skips such links unless it needs a miss.
    let segmentCount: Int
    let takesRest: Bool

    /// A link built in code; `RouteSchema` renumbers `index` to the link's position.
    public init(
        index: Int, path: String, location: SourceLocation, pattern: PathPattern, tab: String?,
        stack: [StackEntry], schemes: [String]?, hosts: [String]?
    ) {
        self.index = index
        self.path = path
        self.location = location
        self.pattern = pattern
        self.tab = tab
        self.stack = stack
        self.schemes = schemes
        self.hosts = hosts
        segmentCount = pattern.segments.count
        if case .catchAll? = pattern.segments.last { takesRest = true } else { takesRest = false }
    }

    /// Whether a URL with `count` path segments can match at all (see `segmentCount`).
    @inline(__always)
    func fits(_ count: Int) -> Bool {
        takesRest ? count >= segmentCount : count == segmentCount
    }

    /// A route value whose arguments come from captures or constants.
    public struct StackEntry: Sendable {
        /// The route's name.
        public var route: String
        /// One per parameter of the route, in declared order; an optional one the link leaves out is
        /// the constant `.none`.
        public var arguments: [(label: String, source: ArgumentSource)]
    }

    /// Where an argument's value comes from: a constant of the schema, a capture of the URL, or a
    /// part of the URL as written.
    public enum ArgumentSource: Sendable {
        case constant(Value)
        /// Index into `pattern.captures`.
        case capture(Int)
        /// `"$url"`, `"$path"`, `"$query"`, `"$fragment"`: a `string` (or `string?`) value.
        case urlPart(URLPart)
    }

    /// Whether some argument takes a part of the URL, so the URL must be kept to build the destination.
    public var takesURLParts: Bool {
        stack.contains { $0.arguments.contains { if case .urlPart = $0.source { return true } else { return false } } }
    }

    /// A link that lists schemes or hosts applies only to what it lists; one that lists neither
    /// applies to every scheme and host of the schema.
    package func accepts(_ source: URLSource) -> Bool {
        if schemes == nil && hosts == nil { return true }
        switch source {
        case .scheme(let s): return schemes?.contains(s) ?? false
        case .host(let h): return hosts.map { RouteSchema.host(h, isIn: $0) } ?? false
        }
    }
}
