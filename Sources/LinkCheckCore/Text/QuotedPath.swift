/// A file name as messages show one that is not text: quoted, each byte that is not UTF-8 as
/// `\xFF`, and the escapes of a Swift string literal (`\"`, `\\`, `\t`, `\u{202E}`) for the rest,
/// as in `"t\xFF.json"`. The command line writes that form (a name that is text but begins with
/// `"` is quoted too, so every name that begins with `"` is in it); this reads it back into the
/// file's own bytes, for the reports that must name the real file, such as a SARIF URI.
public enum QuotedPath {
    /// The bytes `display` stands for, or `nil` when it is not a quoted name (a plain path).
    public static func bytes(_ display: String) -> [UInt8]? {
        let s = Array(display.unicodeScalars)
        guard s.count >= 2, s.first == "\"", s.last == "\"" else { return nil }
        var out: [UInt8] = []
        var i = 1
        let end = s.count - 1
        while i < end {
            let c = s[i]
            guard c == "\\" else {
                out.append(contentsOf: String(c).utf8)
                i += 1
                continue
            }
            guard i + 1 < end else { return nil }
            switch s[i + 1] {
            case "\"": out.append(UInt8(ascii: "\"")); i += 2
            case "\\": out.append(UInt8(ascii: "\\")); i += 2
            case "n": out.append(0x0A); i += 2
            case "r": out.append(0x0D); i += 2
            case "t": out.append(0x09); i += 2
            case "0": out.append(0x00); i += 2
            case "x":
                guard i + 3 < end, let byte = UInt8(String(String.UnicodeScalarView(s[(i + 2)...(i + 3)])), radix: 16) else { return nil }
                out.append(byte)
                i += 4
            case "u":
                guard i + 2 < end, s[i + 2] == "{", let close = s[(i + 3)..<end].firstIndex(of: "}"),
                    let value = UInt32(String(String.UnicodeScalarView(s[(i + 3)..<close])), radix: 16),
                    let scalar = Unicode.Scalar(value)
                else { return nil }
                out.append(contentsOf: String(scalar).utf8)
                i = close + 1
            default:
                return nil
            }
        }
        return out
    }
}
