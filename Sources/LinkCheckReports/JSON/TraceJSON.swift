import LinkCheckCore
import LinkCheckApp

/// `trace --format json`: each URL with its steps (name, status, summary, details and, for a
/// failed step, its finding), the answer's step name, and the summary. The URLs are written as
/// they are followed, so a long list is never held.
enum TraceJSONReporter {
    static func json(_ report: TraceReport) -> JSONOutput {
        let traces = report.traces
        return .object([
            ("configuration", report.configuration.map(JSONOutput.string) ?? .null),
            // Made one at a time by index: a `lazy.map` here was taken for the eager `map`, which
            // is Sendable, and held every URL's trace (85 times the list's size).
            ("urls", .lazyArray(JSONLazyElements(count: traces.count) { trace(traces[$0]) })),
            ("diagnostics", .array((report.problems + report.badLines).map(JSONReporter.diagnostic))),
            ("summary", JSONReporter.summary(report.summary, .all))
        ])
    }

    @Sendable static func trace(_ trace: TraceReport.Trace) -> JSONOutput {
        .object([
            ("url", .string(trace.url)),
            ("answer", trace.answer.map { .string($0.name.rawValue) } ?? .null),
            (
                "steps",
                .array(
                    trace.steps.map { step in
                        .object([
                            ("name", .string(step.name.rawValue)), ("status", .string(step.outcome.rawValue)),
                            ("summary", .string(step.summary)), ("details", .array(step.details.map(JSONOutput.string))),
                            ("finding", step.finding.map(JSONReporter.diagnostic) ?? .null)
                        ])
                    })
            )
        ])
    }
}
