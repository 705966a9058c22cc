import LinkCheckCore
import LinkCheckApp
import LinkCheckRuns
import LinkCheckReports

/// `linkcheck check [--project FILE] [--release] [--online ...]`, and bare `linkcheck`: everything
/// `linkcheck.json` names, with one combined summary.
struct CheckCommand {
    let args: ParsedArguments
    let context: CommandContext

    func run() -> CommandOutcome {
        if let problem = XcodeCommand.malformedNow(context) { return .usage(problem) }
        guard let path = args.value("project") ?? ProjectLocator.find(in: context) else {
            return .usage("no linkcheck.json in this folder or its parents; run \"linkcheck init\" to write one, or see \"linkcheck help\"")
        }
        var options = ProjectCheck.Options(
            limits: context.limits, release: args.flag("release"), cores: context.cores,
            now: XcodeCommand.now(context))
        switch FetchOptions.parseOnline(args, context: context, byProject: Self.projectAsksOnline(path, context: context)) {
        case .failure(let e): return .usage(e.message)
        case .success(nil): break
        case .success(let fetch?):
            // The check names the sites; each is fetched as `aasa --fetch` fetches it, the CDN's
            // copy too where its entry asks.
            let fetcher = context.fetch
            options.online = OnlineFetch { sites in
                var run = fetch
                run.targets = sites.map(\.target)
                run.cdnTargets = Set(sites.filter(\.cdn).map(\.target))
                return run.fetchAll(fetcher)
            }
        }
        let report = ProjectCheck.run(project: path, options: options, files: SystemFiles(context: context))
        return .result(.check(report))
    }

    /// Whether the project file says `"online": true`; a file that cannot be read or loaded says
    /// no here, and the check reports why.
    static func projectAsksOnline(_ path: String, context: CommandContext) -> Bool {
        guard case .success(let bytes) = context.read(path) else { return false }
        return ProjectLoader.load(bytes, file: path, limits: context.limits).project?.online ?? false
    }
}
