import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
import LinkCheckCLI
import Testing

/// `aasa --fetch` through an HTTPS proxy (`https_proxy`, as curl reads it), here
/// `Tests/Loopback/connect_proxy.py`, which answers CONNECT as tinyproxy does: with a
/// `Proxy-agent` header after its status line. The proxy's reply is not the site's answer.
@Suite(.enabled(if: LoopbackServer.isAvailable, "needs python3 and curl for the loopback server"))
struct FetchProxyTests {
    @Test(arguments: ["https_proxy", "HTTPS_PROXY"])
    func aProxysReplyIsNotTakenForTheSites(_ variable: String) throws {
        let server = try LoopbackServer.shared.get()
        // curl asks the proxy for the --connect-to target; --upstream keeps the tunnel on the
        // loopback server should a curl ask for the URL's host instead.
        let proxy = try LoopbackScript.start("connect_proxy.py", ["--port", "0", "--upstream", "127.0.0.1:\(server.port)"]).get()
        let golden = try #require(GoldenFile.load(FetchLoopbackTests.directory + "/fetch-good.txt"))
        let arguments = golden.arguments.map { $0.replacingOccurrences(of: "$PORT", with: String(server.port)) }
        var environment = LoopbackServer.environment
        let direct = CLI.run(arguments, context: CommandContext(environment: environment, workingDirectory: GoldenFile.root))
        environment[variable] = "http://127.0.0.1:\(proxy.port)"
        let proxied = CLI.run(arguments, context: CommandContext(environment: environment, workingDirectory: GoldenFile.root))
        let log = proxy.finish()

        #expect(direct.status == 0)
        #expect(proxied == direct)
        #expect(
            log.count == 1 && ["CONNECT 127.0.0.1:\(server.port)", "CONNECT good.test:443"].contains(log.first ?? ""),
            "the fetch did not go through the proxy: \(log)")
    }
}
