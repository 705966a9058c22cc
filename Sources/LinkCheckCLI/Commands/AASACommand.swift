import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
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
        let files = SystemFiles(context: context)
        // `--url` values, then the lines of `--urls FILE`.
        var urls = ListedURLs(args.values("url"))
        var listProblems: [Diagnostic] = []
        if let list = args.value("urls") {
            let listed: ListedURLs
            (listed, listProblems) = URLList.read(list, files: files, limits: context.limits, cores: context.cores)
            urls = listed.after(args.values("url"))
        }
        let inputs: [AASAInput]
        if let fetch {
            // A broken URL list already makes the run unjudged: no request is worth making then.
            let sites = listProblems.hasErrors ? [] : fetch.fetchAll(context.fetch)
            inputs = AASAInput.fetched(sites, urls: urls, appIDs: args.values("app-id"), schema: args.value("schema"))
        } else {
            inputs = args.positionals.map {
                AASAInput(source: .path($0), appIDs: args.values("app-id"), domain: args.value("domain"), urls: urls, schema: args.value("schema"))
            }
        }
        var report = AASAAudit(limits: context.limits, legacyIOS: args.flag("legacy-ios"), cores: context.cores).run(inputs, cases: args.values("cases"), files: files)
        report.inputProblems = Diagnostic.ordered(listProblems + report.inputProblems)
        return .result(.aasa(report, fetched: fetch != nil), report.verdict(strict: args.flag("strict")))
    }
}
