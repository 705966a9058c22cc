import LinkCheckCore
import LinkCheckAASA
import LinkCheckApp
import LinkCheckRuns
import LinkCheckReports

/// `linkcheck trace URL... [--urls FILE] [--project FILE] [--schema FILE] [--aasa FILE]...
/// [--xcodeproj PATH] [--configuration NAME] [--online ...]` (docs/trace.md): each URL followed as
/// a tap follows it, with what linkcheck.json names as the default for every input.
struct TraceCommand {
    let args: ParsedArguments
    let context: CommandContext

    func run() -> CommandOutcome {
        if args.positionals.isEmpty && args.value("urls") == nil { return .usage("trace needs a URL, or --urls FILE") }
        var fetch: (@Sendable ([FetchTarget]) -> [FetchedSite])?
        switch FetchOptions.parseOnline(args, context: context) {
        case .failure(let e): return .usage(e.message)
        case .success(nil): break
        case .success(let options?):
            // The sites are the URLs' hosts, which the run names; each is fetched as `aasa --fetch` does.
            let fetcher = context.fetch
            fetch = { targets in
                var run = options
                run.targets = targets
                run.cdnBase = nil
                return run.fetchAll(fetcher)
            }
        }
        let request = TraceRun.Request(
            urls: args.positionals, urlList: args.value("urls"), project: args.value("project") ?? ProjectLocator.find(in: context),
            schema: args.value("schema"), aasa: args.values("aasa"), appIDs: args.values("app-id"), xcodeproj: args.value("xcodeproj"),
            configurations: args.values("configuration"), fetch: fetch, now: XcodeCommand.now(context))
        switch TraceRun.run(request, limits: context.limits, cores: context.cores, files: SystemFiles(context: context)) {
        case .usage(let message): return .usage(message)
        case .report(let report): return .result(.trace(report))
        }
    }
}
