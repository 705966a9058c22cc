import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// `linkcheck aasa FILE... [--app-id ID]... [--url URL]... [--urls FILE] [--cases TABLE]... [--domain NAME]`,
/// or `linkcheck aasa --fetch [--cdn] DOMAIN...` with the same options but `--domain`.
struct AASACommand {
    let args: ParsedArguments
    let context: CommandContext

    func run(_ streams: Streams) -> CommandOutput {
        let options = OutputOptions(args, context)
        let fetch: FetchOptions?
        switch FetchOptions.parse(args, context: context) {
        case .failure(let message):
            return CommandOutput(status: ExitStatus.unjudged, stderr: "linkcheck: error: \(message.message)\n")
        case .success(let options):
            fetch = options
        }
        if let caFile = args.value("ca-file"), case .failure(let e) = context.read(caFile) {
            return CommandOutput(status: ExitStatus.unjudged, stderr: "linkcheck: error: cannot read the --ca-file \(CLI.display(caFile)): \(e.reason)\n")
        }
        if args.value("schema") != nil && args.value("domain") == nil && fetch == nil {
            return CommandOutput(status: ExitStatus.unjudged,
                                 stderr: "linkcheck: error: --schema needs --domain: the links are checked on the domain the file is served from\n")
        }
        var listProblems: [Diagnostic] = []
        let urls = listedURLs(&listProblems)
        let inputs: [AASAInput]
        if let fetch {
            // A broken URL list already makes the run unjudged: no request is worth making then.
            let sites = listProblems.contains { $0.severity == .error } ? [] : fetch.fetchAll(context.fetch)
            inputs = FetchOptions.inputs(sites, urls: urls, appIDs: args.values("app-id"), schema: args.value("schema"))
        } else {
            inputs = args.positionals.map {
                AASAInput(source: .path($0), appIDs: args.values("app-id"), domain: args.value("domain"), urls: urls, schema: args.value("schema"))
            }
        }
        let (report, problems) = AASARun(context: context, legacyIOS: args.flag("legacy-ios")).run(inputs, cases: args.values("cases"))
        let inputProblems = Diagnostic.ordered(listProblems + problems)

        // Unreadable inputs and broken tables stop the judgement (exit 2) and go to stderr; what
        // the files and tables say about each other is the result.
        let unjudged = inputProblems.contains { $0.severity == .error }
        let failed = report.errors > 0 || (args.flag("strict") && report.warnings > 0)
        let out = CommandOutput(status: unjudged ? ExitStatus.unjudged : failed ? ExitStatus.failed : ExitStatus.passed)
        streams.messages.write(options.render(inputProblems))
        if unjudged {
            let n = inputProblems.errorCount
            streams.messages.write("linkcheck: \(n) \(n == 1 ? "input" : "inputs") could not be \(fetch == nil ? "read" : "read or fetched"); the run is not judged\n")
        }
        var stream = streams.report
        switch options.format {
        case .json: AASAJSONReporter.render(report, into: &stream)
        case .junit:
            if unjudged { stream.write(JUnitReporter.diagnostics(inputProblems, suiteName: "aasa")) } else { JUnitReporter.aasa(report, into: &stream) }
        case .github:
            if unjudged { stream.write(GitHubReporter.diagnostics(inputProblems)) } else { GitHubReporter.aasa(report, into: &stream) }
            options.appendStepSummary(MarkdownSummary.aasa(report), context: context, to: streams.messages)
        case .text: AASATextReporter(style: options.stdoutStyle, quiet: options.quiet).render(report, into: &stream)
        }
        return out
    }

    /// `--url` values, then the lines of `--urls FILE`.
    private func listedURLs(_ problems: inout [Diagnostic]) -> [String] {
        var urls = args.values("url")
        if let list = args.value("urls") {
            switch context.read(list) {
            case .failure(let e):
                problems.append(Diagnostic(.error, .unreadableFile, "cannot read the URL list: \(e.reason)", file: CommandContext.displayName(list), at: nil))
            case .success(let bytes):
                let (listed, listProblems) = URLList.parse(bytes, file: CommandContext.displayName(list), limits: context.limits)
                urls += listed
                problems += listProblems
            }
        }
        return urls
    }
}
