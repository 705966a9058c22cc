import LinkCheckCore
import LinkCheckAASA
import LinkCheckReports

/// `linkcheck generate aasa SCHEMA --app-id ID... [--domain NAME]` (docs/generate.md): the
/// apple-app-site-association file goes where every report goes (standard output, or `--output
/// FILE`, replaced atomically); `--check FILE` compares its JSON content instead of writing.
struct GenerateAASACommand {
    let args: ParsedArguments
    let context: CommandContext
    /// The positional arguments after `aasa`.
    let inputs: [String]

    /// The options of the other generators, which say nothing here.
    static let foreignOptions = ["access", "tab-type", "route-type", "namespace", "enums", "source-name", "schema", "import"]

    func run() -> CommandOutcome {
        guard inputs.count == 1 else { return .usage("generate aasa takes one SCHEMA, not \(inputs.count)") }
        for option in Self.foreignOptions where args.value(option) != nil {
            return .usage("--\(option) is an option of generate swift or tests, not of generate aasa")
        }
        for flag in ["testable", "xctest"] where args.flag(flag) {
            return .usage("--\(flag) is an option of generate tests, not of generate aasa")
        }
        if args.value("check") != nil && args.value("output") != nil {
            return .usage("--check compares and writes nothing; give --output FILE or --check FILE, not both")
        }
        let appIDs = args.values("app-id")
        let domain = args.value("domain")
        if appIDs.isEmpty { return .usage("generate aasa needs --app-id ID (TEAMID.bundle.id), the app the file opens; repeat it for more apps") }
        if let problem = AASAGenerator.appIDProblems(appIDs, domain: domain).first { return .usage("--app-id: " + problem.message) }
        let output = args.value("check") ?? args.value("output").flatMap { $0 == "-" ? nil : $0 }
        let request = AASAGenerateRequest(schema: inputs[0], appIDs: appIDs, domain: domain, output: output)
        let files = SystemFiles(context: context)
        let generated = AASAGenerateRun.run(request, limits: context.limits, files: files)
        return GeneratedOutcome.outcome(text: generated.text, diagnostics: generated.diagnostics, check: args.value("check"), files: files) {
            GeneratedAASACheck.compare(existing: $0, generated: generated.text ?? "", file: $1, command: request.command)
        }
    }
}
