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

/// Reads a request's inputs through a `FileSource` and runs its generator: the only step between
/// files and the pure generators.
public enum GenerateRun {
    /// `located` turns a path as written into one to read (linkcheck.json's entries are relative to
    /// its folder); the text cites the paths as written.
    public static func run(
        _ request: GenerateRequest, limits: InputLimits, files: any FileSource,
        located: (String) -> String = { $0 }
    ) -> GeneratedSource {
        switch request.kind {
        case .swift(let schemaPath):
            var schemas = SchemaCache(files: files, limits: limits)
            let (schema, diagnostics) = schemas.load(located(schemaPath))
            guard let schema else { return GeneratedSource(text: nil, diagnostics: diagnostics) }
            let badNames = SwiftNameCheck.schemaProblems(schema, file: located(schemaPath))
            if !badNames.isEmpty { return GeneratedSource(text: nil, diagnostics: Diagnostic.ordered(diagnostics + badNames)) }
            let text = SwiftParserGenerator.source(for: schema, file: request.cited(schemaPath), names: request.names, command: request.command)
            return GeneratedSource(text: text, diagnostics: diagnostics)
        case .tests(let tablePaths, let schemaPath, let module, let testable, let xctest):
            let tableFiles = tablePaths.map(located)
            let report = RoutesRun.run(
                tables: tableFiles,
                options: RoutesRun.Options(schemaOverride: schemaPath.map(located), limits: limits, cores: 1),
                files: files)
            if report.hasErrors { return GeneratedSource(text: nil, diagnostics: report.diagnostics) }
            if let module, let problem = SwiftNameCheck.moduleProblem(module) {
                return GeneratedSource(
                    text: nil, diagnostics: report.diagnostics + [Diagnostic(.error, .generateBadName, problem, file: tableFiles.first ?? "", at: nil)])
            }
            // Each schema once, though many tables may name it.
            var seenSchemas: Set<String> = []
            let badNames = report.tables.filter { seenSchemas.insert($0.schemaFile).inserted }
                .flatMap { SwiftNameCheck.schemaProblems($0.schema, file: $0.schemaFile) }
            if !badNames.isEmpty { return GeneratedSource(text: nil, diagnostics: Diagnostic.ordered(report.diagnostics + badNames)) }
            // The tables as written, in the order given: the report keeps that order.
            let tables = zip(tablePaths, report.tables).map { written, table in
                TestsGenerator.Table(file: written, schema: table.schema, cases: table.allResults.map(\.testCase))
            }
            if let first = tables.first, tables.contains(where: { ($0.schema.tabs == nil) != (first.schema.tabs == nil) }) {
                let problem = Diagnostic(
                    .error, .generateMixedTabs,
                    "the tables' schemas differ in having tabs, so no one parse signature fits them all; "
                        + "generate the tests of each schema's tables into their own file",
                    file: first.file, at: nil)
                return GeneratedSource(text: nil, diagnostics: report.diagnostics + [problem])
            }
            let options = TestsGenerator.Options(
                module: module, testable: testable, framework: xctest ? .xctest : .swiftTesting,
                names: request.names, command: request.command)
            return GeneratedSource(text: TestsGenerator.source(for: tables, options: options), diagnostics: report.diagnostics)
        }
    }
}
