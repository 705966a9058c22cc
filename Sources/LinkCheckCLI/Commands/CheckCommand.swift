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
        let fetcher = context.fetch
        // The check names the sites; each is fetched as `aasa --fetch` fetches it, the CDN's copy
        // too where its entry asks.
        func online(_ fetch: FetchOptions) -> OnlineFetch {
            OnlineFetch { sites in
                var run = fetch
                run.targets = sites.map(\.target)
                run.cdnTargets = Set(sites.filter(\.cdn).map(\.target))
                return run.fetchAll(fetcher)
            }
        }
        switch FetchOptions.parseOnline(args, context: context) {
        case .failure(let e): return .usage(e.message)
        case .success(let fetch?): options.online = online(fetch)
        case .success(nil):
            // For a project that says `"online": true`, which the check reads once, itself.
            if case .success(let fetch?) = FetchOptions.parseOnline(args, context: context, byProject: true) {
                options.onlineIfAsked = online(fetch)
            }
        }
        let report = ProjectCheck.run(project: path, options: options, files: SystemFiles(context: context))
        return .result(.check(report))
    }
}
