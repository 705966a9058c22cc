@testable import LinkCheckRoutes
import Testing

/// Text that needs no escape is its own encoding; any other byte is written `%XX`, upper case.
@Suite struct URLEncodingFastPathTests {
    @Test func onlyTheBytesOutsideTheKeptOnesAreEscaped() {
        #expect(URLBuilder.encoded("A-1_b.c~", keeping: "") == "A-1_b.c~")
        #expect(URLBuilder.encoded("a b", keeping: "") == "a%20b")
        #expect(URLBuilder.encoded("it's", keeping: "") == "it%27s")
        #expect(URLBuilder.encoded("it's", keeping: URLBuilder.segmentDelimiters) == "it's")
        #expect(URLBuilder.encoded("é/?", keeping: "/") == "%C3%A9/%3F")
        #expect(URLBuilder.encoded("\u{0}\u{7F}\u{FF}", keeping: "") == "%00%7F%C3%BF")
        #expect(URLBuilder.encoded("", keeping: "") == "")
    }
}
