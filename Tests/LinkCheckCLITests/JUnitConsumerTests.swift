import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
import LinkCheckCLI
import Testing

/// The JUnit XML read back by a real consumer, Python's `junitparser`: its test and failure
/// counts are the text report's. Skipped where `python3` cannot import `junitparser`.
@Suite(.enabled(if: JUnitConsumer.available, "needs python3 with junitparser (pip install junitparser)"))
struct JUnitConsumerTests {

    /// Prints `tests failures errors` from the `<testsuites>` attributes, then the same counted
    /// from the test cases and their results, then how many `(classname, name)` pairs repeat.
    static let script = """
        import sys
        from junitparser import JUnitXml, Failure, Error
        xml = JUnitXml.fromfile(sys.argv[1])
        cases = failures = errors = repeats = 0
        for suite in xml:
            seen = set()
            for case in suite:
                cases += 1
                key = (case.classname, case.name)
                repeats += key in seen
                seen.add(key)
                failures += sum(isinstance(r, Failure) for r in case.result)
                errors += sum(isinstance(r, Error) for r in case.result)
        print(xml.tests, xml.failures, xml.errors, cases, failures, errors, repeats)
        """

    /// `[tests, failures, errors, cases, failed cases, errored cases, repeated names]` as
    /// junitparser reads `xml`.
    static func read(_ xml: String) throws -> [Int] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("linkcheck-junit-\(UUID().uuidString).xml").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try JUnitConsumer.python(["-c", script, path])
        #expect(run.status == 0)
        return run.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
    }

    static func bytes(_ path: String) -> [UInt8] {
        (try? Data(contentsOf: URL(fileURLWithPath: GoldenFile.root + "/" + path))).map { [UInt8]($0) } ?? []
    }

    /// The numbers of the text output's last line (`1 passed, 6 failed`, `19 errors, 26 warnings`).
    static func summary(_ stdout: String) -> [Int] {
        let last = stdout.split(separator: "\n").last ?? ""
        return last.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    }

    @Test(arguments: [
        ["fixtures/failing/app.cases.json"],
        ["fixtures/routes/app.cases.json", "fixtures/routes/caseless.cases.json"],
        ["fixtures/failing/app.cases.json", "fixtures/routes/app.cases.json", "fixtures/failing/app.cases.json"]
    ])
    func routes(_ tables: [String]) throws {
        var loaded: [RoutesReport.Table] = []
        for path in tables {
            let opened = try #require(TableLoader.open(Self.bytes(path), file: path).table)
            let named = try #require(opened.schemaReference).path
            var parts = path.split(separator: "/").dropLast().map(String.init)
            for p in named.split(separator: "/") {
                if p == ".." { parts.removeLast() } else if p != "." { parts.append(String(p)) }
            }
            let schemaPath = parts.joined(separator: "/")
            let schema = try #require(SchemaLoader.load(Self.bytes(schemaPath), file: schemaPath).schema)
            let cases = try #require(TableLoader.cases(of: opened, schema: schema).cases)
            loaded.append(.init(file: path, schemaFile: schemaPath, schema: schema, results: schema.run(cases)))
        }
        let read = try Self.read(JUnitReporter.routes(RoutesCheckReport(RoutesReport(tables: loaded, diagnostics: []))))
        let text = try BinaryTests.run(["routes"] + tables)
        let (passed, failed) = try #require(Self.summary(text.stdout).pairs)
        #expect(read == [passed + failed, failed, 0, passed + failed, failed, 0, 0])
    }

    @Test func aasaBrokenFiles() throws {
        let dir = GoldenFile.root + "/fixtures/aasa/broken"
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        let files = names.map { name in
            let path = "fixtures/aasa/broken/" + name
            return AASAReport.File(file: path, diagnostics: AASALoader.load(Self.bytes(path), file: path).diagnostics)
        }
        let read = try Self.read(JUnitReporter.aasa(AASAReport(files: files)))
        let text = try BinaryTests.run([], shell: "LINKCHECK aasa fixtures/aasa/broken/*")
        let (errors, warnings) = try #require(Self.summary(text.stdout).pairs)
        #expect(read == [errors + warnings, errors, 0, errors + warnings, errors, 0, 0])
    }

    @Test func unjudgedRun() throws {
        let list = [
            Diagnostic(.error, .unknownRoute, "unknown route \"ordr\"", file: "s.json", at: SourceLocation(line: 7, column: 9)),
            Diagnostic(.warning, .linkNeverWins, "link \"/a\" & <b> can never win", file: "s.json", at: SourceLocation(line: 9, column: 5)),
            Diagnostic(.error, .unknownRoute, "unknown route \"ordr\"", file: "s.json", at: SourceLocation(line: 7, column: 9))
        ]
        #expect(try Self.read(JUnitReporter.diagnostics(list, suiteName: "routes")) == [3, 0, 2, 3, 0, 2, 0])
    }

    /// One AASA file that two linkcheck.json entries name (two domains), as junitparser reads the
    /// `check` report: no two suites share a name (a tool keying results by suite name keeps
    /// every case), no test case repeats within its suite, and the counts are the cases'.
    @Test func oneAASAFileForTwoDomainsIsOneSuite() throws {
        let (dir, context) = try OneFindingOnceTests.project { _ in }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let xml = CLI.run(["--format", "junit"], context: context).stdout
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("linkcheck-junit-\(UUID().uuidString).xml").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try JUnitConsumer.python([
            "-c", "import sys\nfrom junitparser import JUnitXml\nfor s in JUnitXml.fromfile(sys.argv[1]): print(s.name)", path
        ])
        let names = run.stdout.split(separator: "\n").map(String.init)
        #expect(names.contains("deeplinks/apple-app-site-association"), "\(names)")
        #expect(Set(names).count == names.count, "two suites share a name: \(names)")
        let read = try Self.read(xml)
        #expect(read.count == 7 && read[0] == read[3] && read[6] == 0, "\(read)")
    }
}

/// `python3` as found on `PATH`, and whether it can import `junitparser`.
enum JUnitConsumer {
    static let available: Bool = {
        guard let run = try? python(["-c", "import junitparser"]) else { return false }
        return run.status == 0
    }()

    static func python(_ arguments: [String]) throws -> (status: Int32, stdout: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

extension Array where Element == Int {
    /// The two numbers of a summary line, when there are exactly two.
    fileprivate var pairs: (Int, Int)? { count == 2 ? (self[0], self[1]) : nil }
}
