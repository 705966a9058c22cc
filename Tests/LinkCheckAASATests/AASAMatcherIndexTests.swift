@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
import Testing

/// The prefix index and the literal shortcuts of `CompiledAASA.decide` must not change which rule
/// decides: every URL is checked against a rule-by-rule reference (each rule alone in a file, so
/// the index has one rule and the first match is found by trying them in order here).
@Suite struct AASAMatcherIndexTests {
    static let app = "ABCDE12345.com.example.app"
    static let here = LinkCheckCore.SourceLocation(line: 1, column: 1)

    static let rules: [AASARuleFields] = [
        AASARuleFields(path: "/wiki/Special:*", exclude: true),
        AASARuleFields(path: "/WIKI/kelvin*", caseSensitive: false),
        AASARuleFields(path: "/docs/a b/*", percentEncoded: false),
        AASARuleFields(path: "/wiki/*", query: .items([AASAQueryItem(name: "veaction", pattern: "edit")]), exclude: true),
        AASARuleFields(path: "/wiki/*", fragment: "/editor*", exclude: true),
        AASARuleFields(path: "/buy/*"),
        AASARuleFields(path: "/exact"),
        AASARuleFields(path: "/Exact2", caseSensitive: false),
        AASARuleFields(path: "/$(lang)/x/*"),
        AASARuleFields(path: "/caf\u{E9}/*"),
        AASARuleFields(path: "/a?c/*"),
        AASARuleFields(path: "///multi//"),
        AASARuleFields(path: "/broken/$(nope)"),
        AASARuleFields(path: "/$(lang)-$(region)/news/*", exclude: true),
        AASARuleFields(path: "/$(region)/word-???", caseSensitive: false),
        AASARuleFields(path: "/$(lang)-$(region)/*", fragment: "top*"),
        AASARuleFields(query: .whole("q=*")),
        AASARuleFields(path: "/wiki/*")
    ]

    static let urls: [String] = [
        "https://example.com/wiki/Special:Random", "https://example.com/wiki/Special", "https://example.com/wiki/Foo",
        "https://example.com/wiki/Foo?veaction=edit", "https://example.com/wiki/Foo#/editor/1",
        "https://example.com/WIKI/KELVIN", "https://example.com/wiki/\u{212A}elvin", "https://example.com/Wiki/kElvinX",
        "https://example.com/docs/a%20b/c", "https://example.com/docs/a%20b", "https://example.com/docs/a b/c",
        "https://example.com/buy", "https://example.com/buy/", "https://example.com/buy///", "https://example.com/buy/x/y",
        "https://example.com/bu", "https://example.com/exact", "https://example.com/exact/", "https://example.com/exactly",
        "https://example.com/EXACT2", "https://example.com/exact2//", "https://example.com/fr/x/y", "https://example.com/fr_CA/x",
        "https://example.com/caf%C3%A9/1", "https://example.com/caf\u{E9}/1", "https://example.com/abc/1", "https://example.com/a\u{E9}c/1",
        "https://example.com/multi", "https://example.com/multi/", "https://example.com/broken/x", "https://example.com/?q=1",
        "https://example.com/", "https://example.com", "https://example.com/other?q=2#f", "https://example.com/wiki",
        "https://example.com/en-US/news/1", "https://example.com/en-us/news/1", "https://example.com/en-US/x#top",
        "https://example.com/us/WORD-abc", "https://example.com/US/word-ab", "https://example.com/\u{212A}Z/word-abc",
        "https://example.com/xx-US/news"
    ]

    static func file(_ rules: [AASARuleFields]) -> AASAFile {
        let components = rules.enumerated().map { AASAComponent(index: $0.offset, fields: $0.element, location: here) }
        let details = AASADetails(index: 0, appIDs: [AASAAppID(app, at: here)], rules: .components(components), location: here)
        return AASAFile(applinks: AASAAppLinks(details: [details], location: here))
    }

    @Test(arguments: urls)
    func sameRuleAsRuleByRule(_ url: String) {
        let decision = Self.file(Self.rules).compiled().decide(url: url, appID: Self.app, domain: "example.com")
        var expected: (index: Int, outcome: AASADecision.Outcome)? = nil
        for (i, rule) in Self.rules.enumerated() {
            let alone = Self.file([rule]).compiled().decide(url: url, appID: Self.app, domain: "example.com")
            if alone.outcome != .notHandled {
                expected = (i, alone.outcome)
                break
            }
        }
        if let expected {
            #expect(decision.outcome == expected.outcome)
            #expect(decision.rule?.kind == .component(expected.index))
        } else {
            #expect(decision.outcome == .notHandled)
            #expect(decision.rule == nil)
        }
    }

    @Test func legacyPathsKeepOrder() {
        let paths = [("/wiki/Special:*", true), ("/wiki/*", false), ("/*", false)].enumerated().map {
            AASALegacyPath(index: $0.offset, pattern: $0.element.0, isExclusion: $0.element.1, location: Self.here)
        }
        let details = AASADetails(index: 0, appIDs: [AASAAppID(Self.app, at: Self.here)], rules: .paths(paths), location: Self.here)
        let compiled = AASAFile(applinks: AASAAppLinks(details: [details], location: Self.here)).compiled()
        let cases: [(String, AASADecision.Outcome, Int)] = [
            ("https://example.com/wiki/Special:X", .excluded, 0), ("https://example.com/wiki/X", .opens, 1),
            ("https://example.com/other", .opens, 2), ("https://example.com/", .opens, 2)
        ]
        for (url, outcome, index) in cases {
            let decision = compiled.decide(url: url, appID: Self.app, domain: nil)
            #expect(decision.outcome == outcome)
            #expect(decision.rule?.kind == .path(index))
        }
    }
}
