import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// The inputs of a trace, each taken from the command line when given there, else from
/// linkcheck.json. A path linkcheck.json names is resolved and confined to the project (as
/// `check` does) before it is read; a file named on the command line is the user's own choice.
struct TraceGathering {
    let request: TraceRun.Request
    let limits: InputLimits
    let files: any FileSource
    var project: Project?
    /// Problems reading the inputs, in the order met.
    var problems: [Diagnostic] = []
    /// The tables linkcheck.json names, opened, with the schema each names (resolved).
    private var opened: [(table: TableLoader.Opened, schema: String?)] = []

    init(request: TraceRun.Request, limits: InputLimits, files: any FileSource) {
        self.request = request
        self.limits = limits
        self.files = files
    }

    /// linkcheck.json, when there is one, and its tables.
    mutating func readProject() {
        guard let path = request.project else { return }
        let name = files.displayName(path)
        switch files.read(path) {
        case .failure(let e):
            problems.append(Diagnostic(.error, .unreadableFile, "cannot read the project file: \(e.reason)", file: name, at: nil))
        case .success(let bytes):
            let (loaded, diagnostics) = ProjectLoader.load(bytes, file: name, limits: limits)
            // A project with nothing for `check` to run still has inputs a trace follows.
            problems += diagnostics.filter { $0.rule != .emptyProject }
            project = loaded
        }
        for reference in project?.tables ?? [] {
            guard let path = resolve(reference) else { continue }
            switch files.read(path) {
            case .failure(let e):
                problems.append(Diagnostic(.error, .unreadableFile, "cannot read the table: \(e.reason)", file: files.displayName(path), at: nil))
            case .success(let bytes):
                let (table, diagnostics) = TableLoader.open(bytes, file: files.displayName(path), limits: limits)
                problems += diagnostics
                guard let table else { continue }
                var schema: String?
                if let named = table.schemaReference {
                    switch files.resolve(named.path, namedBy: path) {
                    case .success(let resolved): schema = resolved
                    case .failure(let refusal):
                        problems.append(
                            Diagnostic(
                                .error, .outsideProject, "the schema \(SwiftLiteral.clippedString(named.path)) \(refusal.reason)",
                                file: table.file, at: named.location))
                    }
                }
                opened.append((table, schema))
            }
        }
    }

    /// A path linkcheck.json names, resolved from its folder and confined to the project; `nil`
    /// (and an error) when it is refused.
    mutating func resolve(_ reference: Project.FileReference) -> String? {
        guard let path = request.project else { return reference.path }
        switch files.resolve(reference.path, namedBy: path) {
        case .success(let resolved): return resolved
        case .failure(let refusal):
            problems.append(
                Diagnostic(
                    .error, .outsideProject, "\(SwiftLiteral.clippedString(reference.path)) \(refusal.reason)",
                    file: files.displayName(path), at: reference.location))
            return nil
        }
    }

    /// `--schema`, else linkcheck.json's `"schema"`, else the schema its first table names.
    mutating func schemaPath() -> String? {
        if let given = request.schema { return given }
        if let named = project?.schema { return resolve(named) }
        return opened.lazy.compactMap(\.schema).first
    }

    /// `--aasa` files (asked about any host), else linkcheck.json's `"aasa"` entries with their
    /// domains and apps. A file that cannot be read or used is a problem.
    mutating func aasaFiles() -> [TraceInputs.AASA] {
        // `--app-id` stands for the entries' apps when given.
        var entries: [(path: String, domain: String?, appIDs: [String])] = request.aasa.map { ($0, nil, request.appIDs) }
        if entries.isEmpty {
            for entry in project?.aasa ?? [] {
                guard let path = resolve(entry.file) else { continue }
                entries.append((path, entry.domain, request.appIDs.isEmpty ? entry.appIDs : request.appIDs))
            }
        }
        var out: [TraceInputs.AASA] = []
        var loaded: [String: AASAFile] = [:]
        for entry in entries {
            let name = files.displayName(entry.path)
            if let file = loaded[name] {
                out.append(TraceInputs.AASA(name: name, domain: entry.domain, file: file, appIDs: entry.appIDs))
                continue
            }
            switch files.read(entry.path) {
            case .failure(let e): problems.append(Diagnostic(.error, .unreadableFile, "cannot read the AASA file: \(e.reason)", file: name, at: nil))
            case .success(let bytes):
                let (file, diagnostics) = AASALoader.load(bytes, file: name)
                guard let file else {
                    problems += diagnostics.filter { $0.severity == .error }
                    continue
                }
                loaded[name] = file
                out.append(TraceInputs.AASA(name: name, domain: entry.domain, file: file, appIDs: entry.appIDs))
            }
        }
        return out
    }

    /// The cases of the tables that name `schemaPath` (every table when linkcheck.json's
    /// `"schema"` stands for theirs), read against `schema`.
    /// A table that cannot be read against the schema is a problem, as it is for `routes`.
    mutating func tables(for schemaPath: String, schema: RouteSchema) -> [(file: String, cases: [TestCase])] {
        let identity = files.identity(schemaPath)
        var out: [(file: String, cases: [TestCase])] = []
        for (table, named) in opened where project?.schema != nil || named.map(files.identity) == identity {
            let (cases, diagnostics) = TableLoader.cases(of: table, schema: schema)
            problems += diagnostics
            if let cases { out.append((table.file, cases)) }
        }
        return out
    }
}
