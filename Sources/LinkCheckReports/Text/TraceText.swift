import LinkCheckCore
import LinkCheckApp

/// Output of `linkcheck trace`: for each URL, the answer first (the first failing step, as a
/// located finding), then every step with its outcome and what it found.
public enum TraceTextReporter {
    public static func text(_ report: TraceReport, style: TextStyle, quiet: Bool) -> String {
        var out = ""
        if let configuration = report.configuration { out += "the app: \(Display.escaped(configuration))\n" }
        for trace in report.traces where !quiet || trace.answer != nil {
            out += "\n" + style.bold(Display.text(trace.url)) + "\n"
            if let finding = trace.answer?.finding {
                // At the start of its line, as every finding is, so editors and Xcode's Run Script
                // parser read its location.
                out += DiagnosticPrinter.render(finding, style: style)
            } else {
                out += "  " + style.green("opens \(Display.escaped(trace.steps[1].summary))") + "\n"
            }
            for step in trace.steps {
                let mark: String
                switch step.outcome {
                case .pass: mark = style.green("pass")
                case .fail: mark = style.red("FAIL")
                case .notChecked: mark = "----"
                }
                out += "  \(mark)  \(step.name.rawValue): \(Display.escaped(step.summary))\n"
                out += step.details.map { "          \(Display.escaped($0))\n" }.joined()
            }
        }
        let counts = report.summary
        let line = "\(counts.passed) passed, \(counts.failed) failed"
        out += "\n" + (report.verdict == .passed ? style.green(line) : style.bold(style.red(line))) + "\n"
        return out
    }
}
