import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
import LinkCheckCLI
import Testing

/// `--output FILE` replaces the file atomically with the report that would go to stdout.
@Suite struct OutputFileTests {
    @Test func reportGoesToTheFileAndNothingElseIsLeft() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("linkcheck-output-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let report = dir + "/report.json"
        try "old report".write(toFile: report, atomically: true, encoding: .utf8)
        let context = CommandContext(workingDirectory: GoldenFile.root)
        let direct = CLI.run(["routes", "--format", "json", "fixtures/failing/app.cases.json"], context: context)
        let toFile = CLI.run(["routes", "--format", "json", "--output", report, "fixtures/failing/app.cases.json"], context: context)
        #expect(toFile.status == 1)
        #expect(toFile.stdout == "")
        #expect(try String(contentsOfFile: report, encoding: .utf8) == direct.stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["report.json"])
    }

    @Test func anUnwritableReportIsAnError() {
        let out = CLI.run(
            ["routes", "--output", "/nonexistent-dir/report.txt", "fixtures/routes/caseless.cases.json"],
            context: CommandContext(workingDirectory: GoldenFile.root))
        #expect(out.status == 2)
        #expect(out.stderr == "linkcheck: error: cannot write the report to /nonexistent-dir/report.txt: no such file or directory\n")
    }
}
