import LinkCheckCore
import LinkCheckRoutes
import LinkCheckApp

/// What `linkcheck routes` computes: `RoutesRun`, with the app's Info.plist and entitlements
/// checked against every schema the tables use (one app, one Info.plist).
public enum RoutesCheck {
    /// The tables run, the configuration files checked against their schemas; a problem reading
    /// those files is the run's, so an error there leaves the run unjudged like a table's.
    public static func run(
        tables: [String], options: RoutesRun.Options, configuration: ConfigurationFiles,
        files: any FileSource
    ) -> RoutesCheckReport {
        let loaded = RoutesRun.load(tables: tables, options: options, files: files)
        let (results, problems) = ConfigurationRun.run(configuration, schemas: loaded.schemas, limits: options.limits, files: files)
        let routes = RoutesRun.finish(loaded, problems: problems, options: options)
        return RoutesCheckReport(routes, configuration: routes.hasErrors ? [] : results)
    }
}
