import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// A command's whole result, as every reporter renders it.
public enum CommandResult: Sendable {
    case routes(RoutesCheckReport)
    case resolve(ResolveReport)
    case url(URLReport)
    /// `fetched`: the files came from `--fetch`, so an unjudged run says "read or fetched".
    case aasa(AASAReport, fetched: Bool)
    case check(CheckReport)
    case xcode(XcodeReport)
    case trace(TraceReport)

    /// The command's report, as the parts every command has: findings, counts and verdict.
    public var report: any CommandReport {
        switch self {
        case .routes(let report): report
        case .resolve(let report): report
        case .url(let report): report
        case .aasa(let report, _): report
        case .check(let report): report
        case .xcode(let report): report
        case .trace(let report): report
        }
    }

    /// The counts every format prints, as the domain computed them.
    public var summary: Summary { report.summary }

    /// The verdict the exit status comes from; no reporter changes it.
    public var verdict: Verdict { report.verdict }
}

/// How a report is written: color, and whether to leave out what passed.
public struct ReportOptions: Sendable {
    public var style: TextStyle
    /// Failures and the summary only.
    public var quiet: Bool

    public init(style: TextStyle = .plain, quiet: Bool = false) {
        self.style = style
        self.quiet = quiet
    }
}

/// One output format: renders every command's result, a piece at a time, to a stream. A
/// reporter never decides a verdict; it prints the one the result carries.
public protocol Reporter: Sendable {
    func render<Out: TextOutputStream>(_ result: CommandResult, options: ReportOptions, into out: inout Out)
    /// A line for standard error after the report, where the format has one to say (SARIF: the
    /// results it left out past its cap); `nil` for most.
    func note(_ result: CommandResult) -> String?
    /// The Markdown a CI step summary takes (`$GITHUB_STEP_SUMMARY`), for a format that writes
    /// one (`github`); `nil` for the others.
    func stepSummary(_ result: CommandResult) -> String?
}

extension Reporter {
    public func note(_ result: CommandResult) -> String? { nil }
    public func stepSummary(_ result: CommandResult) -> String? { nil }

    /// The whole report as one string (tests, small results).
    public func render(_ result: CommandResult, options: ReportOptions = ReportOptions()) -> String {
        var text = ""
        render(result, options: options, into: &text)
        return text
    }
}

/// The formats `--format` accepts, the default first: one case a format, so the command line
/// chooses among them by value, never by comparing names.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, junit, github, sarif

    public var reporter: any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        case .junit: JUnitReporter()
        case .github: GitHubReporter()
        case .sarif: SARIFReporter()
        }
    }
}

/// The formats by name, as `--format` and the completion scripts spell them.
public enum Reporters {
    public static var all: [(name: String, reporter: any Reporter)] { ReportFormat.allCases.map { ($0.rawValue, $0.reporter) } }

    public static var names: [String] { ReportFormat.allCases.map(\.rawValue) }

    public static func named(_ name: String) -> (any Reporter)? {
        ReportFormat(rawValue: name)?.reporter
    }
}
