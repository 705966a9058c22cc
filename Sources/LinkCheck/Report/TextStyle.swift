/// ANSI styling, decided once by the CLI. Meaning never depends on it: every colored mark is also
/// a character (`-`, `+`, `error:`).
public struct TextStyle: Sendable {
    public var color: Bool

    public init(color: Bool) {
        self.color = color
    }

    public static let plain = TextStyle(color: false)

    func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    public func red(_ s: String) -> String { paint(s, "31") }
    public func green(_ s: String) -> String { paint(s, "32") }
    public func yellow(_ s: String) -> String { paint(s, "33") }
    public func bold(_ s: String) -> String { paint(s, "1") }
    public func dim(_ s: String) -> String { paint(s, "2") }
}

/// Text from files shown safely: as it is when it is plain, else as an escaped string literal,
/// so control characters and escape sequences never reach the terminal.
public enum Display {
    public static func text(_ s: String) -> String {
        let plain = s.unicodeScalars.allSatisfy { !SwiftSyntax.needsEscape($0) && $0 != " " }
        return plain && !s.isEmpty ? s : SwiftSyntax.stringLiteral(s)
    }

    /// `text(s)` of at most `limit` characters, then `… (N characters)`: a report line stays
    /// readable when a file or list holds a value a megabyte long.
    public static func clipped(_ s: String, limit: Int = 500) -> String {
        SwiftSyntax.clip(s, limit: limit) { text(String($0)) }
    }

    /// A file name in a diagnostic: control characters escaped, spaces kept.
    public static func path(_ s: String) -> String {
        s.unicodeScalars.allSatisfy { !SwiftSyntax.needsEscape($0) } ? s : SwiftSyntax.stringLiteral(s)
    }
}
