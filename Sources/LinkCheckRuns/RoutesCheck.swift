import LinkCheckCore
import LinkCheckRoutes
import LinkCheckApp

/// What `linkcheck routes` computes: `RoutesRun`, with the app's Info.plist and entitlements
/// checked against every schema the tables use (one app, one Info.plist).
public enum RoutesCheck {
    public static func run(
        tables: [String], options: RoutesRun.Options, configuration: ConfigurationFiles,
        files: any FileSource
    ) -> RoutesReport {
        RoutesRun.run(tables: tables, options: options, files: files) { schemas in
            ConfigurationRun.run(configuration, schemas: schemas, limits: options.limits, files: files)
        }
    }
}
