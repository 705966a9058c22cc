/// A count and its noun, `1 error`, `2 errors`, as every summary line and message writes them.
public enum Plural {
    /// `n` and `singular`, or `plural` (the singular with an `s`, unless given) when `n` is not 1.
    public static func count(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
    }

    /// `N errors, N warnings`: the end of every summary line.
    public static func errorsAndWarnings(_ errors: Int, _ warnings: Int) -> String {
        count(errors, "error") + ", " + count(warnings, "warning")
    }

    /// `a`, `a and b`, `a, b and c`: items as a sentence lists them.
    public static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }
}
