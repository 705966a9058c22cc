import LinkCheckCore

/// The results of `linkcheck routes`: per table, each case against its schema.
public struct RoutesReport: Sendable {
    /// One table's cases, run against its schema.
    public struct Table: Sendable {
        /// The table file, as `FileSource.displayName` gives it.
        public var file: String
        /// The schema the cases ran against (the table's `schema`, or `--schema`), as displayed.
        public var schemaFile: String
        /// The schema the cases ran against.
        public var schema: RouteSchema
        /// The failing cases' results, in the table's order (read again from the table as they
        /// are asked for: `CaseResults`).
        public let failures: CaseResults
        /// Every case's result in the table's order, read one at a time.
        public let allResults: AllCaseResults
        /// How many cases the table has.
        public let caseCount: Int

        /// Every case's result, built; counts the passing results once, here.
        public init(file: String, schemaFile: String, schema: RouteSchema, results: [CaseResult]) {
            self.file = file
            self.schemaFile = schemaFile
            self.schema = schema
            self.failures = CaseResults(results.filter { !$0.passed })
            self.allResults = AllCaseResults(results)
            self.caseCount = results.count
            self.passed = results.count(where: \.passed)
        }

        /// A run's cases: the failing ones kept as tape indexes, and how many passed.
        init(file: String, schemaFile: String, schema: RouteSchema, cases: IndexedCases, passed: Int) {
            self.file = file
            self.schemaFile = schemaFile
            self.schema = schema
            self.failures = CaseResults(cases)
            self.allResults = AllCaseResults(cases)
            self.caseCount = cases.table.caseCount
            self.passed = passed
        }

        /// Counted once, at init: a million results are not walked for every summary.
        public let passed: Int
        /// Notes folded under a failing case, by the case's place: findings that follow only from
        /// the same mistake (a `case-not-opened` of a URL that gets no destination either), each
        /// named with its rule, so they are not reported as errors of their own.
        public var folded: [SourceLocation: [String]] = [:]
        /// Cases that did not get their expected destination.
        public var failed: Int { caseCount - passed }
        /// The table's cases as passed and failed.
        public var summary: Summary { Summary(passed: passed, failed: failed) }
    }

    /// In the order the tables were given; `RoutesRun` leaves it empty after a loading error.
    public var tables: [Table]
    /// `--coverage`: what the tables reach of each schema; `nil` when not asked.
    public var coverage: CoverageReport?
    /// Findings of the cross-checks asked for (`--round-trip`): an error fails the run.
    public var checks: [Diagnostic] = []
    /// Problems found while loading (warnings when the run went ahead, errors when it could not).
    public var diagnostics: [Diagnostic]

    /// A report without coverage or cross-checks; `RoutesRun` sets those when asked.
    public init(tables: [Table], diagnostics: [Diagnostic]) {
        self.tables = tables
        self.diagnostics = diagnostics
    }

    /// Passing cases of every table.
    public var passed: Int { tables.reduce(0) { $0 + $1.passed } }
    /// Failing cases of every table.
    public var failed: Int { tables.reduce(0) { $0 + $1.failed } }
    /// Whether loading found an error, so the run cannot be judged.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// A failing case, or coverage below `--min-coverage`, or a cross-check error: exit status 1.
    public var hasFailures: Bool { failed > 0 || hasCheckFailures }
    /// Coverage below `--min-coverage` or a cross-check error: what fails the run besides cases.
    public var hasCheckFailures: Bool { coverage?.belowMinimum == true || checks.contains { $0.severity == .error } }

}

extension RoutesReport: CommandReport {
    /// Loading problems, cross-check and coverage findings.
    public var findings: [Diagnostic] { diagnostics + checks + (coverage?.findings ?? []) }

    /// Cases as passed and failed; loading, cross-check and coverage findings as errors and
    /// warnings.
    public var summary: Summary {
        var counts = Summary(findings: diagnostics + checks + (coverage?.findings ?? []))
        counts.passed = passed
        counts.failed = failed
        return counts
    }

    /// Unjudged with a loading error, failed with a failing case (or coverage below the minimum,
    /// or a cross-check error), else passed.
    public var verdict: Verdict { hasErrors ? .unjudged : hasFailures ? .failed : .passed }
}
