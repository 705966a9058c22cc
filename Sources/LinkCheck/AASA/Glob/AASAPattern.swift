/// A compiled AASA pattern (a component's `/`, `?` or `#` value, a query item's value, or a legacy
/// path): `*` matches any run of characters, `/` included; `?` exactly one character (a Unicode
/// scalar); `$(name)` any one value of a substitution variable, whose values may use `*` and `?`;
/// everything else is literal. The pattern must match the whole subject.
///
/// Compile once, match many times: matching is linear in pattern × subject and never backtracks.
public struct AASAPattern: Sendable {
    /// The pattern as written.
    public let text: String
    public let caseSensitive: Bool
    private let automaton: GlobAutomaton

    /// Compiles `text`. `variables` are the file's `substitutionVariables`; the predefined ones
    /// (`AASAVariables`) are available too, and a custom variable of the same name wins.
    /// With `caseSensitive: false`, pattern, variable values and subject are all case-folded.
    public init(_ text: String, caseSensitive: Bool = true,
                variables: [String: [String]] = [:]) throws(AASAPatternError) {
        self.text = text
        self.caseSensitive = caseSensitive
        let items = try GlobSyntax.parse(text, caseSensitive: caseSensitive, variables: variables)
        automaton = GlobAutomaton(items, foldsCase: !caseSensitive)
    }

    /// Whether the whole of `subject` matches.
    public func matches(_ subject: Substring) -> Bool {
        automaton.matches(subject)
    }

    /// Whether the whole of `subject` matches.
    public func matches(_ subject: String) -> Bool {
        automaton.matches(subject[...])
    }
}
