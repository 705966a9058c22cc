import LinkCheckSystem
import LinkCheckCore

/// Where a run's text goes: a descriptor (standard output or error, the `--output` file) or,
/// for tests and the in-process API, memory. Writes are buffered and every failure is kept, so
/// that a report cut short by a full disk or a failing device ends the run with status 2
/// instead of passing; a reader that went away (EPIPE, `linkcheck … | head`) is told apart, as
/// that is no failure of the run.
public final class OutputStream: UTF8Sink {
    public enum Failure: Sendable, Equatable {
        /// The reader closed the pipe.
        case closed
        /// Any other error, as the end of a sentence ("no space left on device").
        case failed(String)
    }

    private let descriptor: Int32?
    private var buffer: [UInt8] = []
    /// What was written, for a stream in memory.
    public private(set) var text = ""
    /// The first write that failed; later writes are dropped.
    public private(set) var failure: Failure?
    private let bufferSize: Int

    /// A stream in memory.
    public init() {
        descriptor = nil
        bufferSize = 0
    }

    /// A stream to `fd`, buffered by `bufferSize` bytes (0 writes through at once).
    public init(descriptor fd: Int32, bufferSize: Int = 1 << 16) {
        descriptor = fd
        self.bufferSize = bufferSize
        buffer.reserveCapacity(bufferSize)
    }

    public func write(_ string: String) {
        guard let descriptor else {
            text += string
            return
        }
        guard failure == nil else { return }
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= bufferSize { flush(descriptor) }
    }

    public func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard let descriptor else {
            text += String(decoding: bytes, as: UTF8.self)
            return
        }
        guard failure == nil else { return }
        buffer.append(contentsOf: bytes)
        if buffer.count >= bufferSize { flush(descriptor) }
    }

    /// Writes what is buffered; `failure` tells whether everything written so far arrived.
    public func flush() {
        if let descriptor { flush(descriptor) }
    }

    private func flush(_ fd: Int32) {
        guard failure == nil, !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        var offset = 0
        while offset < buffer.count {
            let n = buffer.withUnsafeBufferPointer { b in Glue.write(fd, b.baseAddress.map { $0 + offset }, b.count - offset) }
            if n >= 0 {
                offset += n
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                // A descriptor a parent left non-blocking: wait until it takes more.
                var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&p, 1, -1)
            case EPIPE:
                failure = .closed
                return
            case let code:
                failure = .failed(FileSystem.describe(code))
                return
            }
        }
    }
}
