@testable import LinkCheckCore
import Testing

/// Every reader tells UTF-16 and a byte order mark the same way (`SourceText`), and refuses
/// UTF-16 with the same sentence.
@Suite struct SourceTextTests {
    static let utf16 = [
        [0xFF, 0xFE, 0x7B, 0x00],  // little-endian, with its mark
        [0xFE, 0xFF, 0x00, 0x7B],  // big-endian, with its mark
        [0x7B, 0x00, 0x7D, 0x00],  // little-endian, no mark: `{}`
        [0x00, 0x7B, 0x00, 0x7D]  // big-endian, no mark
    ].map { $0.map(UInt8.init) }

    @Test func utf16IsToldByItsMarkOrItsNuls() {
        for bytes in Self.utf16 { #expect(SourceText.isUTF16(bytes), "\(bytes)") }
        for bytes in [[], [0x7B], [0xEF, 0xBB, 0xBF, 0x7B], Array("{}".utf8), Array("é".utf8)] as [[UInt8]] {
            #expect(!SourceText.isUTF16(bytes), "\(bytes)")
        }
        #expect(SourceText.start([0xEF, 0xBB, 0xBF, 0x7B]) == 3)
        #expect(SourceText.start(Array("{}".utf8)) == 0)
        #expect(SourceText.start([0xEF, 0xBB]) == 0)
    }

    @Test func everyReaderRefusesUTF16Alike() {
        for bytes in Self.utf16 {
            #expect(throws: JSONSyntaxError.self) { try JSONDocument.parse(bytes) }
            do {
                _ = try JSONDocument.parse(bytes)
            } catch {
                #expect(error.message == SourceText.utf16)
            }
            do {
                _ = try PlistDocument.parse(bytes)
                Issue.record("a UTF-16 property list was read")
            } catch {
                #expect(error.message.hasPrefix(SourceText.utf16))
            }
            #expect(throws: OpenStepSyntaxError.self) { try OpenStepDocument.parse(bytes) }
            let (urls, problems) = URLList.parseSerially(bytes, file: "urls.txt")
            #expect(urls.count == 0)
            #expect(problems.map(\.message) == [SourceText.utf16])
        }
    }
}
