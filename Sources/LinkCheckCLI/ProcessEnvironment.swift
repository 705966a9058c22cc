#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The process's environment and standard streams, for `main.swift`.
public enum ProcessEnvironment {
    public static func variables() -> [String: String] {
        var result: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let text = String(cString: entry)
            if let eq = text.firstIndex(of: "=") {
                result[String(text[..<eq])] = String(text[text.index(after: eq)...])
            }
            p += 1
        }
        return result
    }
}

public enum StandardStreams {
    /// Writes all of `text`; gives up silently when the reader has gone (EPIPE).
    public static func write(_ text: String, to fd: Int32) {
        _ = Glue.writeAll(text, to: fd)
    }
}

extension Glue {
    /// Writes every byte of `text`, retrying short writes and interruptions; `false` on an error
    /// (errno tells which).
    static func writeAll(_ text: String, to fd: Int32) -> Bool {
        var text = text
        return text.withUTF8 { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        }
    }

    static func write(_ fd: Int32, _ buffer: UnsafePointer<UInt8>?, _ count: Int) -> Int {
        #if canImport(Darwin)
        return Darwin.write(fd, buffer, count)
        #elseif canImport(Glibc)
        return Glibc.write(fd, buffer, count)
        #else
        return Musl.write(fd, buffer, count)
        #endif
    }
}
