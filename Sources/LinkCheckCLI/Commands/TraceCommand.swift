import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// `linkcheck trace URL... [--project FILE] [--schema FILE] [--aasa FILE]... [--xcodeproj PATH]
/// [--configuration NAME]` (docs/trace.md): each URL followed as a tap follows it, with what
/// linkcheck.json names as the default for every input.
struct TraceCommand {
    let args: ParsedArguments
    let context: CommandContext

    func run() -> CommandOutcome {
        let files = SystemFiles(context: context)
        var problems: [Diagnostic] = []
        var project: Project?
        var folder = "."
        if let path = args.value("project") ?? ProjectLocator.find(in: context) {
            switch context.read(path) {
            case .failure(let e):
                problems.append(Diagnostic(.error, .unreadableFile, "cannot read the project file: \(e.reason)", file: CLI.display(path), at: nil))
            case .success(let bytes):
                let (loaded, diagnostics) = ProjectLoader.load(bytes, file: CLI.display(path), limits: context.limits)
                problems += diagnostics
                project = loaded
                if let slash = path.lastIndex(of: "/") { folder = String(path[..<slash]) }
            }
        }
        func fromProject(_ path: String) -> String { path.hasPrefix("/") || folder == "." ? path : PathText.normalized(folder + "/" + path) }
        guard
            let schemaPath = args.value("schema")
                ?? project.flatMap({ ProjectDefaults.schemas(of: $0, folder: folder, context: context).first.map(fromProject) })
        else {
            guard problems.hasErrors else {
                return .usage("trace needs a route schema: give --schema FILE, or run it in a project whose linkcheck.json names one")
            }
            return .result(.trace(TraceReport(configuration: nil, traces: [], problems: problems)))
        }
        var schemas = SchemaCache(files: files, limits: context.limits)
        let (loaded, schemaProblems) = schemas.load(schemaPath)
        problems += schemaProblems
        // AASA files: those given, else linkcheck.json's entries with their domains and apps.
        var aasa: [TraceInputs.AASA] = []
        let given = args.values("aasa").map { (path: $0, domain: String?.none, appIDs: [String]()) }
        let entries = given.isEmpty ? (project?.aasa ?? []).map { (path: fromProject($0.file.path), domain: $0.domain, appIDs: $0.appIDs) } : given
        for entry in entries {
            let name = files.displayName(entry.path)
            switch files.read(entry.path) {
            case .failure(let e): problems.append(Diagnostic(.error, .unreadableFile, "cannot read the AASA file: \(e.reason)", file: name, at: nil))
            case .success(let bytes):
                let (file, diagnostics) = AASALoader.load(bytes, file: name)
                if let file {
                    aasa.append(TraceInputs.AASA(name: name, domain: entry.domain, file: file, appIDs: entry.appIDs))
                } else {
                    problems += diagnostics
                }
            }
        }
        var app: TraceInputs.App?
        var configurationLabel: String?
        if let xcodeproj = args.value("xcodeproj") ?? project?.xcode.map({ fromProject($0.project.path) }) {
            let configurations = args.values("configuration")
            // The app linkcheck.json's entry names (init writes it), not another app of the project.
            let targets = args.value("xcodeproj") == nil ? project?.xcode?.targets ?? [] : []
            let report = XcodeAudit.run(
                projects: [xcodeproj],
                options: XcodeAudit.Options(
                    targets: targets, configurations: configurations, now: XcodeCommand.now(context), limits: context.limits),
                files: files)
            problems += report.problems.filter { $0.severity == .error }
            if let found = report.projects.first {
                let pick = found.targets.lazy.filter { $0.kind == .app }.compactMap { target in
                    target.configurations.first { configurations.isEmpty ? $0.isRelease : configurations.contains($0.name) }.map { (target, $0) }
                }.first
                if let (target, c) = pick {
                    let label = "target \(SwiftLiteral.string(target.name)) (\(c.name))"
                    configurationLabel = label
                    app = TraceInputs.App(
                        label: label, appID: c.appID, urlSchemes: c.urlSchemesKnown ? c.urlSchemes : nil, infoPlist: c.infoPlist,
                        associatedDomains: c.resolvedDomains, entitlements: c.entitlements, pbxproj: found.file + "/project.pbxproj")
                    app?.isRelease = c.isRelease
                } else if !configurations.isEmpty {
                    return .usage("no app target has a configuration \(CLI.quoted(configurations[0])) in \(CLI.display(xcodeproj))")
                }
            }
        }
        guard let schema = loaded, !problems.hasErrors else {
            return .result(.trace(TraceReport(configuration: configurationLabel, traces: [], problems: problems)))
        }
        var tables: [(file: String, cases: [TestCase])] = []
        for table in project?.tables ?? [] {
            let path = fromProject(table.path)
            guard case .success(let bytes) = files.read(path) else { continue }
            let (opened, _) = TableLoader.open(bytes, file: files.displayName(path), limits: context.limits)
            guard let opened, let cases = TableLoader.cases(of: opened, schema: schema).cases else { continue }
            tables.append((opened.file, cases))
        }
        let inputs = TraceInputs(schema: schema, schemaFile: files.displayName(schemaPath), app: app, aasa: aasa, tables: tables)
        let traces = args.positionals.map { TraceSteps.trace($0, in: inputs) }
        return .result(.trace(TraceReport(configuration: configurationLabel, traces: traces, problems: problems)))
    }
}
