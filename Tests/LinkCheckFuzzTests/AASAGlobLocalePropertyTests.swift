import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckFuzz
import LinkCheckTestSupport
import Testing

/// Locale-led patterns (`/$(lang)-$(region)/word/*`, as big multi-locale sites write them):
/// variables of a hundred values make choices of many branches, often over several words of
/// state. Each answer is held to the backtracking `GlobReference`, on subjects built to match and
/// then often broken.
@Suite struct AASAGlobLocalePropertyTests {
    typealias SeededGenerator = LinkCheckTestSupport.SeededGenerator

    static func codes(_ rng: inout SeededGenerator, count: Int, letters: String) -> [String] {
        let alphabet = Array(letters)
        var out: [String] = []
        while out.count < count {
            let length = rng.next() % 5 == 0 ? 3 : 2
            let code = String((0..<length).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })
            if !out.contains(code) { out.append(code) }
        }
        return out
    }

    @Test func agreesWithReferenceOnLocaleLedPatterns() throws {
        var rng = SeededGenerator(state: 0x10CA_1E)
        let variables = [
            "lang": Self.codes(&rng, count: 100, letters: "abcdefgnrstz"),
            "region": Self.codes(&rng, count: 110, letters: "ABCDEFGNRSTZ"),
            "locale": ["en-US", "en", "fr-CA", "fr", "pt-BR", "zh-Hant"]
        ]
        // Pieces of a pattern, each with a way to spell a subject that matches it.
        let pieces: [(pattern: String, sample: (inout SeededGenerator) -> String)] = [
            ("/", { _ in "/" }),
            ("-", { _ in "-" }),
            ("$(lang)", { g in variables["lang"].map { $0[Int(g.next() % UInt64($0.count))] } ?? "" }),
            ("$(region)", { g in variables["region"].map { $0[Int(g.next() % UInt64($0.count))] } ?? "" }),
            ("$(locale)", { g in variables["locale"].map { $0[Int(g.next() % UInt64($0.count))] } ?? "" }),
            ("word", { _ in "word" }),
            ("*", { g in ["", "x", "a/b", "fr-CA/"][Int(g.next() % 4)] }),
            ("?", { g in ["a", "Z", "-", "/"][Int(g.next() % 4)] }),
            ("???", { _ in "abc" })
        ]
        var disagreements: [String] = []
        var matched = 0
        for round in 0..<1_500 {
            var pattern = "/", subject = "/"
            for k in 0..<(2 + Int(rng.next() % 6)) {
                // Led by a locale variable, as the big multi-locale sites write them.
                let piece = pieces[k == 0 ? 2 + Int(rng.next() % 2) : Int(rng.next() % UInt64(pieces.count))]
                pattern += piece.pattern
                subject += piece.sample(&rng)
            }
            switch rng.next() % 4 {
            case 0 where !subject.isEmpty: subject.removeLast()
            case 1: subject.insert("q", at: subject.index(subject.startIndex, offsetBy: Int(rng.next() % UInt64(subject.count + 1))))
            default: break
            }
            let caseSensitive = round % 3 != 0
            let compiled = try AASAPattern(pattern, caseSensitive: caseSensitive, variables: variables)
            let expected = GlobReference.matches(pattern, subject, caseSensitive: caseSensitive, variables: variables)
            if expected { matched += 1 }
            if compiled.matches(subject[...]) != expected, disagreements.count < 5 {
                disagreements.append("\(pattern) ~ \(subject) case-sensitive: \(caseSensitive), reference: \(expected)")
            }
        }
        #expect(disagreements == [])
        // Both answers must be well exercised.
        #expect(matched > 400 && matched < 1_200)
    }

    /// Patterns of 65 to 128 positions: a state of exactly two words, where a run crosses from
    /// the low word to the high one (the carry of bit 63) and a star may stand at either side.
    @Test func agreesWithReferenceAcrossTwoWords() throws {
        var rng = SeededGenerator(state: 0x2_3030)
        var disagreements: [String] = []
        var matched = 0
        for round in 0..<600 {
            let length = 65 + Int(rng.next() % 64)
            let subject = (0..<length).map { _ in ["a", "b", "/"][Int(rng.next() % 3)] }
            var pattern = ""
            for (k, scalar) in subject.enumerated() {
                switch rng.next() % 16 {
                case 0: pattern += "?"
                case 1 where k > 55 && k < 75: pattern += "*" + scalar
                default: pattern += scalar
                }
            }
            var text = subject.joined()
            if round % 3 == 0 {
                // A wrong scalar on either side of position 64.
                let at = text.index(text.startIndex, offsetBy: 60 + Int(rng.next() % 5))
                text.replaceSubrange(at...at, with: "z")
            }
            let caseSensitive = round % 2 == 0
            let compiled = try AASAPattern(pattern, caseSensitive: caseSensitive)
            let expected = GlobReference.matches(pattern, text, caseSensitive: caseSensitive, variables: [:])
            if expected { matched += 1 }
            if compiled.matches(text[...]) != expected, disagreements.count < 5 {
                disagreements.append("\(pattern) ~ \(text): reference \(expected)")
            }
        }
        #expect(disagreements == [])
        #expect(matched > 250 && matched < 500)
    }
}
