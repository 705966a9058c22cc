import LinkCheckCore
import LinkCheckRoutes
import LinkCheckGenerate
import LinkCheckReports

/// `linkcheck generate swift SCHEMA` and `linkcheck generate tests TABLE...` (docs/generate.md): the
/// Swift text goes where every report goes (standard output, or `--output FILE`, replaced
/// atomically); `--check FILE` compares instead of writing. `generate aasa` is `GenerateAASACommand`.
struct GenerateCommand {
    let args: ParsedArguments
    let context: CommandContext

    func run() -> CommandOutcome {
        guard let kind = args.positionals.first else {
            return .usage("generate needs \"swift SCHEMA\", \"tests TABLE...\" or \"aasa SCHEMA\"")
        }
        let inputs = Array(args.positionals.dropFirst())
        for option in ["app-id", "domain"] where kind != "aasa" && args.value(option) != nil {
            return .usage("--\(option) is an option of generate aasa, not of generate \(kind)")
        }
        if kind == "aasa" { return GenerateAASACommand(args: args, context: context, inputs: inputs).run() }
        var names = SwiftTypeNames()
        if let access = args.value("access") { names.access = SwiftTypeNames.Access(rawValue: access) ?? .internal }
        if let tab = args.value("tab-type") { names.tab = tab }
        if let route = args.value("route-type") { names.route = route }
        if let namespace = args.value("namespace") { names.namespace = namespace }
        if let scope = args.value("enums") { names.enumerations = SwiftTypeNames.EnumerationScope(rawValue: scope) ?? .nested }
        if let problem = names.problem { return .usage(problem) }
        if args.value("check") != nil && args.value("output") != nil {
            return .usage("--check compares and writes nothing; give --output FILE or --check FILE, not both")
        }
        let files = SystemFiles(context: context)
        // The file written or checked, as the header's command names it.
        let output = args.value("check") ?? args.value("output").flatMap { $0 == "-" ? nil : $0 }
        let request: GenerateRequest
        switch kind {
        case "swift":
            guard inputs.count == 1 else {
                return .usage("generate swift takes one SCHEMA, not \(inputs.count)")
            }
            for option in ["import", "schema"] where args.value(option) != nil {
                return .usage("--\(option) is an option of generate tests, not of generate swift")
            }
            for flag in ["testable", "xctest"] where args.flag(flag) {
                return .usage("--\(flag) is an option of generate tests, not of generate swift")
            }
            request = GenerateRequest(.swift(schema: inputs[0]), names: names, output: output, sourceName: args.value("source-name"))
        case "tests":
            guard !inputs.isEmpty else { return .usage("generate tests needs at least one TABLE") }
            for option in ["access", "source-name"] where args.value(option) != nil {
                return .usage("--\(option) is an option of generate swift, not of generate tests")
            }
            if args.flag("testable") && args.value("import") == nil { return .usage("--testable needs --import MODULE") }
            // The module is written after `import` in the suite: anything but a module name would be code.
            if let module = args.value("import"), let problem = SwiftNameCheck.moduleProblem(module) { return .usage("--import: " + problem) }
            request = GenerateRequest(
                .tests(
                    tables: inputs, schema: args.value("schema"), module: args.value("import"),
                    testable: args.flag("testable"), xctest: args.flag("xctest")),
                names: names, output: output)
        default:
            let hint = Suggestion.hint(for: kind, among: ["swift", "tests", "aasa"])
            return .usage("generate writes \"swift\", \"tests\" or \"aasa\", not \(CLI.quoted(kind))\(hint)")
        }
        let generated = GenerateRun.run(request, limits: context.limits, files: files)
        return GeneratedOutcome.outcome(text: generated.text, diagnostics: generated.diagnostics, check: args.value("check"), files: files) {
            GeneratedFileCheck.compare(existing: $0, generated: generated.text ?? "", file: $1, command: request.command)
        }
    }
}
