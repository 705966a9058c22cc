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

    private static func escape(_ s: String, attribute: Bool) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(s.unicodeScalars.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if isForbidden(scalar) {
                    // Not representable in XML 1.0 even as a reference: show it the way the text
                    // reporters do, as a Swift escape.
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Outside XML 1.0's `Char` production. Surrogates cannot occur in a Swift string.
    static func isForbidden(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0..<0x20, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }
}
