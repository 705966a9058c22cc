import LinkCheckCore
import LinkCheckReports

/// How the report and the messages are written, read once from the options and the terminal.
struct OutputOptions {
    var format: ReportFormat
    var stdoutStyle: TextStyle
    var stderrStyle: TextStyle
    var quiet: Bool

    init(_ args: ParsedArguments, _ context: CommandContext) {
        // The parser has already refused any other name.
        format = args.value("format").flatMap(ReportFormat.init(rawValue:)) ?? .text
        quiet = args.flag("quiet")
        let when = args.value("color") ?? "auto"
        let noColor = !(context.environment["NO_COLOR"] ?? "").isEmpty || context.environment["TERM"] == "dumb"
        func decide(_ isTerminal: Bool) -> Bool {
            switch when {
            case "always": return true
            case "never": return false
            default: return isTerminal && !noColor
            }
        }
        stdoutStyle = TextStyle(color: decide(context.stdoutIsTerminal))
        stderrStyle = TextStyle(color: decide(context.stderrIsTerminal))
    }

    /// Inside GitHub Actions, the Markdown summary of a format that writes one (`github`) is
    /// appended to the file `$GITHUB_STEP_SUMMARY` names; a failure to write it is reported, not fatal.
    /// The summary is made only when there is a file to take it: for a long URL list it holds a row
    /// an answer.
    func appendStepSummary(of result: CommandResult, by reporter: any Reporter, context: CommandContext, to messages: OutputStream) {
        guard let path = context.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty, let markdown = reporter.stepSummary(result) else { return }
        if case .failure(let e) = FileWriter.append(markdown, to: context.absolute(path), log: context.files.log) {
            messages.write("linkcheck: warning: cannot append to GITHUB_STEP_SUMMARY (\(CLI.display(path))): \(e.reason)\n")
        }
    }
}
