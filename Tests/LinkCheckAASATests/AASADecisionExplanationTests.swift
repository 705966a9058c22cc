@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
import Testing

/// `AASADecision.explanation` is built only when read, from pieces `decide` keeps: the text must be
/// what an eagerly built one was, and a decision must compare and hash by that text.
@Suite struct AASADecisionExplanationTests {
    static let app = AASAMatcherTests.app

    static func components(_ rules: [AASARuleFields]) -> AASAFile {
        AASAMatcherTests.file([
            AASAMatcherTests.entry(
                0, apps: [app],
                .components(
                    rules.enumerated().map { AASAMatcherTests.component($0.offset, $0.element) }))
        ])
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var url: String
        var explanation: String
        var testDescription: String { url }
    }

    /// Components show the path with its query and fragment; an empty path shows as `/`.
    @Test(arguments: [
        Case(url: "https://example.com", explanation: "details[0].components[2] matches \"/\""),
        Case(url: "https://example.com?x=1", explanation: "details[0].components[2] matches \"/?x=1\""),
        Case(url: "https://example.com#top", explanation: "details[0].components[2] matches \"/#top\""),
        Case(url: "https://example.com/a/?x=1#f", explanation: "details[0].components[0] matches \"/a/?x=1#f\""),
        Case(url: "https://example.com/b", explanation: "details[0].components[1] matches \"/b\" and excludes it"),
        Case(url: "https://example.com/c?q#", explanation: "no component of details[0] matches \"/c?q#\"")
    ])
    func componentExplanations(_ c: Case) {
        let f = Self.components([
            AASARuleFields(path: "/a/*"), AASARuleFields(path: "/b", exclude: true),
            AASARuleFields(path: "/")
        ])
        let d = f.compiled().decide(url: c.url, appID: Self.app, domain: nil)
        #expect(d.explanation == c.explanation)
        #expect(d == AASADecision(d.outcome, rule: d.rule, explanation: c.explanation))
    }

    @Test func legacyPathsShowThePathOnly() {
        let f = AASAMatcherTests.file([
            AASAMatcherTests.entry(
                0, apps: [Self.app],
                .paths([
                    AASALegacyPath(index: 0, pattern: "/a", isExclusion: false, location: AASAMatcherTests.at(5))
                ]))
        ])
        #expect(
            f.decide(url: "https://example.com/a?x#y", appID: Self.app, domain: nil).explanation
                == "details[0].paths[0] matches \"/a\"")
        #expect(
            f.decide(url: "https://example.com?x#y", appID: Self.app, domain: nil).explanation
                == "no path of details[0] matches \"/\"")
    }

    /// Components and paths across the entries: a `rule` that shows the query too.
    @Test func mixedEntriesSayRule() {
        let f = AASAMatcherTests.file([
            AASAMatcherTests.entry(0, apps: [Self.app], .components([AASAMatcherTests.component(0, AASARuleFields(path: "/a"))])),
            AASAMatcherTests.entry(
                1, apps: [Self.app],
                .paths([
                    AASALegacyPath(index: 0, pattern: "/b", isExclusion: false, location: AASAMatcherTests.at(5))
                ]))
        ])
        #expect(
            f.decide(url: "https://example.com/c?d", appID: Self.app, domain: nil).explanation
                == "no rule of details[0], details[1] matches \"/c?d\"")
    }

    @Test func equalDecisionsHashAlike() {
        let f = Self.components([AASARuleFields(path: "/a/*")]).compiled()
        let lazy = [
            f.decide(url: "https://example.com/a/1", appID: Self.app, domain: nil),
            f.decide(url: "https://example.com/x", appID: Self.app, domain: nil)
        ]
        let eager = lazy.map { AASADecision($0.outcome, rule: $0.rule, explanation: $0.explanation) }
        #expect(Set(lazy + eager).count == 2)
        #expect(lazy[0] != lazy[1])
    }

    /// Path, query items and fragment all decoded for one URL: every part gets its own room.
    @Test func everyPartDecodedAtOnce() {
        let f = Self.components([
            AASARuleFields(
                path: "/AB", query: .items([AASAQueryItem(name: "c", pattern: "d&e"), AASAQueryItem(name: "F", pattern: "é")]),
                fragment: "g h", caseSensitive: false, percentEncoded: false)
        ])
        let url = "https://example.com/%41%62?%43=d%26e&%66=%C3%89#g%20h"
        #expect(f.decide(url: url, appID: Self.app, domain: nil).outcome == .opens)
        #expect(
            f.decide(url: "https://example.com/%41%62?%43=d%26e&%66=x#g%20h", appID: Self.app, domain: nil).explanation
                == "no component of details[0] matches \"/%41%62?%43=d%26e&%66=x#g%20h\"; "
                + "details[0].components[0] matches the path but not the query item \"F\"")
    }
}
