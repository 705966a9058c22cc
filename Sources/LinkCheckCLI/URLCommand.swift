import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// `linkcheck url --schema FILE DESTINATION...`: the canonical URL of each destination (the
/// parser run backwards). Exits 1 when some destination has none, 2 when one cannot be read.
struct URLCommand {
    let args: ParsedArguments
    let context: CommandContext

    func run() -> CommandOutput {
        let options = OutputOptions(args, context)
        let loaded: SchemaOption
        switch SchemaOption.load(args, context, options, command: "url", resultsKey: "destinations") {
        case .failure(let unjudged): return unjudged.output
        case .success(let s): loaded = s
        }
        let (schema, schemaName, diagnostics) = (loaded.schema, loaded.name, loaded.diagnostics)
        var out = loaded.output
        let parser = DestinationParser(schema: schema)
        var results: [URLReporter.Result] = []
        for (n, text) in args.positionals.enumerated() {
            switch parser.parse(text) {
            case .failure(let problem):
                out.status = ExitStatus.unjudged
                out.stderr += "linkcheck: error: destination \(n + 1), column \(problem.column): \(Display.escaped(problem.message))\n"
            case .success(let destination):
                results.append((text, destination, schema.canonicalURL(for: destination)))
            }
        }
        if out.status == ExitStatus.unjudged { return out }
        if results.contains(where: { if case .unrestorable = $0.url { true } else { false } }) { out.status = ExitStatus.failed }
        switch options.format {
        case .json: out.stdout = URLReporter.json(results, schema: schema, schemaFile: schemaName, diagnostics: diagnostics)
        case .junit: out.stdout = URLReporter.junit(results, schema: schema, schemaFile: schemaName)
        case .github: out.stdout = URLReporter.github(results)
        case .text: out.stdout = URLReporter.text(results, schema: schema, schemaFile: schemaName, style: options.stdoutStyle)
        }
        return out
    }
}
