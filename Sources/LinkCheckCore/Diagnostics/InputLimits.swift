/// Bounds on what linkcheck reads, so hostile input can neither exhaust memory nor flood a report.
/// Each has a command-line option; the defaults are far beyond what real files need.
public struct InputLimits: Sendable, Equatable {
    /// Bytes of one input file. Enforced where files are read, outside the library.
    public var maxFileSize: Int
    /// Nesting of JSON arrays and objects; the root container is level 1.
    public var maxDepth: Int
    /// Bytes of one URL: a case's, a `--url`, a line of `--urls`.
    public var maxURLLength: Int

    /// Defaults: 256 MiB per file, 512 levels of nesting, 64 KiB per URL.
    public init(maxFileSize: Int = 256 << 20, maxDepth: Int = 512, maxURLLength: Int = 64 << 10) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxURLLength = maxURLLength
    }

    /// The limits when no option raises or lowers them.
    public static let defaults = InputLimits()

    /// What of these limits applies to parsing JSON: `maxDepth`.
    public var json: JSONLimits { JSONLimits(maxDepth: maxDepth) }

    /// Why `url` is refused, or nil when it is within the limit.
    public func urlTooLong(_ url: String) -> String? {
        urlTooLong(byteCount: url.utf8.count)
    }

    package func urlTooLong(byteCount: Int) -> String? {
        guard byteCount > maxURLLength else { return nil }
        return "the URL is \(byteCount) bytes, over the limit of \(maxURLLength); --max-url-length raises it"
    }
}
