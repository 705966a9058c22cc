import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

extension FuzzTargets {
    /// `AASAPattern` against `GlobReference` on a short pattern and subject spelled by the input:
    /// the first byte picks case sensitivity, the bytes up to the first NUL pick pattern tokens,
    /// the rest subject scalars. Tokens come from small alphabets so that matches are common.
    public static func glob(_ bytes: [UInt8]) -> FuzzFailure? {
        guard let flags = bytes.first else { return nil }
        let caseSensitive = flags & 1 == 0
        let rest = bytes.dropFirst()
        let cut = rest.firstIndex(of: 0) ?? rest.endIndex
        // Past 64 positions the automaton's state spans several words; the bounds allow that.
        let tokens = GlobAlphabet.patternTokens, scalars = GlobAlphabet.subjectScalars
        let pattern = rest[..<cut].prefix(40).map { tokens[Int($0) % tokens.count] }.joined()
        let subject = rest[cut...].dropFirst().prefix(48).map { scalars[Int($0) % scalars.count] }.joined()

        let compiled: AASAPattern
        do {
            compiled = try AASAPattern(pattern, caseSensitive: caseSensitive, variables: GlobAlphabet.variables)
        } catch {
            return nil  // Malformed patterns are the linter's business; the reference has no opinion.
        }
        let expected = GlobReference.matches(
            pattern, subject, caseSensitive: caseSensitive,
            variables: GlobAlphabet.variables)
        // The Substring entry has a fast path for literal shapes and must agree wherever the
        // substring starts, so try one cut from the middle of a longer string too.
        let padded = "x/" + subject + "/y"
        let inner = padded.dropFirst(2).dropLast(2)
        let answers = [compiled.matches(subject), compiled.matches(subject[...]), compiled.matches(inner)]
        guard answers.allSatisfy({ $0 == expected }) else {
            return FuzzFailure(
                "glob-reference",
                "\(SwiftLiteral.string(pattern)) on "
                    + "\(SwiftLiteral.string(subject)), caseSensitive: \(caseSensitive): reference "
                    + "says \(expected), AASAPattern (String, Substring, inner Substring) says \(answers)")
        }
        return nil
    }
}

/// What the `glob` target spells patterns and subjects with.
enum GlobAlphabet {
    static let patternTokens = [
        "a", "b", "A", "/", "*", "*", "?", "$", "(", ")", "é", "É", "K", "\u{212A}", "ß", "İ", "i",
        "$(v)", "$(w)", "$(x)", "$(y)", "$(e)", "$(upper)", "$(digit)", "$(", "$(v", "$()", "$(undefined)"
    ]
    static let subjectScalars = ["a", "b", "A", "B", "/", "é", "É", "$", "k", "K", "\u{212A}", "ß", "İ", "i", "*", "?"]
    static let variables: [String: [String]] = [
        "v": ["a", "b*", "", "?a"],
        "w": ["ab", "a", "B", "K"],
        "x": ["*", "a*b", "*?"],
        "e": [],
        "y": ["ab", "a?", "ba", "bB", "b", "éa", "É"],  // shared prefixes merge into sets
        "digit": ["a"]  // shadows the predefined one
    ]
}
