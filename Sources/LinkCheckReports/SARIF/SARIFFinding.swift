import LinkCheckCore
import LinkCheckRoutes

/// One result of a SARIF run before it is written: the finding as every format has it, and what
/// makes it the same finding from one run to the next.
struct SARIFFinding {
    /// Rule, severity, message, file and position, the detail (a failing case's diff) and notes.
    var diagnostic: Diagnostic
    /// What the finding is about, without positions, for its fingerprint: a case's URL and
    /// expected destination, a URL or destination from the command line, or else the message
    /// with line and column numbers taken out (`SARIFFingerprint.withoutPositions`).
    var identity: String

    /// A finding whose identity is its message without positions.
    init(_ diagnostic: Diagnostic) {
        self.init(diagnostic, identity: SARIFFingerprint.withoutPositions(diagnostic.message))
    }

    init(_ diagnostic: Diagnostic, identity: String) {
        self.diagnostic = diagnostic
        self.identity = identity
    }
}

/// Entries of a report in its order, of which some are results: a list of findings, or a table's
/// cases, whose failing ones become findings only when they are written. A table of a million
/// cases is walked (once to count, once to write what is kept) and never copied.
struct SARIFSource {
    /// How many entries, results or not (passing cases count here).
    var count: Int
    /// The severity of entry `i`, or `nil` when it is no result (a passing case); makes no message.
    var severity: (Int) -> Severity?
    /// Entry `i` as a finding; asked only of entries that have a severity.
    var finding: (Int) -> SARIFFinding

    /// Each diagnostic, a result with its message as identity.
    static func diagnostics(_ list: [Diagnostic]) -> SARIFSource {
        SARIFSource(count: list.count, severity: { list[$0].severity }, finding: { SARIFFinding(list[$0]) })
    }

    /// The failing cases of a table, each the `case-failed` diagnostic every format prints. A case
    /// is the same finding while its URL and expected destination are: how the app gets it wrong
    /// may change between runs, the alert stays.
    static func cases(_ table: RoutesReport.Table) -> SARIFSource {
        SARIFSource(
            count: table.failures.count, severity: { _ in .error },
            finding: { i in
                let result = table.failures[i]
                let expected = RouteSyntax.destinationLines(result.testCase.expected).joined(separator: "\n")
                return SARIFFinding(table.failure(result), identity: result.testCase.url + "\n" + expected)
            })
    }
}
