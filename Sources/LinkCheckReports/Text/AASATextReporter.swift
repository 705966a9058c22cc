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
        out.write(summary(report.summary))
    }

    public func summary(_ counts: Summary) -> String {
        let e = counts.errors, w = counts.warnings
        let summary = Plural.errorsAndWarnings(e, w) + (counts.suppressed > 0 ? ", \(counts.suppressed) suppressed" : "")
        return (e > 0 ? style.bold(style.red(summary)) : w > 0 ? style.yellow(summary) : style.green(summary)) + "\n"
    }

    /// Everything but the closing summary line.
    public func body<Out: TextOutputStream>(_ report: AASAReport, into out: inout Out) {
        for file in report.files {
            if !quiet, let served = file.served {
                out.write(style.bold(Display.path(file.file) + ":") + " " + Display.escaped(served.summary) + "\n")
            }
            for d in file.diagnostics {
                out.write(DiagnosticPrinter.render(d, style: style))
            }
            if !quiet && !file.answers.isEmpty {
                out.write(style.bold(Display.path(file.file) + ":") + "\n")
                // Answers are made into text on every core, a slice of a block at a time.
                let name = file.file
                file.answers.forEachRendered(
                    { slice in
                        var rules = RuleDescriptions(file: name)
                        var text = ""
                        text.reserveCapacity(slice.count * 160)
                        for answer in slice { self.append(answer, rules: &rules, into: &text) }
                        return text
                    }, { out.write($0) })
            }
        }
        for d in report.diagnostics {
            out.write(DiagnosticPrinter.render(d, style: style))
        }
    }

    public func answer(_ a: AASAReport.Answer, file: String) -> String {
        var rules = RuleDescriptions(file: file)
        return answer(a, rules: &rules)
    }

    func answer(_ a: AASAReport.Answer, rules: inout RuleDescriptions) -> String {
        var out = ""
        append(a, rules: &rules, into: &out)
        return out
    }

    /// One answer's two lines appended piece by piece: building each line from interpolated
    /// temporaries was most of a long list's text report.
    func append(_ a: AASAReport.Answer, rules: inout RuleDescriptions, into out: inout String) {
        appendLines(a, url: Display.clipped(a.url), app: Display.text(a.appID), indent: "  ", rules: &rules, into: &out)
        out += "\n"
    }

    /// The answer's two lines without the last line break, the first (`url`, its URL as shown)
    /// indented by `indent` and the second by two spaces more; `app` is its app ID as shown. No
    /// piece holds a line break: each comes through `Display`, which escapes control characters.
    func appendLines(
        _ a: AASAReport.Answer, url: String, app: String, indent: String, rules: inout RuleDescriptions,
        into out: inout String
    ) {
        out += indent
        out += style.bold(url)
        out += "\n  "
        out += indent
        switch a.decision.outcome {
        case .opens, .excluded:
            let opens = a.decision.outcome == .opens
            out += opens ? style.green("opens") : style.red("does not open")
            out += " "
            out += app
            if let rule = a.decision.rule {
                out += opens ? ": matched by " : ": excluded by "
                out += rules.describe(rule)
            }
        case .notHandled:
            out += style.red("does not open")
            out += " "
            out += app
            out += ": "
            out += Display.escaped(SwiftLiteral.clipped(a.decision.explanation, limit: 500))
        }
    }
}

/// Each rule's `described(in:)` made once per file: a long list is decided by a few rules, and
/// describing one (its summary clipped, escaped, located) costs more than the rest of an answer.
/// Holds at most one string per rule of the file.
struct RuleDescriptions {
    let file: String
    /// Keyed by where the rule is, which names it within one file: hashing the whole reference
    /// hashed its summary text for every answer.
    private var made: [Place: String] = [:]

    private struct Place: Hashable {
        let details: Int
        let kind: AASARuleReference.Kind
    }

    init(file: String) {
        self.file = file
    }

    mutating func describe(_ rule: AASARuleReference) -> String {
        let place = Place(details: rule.detailsIndex, kind: rule.kind)
        if let known = made[place] { return known }
        let text = rule.described(in: file)
        made[place] = text
        return text
    }
}
