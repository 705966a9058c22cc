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
    /// The link's own `"caseSensitive"` for its literals, the text around its captures and its
    /// value-map keys; `nil` follows the schema's.
    public let caseSensitive: Bool?
    /// Path segments the pattern has, and whether the last one is a catch-all: a URL with another
    /// segment count can never match, so the matcher skips such links unless it needs a miss.
    let segmentCount: Int
    let takesRest: Bool
    /// Whether some argument is a `format`: the matcher then keeps the text each capture matched.
    /// (Stored: the matcher asks it of every link it tries.)
    public let takesCaptureTexts: Bool
    /// Whether some argument takes a part of the URL (or a `format`), so the URL must be kept to
    /// build the destination.
    public let takesURLParts: Bool
    /// For each capture of the pattern, whether an argument of the stack takes its value: the
    /// others are lost to a destination, so a URL built back from one writes none for them.
    let isCaptureTaken: [Bool]

    /// A link built in code; `RouteSchema` renumbers `index` to the link's position.
    public init(
        index: Int, path: String, location: SourceLocation, pattern: PathPattern, tab: String?,
        stack: [StackEntry], schemes: [String]?, hosts: [String]?, caseSensitive: Bool? = nil
    ) {
        self.index = index
        self.path = path
        self.location = location
        self.pattern = pattern
        self.tab = tab
        self.stack = stack
        self.schemes = schemes
        self.hosts = hosts
        self.caseSensitive = caseSensitive
        segmentCount = pattern.segments.count
        if case .catchAll? = pattern.segments.last { takesRest = true } else { takesRest = false }
        let sources = stack.flatMap { $0.arguments.map(\.source) }
        var taken = [Bool](repeating: false, count: pattern.captures.count)
        for case .capture(let c) in sources where c >= 0 && c < taken.count { taken[c] = true }
        isCaptureTaken = taken
        takesCaptureTexts = sources.contains { if case .format = $0 { return true } else { return false } }
        takesURLParts = sources.contains {
            switch $0 {
            case .urlPart, .format: return true
            case .constant, .capture: return false
            }
        }
    }

    /// The same link at position `index` of a schema's links: every other field kept.
    public func numbered(_ index: Int) -> Link {
        Link(
            index: index, path: path, location: location, pattern: pattern, tab: tab, stack: stack, schemes: schemes, hosts: hosts,
            caseSensitive: caseSensitive)
    }

    /// Whether the link's literals compare exactly, in `schema`: its own setting, else the schema's.
    public func literalsAreCaseSensitive(in schema: RouteSchema) -> Bool { caseSensitive ?? schema.caseSensitive }

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
        /// `{"format": "…{slug}…"}`: a `string` built from captures' text and parts of the URL.
        case format(FormatTemplate)
    }

    /// A link that lists schemes or hosts applies only to what it lists; one that lists neither
    /// applies to every scheme and host of the schema.
    package func accepts(_ source: URLSource) -> Bool {
        if schemes == nil && hosts == nil { return true }
        switch source {
        case .scheme(let s): return schemes?.contains(s) ?? false
        case .host(let h): return hosts.map { RouteSchema.host(h, isIn: $0) } ?? false
        // A scheme object's URL: the link lists its scheme or its host.
        case .schemeHost(let s, let h): return (schemes?.contains(s) ?? false) || (hosts.map { RouteSchema.host(h, isIn: $0) } ?? false)
        }
    }
}
