import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// `--format text`, the default: located, diffed failures for people, and the closing summary
/// line. A run that could not be judged prints nothing here; its messages say why.
public struct TextReporter: Reporter {
    public init() {}

    public func render<Out: TextOutputStream>(_ result: CommandResult, options: ReportOptions, into out: inout Out) {
        let style = options.style
        switch result {
        case .routes(let report):
            guard !report.hasErrors else { return }
            RoutesTextReporter(style: style, quiet: options.quiet).render(report, into: &out)
        case .resolve(let report):
            guard let schema = report.schema else { return }
            out.write(
                ResolveTextReporter.text(
                    report.results.map { ($0.url, $0.resolution) }, schema: schema,
                    schemaFile: report.schemaFile, style: style))
        case .url(let report):
            // One destination that cannot be read does not hide the URLs of the others.
            guard let schema = report.schema else { return }
            out.write(URLTextReporter.text(report.results, schema: schema, schemaFile: report.schemaFile, style: style))
        case .aasa(let report, _):
            AASATextReporter(style: style, quiet: options.quiet).render(report, into: &out)
        case .check(let report):
            guard report.notChecked == nil else { return }
            RoutesTextReporter(style: style, quiet: options.quiet).body(report.routes, into: &out)
            // `"coverage"` in linkcheck.json: the table and its findings, as `routes --coverage` prints them.
            if let coverage = report.routes.routes.coverage { out.write(RoutesTextReporter(style: style, quiet: options.quiet).coverage(coverage)) }
            for check in report.routes.routes.checks { out.write(DiagnosticPrinter.render(check, style: style)) }
            AASATextReporter(style: style, quiet: options.quiet).body(report.aasa, into: &out)
            if let xcode = report.xcode { XcodeTextReporter.body(xcode, style: style, quiet: options.quiet, into: &out) }
            let counts = report.summary
            let line =
                "\(counts.passed) passed, \(counts.failed) failed, \(Plural.errorsAndWarnings(counts.errors, counts.warnings))"
                + (counts.suppressed > 0 ? ", \(counts.suppressed) suppressed" : "")
            out.write((report.verdict == .passed ? style.green(line) : style.bold(style.red(line))) + "\n")
        case .xcode(let report):
            guard report.verdict != .unjudged else { return }
            XcodeTextReporter.text(report, style: style, quiet: options.quiet, into: &out)
        case .trace(let report):
            guard !report.isUnjudged else { return }
            TraceTextReporter.text(report, style: style, quiet: options.quiet, into: &out)
        }
    }

    /// What goes to standard error, whatever the format: the problems of reading the inputs
    /// (warnings too, when quiet) and, when the run cannot be judged, a line that says so. The text
    /// format alone closes a routes or check run that was not judged with the error count, which
    /// the machine formats carry in their own summary.
    public static func messages(_ result: CommandResult, options: ReportOptions, isTextFormat: Bool) -> String {
        func render(_ list: [Diagnostic]) -> String {
            list.map { DiagnosticPrinter.render($0, style: options.style) }.joined()
        }
        func unjudged(_ list: [Diagnostic], _ consequence: String) -> String {
            let n = list.errorCount
            return "linkcheck: \(Plural.count(n, "error")); \(consequence)\n"
        }
        switch result {
        case .routes(let report):
            return render(report.routes.diagnostics) + (isTextFormat && report.hasErrors ? unjudged(report.routes.diagnostics, "no case was run") : "")
        case .resolve(let report):
            return render(report.diagnostics)
        case .url(let report):
            return render(report.diagnostics)
                + report.problems.map {
                    "linkcheck: error: destination \($0.index), column \($0.column): \(Display.escaped($0.message))\n"
                }.joined()
        case .aasa(let report, _):
            // The errors are counted as every summary counts them, whether an input was read or fetched.
            return render(report.inputProblems) + (report.isUnjudged ? unjudged(report.inputProblems, "the run is not judged") : "")
        case .check(let report):
            if let stopped = report.notChecked { return render(stopped) + unjudged(stopped, "nothing was checked") }
            return render(report.problems) + (isTextFormat && report.isUnjudged ? unjudged(report.problems, "the run is not judged") : "")
        case .xcode(let report):
            return render(report.problems) + (isTextFormat && report.verdict == .unjudged ? unjudged(report.problems, "the run is not judged") : "")
        case .trace(let report):
            return render(report.problems) + (isTextFormat && report.isUnjudged ? unjudged(report.problems, "the run is not judged") : "")
        }
    }
}
