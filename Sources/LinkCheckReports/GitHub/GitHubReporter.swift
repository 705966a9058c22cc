import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// GitHub Actions workflow commands (docs/output.md): an `::error` or `::warning` annotation per finding,
/// with file, line and column, then a plain summary line for the log.
///
/// Only findings are written: text from files and URLs reaches the log inside escaped command
/// data and nowhere else, because the runner also reads legacy `##[command]` anywhere in a plain
/// line.
public struct GitHubReporter: Reporter {
    public init() {}

    /// Loading warnings, an `::error` per failing case (the headline, then the legend, diff, why
    /// nil or by link, and note on the following lines), an `::error` per failed configuration
    /// check, and `N passed, N failed`. A report with
    /// errors was not judged; it renders as `diagnostics(_:)`.
    public static func routes(_ report: RoutesCheckReport) -> String {
        var text = ""
        routes(report, into: &text)
        return text
    }

    public static func routes<Out: TextOutputStream>(_ report: RoutesCheckReport, into out: inout Out) {
        if report.hasErrors { return out.write(diagnostics(report.routes.diagnostics)) }
        routesAnnotations(report, into: &out)
        for check in report.routes.checks { out.write(GitHubCommand.annotation(check)) }
        if let coverage = report.routes.coverage {
            for finding in coverage.findings { out.write(GitHubCommand.annotation(finding)) }
            for c in coverage.schemas {
                out.write(
                    GitHubCommand.annotation(
                        .notice, file: Display.path(c.schemaFile), title: "coverage",
                        message: "cases reach \(c.exercisedLinks) of \(c.casesPerLink.count) links (\(c.percentText))"))
            }
        }
        let counts = report.summary
        out.write("\(counts.passed) passed, \(counts.failed) failed\n")
    }

    /// `check`: linkcheck.json's own findings, the routes annotations, then the AASA, coverage and
    /// Xcode ones (the sites' serving too): every finding the summary counts. Then one summary
    /// line, `N passed, N failed, N errors, N warnings` (`, N suppressed` when a suppression matched).
    public static func check(_ report: CheckReport) -> String {
        var text = ""
        check(report, into: &text)
        return text
    }

    public static func check<Out: TextOutputStream>(_ report: CheckReport, into out: inout Out) {
        let (routes, aasa, xcode) = (report.routes, report.aasa, report.xcode)
        if report.problems.hasErrors { return out.write(diagnostics(report.problems)) }
        for finding in report.projectProblems { out.write(GitHubCommand.annotation(finding)) }
        routesAnnotations(routes, into: &out)
        for finding in aasa.files.flatMap(\.diagnostics) + aasa.diagnostics { out.write(GitHubCommand.annotation(finding)) }
        // A stale generated file is a check of the routes: counted with the errors.
        for finding in routes.routes.checks + (routes.routes.coverage?.findings ?? []) { out.write(GitHubCommand.annotation(finding)) }
        let xcodeFindings = (xcode?.serving ?? []) + (xcode?.projects.flatMap(\.diagnostics) ?? [])
        for finding in xcodeFindings { out.write(GitHubCommand.annotation(finding)) }
        let counts = report.summary
        out.write("\(counts.passed) passed, \(counts.failed) failed, \(summary(counts))")
    }

    static func routesAnnotations<Out: TextOutputStream>(_ checked: RoutesCheckReport, into out: inout Out) {
        let (report, text) = (checked.routes, RoutesTextReporter(style: .plain))
        for d in report.diagnostics { out.write(GitHubCommand.annotation(d)) }
        for table in report.tables {
            for r in table.failures {
                // The block's first line is the located headline; the annotation carries the
                // location in its properties and the headline alone as the first message line.
                let detail = text.failure(r, in: table).split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
                let message = ([r.failureHeadline] + detail.map(String.init)).joined(separator: "\n")
                out.write(
                    GitHubCommand.annotation(
                        .error, file: Display.path(table.file), line: r.testCase.location.line,
                        col: r.testCase.location.column, title: Rule.caseFailed.id,
                        message: JUnitReporter.chomp(message)))
            }
        }
        for failure in checked.configurationFailures { out.write(GitHubCommand.annotation(failure)) }
    }

    /// An `::error` per URL that gets no destination (the command's exit-1 condition), with the
    /// reason and the closest link, and `N resolved, N unresolved`. URLs come from the command
    /// line, so the annotations name no file.
    public static func resolve(_ report: ResolveReport, schema: RouteSchema) -> String {
        var out = ""
        let schemaFile = report.schemaFile
        for (url, resolution) in report.results {
            guard case .none(let why) = resolution else { continue }
            var message = "\(Display.text(url)) gets no destination: \(Display.escaped(why.message))"
            if let index = why.closestLink { message += "\nclosest link: " + ResolveTextReporter.link(index, schema, schemaFile) }
            out += GitHubCommand.annotation(.error, file: nil, title: Rule.noDestination.id, message: message)
        }
        let counts = report.summary
        return out + "\(counts.passed) resolved, \(counts.failed) unresolved\n"
    }

    /// An annotation per lint finding of each file, then per finding about the files' URLs (table
    /// cases that do not open), and `N errors, N warnings`. URL answers are not findings and are
    /// left to the text and JSON formats.
    public static func aasa(_ report: AASAReport) -> String {
        var text = ""
        aasa(report, into: &text)
        return text
    }

    public static func aasa<Out: TextOutputStream>(_ report: AASAReport, into out: inout Out) {
        for finding in report.files.flatMap(\.diagnostics) + report.diagnostics { out.write(GitHubCommand.annotation(finding)) }
        out.write(summary(report.summary))
    }

    /// For a run that could not be judged, or any list of findings: an annotation each, then
    /// `N errors, N warnings`. A diagnostic without a location gets neither `line` nor `col`.
    public static func diagnostics(_ list: [Diagnostic]) -> String {
        list.map(GitHubCommand.annotation).joined()
            + summary(Summary(findings: list))
    }

    /// `1 error, 2 warnings`, and `, 1 suppressed` when a suppression matched: worded as the
    /// text report's last line.
    static func summary(_ counts: Summary) -> String {
        Plural.errorsAndWarnings(counts.errors, counts.warnings) + (counts.suppressed > 0 ? ", \(counts.suppressed) suppressed" : "") + "\n"
    }
}

extension GitHubReporter {
    public func render<Out: TextOutputStream>(_ result: CommandResult, options: ReportOptions, into out: inout Out) {
        switch result {
        case .routes(let report):
            Self.routes(report, into: &out)
        case .resolve(let report):
            guard let schema = report.schema else { return out.write(Self.diagnostics(report.diagnostics)) }
            out.write(Self.resolve(report, schema: schema))
        case .url(let report):
            guard report.schema != nil else { return out.write(Self.diagnostics(report.diagnostics)) }
            guard report.problems.isEmpty else { return }
            out.write(Self.url(report))
        case .aasa(let report, _):
            if report.isUnjudged { return out.write(Self.diagnostics(report.inputProblems)) }
            Self.aasa(report, into: &out)
        case .check(let report):
            guard report.notChecked == nil else { return }
            Self.check(report, into: &out)
        case .xcode(let report):
            out.write(XcodeGitHubReporter.github(report))
        case .trace(let report):
            // Each failing URL's answer, as an annotation at its located reason, written as the
            // URLs are followed.
            out.write((report.problems + report.badLines).map(GitHubCommand.annotation).joined())
            report.traces.forEachRendered({ _, traces in
                traces.compactMap { $0.reported.map(GitHubCommand.annotation) }.joined()
            }) { out.write($0) }
            // The last line, worded as the text report's.
            let counts = report.summary
            out.write("\(counts.passed) passed, \(counts.failed) failed, \(Plural.errorsAndWarnings(counts.errors, counts.warnings))\n")
        }
    }

    public func stepSummary(_ result: CommandResult) -> String? { Self.stepSummary(result) }

    /// The Markdown for `$GITHUB_STEP_SUMMARY`, for the results that have one.
    public static func stepSummary(_ result: CommandResult) -> String? {
        switch result {
        case .routes(let report): return MarkdownSummary.routes(report)
        case .aasa(let report, _): return MarkdownSummary.aasa(report)
        case .check(let report):
            guard report.notChecked == nil else { return nil }
            return MarkdownSummary.routes(report.routes) + "\n" + MarkdownSummary.aasa(report.aasa)
        case .resolve, .url, .xcode, .trace: return nil
        }
    }
}
