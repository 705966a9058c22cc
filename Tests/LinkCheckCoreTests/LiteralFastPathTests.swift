@testable import LinkCheckCore
import Testing

/// The shortcuts a list's trace takes for plain ASCII text write what the general paths write:
/// a quoted URL or name as it is, a short value unclipped, a URL's scheme and host lower-cased.
@Suite struct LiteralFastPathTests {
    @Test func plainASCIIIsQuotedAsItIs() {
        #expect(SwiftLiteral.string("https://shop.example/orders/7?x=1") == #""https://shop.example/orders/7?x=1""#)
        #expect(SwiftLiteral.string("a \"b\" \\c") == #""a \"b\" \\c""#)
        #expect(SwiftLiteral.string("tab\there") == #""tab\there""#)
        #expect(SwiftLiteral.string("del\u{7F}") == #""del\u{7F}""#)
        #expect(SwiftLiteral.string("café") == #""café""#)
        #expect(SwiftLiteral.string("x"[...]) == #""x""#)
        #expect(SwiftLiteral.string("") == #""""#)
    }

    @Test func textOfAtMostTheLimitIsNeverClipped() {
        let exactly = String(repeating: "a", count: 64)
        #expect(SwiftLiteral.clippedString(exactly) == "\"\(exactly)\"")
        #expect(SwiftLiteral.clippedString(exactly + "b") == "\"\(exactly)\"… (65 characters)")
        // 64 characters of two bytes each: more bytes than the limit, no more characters.
        let wide = String(repeating: "é", count: 64)
        #expect(SwiftLiteral.clippedString(wide) == "\"\(wide)\"")
        #expect(SwiftLiteral.clippedString(wide + "é") == "\"\(wide)\"… (65 characters)")
    }

    @Test func schemeAndHostAreLowerCasedAsSplitGivesThem() {
        #expect(URLParts.loweredSchemeAndHost("HTTPS://Shop.Example:443/Orders")! == ("https", "shop.example"))
        #expect(URLParts.loweredSchemeAndHost("miapp:orders/42")! == ("miapp", nil))
        #expect(URLParts.loweredSchemeAndHost("https://[::1]/x")! == ("https", "[::1]"))
        #expect(URLParts.loweredSchemeAndHost("not a url") == nil)
        #expect(URLParts.loweredSchemeAndHost("https://shop.example/a b") == nil)
    }
}
