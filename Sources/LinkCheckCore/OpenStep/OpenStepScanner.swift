/// Reads the tokens of an old-style property list from its bytes: space and comments, strings,
/// data. The parser decides what may come where.
struct OpenStepScanner {
    var source: OpenStepSource
    /// Offset of the next unread byte.
    var pos: Int

    init(source: OpenStepSource) {
        self.source = source
        pos = source.start
    }

    var bytes: [UInt8] { source.bytes }
    var atEnd: Bool { pos >= bytes.count }
    /// The next byte; `nil` at the end of the file.
    var peek: UInt8? { pos < bytes.count ? bytes[pos] : nil }

    /// Core Foundation's characters of an unquoted string: ASCII letters, digits and `_$/:.-`.
    /// Anything else (`+`, `@`, a space) needs quotes, and Xcode writes it quoted.
    static let unquoted: [Bool] = (0..<256).map { b in
        switch UInt8(b) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "_$/:.-".utf8.contains(UInt8(b))
        }
    }

    /// The length of U+2028 or U+2029 (line and paragraph separator, which the format counts as
    /// space) at `i`, or 0.
    func unicodeSeparator(at i: Int) -> Int {
        i + 2 < bytes.count && bytes[i] == 0xE2 && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9) ? 3 : 0
    }

    /// Skips space (tab to carriage return, space, U+2028, U+2029), `//` comments to the end of
    /// their line and `/* */` comments. A `/` that starts neither is left: it begins an unquoted
    /// string, as in `path = /usr/bin;`.
    mutating func skipSpace() throws(OpenStepSyntaxError) {
        let n = bytes.count
        while pos < n {
            let b = bytes[pos]
            if b == 0x20 || (0x09...0x0D).contains(b) {
                pos += 1
            } else if b == 0xE2, unicodeSeparator(at: pos) > 0 {
                pos += 3
            } else if b == UInt8(ascii: "/"), pos + 1 < n, bytes[pos + 1] == UInt8(ascii: "/") {
                pos += 2
                while pos < n, bytes[pos] != 0x0A, bytes[pos] != 0x0D, unicodeSeparator(at: pos) == 0 { pos += 1 }
            } else if b == UInt8(ascii: "/"), pos + 1 < n, bytes[pos + 1] == UInt8(ascii: "*") {
                let open = pos
                pos += 2
                while pos + 1 < n, !(bytes[pos] == UInt8(ascii: "*") && bytes[pos + 1] == UInt8(ascii: "/")) { pos += 1 }
                // Core Foundation lets such a comment swallow the rest of the file silently.
                guard pos + 1 < n else {
                    throw fail("unterminated comment: no closing \"*/\" before the end of the file", at: open)
                }
                pos += 2
            } else {
                return
            }
        }
    }

    /// The unquoted string at `pos`, which is known to start one.
    mutating func unquotedString() -> String {
        let begin = pos
        let n = bytes.count
        while pos < n, Self.unquoted[Int(bytes[pos])] { pos += 1 }
        return String(decoding: bytes[begin..<pos], as: UTF8.self)
    }

    /// The `<hex data>` at `pos` (on the `<`): pairs of hex digits, with space between bytes
    /// but not inside one, as Core Foundation reads it; no comments.
    mutating func data() throws(OpenStepSyntaxError) -> [UInt8] {
        let open = pos
        pos += 1
        var out: [UInt8] = []
        let n = bytes.count
        while pos < n {
            let b = bytes[pos]
            if b == UInt8(ascii: ">") {
                pos += 1
                return out
            }
            if let high = Self.hexValue(b) {
                guard pos + 1 < n, let low = Self.hexValue(bytes[pos + 1]) else {
                    if pos + 1 >= n { break }
                    throw fail("a byte of data is two hex digits; \(describe(at: pos)) stands alone", at: pos)
                }
                out.append(high << 4 | low)
                pos += 2
            } else if b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D {
                pos += 1
            } else if unicodeSeparator(at: pos) > 0 {
                pos += 3
            } else {
                throw fail("unexpected \(describe(at: pos)) in data; data is pairs of hex digits between \"<\" and \">\"", at: pos)
            }
        }
        throw fail("unterminated data: no closing \">\" before the end of the file", at: open)
    }

    static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    // MARK: - Errors (cold paths)

    /// The character at `offset` for a message: `"x"`, `byte 0x07`, `U+00A0`, or `end of file`.
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let c = bytes[offset]
        if c < 0x20 || c == 0x7F { return "byte " + JSONParserText.hexByte(c) }
        if c < 0x80 { return JSONParserText.quoted(String(UnicodeScalar(c))) }
        // The source is valid UTF-8, so a scalar starts here.
        guard let (value, length) = XMLSource.decode(bytes, at: offset), let scalar = Unicode.Scalar(value) else {
            return "byte " + JSONParserText.hexByte(c)
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return JSONParserText.scalarName(value)
        default:
            return JSONParserText.quoted(String(decoding: bytes[offset..<offset + length], as: UTF8.self))
        }
    }

    @inline(never)
    mutating func fail(_ message: String, at offset: Int) -> OpenStepSyntaxError {
        OpenStepSyntaxError(message: message, location: source.location(of: offset))
    }

    mutating func location(_ offset: Int) -> SourceLocation {
        source.location(of: offset)
    }
}
