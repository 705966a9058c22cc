import LinkCheckCore
import LinkCheckApp

/// Output of `linkcheck trace`. For the URLs of the command line, each URL, its answer first (the
/// first failing step as a located finding, or `opens` and the destination), then every step
/// with its outcome and what it found. For `--urls`, one line per URL: the finding for one that
/// fails, `pass` or `----` (a step not checked) and the destination for the others. Then
/// `N passed, N failed, N errors, N warnings`. `--quiet` leaves out the URLs that fail nothing.
public enum TraceTextReporter {
    public static func text<Out: TextOutputStream>(_ report: TraceReport, style: TextStyle, quiet: Bool, into out: inout Out) {
        if let configuration = report.configuration, !quiet { out.write("the app: \(Display.escaped(configuration))\n") }
        // The list's lines that are no URL, each a failed URL at its line.
        for line in report.badLines { out.write(DiagnosticPrinter.render(line, style: style)) }
        let compact = report.oneLinePerURL
        // Blocks (a URL's steps) are separated by a blank line, and one follows the header.
        var wrote = report.configuration != nil && !quiet
        if compact {
            // Each slice's lines written into one string (a sitemap's million lines).
            let pass = mark(.pass, style: style)
            report.traces.forEachLine({ lines in
                // As bytes, made a string once: a string's append checks its storage each time.
                var text: [UInt8] = []
                text.reserveCapacity(lines.count * 96)
                for line in lines {
                    switch line {
                    case .passed(let url, let destination):
                        guard !quiet else { continue }
                        text.append(contentsOf: pass.utf8)
                        text.append(contentsOf: "  ".utf8)
                        text.append(contentsOf: Display.text(url).utf8)
                        text.append(contentsOf: "  opens ".utf8)
                        text.append(contentsOf: Display.escaped(destination).utf8)
                        text.append(UInt8(ascii: "\n"))
                    case .traced(let trace): text.append(contentsOf: Self.line(trace, style: style, quiet: quiet).utf8)
                    }
                }
                return String(decoding: text, as: UTF8.self)
            }) { out.write($0) }
        } else {
            report.traces.forEachRendered({ _, traces in traces.map { Self.steps($0, style: style, quiet: quiet) }.filter { !$0.isEmpty } }) { blocks in
                for block in blocks {
                    out.write((wrote ? "\n" : "") + block)
                    wrote = true
                }
            }
        }
        let counts = report.summary
        let partly = report.traces.partlyCheckedCount
        let line =
            "\(counts.passed) passed, \(counts.failed) failed, \(Plural.errorsAndWarnings(counts.errors, counts.warnings))"
            + (partly == 0 ? "" : "; \(partly) of the passed not checked at every step (----)")
        out.write((compact || quiet ? "" : "\n") + (report.verdict == .passed ? style.green(line) : style.bold(style.red(line))) + "\n")
    }

    /// Every step of one URL, its answer first.
    static func steps(_ trace: TraceReport.Trace, style: TextStyle, quiet: Bool) -> String {
        guard !quiet || trace.answer != nil else { return "" }
        var out = style.bold(Display.text(trace.url)) + "\n"
        if let finding = trace.answer?.finding {
            // At the start of its line, as every finding is, so editors and Xcode's Run Script
            // parser read its location.
            out += DiagnosticPrinter.render(finding, style: style)
        } else if let destination = trace.destination {
            out += "  " + style.green("opens \(Display.escaped(destination))") + "\n"
        }
        for step in trace.steps {
            out += "  \(mark(step.outcome, style: style))  \(step.name.rawValue): \(Display.escaped(step.summary))\n"
            out += step.details.map { "          \(Display.escaped($0))\n" }.joined()
        }
        return out
    }

    /// One line for one URL of a list: its answer's finding (without notes), or what it opens.
    static func line(_ trace: TraceReport.Trace, style: TextStyle, quiet: Bool) -> String {
        if let finding = trace.answer?.finding {
            var bare = finding
            bare.notes = []
            return DiagnosticPrinter.render(bare, style: style)
        }
        guard !quiet else { return "" }
        let unchecked = trace.steps.first { $0.outcome == .notChecked && $0.name != .wayBack }
        let opens = trace.destination.map { "opens \(Display.escaped($0))" } ?? ""
        let rest = unchecked.map { "; \($0.name.rawValue) \(Display.escaped($0.summary))" } ?? ""
        return "\(mark(unchecked == nil ? .pass : .notChecked, style: style))  \(Display.text(trace.url))  \(opens)\(rest)\n"
    }

    static func mark(_ outcome: TraceReport.Step.Outcome, style: TextStyle) -> String {
        switch outcome {
        case .pass: style.green("pass")
        case .fail: style.red("FAIL")
        case .notChecked: "----"
        }
    }
}
