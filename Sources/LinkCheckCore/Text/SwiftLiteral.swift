/// Text quoted the way a Swift developer writes it: `"A-1"`, `.orders`. Messages quote every
/// value from a file or URL through here, so a hostile value cannot drive the terminal.
public enum SwiftLiteral {
    /// A Swift string literal with control, bidi and other invisible characters escaped.
    public static func string(_ text: String) -> String {
        // Printable ASCII but for `"` and `\`, nearly every URL and name, is written as it is
        // (read over a `String`'s contiguous bytes: through a view it cost more than the escaping).
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        }
        if plain == true {
            var out = "\""
            out.reserveCapacity(text.utf8.count + 2)
            out += text
            out += "\""
            return out
        }
        return escaped(text)
    }

    /// `string` of a substring or other text.
    public static func string<S: StringProtocol>(_ text: S) -> String { string(String(text)) }

    private static func escaped(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                if needsEscape(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `stringLiteral` of at most `limit` characters of `text`, then `… (N characters)`: for
    /// messages that quote a value, which a hostile file can make a megabyte long.
    public static func clippedString<S: StringProtocol>(_ text: S, limit: Int = 64) -> String {
        clip(text, limit: limit) { string($0) }
    }

    /// `clippedString` of a `String`, whose length in bytes is known without a generic view.
    public static func clippedString(_ text: String, limit: Int = 64) -> String {
        text.utf8.count <= limit ? string(text) : clip(text, limit: limit) { string($0) }
    }

    /// `text` itself when short, else its start and `… (N characters)`: for unquoted values
    /// such as number literals.
    public static func clipped(_ text: String, limit: Int = 64) -> String {
        // A character is at least a byte: no more bytes than `limit` is never clipped.
        if text.utf8.count <= limit { return text }
        return clip(text, limit: limit) { String($0) }
    }

    /// `render` of the first `limit` characters, and `… (N characters)` when there were more.
    /// Counting stops at `limit` for short text.
    package static func clip<S: StringProtocol>(_ text: S, limit: Int, _ render: (S.SubSequence) -> String) -> String {
        // A character is at least a byte: no more bytes than `limit` is never clipped, and is
        // known without walking the characters.
        if text.utf8.count <= limit { return render(text[...]) }
        guard text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex).map({ $0 < text.endIndex }) == true else {
            return render(text[...])
        }
        return render(text.prefix(limit)) + "… (\(text.count) characters)"
    }

    /// C0/C1 controls, DEL, bidi overrides and isolates, zero-width and line separators.
    package static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0..<0x20, 0x7F...0x9F, 0x200B...0x200F, 0x2028...0x202E, 0x2066...0x2069, 0xFEFF: return true
        default: return false
        }
    }

    /// `.name` when `name` is a plain identifier, else a string literal.
    public static func member(_ name: String) -> String {
        isIdentifier(name) ? "." + name : string(name)
    }

    package static func isIdentifier(_ name: String) -> Bool {
        // ASCII names, nearly all, are answered from their bytes: a scalar's Unicode properties
        // are a table lookup each, and every destination a trace writes names its routes.
        let utf8 = name.utf8
        if let first = utf8.first, utf8.allSatisfy({ $0 < 0x80 }) {
            func letter(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
            return letter(first) && utf8.dropFirst().allSatisfy { letter($0) || $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
        return name.unicodeScalars.dropFirst().allSatisfy { $0.properties.isXIDContinue }
    }
}
