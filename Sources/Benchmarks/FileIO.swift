#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

private func posixRead(_ fd: Int32, _ p: UnsafeMutableRawPointer, _ n: Int) -> Int { read(fd, p, n) }
private func posixWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { write(fd, p, n) }
private func posixClose(_ fd: Int32) { _ = close(fd) }
private func lastError() -> String { String(cString: strerror(errno)) }

/// Whole-file reads and writes with POSIX calls, as linkcheck itself reads: one buffer, no copies.
enum FileIO {
    static func read(_ path: String) throws(BenchError) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw BenchError("cannot open \(path): \(lastError())") }
        defer { posixClose(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw BenchError("cannot stat \(path): \(lastError())") }
        let size = Int(info.st_size)
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let n = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { posixRead(fd, $0 + done, size - done) } ?? -1
            }
            guard n > 0 else { throw BenchError("cannot read \(path): \(lastError())") }
            done += n
        }
        return bytes
    }

    static func write(_ text: String, to path: String) throws(BenchError) {
        let writer = try BlockWriter(path: path)
        writer.append(text)
        try writer.close()
    }

    static func size(_ path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }

    static func exists(_ path: String) -> Bool { size(path) != nil }

    /// `mkdir -p`.
    static func makeDirectories(_ path: String) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            mkdir(prefix, 0o755)
            prefix += "/"
        }
    }
}

/// A file written in 1 MB blocks: the large generated tables never exist whole in memory.
final class BlockWriter {
    private let path: String
    private var fd: Int32
    private var buffer: [UInt8] = []
    private var failed = false

    init(path: String) throws(BenchError) {
        self.path = path
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw BenchError("cannot create \(path): \(lastError())") }
        buffer.reserveCapacity(1 << 20 + 4096)
    }

    func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 20 { flush() }
    }

    private func flush() {
        buffer.withUnsafeBytes { b in
            var done = 0
            while done < b.count, let base = b.baseAddress {
                let n = posixWrite(fd, base + done, b.count - done)
                if n <= 0 { failed = true; break }
                done += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    func close() throws(BenchError) {
        flush()
        posixClose(fd)
        fd = -1
        if failed { throw BenchError("cannot write \(path): \(lastError())") }
    }

    deinit { if fd >= 0 { posixClose(fd) } }
}
