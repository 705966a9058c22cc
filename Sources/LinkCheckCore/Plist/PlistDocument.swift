/// An XML property list (plist 1.0), read with the location of every key and value.
public struct PlistDocument: Sendable {
    /// Every value in document order; the root is first.
    let nodes: [PlistNode]
    /// Keys given twice in one `<dict>`: the repeat's location and the first one's.
    public var duplicateKeys: [(key: String, location: SourceLocation, firstLocation: SourceLocation)]

    /// The top-level value: the one element inside `<plist>`.
    public var root: PlistValue { PlistValue(nodes: nodes, index: 0) }

    /// Reads `bytes` as an XML property list. Nesting of `<array>` and `<dict>` is bounded by
    /// `maxDepth` (the root container is level 1), and the reader keeps its own stack, so no
    /// input can exhaust the call stack.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = InputLimits.defaults.maxDepth) throws(PlistSyntaxError) -> PlistDocument {
        var parser = PlistParser(scanner: XMLScanner(source: try XMLSource(bytes)), maxDepth: maxDepth)
        return try parser.parse()
    }
}

/// Why a file is not a well-formed XML property list, and where.
public struct PlistSyntaxError: Error, Sendable, Equatable {
    /// One lower-case sentence, ready to follow `error: `.
    public var message: String
    /// Where the problem is: 1-based line, column in Unicode scalars.
    public var location: SourceLocation

    /// An error with `message` at `location`.
    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

/// One value in document order. A container's descendants follow it, up to `end`.
struct PlistNode: Sendable {
    enum Payload: Sendable {
        case string(String), integer(Int), real(Double), bool(Bool), date(String), data([UInt8])
        case array, dictionary
    }

    struct Key: Sendable {
        var text: String
        var location: SourceLocation
    }

    var payload: Payload
    var location: SourceLocation
    /// The `<key>` before the value, when it is in a `<dict>`.
    var key: Key?
    /// The index after this node's last descendant (`index + 1` for a leaf).
    var end: Int
}
