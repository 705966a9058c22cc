import LinkCheckSystem
import LinkCheckCore

/// The system calls that take a path, each through `PathBytes` so that a name that is not UTF-8
/// reaches the file system as the bytes it was given as.
enum FileSystem {
    static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
        PathBytes.withCString(path) { p in loop { Glue.open(p, flags, mode) } }
    }

    static func openat(_ dir: Int32, _ name: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
        PathBytes.withCString(name) { p in loop { Glue.openat(dir, p, flags, mode) } }
    }

    /// `stat`, following links; `nil` with errno set when the path cannot be reached.
    static func status(_ path: String) -> stat? {
        var info = stat()
        return PathBytes.withCString(path) { stat($0, &info) } == 0 ? info : nil
    }

    /// `lstat`: the entry itself, a symbolic link not followed.
    static func linkStatus(_ path: String) -> stat? {
        var info = stat()
        return PathBytes.withCString(path) { lstat($0, &info) } == 0 ? info : nil
    }

    static func linkStatus(at dir: Int32, _ name: String) -> stat? {
        var info = stat()
        return PathBytes.withCString(name) { fstatat(dir, $0, &info, AT_SYMLINK_NOFOLLOW) } == 0 ? info : nil
    }

    static func exists(_ path: String) -> Bool {
        linkStatus(path) != nil
    }

    static func isExecutable(_ path: String) -> Bool {
        PathBytes.withCString(path) { access($0, X_OK) } == 0
    }

    /// The canonical absolute path, every link and `..` resolved by the file system.
    static func realPath(_ path: String) -> String? {
        PathBytes.withCString(path) { p -> String? in
            guard let resolved = realpath(p, nil) else { return nil }
            defer { free(resolved) }
            return PathBytes.decode(cString: resolved)
        }
    }

    /// The names in the folder `path` (without `.` and `..`), or `[]` when it cannot be read.
    static func names(in path: String) -> [String] {
        guard let dir = PathBytes.withCString(path, { opendir($0) }) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                PathBytes.decode(Array(raw.prefix { $0 != 0 }))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    static func makeDirectory(_ path: String) -> Int32 {
        PathBytes.withCString(path) { mkdir($0, 0o777) }
    }

    /// `errno` as the end of a sentence: "no such file", "permission denied".
    static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case EACCES: return "permission denied"
        case EISDIR: return "it is a directory"
        case ENOSPC: return "no space left on device"
        default:
            guard let s = strerror(code) else { return "error \(code)" }
            return String(cString: s).lowercased()
        }
    }

    /// Retries a call that a signal interrupted.
    private static func loop(_ call: () -> Int32) -> Int32 {
        while true {
            let r = call()
            if r >= 0 || errno != EINTR { return r }
        }
    }
}

/// What makes two paths the same file, however spelled: a link, a hard link, `..`.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }

    init?(descriptor fd: Int32) {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        self.init(info)
    }

    init?(path: String) {
        guard let info = FileSystem.status(path) else { return nil }
        self.init(info)
    }
}

/// The kind of a file-system entry, in words for messages.
enum FileKind {
    static func of(_ info: stat) -> String {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a named pipe"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFLNK: return "a symbolic link"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    static func isRegular(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFREG }
}
