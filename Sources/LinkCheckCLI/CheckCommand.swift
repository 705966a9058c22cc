import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// `linkcheck check [--project FILE]`, and bare `linkcheck`: everything `linkcheck.json` names,
/// with one combined summary.
struct CheckCommand {
    let args: ParsedArguments
    let context: CommandContext

    func run(_ streams: Streams) -> CommandOutput {
        let options = OutputOptions(args, context)
        guard let projectPath = args.value("project") ?? ProjectLocator.find(in: context) else {
            return CommandOutput(status: ExitStatus.unjudged, stderr: "linkcheck: error: no linkcheck.json in this folder or its parents; "
                                 + "run \"linkcheck init\" to write one, or see \"linkcheck help\"\n")
        }
        let name = CommandContext.displayName(projectPath)
        let loaded: (project: Project?, diagnostics: [Diagnostic])
        switch context.read(projectPath) {
        case .failure(let e):
            loaded = (nil, [Diagnostic(.error, .unreadableFile, "cannot read the project file: \(e.reason)", file: name, at: nil)])
        case .success(let bytes):
            loaded = ProjectLoader.load(bytes, file: name, limits: context.limits)
        }
        guard let project = loaded.project else {
            var out = CommandOutput(status: ExitStatus.unjudged, stderr: options.render(loaded.diagnostics))
            out.stderr += OutputOptions.unjudgedLine(loaded.diagnostics, "nothing was checked")
            return out
        }
        // Every path the project names, resolved and confined before anything is read.
        var refused: [Diagnostic] = []
        func path(_ reference: Project.FileReference) -> String {
            switch NamedPath.resolve(reference.path, namedBy: projectPath, context: context) {
            case .success(let resolved):
                return resolved
            case .failure(let refusal):
                refused.append(Diagnostic(.error, .outsideProject, "\(SwiftLiteral.clippedString(reference.path)) \(refusal.reason)",
                                          file: name, at: reference.location))
                return reference.path
            }
        }
        let tables = project.tables.map(path)
        let schema = project.schema.map(path)
        let configuration = ConfigurationFiles(infoPlist: project.infoPlist.map(path), entitlements: project.entitlements.map(path),
                                               release: project.release || args.flag("release"))
        let entries = project.aasa.map { entry in
            (file: path(entry.file), list: entry.urlList.map(path), schema: entry.schema.map(path))
        }
        guard refused.isEmpty else {
            var out = CommandOutput(status: ExitStatus.unjudged, stderr: options.render(refused))
            out.stderr += OutputOptions.unjudgedLine(refused, "nothing was checked")
            return out
        }
        if configuration.release && configuration.entitlements == nil {
            return CommandOutput(status: ExitStatus.unjudged,
                                 stderr: "linkcheck: error: --release checks the app's entitlements, and \(CLI.display(projectPath)) has no \"entitlements\"\n")
        }
        let routes = tables.isEmpty ? RoutesReport(tables: [], diagnostics: [])
            : RoutesRun(context: context).run(tables: tables, schemaOverride: schema, configuration: configuration)
        var listProblems: [Diagnostic] = []
        let inputs = zip(project.aasa, entries).map { entry, paths in
            var urls = entry.urls
            if let list = paths.list {
                switch context.read(list) {
                case .success(let bytes):
                    let (listed, problems) = URLList.parse(bytes, file: CommandContext.displayName(list), limits: context.limits)
                    urls += listed
                    listProblems += problems
                case .failure(let e):
                    listProblems.append(Diagnostic(.error, .unreadableFile, "cannot read the URL list: \(e.reason)",
                                                   file: CommandContext.displayName(list), at: nil))
                }
            }
            // Checked against a schema only on a known domain (the same rule as `aasa --schema`).
            let entrySchema = entry.domain == nil ? nil : (paths.schema ?? schema)
            return AASAInput(source: .path(paths.file), appIDs: entry.appIDs, domain: entry.domain, urls: urls, schema: entrySchema)
        }
        // Tables are checked against the files that ask for it; a broken table is already
        // reported by the routes run.
        var aasa = AASAReport(files: [])
        var aasaProblems: [Diagnostic] = []
        for (entry, input) in zip(project.aasa, inputs) {
            let (one, problems) = AASARun(context: context).run([input], cases: entry.checkTables && !routes.hasErrors ? tables : [])
            aasa.files += one.files
            aasa.diagnostics += one.diagnostics
            aasaProblems += problems
        }

        let unjudgedProblems = Diagnostic.ordered(loaded.diagnostics + listProblems + aasaProblems + routes.diagnostics)
        let unjudged = unjudgedProblems.contains { $0.severity == .error }
        let warnings = aasa.warnings
        let failed = routes.failed > 0 || aasa.errors > 0 || (project.strict && warnings > 0)
        var out = CommandOutput(status: unjudged ? ExitStatus.unjudged : failed ? ExitStatus.failed : ExitStatus.passed)
        streams.messages.write(options.render(unjudgedProblems))
        var stream = streams.report
        switch options.format {
        case .json:
            JSONOutput.object([
                ("project", .string(name)),
                ("routes", RoutesJSONReporter.document(routes)),
                ("aasa", AASAJSONReporter.document(aasa)),
                ("summary", .object([("passed", .int(routes.passed)), ("failed", .int(routes.failed)),
                                     ("errors", .int(aasa.errors)), ("warnings", .int(warnings))])),
            ]).write(to: &stream, pretty: true)
            stream.write("\n")
        case .junit:
            JUnitReporter.check(routes: routes, aasa: aasa, problems: unjudgedProblems, into: &stream)
        case .github:
            GitHubReporter.check(routes: routes, aasa: aasa, problems: unjudgedProblems, into: &stream)
            options.appendStepSummary(MarkdownSummary.routes(routes) + "\n" + MarkdownSummary.aasa(aasa), context: context, to: streams.messages)
        case .text:
            if unjudged { streams.messages.write(OutputOptions.unjudgedLine(unjudgedProblems, "the run is not judged")) }
            RoutesTextReporter(style: options.stdoutStyle, quiet: options.quiet).body(routes, into: &stream)
            AASATextReporter(style: options.stdoutStyle, quiet: options.quiet).body(aasa, into: &stream)
            let e = aasa.errors
            let line = "\(routes.passed) passed, \(routes.failed) failed, \(e) \(e == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")"
            let style = options.stdoutStyle
            stream.write((out.status == ExitStatus.passed ? style.green(line) : style.bold(style.red(line))) + "\n")
        }
        out.results = routes
        return out
    }
}
