import LinkCheckCore
import LinkCheckRoutes
@testable import LinkCheckApp
import Testing

/// The tables' cases by URL, and the filter a list's trace asks first: it never says a URL some
/// table holds is in none, and says it of most other URLs.
struct TraceCasesTests {
    static func mayHold(_ cases: TraceCases, _ url: String) -> Bool {
        var copy = url
        return copy.withUTF8 { cases.mayHold($0) }
    }

    @Test func aURLATableHoldsIsNeverFilteredOut() {
        let held = (0..<500).map { "https://shop.example/orders/\($0 * 37)" } + ["shop://orders", "", "x", "https://shop.example/caf%C3%A9"]
        let cases = TraceCases([("shop.cases.json", held.map { TestCase(url: $0, location: SourceLocation(line: 1, column: 1), expected: nil) })])
        for url in held {
            #expect(Self.mayHold(cases, url), "\(url)")
            #expect(cases[url].count == 1, "\(url)")
        }
        // 500 URLs set at most 500 of the 4,096 bits: most other URLs are known to be in none.
        let others = (0..<10_000).map { "https://shop.example/items/\($0)" }
        let passed = others.count { Self.mayHold(cases, $0) }
        #expect(passed < 2_000)
        #expect(others.allSatisfy { cases[$0].isEmpty })
        // No table: no URL passes.
        #expect(!Self.mayHold(TraceCases([]), "https://shop.example/orders/0"))
    }

    /// A case's URL written with a character canonically equivalent to an ASCII one (the Kelvin
    /// sign, `K`) is the same string as the ASCII URL, with other bytes: that URL is let through.
    @Test func aURLEqualToACaseInOtherBytesIsLetThrough() {
        let kelvin = "https://shop.example/\u{212A}"
        let cases = TraceCases([("shop.cases.json", [TestCase(url: kelvin, location: SourceLocation(line: 1, column: 1), expected: nil)])])
        #expect(cases["https://shop.example/K"].count == 1)
        #expect(Self.mayHold(cases, "https://shop.example/K"))
    }
}
