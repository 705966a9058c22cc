@testable import LinkCheckReports
import Testing

/// The byte-wise fast paths of the JUnit text helpers give exactly what the character-wise way
/// gives, which they skip for most text.
@Suite struct JUnitTextFastPathTests {
    /// `dedent` as it was written before its fast path: by characters.
    static func dedentByCharacters(_ s: String) -> String {
        s.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasPrefix("  ") ? $0.dropFirst(2) : $0 }.joined(separator: "\n")
    }

    @Test(arguments: [
        "", " ", "  ", "   ", "x", " x", "  x", "   x", "  a\n    b\n c\n\n  ", "\n \n  \n   \n", "  a\r\n  b",
        "  \u{301}x\n  é", "  https://miapp.com/a\n    opens ABCDE12345.com.miapp.app: matched by \"/a\" at 3:5"
    ])
    func dedentIsByCharacters(text: String) {
        #expect(JUnitReporter.dedent(text) == Self.dedentByCharacters(text))
    }

    @Test func escapesOnlyWhatNeedsIt() {
        #expect(JUnitXML.attribute("https://miapp.com/a?b=1") == "https://miapp.com/a?b=1")
        #expect(JUnitXML.attribute("a&b<c>\"d'\te\nf\rg") == "a&amp;b&lt;c&gt;&quot;d&apos;&#9;e&#10;f&#13;g")
        #expect(JUnitXML.text("a&b\te\nf\rg\u{1}") == "a&amp;b\te\nf&#13;g\\u{1}")
        #expect(JUnitXML.text("line\n\tkept") == "line\n\tkept")
        #expect(JUnitXML.text("é → \u{FFFE}\u{FFFD}") == "é → \\u{FFFE}\u{FFFD}")
    }
}
