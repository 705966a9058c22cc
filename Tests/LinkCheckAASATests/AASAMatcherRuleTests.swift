@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
import Testing

/// One rule against one URL, through the whole matcher: the rows of docs/aasa.md (path
/// normalisation), §1.7 (query), §1.8 (percent-encoding), §1.9 (case) and §1.10 (missing keys).
@Suite struct AASAMatcherRuleTests {
    static let app = "ABCDE12345.com.example.app"
    static let here = LinkCheckCore.SourceLocation(line: 1, column: 1)

    struct Row: Sendable, CustomTestStringConvertible {
        var rule: AASARuleFields
        var url: String
        var opens: Bool
        var variables: [String: [String]] = [:]
        var testDescription: String { "\(MatchSummary.component(rule)) ~ \(url) → \(opens ? "opens" : "not handled")" }
    }

    static func row(_ rule: AASARuleFields, _ url: String, _ opens: Bool) -> Row {
        Row(rule: rule, url: url, opens: opens)
    }

    static func path(_ p: String) -> AASARuleFields { AASARuleFields(path: p) }
    static func query(_ q: String) -> AASARuleFields { AASARuleFields(query: .whole(q)) }
    static func items(_ pairs: [(String, String)], caseSensitive: Bool? = nil, percentEncoded: Bool? = nil) -> AASARuleFields {
        AASARuleFields(
            query: .items(pairs.map { AASAQueryItem(name: $0.0, pattern: $0.1) }),
            caseSensitive: caseSensitive, percentEncoded: percentEncoded)
    }
    static func fragment(_ f: String) -> AASARuleFields { AASARuleFields(fragment: f) }

    static func decide(_ row: Row) -> AASADecision {
        let component = AASAComponent(index: 0, fields: row.rule, location: here)
        let details = AASADetails(index: 0, appIDs: [AASAAppID(app, at: here)], rules: .components([component]), location: here)
        let file = AASAFile(applinks: AASAAppLinks(details: [details], substitutionVariables: row.variables, location: here))
        return file.decide(url: row.url, appID: app, domain: nil)
    }

    /// §1.5, the observed path table, every row.
    static let pathRows: [Row] = [
        row(path("/buy/*"), "https://example.com/buy", true),
        row(path("/buy/*"), "https://example.com/buy/", true),
        row(path("/buy/*"), "https://example.com/buy/42", true),
        row(path("/buy/*"), "https://example.com/buy//", true),
        row(path("/buy/*"), "https://example.com/buyer", false),
        row(path("/buy/*"), "https://example.com/bu", false),
        row(path("/a/b/*"), "https://example.com/a/b", true),
        row(path("/a/*/c"), "https://example.com/a/c", false),
        row(path("/buy"), "https://example.com/buy/", true),
        row(path("/buy/"), "https://example.com/buy", true),
        row(path("abc"), "https://example.com/abc", true),
        row(path("buy/*"), "https://example.com/buy/42", true),
        row(path("//abc"), "https://example.com/abc", true),
        row(path("/"), "https://example.com", true),
        row(path("/id/????"), "https://example.com/id/481", false),
        row(path("/a/?*"), "https://example.com/a/", false),
        // Around the table: whole-path matching, `*` crossing `/`, the `/*` parent only at the end.
        row(path("abc"), "https://example.com/abcd", false),
        row(path("abc"), "https://example.com/xabc", false),
        row(path("/buy/*"), "https://example.com/buy/42/x", true),
        row(path("/a/*/c"), "https://example.com/a/b/x/c", true),
        row(path("/"), "https://example.com/", true),
        row(path("/"), "https://example.com/x", false),
        row(path("*"), "https://example.com", true),
        row(path("/buy//*"), "https://example.com/buy", true),
        row(path("/#/market/*"), "https://example.com/#/market/1", false)  // `#` in a path pattern never matches
    ]

    @Test(arguments: pathRows) func pathRow(_ row: Row) {
        #expect(Self.decide(row).opens == row.opens)
    }

    struct Normalised: Sendable, CustomTestStringConvertible {
        var pattern: String
        var main: String
        var parent: String?
        var testDescription: String { "\(pattern) → \(main), \(parent ?? "nil")" }
    }

    @Test(arguments: [
        Normalised(pattern: "/buy/*", main: "/buy/*", parent: "/buy"),
        Normalised(pattern: "buy/*", main: "/buy/*", parent: "/buy"),
        Normalised(pattern: "//abc", main: "/abc", parent: nil),
        Normalised(pattern: "/buy/", main: "/buy", parent: nil),
        Normalised(pattern: "/", main: "", parent: nil),
        Normalised(pattern: "", main: "", parent: nil),
        Normalised(pattern: "*", main: "/*", parent: ""),
        Normalised(pattern: "/buy//*/", main: "/buy//*", parent: "/buy"),
        Normalised(pattern: "/buy*", main: "/buy*", parent: nil)
    ])
    func pathPatternNormalisation(_ n: Normalised) {
        let (main, parent) = PathMatcher.normalized(n.pattern)
        #expect(main == n.main)
        #expect(parent == n.parent)
    }

    /// §1.7: the whole-query string and the per-item dictionary.
    static let queryRows: [Row] = [
        row(query("def"), "https://example.com/abc?def", true),
        row(query("a=1"), "https://example.com/x?a=1", true),
        row(query("a=1"), "https://example.com/x?a=1&b=2", false),
        row(query("*"), "https://example.com/x", true),
        row(query(""), "https://example.com/x", true),
        row(query("?*"), "https://example.com/x", false),
        row(query("a=1"), "https://example.com/x", false),
        row(query(""), "https://example.com/x?", true),
        row(items([("productID", "12345")]), "https://example.com/p?productID=12345", true),
        row(items([("productID", "12345")]), "https://example.com/p?productID=123456", false),
        row(items([("productID", "12345")]), "https://example.com/p?productID=12345&ref=mail", true),
        row(items([("productID", "12345")]), "https://example.com/p?ref=mail", false),
        row(items([("articleNumber", "????")]), "https://example.com/help/1", false),
        row(items([("articleNumber", "????")]), "https://example.com/help/1?articleNumber=4815", true),
        row(items([("b", "*")]), "https://example.com/x?a=1", true),  // missing = present and empty
        row(items([("b", "")]), "https://example.com/x?a=1", true),
        row(items([("b", "?*")]), "https://example.com/x?a=1", false),
        row(items([("b", "1")]), "https://example.com/x?a=1", false),
        row(items([("flag", "")]), "https://example.com/x?flag", true),  // no `=`: empty value
        row(items([("flag", "?*")]), "https://example.com/x?flag", false),
        row(items([("id", "42")]), "https://example.com/x?id=7&id=42", false),  // every occurrence must match
        row(items([("id", "42")]), "https://example.com/x?id=42&id=7", false),
        row(items([("id", "7")]), "https://example.com/x?id=7&id=7", true),
        row(items([("id", "*")]), "https://example.com/x?id=7&id=42", true),
        row(items([("a", "1"), ("b", "2")]), "https://example.com/x?b=2&a=1", true),  // order is irrelevant
        row(items([("a", "1"), ("b", "2")]), "https://example.com/x?b=2&a=2", false),  // all must match
        row(items([("a", "1")]), "https://example.com/x?z=9&a=1", true),  // unnamed ignored
        row(AASARuleFields(query: .ignored), "https://example.com/x?a=2", true),  // non-string value
        row(items([("a", "x=y")]), "https://example.com/x?a=x=y", true),  // split at the first `=`
        row(items([("$web_only", "true")]), "https://example.com/x?%24web_only=true", false),
        row(items([("$web_only", "true")]), "https://example.com/x?$web_only=true", true),
        row(items([("%24web_only", "true")]), "https://example.com/x?%24web_only=true", true),
        row(items([("$web_only", "true")], percentEncoded: false), "https://example.com/x?%24web_only=true", true),
        row(items([("a", "x&y")], percentEncoded: false), "https://example.com/x?a=x%26y", true),
        row(items([("a", "x&y")]), "https://example.com/x?a=x%26y", false),
        row(items([("ID", "A?")], caseSensitive: false), "https://example.com/x?id=a1", true),
        row(items([("ID", "A?")]), "https://example.com/x?id=a1", false),
        row(AASARuleFields(query: .whole("a=x&y"), percentEncoded: false), "https://example.com/x?a=x%26y", true),
        row(items([("q", "a+b")]), "https://example.com/x?q=a+b", true),  // `+` is not a space
        row(items([("q", "a b")], percentEncoded: false), "https://example.com/x?q=a+b", false)
    ]

    @Test(arguments: queryRows) func queryRow(_ row: Row) {
        #expect(Self.decide(row).opens == row.opens)
    }

    /// §1.8, every row: `percentEncoded: true` compares as written; `false` decodes the URL only.
    static let percentRows: [Row] = [
        row(path("/a%20b"), "https://example.com/a%20b", true),
        row(path("/a b"), "https://example.com/a%20b", false),
        row(path("/a/b"), "https://example.com/a%2Fb", false),
        row(path("/caf%C3%A9"), "https://example.com/caf%c3%a9", false),
        row(path("/café"), "https://example.com/caf%C3%A9", false),
        row(AASARuleFields(path: "/a b", percentEncoded: false), "https://example.com/a%20b", true),
        row(AASARuleFields(path: "/a%20b", percentEncoded: false), "https://example.com/a%20b", false),
        row(AASARuleFields(path: "/a/b", percentEncoded: false), "https://example.com/a%2Fb", true),
        row(AASARuleFields(path: "/café/*", percentEncoded: false), "https://example.com/caf%C3%A9/menu", true),
        row(AASARuleFields(path: "/哈哈/?*", percentEncoded: false), "https://example.com/%E5%93%88%E5%93%88/x", true),
        row(AASARuleFields(path: "/caf?", percentEncoded: false), "https://example.com/caf%C3%A9", true),  // one scalar
        row(path("/caf?"), "https://example.com/caf%C3%A9", false),  // `?` is one of the escape's characters
        row(AASARuleFields(path: "/x%FF", percentEncoded: false), "https://example.com/x%FF", true),  // not UTF-8: as written
        row(AASARuleFields(fragment: "a b", percentEncoded: false), "https://example.com/x#a%20b", true),
        row(fragment("a b"), "https://example.com/x#a%20b", false)
    ]

    @Test(arguments: percentRows) func percentRow(_ row: Row) {
        #expect(Self.decide(row).opens == row.opens)
    }

    /// §1.9 and §1.10: case folding of a whole rule, missing keys, absent parts as empty text.
    static let caseAndMissingRows: [Row] = [
        row(
            AASARuleFields(path: "/buy/*", fragment: "my_great_product_123", caseSensitive: false),
            "https://www.example.com/BUY/sample.html#MY_great_product_123", true),
        row(
            AASARuleFields(path: "/buy/*", fragment: "my_great_product_123"),
            "https://www.example.com/buy/sample.html#MY_great_product_123", false),
        row(AASARuleFields(path: "/Loose/*", caseSensitive: false), "https://example.com/loose/1", true),
        // The Kelvin sign folds to `k`, one byte for three (found by fuzzing: the literal fast path
        // compared byte counts before folding).
        row(AASARuleFields(path: "/k", caseSensitive: false, percentEncoded: false), "https://example.com/%E2%84%AA", true),
        row(AASARuleFields(), "https://example.com/x/y?z#w", true),
        row(AASARuleFields(), "https://example.com", true),
        row(fragment("*"), "https://example.com/x", true),
        row(fragment(""), "https://example.com/x", true),
        row(fragment("?*"), "https://example.com/x", false),
        row(fragment("promo"), "https://example.com/a/b?c=d#promo", true),
        row(fragment("*market/lettings*"), "https://example.com/#/market/lettings/49830?view=grid", true),
        row(AASARuleFields(path: "abc", query: .whole("def"), fragment: "*"), "https://www.example.com/abc?def", true),
        row(AASARuleFields(path: "abc", query: .whole("def"), fragment: "*"), "https://www.example.com/abc", false),
        row(AASARuleFields(path: "abc", query: .whole("def"), fragment: "*"), "https://www.example.com?def", false)
    ]

    @Test(arguments: caseAndMissingRows) func caseAndMissingRow(_ row: Row) {
        #expect(Self.decide(row).opens == row.opens)
    }
}
