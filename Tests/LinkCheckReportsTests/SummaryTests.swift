import Foundation
import LinkCheckAASA
import LinkCheckApp
import LinkCheckCore
import LinkCheckReports
import LinkCheckRoutes
import LinkCheckRoutesFixtures
import Testing

/// The counts come from the domain: every format prints the one `Summary` the report computed,
/// and none counts for itself.
@Suite struct SummaryTests {
    /// A `check` run with one passing and three failing cases, a warning about an AASA file and
    /// a warning about the project file itself.
    static func checkReport() throws -> CheckReport {
        let aasa = AASAReport(files: [
            .init(file: "aasa.json", diagnostics: [Diagnostic(.warning, .jsonExtension, "named .json", file: "aasa.json", at: nil)])
        ])
        let problems = [
            Diagnostic(.warning, .unknownKey, "unknown key \"colour\"", file: "linkcheck.json", at: SourceLocation(line: 1, column: 2))
        ]
        return CheckReport(project: "linkcheck.json", routes: try ReportFixtures.checked(), aasa: aasa, problems: problems, strict: false)
    }

    @Test func checkCountsEveryWarningOnce() throws {
        let report = try Self.checkReport()
        #expect(report.summary == Summary(passed: 1, failed: 3, errors: 0, warnings: 2))
        #expect(CommandResult.check(report).summary == report.summary)
        #expect(report.verdict == .failed)
    }

    /// The GitHub log's last line once left out the project's own warnings that the text report
    /// counts.
    @Test func checkSummaryLineIsTheSameInTextAndGitHub() throws {
        let result = CommandResult.check(try Self.checkReport())
        let line = "1 passed, 3 failed, 0 errors, 2 warnings"
        #expect(ReportFixtures.lastLine(TextReporter().render(result)) == line)
        #expect(ReportFixtures.lastLine(GitHubReporter().render(result)) == line)
    }

    @Test func checkJSONSummaryIsTheDomains() throws {
        let json = JSONReporter().render(.check(try Self.checkReport()))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["passed": 1, "failed": 3, "errors": 0, "warnings": 2])
    }

    /// `--strict` travels in the report, so the verdict is the domain's and not the command's.
    @Test func aasaStrictnessIsPartOfTheReport() {
        let files: [AASAReport.File] = [
            .init(file: "aasa", diagnostics: [Diagnostic(.warning, .jsonExtension, "named .json", file: "aasa", at: nil)])
        ]
        #expect(AASAReport(files: files).verdict == .passed)
        #expect(AASAReport(files: files, strict: true).verdict == .failed)
        #expect(AASAReport(files: files, strict: true).summary == Summary(warnings: 1))
    }

    /// A `more-problems` line counts the problems it stands for.
    @Test func omittedProblemsAreCounted() {
        var omitted = Diagnostic(.error, .moreProblems, "97 more problems", file: "s.json", at: nil)
        omitted.count = 97
        let report = RoutesReport(tables: [], diagnostics: [Diagnostic(.error, .jsonSyntax, "x", file: "s.json", at: nil), omitted])
        #expect(report.summary == Summary(errors: 98))
    }
}
