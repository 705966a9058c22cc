import LinkCheckCore

/// What `linkcheck resolve` computes: the destination of each URL under one schema, with the link
/// that gave it or why there is none.
public struct ResolveReport: Sendable {
    /// The schema file, as `FileSource.displayName` gives it.
    public var schemaFile: String
    /// `nil` when the schema could not be loaded; `diagnostics` say why.
    public var schema: RouteSchema?
    /// From loading the schema: its warnings, or the errors that stopped the run.
    public var diagnostics: [Diagnostic]
    /// Each URL in the order given, with what it resolves to; empty when the schema could
    /// not be loaded.
    public var results: [(url: String, resolution: Resolution)]

    /// A report of resolutions already made; `run` makes them from a schema file.
    public init(schemaFile: String, schema: RouteSchema?, diagnostics: [Diagnostic], results: [(url: String, resolution: Resolution)]) {
        self.schemaFile = schemaFile
        self.schema = schema
        self.diagnostics = diagnostics
        self.results = results
    }

    /// Loads the schema at `schemaPath` and resolves each URL.
    public static func run(schema schemaPath: String, urls: [String], limits: InputLimits, files: any FileSource) -> ResolveReport {
        var schemas = SchemaCache(files: files, limits: limits)
        let (schema, diagnostics) = schemas.load(schemaPath)
        let results = schema.map { s in urls.map { (url: $0, resolution: s.resolve($0)) } } ?? []
        return ResolveReport(schemaFile: files.displayName(schemaPath), schema: schema, diagnostics: diagnostics, results: results)
    }
}

/// What `linkcheck url` computes: the canonical URL of each destination under one schema (the
/// parser run backwards), or why no URL restores it.
public struct URLReport: Sendable {
    /// A destination that could be read, and the URL that opens it again.
    public struct Result: Sendable {
        /// The destination as the user wrote it.
        public var text: String
        /// The destination, its values typed by the schema.
        public var destination: Destination
        /// The URL that restores the destination, or why none does.
        public var url: CanonicalURL
    }

    /// A destination that cannot be read: its position among the arguments (1-based) and why.
    public struct Problem: Sendable, Equatable {
        /// The destination's position among the arguments, 1-based.
        public var index: Int
        /// 1-based column in the destination's text, in Unicode scalars.
        public var column: Int
        /// One lower-case sentence without a trailing period.
        public var message: String
    }

    /// The schema file, as `FileSource.displayName` gives it.
    public var schemaFile: String
    /// `nil` when the schema could not be loaded; `diagnostics` say why.
    public var schema: RouteSchema?
    /// From loading the schema: its warnings, or the errors that stopped the run.
    public var diagnostics: [Diagnostic]
    /// One per destination that could be read, in the order given (the text report shows them
    /// even when another could not be read; the machine formats, for an unjudged run, do not).
    public var results: [Result]
    /// Destinations that could not be read; any keeps the run from being judged.
    public var problems: [Problem]

    /// Loads the schema at `schemaPath` and reads and inverts each destination.
    public static func run(schema schemaPath: String, destinations: [String], limits: InputLimits, files: any FileSource) -> URLReport {
        var schemas = SchemaCache(files: files, limits: limits)
        let (loaded, diagnostics) = schemas.load(schemaPath)
        var report = URLReport(schemaFile: files.displayName(schemaPath), schema: loaded, diagnostics: diagnostics, results: [], problems: [])
        guard let schema = loaded else { return report }
        let parser = DestinationParser(schema: schema)
        for (n, text) in destinations.enumerated() {
            switch parser.parse(text) {
            case .failure(let problem):
                report.problems.append(Problem(index: n + 1, column: problem.column, message: problem.message))
            case .success(let destination):
                report.results.append(Result(text: text, destination: destination, url: schema.canonicalURL(for: destination)))
            }
        }
        return report
    }
}

extension ResolveReport: CommandReport {
    /// The schema's loading problems; a URL without a destination is counted, not a finding.
    public var findings: [Diagnostic] { diagnostics }

    /// URLs that resolved as passed, URLs with no destination as failed.
    public var summary: Summary {
        var counts = Summary(findings: diagnostics)
        counts.failed = results.count { $0.resolution.destination == nil }
        counts.passed = results.count - counts.failed
        return counts
    }

    /// Failed when some URL gets no destination, so a script can ask "does this open the app?".
    public var verdict: Verdict {
        guard schema != nil else { return .unjudged }
        return results.contains { $0.resolution.destination == nil } ? .failed : .passed
    }
}

extension URLReport: CommandReport {
    /// The schema's loading problems; a destination that could not be read is in `problems`.
    public var findings: [Diagnostic] { diagnostics }

    /// Destinations a URL restores as passed, the others as failed; a destination that could
    /// not be read is an error.
    public var summary: Summary {
        var counts = Summary(findings: diagnostics)
        counts.errors += problems.count
        counts.failed = results.count { if case .unrestorable = $0.url { true } else { false } }
        counts.passed = results.count - counts.failed
        return counts
    }

    /// Unjudged when the schema or a destination could not be read, failed when some destination
    /// has no URL that restores it, else passed.
    public var verdict: Verdict {
        guard schema != nil, problems.isEmpty else { return .unjudged }
        return summary.failed > 0 ? .failed : .passed
    }
}
