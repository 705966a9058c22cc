import LinkCheckSystem
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// Reads whole files with POSIX calls: Foundation would cost start-up time for no gain here.
public struct FileReader: Sendable {
    /// Files past this size are refused before they are read.
    public var sizeLimit: Int
    /// Where each file read is noted, so that no output can replace it.
    var log: ReadLog?

    public init(sizeLimit: Int = InputLimits.defaults.maxFileSize) {
        self.sizeLimit = sizeLimit
    }

    /// `name` is how the run named the file, for messages (`path` may be made absolute).
    public func read(_ path: String, name: String? = nil) -> Result<[UInt8], FileFailure> {
        // Non-blocking, so that a named pipe nobody writes to cannot hang the run in `open`.
        let fd = FileSystem.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(FileFailure(reason: describe(errno))) }
        defer { close(fd) }
        return read(descriptor: fd, path: name ?? path)
    }

    /// Standard input, noted like a file when it is one (`linkcheck routes - < t.json`).
    public func readStandardInput() -> Result<[UInt8], FileFailure> {
        var info = stat()
        if fstat(0, &info) == 0, FileKind.isRegular(info) { log?.record(FileIdentity(info), path: "-") }
        return readAll(0)
    }

    private func read(descriptor fd: Int32, path: String) -> Result<[UInt8], FileFailure> {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(FileFailure(reason: describe(errno))) }
        log?.record(FileIdentity(info), path: path)
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            return .failure(FileFailure(reason: "it is a directory"))
        case S_IFREG:
            if Int(info.st_size) > sizeLimit {
                return .failure(
                    FileFailure(
                        reason: "it is \(info.st_size) bytes, over the limit of \(sizeLimit); "
                            + "--max-file-size raises it"))
            }
            return readAll(fd, expected: Int(info.st_size))
        default:
            // A pipe or a device: read it as a stream (blocking again, so a writer that has the
            // pipe open is waited for), bounded by the size limit as it goes.
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
            let read = readAll(fd)
            if case .success(let bytes) = read, bytes.isEmpty, info.st_mode & S_IFMT == S_IFIFO {
                return .failure(FileFailure(reason: "it is a named pipe and nothing wrote to it"))
            }
            return read
        }
    }

    /// Reads until end of file; `expected` is a capacity hint (0 for pipes).
    public func readAll(_ fd: Int32, expected: Int = 0) -> Result<[UInt8], FileFailure> {
        var bytes: [UInt8] = []
        if expected > 0 {
            // A regular file: straight into the array, with one byte to spare to notice growth.
            var failure: Int32 = 0
            bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
                while count < buffer.count {
                    let n = Glue.read(fd, buffer.baseAddress.map { $0 + count }, buffer.count - count)
                    if n < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if n == 0 { return }
                    count += n
                }
            }
            if failure != 0 { return .failure(FileFailure(reason: describe(failure))) }
            // The whole file, unless it grew while being read: then read the rest as a stream.
            if bytes.count <= expected { return .success(bytes) }
        }
        bytes.reserveCapacity(max(bytes.count, 4096) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glue.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(FileFailure(reason: describe(errno)))
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > sizeLimit {
                return .failure(FileFailure(reason: "it is over the limit of \(sizeLimit) bytes; --max-file-size raises it"))
            }
        }
        return .success(bytes)
    }

    private func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied"
        case EISDIR: return "it is a directory"
        default:
            guard let s = strerror(code) else { return "error \(code)" }
            return String(cString: s).lowercased()
        }
    }
}
