import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// `--schema FILE` of `resolve` and `url`: the schema with its warnings, or, when it cannot be
/// loaded, the output of a run that cannot be judged, in the format asked for.
struct SchemaOption {
    var schema: RouteSchema
    /// The path as the user gave it, for messages.
    var name: String
    var diagnostics: [Diagnostic]
    /// Started with the schema's warnings on stderr.
    var output: CommandOutput

    /// `command` names the JUnit suite; `resultsKey` the empty JSON array of results.
    static func load(_ args: ParsedArguments, _ context: CommandContext, _ options: OutputOptions,
                     command: String, resultsKey: String) -> Result<SchemaOption, UnjudgedRun> {
        var schemas = SchemaFiles(context: context)
        let path = args.value("schema") ?? "-"
        let (loaded, diagnostics) = schemas.load(path)
        var out = CommandOutput(status: ExitStatus.passed, stderr: options.render(diagnostics))
        if let schema = loaded {
            return .success(SchemaOption(schema: schema, name: CommandContext.displayName(path), diagnostics: diagnostics, output: out))
        }
        out.status = ExitStatus.unjudged
        switch options.format {
        case .json:
            out.stdout = JSONOutput.object([
                (resultsKey, .array([])),
                ("diagnostics", .array(diagnostics.map(RoutesJSONReporter.diagnostic))),
            ]).render(pretty: true) + "\n"
        case .junit: out.stdout = JUnitReporter.diagnostics(diagnostics, suiteName: command)
        case .github: out.stdout = GitHubReporter.diagnostics(diagnostics)
        case .text: break
        }
        return .failure(UnjudgedRun(output: out))
    }

    struct UnjudgedRun: Error {
        var output: CommandOutput
    }
}
