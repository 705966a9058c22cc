import Foundation
import LinkCheck
import LinkCheckCLI
import Testing

/// `--format github` appends a Markdown summary to `$GITHUB_STEP_SUMMARY` when it is set.
@Suite struct StepSummaryTests {
    @Test func githubFormatAppendsTheSummary() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("summary-\(UUID().uuidString).md").path
        try "previous step\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let context = CommandContext(environment: ["GITHUB_STEP_SUMMARY": path], workingDirectory: GoldenFile.root)
        let out = CLI.run(["routes", "--format", "github", "fixtures/failing/app.cases.json"], context: context)
        #expect(out.status == 1)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        let report = RoutesRunFixture.failingReport()
        #expect(written == "previous step\n" + MarkdownSummary.routes(report))
    }

    @Test func otherFormatsLeaveItAlone() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("summary-\(UUID().uuidString).md").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let context = CommandContext(environment: ["GITHUB_STEP_SUMMARY": path], workingDirectory: GoldenFile.root)
        _ = CLI.run(["routes", "fixtures/failing/app.cases.json"], context: context)
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}

/// The report of `fixtures/failing/app.cases.json`, loaded through the library.
enum RoutesRunFixture {
    static func failingReport() -> RoutesReport {
        let root = GoldenFile.root
        let read = { (p: String) in [UInt8](FileManager.default.contents(atPath: root + "/" + p) ?? Data()) }
        let schema = SchemaLoader.load(read("fixtures/routes/app.schema.json"), file: "fixtures/routes/app.schema.json").schema
        guard let schema, let table = TableLoader.open(read("fixtures/failing/app.cases.json"), file: "fixtures/failing/app.cases.json").table,
              let cases = TableLoader.cases(of: table, schema: schema).cases else { return RoutesReport(tables: [], diagnostics: []) }
        return RoutesReport(tables: [.init(file: "fixtures/failing/app.cases.json", schemaFile: "fixtures/routes/app.schema.json",
                                          schema: schema, results: schema.run(cases))], diagnostics: [])
    }
}
