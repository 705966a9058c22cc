import LinkCheckCore
import LinkCheckApp

/// `linkcheck xcode` as GitHub annotations.
enum XcodeGitHubReporter {
    static func github(_ report: XcodeReport) -> String {
        if report.verdict == .unjudged { return GitHubReporter.diagnostics(report.problems) }
        var out = report.diagnostics.map { GitHubCommand.annotation($0) }.joined()
        let counts = report.summary, e = counts.errors, w = counts.warnings
        out += "\(Plural.errorsAndWarnings(e, w))\n"
        return out
    }
}
