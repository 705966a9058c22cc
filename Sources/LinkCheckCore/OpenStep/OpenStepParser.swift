/// Reads an old-style property list into a flat list of `OpenStepNode`s in document order.
/// Iterative: open containers live on `stack`, so nesting costs heap, never call stack.
///
/// It accepts what Core Foundation's reader (`CFOldStylePList.c`, which Xcode and Swift Build go
/// through) accepts for a property list, with these differences, each a file Xcode could not
/// have written: an empty file, a string file's `key;` shortcut and a top level that is not one
/// value are refused; an unterminated `/*` comment, a bare `\U`, a lone UTF-16 surrogate and an
/// octal escape that is no character are errors, not silently read; only UTF-8 is read.
struct OpenStepParser {
    var scanner: OpenStepScanner
    let maxDepth: Int

    /// An open dictionary or array.
    private struct Frame {
        var isDictionary: Bool
        var node: Int
        var offset: Int
        /// A value was read and its `;` (in a dictionary) or `,` or `)` (in an array) is next.
        var afterValue = false
        /// Entries or elements so far.
        var count = 0
        /// In a dictionary: the last key read, for messages.
        var key = ""
    }

    private var nodes: [OpenStepNode] = []
    private var stack: [Frame] = []
    private var indexes: [Int: [String: Int]] = [:]

    /// Dictionaries with more entries than this get a hash index; smaller ones are searched.
    static let indexedCount = 16

    init(scanner: OpenStepScanner, maxDepth: Int) {
        self.scanner = scanner
        self.maxDepth = maxDepth
    }

    mutating func parse() throws(OpenStepSyntaxError) -> OpenStepStorage {
        try scanner.skipSpace()
        try value(key: nil, expected: "a property list")
        while let top = stack.last {
            try scanner.skipSpace()
            guard let b = scanner.peek else { throw unterminated(top) }
            if top.isDictionary {
                try dictionaryStep(top, b)
            } else if top.afterValue {
                if b == UInt8(ascii: ",") {
                    scanner.pos += 1
                    stack[stack.count - 1].afterValue = false
                } else if b == UInt8(ascii: ")") {
                    close()
                } else {
                    throw unexpected("expected \",\" or \")\" after an array element, found")
                }
            } else if b == UInt8(ascii: ")") {
                // Also after a trailing comma: `( a, b, )`.
                close()
            } else {
                stack[stack.count - 1].afterValue = true
                try value(key: nil, expected: "a value or \")\"")
            }
        }
        try scanner.skipSpace()
        if !scanner.atEnd { throw unexpected("unexpected", "after the property list; a file holds one value") }
        return OpenStepStorage(nodes: nodes, indexes: indexes)
    }

    /// One step in the open dictionary `top`, at the byte `b`: a `;`, the closing `}`, or a
    /// whole `key =` and the start of its value.
    private mutating func dictionaryStep(_ top: Frame, _ b: UInt8) throws(OpenStepSyntaxError) {
        if top.afterValue {
            // Core Foundation needs the `;` after every entry, the last one too.
            guard b == UInt8(ascii: ";") else { throw unexpected("expected \";\" after the value of \(SwiftLiteral.clippedString(top.key)), found") }
            scanner.pos += 1
            stack[stack.count - 1].afterValue = false
            return
        }
        if b == UInt8(ascii: "}") {
            close()
            return
        }
        let keyOffset = scanner.pos
        let key: String
        if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
            key = try scanner.quotedString()
        } else if OpenStepScanner.unquoted[Int(b)] {
            key = scanner.unquotedString()
        } else {
            throw unexpected("expected a key or \"}\", found")
        }
        let keyLocation = scanner.location(keyOffset)
        try scanner.skipSpace()
        guard scanner.peek == UInt8(ascii: "=") else {
            if scanner.atEnd { throw unterminated(top) }
            throw unexpected("expected \"=\" after the key \(SwiftLiteral.clippedString(key)), found")
        }
        scanner.pos += 1
        try scanner.skipSpace()
        if scanner.atEnd { throw unterminated(top) }
        stack[stack.count - 1].afterValue = true
        stack[stack.count - 1].key = key
        try value(key: (key, keyLocation), expected: "a value for the key \(SwiftLiteral.clippedString(key))")
    }

    /// Reads the value at the scanner (past any space): a whole string or data, or the opening
    /// of a container, which is then open on `stack`.
    private mutating func value(key: (String, SourceLocation)?, expected: @autoclosure () -> String) throws(OpenStepSyntaxError) {
        let offset = scanner.pos
        guard let b = scanner.peek else { throw unexpected("expected \(expected()), found") }
        let payload: OpenStepNode.Payload
        switch b {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            guard stack.count < maxDepth else {
                throw scanner.fail("nesting deeper than \(maxDepth) levels; --max-depth raises the limit", at: offset)
            }
            let isDictionary = b == UInt8(ascii: "{")
            scanner.pos += 1
            place(isDictionary ? .dictionary : .array, at: offset, key: key)
            stack.append(Frame(isDictionary: isDictionary, node: nodes.count - 1, offset: offset))
            return
        case UInt8(ascii: "<"):
            payload = .data(try scanner.data())
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            payload = .string(try scanner.quotedString())
        default:
            guard OpenStepScanner.unquoted[Int(b)] else { throw unexpected("expected \(expected()), found") }
            payload = .string(scanner.unquotedString())
        }
        place(payload, at: offset, key: key)
    }

    /// Appends a node for the value at `offset` to the open container, or as the root.
    private mutating func place(_ payload: OpenStepNode.Payload, at offset: Int, key: (String, SourceLocation)?) {
        let location = scanner.location(offset)
        if !stack.isEmpty { stack[stack.count - 1].count += 1 }
        nodes.append(
            OpenStepNode(
                payload: payload, location: location, key: key?.0, keyLocation: key?.1 ?? location,
                end: nodes.count + 1))
    }

    /// Closes the innermost container at its `}` or `)` (under the scanner).
    private mutating func close() {
        scanner.pos += 1
        guard let frame = stack.popLast() else { return }
        nodes[frame.node].end = nodes.count
        guard frame.isDictionary, frame.count > Self.indexedCount else { return }
        var table: [String: Int] = [:]
        table.reserveCapacity(frame.count)
        var i = frame.node + 1
        while i < nodes.count {
            // The first of a repeated key wins, as the linear search finds it.
            if let key = nodes[i].key, table[key] == nil { table[key] = i }
            i = nodes[i].end
        }
        indexes[frame.node] = table
    }

    // MARK: - Errors (cold paths)

    /// `message` and what is under the scanner (`"x"`, `end of file`), then `tail`.
    @inline(never)
    private mutating func unexpected(_ message: String, _ tail: String = "") -> OpenStepSyntaxError {
        let found = scanner.describe(at: scanner.pos)
        return scanner.fail(message + " " + found + (tail.isEmpty ? "" : " " + tail), at: scanner.pos)
    }

    @inline(never)
    private mutating func unterminated(_ frame: Frame) -> OpenStepSyntaxError {
        let opened = scanner.location(frame.offset)
        return scanner.fail(
            "unterminated \(frame.isDictionary ? "dictionary" : "array") (opened at \(opened)) at end of file",
            at: scanner.bytes.count)
    }
}
