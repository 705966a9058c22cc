import Foundation
#if canImport(Glibc)
    import Glibc
#endif
import Testing

/// The real executable, run as a user runs it: exit status, streams, pipes, environment.
@Suite struct BinaryTests {
    /// `swift build --build-tests` puts the executable beside the test bundle.
    static let binary: String? = {
        let candidates: [String?] = [
            Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("linkcheck").path,
            ProcessInfo.processInfo.arguments.first.map { URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("linkcheck").path },
            GoldenFile.root + "/.build/debug/linkcheck"
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
        return Run(
            status: process.terminationStatus,
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
        let r = try Self.run(
            [], shell: "LINKCHECK routes fixtures/failing/app.cases.json fixtures/failing/app.cases.json | head -1; echo \"status ${PIPESTATUS:-done}\"")
        #expect(r.stdout.hasPrefix("fixtures/failing/app.cases.json:4:5: error:"))
        #expect(r.stderr == "")
    }

    #if os(Linux)
        /// Interrupted while it waits for input, linkcheck ends at once, by the signal, and leaves no
        /// report or temporary file behind. Spawned with SIGINT at its default action and unblocked, as
        /// a terminal's Ctrl-C finds it (a background job of a script inherits SIGINT ignored, and
        /// Foundation's `Process` passes on a blocked signal mask).
        @Test func interruptEndsPromptly() throws {
            let binary = try #require(Self.binary, "the linkcheck executable was not built")
            let folder = NSTemporaryDirectory() + "linkcheck-interrupt-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            var fds: [Int32] = [0, 0]
            #expect(pipe(&fds) == 0)
            defer { close(fds[1]) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
            posix_spawn_file_actions_addclose(&actions, fds[1])
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var defaults = sigset_t()
            sigemptyset(&defaults)
            sigaddset(&defaults, SIGINT)
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            posix_spawnattr_setsigmask(&attributes, &unblocked)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
            let arguments = [
                binary, "routes", "--schema", GoldenFile.root + "/fixtures/routes/app.schema.json", "-",
                "--output", folder + "/report.txt"
            ]
            var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var pid: pid_t = 0
            #expect(posix_spawn(&pid, binary, &actions, &attributes, &argv, environ) == 0)
            close(fds[0])
            // The child blocks reading standard input, whose writer (fds[1]) stays open.
            usleep(300_000)
            kill(pid, SIGINT)
            var status: Int32 = 0
            #expect(waitpid(pid, &status, 0) == pid)
            #expect(status & 0x7F == SIGINT, "ended by the signal, not by an exit")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
        }
    #endif

    @Test func versionAndUsageErrors() throws {
        let version = try Self.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "linkcheck 0.1.0\n")
        let typo = try Self.run(["rotues"])
        #expect(typo.status == 2)
        #expect(typo.stderr == "linkcheck: error: unknown command \"rotues\"; did you mean \"routes\"?\n")
    }
}
