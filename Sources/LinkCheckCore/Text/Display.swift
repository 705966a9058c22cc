/// Text from files shown safely: as it is when it is plain, else as an escaped string literal,
/// so control characters and escape sequences never reach the terminal.
public enum Display {
    /// `s` as it is when it is not empty and has no space, control or invisible character; else a
    /// Swift string literal with those escaped (`SwiftLiteral.string`).
    public static func text(_ s: String) -> String {
        // Printable ASCII (a URL, an app ID) is plain: told from the bytes, with no scalar decoding.
        // Over the contiguous bytes: iterating `utf8` itself cost about 1k instructions a URL.
        let printable = s.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.isEmpty && bytes.allSatisfy { $0 > 0x20 && $0 < 0x7F }
        }
        if printable == true { return s }
        let plain = s.unicodeScalars.allSatisfy { !SwiftLiteral.needsEscape($0) && $0 != " " }
        return plain && !s.isEmpty ? s : SwiftLiteral.string(s)
    }

    /// `text(s)` of at most `limit` characters, then `… (N characters)`: a report line stays
    /// readable when a file or list holds a value a megabyte long.
    public static func clipped(_ s: String, limit: Int = 500) -> String {
        // A character is at least a byte: text of at most `limit` bytes is never clipped, and
        // counting characters (grapheme breaking) is what costs.
        if s.utf8.count <= limit { return text(s) }
        return SwiftLiteral.clip(s, limit: limit) { text(String($0)) }
    }

    /// A file name in a diagnostic: control characters escaped, spaces kept.
    public static func path(_ s: String) -> String {
        if isPrintableASCII(s) { return s }
        return s.unicodeScalars.allSatisfy { !SwiftLiteral.needsEscape($0) } ? s : SwiftLiteral.string(s)
    }

    /// Bytes 0x20...0x7E only, none of which needs escaping: told without decoding scalars (a
    /// long list's report asks this of every rule it names and every explanation it gives).
    static func isPrintableASCII(_ s: String) -> Bool {
        s.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } } == true
    }

    /// Messages quote values with `SwiftLiteral.string` already; this is the last guard.
    public static func escaped(_ s: String) -> String {
        if isPrintableASCII(s) { return s }
        guard s.unicodeScalars.contains(where: { SwiftLiteral.needsEscape($0) }) else { return s }
        let literal = SwiftLiteral.string(s)
        return String(literal.dropFirst().dropLast())
    }
}
