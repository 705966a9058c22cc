import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// `--format json`: one document per run, with every result and the summary. Big arrays (cases,
/// answers) are written as they are made.
public struct JSONReporter: Reporter {
    public init() {}

    public func render<Out: TextOutputStream>(_ result: CommandResult, options: ReportOptions, into out: inout Out) {
        switch result {
        case .routes(let report):
            RoutesJSONReporter.render(report, into: &out)
        case .resolve(let report):
            guard let schema = report.schema else { return out.write(Self.unjudged("urls", report.diagnostics)) }
            out.write(Self.resolve(report.results, schema: schema, schemaFile: report.schemaFile, diagnostics: report.diagnostics))
        case .url(let report):
            guard let schema = report.schema else { return out.write(Self.unjudged("destinations", report.diagnostics)) }
            guard report.problems.isEmpty else { return }
            out.write(Self.url(report.results, schema: schema, schemaFile: report.schemaFile, diagnostics: report.diagnostics))
        case .aasa(let report, _):
            AASAJSONReporter.render(report, into: &out)
        case .xcode(let report):
            XcodeJSONReporter.json(report).write(to: &out, pretty: true)
            out.write("\n")
        case .trace(let report):
            TraceJSONReporter.json(report).write(to: &out, pretty: true)
            out.write("\n")
        case .check(let report):
            guard report.notChecked == nil else { return }
            JSONOutput.object([
                ("project", .string(report.project)),
                ("routes", RoutesJSONReporter.document(report.routes)),
                ("aasa", AASAJSONReporter.document(report.aasa)),
                ("xcode", report.xcode.map(XcodeJSONReporter.json) ?? .null),
                // What the summary counts that no part above holds: linkcheck.json's own findings.
                ("diagnostics", .array(report.projectProblems.map(JSONReporter.diagnostic))),
                (
                    "summary",
                    JSONReporter.summary(report.summary, .all)
                )
            ]).write(to: &out, pretty: true)
            out.write("\n")
        }
    }

    /// A run whose schema could not be loaded: no results, and why.
    static func unjudged(_ resultsKey: String, _ diagnostics: [Diagnostic]) -> String {
        JSONOutput.object([
            (resultsKey, .array([])),
            ("diagnostics", .array(diagnostics.map(diagnostic)))
        ]).render(pretty: true) + "\n"
    }
}
