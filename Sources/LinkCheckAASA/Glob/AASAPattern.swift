import LinkCheckCore

/// A compiled AASA pattern (a component's `/`, `?` or `#` value, a query item's value, or a legacy
/// path): `*` matches any run of characters, `/` included; `?` exactly one character (a Unicode
/// scalar); `$(name)` any one value of a substitution variable, whose values may use `*` and `?`;
/// everything else is literal. The pattern must match the whole subject.
///
/// Compile once, match many times: matching is linear in pattern × subject and never backtracks.
public struct AASAPattern: Sendable {
    /// The pattern as written.
    public var text: String { compiled.text }
    public var caseSensitive: Bool { compiled.caseSensitive }
    /// UTF-8 of the leading ASCII literals (folded when case-insensitive), up to the first `*`,
    /// `?`, choice or non-ASCII scalar: every matching subject (folded likewise) starts with these
    /// bytes, which lets a `literal` or `literal*` pattern match without running the automaton.
    var literalPrefix: [UInt8] { compiled.literalPrefix }
    /// `MatchIndexKey`s: byte classes every matching subject (folded likewise) starts with one
    /// sequence of; the literal prefix is one such key, and a leading `$(lang)` can be part of one.
    /// Empty unless compiled `indexed`.
    var indexKeys: [MatchIndexKey.Key] { compiled.indexKeys }
    /// Everything behind one reference: rules keep patterns in enum payloads, which matching
    /// copies out, and a copy then costs one retain instead of one per array of the automaton.
    private let compiled: Compiled

    private final class Compiled: Sendable {
        let text: String
        let caseSensitive: Bool
        let automaton: GlobAutomaton
        let literalPrefix: [UInt8]
        let indexKeys: [MatchIndexKey.Key]
        /// Most real patterns are `literal` or `literal*` (`/wiki/*`, `/wiki/Special:*`): those
        /// compare bytes instead of stepping the automaton. 0: neither; 1: the whole pattern is
        /// `literalPrefix`; 2: `literalPrefix` then one `*`.
        let shape: UInt8

        init(
            text: String, caseSensitive: Bool, automaton: GlobAutomaton, literalPrefix: [UInt8],
            indexKeys: [MatchIndexKey.Key], shape: UInt8
        ) {
            self.text = text
            self.caseSensitive = caseSensitive
            self.automaton = automaton
            self.literalPrefix = literalPrefix
            self.indexKeys = indexKeys
            self.shape = shape
        }
    }

    /// Compiles `text`. `variables` are the file's `substitutionVariables`; the predefined ones
    /// (`AASAVariables`) are available too, and a custom variable of the same name wins.
    /// With `caseSensitive: false`, pattern, variable values and subject are all case-folded.
    public init(
        _ text: String, caseSensitive: Bool = true,
        variables: [String: [String]] = [:]
    ) throws(AASAPatternError) {
        try self.init(text, caseSensitive: caseSensitive, variables: variables, indexed: false)
    }

    /// `indexed`: work out `indexKeys` too. Only path patterns are indexed, and a file of
    /// locale-led rules spends a fair part of its compiling on them.
    init(_ text: String, caseSensitive: Bool, variables: [String: [String]], indexed: Bool) throws(AASAPatternError) {
        let items = try GlobSyntax.parse(text, caseSensitive: caseSensitive, variables: variables)
        var prefix: [UInt8] = []
        for item in items {
            // Stop at the first item that is not one ASCII scalar (`for case` would skip it instead).
            guard case .atom(.oneOf(let set)) = item, set.count == 1, let only = set.first, only.isASCII else { break }
            prefix.append(UInt8(only.value))
        }
        let shape: UInt8
        if prefix.count == items.count {
            shape = 1
        } else if prefix.count + 1 == items.count, items.last == .atom(.star) {
            shape = 2
        } else {
            shape = 0
        }
        compiled = Compiled(
            text: text, caseSensitive: caseSensitive, automaton: GlobAutomaton(items, foldsCase: !caseSensitive),
            literalPrefix: prefix, indexKeys: indexed ? MatchIndexKey.keys(items) : [], shape: shape)
    }

    /// Whether the whole of `subject` matches.
    public func matches(_ subject: Substring) -> Bool {
        MatchBytes.with(subject) { matches($0) }
    }

    /// Whether the whole of `subject` matches.
    public func matches(_ subject: String) -> Bool {
        MatchBytes.with(subject) { matches($0) }
    }

    /// Whether the whole of `subject`, valid UTF-8, matches.
    func matches(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        let c = compiled
        if c.shape != 0, let result = Self.literalMatch(c.literalPrefix, whole: c.shape == 1, folds: !c.caseSensitive, subject) {
            return result
        }
        return c.automaton.matches(subject)
    }

    /// `nil` when the subject is not ASCII and case is folded: a non-ASCII scalar may fold to ASCII
    /// (the Kelvin sign to `k`), so the automaton decides. Otherwise the literal atoms are ASCII, so
    /// they match the subject's first bytes one for one, and a `*` takes the rest, whatever it is.
    private static func literalMatch(_ prefix: [UInt8], whole: Bool, folds: Bool, _ p: UnsafeBufferPointer<UInt8>) -> Bool? {
        // Before comparing lengths: folding a non-ASCII subject may change its length in bytes.
        if folds, !MatchBytes.isASCII(p) { return nil }
        if whole ? p.count != prefix.count : p.count < prefix.count { return false }
        if folds {
            for i in prefix.indices {
                let c = p[i]
                if (c >= 0x41 && c <= 0x5A ? c + 32 : c) != prefix[i] { return false }
            }
            return true
        }
        for i in prefix.indices where p[i] != prefix[i] { return false }
        return true
    }
}
