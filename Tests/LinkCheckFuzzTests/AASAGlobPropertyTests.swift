import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckFuzz
import LinkCheckTestSupport
import Testing

/// The automaton against an obviously correct backtracking matcher (`GlobReference`, shared with
/// the `glob` fuzz target), on many small random patterns and subjects from a fixed seed, and on
/// pathological patterns that would make a backtracking matcher explode.
@Suite struct AASAGlobPropertyTests {
    typealias SeededGenerator = LinkCheckTestSupport.SeededGenerator

    static let variables: [String: [String]] = [
        "v": ["a", "b*", "", "?a"],
        "w": ["ab", "a", "B"],
        "x": ["*", "a*b"],
        "e": [],
        "y": ["ab", "a?", "ba", "bB", "b", "éa"],  // shared prefixes merge into sets
        "digit": ["a"]  // shadows the predefined one
    ]

    static func randomPattern(_ rng: inout SeededGenerator, length: Int) -> String {
        let pieces = ["a", "b", "A", "/", "*", "*", "?", "$(v)", "$(w)", "$(x)", "$(y)", "$(upper)", "$(digit)", "é", "$"]
        var out = ""
        for _ in 0..<length { out += pieces[Int(rng.next() % UInt64(pieces.count))] }
        if rng.next() % 40 == 0 { out += "$(e)" }
        return out
    }

    static func randomSubject(_ rng: inout SeededGenerator, length: Int) -> String {
        let letters = ["a", "b", "A", "B", "/", "é", "É", "$"]
        var out = ""
        for _ in 0..<length { out += letters[Int(rng.next() % UInt64(letters.count))] }
        return out
    }

    @Test func agreesWithReferenceOnRandomInputs() throws {
        var rng = SeededGenerator(state: 0xAA5A_2024)
        var disagreements: [String] = []
        var matched = 0
        for round in 0..<30_000 {
            let pattern = Self.randomPattern(&rng, length: Int(rng.next() % 7))
            let subject = Self.randomSubject(&rng, length: Int(rng.next() % 8))
            let caseSensitive = round % 3 != 0
            let compiled = try AASAPattern(pattern, caseSensitive: caseSensitive, variables: Self.variables)
            let expected = GlobReference.matches(pattern, subject, caseSensitive: caseSensitive, variables: Self.variables)
            if expected { matched += 1 }
            if compiled.matches(subject[...]) != expected, disagreements.count < 10 {
                disagreements.append("\(pattern) ~ \(subject) case-sensitive: \(caseSensitive), reference: \(expected)")
            }
        }
        #expect(disagreements == [])
        // The inputs must exercise both answers, or the test proves little.
        #expect(matched > 3_000)
    }

    /// Patterns of more than 64 positions, so the state spans several words: a random subject is
    /// turned into a pattern by replacing some characters with `?`, a few runs with `*`, some with
    /// a variable that covers them.
    @Test func agreesWithReferenceOnMultiWordPatterns() throws {
        var rng = SeededGenerator(state: 77)
        var disagreements: [String] = []
        var matched = 0
        for _ in 0..<400 {
            let subject = Array(Self.randomSubject(&rng, length: 60 + Int(rng.next() % 140)).unicodeScalars)
            var pattern = ""
            var stars = 0
            var k = 0
            while k < subject.count {
                let roll = rng.next() % 20
                if roll == 0 && stars < 3 {
                    pattern += "*"
                    stars += 1
                    k += Int(rng.next() % 4)
                } else if roll == 1 {
                    pattern += "?"
                    k += 1
                } else if roll == 2, subject[k] == "a" {
                    pattern += "$(w)"
                    k += 1
                } else {
                    pattern.unicodeScalars.append(subject[k])
                    k += 1
                }
            }
            var text = String(String.UnicodeScalarView(subject))
            if rng.next() % 3 == 0, !text.isEmpty {
                // Break some of them near the end, where a wrong answer would show.
                text.removeLast()
                text += "b"
            }
            let compiled = try AASAPattern(pattern, variables: Self.variables)
            let expected = GlobReference.matches(pattern, text, caseSensitive: true, variables: Self.variables)
            if expected { matched += 1 }
            if compiled.matches(text[...]) != expected, disagreements.count < 5 {
                disagreements.append("\(pattern) ~ \(text): reference \(expected)")
            }
        }
        #expect(disagreements == [])
        #expect(matched > 100)
    }

    struct Pathological: Sendable, CustomTestStringConvertible {
        var pattern: String
        var subject: String
        var expected: Bool
        var variables: [String: [String]] = [:]
        var testDescription: String { "\(pattern.prefix(40)) on \(subject.count) characters → \(expected)" }
    }

    static let manyA = String(repeating: "a", count: 10_000)

    /// Each would take astronomically long by backtracking; the answers are known by construction.
    static let pathological: [Pathological] = [
        Pathological(pattern: "*a*a*a*a*a*a*a*b", subject: manyA, expected: false),
        Pathological(pattern: "*a*a*a*a*a*a*a*b", subject: manyA + "b", expected: true),
        Pathological(pattern: String(repeating: "*a", count: 200) + "*b", subject: manyA, expected: false),
        Pathological(pattern: String(repeating: "*a", count: 200) + "*", subject: manyA, expected: true),
        Pathological(pattern: String(repeating: "a*", count: 300), subject: String(repeating: "a", count: 299), expected: false),
        Pathological(pattern: String(repeating: "?", count: 9_999) + "*", subject: manyA, expected: true),
        Pathological(pattern: String(repeating: "?", count: 10_001), subject: manyA, expected: false),
        Pathological(pattern: "$(v)$(v)$(v)$(v)$(v)$(v)b", subject: manyA, expected: false, variables: ["v": ["*a", "a*", "*"]]),
        Pathological(pattern: "$(v)$(v)$(v)$(v)$(v)$(v)", subject: manyA, expected: true, variables: ["v": ["*a", "a*", "*"]]),
        Pathological(pattern: "/" + String(repeating: "$(alnum)", count: 500), subject: "/" + manyA, expected: false),
        Pathological(pattern: "*" + String(repeating: "$(lang)", count: 20) + "x", subject: manyA, expected: false)
    ]

    @Test(arguments: pathological) func pathologicalPattern(_ p: Pathological) throws {
        #expect(try AASAPattern(p.pattern, variables: p.variables).matches(p.subject[...]) == p.expected)
    }
}
