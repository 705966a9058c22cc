/// GitHub Actions workflow commands (SPEC §4): an `::error` or `::warning` annotation per finding,
/// with file, line and column, then a plain summary line for the log.
///
/// Only findings are written: text from files and URLs reaches the log inside escaped command
/// data and nowhere else, because the runner also reads legacy `##[command]` anywhere in a plain
/// line.
public enum GitHubReporter {
    /// Loading warnings, an `::error` per failing case (the headline, then the legend, diff, why
    /// nil or by link, and note on the following lines), an `::error` per failed configuration
    /// check, and `N passed, N failed`. A report with
    /// errors was not judged; it renders as `diagnostics(_:)`.
    public static func routes(_ report: RoutesReport) -> String {
        if report.hasErrors { return diagnostics(report.diagnostics) }
        var out = routesAnnotations(report) + report.checks.map(GitHubCommand.annotation).joined()
        if let coverage = report.coverage {
            out += coverage.findings.map(GitHubCommand.annotation).joined()
            for c in coverage.schemas {
                out += GitHubCommand.annotation(.notice, file: Display.path(c.schemaFile), title: "coverage",
                                                message: "cases reach \(c.exercisedLinks) of \(c.casesPerLink.count) links (\(c.percentText))")
            }
        }
        return out + "\(report.passed) passed, \(report.failed) failed\n"
    }

    /// `check`: the routes annotations, then the AASA ones, and one summary line
    /// `N passed, N failed, N errors, N warnings`.
    public static func check(routes: RoutesReport, aasa: AASAReport, problems: [Diagnostic]) -> String {
        if problems.contains(where: { $0.severity == .error }) { return diagnostics(problems) }
        let findings = (aasa.files.flatMap(\.diagnostics) + aasa.diagnostics).map(GitHubCommand.annotation).joined()
        let e = aasa.errors, w = aasa.warnings
        return routesAnnotations(routes) + findings
            + "\(routes.passed) passed, \(routes.failed) failed, \(e) \(e == 1 ? "error" : "errors"), \(w) \(w == 1 ? "warning" : "warnings")\n"
    }

    static func routesAnnotations(_ report: RoutesReport) -> String {
        let text = RoutesTextReporter(style: .plain)
        var out = report.diagnostics.map(GitHubCommand.annotation).joined()
        for table in report.tables {
            for r in table.results where !r.passed {
                // The block's first line is the located headline; the annotation carries the
                // location in its properties and the headline alone as the first message line.
                let detail = text.failure(r, in: table).split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
                let message = ([r.failureHeadline] + detail.map(String.init)).joined(separator: "\n")
                out += GitHubCommand.annotation(.error, file: Display.path(table.file), line: r.testCase.location.line,
                                                col: r.testCase.location.column, title: "case-failed",
                                                message: JUnitReporter.chomp(message))
            }
        }
        for result in report.configuration {
            out += result.checks.compactMap(\.failure).map(GitHubCommand.annotation).joined()
        }
        return out
    }

    /// An `::error` per URL that gets no destination (the command's exit-1 condition), with the
    /// reason and the closest link, and `N resolved, N unresolved`. URLs come from the command
    /// line, so the annotations name no file.
    public static func resolve(_ results: [(String, Resolution)], schema: RouteSchema, schemaFile: String) -> String {
        var out = ""
        for (url, resolution) in results {
            guard case .none(let why) = resolution else { continue }
            var message = "\(Display.text(url)) gets no destination: \(DiagnosticPrinter.escaped(why.message))"
            if let index = why.closestLink { message += "\nclosest link: " + ResolveReporter.link(index, schema, schemaFile) }
            out += GitHubCommand.annotation(.error, file: nil, title: "no-destination", message: message)
        }
        let unresolved = results.count { $0.1.destination == nil }
        return out + "\(results.count - unresolved) resolved, \(unresolved) unresolved\n"
    }

    /// An annotation per lint finding of each file, then per finding about the files' URLs (table
    /// cases that do not open), and `N errors, N warnings`. URL answers are not findings and are
    /// left to the text and JSON formats.
    public static func aasa(_ report: AASAReport) -> String {
        let all = report.files.flatMap(\.diagnostics) + report.diagnostics
        return all.map(GitHubCommand.annotation).joined() + summary(errors: report.errors, warnings: report.warnings)
    }

    /// For a run that could not be judged, or any list of findings: an annotation each, then
    /// `N errors, N warnings`. A diagnostic without a location gets neither `line` nor `col`.
    public static func diagnostics(_ list: [Diagnostic]) -> String {
        list.map(GitHubCommand.annotation).joined()
            + summary(errors: list.errorCount, warnings: list.warningCount)
    }

    /// `1 error, 2 warnings`, worded as the text report's last line.
    static func summary(errors e: Int, warnings w: Int) -> String {
        "\(e) \(e == 1 ? "error" : "errors"), \(w) \(w == 1 ? "warning" : "warnings")\n"
    }
}
