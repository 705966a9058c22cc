import Testing
import LinkCheckTestSupport
@testable import LinkCheckCLI

/// The fast path of `PathBytes.decode` (valid UTF-8 without the escape block is its own text)
/// must give what the scalar-at-a-time reference gives, for every byte string.
@Suite struct PathBytesTests {
    /// Bytes that reach every branch: ASCII, valid 2/3/4-byte scalars, scalars of the escape
    /// block (F4 8F BA/BB xx), other 0xF4 scalars, stray continuation bytes and cut sequences.
    static func randomName(_ g: inout SeededGenerator) -> [UInt8] {
        let pieces: [[UInt8]] = [
            Array("orders/".utf8), [0x2E], [0x2F], Array("é".utf8), Array("€".utf8), Array("😀".utf8),
            [0xF4, 0x8F, 0xBA, 0x80], [0xF4, 0x8F, 0xBB, 0xBF], [0xF4, 0x80, 0x80, 0x80], [0xFF], [0x80], [0xC3], [0xE2, 0x82],
            [0xF4], [0xED, 0xA0, 0x80], [0xC0, 0xAF]
        ]
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 0...8, using: &g) {
            bytes += pieces[Int.random(in: 0..<pieces.count, using: &g)]
        }
        return bytes
    }

    @Test func theFastPathDecodesAsTheReference() {
        var g = SeededGenerator(state: 0x5EED_0F_B17E5)
        for _ in 0..<5_000 {
            let bytes = Self.randomName(&g)
            let decoded = PathBytes.decode(bytes)
            #expect(decoded == PathBytes.decodeByScalars(bytes), "\(bytes)")
            #expect(PathBytes.encode(decoded) == bytes, "\(bytes)")
            #expect(PathBytes.hasEscape(decoded) == decoded.unicodeScalars.contains(where: PathBytes.isEscape), "\(bytes)")
        }
    }

    /// A name spelling the escape block in valid UTF-8 is escaped byte by byte, not read as text:
    /// otherwise it would name the file whose byte the scalar stands for.
    @Test func theEscapeBlockIsEscapedEvenWhenValid() {
        let bytes: [UInt8] = [0x61, 0xF4, 0x8F, 0xBB, 0xBF]
        #expect(PathBytes.decode(bytes).unicodeScalars.map(\.value) == [0x61, 0x10FEF4, 0x10FE8F, 0x10FEBB, 0x10FEBF])
        #expect(PathBytes.decode(Array("a€".utf8)) == "a€")
    }
}
