import LinkCheckCore
import LinkCheckRoutes
@testable import LinkCheckAASA
import Testing

/// `generate aasa`, one link form at a time: the components written for a few links, each as
/// `[exclude ]PATH[ ?name=pattern&…][ fold]` in file order, and the variables as `$(name) values`.
struct AASAGeneratorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        /// The schema's `links`, written as JSON.
        var links: String
        var expected: [String]
        var domain: String? = nil
        var caseSensitive = true
    }

    static let routes = """
        { "s": { "v": "string" }, "i": { "v": "int" }, "b": { "v": "bool" }, "u": { "v": "uuid" },
          "e": { "v": ["price", "date"] }, "o": { "v": "string?" }, "d": { "v": "double" }, "n": {} }
        """

    /// The file generated for `links`, as summary lines.
    static func generate(_ c: Case) throws -> [String] {
        let schemaText = """
            { "schemes": ["miapp"], "hosts": ["miapp.com", "other.com"], "caseSensitive": \(c.caseSensitive),
              "routes": \(routes), "links": [\(c.links)] }
            """
        let (loaded, problems) = SchemaLoader.load(Array(schemaText.utf8), file: "s.json")
        let schema = try #require(loaded, Comment(rawValue: problems.map(\.message).joined(separator: "; ")))
        let generated = AASAGenerator.generate(schema, schemaFile: "s.json", options: .init(appIDs: ["ABCDE12345.com.x"], domain: c.domain))
        let text = try #require(generated.text, Comment(rawValue: generated.diagnostics.map(\.message).joined(separator: "; ")))
        return try summary(text)
    }

    static func summary(_ text: String) throws -> [String] {
        let root = try JSONDocument.parse(Array(text.utf8)).root
        var lines: [String] = []
        if let variables = root["applinks"]?["substitutionVariables"] {
            for member in variables.members {
                lines.append("$(\(member.key)) " + member.value.elements.compactMap(\.stringValue).joined(separator: " "))
            }
        }
        let components = try #require(root["applinks"]?["details"]?[0]?["components"])
        for component in components.elements {
            var line = component["exclude"]?.boolValue == true ? "exclude " : ""
            line += component["/"]?.stringValue ?? "?"
            let query = component["?"]?.members.map { "\($0.key)=\($0.value.stringValue ?? "?")" } ?? []
            if !query.isEmpty { line += " ?" + query.joined(separator: "&") }
            if component["caseSensitive"]?.boolValue == false { line += " fold" }
            lines.append(line)
        }
        return lines
    }

    static let cases: [Case] = [
        Case(testDescription: "a literal path is kept", links: #"{ "path": "/settings", "stack": ["n"] }"#, expected: ["/settings"]),
        Case(testDescription: "the root", links: #"{ "path": "/", "stack": ["n"] }"#, expected: ["/"]),
        Case(
            testDescription: "a capture is ?*, kept one segment by an exclusion",
            links: #"{ "path": "/orders/:id", "stack": [{ "i": { "v": ":id" } }] }"#,
            expected: ["exclude /orders/?*/?*", "/orders/?*"]),
        Case(
            testDescription: "an exclusion that would cut a deeper link is left out; the deeper rule is covered",
            links: #"""
                { "path": "/orders/:id", "stack": [{ "i": { "v": ":id" } }] },
                { "path": "/orders/:_/items/:sku", "stack": [{ "s": { "v": ":sku" } }] }
                """#,
            expected: ["exclude /orders/?*/?*/items/?*", "exclude /orders/?*/items/?*/?*", "/orders/?*"]),
        Case(
            testDescription: "a catch-all is ?* and reaches any depth",
            links: #"{ "path": "/help/*topic", "stack": [{ "s": { "v": ":topic" } }] }"#, expected: ["/help/?*"]),
        Case(
            testDescription: "a capture beside a catch-all of the same prefix gets no exclusion",
            links: #"""
                { "path": "/help/:topic", "stack": [{ "s": { "v": ":topic" } }] },
                { "path": "/help/*rest", "stack": [{ "s": { "v": ":rest" } }] }
                """#,
            expected: ["/help/?*"]),
        Case(
            testDescription: "text before a capture: the @ in both spellings a URL carries",
            links: #"{ "path": "/@:user", "stack": [{ "s": { "v": ":user" } }] }"#,
            expected: ["$(@) @ %40", "exclude /$(@)*/?*", "/$(@)?*"]),
        Case(
            testDescription: "text after a capture",
            links: #"{ "path": "/docs/:id.json", "stack": [{ "s": { "v": ":id" } }] }"#,
            expected: ["exclude /docs/?*/*.json", "/docs/?*.json"]),
        Case(
            testDescription: "an ignored capture is a capture",
            links: #"{ "path": "/p/:_/:slug", "stack": [{ "s": { "v": ":slug" } }] }"#,
            expected: ["exclude /p/?*/?*/?*", "/p/?*/?*"]),
        Case(
            testDescription: "a bool, an enumeration and a uuid are their values",
            links: #"""
                { "path": "/b/:v", "stack": [{ "b": { "v": ":v" } }] },
                { "path": "/e/:sort", "stack": [{ "e": { "v": ":sort" } }] },
                { "path": "/u/:v", "stack": [{ "u": { "v": ":v" } }] }
                """#,
            expected: [
                "$(sort) price date", "$(v) true false", "/b/$(v)", "/e/$(sort)",
                "/u/" + [8, 4, 4, 4, 12].map { String(repeating: "$(xdigit)", count: $0) }.joined(separator: "-")
            ]),
        Case(
            testDescription: "a value map is its keys",
            links: #"{ "path": "/flag/:on", "values": { "on": { "1": true, "0": false } }, "stack": [{ "b": { "v": ":on" } }] }"#,
            expected: ["$(on) 1 0", "/flag/$(on)"]),
        Case(
            testDescription: "query items the link requires",
            links: #"""
                { "path": "/search?q=:q&sort=price", "stack": [{ "s": { "v": ":q" } }] },
                { "path": "/find?q&!token", "stack": ["n"] },
                { "path": "/list?page=:p", "stack": [{ "d": { "v": ":p" } }] }
                """#,
            expected: ["/search ?q=?*&sort=price", "/find ?q=?*&token=", "/list ?page=?*"]),
        Case(
            testDescription: "a query item that may be missing constrains nothing",
            links: #"{ "path": "/search?q=:q", "stack": [{ "o": { "v": ":q" } }] }"#, expected: ["/search"]),
        Case(
            testDescription: "a rule covered by another is not written; its link is named in the other's comment",
            links: #"""
                { "path": "/p/featured", "stack": ["n"] },
                { "path": "/p/:slug", "stack": [{ "s": { "v": ":slug" } }] },
                { "path": "/q?x=:x", "stack": [{ "s": { "v": ":x" } }] },
                { "path": "/q", "stack": ["n"] }
                """#,
            expected: ["exclude /p/?*/?*", "/p/?*", "/q"]),
        Case(
            testDescription: "letter case ignored where the schema ignores it",
            links: #"{ "path": "/Settings/:id", "stack": [{ "s": { "v": ":id" } }] }"#,
            expected: ["exclude /Settings/?*/?* fold", "/Settings/?* fold"], caseSensitive: false),
        Case(
            testDescription: "a literal other than ASCII in its composed and decomposed forms, escaped",
            links: #"{ "path": "/caf\u00e9/a b", "stack": ["n"] }"#, expected: ["$(café) caf%C3%A9 cafe%CC%81", "/$(café)/a%20b"]),
        Case(
            testDescription: "a literal * raw is ?, which matches it and nothing longer, and escaped is %2A",
            links: #"{ "path": "/a*b", "stack": ["n"] }"#, expected: ["$(ab) a?b a%2Ab", "/$(ab)"]),
        Case(
            testDescription: "a sub-delimiter raw and escaped",
            links: #"{ "path": "/it's", "stack": ["n"] }"#, expected: ["$(it's) it's it%27s", "/$(it's)"]),
        Case(
            testDescription: "a query item's name in each spelling, one rule each",
            links: #"{ "path": "/w?it's=:x", "stack": [{ "s": { "v": ":x" } }] }"#, expected: ["/w ?it's=?*", "/w ?it%27s=?*"]),
        Case(
            testDescription: "a link restricted to custom schemes gets no rule",
            links: #"""
                { "path": "/debug", "schemes": ["miapp"], "stack": ["n"] },
                { "path": "/home", "stack": ["n"] }
                """#,
            expected: ["/home"]),
        Case(
            testDescription: "without --domain, every host's links",
            links: #"""
                { "path": "/a", "hosts": ["miapp.com"], "stack": ["n"] },
                { "path": "/b", "hosts": ["other.com"], "stack": ["n"] }
                """#,
            expected: ["/a", "/b"]),
        Case(
            testDescription: "with --domain, that host's links",
            links: #"""
                { "path": "/a", "hosts": ["miapp.com"], "stack": ["n"] },
                { "path": "/b", "hosts": ["other.com"], "stack": ["n"] }
                """#,
            expected: ["/b"], domain: "Other.com")
    ]

    @Test(arguments: cases)
    func linkForms(_ c: Case) throws {
        #expect(try Self.generate(c) == c.expected)
    }

    /// What the generated file opens, as the matcher decides (docs/aasa.md): the patterns above do
    /// what they say.
    struct Decision: CustomTestStringConvertible, Sendable {
        var links: String
        var url: String
        var opens: Bool
        var caseSensitive = true
        var testDescription: String { "\(url) \(opens ? "opens" : "does not open")" }
    }

    static let decisions: [Decision] = {
        let orders = #"{ "path": "/orders/:id", "stack": [{ "i": { "v": ":id" } }] }"#
        let user = #"{ "path": "/@:user", "stack": [{ "s": { "v": ":user" } }] }"#
        let cafe = #"{ "path": "/Caf\u00e9", "stack": ["n"] }"#
        let search = #"{ "path": "/search?q=:q", "stack": [{ "s": { "v": ":q" } }] }, { "path": "/find?!token", "stack": ["n"] }"#
        let typed = #"{ "path": "/b/:v", "stack": [{ "b": { "v": ":v" } }] }, { "path": "/u/:v", "stack": [{ "u": { "v": ":v" } }] }"#
        return [
            Decision(links: orders, url: "https://miapp.com/orders/42", opens: true),
            Decision(links: orders, url: "https://miapp.com/orders/42/", opens: true),
            Decision(links: orders, url: "https://miapp.com/orders/42/x", opens: false),
            Decision(links: orders, url: "https://miapp.com/orders", opens: false),
            Decision(links: orders, url: "http://miapp.com/orders/42", opens: true),
            Decision(links: user, url: "https://miapp.com/@ana", opens: true),
            Decision(links: user, url: "https://miapp.com/%40ana", opens: true),
            Decision(links: user, url: "https://miapp.com/@", opens: false),
            Decision(links: user, url: "https://miapp.com/@ana/x", opens: false),
            Decision(links: user, url: "https://miapp.com/@/ana", opens: false),
            Decision(links: cafe, url: "https://miapp.com/Caf%C3%A9", opens: true),
            Decision(links: cafe, url: "https://miapp.com/Cafe%CC%81", opens: true),
            Decision(links: cafe, url: "https://miapp.com/caf%C3%A9", opens: false),
            Decision(links: cafe, url: "https://miapp.com/caf%C3%A9", opens: true, caseSensitive: false),
            Decision(links: cafe, url: "https://miapp.com/CAF%C3%89", opens: true, caseSensitive: false),
            Decision(links: search, url: "https://miapp.com/search?q=tea", opens: true),
            Decision(links: search, url: "https://miapp.com/search?q=", opens: false),
            Decision(links: search, url: "https://miapp.com/search", opens: false),
            Decision(links: search, url: "https://miapp.com/find?x=1&token", opens: true),
            Decision(links: search, url: "https://miapp.com/find?token=1", opens: false),
            Decision(links: typed, url: "https://miapp.com/b/false", opens: true),
            Decision(links: typed, url: "https://miapp.com/b/maybe", opens: false),
            Decision(links: typed, url: "https://miapp.com/u/e621e1f8-c36c-495a-93fc-0c247a3e6e5f", opens: true),
            Decision(links: typed, url: "https://miapp.com/u/e621e1f8", opens: false)
        ]
    }()

    @Test(arguments: decisions)
    func whatOpens(_ d: Decision) throws {
        let schemaText = """
            { "hosts": ["miapp.com"], "caseSensitive": \(d.caseSensitive), "routes": \(Self.routes), "links": [\(d.links)] }
            """
        let schema = try #require(SchemaLoader.load(Array(schemaText.utf8), file: "s.json").schema)
        let text = try #require(AASAGenerator.generate(schema, schemaFile: "s.json", options: .init(appIDs: ["ABCDE12345.com.x"])).text)
        let file = try #require(AASALoader.load(Array(text.utf8), file: "aasa").file)
        #expect(file.decide(url: d.url, appID: "ABCDE12345.com.x", domain: "miapp.com").opens == d.opens)
        // The schema agrees wherever the file can say it.
        #expect((schema.resolve(d.url).destination != nil) == d.opens || d.url.hasPrefix("http:"))
    }
}
