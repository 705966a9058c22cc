import Foundation
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

    static func findings(
        _ components: String, schema schemaText: String = schemaJSON, domain: String = "MiApp.com", widerRules: Bool = false
    ) throws -> [String] {
        let schema = try #require(SchemaLoader.load(Array(schemaText.utf8), file: "s.json").schema)
        let text = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.x"], "components": ["# + components + "]}]}}"
        let aasa = try #require(AASALoader.load(Array(text.utf8), file: "aasa").file)
        let check = AASASchemaCheck(aasa: aasa, compiled: aasa.compiled(), schema: schema, aasaFile: "aasa", schemaFile: "s.json")
        return check.findings(appID: "ABCDE12345.com.x", domain: domain, widerRules: widerRules).map {
            "\($0.rule) \($0.file):\($0.location?.line ?? 0) \($0.message)"
        }
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

    @Test func httpWebSchemeSamplesAreBuiltAndHandled() throws {
        // An http-only schema: its links are tried as http URLs, and the rules' https samples
        // count as handled through their http twins.
        let http = Self.schemaJSON.replacingOccurrences(of: #""hosts": ["miapp.com"],"#, with: #""hosts": ["miapp.com"], "webSchemes": ["http"],"#)
        #expect(try Self.findings(#"{"/": "/orders/*"}, {"/": "/help"}"#, schema: http) == [])
        #expect(
            try Self.findings(#"{"/": "/help", "exclude": true}, {"/": "/orders/*"}"#, schema: http) == [
                #"link-not-in-aasa s.json:6 link "/help" never opens ABCDE12345.com.x: aasa does not send "http://miapp.com/help" to the app, so it opens in Safari"#
            ])
    }

    @Test func wildcardHostAppliesToEverySubdomainsFile() throws {
        let wild = Self.schemaJSON.replacingOccurrences(of: #""hosts": ["miapp.com"]"#, with: #""hosts": ["*.miapp.com"]"#)
        #expect(
            try Self.findings(#"{"/": "/orders/*"}"#, schema: wild, domain: "shop.miapp.com") == [
                #"link-not-in-aasa s.json:6 link "/help" never opens ABCDE12345.com.x: aasa does not send "https://shop.miapp.com/help" to the app, so it opens in Safari"#
            ])
        // The apex is not one of a wildcard's hosts.
        #expect(try Self.findings(#"{"/": "/orders/*"}"#, schema: wild, domain: "miapp.com").first?.hasPrefix("domain-not-in-schema") == true)
    }

    /// What a file opens beyond the schema, asked for as `aasa --schema` asks: each rule that sends
    /// some URL the schema handles and one it does not, named with that one (a type a pattern
    /// cannot say, a segment too many), and never a rule that sends only handled URLs.
    @Test func rulesWiderThanTheSchema() throws {
        let rules = #"{"/": "/orders/*"}, {"/": "/help"}, {"/": "/blog/*"}"#
        #expect(
            try Self.findings(rules, widerRules: true) == [
                #"rule-not-in-schema aasa:1 details[0].components[2] sends "https://miapp.com/blog/x" to ABCDE12345.com.x, but no link of s.json handles it, so the app opens on nothing"#,
                #"rule-wider-than-schema aasa:1 details[0].components[0] also sends "https://miapp.com/orders/x" to ABCDE12345.com.x, which no link of s.json handles: the app opens on URLs the schema does not route"#
            ])
        // Not asked: as `check` runs it.
        #expect(try Self.findings(rules).count == 1)
        // A rule exact but for depth shows the deeper URL; one as narrow as its link shows nothing.
        let strings = """
            { "hosts": ["miapp.com"], "routes": { "s": { "v": "string" } }, "links": [{ "path": "/s/:v", "stack": [{ "s": { "v": ":v" } }] }] }
            """
        #expect(
            try Self.findings(#"{"/": "/s/?*"}"#, schema: strings, widerRules: true) == [
                #"rule-wider-than-schema aasa:1 details[0].components[0] also sends "https://miapp.com/s/xx/x" to ABCDE12345.com.x, which no link of s.json handles: the app opens on URLs the schema does not route"#
            ])
        #expect(try Self.findings(#"{"/": "/s/?*/?*", "exclude": true}, {"/": "/s/?*"}"#, schema: strings, widerRules: true) == [])
    }

    /// A rule as narrow as a pattern can say may still open, through the query or through letter
    /// case, URLs the schema does not route: an optional enumeration or a defaulted int left open
    /// (`/search?sort=x`, `/list?page=x`), a `bool` capture behind a case-insensitive rule
    /// (`/k/TRUE`). Each is named with that URL.
    @Test func rulesWiderThroughTheQueryOrLetterCase() throws {
        let schema = """
            { "hosts": ["miapp.com"], "caseSensitive": false,
              "routes": { "s": { "q": "string?", "sort": ["price", "date", null] }, "l": { "page": "int" }, "b": { "f": "bool" } },
              "links": [
                { "path": "/search?q=:q&sort=:s", "stack": [{ "s": { "q": ":q", "sort": ":s" } }] },
                { "path": "/list?page=:p", "defaults": { "p": 1 }, "stack": [{ "l": { "page": ":p" } }] },
                { "path": "/k/:x", "stack": [{ "b": { "f": ":x" } }] }
              ] }
            """
        let rules = #"{"/": "/search"}, {"/": "/list"}, {"/": "/k/$(x)", "caseSensitive": false}"#
        let variables = #"{"applinks": {"substitutionVariables": {"x": ["true", "false"]}, "details": [{"appIDs": ["ABCDE12345.com.x"], "components": ["#
        let text = variables + rules + "]}]}}"
        let loadedSchema = try #require(SchemaLoader.load(Array(schema.utf8), file: "s.json").schema)
        let aasa = try #require(AASALoader.load(Array(text.utf8), file: "aasa").file)
        let check = AASASchemaCheck(aasa: aasa, compiled: aasa.compiled(), schema: loadedSchema, aasaFile: "aasa", schemaFile: "s.json")
        let found = check.findings(appID: "ABCDE12345.com.x", domain: "miapp.com", widerRules: true)
        #expect(found.map(\.rule) == [.ruleWiderThanSchema, .ruleWiderThanSchema, .ruleWiderThanSchema])
        #expect(
            found.map { String($0.message[..<($0.message.firstRange(of: " to ")?.lowerBound ?? $0.message.endIndex)]) } == [
                #"details[0].components[0] also sends "https://miapp.com/search?sort=x""#,
                #"details[0].components[1] also sends "https://miapp.com/list?page=x""#,
                #"details[0].components[2] also sends "https://miapp.com/K/TRUE""#
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
