import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// Loads tables and their schemas and runs every case: the work of `routes`, shared with `check`.
struct RoutesRun {
    let context: CommandContext

    /// `schemaOverride` replaces the schema each table names (`--schema`). The configuration
    /// files are checked against every schema the tables use: one app, one Info.plist. The
    /// report's diagnostics hold every loading problem; with any error, no table and no
    /// configuration result is in the report.
    func run(tables paths: [String], schemaOverride: String?, configuration: ConfigurationFiles = .none) -> RoutesReport {
        var schemas = SchemaFiles(context: context)
        var diagnostics: [Diagnostic] = []
        var tables: [RoutesReport.Table] = []

        for path in paths {
            let name = CommandContext.displayName(path)
            // The file's bytes and parsed document are released before the cases run.
            guard let (results, schema, schemaPath) = load(path, name: name, schemaOverride: schemaOverride,
                                                         schemas: &schemas, diagnostics: &diagnostics) else { continue }
            tables.append(.init(file: name, schemaFile: CommandContext.displayName(schemaPath), schema: schema, results: results))
        }

        var schemaFiles: Set<String> = []
        let used = tables.filter { schemaFiles.insert($0.schemaFile).inserted }.map(\.schema)
        let (results, problems) = ConfigurationRun(context: context).run(configuration, schemas: used)
        diagnostics += problems

        var report = RoutesReport(tables: tables, configuration: results, diagnostics: Diagnostic.ordered(diagnostics))
        if report.hasErrors {
            report.tables = []
            report.configuration = []
        }
        return report
    }

    /// The table's cases, run, and its schema; or `nil` after reporting why not.
    private func load(_ path: String, name: String, schemaOverride: String?, schemas: inout SchemaFiles,
                      diagnostics: inout [Diagnostic]) -> ([CaseResult], RouteSchema, String)? {
        do {
            let bytes: [UInt8]
            switch context.read(path) {
            case .failure(let e):
                diagnostics.append(Diagnostic(.error, .unreadableFile, "cannot read the table: \(e.reason)", file: name, at: nil))
                return nil
            case .success(let b): bytes = b
            }
            let (opened, tableProblems) = TableLoader.open(bytes, file: name, limits: context.limits)
            diagnostics += tableProblems
            guard let opened else { return nil }

            let schemaPath: String
            var reference: (file: String, location: SourceLocation)?
            if let given = schemaOverride {
                schemaPath = given
            } else if let named = opened.schemaReference {
                switch NamedPath.resolve(named.path, namedBy: path, context: context) {
                case .failure(let refusal):
                    diagnostics.append(Diagnostic(.error, .outsideProject, "the schema \(SwiftLiteral.clippedString(named.path)) \(refusal.reason)",
                                                  file: name, at: named.location))
                    return nil
                case .success(let resolved):
                    schemaPath = resolved
                }
                reference = (name, named.location)
            } else {
                diagnostics.append(Diagnostic(.error, .noSchema, "the table names no schema; add \"schema\": \"routes.json\" or pass --schema", file: name, at: nil))
                return nil
            }
            let (schema, schemaProblems) = schemas.load(schemaPath, reference: reference)
            diagnostics += schemaProblems
            guard let schema else { return nil }

            let (results, caseProblems) = ParallelCases.run(opened, schema: schema)
            diagnostics += caseProblems
            guard let results else { return nil }
            return (results, schema, schemaPath)
        }
    }
}
