import Foundation
@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
@testable import LinkCheckApp
@testable import LinkCheckReports
import LinkCheckRoutesFixtures
import Testing

extension ReportFixtures {
    /// The text report's last line, e.g. `1 passed, 6 failed`.
    static func lastLine(_ text: String) -> String {
        text.split(separator: "\n").last.map(String.init) ?? ""
    }

    /// The two numbers of `N passed, N failed` or `N errors, N warnings`.
    static func counts(_ summary: String) -> [Int] {
        summary.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    }
}

/// The fixtures hold what the reporter tests assume, and the reporters' headline for a failing
/// case is the text report's.
@Suite struct JUnitFixtureTests {
    @Test func smallReportHasOnePassAndThreeFailures() throws {
        let report = try ReportFixtures.checked()
        #expect(report.passed == 1)
        #expect(report.failed == 3)
        #expect(RoutesTextReporter().render(report).hasSuffix("1 passed, 3 failed\n"))
    }

    @Test func failureHeadlineIsTheTextReportsHeadline() throws {
        let report = try ReportFixtures.checkedRoutes(["fixtures/failing/app.cases.json", "fixtures/routes/app.cases.json"])
        let text = RoutesTextReporter()
        var checked = 0
        for table in report.routes.tables {
            for r in table.failures {
                let first = text.failure(r, in: table).split(separator: "\n").first.map(String.init)
                let at = r.testCase.location
                #expect(first == "\(table.file):\(at.line):\(at.column): error: \(r.failureHeadline) [case-failed]")
                checked += 1
            }
        }
        #expect(checked == 6)
    }
}

/// AASA reports for the reporter tests.
extension ReportFixtures {
    /// Every file under `fixtures/aasa/broken`, linted, in name order.
    static func brokenAASA() -> AASAReport {
        let dir = root + "/fixtures/aasa/broken"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
        return AASAReport(
            files: names.map { name in
                let path = "fixtures/aasa/broken/" + name
                return AASAReport.File(file: path, diagnostics: AASALoader.load(bytes(path), file: path).diagnostics)
            })
    }

    /// A small AASA file, its findings, and answers for two URLs (one given twice).
    static let aasaJSON = """
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.miapp.app"],
          "components": [{"/": "/orders/*"}, {"/": "/orders/*/x", "exclude": true}]}]}}
        """

    static func smallAASA() throws -> AASAReport {
        let file = "aasa"
        let (loaded, diagnostics) = AASALoader.load(Array(aasaJSON.utf8), file: file)
        let aasa = try #require(loaded)
        let matcher = aasa.compiled()
        let app = "ABCDE12345.com.miapp.app"
        let answers = ["https://miapp.com/orders/1", "https://miapp.com/about", "https://miapp.com/orders/1"].map {
            AASAReport.Answer(url: $0, appID: app, decision: matcher.decide(url: $0, appID: app, domain: nil))
        }
        let caseFinding = Diagnostic(
            .error, .caseNotOpened, "\"https://miapp.com/about\" does not open \(app), but the table expects a destination",
            file: "cases.json", at: SourceLocation(line: 3, column: 5),
            notes: ["no component of details[0] matches \"/about\""])
        return AASAReport(
            files: [
                .init(file: file, diagnostics: diagnostics, answers: AASAAnswers(answers)),
                .init(file: "bad,file:1", diagnostics: [Diagnostic(.error, .jsonSyntax, "unexpected end of input", file: "bad,file:1", at: nil)])
            ],
            diagnostics: [caseFinding])
    }
}
