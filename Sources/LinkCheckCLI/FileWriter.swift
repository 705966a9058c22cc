#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes files so that readers see the old content or the new, never half of it: the bytes go
/// to a temporary file beside the target, which is flushed and then renamed over it.
public enum FileWriter {
    public static func writeAtomically(_ text: String, to path: String) -> Result<Void, FileError> {
        let temp = path + ".linkcheck-\(getpid()).tmp"
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return .failure(FileError(reason: String(cString: strerror(errno)).lowercased())) }
        var ok = Glue.writeAll(text, to: fd)
        let reason = ok ? "" : String(cString: strerror(errno)).lowercased()
        if ok && fsync(fd) != 0 { ok = false }
        close(fd)
        guard ok, rename(temp, path) == 0 else {
            let why = reason.isEmpty ? String(cString: strerror(errno)).lowercased() : reason
            unlink(temp)
            return .failure(FileError(reason: why))
        }
        return .success(())
    }

    /// Appends to `path`, creating it if needed.
    public static func append(_ text: String, to path: String) -> Result<Void, FileError> {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return .failure(FileError(reason: String(cString: strerror(errno)).lowercased())) }
        defer { close(fd) }
        return Glue.writeAll(text, to: fd) ? .success(()) : .failure(FileError(reason: String(cString: strerror(errno)).lowercased()))
    }

    /// Creates `path` and its missing parents (`mkdir -p`).
    public static func makeDirectories(_ path: String) -> Result<Void, FileError> {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                return .failure(FileError(reason: String(cString: strerror(errno)).lowercased()))
            }
        }
        return .success(())
    }

    /// Whether both paths name one existing file (same device and inode), however spelled.
    public static func sameFile(_ a: String, _ b: String) -> Bool {
        var x = stat(), y = stat()
        guard stat(a, &x) == 0, stat(b, &y) == 0 else { return false }
        return x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }

    public static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }
}
