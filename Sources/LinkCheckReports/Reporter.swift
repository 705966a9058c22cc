import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// A command's whole result, as every reporter renders it.
public enum CommandResult: Sendable {
    case routes(RoutesReport)
    case resolve(ResolveReport)
    case url(URLReport)
    /// `fetched`: the files came from `--fetch`, so an unjudged run says "read or fetched".
    case aasa(AASAReport, fetched: Bool)
    case check(CheckReport)
    case xcode(XcodeReport)
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
    /// The case results of a `routes` run this format reads: `.failing` when it prints only the
    /// failing cases and counts, so that the run need not keep the passing ones (on a big
    /// passing table, most of its memory).
    var caseRetention: CaseRetention { get }
}

extension Reporter {
    /// The whole report as one string (tests, small results).
    public func render(_ result: CommandResult, options: ReportOptions = ReportOptions()) -> String {
        var text = ""
        render(result, options: options, into: &text)
        return text
    }
}

/// The formats `--format` accepts, by name, the default first.
public enum Reporters {
    public static let all: [(name: String, reporter: any Reporter)] = [
        ("text", TextReporter()),
        ("json", JSONReporter()),
        ("junit", JUnitReporter()),
        ("github", GitHubReporter()),
        ("sarif", SARIFReporter()),
    ]

    public static var names: [String] { all.map(\.name) }

    public static func named(_ name: String) -> (any Reporter)? {
        all.first { $0.name == name }?.reporter
    }
}
