import LinkCheck

/// `linkcheck resolve --schema FILE URL...`: the parser's answer for each URL, with the link that
/// gave it or the reason there is none. Exits 1 when some URL gets no destination, so a script
/// can ask "does this open the app?".
struct ResolveCommand {
    let args: ParsedArguments
    let context: CommandContext

    func run() -> CommandOutput {
        let options = OutputOptions(args, context)
        var schemas = SchemaFiles(context: context)
        let schemaPath = args.value("schema") ?? "-"
        let (loaded, diagnostics) = schemas.load(schemaPath)
        var out = CommandOutput(status: ExitStatus.passed, stderr: options.render(diagnostics))
        guard let schema = loaded else {
            out.status = ExitStatus.unjudged
            switch options.format {
            case .json:
                out.stdout = JSONOutput.object([
                    ("urls", .array([])),
                    ("diagnostics", .array(diagnostics.map(RoutesJSONReporter.diagnostic))),
                ]).render(pretty: true) + "\n"
            case .junit: out.stdout = JUnitReporter.diagnostics(diagnostics, suiteName: "resolve")
            case .github: out.stdout = GitHubReporter.diagnostics(diagnostics)
            case .text: break
            }
            return out
        }
        let schemaName = CommandContext.displayName(schemaPath)
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
