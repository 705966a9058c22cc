import LinkCheckCore
import LinkCheckAASA
import LinkCheckRuns
import LinkCheckReports

/// `linkcheck aasa FILE... [--app-id ID]... [--url URL]... [--urls FILE] [--cases TABLE]... [--domain NAME]`,
/// or `linkcheck aasa --fetch [--cdn] DOMAIN...` with the same options but `--domain`.
struct AASACommand {
    let args: ParsedArguments
    let context: CommandContext

    func run() -> CommandOutcome {
        let fetch: FetchOptions?
        switch FetchOptions.parse(args, context: context) {
        case .failure(let message): return .usage(message.message)
        case .success(let options): fetch = options
        }
        if let caFile = args.value("ca-file"), case .failure(let e) = context.read(caFile) {
            return .usage("cannot read the --ca-file \(CLI.display(caFile)): \(e.reason)")
        }
        if args.value("schema") != nil && args.value("domain") == nil && fetch == nil {
            return .usage("--schema needs --domain: the links are checked on the domain the file is served from")
        }
        let fetcher = context.fetch
        var fetchSites: (@Sendable () -> [FetchedSite])?
        if let fetch { fetchSites = { fetch.fetchAll(fetcher) } }
        let request = AASACheck.Request(
            paths: args.positionals, appIDs: args.values("app-id"), domain: args.value("domain"),
            urls: args.values("url"), urlList: args.value("urls"), schema: args.value("schema"),
            cases: args.values("cases"), fetch: fetchSites, strict: args.flag("strict"))
        // What the file opens beyond the schema is for a person comparing the two, not for `check`.
        let audit = AASAAudit(limits: context.limits, legacyIOS: args.flag("legacy-ios"), cores: context.cores, widerRules: true)
        let report = AASACheck.run(request, audit: audit, files: SystemFiles(context: context))
        return .result(.aasa(report, fetched: fetch != nil))
    }
}
