import LinkCheckCore
import LinkCheckRoutes

/// The result of `linkcheck routes`: the tables' cases (`RoutesReport`), and the app's Info.plist
/// and entitlements checked against the schemas those tables use. Each configuration check
/// counts as a case in `passed` and `failed`.
public struct RoutesCheckReport: Sendable {
    /// The tables, their cases, coverage and cross-checks, as `RoutesRun` judged them.
    public var routes: RoutesReport
    /// The app's Info.plist and entitlements checked against the tables' schemas (`--info-plist`,
    /// `--entitlements`); empty when the run is not judged.
    public var configuration: [ConfigurationResult]

    /// A routes run and the app's files checked beside it.
    public init(_ routes: RoutesReport, configuration: [ConfigurationResult] = []) {
        self.routes = routes
        self.configuration = configuration
    }

    /// Passing cases of every table, plus passing configuration checks.
    public var passed: Int { routes.passed + configuration.reduce(0) { $0 + $1.passed } }
    /// Failing cases of every table, plus failing configuration checks.
    public var failed: Int { routes.failed + configuration.reduce(0) { $0 + $1.failed } }
    /// Whether loading found an error, so the run cannot be judged.
    public var hasErrors: Bool { routes.hasErrors }
    /// The configuration checks that failed, each a located error, a cause that fails several
    /// checks once.
    public var configurationFailures: [Diagnostic] { configuration.flatMap(\.failures) }
}

extension RoutesCheckReport: CommandReport {
    /// Loading problems, failed configuration checks, cross-check and coverage findings.
    public var findings: [Diagnostic] {
        routes.diagnostics + configurationFailures + routes.checks + (routes.coverage?.findings ?? [])
    }

    /// Cases and configuration checks as passed and failed; loading, cross-check and coverage
    /// findings as errors and warnings (a failed configuration check is counted once, as failed).
    public var summary: Summary {
        var counts = routes.summary
        counts.passed = passed
        counts.failed = failed
        return counts
    }

    /// Unjudged with a loading error, failed with a failing case or configuration check (or
    /// coverage below the minimum, or a cross-check error), else passed.
    public var verdict: Verdict { hasErrors ? .unjudged : failed > 0 || routes.hasCheckFailures ? .failed : .passed }
}
