@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
import Testing

/// An AASA file against the schema: links the file never sends to the app (errors, in the schema)
/// and rules that send only URLs no link handles (warnings, in the AASA file).
struct AASASchemaCheckTests {
    static let schemaJSON = """
        {
          "schemes": ["miapp"], "hosts": ["miapp.com"],
          "routes": { "order": { "id": "int" }, "help": {} },
          "links": [
            { "path": "/orders/:id", "stack": [{ "order": { "id": ":id" } }] },
            { "path": "/help", "stack": ["help"] },
            { "path": "/local", "hosts": [], "schemes": ["miapp"], "stack": ["help"] }
          ]
        }
        """

    static func findings(_ components: String) throws -> [String] {
        let schema = try #require(SchemaLoader.load(Array(schemaJSON.utf8), file: "s.json").schema)
        let text = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.x"], "components": ["# + components + "]}]}}"
        let aasa = try #require(AASALoader.load(Array(text.utf8), file: "aasa").file)
        let check = AASASchemaCheck(aasa: aasa, compiled: aasa.compiled(), schema: schema, aasaFile: "aasa", schemaFile: "s.json")
        return check.findings(appID: "ABCDE12345.com.x", domain: "MiApp.com").map { "\($0.rule) \($0.file):\($0.location?.line ?? 0) \($0.message)" }
    }

    @Test func everyLinkSentAndEveryRuleHandled() throws {
        // `/orders/*` is handled because a fill of `1` resolves; the scheme-only link is not checked.
        #expect(try Self.findings(#"{"/": "/orders/*"}, {"/": "/help"}"#) == [])
    }

    @Test func linkNotSentAndRuleNotHandled() throws {
        #expect(
            try Self.findings(#"{"/": "/orders/*"}, {"/": "/blog/*"}, {"/": "/help", "exclude": true}"#) == [
                #"link-not-in-aasa s.json:6 link "/help" never opens ABCDE12345.com.x: aasa does not send "https://miapp.com/help" to the app, so it opens in Safari"#,
                #"rule-not-in-schema aasa:1 details[0].components[1] sends "https://miapp.com/blog/x" to ABCDE12345.com.x, but no link of s.json handles it, so the app opens on nothing"#
            ])
    }

    @Test func samplesFillWildcardsAndVariables() {
        #expect(AASASchemaCheck.sample("/$(lang)_$(region)/*/?", variables: [:], leadingSlash: true, fill: "1") == "/en_US/1/1")
        #expect(AASASchemaCheck.sample("a*", variables: ["x": ["q"]], leadingSlash: true, fill: "x") == "/ax")
        #expect(AASASchemaCheck.sample("$(kind)", variables: ["kind": ["shoes", "hats"]], leadingSlash: false, fill: "x") == "shoes")
        let fields = AASARuleFields(path: "/p/*", query: .items([AASAQueryItem(name: "q", pattern: "?*")]), fragment: "f*")
        #expect(AASASchemaCheck.sampleURL(fields, domain: "a.com", variables: [:], fill: "true") == "https://a.com/p/true?q=ttrue#ftrue")
    }
}
