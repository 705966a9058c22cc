import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
import LinkCheckCLI
import Testing

/// `aasa --fetch` against real HTTPS servers on loopback: `fixtures/golden/fetch/*.txt` hold
/// whole commands, with `$PORT` standing for the server's port, and their exact output. Nothing
/// leaves the machine: every name is sent to 127.0.0.1 with --connect-to.
@Suite(.enabled(if: LoopbackServer.isAvailable, "needs python3 and curl for the loopback server"))
struct FetchLoopbackTests {
    static var directory: String { GoldenFile.directory + "/fetch" }

    @Test(arguments: GoldenFile.all(in: directory))
    func command(_ golden: GoldenFile) throws {
        let server = try LoopbackServer.shared.get()
        let arguments = golden.arguments.map { $0.replacingOccurrences(of: "$PORT", with: String(server.port)) }
        let context = CommandContext(environment: LoopbackServer.environment, workingDirectory: GoldenFile.root)
        try golden.check(CLI.run(arguments, context: context))
    }

    @Test func everyServingFailureHasAGolden() {
        let commands = GoldenFile.all(in: Self.directory).map(\.commandLine).joined(separator: "\n")
        for host in [
            "good.test", "redirect.test", "octet.test", "notype.test", "html.test", "empty.test", "huge.test",
            "huge-length.test", "slow.test", "stall.test", "legacy.test", "missing.test", "forbidden.test",
            "error.test", "badjson.test", "fakehead.test", "stale.test", "new.test", "blocked.test", "mismatch.example"
        ] {
            #expect(commands.contains(" \(host)"), "no golden fetches \(host)")
        }
    }

    /// A body far over the limit is not read to its end: the run stops at the limit.
    @Test func hugeBodyIsCutAtTheLimit() throws {
        let server = try LoopbackServer.shared.get()
        let fetcher = CurlFetcher(environment: LoopbackServer.environment)
        let result = fetcher.fetch(
            FetchRequest(
                url: "https://huge.test/.well-known/apple-app-site-association", seconds: 10,
                caFile: GoldenFile.root + "/fixtures/fetch/tls/ca.pem",
                connectTo: "127.0.0.1:\(server.port)"))
        guard case .response(let r) = result else {
            Issue.record("expected an answer, got \(result)")
            return
        }
        #expect(r.status == 200)
        #expect(r.end == .overLimit)
        #expect(r.body.count == AASALoader.maximumSize + 1)
    }
}
