/// One entry of the schema's `links`: a URL pattern and the destination it builds.
public struct Link: Sendable {
    /// Position in the schema's `links`, 0-based: the last tie-break.
    public var index: Int
    /// The pattern as written, for messages.
    public var path: String
    public var location: SourceLocation
    public var pattern: PathPattern
    public var tab: String?
    public var stack: [StackEntry]
    /// When non-nil, the link applies only to URLs of these (lower-cased) schemes.
    public var schemes: [String]?
    /// When non-nil, the link applies only to URLs on these (lower-cased) hosts.
    public var hosts: [String]?

    /// A route value whose arguments come from captures or constants.
    public struct StackEntry: Sendable {
        public var route: String
        public var arguments: [(label: String, source: ArgumentSource)]
    }

    public enum ArgumentSource: Sendable {
        case constant(Value)
        /// Index into `pattern.captures`.
        case capture(Int)
    }

    /// A link that lists schemes or hosts applies only to what it lists; one that lists neither
    /// applies to every scheme and host of the schema.
    func accepts(_ source: URLSource) -> Bool {
        if schemes == nil && hosts == nil { return true }
        switch source {
        case .scheme(let s): return schemes?.contains(s) ?? false
        case .host(let h): return hosts?.contains(h) ?? false
        }
    }
}
