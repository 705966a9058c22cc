import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// The result of `linkcheck check`: the routes and AASA reports of everything the project
/// names, in one.
public struct CheckReport: Sendable {
    /// The project file as messages name it.
    public var project: String
    /// The tables' cases and the app's Info.plist and entitlements checked against their schemas.
    public var routes: RoutesCheckReport
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
    /// Findings an `"ignore"` entry silenced: counted, not shown.
    public var suppressed = 0

    public init(project: String, routes: RoutesCheckReport, aasa: AASAReport, problems: [Diagnostic], strict: Bool) {
        self.project = project
        self.routes = routes
        self.aasa = aasa
        self.problems = problems
        self.strict = strict
    }

    /// Nothing checked: the project file could not be used, for these reasons.
    public init(project: String, notChecked: [Diagnostic]) {
        self.init(
            project: project, routes: RoutesCheckReport(RoutesReport(tables: [], diagnostics: [])), aasa: AASAReport(files: []),
            problems: notChecked, strict: false)
        self.notChecked = notChecked
    }

    public var isUnjudged: Bool { notChecked != nil || problems.hasErrors }

    /// The problems that no part of the report holds, each once: linkcheck.json's own (an
    /// unknown key, an `"ignore"` entry that matches nothing), its URL lists', generated files
    /// that could not be checked, AASA files and projects that could not be read. The routes'
    /// loading problems, also in `problems`, are the routes report's `diagnostics`. Every format
    /// shows these: text on standard error, the others in the report itself.
    public var projectProblems: [Diagnostic] {
        let routes = Set(self.routes.routes.diagnostics)
        return problems.filter { !routes.contains($0) }
    }
}

extension CheckReport: CommandReport {
    /// The problems reading the inputs, then the routes', the AASA files' and the Xcode
    /// project's findings.
    public var findings: [Diagnostic] {
        problems + routes.configurationFailures + routes.routes.checks + (routes.routes.coverage?.findings ?? []) + aasa.allDiagnostics
            + (xcode.map { $0.serving + $0.projects.flatMap(\.diagnostics) } ?? [])
    }

    /// The routes' cases as passed and failed; as errors and warnings, the findings of the AASA
    /// files, the cross-checks (a stale generated file), coverage and the Xcode project (its
    /// sites' serving too), and the problems
    /// that kept inputs from being used (a schema error, a generated entry that could not be
    /// checked). A run that exits 2 never counts 0 errors.
    public var summary: Summary {
        var counts = Summary(
            findings: aasa.allDiagnostics + routes.routes.checks + (routes.routes.coverage?.findings ?? [])
                + (xcode.map { $0.serving + $0.projects.flatMap(\.diagnostics) } ?? []) + problems)
        counts.passed = routes.passed
        counts.failed = routes.failed
        counts.suppressed = suppressed
        return counts
    }

    /// Unjudged when the project or an input could not be used, failed with a failing case or an
    /// error finding (or a warning, when strict), else passed.
    public var verdict: Verdict {
        let counts = summary
        return isUnjudged
            ? .unjudged
            : counts.failed > 0 || counts.errors > 0 || (strict && counts.warnings > 0)
                ? .failed : .passed
    }
}
