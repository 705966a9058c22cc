import LinkCheck

/// `linkcheck routes [--schema FILE] TABLE...`
struct RoutesCommand {
    let args: ParsedArguments
    let context: CommandContext

    func run() -> CommandOutput {
        let options = OutputOptions(args, context)
        var schemas = SchemaFiles(context: context)
        var diagnostics: [Diagnostic] = []
        var tables: [RoutesReport.Table] = []

        for path in args.positionals {
            let name = CommandContext.displayName(path)
            let bytes: [UInt8]
            switch context.read(path) {
            case .failure(let e):
                diagnostics.append(Diagnostic(.error, "unreadable-file", "cannot read the table: \(e.reason)", file: name, at: nil))
                continue
            case .success(let b): bytes = b
            }
            let (opened, tableProblems) = TableLoader.open(bytes, file: name)
            diagnostics += tableProblems
            guard let opened else { continue }

            let schemaPath: String
            var reference: (file: String, location: SourceLocation)?
            if let given = args.value("schema") {
                schemaPath = given
            } else if let named = opened.schemaReference {
                schemaPath = SchemaFiles.resolve(named.path, relativeTo: path)
                reference = (name, named.location)
            } else {
                diagnostics.append(Diagnostic(.error, "no-schema", "the table names no schema; add \"schema\": \"routes.json\" or pass --schema", file: name, at: nil))
                continue
            }
            let (schema, schemaProblems) = schemas.load(schemaPath, reference: reference)
            diagnostics += schemaProblems
            guard let schema else { continue }

            let (cases, caseProblems) = TableLoader.cases(of: opened, schema: schema)
            diagnostics += caseProblems
            guard let cases else { continue }
            tables.append(.init(file: name, schemaFile: CommandContext.displayName(schemaPath), schema: schema, results: schema.run(cases)))
        }

        diagnostics = Diagnostic.ordered(diagnostics)
        var report = RoutesReport(tables: tables, diagnostics: diagnostics)
        let unjudged = report.hasErrors
        if unjudged { report.tables = [] }
        var out = CommandOutput(status: unjudged ? ExitStatus.unjudged : report.failed > 0 ? ExitStatus.failed : ExitStatus.passed)
        out.stderr = options.render(diagnostics)
        switch options.format {
        case .json:
            out.stdout = RoutesJSONReporter.render(report)
        case .text:
            if unjudged {
                let errors = diagnostics.count(where: { $0.severity == .error })
                out.stderr += "linkcheck: \(errors) \(errors == 1 ? "error" : "errors"); no case was run\n"
            } else {
                out.stdout = RoutesTextReporter(style: options.stdoutStyle, quiet: options.quiet).render(report)
            }
        }
        return out
    }
}
