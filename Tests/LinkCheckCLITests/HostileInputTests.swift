import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
import LinkCheckCLI
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 6: every hostile input, given in every place a command reads a file, gets its
/// documented exit status and a message naming the file. The small inputs are in
/// `fixtures/hostile/`; the big ones (a million brackets, a 100 MB string, a 1 MB URL) and the
/// special files (a FIFO, a directory, a missing file) are made in a scratch folder. The whole
/// matrix is pinned in `fixtures/hostile/expected.txt` (`make golden` rewrites it).
@Suite struct HostileInputTests {
    /// Where a command reads a file, with `X` for the hostile one.
    static let slots: [[String]] = [
        ["routes", "--schema", "schema.json", "X"],
        ["routes", "--schema", "X", "table.json"],
        ["resolve", "--schema", "X", "miapp://orders/1"],
        ["aasa", "X"],
        ["aasa", "apple-app-site-association", "--urls", "X"],
        ["aasa", "apple-app-site-association", "--cases", "X"],
        ["check", "--project", "X"],
        ["routes", "--schema", "schema.json", "--info-plist", "X", "table.json"]
    ]

    static let small = [
        "empty.json", "whitespace.json", "bom.json", "utf16.json", "invalid-utf8.json", "nul.json",
        "nul-in-string.json", "lone-surrogate.json", "long-number.json", "escapes.json",
        "folder", "missing.json", "fifo.json"
    ]
    /// Read only where the size matters: a table and an AASA file.
    static let big = ["deep.json", "long-url.json", "big-string.json"]

    static var expectedPath: String { GoldenFile.root + "/fixtures/hostile/expected.txt" }

    @Test func everyInputInEveryPlace() throws {
        let scratch = try Self.makeScratch(big: Self.big)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var rendered = ""
        for input in Self.small + Self.big {
            let slots = Self.big.contains(input) ? [Self.slots[0], Self.slots[3]] : Self.slots
            for slot in slots {
                let arguments = ["--color", "never"] + slot.map { $0 == "X" ? input : $0 }
                let output = CLI.run(arguments, context: CommandContext(workingDirectory: scratch))
                // Nothing a file holds reaches the terminal raw, and no message floods it.
                for text in [output.stdout, output.stderr] {
                    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(arguments): a raw control character")
                    #expect(!text.split(separator: "\n").contains { $0.utf8.count > 1000 }, "\(arguments): a line over 1000 bytes")
                }
                Self.checkVerdict(output, arguments, input: input)
                if !Self.big.contains(input) { Self.checkMachineFormats(arguments, in: scratch) }
                rendered += "$ linkcheck \(slot.map { $0 == "X" ? input : $0 }.joined(separator: " "))\n"
                rendered += "exit \(output.status)\n"
                for line in (output.stderr + output.stdout).split(separator: "\n", omittingEmptySubsequences: false).prefix(6)
                where !line.isEmpty {
                    rendered += "  \(line)\n"
                }
            }
        }
        if ProcessInfo.processInfo.environment["LINKCHECK_REGENERATE_GOLDEN"] == "1" {
            try rendered.write(toFile: Self.expectedPath, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOfFile: Self.expectedPath, encoding: .utf8)
        if rendered != expected {
            let diff = LineDiff.diff(expected.components(separatedBy: "\n"), rendered.components(separatedBy: "\n"))
                .filter { $0.mark != .same }.map { "\($0.mark.rawValue) \($0.text)" }.joined(separator: "\n")
            Issue.record("output differs from fixtures/hostile/expected.txt (- expected, + actual):\n\(diff)")
        }
    }

    /// A hostile input never passes unremarked: a judged run (exit 0 or 1) ends stdout with its
    /// summary line, and the status is the one that line implies (1 exactly when something
    /// failed); an unjudged run (exit 2) names the input on stderr, and says the run is not
    /// judged after any results it printed.
    static func checkVerdict(_ output: CommandOutput, _ arguments: [String], input: String) {
        let shown = "\(arguments) exit \(output.status):\n\(output.stdout)\(output.stderr)"
        switch output.status {
        case 0, 1:
            guard let failures = failures(inSummary: output.stdout) else {
                Issue.record("no summary line at the end of stdout: \(shown)")
                return
            }
            #expect(output.status == (failures > 0 ? 1 : 0), "the summary and the status disagree: \(shown)")
        case 2:
            #expect(output.stderr.contains(input), "the message does not name \(input): \(shown)")
            // aasa still prints the lint of the files it could read; its summary must not pass for a verdict.
            if !output.stdout.isEmpty {
                #expect(output.stderr.hasSuffix("the run is not judged\n"), "results without saying the run is not judged: \(shown)")
            }
        default:
            Issue.record("an exit status linkcheck does not document: \(shown)")
        }
    }

    /// The failed cases plus errors of a summary line (`2 passed, 1 failed`, `1 error, 0 warnings`,
    /// `3 passed, 0 failed, 0 errors, 1 warning`); `nil` when the last line of `stdout` is none.
    static func failures(inSummary stdout: String) -> Int? {
        guard let line = stdout.split(separator: "\n").last else { return nil }
        var failures = 0
        for part in line.split(separator: ", ") {
            let words = part.split(separator: " ")
            guard words.count == 2, let n = Int(words[0]),
                ["passed", "failed", "error", "errors", "warning", "warnings"].contains(words[1])
            else { return nil }
            if ["failed", "error", "errors"].contains(words[1]) { failures += n }
        }
        return failures
    }

    /// The same run as JUnit, GitHub and SARIF output: only characters XML 1.0 allows, no raw
    /// line break that could start a workflow command of the file's choosing, and a SARIF log
    /// that is one JSON document.
    static func checkMachineFormats(_ arguments: [String], in scratch: String) {
        let junit = CLI.run(["--format", "junit"] + arguments, context: CommandContext(workingDirectory: scratch)).stdout
        #expect(!junit.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" }, "\(arguments): JUnit")
        #expect(!junit.unicodeScalars.contains { (0xFFFE...0xFFFF).contains($0.value) }, "\(arguments): JUnit")
        let github = CLI.run(["--format", "github"] + arguments, context: CommandContext(workingDirectory: scratch)).stdout
        #expect(!github.contains("\r"), "\(arguments): GitHub")
        for line in github.split(separator: "\n") where line.hasPrefix("::") {
            #expect(line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice "), "\(arguments): \(line)")
        }
        let sarif = CLI.run(["--format", "sarif"] + arguments, context: CommandContext(workingDirectory: scratch)).stdout
        #expect((try? JSONSerialization.jsonObject(with: Data(sarif.utf8))) is [String: Any], "\(arguments): SARIF")
    }

    @Test func limitsAreOptions() throws {
        let scratch = try Self.makeScratch(big: ["deep.json", "long-url.json"])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        func run(_ arguments: [String]) -> CommandOutput {
            CLI.run(["--color", "never"] + arguments, context: CommandContext(workingDirectory: scratch))
        }
        // Raised, each limit lets the input through to the next check.
        #expect(run(["routes", "--schema", "schema.json", "deep.json"]).stderr.contains("nesting deeper than 512 levels; --max-depth raises the limit"))
        #expect(
            run(["--max-depth", "2000000", "routes", "--schema", "schema.json", "deep.json"]).stderr
                .hasPrefix("deep.json:1:2: error: a case must be an object, not an array [wrong-type]\n"))
        #expect(
            run(["--max-url-length", "2M", "routes", "--schema", "schema.json", "long-url.json"]).stdout
                .hasSuffix("1 passed, 0 failed\n"))
        let small = run(["--max-file-size", "1K", "routes", "--schema", "schema.json", "long-number.json"])
        #expect(small.status == 2)
        #expect(
            small.stderr.hasPrefix(
                "long-number.json: error: cannot read the table: it is 5091 bytes, over the limit of 1024; --max-file-size raises it [unreadable-file]\n"))
        #expect(
            run(["--max-url-length", "12", "resolve", "--schema", "schema.json", "miapp://orders/1"]).stderr
                == "linkcheck: error: a URL given on the command line: the URL is 16 bytes, over the limit of 12; --max-url-length raises it\n")
        for bad in [["--max-depth", "0"], ["--max-file-size", "0"], ["--max-url-length", "12Q"]] {
            let output = run(bad + ["routes", "table.json"])
            #expect(output.status == 2)
            #expect(output.stderr.hasPrefix("linkcheck: error: --\(bad[0].dropFirst(2)) takes a"))
        }
    }

    /// Root reads every file whatever its mode, so this runs only for other users.
    @Test(.enabled(if: geteuid() != 0, "running as root, which can read a file without read permission"))
    func unreadableFileIsNamed() throws {
        let scratch = try Self.makeScratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        #expect(chmod(scratch + "/table.json", 0) == 0)
        let run = CLI.run(["routes", "--schema", "schema.json", "table.json"], context: CommandContext(workingDirectory: scratch))
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("table.json: error: cannot read the table: permission denied [unreadable-file]\n"))
    }

    /// The same as root, so that CI (which runs as root) checks it too: the real binary run as
    /// `nobody` by util-linux's `setpriv`.
    @Test(.enabled(if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "needs root and setpriv"))
    func unreadableFileIsNamedToAnotherUser() throws {
        let binary = try #require(BinaryTests.binary, "the linkcheck executable was not built")
        let scratch = try Self.makeScratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        #expect(chmod(scratch, 0o755) == 0)
        #expect(chmod(scratch + "/schema.json", 0o644) == 0)
        #expect(chmod(scratch + "/table.json", 0) == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", binary, "routes", "--schema", "schema.json", "table.json"]
        process.currentDirectoryURL = URL(fileURLWithPath: scratch)
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(text.hasPrefix("table.json: error: cannot read the table: permission denied [unreadable-file]\n"), "\(text)")
    }

    @Test func outputNeverReplacesAnInput() throws {
        let scratch = try Self.makeScratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let before = try String(contentsOfFile: scratch + "/table.json", encoding: .utf8)
        for output in ["table.json", "./table.json", "../\((scratch as NSString).lastPathComponent)/table.json"] {
            let run = CLI.run(
                ["routes", "--schema", "schema.json", "table.json", "--output", output],
                context: CommandContext(workingDirectory: scratch))
            #expect(run.status == 2)
            #expect(run.stderr.contains("an input of this run (table.json); linkcheck never writes to its inputs"))
        }
        #expect(try String(contentsOfFile: scratch + "/table.json", encoding: .utf8) == before)
    }

    /// The scratch folder: valid inputs to pair the hostile ones with, the small hostile ones, and
    /// those of `big` (a 100 MB file is written only for the test that reads it).
    static func makeScratch(big: [String] = []) throws -> String {
        let root = GoldenFile.root
        let scratch = NSTemporaryDirectory() + "linkcheck-hostile-" + UUID().uuidString
        let fm = FileManager.default
        try fm.createDirectory(atPath: scratch + "/folder", withIntermediateDirectories: true)
        try fm.copyItem(atPath: root + "/fixtures/routes/app.schema.json", toPath: scratch + "/schema.json")
        let table = try String(contentsOfFile: root + "/fixtures/routes/app.cases.json", encoding: .utf8)
        try table.replacingOccurrences(of: "\"app.schema.json\"", with: "\"schema.json\"")
            .write(toFile: scratch + "/table.json", atomically: true, encoding: .utf8)
        try fm.copyItem(
            atPath: root + "/fixtures/aasa/miapp.com/apple-app-site-association",
            toPath: scratch + "/apple-app-site-association")
        for name in small where name.hasSuffix(".json") && fm.fileExists(atPath: root + "/fixtures/hostile/" + name) {
            try fm.copyItem(atPath: root + "/fixtures/hostile/" + name, toPath: scratch + "/" + name)
        }
        guard mkfifo(scratch + "/fifo.json", 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        let depth = 1_000_000
        if big.contains("deep.json") {
            try Data(repeating: UInt8(ascii: "["), count: depth).appending(Data(repeating: UInt8(ascii: "]"), count: depth))
                .write(to: URL(fileURLWithPath: scratch + "/deep.json"))
        }
        if big.contains("long-url.json") {
            try Data(("[{\"url\": \"miapp://orders/" + String(repeating: "1", count: 1 << 20) + "\", \"expect\": null}]\n").utf8)
                .write(to: URL(fileURLWithPath: scratch + "/long-url.json"))
        }
        if big.contains("big-string.json") {
            try Data(("[{\"url\": \"" + String(repeating: "a", count: 100 << 20) + "\", \"expect\": null}]\n").utf8)
                .write(to: URL(fileURLWithPath: scratch + "/big-string.json"))
        }
        return scratch
    }
}

private extension Data {
    func appending(_ other: Data) -> Data {
        var copy = self
        copy.append(other)
        return copy
    }
}
