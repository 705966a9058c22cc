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

    /// `text(s)`'s bytes appended to `out`.
    static func appendText(_ s: String, to out: inout [UInt8]) {
        append(s, attribute: false, to: &out)
    }

    /// `attribute(s)`'s bytes appended to `out`.
    static func appendAttribute(_ s: String, to out: inout [UInt8]) {
        append(s, attribute: true, to: &out)
    }

    private static func escape(_ s: String, attribute: Bool) -> String {
        var s = s
        let plain = s.withUTF8 { utf8 in !utf8.contains { mayNeedEscaping($0, attribute: attribute) } }
        if plain { return s }
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count + 32)
        append(s, attribute: attribute, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Byte by byte: a string is valid UTF-8, so an ASCII byte is always a character of its own,
    /// and the two forbidden non-ASCII scalars, U+FFFE and U+FFFF, are `EF BF BE` and `EF BF BF`.
    /// Rebuilding the text a scalar at a time was most of a long URL list's JUnit report; over
    /// the contiguous bytes, copying the runs between escapes whole, it is a small part of it.
    private static func append(_ s: String, attribute: Bool, to out: inout [UInt8]) {
        var s = s
        s.withUTF8 { utf8 in
            var i = 0
            while i < utf8.count {
                // The run up to the next byte that may need escaping, copied whole.
                var end = i
                while end < utf8.count && !mayNeedEscaping(utf8[end], attribute: attribute) { end += 1 }
                if i < end { out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[i..<end])) }
                i = end
                guard i < utf8.count else { return }
                let b = utf8[i]
                switch b {
                case UInt8(ascii: "&"): out += "&amp;".utf8
                case UInt8(ascii: "<"): out += "&lt;".utf8
                case UInt8(ascii: ">"): out += "&gt;".utf8
                case UInt8(ascii: "\""): out += "&quot;".utf8
                case UInt8(ascii: "'"): out += "&apos;".utf8
                case 0x0D: out += "&#13;".utf8
                case 0x09: out += "&#9;".utf8
                case 0x0A: out += "&#10;".utf8
                case 0..<0x20:
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
        }
    }

    /// Whether byte `b` may need escaping: markup, a control character other than the tab and
    /// line feed text keeps, or 0xEF, the lead byte of U+FFFE and U+FFFF (and of others, which
    /// are then copied unchanged).
    /// A bit test, as it runs for every byte written: bit `b` of `textEscapes` (or of
    /// `attributeEscapes`) is set for each such byte below 64, and 0xEF is the only one above.
    @inline(__always)
    private static func mayNeedEscaping(_ b: UInt8, attribute: Bool) -> Bool {
        b < 64 ? (attribute ? attributeEscapes : textEscapes) >> b & 1 == 1 : b == 0xEF
    }

    /// `"` (34), `&` (38), `'` (39), `<` (60) and `>` (62); computed, so that it folds to a constant.
    private static var markup: UInt64 { 1 << 34 | 1 << 38 | 1 << 39 | 1 << 60 | 1 << 62 }
    /// Markup and every control character.
    private static var attributeEscapes: UInt64 { markup | 0xFFFF_FFFF }
    /// As an attribute, but the tab and line feed kept.
    private static var textEscapes: UInt64 { attributeEscapes & ~(1 << 0x09 | 1 << 0x0A) }

    /// Outside XML 1.0's `Char` production. Surrogates cannot occur in a Swift string.
    static func isForbidden(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0..<0x20, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }
}
