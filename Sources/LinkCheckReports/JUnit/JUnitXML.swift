import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// Escaping for the JUnit reporters: every string written into the XML goes through here, so the
/// document holds only characters XML 1.0 allows and no text can close an element early.
enum JUnitXML {
    /// Text content: markup characters as entities; tab and line feed kept; carriage return as a
    /// character reference (parsers would fold it into a line feed).
    static func text(_ s: String) -> String {
        escape(s, attribute: false)
    }

    /// An attribute value: as `text`, and tab, line feed and carriage return as character
    /// references, which attribute-value normalization would otherwise turn into spaces.
    static func attribute(_ s: String) -> String {
        escape(s, attribute: true)
    }

    /// Byte by byte: a string is valid UTF-8, so an ASCII byte is always a character of its own,
    /// and the two forbidden non-ASCII scalars, U+FFFE and U+FFFF, are `EF BF BE` and `EF BF BF`.
    /// Rebuilding the text a scalar at a time was most of a long URL list's JUnit report.
    private static func escape(_ s: String, attribute: Bool) -> String {
        if !needsEscaping(s, attribute: attribute) { return s }
        var s = s
        return s.withUTF8 { utf8 in
            var out: [UInt8] = []
            out.reserveCapacity(utf8.count + 16)
            var i = 0
            while i < utf8.count {
                let b = utf8[i]
                switch b {
                case UInt8(ascii: "&"): out += "&amp;".utf8
                case UInt8(ascii: "<"): out += "&lt;".utf8
                case UInt8(ascii: ">"): out += "&gt;".utf8
                case UInt8(ascii: "\""): out += "&quot;".utf8
                case UInt8(ascii: "'"): out += "&apos;".utf8
                case 0x0D: out += "&#13;".utf8
                case 0x09 where attribute: out += "&#9;".utf8
                case 0x0A where attribute: out += "&#10;".utf8
                case 0x09, 0x0A: out.append(b)
                case 0 ..< 0x20:
                    // Not representable in XML 1.0 even as a reference: shown the way the text
                    // reporters do, as a Swift escape.
                    out += ("\\u{" + String(b, radix: 16, uppercase: true) + "}").utf8
                case 0xEF where i + 2 < utf8.count && utf8[i + 1] == 0xBF && (utf8[i + 2] == 0xBE || utf8[i + 2] == 0xBF):
                    out += (utf8[i + 2] == 0xBE ? "\\u{FFFE}" : "\\u{FFFF}").utf8
                    i += 2
                default: out.append(b)
                }
                i += 1
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Whether any byte of `s` may need escaping: markup, a control character other than the tab
    /// and line feed text keeps, or 0xEF, the lead byte of U+FFFE and U+FFFF (and of others, which
    /// then go the slow way and come out unchanged).
    private static func needsEscaping(_ s: String, attribute: Bool) -> Bool {
        s.utf8.contains { b in
            switch b {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF: return true
            case 0x09, 0x0A: return attribute
            case 0 ..< 0x20: return true
            default: return false
            }
        }
    }

    /// Outside XML 1.0's `Char` production. Surrogates cannot occur in a Swift string.
    static func isForbidden(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0..<0x20, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }
}
