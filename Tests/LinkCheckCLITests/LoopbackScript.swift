import Foundation

/// A stdlib Python script from `Tests/Loopback` that listens on 127.0.0.1 and says `port N` on its
/// first line. It exits when its standard input closes, which happens when `finish` is called
/// or this process ends, however it ends.
struct LoopbackScript: Sendable {
    let port: Int
    private let process: Process
    private let stdin: Pipe
    private let stdout: Pipe

    static func start(_ script: String, _ arguments: [String]) -> Result<LoopbackScript, LoopbackUnavailable> {
        guard let python = find("python3") else { return .failure(LoopbackUnavailable(reason: "python3 is not on PATH")) }
        guard find("curl") != nil else { return .failure(LoopbackUnavailable(reason: "curl is not on PATH")) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [GoldenFile.root + "/Tests/Loopback/" + script] + arguments
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
            return .failure(LoopbackUnavailable(reason: "\(script) did not say its port (\(text))"))
        }
        return .success(LoopbackScript(port: port, process: process, stdin: stdin, stdout: stdout))
    }

    /// Stops the script and returns the lines it wrote after its port.
    func finish() -> [String] {
        try? stdin.fileHandleForWriting.close()
        let rest = (try? stdout.fileHandleForReading.readToEnd()) ?? nil
        process.waitUntilExit()
        return String(decoding: rest ?? Data(), as: UTF8.self).split(separator: "\n").map(String.init)
    }

    private static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

struct LoopbackUnavailable: Error, Sendable {
    var reason: String
}
