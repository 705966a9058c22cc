import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// The text report of `linkcheck routes`: a located, diffed block per failing case, a line per
/// table, each failed configuration check and a line per configuration file, and the closing
/// `N passed, N failed`.
public struct RoutesTextReporter: Sendable {
    public var style: TextStyle
    /// Failures and the summary only.
    public var quiet: Bool

    public init(style: TextStyle = .plain, quiet: Bool = false) {
        self.style = style
        self.quiet = quiet
    }

    public func render(_ report: RoutesCheckReport) -> String {
        var text = ""
        render(report, into: &text)
        return text
    }

    /// The whole report, written to `out` a case at a time.
    public func render<Out: TextOutputStream>(_ report: RoutesCheckReport, into out: inout Out) {
        body(report, into: &out)
        if let coverage = report.routes.coverage { out.write(self.coverage(coverage)) }
        for check in report.routes.checks { out.write(DiagnosticPrinter.render(check, style: style)) }
        out.write(summary(report.summary))
    }

    /// The coverage table, then its findings (with --quiet too: quiet hides only what passed).
    public func coverage(_ c: CoverageReport) -> String {
        c.table(style: style) + c.findings.map { DiagnosticPrinter.render($0, style: style) }.joined()
    }

    /// Everything but the closing summary line.
    public func body<Out: TextOutputStream>(_ report: RoutesCheckReport, into out: inout Out) {
        for table in report.routes.tables {
            for result in table.failures {
                out.write(failure(result, in: table))
            }
            if !quiet {
                out.write("\(Display.path(table.file)): \(counts(table.summary))\n")
            }
        }
        for result in report.configuration {
            out.write(configuration(result))
        }
    }

    /// A configuration file's failed checks as located diagnostics, then its counts.
    public func configuration(_ result: ConfigurationResult) -> String {
        var out = result.failures.map { DiagnosticPrinter.render($0, style: style) }.joined()
        if !quiet {
            out += "\(Display.path(result.file)): \(counts(result.summary))\n"
        }
        return out
    }

    /// The run's last line, `N passed, N failed`.
    public func summary(_ counts: Summary) -> String {
        let line = "\(counts.passed) passed, \(counts.failed) failed"
        return (counts.failed == 0 ? style.green(line) : style.bold(style.red(line))) + "\n"
    }

    /// A table's or configuration file's `N passed, N failed`, red when one failed.
    private func counts(_ counts: Summary) -> String {
        let line = "\(counts.passed) passed, \(counts.failed) failed"
        return counts.failed == 0 ? style.green(line) : style.red(line)
    }

    /// One failing case: headline, legend, diff, and what decided the actual destination.
    public func failure(_ result: CaseResult, in table: RoutesReport.Table) -> String {
        DiagnosticPrinter.render(table.failure(result), style: style)
    }
}
