/// An old-style ("OpenStep", ASCII) property list, the format of Xcode's `project.pbxproj`, read
/// with the location of every key and value.
public struct OpenStepDocument: Sendable {
    let storage: OpenStepStorage

    /// The top-level value; in a `project.pbxproj`, a dictionary.
    public var root: OpenStepValue { OpenStepValue(storage: storage, index: 0) }

    /// Parses `bytes` (UTF-8; a UTF-8 BOM skipped) as an old-style property list, accepting what
    /// Core Foundation's reader accepts (see `OpenStepParser` for where it is stricter). Nesting
    /// of dictionaries and arrays is bounded by `maxDepth` (the root container is level 1), and
    /// the reader keeps its own stack, so no input can exhaust the call stack.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = InputLimits.defaults.maxDepth) throws(OpenStepSyntaxError) -> OpenStepDocument {
        var parser = OpenStepParser(scanner: OpenStepScanner(source: try OpenStepSource(bytes)), maxDepth: maxDepth)
        return OpenStepDocument(storage: try parser.parse())
    }
}

/// Why a file is not a well-formed old-style property list, and where.
public struct OpenStepSyntaxError: Error, Sendable, Equatable {
    /// One lower-case sentence, ready to follow `error: `.
    public var message: String
    /// Where the problem is: 1-based line, column in Unicode scalars.
    public var location: SourceLocation
    /// The bytes are not UTF-8 text at all (UTF-16, an invalid byte), which `parseOpenStep`
    /// reports as `invalid-text` rather than as a syntax error.
    var isInvalidText = false

    /// An error with `message` at `location`.
    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    init(invalidText message: String, location: SourceLocation) {
        self.init(message: message, location: location)
        isInvalidText = true
    }

    /// Errors are the same when they say the same thing at the same place; which rule reports
    /// them is the sink's business.
    public static func == (a: OpenStepSyntaxError, b: OpenStepSyntaxError) -> Bool {
        a.message == b.message && a.location == b.location
    }
}

/// One value in document order. A container's descendants follow it, up to `end`, so a deep
/// document is a flat array, never a deep tree of owned values (whose release would recurse).
struct OpenStepNode: Sendable {
    enum Payload: Sendable {
        case string(String), data([UInt8]), array, dictionary
    }

    var payload: Payload
    var location: SourceLocation
    /// The key before the value, when it is in a dictionary.
    var key: String?
    var keyLocation: SourceLocation
    /// The index after this node's last descendant (`index + 1` for a leaf).
    var end: Int
}

/// The parsed nodes, shared by every `OpenStepValue` of a document, so a value is one reference
/// and an index.
final class OpenStepStorage: Sendable {
    let nodes: [OpenStepNode]
    /// For each large dictionary (by node index): its keys to the node of their first value. A
    /// pbxproj's `objects` holds thousands of entries and is looked up once per reference, so a
    /// linear search there would make reading a project quadratic.
    let indexes: [Int: [String: Int]]

    init(nodes: [OpenStepNode], indexes: [Int: [String: Int]]) {
        self.nodes = nodes
        self.indexes = indexes
    }
}
