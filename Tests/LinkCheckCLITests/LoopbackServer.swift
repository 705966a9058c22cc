import Foundation

/// `Tests/Loopback/aasa_server.py`: fake sites and a fake Apple CDN over HTTPS on 127.0.0.1,
/// with the test CA in `fixtures/fetch/tls`. Started once per test process and left to exit with
/// it.
enum LoopbackServer {
    /// The running server, or why it could not start (python3 or curl missing).
    static let shared: Result<LoopbackScript, LoopbackUnavailable> = {
        let root = GoldenFile.root
        return LoopbackScript.start(
            "aasa_server.py",
            [
                "--cert", root + "/fixtures/fetch/tls/server.pem",
                "--key", root + "/fixtures/fetch/tls/server-key.pem",
                "--sites", root + "/fixtures/fetch", "--port", "0"
            ])
    }()

    static var isAvailable: Bool { (try? shared.get()) != nil }

    /// The environment linkcheck runs with: this process's PATH (to find curl), no proxy.
    static var environment: [String: String] {
        ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"]
    }
}
