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
    /// Which file `path` is, however it is spelled: the path as the operating system resolves
    /// it (`.` and `..` removed, symbolic links followed), so two spellings of one file, such as
    /// `Release.xcconfig` and `./Release.xcconfig`, are the same. When the path cannot be
    /// resolved (no such file) it is the path with `.` and `dir/..` removed as text.
    func identity(_ path: String) -> String
    /// The path of an existing file that `path` names when letters are compared without case,
    /// each part as the folder spells it (`Config/Version.Public.xcconfig` for
    /// `config/version.public.xcconfig`), or `nil`: what a default, case-insensitive Mac volume
    /// finds where a case-sensitive one does not.
    func spellingOnDisk(_ path: String) -> String?
    /// The names of the entries of the folder `path`, sorted, or none when it cannot be listed:
    /// how an Xcode project's shared schemes are found.
    func names(in path: String) -> [String]
}

extension FileSource {
    /// The path with `.` and `dir/..` removed as text: a source without links needs no more.
    public func identity(_ path: String) -> String { PathText.normalized(path) }
    /// None: a source that cannot list folders finds files only as they are spelled.
    public func spellingOnDisk(_ path: String) -> String? { nil }
    /// None: a source that cannot list folders has no files but those named.
    public func names(in path: String) -> [String] { [] }
}

/// Paths as text.
public enum PathText {
    /// `a/./b/../c` as `a/c`, as text: a leading `..` is kept, `/..` is `/`.
    public static func normalized(_ path: String) -> String {
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
    /// The contents by path; a path is found when spelled as given here, or as a spelling whose
    /// `identity` is it.
    public var files: [String: [UInt8]]
    /// Symbolic links: a path, and where it points (relative to the link's folder, or absolute),
    /// followed by `identity` and `read` as the operating system follows them.
    public var links: [String: String] = [:]

    /// Files given as text, kept as their UTF-8 bytes.
    ///
    ///     let files = MemoryFiles(["routes.json": schemaJSON, "cases.json": tableJSON])
    public init(_ files: [String: String]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    /// The bytes stored under `path` (or the file its identity names), or the failure `no such file`.
    public func read(_ path: String) -> Result<[UInt8], FileFailure> {
        (files[path] ?? files[identity(path)]).map { .success($0) } ?? .failure(FileFailure(reason: "no such file"))
    }

    /// The path with `.` and `dir/..` removed and each link on the way followed, as `realpath`
    /// does (at most 40 links, as Linux allows; a loop of links stops there).
    public func identity(_ path: String) -> String {
        let normalized = PathText.normalized(path)
        guard !links.isEmpty else { return normalized }
        // Components still to walk, last first, so taking the next one is O(1).
        var pending = Array(normalized.split(separator: "/", omittingEmptySubsequences: true).map(String.init).reversed())
        var resolved: [String] = []
        var absolute = path.hasPrefix("/")
        var followed = 0
        while let part = pending.popLast() {
            if part == ".." {
                if let last = resolved.last, last != ".." { resolved.removeLast() } else if !absolute { resolved.append(part) }
                continue
            }
            resolved.append(part)
            let here = (absolute ? "/" : "") + resolved.joined(separator: "/")
            guard let target = links[here], followed < 40 else { continue }
            followed += 1
            resolved.removeLast()
            if target.hasPrefix("/") {
                resolved = []
                absolute = true
            }
            pending += target.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }.reversed()
        }
        let joined = resolved.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
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
