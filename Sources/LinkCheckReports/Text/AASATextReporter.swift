import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// The text report of `linkcheck aasa`: each file's findings, then each URL with the app it opens
/// or why not and the rule that decided, then `N errors, N warnings`.
public struct AASATextReporter: Sendable {
    public var style: TextStyle
    public var quiet: Bool

    public init(style: TextStyle = .plain, quiet: Bool = false) {
        self.style = style
        self.quiet = quiet
    }

    public func render(_ report: AASAReport) -> String {
        var text = ""
        render(report, into: &text)
        return text
    }

    /// The whole report, written to `out` an answer at a time.
    public func render<Out: TextOutputStream>(_ report: AASAReport, into out: inout Out) {
        body(report, into: &out)
        out.write(summary(errors: report.errors, warnings: report.warnings))
    }

    public func summary(errors e: Int, warnings w: Int) -> String {
        let summary = "\(e) \(e == 1 ? "error" : "errors"), \(w) \(w == 1 ? "warning" : "warnings")"
        return (e > 0 ? style.bold(style.red(summary)) : w > 0 ? style.yellow(summary) : style.green(summary)) + "\n"
    }

    /// Everything but the closing summary line.
    public func body<Out: TextOutputStream>(_ report: AASAReport, into out: inout Out) {
        for file in report.files {
            if !quiet, let served = file.served {
                out.write(style.bold(Display.path(file.file) + ":") + " " + Display.escaped(served.summary) + "\n")
            }
            for d in file.diagnostics where !quiet || d.severity == .error {
                out.write(DiagnosticPrinter.render(d, style: style))
            }
            if !quiet && !file.answers.isEmpty {
                out.write(style.bold(Display.path(file.file) + ":") + "\n")
                for answer in file.answers { out.write(self.answer(answer, file: file.file)) }
            }
        }
        for d in report.diagnostics where !quiet || d.severity == .error {
            out.write(DiagnosticPrinter.render(d, style: style))
        }
    }

    public func answer(_ a: AASAReport.Answer, file: String) -> String {
        var out = "  " + style.bold(Display.clipped(a.url)) + "\n"
        let app = Display.text(a.appID)
        switch a.decision.outcome {
        case .opens:
            out += "    \(style.green("opens")) \(app)"
            if let rule = a.decision.rule { out += ": matched by \(rule.described(in: file))" }
        case .excluded:
            out += "    \(style.red("does not open")) \(app)"
            if let rule = a.decision.rule { out += ": excluded by \(rule.described(in: file))" }
        case .notHandled:
            out += "    \(style.red("does not open")) \(app): \(Display.escaped(SwiftLiteral.clipped(a.decision.explanation, limit: 500)))"
        }
        return out + "\n"
    }
}
