import Foundation
import Testing

/// The real executable, run as a user runs it: exit status, streams, pipes, environment.
@Suite struct BinaryTests {
    /// `swift build --build-tests` puts the executable beside the test bundle.
    static let binary: String? = {
        let candidates: [String?] = [
            Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("linkcheck").path,
            ProcessInfo.processInfo.arguments.first.map { URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("linkcheck").path },
            GoldenFile.root + "/.build/debug/linkcheck",
        ]
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], shell: String? = nil) throws -> Run {
        let binary = try #require(Self.binary, "the linkcheck executable was not built")
        let process = Process()
        if let shell {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", shell.replacingOccurrences(of: "LINKCHECK", with: binary)]
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: GoldenFile.root)
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { a, _ in a }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   stdout: String(decoding: stdoutData, as: UTF8.self),
                   stderr: String(decoding: stderrData, as: UTF8.self))
    }

    @Test func passingFixturesExitZero() throws {
        let r = try Self.run(["routes", "fixtures/routes/app.cases.json", "fixtures/routes/caseless.cases.json"])
        #expect(r.status == 0)
        #expect(r.stdout.hasSuffix("60 passed, 0 failed\n"))
        #expect(r.stderr == "")
    }

    @Test func failingTableExitsOne() throws {
        let r = try Self.run(["routes", "fixtures/failing/app.cases.json"])
        #expect(r.status == 1)
        #expect(r.stdout.hasSuffix("1 passed, 6 failed\n"))
    }

    @Test func brokenSchemaExitsTwo() throws {
        let r = try Self.run(["routes", "--schema", "fixtures/broken/syntax.schema.json", "fixtures/routes/app.cases.json"])
        #expect(r.status == 2)
        #expect(r.stdout == "")
        #expect(r.stderr.hasPrefix("fixtures/broken/syntax.schema.json:4:29: error: trailing comma before \"}\" [json-syntax]\n"))
    }

    @Test func readsATableFromStandardInput() throws {
        let table = #"[{"url": "miapp://orders/7", "expect": {"tab": "orders", "stack": [{"order": {"id": 7}}]}}]"#
        let r = try Self.run(["routes", "--schema", "fixtures/routes/app.schema.json", "-"], stdin: table)
        #expect(r.status == 0)
        #expect(r.stdout == "<stdin>: 1 passed, 0 failed\n1 passed, 0 failed\n")
    }

    @Test func colorOnlyWhenAsked() throws {
        let plain = try Self.run(["routes", "fixtures/failing/app.cases.json"])
        #expect(!plain.stdout.contains("\u{1B}["))
        let forced = try Self.run(["routes", "--color", "always", "fixtures/failing/app.cases.json"])
        #expect(forced.stdout.contains("\u{1B}[31m"))
        let noColor = try Self.run(["routes", "--color", "never", "fixtures/failing/app.cases.json"], environment: ["NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}["))
    }

    @Test func closedPipeEndsQuietly() throws {
        let r = try Self.run([], shell: "LINKCHECK routes fixtures/failing/app.cases.json fixtures/failing/app.cases.json | head -1; echo \"status ${PIPESTATUS:-done}\"")
        #expect(r.stdout.hasPrefix("fixtures/failing/app.cases.json:4:5: error:"))
        #expect(r.stderr == "")
    }

    @Test func versionAndUsageErrors() throws {
        let version = try Self.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "linkcheck 0.1.0\n")
        let typo = try Self.run(["rotues"])
        #expect(typo.status == 2)
        #expect(typo.stderr == "linkcheck: error: unknown command \"rotues\"; did you mean \"routes\"?\n")
    }
}
