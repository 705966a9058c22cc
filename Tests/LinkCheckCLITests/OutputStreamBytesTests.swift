import Foundation
#if canImport(Glibc)
    import Glibc
#endif
import LinkCheckCore
import LinkCheckCLI
import Testing

/// Bytes and strings written to the process's output stream reach the descriptor in the order
/// written, through a buffer smaller than one piece, and an in-memory stream keeps them as text.
@Suite struct OutputStreamBytesTests {
    static func writeAll<Out: TextOutputStream>(to out: inout Out) {
        out.write("<a>")
        out.write(utf8: Array("é → \u{301}".utf8))
        out.write(utf8: [])
        out.write("</a>\n")
    }

    @Test func bytesAndTextArriveInOrder() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("linkcheck-bytes-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(fd >= 0)
        var stream = OutputStream(descriptor: fd, bufferSize: 4)
        Self.writeAll(to: &stream)
        stream.flush()
        close(fd)
        #expect(stream.failure == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "<a>é → \u{301}</a>\n")
        var memory = OutputStream()
        Self.writeAll(to: &memory)
        #expect(memory.text == "<a>é → \u{301}</a>\n")
    }
}
