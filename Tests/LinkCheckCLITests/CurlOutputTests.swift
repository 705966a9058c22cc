#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
@testable import LinkCheckCLI
import Testing

/// How curl's output and exit status become a `FetchResult`, and the command line it gets.
/// curl writes the headers to descriptor 3 and the body alone to standard output.
@Suite struct CurlOutputTests {
    static let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n"
    static let jsonHeaders = [HTTPHeader("Content-Type", "application/json"), HTTPHeader("Content-Length", "2")]

    static func run(_ end: ChildRun.End, headers: String = "", body: String = "", stderr: String = "", sizeLimit: Int = 4) -> FetchResult {
        CurlOutput.result(ChildRun(end: end, stdout: Array(body.utf8), stderr: Array(stderr.utf8), fd3: Array(headers.utf8)), sizeLimit: sizeLimit)
    }

    @Test func aCompleteAnswer() {
        #expect(
            Self.run(.exited(0), headers: Self.head, body: "{}")
                == .response(
                    HTTPResponse(
                        status: 200, headers: Self.jsonHeaders, body: Array("{}".utf8))))
    }

    @Test func aBodyPastTheLimitIsCutOneBytePastIt() {
        guard case .response(let r) = Self.run(.stopped, headers: Self.head, body: "0123456789") else {
            Issue.record("expected an answer")
            return
        }
        #expect(r.end == .overLimit)
        #expect(r.body == Array("01234".utf8))
    }

    /// The body is the site's bytes, whatever they look like: a head in it is not read as one.
    @Test func aBodyThatImitatesAHeadIsBody() {
        let fake = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n{}"
        #expect(
            Self.run(.exited(0), headers: "HTTP/1.0 200 OK\r\n\r\n", body: fake, sizeLimit: 100)
                == .response(HTTPResponse(status: 200, body: Array(fake.utf8))))
        #expect(Self.run(.exited(0), body: Self.head + "{}") == .failed(.noAnswer("no HTTP answer")))
    }

    @Test func aProxysReplyIsNotTheSites() {
        let proxy = "HTTP/1.0 200 Connection established\r\nProxy-agent: tinyproxy/1.11.1\r\n\r\n"
        #expect(
            Self.run(.exited(0), headers: proxy + Self.head, body: "{}")
                == .response(HTTPResponse(status: 200, headers: Self.jsonHeaders, body: Array("{}".utf8))))
    }

    @Test(
        arguments: [
            (ChildRun.End.exited(28), Self.head, "{", FetchResult.response(HTTPResponse(status: 200, headers: Self.jsonHeaders, body: [0x7B], end: .timedOut))),
            (.deadline, "", "", .failed(.timedOut)),
            (.deadline, "HTTP/1.1 200 OK\r\nContent-", "", .failed(.timedOut)),
            (.exited(28), "", "", .failed(.timedOut)),
            (.exited(0), "", "", .failed(.noAnswer("no HTTP answer"))),
            (.exited(0), "HTTP/1.1 100 Continue\r\n\r\n", "", .failed(.noAnswer("no HTTP answer"))),
            (.stopped, String(repeating: "HTTP/1.1 100 Continue\r\n\r\n", count: 45_000), "", .failed(.noAnswer("the answer's headers are over 1 MB"))),
            (.signaled(9), "", "", .failed(.transport("curl was killed by signal 9")))
        ] as [(ChildRun.End, String, String, FetchResult)])
    func endings(_ end: ChildRun.End, _ headers: String, _ body: String, _ expected: FetchResult) {
        #expect(Self.run(end, headers: headers, body: body) == expected)
    }

    @Test(
        arguments: [
            (
                6, "curl: (6) Could not resolve host: miapp.test",
                FetchResult.failed(.unreachable("cannot resolve the host name (Could not resolve host: miapp.test)"))
            ),
            (
                7, "curl: (7) Failed to connect to 127.0.0.1 port 1 after 12 ms: Couldn't connect to server",
                .failed(.unreachable("cannot connect (Failed to connect to 127.0.0.1 port 1: Couldn't connect to server)"))
            ),
            (60, "curl: (60) SSL certificate problem: self-signed certificate", .failed(.tls(.untrusted))),
            (
                60, "curl: (60) SSL certificate problem: unable to get local issuer certificate\nMore details here: https://curl.se/docs/sslcerts.html",
                .failed(.tls(.untrusted))
            ),
            (60, "curl: (60) SSL: no alternative certificate subject name matches target host name 'x.test'", .failed(.tls(.nameMismatch))),
            (60, "curl: (60) SSL certificate problem: certificate has expired", .failed(.tls(.expired))),
            (
                35, "curl: (35) error:0A00042E:SSL routines::tlsv1 alert protocol version",
                .failed(.tls(.handshake("error:0A00042E:SSL routines::tlsv1 alert protocol version")))
            ),
            (52, "curl: (52) Empty reply from server", .failed(.noAnswer("Empty reply from server"))),
            (56, "curl: (56) Recv failure: Connection reset by peer", .failed(.noAnswer("Recv failure: Connection reset by peer"))),
            (
                77, "curl: (77) error setting certificate file: ca.pem",
                .failed(.transport("the --ca-file cannot be used: error setting certificate file: ca.pem"))
            ),
            (
                3, "curl: (3) URL using bad/illegal format or missing URL",
                .failed(.transport("curl failed with exit status 3: URL using bad/illegal format or missing URL"))
            )
        ] as [(Int32, String, FetchResult)])
    func exitStatuses(_ status: Int32, _ stderr: String, _ expected: FetchResult) {
        #expect(Self.run(.exited(status), stderr: stderr) == expected)
    }

    @Test func theCommandLineIgnoresCurlrcFollowsNoRedirectAndKeepsHeadersApart() {
        let args = CurlFetcher.arguments(FetchRequest(url: "https://good.test/x", seconds: 2.5, caFile: "/ca.pem", connectTo: "127.0.0.1:8443"))
        #expect(args.first == "-q")
        #expect(
            args == [
                "-q", "--silent", "--show-error", "--suppress-connect-headers", "--dump-header", "/dev/fd/3",
                "--output", "-", "--globoff", "--proto", "=https",
                "--max-redirs", "0", "--max-time", "2.5", "--connect-timeout", "2.5",
                "--user-agent", "AASA-Bot/1.0.0", "--cacert", "/ca.pem",
                "--connect-to", "::127.0.0.1:8443", "--url", "https://good.test/x"
            ])
    }

    @Test func withoutCurlTheRunIsNotJudged() {
        let output = CLI.run(["aasa", "--fetch", "good.test"], context: CommandContext(environment: ["PATH": "/nonexistent"]))
        #expect(output.status == 2)
        #expect(
            output.stderr == """
                https://good.test/.well-known/apple-app-site-association: error: cannot fetch https://good.test/.well-known/apple-app-site-association: --fetch needs curl, and "curl" was not found on PATH [unreachable]
                linkcheck: 1 error; the run is not judged

                """)
    }

    @Test func aFetcherCanBeGivenInProcess() {
        var context = CommandContext(environment: [:])
        context.fetcher = { request in
            request.url.hasSuffix(".well-known/apple-app-site-association")
                ? .response(HTTPResponse(status: 404))
                : .response(
                    HTTPResponse(status: 200, headers: [HTTPHeader("Content-Type", "application/json")], body: Array("{\"applinks\": {\"details\": []}}".utf8)))
        }
        let output = CLI.run(["aasa", "--fetch", "miapp.com"], context: context)
        // Served from the legacy location (a warning), with an empty "details" (an error, as no "details").
        #expect(output.status == 1)
        #expect(output.stdout.hasPrefix("https://miapp.com/apple-app-site-association: 200 OK, application/json, 29 bytes\n"))
        #expect(output.stdout.hasSuffix("1 error, 1 warning\n"))
    }

    /// A server's headers are hostile input too: control characters and escapes never reach the
    /// terminal raw, and a header line cannot forge a finding.
    @Test func hostileHeadersAreEscaped() {
        var context = CommandContext(environment: [:])
        context.fetcher = { _ in
            .response(
                HTTPResponse(
                    status: 301,
                    headers: [
                        HTTPHeader("Content-Type", "text/html\u{1B}[31m\u{7}" + String(repeating: "x", count: 5000)),
                        HTTPHeader("Location", "https://evil.test/\nhttps://x: error: forged [x]\r\u{202E}")
                    ]))
        }
        for format in ["text", "json", "github", "junit", "sarif"] {
            let output = CLI.run(["aasa", "--fetch", "--format", format, "miapp.com"], context: context)
            #expect(output.status == 1)
            let text = output.stdout + output.stderr
            #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" || $0 == "\r" || $0 == "\u{202E}" }, "\(format)")
            #expect(!text.split(separator: "\n").contains { $0.hasPrefix("https://x: error: forged") }, "\(format)")
            #expect(format == "json" || format == "sarif" || text.split(separator: "\n").allSatisfy { $0.utf8.count < 1000 }, "\(format)")
        }
    }

    /// Domains are fetched side by side; the report keeps the order they were given in.
    @Test func manyDomainsAreReportedInTheOrderGiven() {
        var context = CommandContext(environment: [:])
        context.fetcher = { request in
            // Later domains answer first, so that finishing order differs from the given order.
            let n = Int(request.url.split(separator: "/")[1].dropFirst(1).prefix { $0.isNumber }) ?? 0
            usleep(UInt32(max(0, 20 - n) * 1000))
            return .response(HTTPResponse(status: 404 + n % 2))
        }
        let domains = (0..<20).map { "d\($0).test" }
        let output = CLI.run(["aasa", "--fetch", "--format", "json"] + domains, context: context)
        let files = output.stdout.split(separator: "\n").filter { $0.hasPrefix("      \"file\": ") }.map(String.init)
        #expect(files == domains.map { "      \"file\": \"https://\($0)/.well-known/apple-app-site-association\"," })
    }
}
