import LinkCheckCore

/// What `linkcheck routes` computes, the app's configuration aside: each table and the schema it
/// names read through a `FileSource`, every case run, and, when asked, coverage and round trips.
/// One call, one whole result for every reporter; an app linking this library gets exactly what
/// the command does.
public enum RoutesRun {
    /// What to run besides the cases, as the options of `linkcheck routes` set it.
    public struct Options: Sendable {
        /// `--schema`: used for every table instead of the schema each names.
        public var schemaOverride: String?
        /// Bounds on file size, nesting and URL length.
        public var limits: InputLimits
        /// `--coverage`: what the tables reach of each schema.
        public var coverage: Bool
        /// `--min-coverage`: fail below this percentage (implies `coverage`).
        public var minimumCoverage: Double?
        /// `--round-trip`: every expected destination must have a URL that opens it again.
        public var roundTrip: Bool
        /// How many cores a big table may run on.
        public var cores: Int

        /// Defaults: each table's own schema, the default limits, no coverage, no round trips,
        /// one core.
        public init(
            schemaOverride: String? = nil, limits: InputLimits = .defaults, coverage: Bool = false,
            minimumCoverage: Double? = nil, roundTrip: Bool = false, cores: Int = 1
        ) {
            self.schemaOverride = schemaOverride
            self.limits = limits
            self.coverage = coverage
            self.minimumCoverage = minimumCoverage
            self.roundTrip = roundTrip
            self.cores = cores
        }
    }

    /// The report's diagnostics hold every loading problem; with any error, no table is in the
    /// report (the run is not judged). Tables, and the schemas they name, are read through `files`.
    ///
    ///     let files = MemoryFiles(["cases.json": table, "routes.json": schema])
    ///     let report = RoutesRun.run(tables: ["cases.json"], options: .init(), files: files)
    ///     // report.verdict == .passed when every case opens what it expects
    public static func run(tables paths: [String], options: Options, files: any FileSource) -> RoutesReport {
        finish(load(tables: paths, options: options, files: files), options: options)
    }

    /// The tables read and their cases run, before the run is judged: what a caller that checks
    /// more against the same schemas (the app's Info.plist) holds between the two steps.
    public struct Loaded: Sendable {
        /// The tables that could be used, in the order given.
        public var tables: [RoutesReport.Table]
        /// Every problem found while loading.
        public var diagnostics: [Diagnostic]

        /// The schemas the tables ran against, each once, in the tables' order; none when loading
        /// found an error, since the run will not be judged.
        public var schemas: [RouteSchema] {
            guard !diagnostics.hasErrors else { return [] }
            var seen: Set<String> = []
            return tables.filter { seen.insert($0.schemaFile).inserted }.map(\.schema)
        }
    }

    /// Every table read through `files` and its cases run; nothing judged yet.
    public static func load(tables paths: [String], options: Options, files: any FileSource) -> Loaded {
        var schemas = SchemaCache(files: files, limits: options.limits)
        var diagnostics: [Diagnostic] = []
        var tables: [RoutesReport.Table] = []
        for path in paths {
            // Each table's bytes and parsed document are kept with its results, for the report.
            guard let table = load(path, options: options, files: files, schemas: &schemas, diagnostics: &diagnostics) else { continue }
            tables.append(table)
        }
        return Loaded(tables: tables, diagnostics: diagnostics)
    }

    /// The run judged: `problems` found by the caller's own checks join the loading problems (any
    /// error leaves no table in the report); then coverage and round trips, when asked.
    public static func finish(_ loaded: Loaded, problems: [Diagnostic] = [], options: Options) -> RoutesReport {
        var report = RoutesReport(tables: loaded.tables, diagnostics: Diagnostic.ordered(loaded.diagnostics + problems))
        if report.hasErrors {
            report.tables = []
            return report
        }
        if options.coverage || options.minimumCoverage != nil {
            report.coverage = CoverageReport(schemas: report.linkCoverage(), minimum: options.minimumCoverage)
        }
        if options.roundTrip { report.checks += report.roundTripFindings() }
        return report
    }

    /// The table's cases, run against its schema; or `nil` after reporting why not.
    private static func load(
        _ path: String, options: Options, files: any FileSource, schemas: inout SchemaCache,
        diagnostics: inout [Diagnostic]
    ) -> RoutesReport.Table? {
        let name = files.displayName(path)
        let bytes: [UInt8]
        switch files.read(path) {
        case .failure(let e):
            diagnostics.append(Diagnostic(.error, .unreadableFile, "cannot read the table: \(e.reason)", file: name, at: nil))
            return nil
        case .success(let b): bytes = b
        }
        // Parsed on one core: parsing in slices on several cores made a big table's run no faster;
        // the cases themselves run on every core below.
        let (opened, tableProblems) = TableLoader.open(bytes, file: name, limits: options.limits)
        diagnostics += tableProblems
        guard let opened else { return nil }

        let schemaPath: String
        var reference: (file: String, location: SourceLocation)?
        if let given = options.schemaOverride {
            schemaPath = given
        } else if let named = opened.schemaReference {
            switch files.resolve(named.path, namedBy: path) {
            case .failure(let refusal):
                diagnostics.append(
                    Diagnostic(
                        .error, .outsideProject, "the schema \(SwiftLiteral.clippedString(named.path)) \(refusal.reason)",
                        file: name, at: named.location))
                return nil
            case .success(let resolved):
                schemaPath = resolved
            }
            reference = (name, named.location)
        } else {
            diagnostics.append(
                Diagnostic(
                    .error, .noSchema, "the table names no schema; add \"schema\": \"routes.json\" or pass --schema",
                    file: name, at: nil))
            return nil
        }
        let (schema, schemaProblems) = schemas.load(schemaPath, reference: reference)
        diagnostics += schemaProblems
        guard let schema else { return nil }

        let schemaFile = files.displayName(schemaPath)
        // Each case's tape index is kept rather than its result, which a report reads again when it
        // asks: the table's bytes and tape then live until the report is written, but a result
        // is a destination and its strings against the index's one integer.
        let (cases, passed, caseProblems) = ParallelCases.runIndexed(opened, schema: schema, cores: options.cores)
        diagnostics += caseProblems
        guard let cases else { return nil }
        return RoutesReport.Table(file: name, schemaFile: schemaFile, schema: schema, cases: cases, passed: passed)
    }
}
