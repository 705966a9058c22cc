import LinkCheckCore

/// `linkcheck trace URL...` (docs/trace.md): for each URL, the steps a tap takes, in order, each
/// passing or failing with its located reason; the first that fails is the answer.
public struct TraceReport: Sendable {
    /// One step of a URL's trace.
    public struct Step: Sendable {
        /// The four steps, in the order a tap meets them.
        public enum Name: String, Sendable, CaseIterable {
            case ios = "iOS"
            case app
            case wayBack = "way back"
            case tables
        }

        /// Whether the step passed, failed, or could not be checked with the inputs given.
        public enum Outcome: String, Sendable {
            case pass, fail
            case notChecked = "not checked"
        }

        /// Which step.
        public var name: Name
        /// Its outcome.
        public var outcome: Outcome
        /// A few words: what the step found (`opens the app`, `excluded by details[0]…`).
        public var summary: String
        /// More lines, shown under the summary (the entry, the rule, the cases).
        public var details: [String] = []
        /// For a failed step, the located reason as a finding.
        public var finding: Diagnostic?
    }

    /// One URL's trace.
    public struct Trace: Sendable {
        /// The URL as given.
        public var url: String
        /// The steps, in order.
        public var steps: [Step]
        /// The first failing step: the answer to "why does it not open".
        public var answer: Step? { steps.first { $0.outcome == .fail } }
        /// The answer as one finding, for the formats that show no steps of their own (GitHub,
        /// SARIF): the failing step's finding with every step added as a note.
        public var reported: Diagnostic? {
            guard var finding = answer?.finding else { return nil }
            finding.notes += steps.map { "\($0.name.rawValue): \($0.outcome.rawValue), \($0.summary)" }
            return finding
        }
        /// The app's step, which names the destination when the URL has one.
        public var destination: String? { steps.first { $0.name == .app && $0.outcome == .pass }?.summary }
    }

    /// The configuration traced, as `target "MiApp" (Release)`, or the files that stand for the
    /// app; `nil` when no app is given.
    public var configuration: String?
    /// Each URL's trace, in the order given (the URLs on the command line, then `--urls`).
    public var traces: TraceList
    /// `--urls`: one line per URL instead of every step.
    public var oneLinePerURL: Bool
    /// Problems reading the inputs: with an error among them, the run is not judged.
    public var problems: [Diagnostic]
    /// Lines of the `--urls` list that are no URL (or too long, or not text), each a URL that
    /// failed, at its line: the other lines are traced all the same, as a bad URL given on the
    /// command line fails and the others are traced.
    public var badLines: [Diagnostic]

    /// A report of `traces`, with the inputs' problems and the list's lines that are no URL.
    public init(configuration: String?, traces: TraceList, oneLinePerURL: Bool = false, problems: [Diagnostic], badLines: [Diagnostic] = []) {
        self.configuration = configuration
        self.traces = traces
        self.oneLinePerURL = oneLinePerURL
        self.problems = problems
        self.badLines = badLines
    }
}

extension TraceReport: CommandReport {
    /// The inputs' problems, then each failing URL's answer (every URL followed again: the
    /// reporters of long lists read `traces` a block at a time instead).
    public var findings: [Diagnostic] {
        problems + badLines + traces.indices.filter(traces.fails).compactMap { traces[$0].reported }
    }

    /// A URL whose every step passes is passed; one with a failing step, failed, its answer an
    /// error.
    public var summary: Summary {
        var counts = Summary(findings: problems + badLines)
        counts.failed = traces.failedCount
        counts.passed = traces.count - counts.failed
        counts.errors += counts.failed
        // A bad line (and the lines a `more-problems` line stands for) is a URL that failed.
        counts.failed += badLines.reduce(0) { $0 + $1.count }
        return counts
    }

    /// Whether an input could not be read, so that no URL is judged; asked without following any
    /// URL (the counts of a list are known only once its lines are written).
    public var isUnjudged: Bool { problems.hasErrors }

    /// Unjudged when an input could not be read; failed when some URL has a failing step.
    public var verdict: Verdict {
        if isUnjudged { return .unjudged }
        return traces.failedCount > 0 || !badLines.isEmpty ? .failed : .passed
    }
}
