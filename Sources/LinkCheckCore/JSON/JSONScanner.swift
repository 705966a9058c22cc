/// The scanner behind `JSONParser`: one pass over the bytes writing the node tape.
struct JSONFrame {
    var node: UInt32
    var count: UInt32
    /// Where this object's entries start in `JSONScanner.keys` and `JSONScanner.decodedKeys`.
    var keyBase: UInt32
    var decodedBase: UInt32
    var isObject: Bool
}

/// One key of an open object, for duplicate detection.
struct JSONKeyEntry {
    var hash: UInt32
    var node: UInt32
    /// The decoded key bytes: in the input, or in `JSONScanner.decodedKeys` when `inDecoded`.
    var start: UInt32
    var length: UInt32
    var inDecoded: Bool
}

enum JSONASCII {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let lf: UInt8 = 0x0A
    static let cr: UInt8 = 0x0D
}

struct JSONScanner {
    let bytes: [UInt8]
    let p: UnsafePointer<UInt8>
    var end: Int
    var pos: Int
    let maxDepth: Int
    /// `JSONLimits.maxElements`, at most what a node counts.
    let maxElements: UInt32

    /// The node tape, written in place; `capacity` is a proven upper bound of the node count.
    let tape: UnsafeMutablePointer<JSONNode>
    var capacity: Int
    var nodeCount = 0
    var lineStarts: [UInt32]
    var duplicates: [(UInt32, UInt32)] = []

    var depth = 0
    var current = JSONFrame(node: 0, count: 0, keyBase: 0, decodedBase: 0, isObject: false)
    var parents: [JSONFrame] = []
    var keys: [JSONKeyEntry] = []
    var decodedKeys: [UInt8] = []

    init(
        bytes: [UInt8], base: UnsafePointer<UInt8>, end: Int, start: Int,
        tape: UnsafeMutablePointer<JSONNode>, capacity: Int, maxDepth: Int, maxElements: Int
    ) {
        self.bytes = bytes
        self.tape = tape
        self.capacity = capacity
        self.p = base
        self.end = end
        self.pos = start
        self.maxDepth = maxDepth
        self.maxElements = UInt32(max(0, min(maxElements, JSONNode.maxCount)))
        self.lineStarts = [UInt32(truncatingIfNeeded: start)]
    }

    // MARK: - Driver

    mutating func run() throws(JSONSyntaxError) {
        valueLoop: while true {
            skipWhitespace()
            guard pos < end else { throw endOfFileWhereValueExpected() }
            let c = p[pos]
            switch c {
            case JSONASCII.quote:
                let start = pos
                let flags = try scanString()
                try append(
                    JSONNode(
                        start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: pos),
                        count: 0, kind: .string, flags: flags))
            case JSONASCII.openBrace:
                try open(isObject: true)
                skipWhitespace()
                if pos < end, p[pos] == JSONASCII.closeBrace {
                    pos += 1
                    close()
                } else if pos < end, p[pos] == JSONASCII.quote {
                    try scanKey()
                    continue valueLoop
                } else {
                    throw unexpectedKey(after: nil)
                }
            case JSONASCII.openBracket:
                try open(isObject: false)
                skipWhitespace()
                if pos < end, p[pos] == JSONASCII.closeBracket {
                    pos += 1
                    close()
                } else {
                    continue valueLoop
                }
            case JSONASCII.minus, JSONASCII.zero...JSONASCII.nine:
                try scanNumber()
            case UInt8(ascii: "t"):
                try scanLiteral(0x6575_7274, length: 4, kind: .bool, flags: JSONNode.isTrue)  // "true"
            case UInt8(ascii: "f"):
                if pos + 5 <= end, p[pos + 4] == UInt8(ascii: "e") {
                    try scanLiteral(0x736C_6166, length: 5, kind: .bool, flags: 0)  // "fals" + "e"
                } else {
                    throw badValue(at: pos)
                }
            case UInt8(ascii: "n"):
                try scanLiteral(0x6C6C_756E, length: 4, kind: .null, flags: 0)  // "null"
            default:
                throw badValue(at: pos)
            }

            // A value is complete: look for what may follow it, closing containers as they end.
            while true {
                guard depth > 0 else {
                    skipWhitespace()
                    guard pos >= end else {
                        throw unexpected(at: pos) { "unexpected \($0) after the JSON value" }
                    }
                    return
                }
                current.count &+= 1
                skipWhitespace()
                guard pos < end else { throw unterminatedContainer() }
                let d = p[pos]
                if d == JSONASCII.comma {
                    let comma = pos
                    pos += 1
                    skipWhitespace()
                    if current.isObject {
                        guard pos < end, p[pos] == JSONASCII.quote else { throw unexpectedKey(after: comma) }
                        try scanKey()
                    } else if pos < end, p[pos] == JSONASCII.closeBracket {
                        throw fail("trailing comma before \"]\"", at: comma)
                    }
                    continue valueLoop
                }
                if current.isObject {
                    guard d == JSONASCII.closeBrace else {
                        throw unexpected(at: pos) { "expected \",\" or \"}\" after an object member, found \($0)" }
                    }
                } else {
                    guard d == JSONASCII.closeBracket else {
                        throw unexpected(at: pos) { "expected \",\" or \"]\" after an array element, found \($0)" }
                    }
                }
                pos += 1
                // Checked once a container, here: an empty one counts nothing.
                guard current.count <= maxElements else {
                    throw fail(
                        "an \(current.isObject ? "object of more than \(maxElements) members" : "array of more than \(maxElements) elements")",
                        at: Int(tape[Int(current.node)].start))
                }
                close()
            }
        }
    }

    @inline(__always)
    mutating func append(_ node: JSONNode) throws(JSONSyntaxError) {
        // Cannot fail (see `JSONParser.nodeBound`), but never write past the tape.
        guard nodeCount < capacity else { throw fail("internal error: node bound exceeded", at: pos) }
        tape[nodeCount] = node
        nodeCount += 1
    }

    // MARK: - Containers

    @inline(__always)
    mutating func open(isObject: Bool) throws(JSONSyntaxError) {
        guard depth < maxDepth else {
            throw fail("nesting deeper than \(maxDepth) levels; --max-depth raises the limit", at: pos)
        }
        if depth > 0 { parents.append(current) }
        depth += 1
        current = JSONFrame(
            node: UInt32(truncatingIfNeeded: nodeCount), count: 0,
            keyBase: UInt32(truncatingIfNeeded: keys.count),
            decodedBase: UInt32(truncatingIfNeeded: decodedKeys.count), isObject: isObject)
        try append(
            JSONNode(
                start: UInt32(truncatingIfNeeded: pos), end: 0, count: 0,
                kind: isObject ? .object : .array, flags: 0))
        pos += 1
    }

    /// Ends the current container (its closing bracket already consumed).
    @inline(__always)
    mutating func close() {
        let index = Int(current.node)
        tape[index].end = UInt32(truncatingIfNeeded: nodeCount)
        tape[index].count = current.count
        if current.isObject {
            let base = Int(current.keyBase)
            if keys.count - base > 1 { findDuplicates(from: base) }
            keys.removeSubrange(base...)
            if decodedKeys.count > Int(current.decodedBase) {
                decodedKeys.removeSubrange(Int(current.decodedBase)...)
            }
        }
        depth -= 1
        if depth > 0, let parent = parents.popLast() { current = parent }
    }

    /// Scans a key (at its opening quote) and the colon after it.
    @inline(__always)
    mutating func scanKey() throws(JSONSyntaxError) {
        let start = pos
        let flags = try scanString()
        let node = UInt32(truncatingIfNeeded: nodeCount)
        try append(
            JSONNode(
                start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: pos),
                count: 0, kind: .string, flags: flags))
        recordKey(node: node, start: start + 1, end: pos - 1, hasEscapes: flags & JSONNode.hasEscapes != 0)
        skipWhitespace()
        guard pos < end else { throw unterminatedContainer() }
        guard p[pos] == JSONASCII.colon else {
            throw unexpected(at: pos) { "expected \":\" after an object key, found \($0)" }
        }
        pos += 1
    }

    // MARK: - Whitespace and line starts

    @inline(__always)
    mutating func skipWhitespace() {
        while pos < end {
            let c = p[pos]
            if c > JSONASCII.space { return }
            if c == JSONASCII.space || c == JSONASCII.tab {
                pos += 1
            } else if c == JSONASCII.lf {
                pos += 1
                lineStarts.append(UInt32(truncatingIfNeeded: pos))
            } else if c == JSONASCII.cr {
                pos += 1
                if pos < end, p[pos] == JSONASCII.lf { pos += 1 }
                lineStarts.append(UInt32(truncatingIfNeeded: pos))
            } else {
                return
            }
        }
    }
}
