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

    public func render(_ report: RoutesReport) -> String {
        var text = ""
        render(report, into: &text)
        return text
    }

    /// The whole report, written to `out` a case at a time.
    public func render<Out: TextOutputStream>(_ report: RoutesReport, into out: inout Out) {
        body(report, into: &out)
        if let coverage = report.coverage { out.write(self.coverage(coverage)) }
        for check in report.checks { out.write(DiagnosticPrinter.render(check, style: style)) }
        out.write(summary(passed: report.passed, failed: report.failed))
    }

    /// The coverage table, then its findings (errors only when quiet).
    public func coverage(_ c: CoverageReport) -> String {
        c.table(style: style) + c.findings.filter { !quiet || $0.severity == .error }.map { DiagnosticPrinter.render($0, style: style) }.joined()
    }

    /// Everything but the closing summary line.
    public func body<Out: TextOutputStream>(_ report: RoutesReport, into out: inout Out) {
        for table in report.tables {
            for result in table.results where !result.passed {
                out.write(failure(result, in: table))
            }
            if !quiet {
                let counts = "\(table.passed) passed, \(table.failed) failed"
                out.write("\(Display.path(table.file)): \(table.failed == 0 ? style.green(counts) : style.red(counts))\n")
            }
        }
        for result in report.configuration {
            out.write(configuration(result))
        }
    }

    /// A configuration file's failed checks as located diagnostics, then its counts.
    public func configuration(_ result: ConfigurationResult) -> String {
        var out = result.checks.compactMap(\.failure).map { DiagnosticPrinter.render($0, style: style) }.joined()
        if !quiet {
            let counts = "\(result.passed) passed, \(result.failed) failed"
            out += "\(Display.path(result.file)): \(result.failed == 0 ? style.green(counts) : style.red(counts))\n"
        }
        return out
    }

    public func summary(passed: Int, failed: Int) -> String {
        let line = "\(passed) passed, \(failed) failed"
        return (failed == 0 ? style.green(line) : style.bold(style.red(line))) + "\n"
    }

    /// One failing case: headline, legend, diff, and what decided the actual destination.
    public func failure(_ result: CaseResult, in table: RoutesReport.Table) -> String {
        let c = result.testCase
        let headline = result.failureHeadline
        let place = "\(Display.path(table.file)):\(c.location.line):\(c.location.column):"
        var out = "\(style.bold(place)) \(style.bold(style.red("error:"))) \(headline) [\(Rule.caseFailed.id)]\n"
        out += "  \(style.red("- expected"))  \(style.green("+ actual"))\n"
        let lines = LineDiff.folded(LineDiff.diff(RouteSyntax.destinationLines(c.expected),
                                                  RouteSyntax.destinationLines(result.actual.destination)))
        for line in lines {
            let text = "  \(line.mark.rawValue) \(line.text)"
            switch line.mark {
            case .same: out += style.dim(text) + "\n"
            case .removed: out += style.red(text) + "\n"
            case .added: out += style.green(text) + "\n"
            }
        }
        switch result.actual {
        case .destination(_, let index):
            out += "  by link \(linkName(index, table))\n"
        case .none(let why):
            out += "  why nil: \(Display.escaped(why.message))\n"
            if let index = why.closestLink { out += "  closest link: \(linkName(index, table))\n" }
        }
        if let note = c.note { out += "  note: \(Display.escaped(note))\n" }
        return out
    }

    func linkName(_ index: Int, _ table: RoutesReport.Table) -> String {
        let link = table.schema.links[index]
        return "\(SwiftLiteral.string(link.path)) at \(Display.path(table.schemaFile)):\(link.location.line):\(link.location.column)"
    }
}
