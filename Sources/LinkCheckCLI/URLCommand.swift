import LinkCheck

/// `linkcheck url --schema FILE DESTINATION...`: the canonical URL of each destination (the
/// parser run backwards). Exits 1 when some destination has none, 2 when one cannot be read.
struct URLCommand {
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
            out.stderr += OutputOptions.unjudgedLine(diagnostics, "no URL was built")
            return out
        }
        let parser = DestinationParser(schema: schema)
        var results: [URLReporter.Result] = []
        for (n, text) in args.positionals.enumerated() {
            switch parser.parse(text) {
            case .failure(let problem):
                out.status = ExitStatus.unjudged
                out.stderr += "linkcheck: error: destination \(n + 1), column \(problem.column): \(DiagnosticPrinter.escaped(problem.message))\n"
            case .success(let destination):
                results.append((text, destination, schema.canonicalURL(for: destination)))
            }
        }
        if out.status == ExitStatus.unjudged { return out }
        if results.contains(where: { if case .unrestorable = $0.url { true } else { false } }) { out.status = ExitStatus.failed }
        let schemaName = CommandContext.displayName(schemaPath)
        switch options.format {
        case .json: out.stdout = URLReporter.json(results, schema: schema, schemaFile: schemaName, diagnostics: diagnostics)
        case .junit: out.stdout = URLReporter.junit(results, schema: schema, schemaFile: schemaName)
        case .github: out.stdout = URLReporter.github(results)
        case .text: out.stdout = URLReporter.text(results, schema: schema, schemaFile: schemaName, style: options.stdoutStyle)
        }
        return out
    }
}
