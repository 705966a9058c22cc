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
    /// Where linkcheck.json gives the app IDs (its `"appIDs"` value), for an entry of it: a
    /// problem with them (a placeholder on the schema's host) is reported there, not in the schema.
    public var appIDsLocation: SourceLocation?

    public init(schema: String, appIDs: [String], domain: String? = nil, output: String? = nil, appIDsLocation: SourceLocation? = nil) {
        self.schema = schema
        self.options = AASAGenerator.Options(appIDs: appIDs, domain: domain)
        self.output = output
        self.appIDsLocation = appIDsLocation
    }

    /// Every path the request reads, as written.
    public var inputs: [String] { [schema] }

    /// The options of its command line (`command`), each with its value: `--app-id` for each
    /// app, `--domain`, `--output`.
    public var commandOptions: [[String]] {
        var out = options.appIDs.map { ["--app-id", $0] }
        if let domain = options.domain { out.append(["--domain", domain]) }
        if let output { out.append(["--output", output]) }
        return out
    }

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
    /// `project`: the name of linkcheck.json, for an entry of it, where a problem with the app
    /// IDs is reported (at `request.appIDsLocation`).
    public static func run(
        _ request: AASAGenerateRequest, limits: InputLimits, files: any FileSource,
        located: (String) -> String = { $0 }, project: String? = nil
    ) -> GeneratedAASA {
        let path = located(request.schema)
        var schemas = SchemaCache(files: files, limits: limits)
        let (schema, diagnostics) = schemas.load(path)
        guard let schema else { return GeneratedAASA(text: nil, diagnostics: diagnostics) }
        let appIDsAt = project.map { (file: $0, location: request.appIDsLocation) }
        let generated = AASAGenerator.generate(schema, schemaFile: files.displayName(path), options: request.options, appIDsAt: appIDsAt)
        return GeneratedAASA(text: generated.text, diagnostics: Diagnostic.ordered(diagnostics + generated.diagnostics))
    }
}
