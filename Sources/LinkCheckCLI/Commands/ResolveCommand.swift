import LinkCheckCore
import LinkCheckRoutes
import LinkCheckReports

/// `linkcheck resolve --schema FILE URL...`: the parser's answer for each URL, with the link that
/// gave it or the reason there is none. Exits 1 when some URL gets no destination, so a script
/// can ask "does this open the app?".
struct ResolveCommand {
    let args: ParsedArguments
    let context: CommandContext

    func run() -> CommandOutcome {
        let report = ResolveReport.run(
            schema: args.value("schema") ?? "-", urls: args.positionals, limits: context.limits,
            files: SystemFiles(context: context))
        return .result(.resolve(report))
    }
}
