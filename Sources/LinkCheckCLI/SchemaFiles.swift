import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// Loads schemas by path once each, however many tables name them.
struct SchemaFiles {
    let context: CommandContext
    private var loaded: [String: (schema: RouteSchema?, diagnostics: [Diagnostic])] = [:]

    init(context: CommandContext) {
        self.context = context
    }

    /// The schema at `path`, and the diagnostics to show the first time it is loaded.
    /// `reference` is where a table names the schema, so an unreadable schema is reported there.
    mutating func load(_ path: String, reference: (file: String, location: SourceLocation)? = nil) -> (schema: RouteSchema?, diagnostics: [Diagnostic]) {
        if let done = loaded[path] { return (done.schema, []) }
        let name = CommandContext.displayName(path)
        let result: (schema: RouteSchema?, diagnostics: [Diagnostic])
        switch context.read(path) {
        case .failure(let e):
            let problem = reference.map {
                Diagnostic(.error, .unreadableFile, "cannot read the schema \(SwiftLiteral.string(name)): \(e.reason)", file: $0.file, at: $0.location)
            } ?? Diagnostic(.error, .unreadableFile, "cannot read the schema: \(e.reason)", file: name, at: nil)
            result = (nil, [problem])
        case .success(let bytes):
            result = SchemaLoader.load(bytes, file: name, limits: context.limits)
        }
        loaded[path] = result
        return result
    }

    /// Removes `.` and `dir/..` as text. Only a spelling to try: `NamedPath` keeps it when the file
    /// system agrees that it names the same file (no link on the way).
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
