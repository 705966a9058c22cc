import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// The JSON report of `linkcheck aasa` (docs/output.md): files with diagnostics and URL answers, and the
/// summary.
public enum AASAJSONReporter {
    public static func render(_ report: AASAReport) -> String {
        var text = ""
        render(report, into: &text)
        return text
    }

    /// The document, written to `out` a few answers at a time.
    public static func render<Out: TextOutputStream>(_ report: AASAReport, into out: inout Out) {
        document(report).write(to: &out, pretty: true)
        out.write("\n")
    }

    public static func document(_ report: AASAReport) -> JSONOutput {
        let files: [JSONOutput] = report.files.map { file in
            var fields: [(String, JSONOutput)] = [
                ("file", .string(file.file)),
                ("diagnostics", .array(file.diagnostics.map(JSONReporter.diagnostic))),
                // Decided and written as JSON a block at a time, each block in slices on every core.
                ("urls", .renderedArray(JSONRenderedElements(count: file.answers.count) { [answers = file.answers] pretty, indent, body in
                    answers.forEachRendered({ slice in JSONOutput.run(slice.lazy.map(answer), pretty: pretty, indent: indent) }, body)
                })),
            ]
            if let served = file.served { fields.append(("served", self.served(served))) }
            if !file.changes.isEmpty {
                fields.append(("changes", .array(file.changes.map { c in
                    .object([("url", .string(c.url)), ("appID", .string(c.appID)),
                             ("site", decision(c.site)), ("cdn", decision(c.cdn))])
                })))
            }
            return .object(fields)
        }
        return JSONOutput.object([
            ("files", .array(files)),
            ("diagnostics", .array(report.diagnostics.map(JSONReporter.diagnostic))),
            ("summary", .object([("errors", .int(report.errors)), ("warnings", .int(report.warnings))])),
        ])
    }

    static func served(_ s: ServedInfo) -> JSONOutput {
        let end: String
        switch s.end {
        case .complete: end = "complete"
        case .overLimit: end = "over-limit"
        case .timedOut: end = "timed-out"
        }
        var fields: [(String, JSONOutput)] = [
            ("url", .string(s.url)),
            ("status", .int(s.status)),
            ("contentType", s.contentType.map(JSONOutput.string) ?? .null),
            ("bytes", .int(s.bytes)),
            ("body", .string(end)),
        ]
        if let same = s.sameAsSite { fields.append(("sameAsSite", .bool(same))) }
        return .object(fields)
    }

    static func answer(_ a: AASAReport.Answer) -> JSONOutput {
        .object([("url", .string(a.url)), ("appID", .string(a.appID))] + decisionFields(a.decision))
    }

    static func decision(_ d: AASADecision) -> JSONOutput {
        .object(decisionFields(d))
    }

    static func decisionFields(_ d: AASADecision) -> [(String, JSONOutput)] {
        let outcome: String
        switch d.outcome {
        case .opens: outcome = "opens"
        case .excluded: outcome = "excluded"
        case .notHandled: outcome = "not-handled"
        }
        let decidedBy: JSONOutput = d.rule.map { rule in
            .object([
                ("rule", .string(rule.name)),
                ("pattern", .string(rule.summary)),
                ("line", .int(rule.location.line)),
                ("column", .int(rule.location.column)),
            ])
        } ?? .null
        return [
            ("opens", .bool(d.opens)),
            ("outcome", .string(outcome)),
            ("decidedBy", decidedBy),
            ("explanation", .string(d.explanation)),
        ]
    }
}
