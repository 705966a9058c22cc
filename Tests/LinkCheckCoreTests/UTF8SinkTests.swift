import LinkCheckCore
import Testing

/// Bytes written to a text stream arrive as the text they spell, in order with the strings around
/// them: as a string to any stream, as they are to a `UTF8Sink`, even when the writer holds the
/// sink only as some `TextOutputStream`.
@Suite struct UTF8SinkTests {
    final class Recorder: UTF8Sink {
        var pieces: [String] = []
        func write(_ string: String) { pieces.append("s:" + string) }
        func write(utf8 bytes: UnsafeBufferPointer<UInt8>) { pieces.append("b:" + String(decoding: bytes, as: UTF8.self)) }
    }

    static func writeAll<Out: TextOutputStream>(to out: inout Out) {
        out.write("a → ")
        out.write(utf8: Array("é\u{301} <b>".utf8))
        out.write("c")
    }

    @Test func bytesGoToTheSinkAsBytes() {
        var recorder = Recorder()
        Self.writeAll(to: &recorder)
        #expect(recorder.pieces == ["s:a → ", "b:é\u{301} <b>", "s:c"])
    }

    @Test func bytesGoToAStringAsText() {
        var text = ""
        Self.writeAll(to: &text)
        #expect(text == "a → é\u{301} <b>c")
    }
}
