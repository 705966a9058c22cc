import LinkCheckCore
import LinkCheckReports

/// What a command hands back to `CLI.run`: a result for the chosen reporter to render, or a
/// finished output (init, usage errors).
enum CommandOutcome {
    case result(CommandResult)
    case output(CommandOutput)

    /// `linkcheck: error: MESSAGE`, exit 2.
    static func usage(_ message: String) -> CommandOutcome {
        .output(CommandOutput(status: ExitStatus.unjudged, stderr: "linkcheck: error: \(message)\n"))
    }
}

extension Verdict {
    /// The exit status docs/output.md gives.
    var exitStatus: Int32 {
        switch self {
        case .passed: return ExitStatus.passed
        case .failed: return ExitStatus.failed
        case .unjudged: return ExitStatus.unjudged
        }
    }
}
