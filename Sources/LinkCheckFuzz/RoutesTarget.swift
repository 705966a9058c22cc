import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

extension FuzzTargets {
    static let schemaFile = "fuzz.schema.json"
    static let tableFile = "fuzz.cases.json"

    /// Schema and table loading and matching; the input is `schema NUL table (NUL url)*`. The
    /// table parsed in slices is the serial parse; every diagnostic is located inside its file; the table run in one pass, in slices and case by
    /// case gives the same results; a URL's destination agrees with its links tried one by one;
    /// each destination, written as the JSON report writes it, reads back as an expectation that
    /// passes; every report renders and keeps the promises `ReportChecks` checks.
    public static func routes(_ bytes: [UInt8]) -> FuzzFailure? {
        let inputs = parts(bytes)
        let files = [schemaFile: inputs[0], tableFile: inputs.count > 1 ? inputs[1] : []]
        let (schema, schemaDiagnostics) = SchemaLoader.load(inputs[0], file: schemaFile)
        if let failure = ReportChecks.located(schemaDiagnostics, in: files) { return failure }
        guard let schema else { return nil }

        var urls = inputs.dropFirst(2).map { String(decoding: $0, as: UTF8.self) }
        var tables: [RoutesReport.Table] = []
        var diagnostics = schemaDiagnostics
        if inputs.count > 1 {
            let (opened, tableDiagnostics) = TableLoader.open(inputs[1], file: tableFile)
            diagnostics += tableDiagnostics
            if let opened {
                let (results, caseDiagnostics) = TableLoader.run(opened, schema: schema)
                diagnostics += caseDiagnostics
                if let failure = ReportChecks.located(diagnostics, in: files)
                    ?? FastPathTwins.tableRun(opened, schema: schema)
                {
                    return failure
                }
                if let results {
                    tables.append(.init(file: tableFile, schemaFile: schemaFile, schema: schema, results: results))
                    urls += results.prefix(32).map(\.testCase.url)
                }
            }
        }

        var resolutions: [(String, Resolution)] = []
        for (n, url) in urls.prefix(48).enumerated() {
            let resolution = schema.resolve(url)
            resolutions.append((url, resolution))
            // Link by link costs a resolution per link: a few URLs suffice.
            if let failure = FastPathTwins.urlInput(url, schema: schema)
                ?? TableRuns.pastesBack(url, resolution, schema: schema)
                ?? (n < 8 && schema.links.count <= 64 ? SingleLinks.agree(url, resolution, schema: schema) : nil)
            {
                return failure
            }
        }
        return routesReports(
            RoutesCheckReport(RoutesReport(tables: tables, diagnostics: Diagnostic.ordered(diagnostics))),
            resolutions, schema: schema)
    }

    private static func routesReports(
        _ report: RoutesCheckReport, _ resolutions: [(String, Resolution)],
        schema: RouteSchema
    ) -> FuzzFailure? {
        let routes = CommandResult.routes(report)
        let resolve = CommandResult.resolve(
            ResolveReport(
                schemaFile: schemaFile, schema: schema, diagnostics: report.routes.diagnostics,
                results: resolutions.map { (url: $0.0, resolution: $0.1) }))
        _ = TextReporter().render(routes, options: ReportOptions(style: TextStyle(color: true)))
        _ = TextReporter().render(resolve)
        _ = MarkdownSummary.routes(report)
        return ReportChecks.json(JSONReporter().render(routes), "routes JSON")
            ?? ReportChecks.json(JSONReporter().render(resolve), "resolve JSON")
            ?? ReportChecks.junit(JUnitReporter().render(routes), "routes JUnit")
            ?? ReportChecks.junit(JUnitReporter().render(resolve), "resolve JUnit")
            ?? ReportChecks.github(GitHubReporter().render(routes), "routes GitHub")
            ?? ReportChecks.github(GitHubReporter().render(resolve), "resolve GitHub")
    }
}
