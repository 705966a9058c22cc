import Foundation

/// `Tests/Loopback/aasa_server.py`: fake sites and a fake Apple CDN over HTTPS on 127.0.0.1,
/// with the test CA in `fixtures/fetch/tls`. Started once per test process; it exits when its
/// standard input closes, which happens when this process ends, however it ends.
final class LoopbackServer: Sendable {
    let port: Int
    private let process: Process
    private let stdin: Pipe

    /// The running server, or why it could not start (python3 or curl missing).
    static let shared: Result<LoopbackServer, LoopbackUnavailable> = start()

    static var isAvailable: Bool { (try? shared.get()) != nil }

    /// The environment linkcheck runs with: this process's PATH (to find curl), no proxy.
    static var environment: [String: String] {
        ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"]
    }

    private init(port: Int, process: Process, stdin: Pipe) {
        self.port = port
        self.process = process
        self.stdin = stdin
    }

    private static func start() -> Result<LoopbackServer, LoopbackUnavailable> {
        let root = GoldenFile.root
        guard let python = find("python3") else { return .failure(LoopbackUnavailable(reason: "python3 is not on PATH")) }
        guard find("curl") != nil else { return .failure(LoopbackUnavailable(reason: "curl is not on PATH")) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [root + "/Tests/Loopback/aasa_server.py",
                             "--cert", root + "/fixtures/fetch/tls/server.pem",
                             "--key", root + "/fixtures/fetch/tls/server-key.pem",
                             "--sites", root + "/fixtures/fetch", "--port", "0"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        do { try process.run() } catch { return .failure(LoopbackUnavailable(reason: "cannot start python3: \(error)")) }
        // "port N\n", read a byte at a time so that nothing after it is consumed.
        var line = Data()
        while let byte = try? stdout.fileHandleForReading.read(upToCount: 1), let b = byte.first, b != 0x0A {
            line.append(b)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("port "), let port = Int(text.dropFirst(5)) else {
            return .failure(LoopbackUnavailable(reason: "the server did not say its port (\(text))"))
        }
        return .success(LoopbackServer(port: port, process: process, stdin: stdin))
    }

    private static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

struct LoopbackUnavailable: Error, Sendable {
    var reason: String
}
