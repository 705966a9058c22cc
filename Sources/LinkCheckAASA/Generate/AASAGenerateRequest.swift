import LinkCheckCore
import LinkCheckRoutes

/// One apple-app-site-association file as `linkcheck generate aasa` or an `"aasaGenerated"`
/// entry of linkcheck.json asks for it. Paths are as written (on the command line, or in
/// linkcheck.json relative to its folder). The file cites none of them, so the same request gives
/// the same bytes from any folder.
public struct AASAGenerateRequest: Sendable, Hashable {
    public var schema: String
    public var options: AASAGenerator.Options
    /// The file written (or checked); `nil` for standard output.
    public var output: String?

    public init(schema: String, appIDs: [String], domain: String? = nil, output: String? = nil) {
        self.schema = schema
        self.options = AASAGenerator.Options(appIDs: appIDs, domain: domain)
        self.output = output
    }

    /// Every path the request reads, as written.
    public var inputs: [String] { [schema] }

    /// The command that writes the same file again, for a stale file's note.
    public var command: String {
        var words = ["linkcheck", "generate", "aasa", ShellWord.quoted(schema)]
        for id in options.appIDs { words += ["--app-id", ShellWord.quoted(id)] }
        if let domain = options.domain { words += ["--domain", ShellWord.quoted(domain)] }
        if let output { words += ["--output", ShellWord.quoted(output)] }
        return words.joined(separator: " ")
    }
}

/// Reads a request's schema through a `FileSource` and runs `AASAGenerator`: the only step
/// between files and the pure generator.
public enum AASAGenerateRun {
    /// `located` turns a path as written into one to read (linkcheck.json's entries are relative
    /// to its folder).
    public static func run(
        _ request: AASAGenerateRequest, limits: InputLimits, files: any FileSource,
        located: (String) -> String = { $0 }
    ) -> GeneratedAASA {
        let path = located(request.schema)
        var schemas = SchemaCache(files: files, limits: limits)
        let (schema, diagnostics) = schemas.load(path)
        guard let schema else { return GeneratedAASA(text: nil, diagnostics: diagnostics) }
        let generated = AASAGenerator.generate(schema, schemaFile: files.displayName(path), options: request.options)
        return GeneratedAASA(text: generated.text, diagnostics: Diagnostic.ordered(diagnostics + generated.diagnostics))
    }
}
