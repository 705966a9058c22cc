import LinkCheckCore
import LinkCheckApp
import LinkCheckGenerate

/// linkcheck.json as the default for the commands that take one file from it, tried when the
/// command line as given is refused: inside a project, `resolve URL` and `url DEST` without
/// `--schema` use the project's schema, `xcode` without a PROJECT its `"xcodeproj"`, `aasa`
/// without a FILE the `"aasa"` entry for the `--url`s' host (or the only entry), with its domain,
/// and `generate swift`, `tests` or `aasa` without inputs a `"swift"`, `"tests"` or
/// `"aasaGenerated"` entry
/// (`ProjectDefaults+Generate.swift`). The file used is named on standard error; where the project
/// names several, the command asks which.
enum ProjectDefaults {
    /// The arguments with the default added, and the note that names it; the arguments as given
    /// when there is no project, the option is given, or the command takes nothing from it.
    /// `folder` is where the command must run (from the working folder), when not here.
    static func apply(_ arguments: [String], context: CommandContext) -> (
        arguments: [String], note: String?, problem: String?, folder: String?
    ) {
        let unchanged = (arguments, String?.none, String?.none, String?.none)
        guard !arguments.contains("--"),
            let command = arguments.first(where: { ["resolve", "url", "xcode", "aasa", "generate"].contains($0) })
        else {
            return unchanged
        }
        guard !arguments.contains(where: { $0 == "-h" || $0 == "--help" }) else { return unchanged }
        guard let projectPath = ProjectLocator.find(in: context), case .success(let bytes) = context.read(projectPath),
            let project = ProjectLoader.load(bytes, file: projectPath, limits: context.limits).project
        else { return unchanged }
        let folder = projectPath.contains("/") ? String(projectPath[..<(projectPath.lastIndex(of: "/") ?? projectPath.endIndex)]) : "."
        func fromProject(_ path: String) -> String { path.hasPrefix("/") || folder == "." ? path : PathText.normalized(folder + "/" + path) }
        let name = CLI.display(projectPath)
        // Every path taken from linkcheck.json is confined to the project, as `check` confines it:
        // a pull request's linkcheck.json cannot point a command at a file outside.
        var confining = context
        confining.allowOutside = context.allowOutside || arguments.contains("--allow-outside")
        func refused(_ reference: String, namedBy file: String) -> String? {
            guard case .failure(let refusal) = NamedPath.resolve(reference, namedBy: file, context: confining) else { return nil }
            return "\(SwiftLiteral.clippedString(reference)) in \(CLI.display(file)) \(refusal.reason)"
        }
        if command == "generate" {
            let run = generate(arguments, project: project, projectPath: projectPath, folder: folder, context: context)
            return (run.arguments, run.note, run.problem, run.folder)
        }
        if command == "xcode" {
            guard let entry = project.xcode else { return unchanged }
            if let problem = refused(entry.project.path, namedBy: projectPath) { return (arguments, nil, problem, nil) }
            let path = fromProject(entry.project.path)
            return (arguments + [path], "linkcheck: the project is \(CLI.display(path)), from \(name)", nil, nil)
        }
        if command == "aasa" {
            // The entries for the hosts of the URLs given, else every entry.
            let hosts = Set(
                arguments.indices.dropLast().filter { arguments[$0] == "--url" }.compactMap { i -> String? in
                    guard case .success(let parts) = URLParts.split(arguments[i + 1]) else { return nil }
                    return parts.host?.lowercased()
                })
            let entries = project.aasa.filter { entry in hosts.isEmpty || entry.domain.map { hosts.contains($0.lowercased()) } == true }
            var files: [String] = []
            for entry in entries where !files.contains(fromProject(entry.file.path)) { files.append(fromProject(entry.file.path)) }
            guard let file = files.first, let entry = entries.first else {
                guard !hosts.isEmpty, !project.aasa.isEmpty else { return unchanged }
                return (arguments, nil, "\(name) has no \"aasa\" entry for \(hosts.sorted().joined(separator: ", ")); give the FILE to check", nil)
            }
            guard files.count == 1 else {
                return (
                    arguments, nil,
                    "\(name) names \(files.count) AASA files (\(files.map(CLI.display).joined(separator: ", "))); give the FILE to check",
                    nil
                )
            }
            if let problem = refused(entry.file.path, namedBy: projectPath) { return (arguments, nil, problem, nil) }
            var added = [file]
            if let domain = entry.domain, !arguments.contains("--domain") { added += ["--domain", domain] }
            return (arguments + added, "linkcheck: the AASA file is \(CLI.display(file)), from \(name)", nil, nil)
        }
        guard !arguments.contains(where: { $0 == "--schema" || $0.hasPrefix("--schema=") }) else { return unchanged }
        let named = self.schemas(of: project, folder: folder, context: confining, projectPath: projectPath)
        if let problem = named.lazy.compactMap({ refused($0.reference, namedBy: $0.namedBy) }).first { return (arguments, nil, problem, nil) }
        var unique: [String] = []
        for s in named.map({ fromProject($0.path) }) where !unique.contains(s) { unique.append(s) }
        guard let first = unique.first else { return unchanged }
        guard unique.count == 1 else {
            return (
                arguments, nil,
                "\(name) names \(unique.count) schemas (\(unique.map(CLI.display).joined(separator: ", "))); give --schema FILE to say which",
                nil
            )
        }
        return (arguments + ["--schema", first], "linkcheck: --schema \(CLI.display(first)), from \(name)", nil, nil)
    }

    /// The schemas the project names, as paths from its folder, each with the reference as written
    /// and the file that names it (to be confined): `"schema"`, else those of its `"swift"`
    /// entries and its tables (each table's `"schema"`, relative to the table). A table is read
    /// only when it is in the project.
    static func schemas(
        of project: Project, folder: String, context: CommandContext, projectPath: String
    ) -> [(path: String, reference: String, namedBy: String)] {
        if let schema = project.schema { return [(schema.path, schema.path, projectPath)] }
        var out = project.generated.compactMap { entry -> (String, String, String)? in
            if case GenerateRequest.Kind.swift(let schema) = entry.request.kind { return (schema, schema, projectPath) }
            return nil
        }
        for table in project.tables {
            let path = folder == "." ? table.path : folder + "/" + table.path
            guard case .success = NamedPath.resolve(table.path, namedBy: projectPath, context: context),
                case .success(let bytes) = context.read(path)
            else { continue }
            var sink = DiagnosticSink(file: path)
            guard let named = sink.parseJSON(bytes)?.root["schema"]?.stringValue else { continue }
            let tableFolder = table.path.contains("/") ? String(table.path[..<(table.path.lastIndex(of: "/") ?? table.path.endIndex)]) + "/" : ""
            out.append((named.hasPrefix("/") ? named : PathText.normalized(tableFolder + named), named, path))
        }
        return out
    }
}
