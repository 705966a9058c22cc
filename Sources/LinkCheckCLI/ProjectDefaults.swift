import LinkCheckCore
import LinkCheckApp
import LinkCheckGenerate

/// linkcheck.json as the default for the commands that take one file from it: inside a project,
/// `resolve URL` and `url DEST` without `--schema` use the project's schema, and `xcode` without a
/// PROJECT its `"xcodeproj"`. The file used is named on standard error; where the project names
/// several schemas, the command asks which.
enum ProjectDefaults {
    /// The arguments with the default added, and the note that names it; the arguments as given
    /// when there is no project, the option is given, or the command takes nothing from it.
    static func apply(_ arguments: [String], context: CommandContext) -> (arguments: [String], note: String?, problem: String?) {
        let unchanged = (arguments, String?.none, String?.none)
        guard !arguments.contains("--"), let command = arguments.first(where: { ["resolve", "url", "xcode"].contains($0) }) else { return unchanged }
        guard !arguments.contains(where: { $0 == "-h" || $0 == "--help" }) else { return unchanged }
        guard let projectPath = ProjectLocator.find(in: context), case .success(let bytes) = context.read(projectPath),
            let project = ProjectLoader.load(bytes, file: projectPath, limits: context.limits).project
        else { return unchanged }
        let folder = projectPath.contains("/") ? String(projectPath[..<(projectPath.lastIndex(of: "/") ?? projectPath.endIndex)]) : "."
        func fromProject(_ path: String) -> String { path.hasPrefix("/") || folder == "." ? path : PathText.normalized(folder + "/" + path) }
        let name = CLI.display(projectPath)
        if command == "xcode" {
            guard let entry = project.xcode, positionals(arguments, after: command).isEmpty else { return unchanged }
            let path = fromProject(entry.project.path)
            return (arguments + [path], "linkcheck: the project is \(CLI.display(path)), from \(name)", nil)
        }
        guard !arguments.contains(where: { $0 == "--schema" || $0.hasPrefix("--schema=") }) else { return unchanged }
        let schemas = self.schemas(of: project, folder: folder, context: context).map(fromProject)
        var unique: [String] = []
        for s in schemas where !unique.contains(s) { unique.append(s) }
        guard let first = unique.first else { return unchanged }
        guard unique.count == 1 else {
            return (
                arguments, nil,
                "\(name) names \(unique.count) schemas (\(unique.map(CLI.display).joined(separator: ", "))); give --schema FILE to say which"
            )
        }
        return (arguments + ["--schema", first], "linkcheck: --schema \(CLI.display(first)), from \(name)", nil)
    }

    /// The schemas the project names, as paths from its folder: `"schema"`, else those of its
    /// `"swift"` entries and its tables (each table's `"schema"`, relative to the table).
    static func schemas(of project: Project, folder: String, context: CommandContext) -> [String] {
        if let schema = project.schema { return [schema.path] }
        var out = project.generated.compactMap { entry -> String? in
            if case GenerateRequest.Kind.swift(let schema) = entry.request.kind { return schema }
            return nil
        }
        for table in project.tables {
            let path = folder == "." ? table.path : folder + "/" + table.path
            guard case .success(let bytes) = context.read(path) else { continue }
            var sink = DiagnosticSink(file: path)
            guard let named = sink.parseJSON(bytes)?.root["schema"]?.stringValue else { continue }
            let tableFolder = table.path.contains("/") ? String(table.path[..<(table.path.lastIndex(of: "/") ?? table.path.endIndex)]) + "/" : ""
            out.append(named.hasPrefix("/") ? named : PathText.normalized(tableFolder + named))
        }
        return out
    }

    /// The words after the command that are not options (an option's value counts as an option).
    static func positionals(_ arguments: [String], after command: String) -> [String] {
        guard let start = arguments.firstIndex(of: command) else { return [] }
        return arguments[arguments.index(after: start)...].filter { !$0.hasPrefix("-") }
    }
}
