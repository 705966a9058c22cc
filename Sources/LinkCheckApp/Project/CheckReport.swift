import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// The result of `linkcheck check`: the routes and AASA reports of everything the project
/// names, in one.
public struct CheckReport: Sendable {
    /// The project file as messages name it.
    public var project: String
    public var routes: RoutesReport
    public var aasa: AASAReport
    /// Problems in reading the inputs, errors and warnings, of the project, its tables and
    /// files; any error keeps the run from being judged.
    public var problems: [Diagnostic]
    /// Warnings fail the run too (`"strict": true`).
    public var strict: Bool
    /// The `"xcodeproj"` check, when the project names one.
    public var xcode: XcodeReport?
    /// Nothing was checked: the project file itself could not be used (these are why).
    public var notChecked: [Diagnostic]?

    public init(project: String, routes: RoutesReport, aasa: AASAReport, problems: [Diagnostic], strict: Bool) {
        self.project = project
        self.routes = routes
        self.aasa = aasa
        self.problems = problems
        self.strict = strict
    }

    /// Nothing checked: the project file could not be used, for these reasons.
    public init(project: String, notChecked: [Diagnostic]) {
        self.init(
            project: project, routes: RoutesReport(tables: [], diagnostics: []), aasa: AASAReport(files: []),
            problems: notChecked, strict: false)
        self.notChecked = notChecked
    }

    public var isUnjudged: Bool { notChecked != nil || problems.hasErrors }

    /// Every error of the run: the findings of the AASA files, the cross-checks (a stale generated
    /// file) and the Xcode project, and the problems that kept inputs from being used (a schema
    /// error, a generated entry that could not be checked). A run that exits 2 never counts 0.
    public var errors: Int {
        aasa.errors + routes.checks.count { $0.severity == .error } + (xcode?.projects.flatMap(\.diagnostics).errorCount ?? 0)
            + problems.errorCount
    }
    /// Every warning of the run, counted as `errors` are.
    public var warnings: Int {
        aasa.warnings + routes.checks.count { $0.severity == .warning }
            + (xcode?.projects.flatMap(\.diagnostics).count { $0.severity == .warning } ?? 0) + problems.warningCount
    }

    /// Unjudged when the project or an input could not be used, failed with a failing case or an
    /// error finding (or a warning, when strict), else passed.
    public var verdict: Verdict {
        isUnjudged
            ? .unjudged
            : routes.failed > 0 || errors > 0 || (strict && warnings > 0)
                ? .failed : .passed
    }
}
