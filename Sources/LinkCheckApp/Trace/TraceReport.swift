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
        /// One line: what the step found (`opens "/orders/*" at details[0].components[1]`).
        public var summary: String
        /// More lines, shown under the summary (the destination, the cases).
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
    }

    /// The shipping configuration traced (or `--configuration`), as `target (configuration)`;
    /// `nil` without an Xcode project.
    public var configuration: String?
    /// Each URL's trace, in the order given.
    public var traces: [Trace]
    /// Problems reading the inputs: with an error among them, the run is not judged.
    public var problems: [Diagnostic]

    /// A report of `traces`, with the inputs' problems.
    public init(configuration: String?, traces: [Trace], problems: [Diagnostic]) {
        self.configuration = configuration
        self.traces = traces
        self.problems = problems
    }
}

extension TraceReport: CommandReport {
    /// The inputs' problems, then each URL's answer.
    public var findings: [Diagnostic] { problems + traces.compactMap { $0.answer?.finding } }

    /// A URL whose every step passes is passed; one with a failing step, failed.
    public var summary: Summary {
        var counts = Summary(findings: findings)
        counts.failed = traces.count { $0.answer != nil }
        counts.passed = traces.count - counts.failed
        return counts
    }

    /// Unjudged when an input could not be read; failed when some URL has a failing step.
    public var verdict: Verdict {
        if problems.hasErrors { return .unjudged }
        return traces.contains { $0.answer != nil } ? .failed : .passed
    }
}
