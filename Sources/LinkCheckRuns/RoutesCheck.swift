import LinkCheckCore
import LinkCheckRoutes
import LinkCheckApp

/// What `linkcheck routes` computes: `RoutesRun`, with the app's Info.plist and entitlements
/// checked against every schema the tables use (one app, one Info.plist).
public enum RoutesCheck {
    public static func run(tables: [String], options: RoutesRun.Options, configuration: ConfigurationFiles,
                           files: any FileSource) -> RoutesReport {
        var report = RoutesRun.run(tables: tables, options: options, files: files)
        var seen: Set<String> = []
        let schemas = report.tables.filter { seen.insert($0.schemaFile).inserted }.map(\.schema)
        let (results, problems) = ConfigurationRun.run(configuration, schemas: schemas, limits: options.limits, files: files)
        report.diagnostics = Diagnostic.ordered(report.diagnostics + problems)
        if report.hasErrors {
            report.tables = []
            report.coverage = nil
            report.checks = []
            return report
        }
        report.configuration = results
        return report
    }
}
