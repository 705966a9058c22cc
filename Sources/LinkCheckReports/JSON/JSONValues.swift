import LinkCheckCore
import LinkCheckRoutes

/// The values every JSON report writes the same way: diagnostics, destinations (in the case-table
/// format, so they can be pasted back into a table), links.
extension JSONReporter {
    static func link(_ index: Int, _ table: RoutesReport.Table) -> JSONOutput {
        link(table.schema.links[index])
    }

    /// `{"path", "line", "column"}` of a link, as every JSON report names one.
    static func link(_ l: Link) -> JSONOutput {
        .object([("path", .string(l.path)), ("line", .int(l.location.line)), ("column", .int(l.location.column))])
    }
    public static func destination(_ d: Destination?) -> JSONOutput {
        guard let d else { return .null }
        var fields: [(String, JSONOutput)] = []
        if let tab = d.tab { fields.append(("tab", .string(tab))) }
        fields.append(("stack", .array(d.stack.map(route))))
        return .object(fields)
    }
    static func route(_ r: RouteValue) -> JSONOutput {
        if r.arguments.isEmpty { return .string(r.name) }
        return .object([(r.name, .object(r.arguments.map { ($0.label, value($0.value)) }))])
    }
    static func value(_ v: Value) -> JSONOutput {
        switch v {
        case .int(let x): return .int(x)
        case .double(let x): return x.isFinite ? .double(x) : .string(x.description)
        case .bool(let x): return .bool(x)
        case .uuid(let u): return .string(u.description)
        case .string(let s), .enumCase(let s): return .string(s)
        // In key order, as the table form writes one, so a case can be pasted back.
        case .query(let items): return .object(items.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
        case .none: return .null
        }
    }
    /// Which of a run's counts a `summary` object holds: each command's object keeps the fields
    /// it has always had.
    enum SummaryFields {
        /// `passed`, `failed`: routes and resolve runs.
        case cases
        /// `errors`, `warnings`: AASA and Xcode runs.
        case findings
        /// All four: `check`.
        case all
    }

    /// A `summary` object from the counts the domain computed.
    static func summary(_ counts: Summary, _ fields: SummaryFields) -> JSONOutput {
        let cases: [(String, JSONOutput)] = [("passed", .int(counts.passed)), ("failed", .int(counts.failed))]
        let findings: [(String, JSONOutput)] = [("errors", .int(counts.errors)), ("warnings", .int(counts.warnings))]
        switch fields {
        case .cases: return .object(cases)
        case .findings: return .object(findings)
        // `suppressed` only where a suppression matched, so that output without one is unchanged.
        case .all: return .object(cases + findings + (counts.suppressed > 0 ? [("suppressed", .int(counts.suppressed))] : []))
        }
    }

    public static func diagnostic(_ d: Diagnostic) -> JSONOutput {
        .object([
            ("file", .string(d.file)),
            ("line", d.location.map { .int($0.line) } ?? .null),
            ("column", d.location.map { .int($0.column) } ?? .null),
            ("severity", .string(d.severity.rawValue)),
            ("rule", .string(d.rule.id)),
            ("message", .string(d.message)),
            ("notes", .array(d.notes.map(JSONOutput.string)))
        ])
    }
}
