import LinkCheckCore
import LinkCheckReports

/// How every generator ends (`generate swift`, `tests`, `aasa`): the text on standard output,
/// or with `--check FILE` the comparison with FILE; its findings on standard error, and exit 2
/// when nothing could be generated.
enum GeneratedOutcome {
    /// `compare(existing, file)` is the generator's own staleness check: the finding when FILE is
    /// stale, `nil` when it is current.
    static func outcome(
        text: String?, diagnostics: [Diagnostic], check target: String?, files: SystemFiles,
        compare: (_ existing: [UInt8], _ file: String) -> Diagnostic?
    ) -> CommandOutcome {
        var messages = diagnostics.map { DiagnosticPrinter.render($0) }.joined()
        guard let text else {
            messages += "linkcheck: \(Plural.count(diagnostics.errorCount, "error")); nothing was generated\n"
            return .output(CommandOutput(status: ExitStatus.unjudged, stdout: "", stderr: messages))
        }
        guard let target else { return .output(CommandOutput(status: ExitStatus.passed, stdout: text, stderr: messages)) }
        switch files.read(target) {
        case .failure(let e):
            messages += "linkcheck: error: cannot read \(CLI.display(target)) to check it: \(e.reason)\n"
            return .output(CommandOutput(status: ExitStatus.unjudged, stdout: "", stderr: messages))
        case .success(let bytes):
            guard let stale = compare(bytes, files.displayName(target)) else {
                return .output(CommandOutput(status: ExitStatus.passed, stdout: "", stderr: messages))
            }
            return .output(CommandOutput(status: ExitStatus.failed, stdout: DiagnosticPrinter.render(stale), stderr: messages))
        }
    }
}
