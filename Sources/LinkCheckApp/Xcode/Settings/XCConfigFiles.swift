import LinkCheckCore

/// The xcconfig files one run has read, each parsed once and kept by identity: a file that many
/// configurations, targets or includes name is read and parsed the first time only, and its
/// lines are reused after (a diamond of includes reads each of its files once).
public struct XCConfigFiles: Sendable {
    /// One file's lines, as `XCConfigParser` reads them.
    struct Parsed: Sendable {
        var items: [XCConfigParser.Item]
    }

    /// By identity; `nil` for a file that could not be read.
    private var files: [String: Parsed?] = [:]

    /// Nothing read yet.
    public init() {}

    /// The lines of the file `identity`, read with `read` the first time it is asked for; `nil`
    /// when it cannot be read (also remembered).
    mutating func parsed(_ identity: String, read: () -> [UInt8]?) -> Parsed? {
        if let known = files[identity] { return known }
        let parsed = read().map { Parsed(items: XCConfigParser.parse($0)) }
        files[identity] = parsed
        return parsed
    }
}
