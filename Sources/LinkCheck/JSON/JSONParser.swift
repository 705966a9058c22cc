/// The byte-level reader behind ``JSONDocument/parse(_:limits:)``: one iterative pass that
/// validates RFC 8259 (including UTF-8), fills the node tape, records line starts and
/// collects duplicate keys.
enum JSONParser {
    static func parse(_ bytes: [UInt8], limits: JSONLimits) throws(JSONSyntaxError) -> JSONDocument {
        let count = bytes.count
        if count > 0, bytes[0] == 0 || (count >= 2 && (bytes[1] == 0 || (bytes[0] == 0xFE && bytes[1] == 0xFF)
                                                       || (bytes[0] == 0xFF && bytes[1] == 0xFE))) {
            throw JSONSyntaxError(message: "the file is UTF-16; save it as UTF-8", location: SourceLocation(line: 1, column: 1))
        }
        // Offsets are stored as UInt32.
        guard count < Int(UInt32.max) else {
            throw JSONSyntaxError(message: "the file is too large to read (4 GiB or more)", location: SourceLocation(line: 1, column: 1))
        }
        let hasBOM = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        let start = hasBOM ? 3 : 0
        guard count > start else {
            throw JSONSyntaxError(message: "expected a JSON value, found end of file", location: SourceLocation(line: 1, column: 1))
        }

        // The tape is allocated once at an upper bound of its size and filled in place: no
        // reallocation (which would briefly hold two copies) and no per-append capacity checks.
        let capacity = bytes.withUnsafeBufferPointer { nodeBound($0, from: start) }
        var failure: JSONSyntaxError?
        var lineStarts: [UInt32] = []
        var duplicates: [(UInt32, UInt32)] = []
        let nodes = [JSONNode](unsafeUninitializedCapacity: capacity) { tape, initialized in
            bytes.withUnsafeBufferPointer { input in
                guard let base = input.baseAddress, let tapeBase = tape.baseAddress else {
                    failure = JSONSyntaxError(message: "expected a JSON value, found end of file",
                                              location: SourceLocation(line: 1, column: 1))
                    return
                }
                var scanner = Scanner(bytes: bytes, base: base, end: input.count, start: start,
                                      tape: tapeBase, capacity: tape.count, maxDepth: limits.maxDepth)
                do throws(JSONSyntaxError) {
                    try scanner.run()
                } catch {
                    failure = error
                }
                initialized = scanner.nodeCount
                lineStarts = scanner.lineStarts
                duplicates = scanner.duplicates
            }
        }
        if let failure { throw failure }
        return JSONDocument(bytes: bytes, nodes: nodes, lineStarts: lineStarts, duplicates: duplicates,
                            hadByteOrderMark: hasBOM)
    }

    /// An upper bound for the node count: 1 + the number of `,` `:` `[` `{` bytes, since every node
    /// but the root follows one of them (bytes inside strings only make the bound looser).
    static func nodeBound(_ input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let p = input.baseAddress else { return 1 }
        let end = input.count
        let raw = UnsafeRawPointer(p)
        let ones: UInt64 = 0x0101_0101_0101_0101
        var structural = 0
        var i = start
        while i + 8 <= end {
            // Per-byte-lane counters, summed before any lane can pass 255 (no reliance on POPCNT).
            var lanes: UInt64 = 0
            var rounds = 0
            while rounds < 255, i + 8 <= end {
                let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                // Zero bytes of w ^ c mark bytes equal to c; `[` 0x5B and `{` 0x7B differ only in bit 5.
                // (The borrow trick may also mark a byte just above a match: harmless for an upper bound.)
                let comma = w ^ (ones &* 0x2C)
                let colon = w ^ (ones &* 0x3A)
                let open = (w | (ones &* 0x20)) ^ (ones &* 0x7B)
                let marks = ((comma &- ones) & ~comma) | ((colon &- ones) & ~colon) | ((open &- ones) & ~open)
                lanes &+= (marks >> 7) & ones
                i += 8
                rounds += 1
            }
            structural += JSONDocument.sumLanes(lanes)
        }
        while i < end {
            switch p[i] {
            case 0x2C, 0x3A, 0x5B, 0x7B: structural += 1
            default: break
            }
            i += 1
        }
        return structural + 1
    }
}

/// An open array or object.
private struct Frame {
    var node: UInt32
    var count: UInt32
    /// Where this object's entries start in `Scanner.keys` and `Scanner.decodedKeys`.
    var keyBase: UInt32
    var decodedBase: UInt32
    var isObject: Bool
}

/// One key of an open object, for duplicate detection.
private struct KeyEntry {
    var hash: UInt32
    var node: UInt32
    /// The decoded key bytes: in the input, or in `Scanner.decodedKeys` when `inDecoded`.
    var start: UInt32
    var length: UInt32
    var inDecoded: Bool
}

private enum ASCII {
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

private struct Scanner {
    let bytes: [UInt8]
    let p: UnsafePointer<UInt8>
    let end: Int
    var pos: Int
    let maxDepth: Int

    /// The node tape, written in place; `capacity` is a proven upper bound of the node count.
    let tape: UnsafeMutablePointer<JSONNode>
    let capacity: Int
    var nodeCount = 0
    var lineStarts: [UInt32]
    var duplicates: [(UInt32, UInt32)] = []

    var depth = 0
    var current = Frame(node: 0, count: 0, keyBase: 0, decodedBase: 0, isObject: false)
    var parents: [Frame] = []
    var keys: [KeyEntry] = []
    var decodedKeys: [UInt8] = []

    init(bytes: [UInt8], base: UnsafePointer<UInt8>, end: Int, start: Int,
         tape: UnsafeMutablePointer<JSONNode>, capacity: Int, maxDepth: Int) {
        self.bytes = bytes
        self.tape = tape
        self.capacity = capacity
        self.p = base
        self.end = end
        self.pos = start
        self.maxDepth = maxDepth
        self.lineStarts = [UInt32(truncatingIfNeeded: start)]
    }

    // MARK: - Driver

    mutating func run() throws(JSONSyntaxError) {
        valueLoop: while true {
            skipWhitespace()
            guard pos < end else { throw endOfFileWhereValueExpected() }
            let c = p[pos]
            switch c {
            case ASCII.quote:
                let start = pos
                let flags = try scanString()
                try append(JSONNode(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: pos),
                                      count: 0, kind: .string, flags: flags))
            case ASCII.openBrace:
                try open(isObject: true)
                skipWhitespace()
                if pos < end, p[pos] == ASCII.closeBrace {
                    pos += 1
                    close()
                } else if pos < end, p[pos] == ASCII.quote {
                    try scanKey()
                    continue valueLoop
                } else {
                    throw unexpectedKey(after: nil)
                }
            case ASCII.openBracket:
                try open(isObject: false)
                skipWhitespace()
                if pos < end, p[pos] == ASCII.closeBracket {
                    pos += 1
                    close()
                } else {
                    continue valueLoop
                }
            case ASCII.minus, ASCII.zero ... ASCII.nine:
                try scanNumber()
            case UInt8(ascii: "t"):
                try scanLiteral(0x6575_7274, length: 4, kind: .bool, flags: JSONNode.isTrue) // "true"
            case UInt8(ascii: "f"):
                if pos + 5 <= end, p[pos + 4] == UInt8(ascii: "e") {
                    try scanLiteral(0x736C_6166, length: 5, kind: .bool, flags: 0) // "fals" + "e"
                } else {
                    throw badValue(at: pos)
                }
            case UInt8(ascii: "n"):
                try scanLiteral(0x6C6C_756E, length: 4, kind: .null, flags: 0) // "null"
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
                if d == ASCII.comma {
                    let comma = pos
                    pos += 1
                    skipWhitespace()
                    if current.isObject {
                        guard pos < end, p[pos] == ASCII.quote else { throw unexpectedKey(after: comma) }
                        try scanKey()
                    } else if pos < end, p[pos] == ASCII.closeBracket {
                        throw fail("trailing comma before \"]\"", at: comma)
                    }
                    continue valueLoop
                }
                if current.isObject {
                    guard d == ASCII.closeBrace else {
                        throw unexpected(at: pos) { "expected \",\" or \"}\" after an object member, found \($0)" }
                    }
                } else {
                    guard d == ASCII.closeBracket else {
                        throw unexpected(at: pos) { "expected \",\" or \"]\" after an array element, found \($0)" }
                    }
                }
                pos += 1
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
            throw fail("nesting deeper than \(maxDepth) levels", at: pos)
        }
        if depth > 0 { parents.append(current) }
        depth += 1
        current = Frame(node: UInt32(truncatingIfNeeded: nodeCount), count: 0,
                        keyBase: UInt32(truncatingIfNeeded: keys.count),
                        decodedBase: UInt32(truncatingIfNeeded: decodedKeys.count), isObject: isObject)
        try append(JSONNode(start: UInt32(truncatingIfNeeded: pos), end: 0, count: 0,
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
        try append(JSONNode(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: pos),
                              count: 0, kind: .string, flags: flags))
        recordKey(node: node, start: start + 1, end: pos - 1, hasEscapes: flags & JSONNode.hasEscapes != 0)
        skipWhitespace()
        guard pos < end else { throw unterminatedContainer() }
        guard p[pos] == ASCII.colon else {
            throw unexpected(at: pos) { "expected \":\" after an object key, found \($0)" }
        }
        pos += 1
    }

    // MARK: - Whitespace and line starts

    @inline(__always)
    mutating func skipWhitespace() {
        while pos < end {
            let c = p[pos]
            if c > ASCII.space { return }
            if c == ASCII.space || c == ASCII.tab {
                pos += 1
            } else if c == ASCII.lf {
                pos += 1
                lineStarts.append(UInt32(truncatingIfNeeded: pos))
            } else if c == ASCII.cr {
                pos += 1
                if pos < end, p[pos] == ASCII.lf { pos += 1 }
                lineStarts.append(UInt32(truncatingIfNeeded: pos))
            } else {
                return
            }
        }
    }

    // MARK: - Scalars

    @inline(__always)
    mutating func scanLiteral(_ word: UInt32, length: Int, kind: JSONKind, flags: UInt8) throws(JSONSyntaxError) {
        guard pos + length <= end,
              UInt32(littleEndian: UnsafeRawPointer(p + pos).loadUnaligned(as: UInt32.self)) == word
        else { throw badValue(at: pos) }
        try append(JSONNode(start: UInt32(truncatingIfNeeded: pos), end: UInt32(truncatingIfNeeded: pos + length),
                              count: 0, kind: kind, flags: flags))
        pos += length
    }

    @inline(__always)
    func isDigit(_ i: Int) -> Bool {
        i < end && p[i] &- ASCII.zero < 10
    }

    @inline(__always)
    mutating func scanNumber() throws(JSONSyntaxError) {
        let start = pos
        if p[pos] == ASCII.minus {
            pos += 1
            guard isDigit(pos) else { throw badNumberAfterMinus(start) }
        }
        if p[pos] == ASCII.zero {
            pos += 1
            if isDigit(pos) {
                throw fail("leading zero in number \(quoted(numberText(from: start)))", at: pos - 1)
            }
        } else {
            pos += 1
            while isDigit(pos) { pos += 1 }
        }
        var flags = JSONNode.isInteger
        if pos < end, p[pos] == ASCII.dot {
            pos += 1
            guard isDigit(pos) else {
                throw unexpected(at: pos) { "expected a digit after the decimal point, found \($0)" }
            }
            while isDigit(pos) { pos += 1 }
            flags = 0
        }
        if pos < end, p[pos] | 0x20 == UInt8(ascii: "e") {
            pos += 1
            if pos < end, p[pos] == ASCII.plus || p[pos] == ASCII.minus { pos += 1 }
            guard isDigit(pos) else {
                throw unexpected(at: pos) { "expected a digit in the exponent, found \($0)" }
            }
            while isDigit(pos) { pos += 1 }
            flags = 0
        }
        try append(JSONNode(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: pos),
                              count: 0, kind: .number, flags: flags))
    }

    /// Scans a string from its opening quote to just past its closing quote, validating UTF-8 and
    /// escapes. Returns the node flags.
    @inline(__always)
    mutating func scanString() throws(JSONSyntaxError) -> UInt8 {
        let open = pos
        pos += 1
        var flags: UInt8 = 0
        let raw = UnsafeRawPointer(p)
        while true {
            // Skip eight plain bytes at a time: stop at `"`, `\`, a control character or a non-ASCII byte.
            while pos + 8 <= end {
                let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: pos, as: UInt64.self))
                let ones: UInt64 = 0x0101_0101_0101_0101
                let q = w ^ (ones &* 0x22)
                let b = w ^ (ones &* 0x5C)
                let special = (((q &- ones) & ~q) | ((b &- ones) & ~b) | ((w &- ones &* 0x20) & ~w) | w)
                    & 0x8080_8080_8080_8080
                if special != 0 {
                    pos += special.trailingZeroBitCount >> 3
                    break
                }
                pos += 8
            }
            guard pos < end else { throw unterminatedString(open) }
            let c = p[pos]
            if c == ASCII.quote {
                pos += 1
                return flags
            } else if c == ASCII.backslash {
                try scanEscape(open)
                flags = JSONNode.hasEscapes
            } else if c < 0x20 {
                throw controlCharacter(c)
            } else if c < 0x80 {
                pos += 1
            } else {
                let length = utf8Length(at: pos)
                guard length > 0 else { throw invalidUTF8(at: pos) }
                pos += length
            }
        }
    }

    /// The length of the well-formed UTF-8 sequence at `i` (a byte >= 0x80), or 0 if there is none.
    @inline(__always)
    func utf8Length(at i: Int) -> Int {
        let c0 = p[i]
        if c0 < 0xC2 { return 0 }
        guard i + 1 < end else { return 0 }
        let c1 = p[i + 1]
        if c0 < 0xE0 { return c1 & 0xC0 == 0x80 ? 2 : 0 }
        guard i + 2 < end, p[i + 2] & 0xC0 == 0x80 else { return 0 }
        if c0 < 0xF0 {
            let low: UInt8 = c0 == 0xE0 ? 0xA0 : 0x80 // no overlongs
            let high: UInt8 = c0 == 0xED ? 0x9F : 0xBF // no surrogates
            return c1 >= low && c1 <= high ? 3 : 0
        }
        if c0 < 0xF5 {
            let low: UInt8 = c0 == 0xF0 ? 0x90 : 0x80 // no overlongs
            let high: UInt8 = c0 == 0xF4 ? 0x8F : 0xBF // nothing past U+10FFFF
            guard i + 3 < end, p[i + 3] & 0xC0 == 0x80 else { return 0 }
            return c1 >= low && c1 <= high ? 4 : 0
        }
        return 0
    }

    /// Scans one escape sequence at a backslash (a surrogate pair counts as one).
    mutating func scanEscape(_ open: Int) throws(JSONSyntaxError) {
        let backslash = pos
        guard pos + 1 < end else { throw unterminatedString(open) }
        switch p[pos + 1] {
        case ASCII.quote, ASCII.backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            pos += 2
        case UInt8(ascii: "u"):
            let scalar = try scanUnicodeEscape(open)
            if scalar & 0xFC00 == 0xDC00 { throw loneSurrogate(scalar, at: backslash) }
            if scalar & 0xFC00 == 0xD800 {
                guard pos + 1 < end, p[pos] == ASCII.backslash, p[pos + 1] == UInt8(ascii: "u") else {
                    if pos >= end || (p[pos] == ASCII.backslash && pos + 1 >= end) { throw unterminatedString(open) }
                    throw loneSurrogate(scalar, at: backslash)
                }
                let low = try scanUnicodeEscape(open)
                guard low & 0xFC00 == 0xDC00 else { throw loneSurrogate(scalar, at: backslash) }
            }
        default:
            throw invalidEscape(at: backslash)
        }
    }

    /// Scans `\uXXXX` at a backslash and returns its value.
    mutating func scanUnicodeEscape(_ open: Int) throws(JSONSyntaxError) -> UInt32 {
        let backslash = pos
        var value: UInt32 = 0
        for k in 0 ..< 4 {
            let i = backslash + 2 + k
            guard i < end else { throw unterminatedString(open) }
            let d = JSONDocument.hexDigitValue(p[i])
            guard d < 16 else {
                throw fail("invalid escape \"\(text(backslash, i))\" in a string; expected 4 hex digits after \\u",
                           at: backslash)
            }
            value = value << 4 | UInt32(d)
        }
        pos = backslash + 6
        return value
    }

    // MARK: - Duplicate keys

    @inline(__always)
    mutating func recordKey(node: UInt32, start: Int, end keyEnd: Int, hasEscapes: Bool) {
        if !hasEscapes {
            let hash = JSONParserHash.hash(p + start, keyEnd - start)
            keys.append(KeyEntry(hash: hash, node: node, start: UInt32(truncatingIfNeeded: start),
                                 length: UInt32(truncatingIfNeeded: keyEnd - start), inDecoded: false))
            return
        }
        let rawLength = keyEnd - start
        let base = decodedKeys.count
        decodedKeys.append(contentsOf: repeatElement(0, count: rawLength))
        let content = UnsafeBufferPointer(start: p + start, count: rawLength)
        let (written, hash) = decodedKeys.withUnsafeMutableBufferPointer { all -> (Int, UInt32) in
            let out = UnsafeMutableBufferPointer(rebasing: all[base...])
            let written = JSONDocument.unescape(content, into: out)
            guard let outBase = out.baseAddress else { return (written, 0) }
            return (written, JSONParserHash.hash(UnsafePointer(outBase), written))
        }
        decodedKeys.removeLast(rawLength - written)
        keys.append(KeyEntry(hash: hash, node: node, start: UInt32(truncatingIfNeeded: base),
                             length: UInt32(truncatingIfNeeded: written), inDecoded: true))
    }

    /// Reports every key in `keys[base...]` (one object's keys) that repeats an earlier one.
    mutating func findDuplicates(from base: Int) {
        let input = p
        var found: [(UInt32, UInt32)] = []
        decodedKeys.withUnsafeBufferPointer { decodedBuffer in
            let decoded = decodedBuffer.baseAddress ?? input
            func bytes(_ e: KeyEntry) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(start: (e.inDecoded ? decoded : input) + Int(e.start), count: Int(e.length))
            }
            func same(_ a: KeyEntry, _ b: KeyEntry) -> Bool {
                a.hash == b.hash && a.length == b.length && bytes(a).elementsEqual(bytes(b))
            }
            keys.withUnsafeMutableBufferPointer { all in
                var entries = UnsafeMutableBufferPointer(rebasing: all[base...])
                let n = entries.count
                if n <= 16 {
                    for i in 1 ..< n {
                        for j in 0 ..< i where same(entries[i], entries[j]) {
                            found.append((entries[i].node, entries[j].node))
                            break
                        }
                    }
                    return
                }
                // Sort so equal keys are adjacent, each run in document order; hash collisions are
                // separated by the byte comparison.
                entries.sort { a, b in
                    if a.hash != b.hash { return a.hash < b.hash }
                    let order = compare(bytes(a), bytes(b))
                    if order != 0 { return order < 0 }
                    return a.node < b.node
                }
                var first = 0
                for i in 1 ..< n {
                    if same(entries[i], entries[first]) {
                        found.append((entries[i].node, entries[first].node))
                    } else {
                        first = i
                    }
                }
            }
        }
        duplicates.append(contentsOf: found)
    }

    // MARK: - Errors (cold paths)

    @inline(never)
    func fail(_ message: String, at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: JSONDocument.location(of: offset, bytes, lineStarts, []))
    }

    /// Builds "expected ..., found X" style errors, describing what is at `offset`; invalid UTF-8
    /// there is reported as such instead.
    @inline(never)
    func unexpected(at offset: Int, _ message: (String) -> String) -> JSONSyntaxError {
        guard offset < end else { return fail(message("end of file"), at: end) }
        guard let found = describe(at: offset) else { return invalidUTF8(at: offset) }
        var text = message(found)
        if p[offset] == UInt8(ascii: "/"), offset + 1 < end,
           p[offset + 1] == UInt8(ascii: "/") || p[offset + 1] == UInt8(ascii: "*") {
            text += "; JSON does not allow comments"
        }
        return fail(text, at: offset)
    }

    /// A short description of the character at `offset`: `"x"`, `byte 0x07`, `U+00A0`, or nil
    /// when the bytes there are not valid UTF-8.
    func describe(at offset: Int) -> String? {
        let c = p[offset]
        if c < 0x20 || c == 0x7F { return "byte " + hexByte(c) }
        if c < 0x80 { return quoted(String(UnicodeScalar(c))) }
        let length = utf8Length(at: offset)
        guard length > 0 else { return nil }
        let text = String(decoding: UnsafeBufferPointer(start: p + offset, count: length), as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return nil }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return JSONParserText.scalarName(scalar.value)
        default:
            return quoted(text)
        }
    }

    @inline(never)
    func invalidUTF8(at offset: Int) -> JSONSyntaxError {
        fail("invalid UTF-8 byte \(hexByte(p[offset]))", at: offset)
    }

    @inline(never)
    func endOfFileWhereValueExpected() -> JSONSyntaxError {
        depth > 0 ? unterminatedContainer() : fail("expected a JSON value, found end of file", at: end)
    }

    @inline(never)
    func unterminatedContainer() -> JSONSyntaxError {
        let opened = JSONDocument.location(of: Int(tape[Int(current.node)].start), bytes, lineStarts, [])
        return fail("unterminated \(current.isObject ? "object" : "array") (opened at \(opened)) at end of file", at: end)
    }

    @inline(never)
    func unterminatedString(_ open: Int) -> JSONSyntaxError {
        let opened = JSONDocument.location(of: open, bytes, lineStarts, [])
        return fail("unterminated string (opened at \(opened)) at end of file", at: end)
    }

    @inline(never)
    func controlCharacter(_ c: UInt8) -> JSONSyntaxError {
        let escape: String
        switch c {
        case 0x08: escape = "\\b"
        case 0x09: escape = "\\t"
        case 0x0A: escape = "\\n"
        case 0x0C: escape = "\\f"
        case 0x0D: escape = "\\r"
        default: escape = "\\u" + JSONParserText.hex4(UInt32(c))
        }
        return fail("control character \(JSONParserText.scalarName(UInt32(c))) in a string; write it as \(escape)", at: pos)
    }

    @inline(never)
    func invalidEscape(at backslash: Int) -> JSONSyntaxError {
        let next = backslash + 1
        guard let found = describe(at: next) else { return invalidUTF8(at: next) }
        if found.hasPrefix("\"") {
            let escape = text(backslash, next + (p[next] < 0x80 ? 1 : utf8Length(at: next)))
            return fail("invalid escape \"\(escape)\" in a string", at: backslash)
        }
        return fail("invalid escape in a string: a backslash followed by \(found)", at: backslash)
    }

    @inline(never)
    func loneSurrogate(_ value: UInt32, at offset: Int) -> JSONSyntaxError {
        fail("lone surrogate \\u\(JSONParserText.hex4(value)) in a string", at: offset)
    }

    @inline(never)
    func unexpectedKey(after comma: Int?) -> JSONSyntaxError {
        guard pos < end else { return unterminatedContainer() }
        if let comma, p[pos] == ASCII.closeBrace {
            return fail("trailing comma before \"}\"", at: comma)
        }
        let expected = comma == nil ? "a string key or \"}\"" : "a string key"
        var hint = ""
        let c = p[pos]
        if c == UInt8(ascii: "'") {
            hint = "; JSON strings use double quotes"
        } else if (c | 0x20) >= UInt8(ascii: "a"), (c | 0x20) <= UInt8(ascii: "z") || c == UInt8(ascii: "_") {
            hint = "; object keys need double quotes"
        }
        return unexpected(at: pos) { "expected \(expected), found \($0)\(hint)" }
    }

    @inline(never)
    func badNumberAfterMinus(_ minus: Int) -> JSONSyntaxError {
        let next = minus + 1
        if next < end, isLetter(p[next]) {
            let word = self.word(at: next).lowercased()
            if word == "infinity" || word == "inf" { return fail("-Infinity is not allowed in JSON", at: minus) }
            if word == "nan" { return fail("NaN is not allowed in JSON", at: minus) }
        }
        return unexpected(at: next) { "expected a digit after \"-\", found \($0)" }
    }

    /// A value was expected at `offset` but what is there cannot start one.
    @inline(never)
    func badValue(at offset: Int) -> JSONSyntaxError {
        let c = p[offset]
        if isLetter(c) {
            let word = self.word(at: offset)
            let lower = word.lowercased()
            if lower == "nan" { return fail("NaN is not allowed in JSON", at: offset) }
            if lower == "infinity" || lower == "inf" { return fail("Infinity is not allowed in JSON", at: offset) }
            for literal in ["true", "false", "null"] where literal.hasPrefix(lower) || lower.hasPrefix(literal) {
                return fail("expected \(quoted(literal)), found \(quoted(word))", at: offset)
            }
            return fail("expected a JSON value, found \(quoted(word)); strings need double quotes", at: offset)
        }
        let hint: String
        switch c {
        case UInt8(ascii: "'"): hint = "; JSON strings use double quotes"
        case ASCII.plus: hint = "; numbers cannot start with \"+\""
        case ASCII.dot: hint = "; write a 0 before the decimal point"
        default: hint = ""
        }
        return unexpected(at: offset) { "expected a JSON value, found \($0)\(hint)" }
    }

    // MARK: - Error text helpers

    func isLetter(_ c: UInt8) -> Bool {
        (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z")
    }

    /// The run of ASCII letters, digits and underscores at `offset`, at most 32 of them.
    func word(at offset: Int) -> String {
        var i = offset
        while i < end, i - offset < 32, isLetter(p[i]) || p[i] &- ASCII.zero < 10 || p[i] == UInt8(ascii: "_") {
            i += 1
        }
        return text(offset, i)
    }

    func numberText(from start: Int) -> String {
        var i = start + 1
        while i < end, i - start < 40, p[i] &- ASCII.zero < 10 { i += 1 }
        return text(start, i)
    }

    func text(_ from: Int, _ to: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: p + from, count: max(0, min(to, end) - from)), as: UTF8.self)
    }

    func quoted(_ s: String) -> String { JSONParserText.quoted(s) }

    func hexByte(_ c: UInt8) -> String { JSONParserText.hexByte(c) }
}

/// Lexicographic comparison of two byte buffers: negative, zero or positive.
private func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
    let n = min(a.count, b.count)
    for i in 0 ..< n where a[i] != b[i] {
        return a[i] < b[i] ? -1 : 1
    }
    return a.count - b.count
}

enum JSONParserHash {
    /// A fast, non-cryptographic hash of a short byte string (collisions are resolved by comparing bytes).
    @inline(__always)
    static func hash(_ p: UnsafePointer<UInt8>, _ count: Int) -> UInt32 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: count)
        var i = 0
        let raw = UnsafeRawPointer(p)
        while i + 8 <= count {
            h = (h ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
            i += 8
        }
        if i < count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while i < count {
                tail |= UInt64(p[i]) << shift
                shift += 8
                i += 1
            }
            h = (h ^ tail) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
        }
        h = (h ^ (h >> 29)) &* 0xC4CE_B9FE_1A85_EC53
        return UInt32(truncatingIfNeeded: h ^ (h >> 32))
    }
}

enum JSONParserText {
    static let hexDigits: [Character] = Array("0123456789ABCDEF")

    static func hex4(_ v: UInt32) -> String {
        String([hexDigits[Int(v >> 12 & 0xF)], hexDigits[Int(v >> 8 & 0xF)],
                hexDigits[Int(v >> 4 & 0xF)], hexDigits[Int(v & 0xF)]])
    }

    static func hexByte(_ c: UInt8) -> String {
        "0x" + String([hexDigits[Int(c >> 4)], hexDigits[Int(c & 0xF)]])
    }

    /// `U+000A`, `U+00A0`, `U+1F600`.
    static func scalarName(_ v: UInt32) -> String {
        var digits = String(v, radix: 16, uppercase: true)
        while digits.count < 4 { digits = "0" + digits }
        return "U+" + digits
    }

    /// Double-quotes `s`, escaping `"` and `\` so the quoted text reads back unambiguously.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(ch)
            }
        }
        out += "\""
        return out
    }
}
