/// The text of a leaf element turned into its value: `<integer>`, `<real>`, `<date>`, `<data>`,
/// `<true/>`, `<false/>` and `<string>`. Surrounding whitespace is ignored except in strings.
enum PlistScalars {
    struct Problem: Error {
        var message: String
    }

    static func payload(of element: String, text: String) throws(Problem) -> PlistNode.Payload {
        let trimmed = element == "string" ? text : text.trimmingXMLWhitespace
        switch element {
        case "string": return .string(text)
        case "integer": return .integer(try integer(trimmed))
        case "real":
            guard let value = Double(trimmed) else { throw Problem(message: "\(shown(trimmed)) in <real> is not a number") }
            return .real(value)
        case "true", "false":
            guard trimmed.isEmpty else { throw Problem(message: "<\(element)> holds no text; write <\(element)/>") }
            return .bool(element == "true")
        case "date":
            guard isDate(trimmed) else { throw Problem(message: "\(shown(trimmed)) in <date> is not of the form 2024-01-31T12:00:00Z") }
            return .date(trimmed)
        default:
            guard let bytes = base64(text) else { throw Problem(message: "\(shown(trimmed)) in <data> is not base64") }
            return .data(bytes)
        }
    }

    /// Decimal with an optional sign, or hexadecimal after `0x`, within `Int`.
    static func integer(_ text: String) throws(Problem) -> Int {
        var digits = Substring(text)
        let negative = digits.first == "-"
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        let hex = digits.hasPrefix("0x") || digits.hasPrefix("0X")
        if hex { digits = digits.dropFirst(2) }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit && (hex || $0.isNumber) }) else {
            throw Problem(message: "\(shown(text)) in <integer> is not an integer")
        }
        let limit = negative ? UInt64(Int.max) + 1 : UInt64(Int.max)
        guard let magnitude = UInt64(digits, radix: hex ? 16 : 10), magnitude <= limit else {
            throw Problem(message: "\(shown(text)) in <integer> is out of range (64-bit)")
        }
        if magnitude == UInt64(Int.max) + 1 { return Int.min }
        return negative ? -Int(magnitude) : Int(magnitude)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, the only form plist 1.0 writes.
    static func isDate(_ text: String) -> Bool {
        let u = Array(text.utf8)
        let shape = Array("0000-00-00T00:00:00Z".utf8)
        guard u.count == shape.count else { return false }
        return zip(u, shape).allSatisfy { c, s in
            s == UInt8(ascii: "0") ? c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") : c == s
        }
    }

    /// Standard base64; whitespace anywhere and missing padding are accepted, as by Core Foundation.
    static func base64(_ text: String) -> [UInt8]? {
        var out: [UInt8] = []
        var buffer: UInt32 = 0, bits = 0
        var padding = false
        for c in text.utf8 {
            if XMLByte.isWhitespace(c) { continue }
            if c == UInt8(ascii: "=") { padding = true; continue }
            guard !padding, let v = sextet(c) else { return nil }
            buffer = buffer << 6 | UInt32(v)
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
                buffer &= (1 << UInt32(bits)) - 1
            }
        }
        return out
    }

    private static func sextet(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return c - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return c - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): return 62
        case UInt8(ascii: "/"): return 63
        default: return nil
        }
    }

    private static func shown(_ text: String) -> String {
        text.isEmpty ? "empty text" : SwiftLiteral.clippedString(text)
    }
}
