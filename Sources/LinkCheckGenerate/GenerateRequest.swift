import LinkCheckCore

/// One generated file as `linkcheck generate` or an entry of linkcheck.json asks for it: what to
/// generate from which inputs, with which names, into which file. Paths are as written (on the
/// command line, or in linkcheck.json relative to its folder): they are what the file's header and
/// comments cite, so the same request gives the same text from either place.
public struct GenerateRequest: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `generate swift SCHEMA`.
        case swift(schema: String)
        /// `generate tests TABLE...`, with `--schema`, `--import`, `--testable` and `--xctest`.
        case tests(tables: [String], schema: String?, module: String?, testable: Bool, xctest: Bool)
    }

    public var kind: Kind
    public var names: SwiftTypeNames
    /// The file written (or checked); `nil` for standard output.
    public var output: String?
    /// `generate swift --source-name NAME`: the name the file cites for its schema, in place of
    /// the path it was read from. A build tool reads the schema through an absolute path of the
    /// machine that builds; with the schema's own file name the text is the same on every machine.
    public var sourceName: String?

    public init(_ kind: Kind, names: SwiftTypeNames = SwiftTypeNames(), output: String? = nil, sourceName: String? = nil) {
        self.kind = kind
        self.names = names
        self.output = output
        self.sourceName = sourceName
    }

    /// The name the generated text cites for an input read from `path`.
    public func cited(_ path: String) -> String {
        if case .swift = kind, let sourceName { return sourceName }
        return path
    }

    /// Every path the request reads, as written.
    public var inputs: [String] {
        switch kind {
        case .swift(let schema): return [schema]
        case .tests(let tables, let schema, _, _, _): return tables + (schema.map { [$0] } ?? [])
        }
    }

    /// The command line that asks for this request, as words without shell quoting: the kind
    /// (`swift`, `tests`), the inputs as written, then each option with its value (`--output`
    /// last). `linkcheck generate` without inputs runs a linkcheck.json entry's.
    public var commandLine: (kind: String, inputs: [String], options: [[String]]) {
        let defaults = SwiftTypeNames()
        var kindWord: String, inputs: [String], options: [[String]] = []
        switch kind {
        case .swift(let schema):
            (kindWord, inputs) = ("swift", [schema])
            if names.access != defaults.access { options.append(["--access", names.access.rawValue]) }
        case .tests(let tables, let schema, let module, let testable, let xctest):
            (kindWord, inputs) = ("tests", tables)
            if let schema { options.append(["--schema", schema]) }
            if let module { options.append(["--import", module]) }
            if testable { options.append(["--testable"]) }
            if xctest { options.append(["--xctest"]) }
        }
        if names.tab != defaults.tab { options.append(["--tab-type", names.tab]) }
        if names.route != defaults.route { options.append(["--route-type", names.route]) }
        if names.namespace != defaults.namespace { options.append(["--namespace", names.namespace]) }
        if names.enumerations != defaults.enumerations { options.append(["--enums", names.enumerations.rawValue]) }
        if let output { options.append(["--output", output]) }
        return (kindWord, inputs, options)
    }

    /// The command that writes the same file again: the header quotes it, and a stale file's note.
    /// With a source name, it is the command that prints the same text in the schema's folder: the
    /// build that wrote the file writes it again, to a place of its own.
    public var command: String {
        let line = commandLine
        // Paths and the module are quoted for the shell; names and levels are identifiers.
        let quotedValues: Set<String> = ["--schema", "--import", "--output"]
        var words = ["linkcheck", "generate", line.kind] + line.inputs.map { Self.quoted(cited($0)) }
        for option in line.options {
            guard let name = option.first, !(name == "--output" && sourceName != nil) else { continue }
            words += [name] + option.dropFirst().map { quotedValues.contains(name) ? Self.quoted($0) : $0 }
        }
        return words.joined(separator: " ")
    }

    /// A word as a POSIX shell reads it back: bare when plain, else in single quotes.
    static func quoted(_ word: String) -> String { ShellWord.quoted(word) }
}
