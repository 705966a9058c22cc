import LinkCheckCore

/// Loads schemas by path once each, however many tables name them.
package struct SchemaCache {
    let files: any FileSource
    let limits: InputLimits
    private var loaded: [String: (schema: RouteSchema?, diagnostics: [Diagnostic])] = [:]

    package init(files: any FileSource, limits: InputLimits) {
        self.files = files
        self.limits = limits
    }

    /// The schema at `path`, and the diagnostics to show the first time it is loaded.
    /// `reference` is where a table names the schema, so an unreadable schema is reported there.
    package mutating func load(_ path: String, reference: (file: String, location: SourceLocation)? = nil)
        -> (schema: RouteSchema?, diagnostics: [Diagnostic])
    {
        if let done = loaded[path] { return (done.schema, []) }
        let name = files.displayName(path)
        let result: (schema: RouteSchema?, diagnostics: [Diagnostic])
        switch files.read(path) {
        case .failure(let e):
            let problem =
                reference.map {
                    Diagnostic(.error, .unreadableFile, "cannot read the schema \(SwiftLiteral.string(name)): \(e.reason)", file: $0.file, at: $0.location)
                } ?? Diagnostic(.error, .unreadableFile, "cannot read the schema: \(e.reason)", file: name, at: nil)
            result = (nil, [problem])
        case .success(let bytes):
            result = SchemaLoader.load(bytes, file: name, limits: limits)
        }
        loaded[path] = result
        return result
    }
}
