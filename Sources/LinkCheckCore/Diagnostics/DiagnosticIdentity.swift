/// What makes two findings the same finding: one rule, one message, at one place in one file. A run
/// that reaches a file through several entries (a schema named by the project and by two `aasa`
/// entries, one AASA file for two domains) finds the same things there each time; each is
/// reported, and counted, once (docs/output.md, "One finding, once").
public struct DiagnosticIdentity: Sendable, Hashable {
    let severity: Severity
    let rule: Rule
    let message: String
    let file: String
    let location: SourceLocation?

    /// The identity of `diagnostic`: its notes and detail do not count.
    public init(_ diagnostic: Diagnostic) {
        severity = diagnostic.severity
        rule = diagnostic.rule
        message = diagnostic.message
        file = diagnostic.file
        location = diagnostic.location
    }
}

/// The findings already reported in a run, so that a later list drops what an earlier one holds.
public struct ReportedFindings: Sendable {
    private var seen: Set<DiagnosticIdentity> = []

    /// Nothing reported yet.
    public init() {}

    /// `list` without the findings reported before (or earlier in `list`), which are then reported.
    public mutating func keepNew(_ list: [Diagnostic]) -> [Diagnostic] {
        list.filter { seen.insert(DiagnosticIdentity($0)).inserted }
    }

    /// Notes `list` as reported, keeping all of it (a list whose entries are counted elsewhere).
    public mutating func note(_ list: [Diagnostic]) {
        for d in list { seen.insert(DiagnosticIdentity(d)) }
    }
}
