/// How a domain's run reads the files it is named: the command line gives one that reads the
/// file system (and confines what input files name); tests and apps give files from memory. The
/// libraries themselves do no I/O.
public protocol FileSource: Sendable {
    /// The bytes of `path`, or why not. `-` is standard input.
    func read(_ path: String) -> Result<[UInt8], FileFailure>
    /// A path written inside the file `file` (a table's `"schema"`, an entry of `linkcheck.json`):
    /// where it leads, relative to `file`, or why it is refused.
    func resolve(_ reference: String, namedBy file: String) -> Result<String, PathRefusal>
    /// The name `path` goes by in messages and reports (`<stdin>` for `-`).
    func displayName(_ path: String) -> String
}

/// Why a file could not be read, as the end of a sentence: "cannot read the table: REASON".
public struct FileFailure: Error, Sendable, Equatable {
    /// Lower-case, without a trailing period: `no such file`.
    public var reason: String

    /// A failure whose `reason` ends the sentence "cannot read …: REASON".
    public init(reason: String) {
        self.reason = reason
    }
}

/// Why a path written inside a file is refused, as the end of a sentence that follows the quoted
/// path: "… is an absolute path; …".
public struct PathRefusal: Error, Sendable, Equatable {
    /// Lower-case, without a trailing period.
    public var reason: String

    /// A refusal whose `reason` follows the quoted path in a message.
    public init(reason: String) {
        self.reason = reason
    }
}

/// Files in memory, by path: for tests, and for apps that hold their tables as resources.
public struct MemoryFiles: FileSource {
    /// The contents by path; a path is found only when spelled exactly as given here.
    public var files: [String: [UInt8]]

    /// Files given as text, kept as their UTF-8 bytes.
    ///
    ///     let files = MemoryFiles(["routes.json": schemaJSON, "cases.json": tableJSON])
    public init(_ files: [String: String]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    /// The bytes stored under `path`, or the failure `no such file`.
    public func read(_ path: String) -> Result<[UInt8], FileFailure> {
        files[path].map { .success($0) } ?? .failure(FileFailure(reason: "no such file"))
    }

    /// Relative to the naming file's folder, `..` removed as text.
    public func resolve(_ reference: String, namedBy file: String) -> Result<String, PathRefusal> {
        guard !reference.hasPrefix("/"), let slash = file.lastIndex(of: "/") else { return .success(reference) }
        var parts = file[..<slash].split(separator: "/").map(String.init)
        for part in reference.split(separator: "/") {
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else if part != "." { parts.append(String(part)) }
        }
        return .success(parts.joined(separator: "/"))
    }

    /// `path` itself, or `<stdin>` for `-`.
    public func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }
}
