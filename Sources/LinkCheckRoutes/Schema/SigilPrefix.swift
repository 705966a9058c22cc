/// The `:` and `*` that start a capture, and their doubled escapes (`::x` is the literal `:x`),
/// read on Unicode scalars. `String.hasPrefix` compares Characters, and a combining mark joins the
/// character before it: `"::\u{301}x"` is `:`, `:́`, `x`, so it would not begin with `"::"`, and
/// the escaped literal would read as a capture.
enum SigilPrefix {
    /// Whether `text` begins with the scalars of `prefix`.
    static func starts(_ text: some StringProtocol, with prefix: String) -> Bool {
        text.unicodeScalars.starts(with: prefix.unicodeScalars)
    }

    /// Whether `text` begins with the sigil (`:` or `*`) once, not doubled: `:id` yes, `::id` no.
    static func isSigil(_ text: some StringProtocol, _ sigil: String) -> Bool {
        starts(text, with: sigil) && !starts(text, with: sigil + sigil)
    }

    /// Whether `text` is an escaped literal: the sigil doubled.
    static func isEscaped(_ text: some StringProtocol) -> Bool {
        starts(text, with: "::") || starts(text, with: "**")
    }

    /// `text` without its first scalar: the name after a sigil, or the literal after an escape.
    static func droppingFirst(_ text: some StringProtocol) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.dropFirst()))
    }
}
