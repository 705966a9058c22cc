import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import Testing

/// `exclusion-shadowed`: which exclusions an earlier including rule partly overlaps, the example
/// URL each finding gives, and the work a large file costs, counted.
@Suite struct AASAExclusionLeakTests {
    static let app = "ABCDE12345.com.example.app"

    struct LeakCase: Sendable, CustomTestStringConvertible {
        var name: String
        /// The `details` array.
        var details: String
        var substitutionVariables = "{}"
        /// Each finding as `rule name: example`, in file order.
        var expected: [String]
        var testDescription: String { name }
    }

    static func findings(_ c: LeakCase) -> [String] {
        let text = ##"{"applinks": {"substitutionVariables": \##(c.substitutionVariables), "details": \##(c.details)}}"##
        return AASALoader.load(Array(text.utf8), file: "aasa").diagnostics.filter { $0.rule == .exclusionShadowed }.map { d in
            // "details[0].components[1] {…} does not exclude …: OPENER {…} comes first … such as "EXAMPLE"; …"
            let name = d.message.prefix { $0 != " " }
            let opener = d.message.components(separatedBy: "it matches: ").last?.prefix { $0 != " " } ?? ""
            let example = d.message.components(separatedBy: "such as ").last?.components(separatedBy: "; put").first ?? ""
            return "\(name) < \(opener): \(example)"
        }
    }

    static let app1 = ##"["ABCDE12345.com.example.app"]"##

    @Test(arguments: [
        LeakCase(
            name: "the issue's shortlink rule",
            details: ##"[{"appIDs": \##(app1), "components": [{"/": "/????????????"}, {"#": "no_universal_links", "exclude": true}]}]"##,
            expected: [##"details[0].components[1] < details[0].components[0]: "/xxxxxxxxxxxx#no_universal_links""##]),
        LeakCase(
            name: "exclusions first: no leak",
            details: ##"[{"appIDs": \##(app1), "components": [{"#": "no_universal_links", "exclude": true}, {"/": "/????????????"}]}]"##,
            expected: []),
        LeakCase(
            name: "disjoint paths",
            details:
                ##"[{"appIDs": \##(app1), "components": [{"/": "/shop/*"}, {"/": "/blog/*", "exclude": true}, {"/": "/a?"}, {"/": "/a", "exclude": true}]}]"##,
            expected: []),
        LeakCase(
            name: "a wholly covered exclusion is unreachable-rule's",
            details: ##"[{"appIDs": \##(app1), "components": [{"/": "/shop/*"}, {"/": "/shop/cart", "exclude": true}]}]"##,
            expected: []),
        LeakCase(
            name: "an even earlier exclusion takes the example",
            details: ##"[{"appIDs": \##(app1), "components": [{"/": "/a/*", "exclude": true}, {"/": "/*"}, {"/": "/a/b", "exclude": true}]}]"##,
            expected: []),
        LeakCase(
            name: "an earlier entry for the same app",
            details:
                ##"[{"appIDs": ["ABCDE12345.com.example.other", "ABCDE12345.com.example.app"], "components": [{"/": "/p/*"}]}, {"appIDs": \##(app1), "components": [{"/": "/*/private", "exclude": true}]}]"##,
            expected: [##"details[1].components[0] < details[0].components[0]: "/p/private""##]),
        LeakCase(
            name: "an earlier entry for another app",
            details:
                ##"[{"appIDs": ["ABCDE12345.com.example.other"], "components": [{"/": "/p/*"}]}, {"appIDs": \##(app1), "components": [{"/": "/*/private", "exclude": true}]}]"##,
            expected: []),
        LeakCase(
            name: "case-insensitive inclusion",
            details: ##"[{"appIDs": \##(app1), "components": [{"/": "/HELP/?", "caseSensitive": false}, {"/": "/help/*", "exclude": true}]}]"##,
            expected: [##"details[0].components[1] < details[0].components[0]: "/help/x""##]),
        LeakCase(
            name: "case-insensitive exclusion, case-sensitive inclusion",
            details: ##"[{"appIDs": \##(app1), "components": [{"/": "/A?"}, {"/": "/a*", "exclude": true, "caseSensitive": false}]}]"##,
            expected: [##"details[0].components[1] < details[0].components[0]: "/Ax""##]),
        LeakCase(
            name: "query items of the same name",
            details: ##"[{"appIDs": \##(app1), "components": [{"/": "/s", "?": {"q": "?*"}}, {"?": {"q": "*draft*"}, "exclude": true}]}]"##,
            expected: [##"details[0].components[1] < details[0].components[0]: "/s?q=draft""##]),
        LeakCase(
            name: "query items that cannot agree",
            details: ##"[{"appIDs": \##(app1), "components": [{"/": "/s", "?": {"q": "a*"}}, {"?": {"q": "b*"}, "exclude": true}]}]"##,
            expected: []),
        LeakCase(
            name: "a missing query item reads as empty",
            details: ##"[{"appIDs": \##(app1), "components": [{"/": "/s"}, {"?": {"debug": "*"}, "exclude": true}]}]"##,
            expected: [##"details[0].components[1] < details[0].components[0]: "/s""##]),
        LeakCase(
            name: "whole query against items, sampled",
            details: ##"[{"appIDs": \##(app1), "components": [{"/": "/s", "?": "mode=edit"}, {"?": {"mode": "e*"}, "exclude": true}]}]"##,
            expected: [##"details[0].components[1] < details[0].components[0]: "/s?mode=edit""##]),
        LeakCase(
            name: "fragment", details: ##"[{"appIDs": \##(app1), "components": [{"/": "/a", "#": "top*"}, {"#": "*nolink", "exclude": true}]}]"##,
            expected: [##"details[0].components[1] < details[0].components[0]: "/a#topnolink""##]),
        LeakCase(
            name: "a substitution variable", details: ##"[{"appIDs": \##(app1), "components": [{"/": "/$(section)/*"}, {"/": "/*/admin", "exclude": true}]}]"##,
            substitutionVariables: ##"{"section": ["shop", "blog"]}"##,
            expected: [##"details[0].components[1] < details[0].components[0]: "/blog/admin""##]),
        LeakCase(
            name: "decoded on both sides",
            details:
                ##"[{"appIDs": \##(app1), "components": [{"/": "/café/*", "percentEncoded": false}, {"/": "/*/menu", "exclude": true, "percentEncoded": false}]}]"##,
            expected: [##"details[0].components[1] < details[0].components[0]: "/caf%C3%A9/menu""##]),
        LeakCase(
            name: "legacy paths", details: ##"[{"appID": "ABCDE12345.com.example.app", "paths": ["/videos/*", "NOT /*/2010/*"]}]"##,
            expected: [##"details[0].paths[1] < details[0].paths[0]: "/videos/2010""##]),
        // The home page rule opens "/", which the matcher reads as the empty path, as the rule does.
        LeakCase(
            name: "the home page", details: ##"[{"appIDs": \##(app1), "components": [{"/": "/"}, {"#": "nolink", "exclude": true}]}]"##,
            expected: [##"details[0].components[1] < details[0].components[0]: "/#nolink""##]),
        LeakCase(
            name: "an entry an earlier one takes everything from is not searched",
            details: ##"[{"appIDs": \##(app1), "components": [{"/": "*"}]}, {"appIDs": \##(app1), "components": [{"/": "/x", "exclude": true}]}]"##,
            expected: [])
    ])
    func leaks(_ c: LeakCase) {
        #expect(Self.findings(c) == c.expected)
    }

    /// A pattern of more positions than `maximumPositions` is not compared: 10,000 `?` are, one
    /// more is not (the leak below is real, of a 10,001-character path).
    @Test func patternsPastTheLimitAreNotCompared() {
        func leaks(_ marks: Int) -> [String] {
            let path = "/" + String(repeating: "?", count: marks - 1)
            return Self.findings(
                LeakCase(
                    name: "", details: ##"[{"appIDs": \##(Self.app1), "components": [{"/": "\##(path)"}, {"#": "x", "exclude": true}]}]"##,
                    expected: []))
        }
        #expect(leaks(10_000).count == 1)
        #expect(leaks(10_001) == [])
    }

    /// The whole finding: message, location and the note that locates the rule that opens the app.
    @Test func findingNamesBothRules() {
        let text = """
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [
              {"/": "/????????????"},
              {"#": "no_universal_links", "exclude": true}
            ]}]}}
            """
        let found = AASALoader.load(Array(text.utf8), file: "aasa").diagnostics
        #expect(
            found.map { "\($0.location.map(\.description) ?? "") \($0.rule) \($0.message)" } == [
                "3:3 exclusion-shadowed details[0].components[1] {\"#\": \"no_universal_links\", \"exclude\": true} does not exclude all "
                    + "the URLs it matches: details[0].components[0] {\"/\": \"/????????????\"} comes first and opens the app for at least "
                    + "some of them, such as \"/xxxxxxxxxxxx#no_universal_links\"; put exclusions first"
            ])
        #expect(found.first?.notes == ["details[0].components[0] is at aasa:2:3"])
    }

    /// A file of about 128 KB shaped like the benchmark's (`Sources/Benchmarks/SyntheticAASA.swift`):
    /// variables, choices, folded and decoded rules, a quarter of them exclusions after the
    /// inclusions. Every syllable is drawn from a fixed seed, so the counts below are exact.
    static func large() -> String {
        var state: UInt64 = 0x5EED_0019
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        let syllables = ["ba", "ko", "mi", "tu", "re", "sa", "no", "li", "fe", "go", "da", "pi", "ve", "zo", "ru", "ne"]
        func word(_ n: Int) -> String { (0..<n).map { _ in syllables[next(syllables.count)] }.joined() }
        func list(_ n: Int) -> String { "[" + (0..<n).map { _ in "\"\(word(3))\"" }.joined(separator: ", ") + "]" }
        var out =
            ##"{"applinks": {"substitutionVariables": {"section": \##(list(24)), "team": \##(list(12)), "##
            + ##""campaign": ["spring*", "summer*", "fall-??", "winter-*-sale"]}, "details": ["##
            + ##"{"appIDs": ["ABCDE12345.com.bench.other"], "components": [{"/": "/other/*"}]}, "##
            + ##"{"appIDs": ["ABCDE12345.com.bench.app", "ABCDE12345.com.bench.other"], "components": ["##
        var components: [String] = []
        var size = out.utf8.count
        while size < 127_000 {
            let w = word(3), v = word(2)
            let body: String
            switch components.count % 8 {
            case 0: body = ##""/": "/$(lang)/\##(w)/$(section)/*""##
            case 1: body = ##""/": "/\##(w)/*/\##(v)", "?": {"ref": "$(campaign)"}"##
            case 2: body = ##""/": "/shop/$(section)/\##(w)-???", "exclude": true"##
            case 3: body = ##""/": "/\##(w)/$(team)/*", "#": "\##(v)*""##
            case 4: body = ##""/": "/$(region)/\##(w)/*", "caseSensitive": false"##
            case 5: body = ##""/": "/\##(w)/*/\##(v)/*.html", "?": {"id": "*", "mode": "$(section)"}"##
            case 6: body = ##""/": "/docs/\##(w)/*", "percentEncoded": false"##
            default: body = ##""/": "/\##(w)", "exclude": true"##
            }
            let component = ##"{\##(body), "comment": "rule \##(components.count): \##(w) \##(v) \##(word(4))"}"##
            components.append(component)
            size += component.utf8.count + 3
        }
        out += components.joined(separator: ",\n") + "]}]}}"
        return out
    }

    /// Not a timing: the work is counted. A 128 KB file stays within the budgets, and its pairs
    /// of rules are few thanks to the literal-prefix filter.
    @Test func largeFileWorkIsBounded() throws {
        let text = Self.large()
        #expect(text.utf8.count > 125_000 && text.utf8.count < 131_072)
        let (file, diagnostics) = AASALoader.load(Array(text.utf8), file: "aasa")
        let model = try #require(file)
        #expect(!diagnostics.contains { $0.severity == .error })
        let work = AASAExclusionLeak.work(on: model)
        // The prefixes and shapes leave no pair to search: every exclusion's path parts from
        // every inclusion's within a few characters.
        #expect(work == AASAExclusionLeak.Stats())
    }

    /// The worst case the budgets are for: 2,500 exclusions, each overlapping every inclusion
    /// before it, and every overlap already excluded by the first rule (which no text test sees),
    /// so no candidate is confirmed and every pair would be searched.
    @Test func adversarialFileStopsAtItsBudgets() throws {
        var components = [##"{"/": "/*/s*", "exclude": true}"##]
        var size = 100
        var i = 0
        while size < 127_000 {
            let pair = ##"{"/": "/p\##(i)/*"}, {"/": "/*/s\##(i)", "exclude": true}"##
            components.append(pair)
            size += pair.utf8.count + 2
            i += 1
        }
        let text =
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": ["##
            + components.joined(separator: ", ") + "]}]}}"
        #expect(text.utf8.count < 131_072)
        let (file, diagnostics) = AASALoader.load(Array(text.utf8), file: "aasa")
        let model = try #require(file)
        #expect(!diagnostics.contains { $0.rule == .exclusionShadowed })
        let work = AASAExclusionLeak.work(on: model)
        #expect(work.confirmations == AASAExclusionLeak.fileConfirmations)
        #expect(work.statesVisited <= AASAExclusionLeak.fileBudget)
        // Cut short: about 250 exclusions searched, eight candidates each, the rest left open.
        #expect(work.pairsIntersected == 2_000)
        #expect(work.undecided == 2_340)
    }
}
