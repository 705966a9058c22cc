import LinkCheckCore
import LinkCheckTestSupport
import LinkCheckRoutes
import LinkCheckAASA
import Testing

/// `ServingCheck`: what each kind of answer is reported as, without a network.
@Suite struct FetchServingTests {
    static let target: FetchTarget = {
        guard case .success(let t) = FetchTarget.parse("MiApp.com") else { preconditionFailure("valid domain") }
        return t
    }()
    static let check = ServingCheck(target: target, timeLimit: "10 s")
    static let wellKnown = "https://miapp.com/.well-known/apple-app-site-association"
    static let json = Array(#"{"applinks": {"details": []}}"#.utf8)

    static func ok(
        _ body: [UInt8] = json, type: String? = "application/json", end: HTTPResponse.BodyEnd = .complete,
        extra: [HTTPHeader] = []
    ) -> FetchResult {
        .response(HTTPResponse(status: 200, headers: (type.map { [HTTPHeader("Content-Type", $0)] } ?? []) + extra, body: body, end: end))
    }

    /// (rule, severity, message) of each finding.
    static func findings(_ file: ServedFile) -> [String] {
        file.diagnostics.map { "\($0.severity.rawValue) \($0.rule): \($0.message)" }
    }

    @Test func aGoodAnswerIsLintedWithNoFinding() {
        let file = Self.check.judge(Self.ok(type: "Application/JSON; charset=utf-8"), url: Self.wellKnown)
        #expect(file.diagnostics.isEmpty)
        #expect(file.body == Self.json)
        #expect(file.served?.summary == "200 OK, Application/JSON; charset=utf-8, 29 bytes")
    }

    @Test(
        arguments: [
            (
                Self.ok(type: "application/octet-stream"),
                [
                    "warning content-type: served as \"application/octet-stream\"; Apple documents application/json, and a type other than that is accepted by some iOS versions and the CDN but not promised"
                ], true
            ),
            (Self.ok(type: nil), ["warning content-type: served without a Content-Type; Apple documents application/json"], true),
            (
                Self.ok(type: "application/pkcs7-mime"),
                [
                    "warning content-type: served as \"application/pkcs7-mime\"; Apple documents application/json, and a type other than that is accepted by some iOS versions and the CDN but not promised; a signed file was for iOS 8, and Apple is removing support for it: serve plain JSON"
                ], true
            ),
            (Self.ok([]), ["error empty-body: the body is empty; iOS needs the JSON file here"], false),
            (
                Self.ok(Array("\u{FEFF}\n  <html><body>Sign in</body></html>".utf8), type: "text/html"),
                [
                    "error html-body: the body is a markup page, not JSON: it starts with \"<html><body>Sign in</body></html>\", so a sign-in, error or catch-all page answers instead of the file"
                ], false
            ),
            (
                Self.ok(Array(repeating: 0x20, count: 10), end: .overLimit, extra: [HTTPHeader("content-length", " 300000 ")]),
                [
                    "error file-too-large: the body is over 131072 bytes (Content-Length: 300000), the limit (128 KB) that iOS 9.3.1 and later accept; the system ignores the file, and linkcheck stopped reading at the limit"
                ], false
            ),
            (
                Self.ok(Array("{".utf8), end: .timedOut, extra: [HTTPHeader("Content-Length", "29")]),
                [
                    "error timeout: the answer began, but its body did not finish within 10 s (--timeout): 1 of 29 bytes arrived; a device or Apple's CDN that waits less gets no file"
                ], false
            ),
            (
                .response(HTTPResponse(status: 302, headers: [HTTPHeader("location", "https://www.miapp.com/.well-known/apple-app-site-association")])),
                [
                    "error redirect: answered 302 Found with a redirect to \"https://www.miapp.com/.well-known/apple-app-site-association\"; iOS and Apple's CDN never follow redirects for this file, so serve it at https://miapp.com/.well-known/apple-app-site-association itself with status 200"
                ], false
            ),
            (
                .response(HTTPResponse(status: 403)),
                [
                    "error http-status: answered 403 Forbidden; iOS reads the file only from a 200 answer (a site that blocks unknown user agents, bots or regions blocks Apple's CDN too: allow every client on this path)"
                ], false
            ),
            (.response(HTTPResponse(status: 418)), ["error http-status: answered 418; iOS reads the file only from a 200 answer"], false),
            (
                .failed(.tls(.expired)),
                [
                    "error tls-failure: the TLS handshake with miapp.com failed: the certificate has expired; iOS reads the file only over HTTPS with a certificate from a CA it trusts, and accepts no custom roots"
                ], false
            ),
            (.failed(.timedOut), ["error timeout: no answer within 10 s (--timeout); a device or Apple's CDN that waits less gets no file"], false),
            (
                .failed(.noAnswer("Empty reply from server")),
                ["error no-answer: the server closed the connection without a complete answer (Empty reply from server)"], false
            )
        ] as [(FetchResult, [String], Bool)])
    func eachServingProblem(_ result: FetchResult, _ expected: [String], _ linted: Bool) {
        let file = Self.check.judge(result, url: Self.wellKnown)
        #expect(Self.findings(file) == expected)
        #expect((file.body != nil) == linted)
        #expect(file.unreachable == nil)
        #expect(file.diagnostics.allSatisfy { $0.file == Self.wellKnown && $0.location == nil })
    }

    @Test func anUnreachableHostLeavesTheRunUnjudged() {
        let file = Self.check.judge(.failed(.unreachable("cannot resolve the host name")), url: Self.wellKnown)
        #expect(file.diagnostics.isEmpty)
        #expect(file.unreachable?.headline == "\(Self.wellKnown): error: cannot fetch \(Self.wellKnown): cannot resolve the host name [unreachable]")
    }

    @Test func theRootLocationIsTriedOnlyAfterAnHTTPStatus() {
        #expect(ServingCheck.shouldTryRoot(.response(HTTPResponse(status: 404))))
        #expect(ServingCheck.shouldTryRoot(.response(HTTPResponse(status: 301))))
        #expect(!ServingCheck.shouldTryRoot(Self.ok()))
        #expect(!ServingCheck.shouldTryRoot(Self.ok([])))
        #expect(!ServingCheck.shouldTryRoot(.failed(.tls(.untrusted))))
        #expect(!ServingCheck.shouldTryRoot(.failed(.timedOut)))
    }

    @Test func aFileOnlyAtTheRootIsLintedWithALegacyWarning() {
        let file = Self.check.site(wellKnown: .response(HTTPResponse(status: 404)), root: Self.ok())
        #expect(file.url == "https://miapp.com/apple-app-site-association")
        #expect(file.body == Self.json)
        #expect(
            Self.findings(file) == [
                "warning legacy-location: the file is served only at the legacy location /apple-app-site-association (\(Self.wellKnown) answered 404 Not Found); iOS still falls back to it, but Apple calls it deprecated: serve it at /.well-known/apple-app-site-association"
            ])
    }

    @Test func whenNeitherLocationServesTheWellKnownFailureIsReported() {
        let file = Self.check.site(wellKnown: .response(HTTPResponse(status: 404)), root: .response(HTTPResponse(status: 410)))
        #expect(file.url == Self.wellKnown)
        #expect(file.body == nil)
        #expect(file.diagnostics.map(\.rule.id) == ["http-status"])
        #expect(file.diagnostics.first?.notes == ["the legacy location https://miapp.com/apple-app-site-association answered 410 Gone too"])
    }

    @Test(
        arguments: [
            ("miapp.com", nil),
            ("xn--bcher-kva.example", nil),
            ("", "the domain is empty"),
            (
                "https://miapp.com",
                "\"https://miapp.com\" is not a domain; give the host alone, such as \"miapp.com\" (linkcheck adds /.well-known/apple-app-site-association)"
            ),
            (
                "miapp.com/orders",
                "\"miapp.com/orders\" is not a domain; give the host alone, such as \"miapp.com\" (linkcheck adds /.well-known/apple-app-site-association)"
            ),
            ("*.miapp.com", "\"*.miapp.com\" is a wildcard; applinks:*.miapp.com reads the file from miapp.com, so fetch that"),
            ("miapp.com:443", "\"miapp.com:443\" has a port; iOS fetches the file from port 443 only (--connect-to reaches a test server on another port)"),
            ("bücher.example", "\"bücher.example\" is not ASCII; write an internationalized domain in punycode (xn--…), as the entitlement must"),
            ("miapp..com", "\"miapp..com\" is not a host name: labels of letters, digits and \"-\", separated by single dots"),
            ("-miapp.com", "\"-miapp.com\" is not a host name: labels of letters, digits and \"-\", separated by single dots"),
            ("mi_app.com", "\"mi_app.com\" is not a host name: labels of letters, digits and \"-\", separated by single dots"),
            ("a b", "\"a b\" is not a host name: labels of letters, digits and \"-\", separated by single dots")
        ] as [(String, String?)])
    func domains(_ text: String, _ error: String?) {
        switch FetchTarget.parse(text) {
        case .success(let t):
            #expect(error == nil)
            #expect(t.wellKnownURL == "https://\(text)/.well-known/apple-app-site-association")
            #expect(t.cdnURL(base: "https://cdn.test/a/v1") == "https://cdn.test/a/v1/\(text)")
        case .failure(let e):
            #expect(e.message == error)
        }
    }
}
