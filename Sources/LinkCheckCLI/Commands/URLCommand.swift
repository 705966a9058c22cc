import LinkCheckCore
import LinkCheckRoutes
import LinkCheckReports

/// `linkcheck url --schema FILE DESTINATION...`: the canonical URL of each destination (the
/// parser run backwards). Exits 1 when some destination has none, 2 when one cannot be read.
struct URLCommand {
    let args: ParsedArguments
    let context: CommandContext

    func run() -> CommandOutcome {
        let report = URLReport.run(
            schema: args.value("schema") ?? "-", destinations: args.positionals, limits: context.limits,
            files: SystemFiles(context: context))
        return .result(.url(report))
    }
}
