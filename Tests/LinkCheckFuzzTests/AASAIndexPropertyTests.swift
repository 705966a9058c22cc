import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckFuzz
import LinkCheckTestSupport
import Testing

/// The index of `CompiledAASA` (literal prefixes and leading variables as byte classes) against
/// the plain first-match scan, on random files of locale-led rules: `$(lang)`, `$(region)`, the
/// file's own variables (one with a wildcard value), case-insensitive rules, exclusions, `?`, `#`
/// and decoded comparisons, legacy paths, two entries; and random URLs built from the same
/// pieces, so that many match. Outcome, deciding rule and explanation must all agree.
@Suite struct AASAIndexPropertyTests {
    typealias SeededGenerator = AASAGlobPropertyTests.SeededGenerator

    static let app = "ABCDE12345.com.example.app"
    /// Each lead, word and tail of a rule's path, with texts that match it and some that nearly do.
    static let leads: [(String, [String])] = [
        ("$(lang)", ["en", "fr", "EN", "zz"]), ("$(region)", ["US", "us", "ZZ", "\u{212A}Z"]),
        ("$(lang)-$(region)", ["en-US", "fr-fr", "en-ZZ", "en-"]), ("$(loc)", ["en-us", "de-DE", "pt-BR", "fr"]),
        ("$(sec)", ["news", "a", "sporty"]), ("$(upper)$(digit)", ["A1", "a1", "AA"]), ("news", ["news", "NEWS"]),
        ("$(lang)_$(loc)", ["en_fr", "fr_de-DE", "en_"]), ("", [""]), ("$(wild)", ["x", "xyz", "en", "EN"]),
        ("$(lang)/$(sec)", ["en/news", "fr/a", "en/x"])
    ]
    static let words: [(String, [String])] = [
        ("news", ["news", "NEWS"]), ("Ab", ["Ab", "ab"]), ("x", ["x", "X"]), ("caf\u{E9}", ["caf%C3%A9", "caf%C3%89"]),
        ("a b", ["a%20b", "a%20B"]), ("sport", ["sport", "spor"])
    ]
    static let tails: [(String, [String])] = [
        ("", ["", "/"]), ("/*", ["", "/x/y", "/"]), ("*", ["", "abc"]), ("-???", ["-abc", "-ab"]),
        ("/$(sec)", ["/news", "/x"]), ("/", ["", "/"]), ("/?", ["/a", "/ab"])
    ]

    static func pick<T>(_ list: [T], _ rng: inout SeededGenerator) -> T { list[Int(rng.next() % UInt64(list.count))] }

    /// A path pattern as indexes into `leads`, `words` and `tails`.
    typealias Recipe = (lead: Int, word: Int, tail: Int)

    static func randomRecipe(_ rng: inout SeededGenerator) -> Recipe {
        (Int(rng.next() % UInt64(leads.count)), Int(rng.next() % UInt64(words.count)), Int(rng.next() % UInt64(tails.count)))
    }

    static func path(_ r: Recipe) -> String { "/\(leads[r.lead].0)/\(words[r.word].0)\(tails[r.tail].0)" }

    static func randomFile(_ rng: inout SeededGenerator) -> (text: String, recipes: [Recipe]) {
        var recipes: [Recipe] = []
        func component() -> String {
            let recipe = randomRecipe(&rng)
            recipes.append(recipe)
            var keys = ["\"/\": \"\(path(recipe))\""]
            switch rng.next() % 5 {
            case 0: keys.append("\"?\": {\"q\": \"$(sec)*\"}")
            case 1: keys.append("\"?\": \"a=*\"")
            default: break
            }
            if rng.next() % 4 == 0 { keys.append("\"#\": \"$(lang)*\"") }
            if rng.next() % 3 == 0 { keys.append("\"caseSensitive\": false") }
            if rng.next() % 4 == 0 { keys.append("\"exclude\": true") }
            if rng.next() % 6 == 0 { keys.append("\"percentEncoded\": false") }
            return "{" + keys.joined(separator: ", ") + "}"
        }
        let components = (0..<(1 + Int(rng.next() % 14))).map { _ in component() }
        let paths = (0..<(1 + Int(rng.next() % 4))).map { _ -> String in
            let recipe = randomRecipe(&rng)
            recipes.append(recipe)
            return "\"" + (rng.next() % 4 == 0 ? "NOT " : "") + path(recipe) + "\""
        }
        let second =
            rng.next() % 2 == 0
            ? "{\"appIDs\": [\"\(app)\"], \"paths\": [\(paths.joined(separator: ", "))]}"
            : "{\"appIDs\": [\"\(app)\"], \"components\": [\(component()), \(component())]}"
        let text = """
            {"applinks": {"substitutionVariables": {"loc": ["en-us", "fr", "de-DE", "pt-br"], "sec": ["news", "a", "sport"],
                                                    "wild": ["x*", "en"]},
             "details": [{"appIDs": ["\(app)"], "components": [\(components.joined(separator: ", "))]}, \(second)]}}
            """
        return (text, recipes)
    }

    /// A URL for one of the file's rules (or, one time in five, for a rule it may not have).
    static func randomURL(_ recipes: [Recipe], _ rng: inout SeededGenerator) -> String {
        let r = rng.next() % 5 == 0 || recipes.isEmpty ? randomRecipe(&rng) : pick(recipes, &rng)
        // The first text of each piece matches it: mostly that one.
        func piece(_ texts: [String]) -> String { rng.next() % 3 == 0 ? pick(texts, &rng) : texts[0] }
        var url = "https://example.com/" + piece(leads[r.lead].1) + "/" + piece(words[r.word].1) + piece(tails[r.tail].1)
        switch rng.next() % 5 {
        case 0: url += "?q=" + pick(["news", "sporty", "b"], &rng)
        case 1: url += "?a=1"
        default: break
        }
        if rng.next() % 4 == 0 { url += "#" + pick(["en", "frx", "top"], &rng) }
        return url
    }

    /// `CompiledAASA.opens` of `url`, scanned as a list's trace scans it; `false` when the URL
    /// does not scan, as `decide` then opens nothing.
    static func opens(_ compiled: CompiledAASA, _ url: String, domain: String? = "example.com") -> Bool {
        var copy = url
        return copy.withUTF8 { bytes in
            guard case .success(let parts) = URLParts.scanComponents(bytes) else { return false }
            return compiled.opens(scanned: bytes, parts, appID: app, domain: domain)
        }
    }

    /// The same on URLs `decide` refuses before any rule (another host or port, no URL), and
    /// on those it decides as it decides an https URL on the file's host (http, user-info).
    @Test func opensAnswersAsDecideWhereNoRuleIsTried() throws {
        let text = #"{"applinks": {"details": [{"appIDs": ["\#(Self.app)"], "components": [{"/": "*"}]}]}}"#
        let compiled = try #require(AASALoader.load(Array(text.utf8), file: "aasa").0).compiled()
        #expect(Self.opens(compiled, "https://example.com/a"))
        #expect(Self.opens(compiled, "https://EXAMPLE.com:443/a"))
        #expect(Self.opens(compiled, "https://other.example/a", domain: nil))
        for url in ["https://other.example/a", "https://example.com:8443/a", "mailto:a@example.com"] {
            #expect(!Self.opens(compiled, url), "\(url)")
        }
        for url in [
            "https://other.example/a", "https://example.com:8443/a", "mailto:a@example.com", "http://example.com/a", "https://u@example.com/a",
            "https://example.com/a"
        ] {
            #expect(Self.opens(compiled, url) == (compiled.decide(url: url, appID: Self.app, domain: "example.com").outcome == .opens), "\(url)")
        }
    }

    @Test func indexedDecisionsEqualThePlainScan() throws {
        var rng = SeededGenerator(state: 0x18_2026)
        var failures: [String] = []
        var outcomes: [AASADecision.Outcome: Int] = [:]
        for _ in 0..<150 {
            let (text, recipes) = Self.randomFile(&rng)
            let file = try #require(AASALoader.load(Array(text.utf8), file: "aasa").0, "\(text)")
            let compiled = file.compiled(), scan = file.compiledForScan()
            for n in 0..<40 {
                let url = Self.randomURL(recipes, &rng)
                let decision = compiled.decide(url: url, appID: Self.app, domain: "example.com")
                outcomes[decision.outcome, default: 0] += 1
                // What a list's trace asks of a URL it scanned: whether the decision opens.
                #expect(Self.opens(compiled, url) == (decision.outcome == .opens), "\(url)\nin \(text)")
                // The first URLs also against `AASAFile.decide`'s own scan.
                if let failure = FastPathTwins.aasaDecision(
                    file, compiled: compiled, scan: n < 3 ? nil : scan, url: url,
                    appID: Self.app, domain: "example.com"),
                    failures.count < 5
                {
                    failures.append("\(failure)\nin \(text)")
                }
            }
        }
        #expect(failures == [])
        // The inputs must reach every outcome often, or the test proves little.
        #expect(outcomes[.opens, default: 0] > 600)
        #expect(outcomes[.excluded, default: 0] > 200)
        #expect(outcomes[.notHandled, default: 0] > 1_000)
    }
}
