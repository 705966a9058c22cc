import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// The JSON report of `linkcheck routes` (docs/output.md): every table and case, and the summary.
/// Destinations are written in the table's own format, so a case can be pasted back into a table.
public enum RoutesJSONReporter {
    public static func render(_ report: RoutesCheckReport) -> String {
        var text = ""
        render(report, into: &text)
        return text
    }

    /// The document, written to `out` a few cases at a time.
    public static func render<Out: TextOutputStream>(_ report: RoutesCheckReport, into out: inout Out) {
        document(report).write(to: &out, pretty: true)
        out.write("\n")
    }

    public static func document(_ checked: RoutesCheckReport) -> JSONOutput {
        let report = checked.routes
        let tables: [JSONOutput] = report.tables.map { table in
            .object([
                ("file", .string(table.file)),
                ("schema", .string(table.schemaFile)),
                ("cases", .lazyArray(JSONLazyElements(count: table.caseCount, table.allResults) { caseOutput($0, table) })),
                ("summary", JSONReporter.summary(table.summary, .cases))
            ])
        }
        var fields: [(String, JSONOutput)] = [
            ("tables", .array(tables)),
            ("configuration", .array(checked.configuration.map(configuration))),
            ("diagnostics", .array(report.diagnostics.map(JSONReporter.diagnostic)))
        ]
        if let coverage = report.coverage { fields.append(("coverage", Self.coverage(coverage))) }
        if !report.checks.isEmpty { fields.append(("checks", .array(report.checks.map(JSONReporter.diagnostic)))) }
        fields.append(("summary", JSONReporter.summary(checked.summary, .cases)))
        return JSONOutput.object(fields)
    }

    /// Per schema: links, how many cases reach, the percentage, whether it meets the minimum,
    /// and the links and routes left out.
    static func coverage(_ report: CoverageReport) -> JSONOutput {
        .array(
            report.schemas.map { c in
                .object([
                    ("schema", .string(c.schemaFile)),
                    ("links", .int(c.casesPerLink.count)),
                    ("reached", .int(c.exercisedLinks)),
                    ("percent", .double(c.percent)),
                    ("minimum", report.minimum.map { .double($0) } ?? .null),
                    ("belowMinimum", .bool(report.isBelowMinimum(c))),
                    ("unreachedLinks", .array(c.unexercisedLinks.map(JSONReporter.link))),
                    ("unproducedRoutes", .array(c.unproducedRoutes.map { .string($0.name) }))
                ])
            })
    }

    /// `{"file", "kind", "checks": [{"check", "value", "status", "diagnostic"}], "summary"}`.
    static func configuration(_ result: ConfigurationResult) -> JSONOutput {
        let checks: [JSONOutput] = result.checks.map { check in
            .object([
                ("check", .string(check.subject.kind)),
                ("value", .string(check.subject.value)),
                ("status", .string(check.failure == nil ? "pass" : "fail")),
                ("diagnostic", check.failure.map(JSONReporter.diagnostic) ?? .null)
            ])
        }
        return .object([
            ("file", .string(result.file)),
            ("kind", .string(result.kind.rawValue)),
            ("checks", .array(checks)),
            ("summary", JSONReporter.summary(result.summary, .cases))
        ])
    }

    static func caseOutput(_ r: CaseResult, _ table: RoutesReport.Table) -> JSONOutput {
        var fields: [(String, JSONOutput)] = [
            ("url", .string(r.testCase.url)),
            ("line", .int(r.testCase.location.line)),
            ("column", .int(r.testCase.location.column)),
            ("status", .string(r.passed ? "pass" : "fail")),
            ("expected", JSONReporter.destination(r.testCase.expected)),
            ("actual", JSONReporter.destination(r.actual.destination))
        ]
        switch r.actual {
        case .destination(_, let index):
            fields.append(("reason", .null))
            fields.append(("link", JSONReporter.link(index, table)))
        case .none(let why):
            fields.append(("reason", .string(why.message)))
            fields.append(("link", why.closestLink.map { JSONReporter.link($0, table) } ?? .null))
        }
        if let note = r.testCase.note { fields.append(("note", .string(note))) }
        // What follows from the same mistake, folded under the failing case (present when there is some).
        if !r.passed, let folded = table.folded[r.testCase.location] { fields.append(("folded", .array(folded.map(JSONOutput.string)))) }
        return .object(fields)
    }

}
