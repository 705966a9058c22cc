import LinkCheckCore
import LinkCheckRoutes
import LinkCheckApp
import LinkCheckReports
import Testing
@testable import LinkCheckCLI

/// The step summary of a long URL list holds a row an answer: it is made only when
/// `$GITHUB_STEP_SUMMARY` names a file to take it (a github run on 1M URLs took 14× the text
/// format's time and 7× the list's memory when it was made for nothing).
@Suite struct StepSummaryCostTests {
    /// Counts the summaries asked of it.
    final class CountingReporter: Reporter, Sendable {
        private let asked = Locked(0)
        var count: Int { asked.withLock { $0 } }
        func render<Out: TextOutputStream>(_ result: CommandResult, options: ReportOptions, into out: inout Out) {}
        func stepSummary(_ result: CommandResult) -> String? {
            asked.withLock { $0 += 1 }
            return "# summary\n"
        }
    }

    @Test func theSummaryIsMadeOnlyForAFileThatTakesIt() {
        let result = CommandResult.routes(RoutesCheckReport(RoutesReport(tables: [], diagnostics: [])))
        let options = OutputOptions(ParsedArguments(command: "routes", values: ["format": ["github"]]), CommandContext())
        let reporter = CountingReporter()
        for environment in [[:], ["GITHUB_STEP_SUMMARY": ""]] {
            options.appendStepSummary(of: result, by: reporter, context: CommandContext(environment: environment), to: OutputStream())
        }
        #expect(reporter.count == 0)
    }
}
