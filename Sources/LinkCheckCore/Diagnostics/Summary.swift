/// The counts of one run, computed once by the domain that ran it, so that every format prints
/// the same numbers: a reporter reads them and never counts for itself.
public struct Summary: Sendable, Equatable {
    /// Checks that passed: table cases, configuration checks, URLs that resolved.
    public var passed: Int
    /// Checks that did not: failing cases and configuration checks, URLs with no destination.
    public var failed: Int
    /// Error findings and problems, counting those a `more-problems` line stands for.
    public var errors: Int
    /// Warning findings and problems, counted as `errors` are.
    public var warnings: Int
    /// Findings a suppression matched: neither printed as findings nor counted above.
    public var suppressed: Int

    /// The counts given; those not given are 0.
    public init(passed: Int = 0, failed: Int = 0, errors: Int = 0, warnings: Int = 0, suppressed: Int = 0) {
        self.passed = passed
        self.failed = failed
        self.errors = errors
        self.warnings = warnings
        self.suppressed = suppressed
    }

    /// The errors and warnings of `diagnostics`, with no checks counted.
    public init<S: Sequence<Diagnostic>>(findings diagnostics: S) {
        var errors = 0, warnings = 0
        for d in diagnostics {
            switch d.severity {
            case .error: errors += d.count
            case .warning: warnings += d.count
            }
        }
        self.init(errors: errors, warnings: warnings)
    }

    /// Both runs' counts together (`check`: the routes' cases and the AASA files' findings).
    public static func + (a: Summary, b: Summary) -> Summary {
        Summary(
            passed: a.passed + b.passed, failed: a.failed + b.failed, errors: a.errors + b.errors,
            warnings: a.warnings + b.warnings, suppressed: a.suppressed + b.suppressed)
    }
}

/// A command's result as every reporter sees it first: its findings, its counts and its verdict.
/// The per-command parts (tables, answers, Xcode targets) are the conforming type's own.
public protocol CommandReport: Sendable {
    /// Every finding and input problem of the run, in the order the text report prints them.
    var findings: [Diagnostic] { get }
    /// The run's counts, as every format prints them.
    var summary: Summary { get }
    /// Passed, failed or unjudged: the exit status to be.
    var verdict: Verdict { get }
}
