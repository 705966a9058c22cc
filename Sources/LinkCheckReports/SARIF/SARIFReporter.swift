import LinkCheckCore
import LinkCheckRoutes

/// `--format sarif`: a SARIF 2.1.0 log for GitHub code scanning and other SARIF readers, with one
/// run. Every finding and every failed case or URL is a result with its rule, level, location
/// (relative to the working directory) and a fingerprint that survives unrelated edits; see
/// docs/sarif.md.
public struct SARIFReporter: Reporter {
    /// Results per run; past it, errors are kept before warnings and the rest counted.
    public var limit: Int

    public init(limit: Int = SARIFReporter.defaultLimit) {
        self.limit = limit
    }

    /// GitHub code scanning's display limit per run.
    public static let defaultLimit = SARIFSelection.githubLimit

    public func render<Out: TextOutputStream>(_ result: CommandResult, options: ReportOptions, into out: inout Out) {
        let content = SARIFCommandResults(result)
        SARIFLog.document(content, selection: SARIFSelection(content.sources, limit: limit)).write(to: &out, pretty: true)
        out.write("\n")
    }

    /// For standard error: what the log leaves out past `limit`, or `nil` when it holds every
    /// result. Counts without making a finding.
    public func note(_ result: CommandResult) -> String? { leftOutNote(result) }

    public func leftOutNote(_ result: CommandResult) -> String? {
        let (errors, warnings) = SARIFSelection.count(SARIFCommandResults(result).sources)
        let kept = SARIFSelection.kept(errors: errors, warnings: warnings, limit: limit)
        guard kept.errors + kept.warnings < errors + warnings else { return nil }
        return "linkcheck: note: "
            + SARIFLog.capNote(
                kept: kept.errors + kept.warnings, errors: errors - kept.errors,
                warnings: warnings - kept.warnings) + "\n"
    }
}
