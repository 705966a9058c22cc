import LinkCheckCore

/// Switches for checks that only some sites want.
public struct AASALintOptions: Sendable, Hashable {
    /// Also report what iOS 12 and earlier cannot read (`legacy-ios`): a missing `"apps": []` and
    /// entries without `appID` + `paths`. Off by default because every current-format file would
    /// get it, and iOS 12 devices are a small minority.
    public var checkLegacyIOS: Bool
    /// Nesting depth for the JSON reader.
    public var maxDepth: Int
    /// The domain the file is served from, when known (`--domain`, `--fetch`, a linkcheck.json
    /// entry's `domain`): a file for a real domain must not name the template app
    /// `com.example.app` (`placeholder-app-id`).
    public var domain: String?

    public init(checkLegacyIOS: Bool = false, maxDepth: Int = InputLimits.defaults.maxDepth, domain: String? = nil) {
        self.checkLegacyIOS = checkLegacyIOS
        self.maxDepth = maxDepth
        self.domain = domain
    }
}

/// Reads an apple-app-site-association file the way iOS does and lints it in the same pass.
///
/// The model is built leniently, like iOS: unknown keys are ignored and a value of the wrong type
/// is treated as absent, so the matcher sees what a device would. Every problem, from JSON syntax
/// to rules that can never be reached, becomes a `Diagnostic` (ids in `Rule.all`).
public enum AASALoader {
    /// iOS 9.3.1 and later refuse larger files (uncompressed size).
    public static let maximumSize = 131_072
    /// Past this size only the JSON syntax is checked: iOS ignores the file anyway, and reading
    /// every rule costs memory in proportion (about a hundred times the file).
    public static let analysisLimit = 1 << 20

    /// The model and every finding, sorted by position. The model is `nil` only when the file is
    /// not a JSON object at all (invalid JSON, or another top-level value); errors elsewhere still
    /// give a model. `file` is the path as the user named it; its last component is checked for
    /// a `.json` extension.
    public static func load(_ bytes: [UInt8], file: String) -> (file: AASAFile?, diagnostics: [Diagnostic]) {
        load(bytes, file: file, options: AASALintOptions())
    }

    /// `load(_:file:)` with optional checks switched on.
    public static func load(
        _ bytes: [UInt8], file: String,
        options: AASALintOptions
    ) -> (file: AASAFile?, diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink(file: file)
        checkContainer(bytes, file: file, into: &sink)
        guard let document = sink.parseJSON(bytes, limits: JSONLimits(maxDepth: options.maxDepth)),
            bytes.count <= analysisLimit
        else {
            sink.sortByLocation()
            return (nil, sink.diagnostics)
        }
        let root = document.root
        guard root.kind == .object else {
            sink.report(
                .rootNotObject, "the top-level value must be an object, not \(AASAReader.describe(root))",
                at: root.location)
            sink.sortByLocation()
            return (nil, sink.diagnostics)
        }
        var reader = AASAReader(sink: sink, options: options)
        let model = reader.readRoot(root)
        sink = reader.sink
        sink.sortByLocation()
        return (model, sink.diagnostics)
    }

    /// Size, name and encoding: problems of the file rather than of its JSON, found even when
    /// the JSON is unreadable.
    static func checkContainer(_ bytes: [UInt8], file: String, into sink: inout DiagnosticSink) {
        let start = SourceLocation(line: 1, column: 1)
        if bytes.count > maximumSize {
            sink.report(
                .fileTooLarge,
                "the file is \(bytes.count) bytes, over the limit of \(maximumSize) bytes (128 KB) "
                    + "that iOS 9.3.1 and later accept; the system ignores it"
                    + (bytes.count > analysisLimit ? " (over 1 MB, so linkcheck checks only its JSON syntax)" : ""),
                at: start)
        }
        // Both separators, so a Windows path given on the command line is judged by its name too.
        let name = file.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "\\" }.last.map(String.init) ?? file
        if name.lowercased().hasSuffix(".json") {
            sink.report(
                .jsonExtension,
                "the file name \(SwiftLiteral.string(name)) ends in \".json\"; iOS fetches "
                    + "\"/.well-known/apple-app-site-association\" with no extension, so serve it under that name", at: start)
        }
        if SourceText.hasByteOrderMark(bytes) {
            sink.report(.byteOrderMark, "the file starts with a UTF-8 byte order mark; save it as UTF-8 without one", at: start)
        }
    }
}
