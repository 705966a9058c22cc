import LinkCheckCore
import LinkCheckTestSupport
import LinkCheckRoutes
import LinkCheckAASA
import Testing

/// `CDNCheck`: the CDN's copy against the site's file, by the URLs whose answer changes.
@Suite struct CDNCheckTests {
    static let app = "ABCDE12345.com.miapp.app"
    static let target: FetchTarget = {
        guard case .success(let t) = FetchTarget.parse("miapp.com") else { preconditionFailure("valid domain") }
        return t
    }()
    static let cdnURL = "https://cdn.test/a/v1/miapp.com"

    static func file(_ components: String) -> (bytes: [UInt8], file: AASAFile?) {
        let text = #"{"applinks": {"details": [{"appIDs": ["\#(app)"], "components": [\#(components)]}]}}"#
        let bytes = Array(text.utf8)
        return (bytes, AASALoader.load(bytes, file: "site").file)
    }

    static func judge(site: String, cdn: String, urls: [String] = []) -> ServedFile {
        let s = file(site)
        return CDNCheck(target: target, timeLimit: "10 s").judge(
            .response(HTTPResponse(status: 200, headers: [HTTPHeader("Content-Type", "application/json")], body: file(cdn).bytes)),
            url: cdnURL, site: CDNCheck.Site(url: "site", bytes: s.bytes, file: s.file), urls: urls, appIDs: [])
    }

    @Test func theSameBytesNeedNoComparison() {
        let copy = Self.judge(site: #"{"/": "/orders/*"}"#, cdn: #"{"/": "/orders/*"}"#)
        #expect(copy.diagnostics.isEmpty)
        #expect(copy.served?.sameAsSite == true)
        #expect(copy.served?.summary == "200 OK, application/json, 105 bytes, the same bytes as the site's file")
    }

    @Test func otherBytesWithTheSameAnswersAreNoFinding() {
        let copy = Self.judge(site: #"{"/": "/orders/*"}"#, cdn: #"{"/": "/orders/*", "comment": "same"}"#)
        #expect(copy.served?.sameAsSite == false)
        #expect(copy.diagnostics.isEmpty)
        #expect(copy.changes.isEmpty)
    }

    @Test func aLostURLIsAnErrorNamingBothRules() {
        let copy = Self.judge(site: #"{"/": "/orders/*"}, {"/": "/profile/*"}"#, cdn: #"{"/": "/orders/*"}"#)
        #expect(
            copy.diagnostics.map(\.headline) == [
                "\(Self.cdnURL): error: Apple's CDN serves a different copy of miapp.com's file: 1 URL gets another answer on devices on iOS 14 and later, which read the CDN's copy [cdn-stale]"
            ])
        #expect(
            copy.diagnostics.first?.notes == [
                "\"https://miapp.com/profile/x\": the site's file opens \(Self.app) (details[0].components[1] {\"/\": \"/profile/*\"}); the CDN's copy does not open \(Self.app) (no component of details[0] matches \"/profile/x\")",
                "the CDN fetches the file again within about a day of a change, and nothing refreshes it sooner"
            ])
        #expect(copy.changes.map(\.url) == ["https://miapp.com/profile/x"])
    }

    @Test func onlyGainedURLsAreAWarningAndGivenURLsComeFirst() {
        let copy = Self.judge(
            site: #"{"/": "/orders/*"}"#, cdn: #"{"/": "/orders/*"}, {"/": "/promo/*"}"#,
            urls: ["https://miapp.com/promo/summer", "https://other.example/promo/x"])
        #expect(copy.diagnostics.map(\.severity) == [.warning])
        #expect(copy.changes.map(\.url) == ["https://miapp.com/promo/summer"])
    }

    @Test func aChangedExclusionChangesAnswers() {
        let copy = Self.judge(site: #"{"/": "/orders/*/invoice", "exclude": true}, {"/": "/orders/*"}"#, cdn: #"{"/": "/orders/*"}"#)
        #expect(copy.changes.map(\.url) == ["https://miapp.com/orders/x/invoice"])
        #expect(copy.changes.first?.site.opens == false)
        #expect(copy.diagnostics.map(\.severity) == [.warning])
    }

    @Test func aCopyThatIsNotJSONIsLinted() {
        let s = Self.file(#"{"/": "/orders/*"}"#)
        let copy = CDNCheck(target: Self.target, timeLimit: "10 s").judge(
            .response(HTTPResponse(status: 200, body: Array("{".utf8))), url: Self.cdnURL,
            site: CDNCheck.Site(url: "site", bytes: s.bytes, file: s.file), urls: [], appIDs: [])
        #expect(copy.diagnostics.map(\.rule.id) == ["json-syntax"])
    }

    @Test(arguments: [
        (
            FetchResult.response(HTTPResponse(status: 404)),
            "warning cdn-missing: Apple's CDN has no copy of miapp.com's file yet (404 Not Found); devices on iOS 14 and later ask the CDN, which fetches the file from the site within about a day of first being asked"
        ),
        (
            .response(
                HTTPResponse(
                    status: 404,
                    headers: [
                        HTTPHeader("apple-failure-reason", "SWCERR00301 Timeout"),
                        HTTPHeader("Apple-Failure-Details", #"{"cause":"context deadline exceeded"}"#), HTTPHeader("Apple-Try-Direct", "true")
                    ])),
            "error cdn-fetch-failed: Apple's CDN has no copy of miapp.com's file because its own fetch from the site failed: \"SWCERR00301 Timeout\"; devices on iOS 14 and later get no file from it"
        ),
        (.response(HTTPResponse(status: 503)), "warning cdn-failure: Apple's CDN answered 503 Service Unavailable for miapp.com"),
        (.failed(.timedOut), "warning cdn-failure: cannot read Apple's CDN copy of miapp.com's file: no answer within 10 s (--timeout)"),
        (
            .failed(.unreachable("cannot resolve the host name")),
            "warning cdn-failure: cannot read Apple's CDN copy of miapp.com's file: cannot resolve the host name"
        ),
        (
            .response(HTTPResponse(status: 200, body: [0x7B], end: .overLimit)),
            "warning cdn-failure: Apple's CDN copy of miapp.com's file is over 131072 bytes; linkcheck stopped reading"
        )
    ])
    func aMissingOrUnreadableCopy(_ result: FetchResult, _ expected: String) {
        let copy = CDNCheck(target: Self.target, timeLimit: "10 s").judge(result, url: Self.cdnURL, site: nil, urls: [], appIDs: [])
        #expect(copy.diagnostics.map { "\($0.severity.rawValue) \($0.rule): \($0.message)" } == [expected])
        #expect(copy.unreachable == nil)
        if copy.diagnostics.first?.rule.id == "cdn-fetch-failed" {
            #expect(copy.diagnostics.first?.notes.prefix(2) == [#"Apple-Failure-Details: {"cause":"context deadline exceeded"}"#, "Apple-Try-Direct: true"])
        }
    }
}

extension CDNCheckTests {
    /// A copy the CDN re-wrote shares the site's findings; they are said once, for the site.
    @Test func findingsTheSiteSharesAreNotRepeated() {
        let site = Array(#"{"applinks": {"details": [{"appIDs": ["abcde12345.com.miapp.app"], "components": [{"/": "/a"}]}]}}"#.utf8)
        let copy = Array(#"{"applinks": {"details": [{"appIDs": ["abcde12345.com.miapp.app"], "components": [{"/": "/a"}]}]}, "x": 1}"#.utf8)
        let (siteFile, siteFindings) = AASALoader.load(site, file: "site")
        #expect(siteFindings.map(\.rule.id) == ["lowercase-team-id"])
        let judged = CDNCheck(target: Self.target, timeLimit: "10 s").judge(
            .response(HTTPResponse(status: 200, body: copy)), url: Self.cdnURL,
            site: CDNCheck.Site(url: "site", bytes: site, file: siteFile, findings: siteFindings), urls: [], appIDs: [])
        #expect(judged.diagnostics.map(\.rule.id) == ["unknown-key"])
    }
}
