import Testing
import LinkCheckTestSupport
@testable import LinkCheckCore

@Suite struct ByteSearchTests {
    /// On ASCII without line breaks (where a Character is a byte) the byte search answers as
    /// `StringProtocol.contains` does, the search it replaces.
    @Test func answersAsContainsOnASCII() {
        var g = SeededGenerator(state: 0xB17E_5EA2C4)
        let alphabet = Array("aAbB_$({<.XY0".utf8)
        func word(_ length: ClosedRange<Int>) -> String {
            String(
                decoding: (0..<Int.random(in: length, using: &g)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &g)] },
                as: UTF8.self)
        }
        var found = 0
        for _ in 0..<20_000 {
            let haystack = word(0...12), needle = word(0...3)
            let expected = needle.isEmpty || haystack.contains(needle)
            #expect(ByteSearch.contains(haystack, needle) == expected, "\(haystack) \(needle)")
            if expected { found += 1 }
        }
        #expect(found > 2_000 && found < 18_000)
    }

    @Test func edges() {
        #expect(ByteSearch.contains("ABCDE12345.com.YOUR_APP", "YOUR_"))
        #expect(ByteSearch.contains("YOUR_", "YOUR_"))
        #expect(!ByteSearch.contains("YOUR", "YOUR_"))
        #expect(!ByteSearch.contains("", "a"))
        #expect(ByteSearch.contains("", ""))
        #expect(ByteSearch.contains("aaab", "aab"))
        #expect(ByteSearch.contains("é€x", "€"))
        // The documented difference: a combining mark after the marker.
        #expect(ByteSearch.contains("YOUR_\u{301}app", "YOUR_"))
        #expect(!"YOUR_\u{301}app".contains("YOUR_"))
    }
}
