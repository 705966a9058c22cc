@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
import Testing

/// `AASAFile.decide(url:appID:domain:)` on small hand-built files: order, exclusions, the defaults
/// hierarchy, legacy paths, app ID and URL admission, and the exact explanations and rule references.
@Suite struct AASAMatcherTests {
    static let app = "ABCDE12345.com.example.app"
    static let other = "ABCDE12345.com.example.other"

    static func at(_ line: Int) -> LinkCheckCore.SourceLocation { LinkCheckCore.SourceLocation(line: line, column: 9) }

    static func component(_ index: Int, _ fields: AASARuleFields) -> AASAComponent {
        AASAComponent(index: index, fields: fields, location: at(10 + index))
    }

    static func entry(
        _ index: Int, apps: [String], _ rules: AASADetails.Rules,
        defaults: AASARuleFields = AASARuleFields()
    ) -> AASADetails {
        AASADetails(index: index, appIDs: apps.map { AASAAppID($0, at: at(3)) }, rules: rules, defaults: defaults, location: at(2))
    }

    static func file(
        _ details: [AASADetails], defaults: AASARuleFields = AASARuleFields(),
        variables: [String: [String]] = [:]
    ) -> AASAFile {
        AASAFile(applinks: AASAAppLinks(details: details, defaults: defaults, substitutionVariables: variables, location: at(1)))
    }

    /// Apple's example file (applinks reference page).
    static let apple = file([
        entry(
            0, apps: [app, "ABCDE12345.com.example.app2"],
            .components([
                component(0, AASARuleFields(fragment: "no_universal_links", exclude: true)),
                component(1, AASARuleFields(path: "/buy/*")),
                component(2, AASARuleFields(path: "/help/website/*", exclude: true)),
                component(3, AASARuleFields(path: "/help/*", query: .items([AASAQueryItem(name: "articleNumber", pattern: "????")])))
            ]))
    ])

    @Test func opensWithTheDecidingComponent() {
        let d = Self.apple.decide(url: "https://example.com/buy/42", appID: Self.app, domain: nil)
        #expect(
            d
                == AASADecision(
                    .opens,
                    rule: AASARuleReference(
                        detailsIndex: 0, kind: .component(1), location: Self.at(11),
                        summary: "{\"/\": \"/buy/*\"}"),
                    explanation: "details[0].components[1] matches \"/buy/42\""))
    }

    @Test func firstMatchWinsEvenOverALaterExclusion() {
        let f = Self.file([
            Self.entry(
                0, apps: [Self.app],
                .components([
                    Self.component(0, AASARuleFields(path: "/a/*")),
                    Self.component(1, AASARuleFields(path: "/a/private/*", exclude: true))
                ]))
        ])
        let d = f.decide(url: "https://example.com/a/private/x", appID: Self.app, domain: nil)
        #expect(d.outcome == .opens)
        #expect(d.rule?.name == "details[0].components[0]")
    }

    @Test func exclusionDecides() {
        let d = Self.apple.decide(url: "https://example.com/buy/42#no_universal_links", appID: Self.app, domain: nil)
        #expect(
            d
                == AASADecision(
                    .excluded,
                    rule: AASARuleReference(
                        detailsIndex: 0, kind: .component(0), location: Self.at(10),
                        summary: "{\"#\": \"no_universal_links\", \"exclude\": true}"),
                    explanation: "details[0].components[0] matches \"/buy/42#no_universal_links\" and excludes it"))
    }

    @Test func noMatchNamesTheNearestComponent() {
        let d = Self.apple.decide(url: "https://example.com/help/123?articleNumber=48159", appID: Self.app, domain: nil)
        #expect(
            d
                == AASADecision(
                    .notHandled,
                    explanation: "no component of details[0] matches \"/help/123?articleNumber=48159\"; "
                        + "details[0].components[3] matches the path but not the query item \"articleNumber\""))
        let plain = Self.apple.decide(url: "https://example.com/about", appID: Self.app, domain: nil)
        #expect(plain == AASADecision(.notHandled, explanation: "no component of details[0] matches \"/about\""))
    }

    @Test func nearMissOnTheFragmentAndWholeQuery() {
        let f = Self.file([
            Self.entry(
                0, apps: [Self.app],
                .components([
                    Self.component(0, AASARuleFields(path: "/a", query: .whole("x=1"))),
                    Self.component(1, AASARuleFields(path: "/b", fragment: "top"))
                ]))
        ])
        #expect(
            f.decide(url: "https://example.com/a?x=2", appID: Self.app, domain: nil).explanation
                == "no component of details[0] matches \"/a?x=2\"; details[0].components[0] matches the path but not the query")
        #expect(
            f.decide(url: "https://example.com/b#end", appID: Self.app, domain: nil).explanation
                == "no component of details[0] matches \"/b#end\"; details[0].components[1] matches the path and query but not the fragment")
    }

    /// Built-ins ← `applinks.defaults` ← `details[i].defaults` ← the component, key by key.
    @Test func defaultsHierarchyAtThreeLevels() {
        let f = Self.file(
            [
                Self.entry(
                    0, apps: [Self.app],
                    .components([
                        Self.component(0, AASARuleFields(path: "/Loose/*", caseSensitive: false)),  // component level wins
                        Self.component(1, AASARuleFields(path: "/Strict/*"))  // details level wins
                    ]), defaults: AASARuleFields(caseSensitive: true))
            ],
            defaults: AASARuleFields(caseSensitive: false, percentEncoded: false))
        #expect(f.decide(url: "https://example.com/loose/1", appID: Self.app, domain: nil).outcome == .opens)
        #expect(f.decide(url: "https://example.com/strict/1", appID: Self.app, domain: nil).outcome == .notHandled)
        #expect(f.decide(url: "https://example.com/Strict/1", appID: Self.app, domain: nil).outcome == .opens)
        // percentEncoded: false comes from the domain level, untouched by the lower levels.
        #expect(
            f.decide(url: "https://example.com/Strict/a%20b", appID: Self.app, domain: nil).rule?.name
                == "details[0].components[1]")

        let g = Self.file(
            [Self.entry(0, apps: [Self.app], .components([Self.component(0, AASARuleFields(path: "/Strict/*"))]))],
            defaults: AASARuleFields(caseSensitive: false))
        #expect(g.decide(url: "https://example.com/strict/1", appID: Self.app, domain: nil).outcome == .opens)
    }

    @Test func patternKeysAndExcludeInDefaults() {
        let pathDefault = Self.file(
            [Self.entry(0, apps: [Self.app], .components([Self.component(0, AASARuleFields(fragment: "*"))]))],
            defaults: AASARuleFields(path: "/foo/*"))
        #expect(pathDefault.decide(url: "https://example.com/bar", appID: Self.app, domain: nil).outcome == .notHandled)
        #expect(pathDefault.decide(url: "https://example.com/foo/1", appID: Self.app, domain: nil).outcome == .opens)

        let excludeInDetails = Self.file([
            Self.entry(
                0, apps: [Self.app],
                .components([
                    Self.component(0, AASARuleFields(path: "/a/*")),
                    Self.component(1, AASARuleFields(path: "/b/*", exclude: false))
                ]), defaults: AASARuleFields(exclude: true))
        ])
        #expect(excludeInDetails.decide(url: "https://example.com/a/1", appID: Self.app, domain: nil).outcome == .excluded)
        #expect(excludeInDetails.decide(url: "https://example.com/b/1", appID: Self.app, domain: nil).outcome == .opens)
    }

    static let legacy = file([
        entry(
            0, apps: ["9JA89QQLNQ.com.apple.wwdc"],
            .paths([
                AASALegacyPath(index: 0, pattern: "/wwdc/news/", isExclusion: false, location: at(20)),
                AASALegacyPath(index: 1, pattern: "/videos/wwdc/2010/*", isExclusion: true, location: at(21)),
                AASALegacyPath(index: 2, pattern: "/videos/wwdc/201?/*", isExclusion: false, location: at(22))
            ])),
        entry(
            1, apps: ["ABCD1234.com.apple.wwdc"],
            .paths([
                AASALegacyPath(index: 0, pattern: "*", isExclusion: false, location: at(30))
            ]))
    ])

    @Test func legacyPathsWithNot() {
        let wwdc = "9JA89QQLNQ.com.apple.wwdc"
        let excluded = Self.legacy.decide(url: "https://example.com/videos/wwdc/2010/keynote?x=1", appID: wwdc, domain: nil)
        #expect(
            excluded
                == AASADecision(
                    .excluded,
                    rule: AASARuleReference(
                        detailsIndex: 0, kind: .path(1), location: Self.at(21),
                        summary: "\"NOT /videos/wwdc/2010/*\""),
                    explanation: "details[0].paths[1] matches \"/videos/wwdc/2010/keynote\" and excludes it"))
        let opens = Self.legacy.decide(url: "https://example.com/videos/wwdc/2015/keynote", appID: wwdc, domain: nil)
        #expect(opens.outcome == .opens)
        #expect(opens.rule?.summary == "\"/videos/wwdc/201?/*\"")
        // Legacy paths are case-sensitive and compare the path only.
        #expect(
            Self.legacy.decide(url: "https://example.com/WWDC/news/", appID: wwdc, domain: nil)
                == AASADecision(.notHandled, explanation: "no path of details[0] matches \"/WWDC/news/\""))
        #expect(Self.legacy.decide(url: "https://example.com/wwdc/news?a#b", appID: wwdc, domain: nil).outcome == .opens)
    }

    @Test func appIDFiltering() {
        let f = Self.file([
            Self.entry(0, apps: [Self.other], .components([Self.component(0, AASARuleFields(path: "*"))])),
            Self.entry(1, apps: [Self.app], .components([Self.component(0, AASARuleFields(path: "/x/*"))])),
            Self.entry(2, apps: [Self.app], .components([Self.component(0, AASARuleFields(path: "/y/*"))]))
        ])
        // The other app's catch-all is skipped; the app's second entry decides.
        let d = f.decide(url: "https://example.com/y/1", appID: Self.app, domain: nil)
        #expect(d.rule?.detailsIndex == 2)
        #expect(
            f.decide(url: "https://example.com/z", appID: Self.app, domain: nil).explanation
                == "no component of details[1], details[2] matches \"/z\"")
        // Exact comparison: case differs, so no entry.
        #expect(
            f.decide(url: "https://example.com/x/1", appID: "abcde12345.com.example.app", domain: nil)
                == AASADecision(.notHandled, explanation: "the file lists no applinks entry for \"abcde12345.com.example.app\""))
        // An entry without app IDs routes nothing.
        let anonymous = Self.file([Self.entry(0, apps: [], .components([Self.component(0, AASARuleFields())]))])
        #expect(anonymous.decide(url: "https://example.com/", appID: Self.app, domain: nil).outcome == .notHandled)
    }

    @Test func entriesWithoutRules() {
        let f = Self.file([Self.entry(0, apps: [Self.app], .none), Self.entry(1, apps: [Self.app], .components([]))])
        #expect(
            f.decide(url: "https://example.com/", appID: Self.app, domain: nil)
                == AASADecision(.notHandled, explanation: "details[0], details[1] list the app but have no components or paths"))
        #expect(
            AASAFile().decide(url: "https://example.com/", appID: Self.app, domain: nil)
                == AASADecision(.notHandled, explanation: "the file has no applinks section"))
    }

    @Test func brokenPatternNeverMatchesAndIsNamed() {
        let f = Self.file(
            [
                Self.entry(
                    0, apps: [Self.app],
                    .components([
                        Self.component(0, AASARuleFields(path: "/$(food)/*")),
                        Self.component(1, AASARuleFields(path: "/$(meal)/*"))
                    ]))
            ], variables: ["meal": ["lunch"]])
        #expect(
            f.decide(url: "https://example.com/x", appID: Self.app, domain: nil)
                == AASADecision(
                    .notHandled,
                    explanation: "no component of details[0] matches \"/x\"; "
                        + "details[0].components[0] never matches: the substitution variable \"food\" is not defined"))
        #expect(f.decide(url: "https://example.com/lunch/1", appID: Self.app, domain: nil).rule?.name == "details[0].components[1]")
    }

    struct Admission: Sendable, CustomTestStringConvertible {
        var url: String
        var domain: String?
        var explanation: String?  // nil: admitted (and opened by the catch-all)
        var testDescription: String { url }
    }

    @Test(arguments: [
        // Universal links are "standard HTTP or HTTPS links" (docs/aasa.md).
        Admission(url: "http://example.com/x", explanation: nil),
        Admission(url: "HTTP://example.com/x", explanation: nil),
        Admission(url: "hTtP://EXAMPLE.com/x", domain: "example.com", explanation: nil),
        Admission(url: "http://example.com:80/x", explanation: nil),
        Admission(url: "http://example.com:080/x", explanation: nil),
        Admission(url: "http://example.com:/x", explanation: nil),
        Admission(
            url: "http://example.com:443/x",
            explanation: "the URL's port 443 is not 80, and iOS opens apps only for the default http port"),
        Admission(
            url: "http://example.com:8080/x",
            explanation: "the URL's port 8080 is not 80, and iOS opens apps only for the default http port"),
        Admission(
            url: "https://example.com:80/x",
            explanation: "the URL's port 80 is not 443, and iOS opens apps only for the default https port"),
        Admission(url: "http:/x", explanation: "not a valid URL: an http URL needs a host"),
        Admission(
            url: "http://www.example.com/x", domain: "example.com",
            explanation: "the URL's host \"www.example.com\" is not the file's domain \"example.com\""),
        Admission(url: "httpx://example.com/x", explanation: "not an http or https URL: its scheme is \"httpx\""),
        Admission(url: "ftp://example.com/x", explanation: "not an http or https URL: its scheme is \"ftp\""),
        Admission(url: "miapp://orders/42", explanation: "not an http or https URL: its scheme is \"miapp\""),
        Admission(url: "HTTPS://example.com/x", explanation: nil),
        Admission(
            url: "https://example.com/a b",
            explanation: "not a valid URL: a space at character 22 is not allowed in a URL; write it as %20"),
        Admission(
            url: "example.com/x",
            explanation: "not a valid URL: there is no scheme (such as \"https:\"), so it is not an absolute URL"),
        Admission(url: "https:/x", explanation: "not a valid URL: an https URL needs a host"),
        Admission(
            url: "https://example.com:8443/x",
            explanation: "the URL's port 8443 is not 443, and iOS opens apps only for the default https port"),
        Admission(url: "https://example.com:443/x", explanation: nil),
        Admission(url: "https://example.com:/x", explanation: nil),
        Admission(url: "https://example.com:0443/x", explanation: nil),
        Admission(url: "https://example.com:" + String(repeating: "0", count: 100) + "443/x", explanation: nil),
        Admission(
            url: "https://example.com:000/x",
            explanation: "the URL's port 000 is not 443, and iOS opens apps only for the default https port"),
        Admission(
            url: "https://example.com:4430/x",
            explanation: "the URL's port 4430 is not 443, and iOS opens apps only for the default https port"),
        // URLComponents reads no port here, but no connection can be made to it: not 443.
        Admission(
            url: "https://example.com:99999999999999999999/x",
            explanation: "the URL's port 99999999999999999999 is not 443, and iOS opens apps only for the default https port"),
        Admission(
            url: "https://evil.test/anything", domain: "example.com",
            explanation: "the URL's host \"evil.test\" is not the file's domain \"example.com\""),
        Admission(url: "https://EXAMPLE.com/x", domain: "example.COM", explanation: nil),
        Admission(
            url: "https://www.example.com/x", domain: "example.com",
            explanation: "the URL's host \"www.example.com\" is not the file's domain \"example.com\"")
    ])
    func admission(_ a: Admission) {
        let f = Self.file([Self.entry(0, apps: [Self.app], .components([Self.component(0, AASARuleFields(path: "*"))]))])
        let d = f.decide(url: a.url, appID: Self.app, domain: a.domain)
        if let explanation = a.explanation {
            #expect(d == AASADecision(.notHandled, explanation: explanation))
        } else {
            #expect(d.outcome == .opens)
        }
    }

    @Test func summaries() {
        let all = AASARuleFields(
            path: "/a\"b", query: .items([AASAQueryItem(name: "id", pattern: "??")]), fragment: "top",
            exclude: true, caseSensitive: false, percentEncoded: false)
        #expect(
            MatchSummary.component(all)
                == "{\"/\": \"/a\\\"b\", \"?\": {\"id\": \"??\"}, \"#\": \"top\", \"exclude\": true, \"caseSensitive\": false, \"percentEncoded\": false}")
        #expect(MatchSummary.component(AASARuleFields(query: .whole("a=1"))) == "{\"?\": \"a=1\"}")
        #expect(MatchSummary.component(AASARuleFields(query: .ignored)) == "{\"?\": {…}}")
        #expect(MatchSummary.component(AASARuleFields()) == "{}")
    }

    @Test func compiledFormAnswersLikeTheFile() {
        let compiled = Self.apple.compiled()
        for url in [
            "https://example.com/buy/1", "https://example.com/help/website/a", "https://example.com/help/1?articleNumber=1234",
            "https://example.com/nope", "http://example.com/buy/1"
        ] {
            for app in [Self.app, "ABCDE12345.com.example.app2", Self.other] {
                #expect(
                    compiled.decide(url: url, appID: app, domain: "example.com")
                        == Self.apple.decide(url: url, appID: app, domain: "example.com"))
            }
        }
    }
}
