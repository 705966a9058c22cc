/// The JSON report of `linkcheck aasa` (SPEC §4): files with diagnostics and URL answers, and the
/// summary.
public enum AASAJSONReporter {
    public static func render(_ report: AASAReport) -> String {
        document(report).render(pretty: true) + "\n"
    }

    public static func document(_ report: AASAReport) -> JSONOutput {
        let files: [JSONOutput] = report.files.map { file in
            .object([
                ("file", .string(file.file)),
                ("diagnostics", .array(file.diagnostics.map(RoutesJSONReporter.diagnostic))),
                ("urls", .array(file.answers.map(answer))),
            ])
        }
        return JSONOutput.object([
            ("files", .array(files)),
            ("diagnostics", .array(report.diagnostics.map(RoutesJSONReporter.diagnostic))),
            ("summary", .object([("errors", .int(report.errors)), ("warnings", .int(report.warnings))])),
        ])
    }

    static func answer(_ a: AASAReport.Answer) -> JSONOutput {
        let outcome: String
        switch a.decision.outcome {
        case .opens: outcome = "opens"
        case .excluded: outcome = "excluded"
        case .notHandled: outcome = "not-handled"
        }
        let decidedBy: JSONOutput = a.decision.rule.map { rule in
            .object([
                ("rule", .string(rule.name)),
                ("pattern", .string(rule.summary)),
                ("line", .int(rule.location.line)),
                ("column", .int(rule.location.column)),
            ])
        } ?? .null
        return .object([
            ("url", .string(a.url)),
            ("appID", .string(a.appID)),
            ("opens", .bool(a.decision.opens)),
            ("outcome", .string(outcome)),
            ("decidedBy", decidedBy),
            ("explanation", .string(a.decision.explanation)),
        ])
    }
}
