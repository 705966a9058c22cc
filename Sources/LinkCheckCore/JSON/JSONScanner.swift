/// The scanner behind `JSONParser`: one pass over the bytes writing the node tape. Its state and
/// the driver loop are here; containers, keys, scalars, whitespace and errors each have a file.
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
}
