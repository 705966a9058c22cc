import LinkCheckSystem
import LinkCheckCore

/// `--output FILE`: the report is written to a temporary file beside FILE and renamed over it
/// only when the run is complete, so FILE holds the old report or the new one, never part of
/// one. The temporary file has an unpredictable name and is created exclusively, never through
/// a link (as `mkstemp` does), so nothing planted in a shared folder can redirect the write; a
/// signal that ends the run removes it (`Cleanup`). FILE itself must be a regular file or not
/// exist: a named pipe, a device, a directory or a symbolic link is refused, not replaced.
final class ReportFile {
    /// The path as the user gave it, for messages.
    let path: String
    /// The folder that holds FILE and the temporary file, opened once so that every later call
    /// names the same folder however its path changes meanwhile.
    private let folder: Int32
    private let name: String
    let temporaryName: String
    /// Open for writing until `commit` or `discard`.
    let descriptor: Int32
    /// The file FILE names now, if any; an input of the run must not be it.
    let replaces: FileIdentity?
    /// What the report's permissions become when it is complete: those of the file it replaces,
    /// or what the umask leaves of 0666 for a new one. Until then it is 0600, for us alone.
    private let mode: mode_t
    private let replacing: Bool
    private var closed = false
    private var finished = false

    private init(
        path: String, folder: Int32, name: String, temporaryName: String, descriptor: Int32, replaces: FileIdentity?,
        mode: mode_t, replacing: Bool
    ) {
        self.mode = mode
        self.replacing = replacing
        self.path = path
        self.folder = folder
        self.name = name
        self.temporaryName = temporaryName
        self.descriptor = descriptor
        self.replaces = replaces
    }

    /// Checks FILE and creates the temporary file; `absolute` is the path to open (relative
    /// paths resolved against the run's working folder), `path` the one to show.
    ///
    /// With `replacing` false the file must not exist, and `commit` never replaces one that
    /// appeared meanwhile (`linkcheck init`).
    static func create(_ path: String, absolute: String, replacing: Bool = true) -> Result<ReportFile, FileFailure> {
        let (folderPath, name) = split(absolute)
        guard !name.isEmpty, name != ".", name != ".." else {
            return .failure(FileFailure(reason: "it names a folder, not a file"))
        }
        let folder = FileSystem.open(folderPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return .failure(FileFailure(reason: FileSystem.describe(errno))) }
        var replaces: FileIdentity?
        var mode: mode_t = 0o666
        if let existing = FileSystem.linkStatus(at: folder, name) {
            guard replacing else {
                close(folder)
                return .failure(FileFailure(reason: "it already exists"))
            }
            guard FileKind.isRegular(existing) else {
                close(folder)
                return .failure(
                    FileFailure(
                        reason: "it is \(FileKind.of(existing)), and linkcheck replaces only a regular file"
                            + (existing.st_mode & S_IFMT == S_IFLNK ? "; name the file it points to" : "; --output - writes to standard output")))
            }
            replaces = FileIdentity(existing)
            // The new report keeps the permissions of the one it replaces.
            mode = existing.st_mode & 0o7777
        }
        for _ in 0..<16 {
            let temporaryName = ".\(name.prefix(64)).linkcheck-\(randomHex()).tmp"
            let (fd, token) = Cleanup.shared.createFile(folder: folder, name: temporaryName) {
                FileSystem.openat(folder, temporaryName, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            }
            guard fd >= 0, let token else {
                let code = errno
                if code == EEXIST { continue }
                close(folder)
                return .failure(FileFailure(reason: FileSystem.describe(code)))
            }
            let file = ReportFile(
                path: path, folder: folder, name: name, temporaryName: temporaryName, descriptor: fd,
                replaces: replaces, mode: replaces == nil ? mode & ~currentUmask() : mode, replacing: replacing)
            file.registration = token
            return .success(file)
        }
        close(folder)
        return .failure(FileFailure(reason: "no unused temporary name was found beside it"))
    }

    private var registration: Cleanup.Token?

    /// Flushes the report to disk and renames it over FILE. FILE must still be what it was
    /// when the run began (absent, or the same regular file).
    func commit() -> Result<Void, FileFailure> {
        guard !closed else { return .failure(FileFailure(reason: "the report was already closed")) }
        if fchmod(descriptor, mode) != 0 || (fsync(descriptor) != 0 && errno != EINVAL) {
            let code = errno
            discard()
            return .failure(FileFailure(reason: FileSystem.describe(code)))
        }
        closed = true
        close(descriptor)
        let now = FileSystem.linkStatus(at: folder, name)
        if let now, !FileKind.isRegular(now) || FileIdentity(now) != replaces {
            removeTemporary()
            return .failure(FileFailure(reason: "it changed while linkcheck ran (it is now \(FileKind.of(now)))"))
        }
        // A hard link, unlike a rename, fails when the name exists: `init` never replaces a file.
        let moved = PathBytes.withCString(temporaryName) { from in
            PathBytes.withCString(name) { to in
                replacing ? renameat(folder, from, folder, to) : linkat(folder, from, folder, to, 0)
            }
        }
        if moved != 0 {
            let code = errno
            removeTemporary()
            return .failure(FileFailure(reason: code == EEXIST ? "it already exists" : FileSystem.describe(code)))
        }
        if !replacing { _ = PathBytes.withCString(temporaryName) { unlinkat(folder, $0, 0) } }
        // The rename is durable once the folder is flushed too; some file systems cannot.
        _ = fsync(folder)
        finish()
        return .success(())
    }

    /// Removes the temporary file; FILE is untouched.
    func discard() {
        if !closed {
            closed = true
            close(descriptor)
        }
        removeTemporary()
    }

    private func removeTemporary() {
        _ = PathBytes.withCString(temporaryName) { unlinkat(folder, $0, 0) }
        finish()
    }

    private func finish() {
        guard !finished else { return }
        finished = true
        if let registration { Cleanup.shared.finish(registration) }
        registration = nil
        close(folder)
    }

    /// The folder to open (`.` for a bare name) and the last component.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// 64 bits from the system's secure generator, as 16 hexadecimal digits.
    private static func randomHex() -> String {
        let digits = String(UInt64.random(in: .min ... .max), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func currentUmask() -> mode_t {
        // umask can only be read by setting it; nothing else in linkcheck creates files meanwhile.
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
