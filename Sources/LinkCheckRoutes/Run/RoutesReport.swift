import LinkCheckCore

/// The results of `linkcheck routes`: per table, each case against its schema.
public struct RoutesReport: Sendable {
    public struct Table: Sendable {
        public var file: String
        public var schemaFile: String
        public var schema: RouteSchema
        public let results: [CaseResult]

        public init(file: String, schemaFile: String, schema: RouteSchema, results: [CaseResult]) {
            self.file = file
            self.schemaFile = schemaFile
            self.schema = schema
            self.results = results
            self.passed = results.count(where: \.passed)
        }

        /// Counted once, at init: a million results are not walked for every summary.
        public let passed: Int
        public var failed: Int { results.count - passed }
    }

    public var tables: [Table]
    /// `--coverage`: what the tables reach of each schema; `nil` when not asked.
    public var coverage: CoverageReport?
    /// Findings of the cross-checks asked for (`--round-trip`): an error fails the run.
    public var checks: [Diagnostic] = []
    /// The app's Info.plist and entitlements checked against the tables' schemas (`--info-plist`,
    /// `--entitlements`); each check counts as a case in `passed` and `failed`.
    public var configuration: [ConfigurationResult]
    /// Problems found while loading (warnings when the run went ahead, errors when it could not).
    public var diagnostics: [Diagnostic]

    public init(tables: [Table], configuration: [ConfigurationResult] = [], diagnostics: [Diagnostic]) {
        self.tables = tables
        self.configuration = configuration
        self.diagnostics = diagnostics
    }

    public var passed: Int { tables.reduce(0) { $0 + $1.passed } + configuration.reduce(0) { $0 + $1.passed } }
    public var failed: Int { tables.reduce(0) { $0 + $1.failed } + configuration.reduce(0) { $0 + $1.failed } }
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// A failing case, or coverage below `--min-coverage`: exit status 1.
    public var hasFailures: Bool {
        failed > 0 || coverage?.belowMinimum == true || checks.contains { $0.severity == .error }
    }

    /// Unjudged with a loading error, failed with a failing case (or coverage below the minimum,
    /// or a cross-check error), else passed.
    public var verdict: Verdict { hasErrors ? .unjudged : hasFailures ? .failed : .passed }
}
