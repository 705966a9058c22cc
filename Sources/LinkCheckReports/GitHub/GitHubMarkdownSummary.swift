import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// GitHub-flavoured Markdown for `$GITHUB_STEP_SUMMARY`: a heading, the totals, a table per run,
/// and each failing case or error with its location and a fenced block.
///
/// Text from files and URLs appears only inside code spans and fenced blocks whose fences are
/// longer than any backtick run in it, with `|` escaped in table cells, so it can neither format
/// the page nor break the table.
public enum MarkdownSummary {
    /// Passed and failed per table and configuration file, then each failing case: its location,
    /// its URL and what went wrong, and a `diff` block (`-` expected, `+` actual) followed by why
    /// nil or the deciding link and the note; then each failed configuration check. A report with errors lists them and says that no case was run.
    /// How many failing cases are written out in full.
    static let failingCasesShown = 100

    public static func routes(_ checked: RoutesCheckReport) -> String {
        let report = checked.routes
        var out = "## linkcheck routes\n\n"
        if report.hasErrors {
            out += "**\(Plural.count(checked.summary.errors, "error")); no case was run**\n\n"
            return out + fenced(report.diagnostics.map { DiagnosticPrinter.render($0) }.joined(), info: "")
        }
        let counts = checked.summary
        out += "**\(counts.passed) passed, \(counts.failed) failed**\n\n"
        out += "| File | Passed | Failed |\n| --- | ---: | ---: |\n"
        for table in report.tables {
            out += "| \(cell(Display.path(table.file))) | \(table.passed) | \(table.failed) |\n"
        }
        for result in checked.configuration {
            out += "| \(cell(Display.path(result.file))) | \(result.passed) | \(result.failed) |\n"
        }
        if !report.diagnostics.isEmpty {
            out += "\n### Warnings\n\n" + fenced(report.diagnostics.map { DiagnosticPrinter.render($0) }.joined(), info: "")
        }
        let text = RoutesTextReporter(style: .plain)
        var shown = 0
        for table in report.tables {
            for r in table.failures {
                // GitHub keeps at most 1 MiB of a step's summary: the first cases, then a count.
                guard shown < Self.failingCasesShown else { continue }
                if shown == 0 { out += "\n### Failing cases\n" }
                shown += 1
                let at = r.testCase.location
                out += "\n#### \(code("\(Display.path(table.file)):\(at.line):\(at.column)"))\n\n"
                out += "\(code(Display.text(r.testCase.url))) \(r.failurePhrase) (`-` expected, `+` actual)\n\n"
                // The text block without its headline and legend, and without the two-space
                // gutter, so the `-` and `+` marks start their lines as a diff block wants.
                let lines = text.failure(r, in: table).split(separator: "\n").dropFirst(2)
                out += fenced(JUnitReporter.dedent(lines.joined(separator: "\n")) + "\n", info: "diff")
            }
        }
        let tableFailures = report.tables.reduce(0) { $0 + $1.failed }
        if tableFailures > shown {
            out += "\n\(tableFailures - shown) more failing cases are not listed here; the log shows every one.\n"
        }
        let failedChecks = checked.configurationFailures
        if !failedChecks.isEmpty {
            out += "\n### Failing configuration checks\n"
            for d in failedChecks {
                let place = Display.path(d.file) + (d.location.map { ":\($0.line):\($0.column)" } ?? "")
                out += "\n#### \(code(place))\n\n" + fenced(DiagnosticPrinter.render(d), info: "")
            }
        }
        return out
    }

    /// Errors and warnings per file, the answer for each URL, then each error with its location
    /// and the rendered diagnostic (message, rule and notes) in a fenced block.
    public static func aasa(_ report: AASAReport) -> String {
        var out =
            "## linkcheck aasa\n\n**"
            + GitHubReporter.summary(report.summary)
            .dropLast() + "**\n\n"
        // One row per file, however many entries (domains) checked it and wherever its findings
        // were gathered (the schema and table checks locate some in the AASA file too).
        var rows: [(String, [Diagnostic])] = []
        for (file, list) in report.files.map({ ($0.file, $0.diagnostics) }) + JUnitReporter.grouped(report.diagnostics) {
            if let i = rows.firstIndex(where: { $0.0 == file }) { rows[i].1 += list } else { rows.append((file, list)) }
        }
        if !rows.isEmpty {
            out += "| File | Errors | Warnings |\n| --- | ---: | ---: |\n"
            for (file, list) in rows {
                out += "| \(cell(Display.path(file))) | \(list.errorCount) | \(list.warningCount) |\n"
            }
        }
        // Read file by file in order (never gathered first): the answers are decided as read.
        if report.files.contains(where: { !$0.answers.isEmpty }) {
            out += "\n### URLs\n\n| URL | App | Result | Decided by |\n| --- | --- | --- | --- |\n"
        }
        for (file, answers) in report.files.map({ ($0.file, $0.answers) }) {
            for a in answers {
                let result: String
                switch a.decision.outcome {
                case .opens: result = "opens"
                case .excluded: result = "excluded"
                case .notHandled: result = "not handled"
                }
                let why =
                    a.decision.rule.map { $0.described(in: file) }
                    ?? Display.escaped(a.decision.explanation)
                out += "| \(cell(Display.text(a.url))) | \(cell(Display.text(a.appID))) | \(result) | \(cell(why)) |\n"
            }
        }
        let errors = report.allDiagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            out += "\n### Errors\n"
            for d in errors {
                let place = Display.path(d.file) + (d.location.map { ":\($0.line):\($0.column)" } ?? "")
                out += "\n#### \(code(place))\n\n" + fenced(DiagnosticPrinter.render(d), info: "")
            }
        }
        return out
    }

    /// A code span that shows `s` exactly: its delimiter is one backtick longer than the longest
    /// run inside, padded with spaces when `s` starts or ends with a backtick or a space.
    static func code(_ s: String) -> String {
        let ticks = String(repeating: "`", count: longestBacktickRun(s) + 1)
        let pad = s.hasPrefix("`") || s.hasSuffix("`") || s.hasPrefix(" ") || s.hasSuffix(" ") ? " " : ""
        return ticks + pad + s + pad + ticks
    }

    /// A table cell: a code span with `|` escaped, which GFM unescapes inside code spans in tables.
    static func cell(_ s: String) -> String {
        String(code(s).flatMap { $0 == "|" ? "\\|" : String($0) })
    }

    /// A fenced block of `text` (ending in a line break), its fence longer than any backtick run.
    static func fenced(_ text: String, info: String) -> String {
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(text) + 1))
        return fence + info + "\n" + text + fence + "\n"
    }

    static func longestBacktickRun(_ s: String) -> Int {
        var longest = 0, run = 0
        for c in s.unicodeScalars {
            run = c == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
