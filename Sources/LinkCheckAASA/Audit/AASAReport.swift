import LinkCheckCore

/// The results of `linkcheck aasa`: per file, its lint findings and the answers for each URL.
public struct AASAReport: Sendable {
    public struct File: Sendable {
        public var file: String
        public var diagnostics: [Diagnostic]
        /// Decided as they are read (`AASAAnswers`): read them in order, with `for`.
        public var answers: AASAAnswers
        /// For a fetched file: what the server answered.
        public var served: ServedInfo?
        /// For the CDN's copy of a fetched file: the URLs it answers otherwise than the site's file.
        public var changes: [CDNCheck.Change]

        public init(
            file: String, diagnostics: [Diagnostic], answers: AASAAnswers = [], served: ServedInfo? = nil,
            changes: [CDNCheck.Change] = []
        ) {
            self.file = file
            self.diagnostics = diagnostics
            self.answers = answers
            self.served = served
            self.changes = changes
        }
    }

    /// Whether the file sends one URL to one app.
    public struct Answer: Sendable {
        public var url: String
        public var appID: String
        public var decision: AASADecision

        public init(url: String, appID: String, decision: AASADecision) {
            self.url = url
            self.appID = appID
            self.decision = decision
        }
    }

    public var files: [File]
    /// Findings that belong to no AASA file: tables' cases that do not open.
    public var diagnostics: [Diagnostic]
    /// What kept the run from being judged: unreadable inputs, broken tables and URL lists,
    /// unreachable sites. With any error here, the run exits 2.
    public var inputProblems: [Diagnostic]

    /// Warnings fail the run too (`aasa --strict`).
    public var strict: Bool
    /// Findings a case's `"ignore"` silenced: counted, not shown.
    public var suppressed = 0

    public init(files: [File], diagnostics: [Diagnostic] = [], inputProblems: [Diagnostic] = [], strict: Bool = false) {
        self.files = files
        self.diagnostics = diagnostics
        self.inputProblems = inputProblems
        self.strict = strict
    }

    /// Whether an input problem keeps the run from being judged.
    public var isUnjudged: Bool { inputProblems.hasErrors }

    public var allDiagnostics: [Diagnostic] { files.flatMap(\.diagnostics) + diagnostics }
}

extension AASAReport: CommandReport {
    /// What kept the run from being judged, then the files' and the tables' findings.
    public var findings: [Diagnostic] { inputProblems + allDiagnostics }

    /// Every finding of the run: the input problems (which also make it unjudged), the files'
    /// findings and the tables' cases that do not open. A run that exits 2 never counts 0 errors.
    public var summary: Summary {
        var counts = Summary(findings: inputProblems + allDiagnostics)
        counts.suppressed = suppressed
        return counts
    }

    /// Unjudged with an input problem, failed with an error finding (or a warning, when
    /// `strict`), else passed.
    public var verdict: Verdict {
        let counts = summary
        return isUnjudged ? .unjudged : counts.errors > 0 || (strict && counts.warnings > 0) ? .failed : .passed
    }
}
