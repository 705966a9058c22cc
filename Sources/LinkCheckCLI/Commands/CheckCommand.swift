import LinkCheckCore
import LinkCheckApp
import LinkCheckReports

/// `linkcheck check [--project FILE]`, and bare `linkcheck`: everything `linkcheck.json` names,
/// with one combined summary.
struct CheckCommand {
    let args: ParsedArguments
    let context: CommandContext

    func run() -> CommandOutcome {
        guard let path = args.value("project") ?? ProjectLocator.find(in: context) else {
            return .usage("no linkcheck.json in this folder or its parents; run \"linkcheck init\" to write one, or see \"linkcheck help\"")
        }
        let options = ProjectCheck.Options(limits: context.limits, release: args.flag("release"), cores: context.cores,
                                           now: XcodeCommand.now(context))
        let report = ProjectCheck.run(project: path, options: options, files: SystemFiles(context: context))
        return .result(.check(report), report.verdict)
    }
}
