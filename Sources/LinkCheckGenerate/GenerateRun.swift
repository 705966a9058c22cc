import LinkCheckCore
import LinkCheckRoutes

/// What `linkcheck generate` computes: the Swift text, or the diagnostics that stopped it.
public struct GeneratedSource: Sendable {
    /// `nil` when an input could not be read or had an error.
    public var text: String?
    /// Warnings of the inputs, or the errors that stopped generation.
    public var diagnostics: [Diagnostic]

    /// Unjudged when nothing could be generated.
    public var verdict: Verdict { text == nil ? .unjudged : .passed }
}

/// Reads the inputs through a `FileSource` and runs a generator: the only step between files
/// and the pure generators.
public enum GenerateRun {
    /// `generate swift SCHEMA`.
    public static func swift(schema path: String, names: SwiftTypeNames, command: String, limits: InputLimits,
                             files: any FileSource) -> GeneratedSource {
        var schemas = SchemaCache(files: files, limits: limits)
        let (schema, diagnostics) = schemas.load(path)
        guard let schema else { return GeneratedSource(text: nil, diagnostics: diagnostics) }
        return GeneratedSource(text: SwiftParserGenerator.source(for: schema, file: files.displayName(path), names: names, command: command),
                               diagnostics: diagnostics)
    }

    /// `generate tests TABLE...`: the tables are read as `linkcheck routes` reads them, so a table
    /// error stops generation as it stops a run.
    public static func tests(tables paths: [String], schemaOverride: String?, options: TestsGenerator.Options, limits: InputLimits,
                             files: any FileSource) -> GeneratedSource {
        let report = RoutesRun.run(tables: paths, options: RoutesRun.Options(schemaOverride: schemaOverride, limits: limits, cores: 1),
                                   files: files)
        if report.hasErrors { return GeneratedSource(text: nil, diagnostics: report.diagnostics) }
        let tables = report.tables.map { table in
            TestsGenerator.Table(file: table.file, schema: table.schema, cases: table.results.map(\.testCase))
        }
        if let first = tables.first, tables.contains(where: { ($0.schema.tabs == nil) != (first.schema.tabs == nil) }) {
            let problem = Diagnostic(.error, .generateMixedTabs,
                                     "the tables' schemas differ in having tabs, so no one parse signature fits them all; "
                                     + "generate the tests of each schema's tables into their own file",
                                     file: first.file, at: nil)
            return GeneratedSource(text: nil, diagnostics: report.diagnostics + [problem])
        }
        return GeneratedSource(text: TestsGenerator.source(for: tables, options: options), diagnostics: report.diagnostics)
    }
}
