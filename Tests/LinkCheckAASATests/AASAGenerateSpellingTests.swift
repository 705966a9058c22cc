import LinkCheckCore
import LinkCheckRoutes
@testable import LinkCheckAASA
import Testing

/// `generate aasa` on literals that a URL may carry raw or escaped (sub-delimiters, `@`, the AASA
/// wildcard `*`, `$(`): the schema decodes a URL before it compares, so it routes every spelling,
/// and the generated file opens each of them. Its promise, checked as `aasa --schema` checks it:
/// no `link-not-in-aasa`, no `rule-not-in-schema`; where a raw `*` or `$(` can only be written `?`
/// (a pattern has no escape), the one URL more is a `rule-wider-than-schema` with that URL.
struct AASAGenerateSpellingTests {
    static let appID = "ABCDE12345.com.acme.shop"
    static let schemaText = #"""
        { "hosts": ["ex.test"], "routes": { "a": {}, "b": { "x": "string" } },
          "links": [
            { "path": "/star*", "stack": ["a"] },
            { "path": "/it's", "stack": ["a"] },
            { "path": "/men's-shoes/:x", "stack": [{ "b": { "x": ":x" } }] },
            { "path": "/a$(b)", "stack": ["a"] },
            { "path": "/f(x)", "stack": ["a"] },
            { "path": "/e!", "stack": ["a"] },
            { "path": "/p+q,r;s=t&u", "stack": ["a"] },
            { "path": "/q?k=it's*", "stack": ["a"] },
            { "path": "/w?it's=:x", "stack": [{ "b": { "x": ":x" } }] }
          ] }
        """#

    static func generated() throws -> (schema: RouteSchema, file: AASAFile) {
        let schema = try #require(SchemaLoader.load(Array(schemaText.utf8), file: "s.json").schema)
        let generated = AASAGenerator.generate(schema, schemaFile: "s.json", options: .init(appIDs: [appID], domain: "ex.test"))
        let text = try #require(generated.text, Comment(rawValue: generated.diagnostics.map(\.message).joined(separator: "; ")))
        let file = try #require(AASALoader.load(Array(text.utf8), file: "aasa").file)
        return (schema, file)
    }

    /// Each URL the schema routes, raw and escaped, opens.
    @Test(arguments: [
        "/star*", "/star%2A", "/it's", "/it%27s", "/men's-shoes/x", "/men%27s-shoes/x", "/a$(b)", "/a%24%28b%29",
        "/f(x)", "/f%28x%29", "/e!", "/e%21", "/p+q,r;s=t&u", "/p%2Bq%2Cr%3Bs%3Dt%26u", "/q?k=it's*", "/q?k=it%27s%2A",
        "/w?it's=1", "/w?it%27s=1"
    ])
    func everySpellingOpens(_ path: String) throws {
        let (schema, file) = try Self.generated()
        let url = "https://ex.test" + path
        #expect(schema.resolve(url).destination != nil)
        #expect(file.decide(url: url, appID: Self.appID, domain: "ex.test").opens)
    }

    /// `aasa --schema` on the file: no link it leaves out, no rule of nothing; the `?` written for a
    /// raw `*` (and the `$` of `$(`) named with the URL it opens more.
    @Test func keepsItsSchemaPromise() throws {
        let (schema, file) = try Self.generated()
        let check = AASASchemaCheck(aasa: file, compiled: file.compiled(), schema: schema, aasaFile: "aasa", schemaFile: "s.json")
        let findings = check.findings(appID: Self.appID, domain: "ex.test", widerRules: true)
        #expect(findings.filter { $0.rule != .ruleWiderThanSchema }.map(\.message) == [])
        #expect(
            findings.map(\.message).map { String($0[..<($0.firstRange(of: " to ")?.lowerBound ?? $0.endIndex)]) } == [
                #"details[0].components[1] also sends "https://ex.test/starx""#,
                #"details[0].components[4] also sends "https://ex.test/ax(b)""#,
                #"details[0].components[8] also sends "https://ex.test/q?k=it'sx""#
            ])
    }

    /// A file written by hand with the narrowest pattern for a raw `*` opens a URL the schema
    /// routes: it is wider than the schema, not a rule of nothing.
    @Test func aWildcardForALiteralIsWiderNotUnhandled() throws {
        let schema = try #require(
            SchemaLoader.load(Array(#"{"hosts": ["ex.test"], "routes": {"a": {}}, "links": [{"path": "/star*", "stack": ["a"]}]}"#.utf8), file: "s.json")
                .schema)
        let text = #"{"applinks": {"details": [{"appIDs": ["\#(Self.appID)"], "components": [{"/": "/star?"}]}]}}"#
        let file = try #require(AASALoader.load(Array(text.utf8), file: "aasa").file)
        let check = AASASchemaCheck(aasa: file, compiled: file.compiled(), schema: schema, aasaFile: "aasa", schemaFile: "s.json")
        #expect(
            check.findings(appID: Self.appID, domain: "ex.test", widerRules: true).map(\.rule) == [.linkNotInAASA, .ruleWiderThanSchema])
    }
}
