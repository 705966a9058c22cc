import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// `linkcheck resolve --schema FILE URL...`: the parser's answer for each URL, with the link that
/// gave it or the reason there is none. Exits 1 when some URL gets no destination, so a script
/// can ask "does this open the app?".
struct ResolveCommand {
    let args: ParsedArguments
    let context: CommandContext

    func run() -> CommandOutput {
        let options = OutputOptions(args, context)
        let loaded: SchemaOption
        switch SchemaOption.load(args, context, options, command: "resolve", resultsKey: "urls") {
        case .failure(let unjudged): return unjudged.output
        case .success(let s): loaded = s
        }
        let (schema, schemaName, diagnostics) = (loaded.schema, loaded.name, loaded.diagnostics)
        var out = loaded.output
        let results = args.positionals.map { ($0, schema.resolve($0)) }
        if results.contains(where: { $0.1.destination == nil }) { out.status = ExitStatus.failed }
        switch options.format {
        case .json:
            out.stdout = ResolveReporter.json(results, schema: schema, schemaFile: schemaName, diagnostics: diagnostics)
        case .junit:
            out.stdout = JUnitReporter.resolve(results, schema: schema, schemaFile: schemaName)
        case .github:
            out.stdout = GitHubReporter.resolve(results, schema: schema, schemaFile: schemaName)
        case .text:
            out.stdout = ResolveReporter.text(results, schema: schema, schemaFile: schemaName, style: options.stdoutStyle)
        }
        return out
    }
}
