@testable import LinkCheckCore
@testable import LinkCheckRoutes
import LinkCheckTestSupport
import Testing

/// `RouteSchema.resolve(_:)`: URL handling, matching and precedence (docs/routes.md).
@Suite struct MatcherTests {
    /// The docs/routes.md example (links 0–4) plus links for precedence and text comparison.
    static let mainJSON = #"""
        {
          "schemes": ["miapp"],
          "hosts": ["miapp.com", "www.miapp.com"],
          "tabs": ["orders", "profile"],
          "routes": {
            "order":     { "id": "int" },
            "orderItem": { "orderId": "int", "sku": "string" },
            "search":    { "query": "string?", "sort": ["price", "date", null] },
            "settings":  {},
            "home": {}, "page": { "n": "int" }, "named": { "name": "string" }, "files": { "path": "string" },
            "qa": { "a": "string" }, "qb": { "a": "string", "b": "string" },
            "num": { "x": "int" }, "real": { "x": "double" }, "cafe": {}
          },
          "links": [
            { "path": "/orders",                "tab": "orders",  "stack": [] },
            { "path": "/orders/:id",            "tab": "orders",  "stack": [{ "order": { "id": ":id" } }] },
            { "path": "/orders/:id/items/:sku", "tab": "orders",
              "stack": [{ "order": { "id": ":id" } }, { "orderItem": { "orderId": ":id", "sku": ":sku" } }] },
            { "path": "/search?q=:q&sort=:s",   "tab": "orders",  "stack": [{ "search": { "query": ":q", "sort": ":s" } }] },
            { "path": "/settings",              "tab": "profile", "stack": ["settings"] },
            { "path": "/p/*path", "tab": "profile", "stack": [{ "files": { "path": ":path" } }] },
            { "path": "/p/:name", "tab": "profile", "stack": [{ "named": { "name": ":name" } }] },
            { "path": "/p/:n",    "tab": "profile", "stack": [{ "page": { "n": ":n" } }] },
            { "path": "/p/0",     "tab": "profile", "stack": ["home"] },
            { "path": "/q?a=:a",      "tab": "orders", "stack": [{ "qa": { "a": ":a" } }] },
            { "path": "/q?a=:a&b=:b", "tab": "orders", "stack": [{ "qb": { "a": ":a", "b": ":b" } }] },
            { "path": "/d/:x", "tab": "orders", "stack": [{ "num": { "x": ":x" } }] },
            { "path": "/d/:x", "tab": "orders", "stack": [{ "real": { "x": ":x" } }] },
            { "path": "/top?sort=price&q=:q", "tab": "orders", "stack": [{ "search": { "query": ":q", "sort": "price" } }] },
            { "path": "/café", "tab": "profile", "stack": ["cafe"] },
            { "path": "/l/:a/x", "tab": "profile", "stack": [{ "named": { "name": ":a" } }] },
            { "path": "/l/b/:c", "tab": "profile", "stack": [{ "files": { "path": ":c" } }] }
          ]
        }
        """#

    static let caseInsensitiveJSON = #"""
        {"schemes": ["miapp"], "caseSensitive": false,
         "routes": {"home": {}, "page": {"name": "string"}, "find": {"q": "string"}},
         "links": [
          {"path": "/Home", "stack": ["home"]},
          {"path": "/Pages/:name", "stack": [{"page": {"name": ":name"}}]},
          {"path": "/find?mode=Exact&q=:q", "stack": [{"find": {"q": ":q"}}]}
         ]}
        """#

    static let restrictedJSON = #"""
        {"schemes": ["miapp", "beta"], "hosts": ["miapp.com"],
         "routes": {"home": {}, "web": {}},
         "links": [
          {"path": "/app", "schemes": ["miapp"], "stack": ["home"]},
          {"path": "/web", "hosts": ["MiApp.com"], "stack": ["web"]}
         ]}
        """#

    static func route(_ name: String, _ arguments: KeyValuePairs<String, Value> = [:]) -> RouteValue {
        RouteValue(name: name, arguments: arguments.map { RouteValue.Argument(label: $0.key, value: $0.value) })
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var json: String
        var url: String
        var expected: Resolution
        /// A destination produced by link `link`.
        init(_ url: String, tab: String? = nil, _ stack: [RouteValue], link: Int, json: String = MatcherTests.mainJSON) {
            (self.json, self.url) = (json, url)
            self.expected = .destination(Destination(tab: tab, stack: stack), link: link)
        }
        /// No destination, for the reason given; `closest` is the link that got furthest.
        init(_ url: String, none message: String, closest: Int? = nil, json: String = MatcherTests.mainJSON) {
            (self.json, self.url) = (json, url)
            self.expected = .none(NoDestination(message, closestLink: closest))
        }
        var testDescription: String {
            switch expected {
            case .destination(let d, let link): return "\(url) → \(RouteSyntax.destination(d)) by link \(link)"
            case .none(let why): return "\(url) → nil: \(why.message)"
            }
        }
    }

    static let order42 = [route("order", ["id": .int(42)])]
    static func search(_ query: String?, _ sort: String?) -> [RouteValue] {
        [route("search", ["query": query.map(Value.string) ?? .none, "sort": sort.map(Value.enumCase) ?? .none])]
    }

    static let urlHandling: [Case] = [
        Case("miapp://orders/42", tab: "orders", order42, link: 1),
        Case("miapp:///orders/42", tab: "orders", order42, link: 1),
        Case("miapp://orders:/42", tab: "orders", order42, link: 1),  // an empty port is no port (RFC 3986 §3.2.3)
        Case("miapp:orders/42", tab: "orders", order42, link: 1),
        Case("MIAPP://orders/42", tab: "orders", order42, link: 1),
        Case("https://miapp.com/orders/42", tab: "orders", order42, link: 1),
        Case("https://MiApp.COM/orders/42", tab: "orders", order42, link: 1),
        Case("https://www.miapp.com/orders", tab: "orders", [], link: 0),
        Case("https://miapp.com:443/orders/42", tab: "orders", order42, link: 1),
        Case("https://miapp.com:/orders/42", tab: "orders", order42, link: 1),
        // Ports as URLComponents.port reads them (docs/routes.md): leading zeros do not count, and a
        // number past Int.max is nil there, so no port.
        Case("https://miapp.com:0443/orders/42", tab: "orders", order42, link: 1),
        Case("https://miapp.com:00000000000000000000443/orders/42", tab: "orders", order42, link: 1),
        Case("https://miapp.com:99999999999999999999/orders/42", tab: "orders", order42, link: 1),
        Case("https://miapp.com:9223372036854775808/orders/42", tab: "orders", order42, link: 1),
        Case(
            "https://miapp.com:9223372036854775807/orders/42",
            none: "a Universal Link on port 9223372036854775807 is not handled; only 443 is"),
        Case("https://miapp.com:000/orders/42", none: "a Universal Link on port 000 is not handled; only 443 is"),
        Case("https://miapp.com:4430/orders/42", none: "a Universal Link on port 4430 is not handled; only 443 is"),
        Case("miapp://orders:0/42", none: #"a custom-scheme URL with a port (":0") is not handled"#),
        Case("miapp://orders:00000000000000000000000/42", none: #"a custom-scheme URL with a port (":00000000000000000000000") is not handled"#),
        Case("miapp://orders:99999999999999999999/42", tab: "orders", order42, link: 1),
        Case("miapp://orders/42/", tab: "orders", order42, link: 1),
        Case("https://miapp.com//orders//42//", tab: "orders", order42, link: 1),
        Case("miapp://orders/%34%32", tab: "orders", order42, link: 1),
        Case("miapp://orders/42#items/7", tab: "orders", order42, link: 1),
        Case(
            "https://miapp.com/orders/42/items/A%2F1", tab: "orders",
            [route("order", ["id": .int(42)]), route("orderItem", ["orderId": .int(42), "sku": .string("A/1")])], link: 2),
        Case("https://miapp.com/settings?x=1", tab: "profile", [route("settings")], link: 4),
        Case("https://miapp.com/caf%C3%A9", tab: "profile", [route("cafe")], link: 14),
        Case("https://miapp.com/cafe%CC%81", tab: "profile", [route("cafe")], link: 14),
        Case("http://miapp.com/orders", none: "an http URL is not a Universal Link; only https is"),
        Case("https://miapp.com:8443/orders/42", none: "a Universal Link on port 8443 is not handled; only 443 is"),
        Case("https://u@miapp.com/orders", none: #"a Universal Link with user-info ("u@") is not handled"#),
        Case("https://u:p@miapp.com/orders", none: #"a Universal Link with user-info ("u:p@") is not handled"#),
        Case("miapp://u@orders/42", none: #"a custom-scheme URL with user-info ("u@") is not handled"#),
        Case("miapp://orders:80/42", none: #"a custom-scheme URL with a port (":80") is not handled"#),
        Case("https://other.com/orders", none: #"host "other.com" is not one of the schema's hosts ("miapp.com", "www.miapp.com")"#),
        Case("foo://orders", none: #"scheme "foo" is not handled; the schema's custom schemes are "miapp""#),
        Case("miapp://orders/4 2", none: "not a valid URL: a space at character 17 is not allowed in a URL; write it as %20"),
        Case("miapp://orders/%4", none: #"not a valid URL: "%" at character 16 is not followed by two hexadecimal digits"#)
    ]

    static let query: [Case] = [
        Case("miapp://search?sort=date&q=shoes", tab: "orders", search("shoes", "date"), link: 3),
        Case("miapp://search?x=1&q=a&y", tab: "orders", search("a", nil), link: 3),
        Case("miapp://search", tab: "orders", search(nil, nil), link: 3),
        Case("miapp://search?q=&sort", tab: "orders", search(nil, nil), link: 3),
        Case("miapp://search?q=a&q=b&sort=date&sort=price", tab: "orders", search("a", "date"), link: 3),
        Case("miapp://search?q=a+b", tab: "orders", search("a+b", nil), link: 3),
        Case("miapp://search?q=a%20b%2Bc%26", tab: "orders", search("a b+c&", nil), link: 3),
        Case("miapp://search?q=caf%C3%A9#q=x", tab: "orders", search("café", nil), link: 3),
        Case("miapp://search?sort=size", none: #"query item "sort": "size" is not one of "price", "date""#, closest: 3),
        Case("miapp://top?sort=price", tab: "orders", search(nil, "price"), link: 13),
        Case("miapp://top?q=x&sort=price", tab: "orders", search("x", "price"), link: 13),
        Case("miapp://top?sort=date", none: #"query item "sort" is "date", the link requires "price""#, closest: 13),
        Case("miapp://top", none: #"query item "sort" is missing; the link requires sort=price"#, closest: 13),
        Case("miapp://top?sort=", none: #"query item "sort" is missing; the link requires sort=price"#, closest: 13),
        Case("miapp://q?a=1&b=", tab: "orders", [route("qa", ["a": .string("1")])], link: 9),
        Case("miapp://q", none: #"query item "a" is missing; the link requires it"#, closest: 9),
        Case("miapp://q?a=", none: #"query item "a" is empty; the link requires it"#, closest: 9),
        Case("miapp://q?a", none: #"query item "a" has no value; the link requires it"#, closest: 9)
    ]

    /// docs/routes.md: query items read as `URLComponents.queryItems` gives them. A value that is not
    /// UTF-8 once decoded is `nil`, so it counts as missing, and it is still the first item of its
    /// key; such a key is `""`, which feeds no capture.
    static let undecodableQuery: [Case] = [
        Case("miapp://search?q=%FF&sort=date", tab: "orders", search(nil, "date"), link: 3),
        Case("miapp://search?q=%FF&q=shoes", tab: "orders", search(nil, nil), link: 3),
        Case("miapp://search?q=%C3%A9%C3&sort=price", tab: "orders", search(nil, "price"), link: 3),
        Case("miapp://search?%FF=shoes&q=a", tab: "orders", search("a", nil), link: 3),
        Case("miapp://search?q%FF=shoes", tab: "orders", search(nil, nil), link: 3),
        Case("miapp://q?a=%FF", none: #"query item "a" is not UTF-8 once percent-decoded; the link requires it"#, closest: 9),
        Case("miapp://q?a=%FF&a=1", none: #"query item "a" is not UTF-8 once percent-decoded; the link requires it"#, closest: 9),
        Case("miapp://q?%FF=1", none: #"query item "a" is missing; the link requires it"#, closest: 9),
        Case("miapp://top?sort=%FF", none: #"query item "sort" is missing; the link requires sort=price"#, closest: 13)
    ]

    static let precedence: [Case] = [
        Case("miapp://p/0", tab: "profile", [route("home")], link: 8),
        Case("miapp://p/7", tab: "profile", [route("page", ["n": .int(7)])], link: 7),
        Case("miapp://p/abc", tab: "profile", [route("named", ["name": .string("abc")])], link: 6),
        Case("miapp://p/a%2Fb", tab: "profile", [route("named", ["name": .string("a/b")])], link: 6),
        Case("miapp://p/a/b/c", tab: "profile", [route("files", ["path": .string("a/b/c")])], link: 5),
        Case("miapp://p/a%2Fb//c/", tab: "profile", [route("files", ["path": .string("a/b/c")])], link: 5),
        Case("miapp://p", none: "the URL ends after 1 segment; the link expects *path next", closest: 5),
        Case("miapp://q?a=1&b=2", tab: "orders", [route("qb", ["a": .string("1"), "b": .string("2")])], link: 10),
        Case("miapp://q?b=2&a=1", tab: "orders", [route("qb", ["a": .string("1"), "b": .string("2")])], link: 10),
        Case("miapp://q?a=1", tab: "orders", [route("qa", ["a": .string("1")])], link: 9),
        Case("miapp://d/5", tab: "orders", [route("num", ["x": .int(5)])], link: 11),
        Case("miapp://d/2.5", tab: "orders", [route("real", ["x": .double(2.5)])], link: 12),
        Case("miapp://d/-inf", tab: "orders", [route("real", ["x": .double(-.infinity)])], link: 12),
        Case("miapp://d/abc", none: #"segment 2: "abc" is not an Int"#, closest: 11),
        Case("miapp://l/b/x", tab: "profile", [route("files", ["path": .string("x")])], link: 16),
        Case("miapp://l/z/x", tab: "profile", [route("named", ["name": .string("z")])], link: 15)
    ]

    static let misses: [Case] = [
        Case("miapp://orders/abc", none: #"segment 2: "abc" is not an Int"#, closest: 1),
        Case("https://miapp.com/orders/abc", none: #"segment 2: "abc" is not an Int"#, closest: 1),
        Case("miapp://orders/9223372036854775808", none: #"segment 2: "9223372036854775808" is not an Int"#, closest: 1),
        Case("miapp://settings/x", none: #"the URL has 2 segments, the link takes 1 (extra: "x")"#, closest: 4),
        Case("miapp://orders/42/items", none: "the URL ends after 3 segments; the link expects :sku (String) next", closest: 2),
        Case("miapp://nothing", none: #"segment 1 is "nothing", the link expects "orders""#, closest: 0),
        Case("miapp://Orders/42", none: #"segment 1 is "Orders", the link expects "orders" (they differ only in letter case)"#, closest: 0),
        Case("miapp://", none: #"the URL ends after 0 segments; the link expects "orders" next"#, closest: 0)
    ]

    static let ci = caseInsensitiveJSON
    static let restricted = restrictedJSON
    static let otherSchemas: [Case] = [
        Case("miapp://home", [route("home")], link: 0, json: ci),
        Case("miapp://HOME", [route("home")], link: 0, json: ci),
        Case("miapp://PAGES/AbC", [route("page", ["name": .string("AbC")])], link: 1, json: ci),
        Case("miapp://FIND?mode=Exact&q=x", [route("find", ["q": .string("x")])], link: 2, json: ci),
        Case("miapp://find?mode=exact&q=x", none: #"query item "mode" is "exact", the link requires "Exact""#, closest: 2, json: ci),
        Case("miapp://find?MODE=Exact&q=x", none: #"query item "mode" is missing; the link requires mode=Exact"#, closest: 2, json: ci),
        Case("miapp://app", [route("home")], link: 0, json: restricted),
        Case("https://miapp.com/web", [route("web")], link: 1, json: restricted),
        Case("beta://app", none: "no link of the schema applies to this URL", json: restricted),
        Case("https://miapp.com/app", none: #"segment 1 is "app", the link expects "web""#, closest: 1, json: restricted),
        Case("miapp://web", none: #"segment 1 is "web", the link expects "app""#, closest: 0, json: restricted)
    ]

    @Test(arguments: [mainJSON, caseInsensitiveJSON, restrictedJSON])
    func fixtureSchemasLoadCleanly(_ json: String) {
        let (schema, diagnostics) = SchemaLoader.load(Array(json.utf8), file: "routes.json")
        #expect(diagnostics.map(\.headline) == [])
        #expect(schema != nil)
    }

    @Test(arguments: urlHandling + query + undecodableQuery + precedence + misses + otherSchemas)
    func resolve(_ c: Case) throws {
        let schema = try #require(SchemaLoader.load(Array(c.json.utf8), file: "routes.json").schema)
        #expect(schema.resolve(c.url) == c.expected)
    }

    @Test func matchInputReducesTheURL() throws {
        let schema = try #require(SchemaLoader.load(Array(Self.mainJSON.utf8), file: "routes.json").schema)
        let input = try schema.input(for: "MIAPP://orders//A%2F1/?q=a+b&&flag#x").get()
        #expect(
            input
                == MatchInput(
                    source: .scheme("miapp"), segments: ["orders", "A/1"],
                    query: [QueryItem(key: "q", value: "a+b"), QueryItem(key: "flag", value: nil)]))
        let web = try schema.input(for: "https://WWW.MiApp.com:443/x").get()
        #expect(web.source == .host("www.miapp.com"))
        #expect(web.segments == ["x"])
        #expect(schema.input(for: "miapp://orders/%FF") == .failure(NoDestination(#"segment 2 ("%FF") is not UTF-8 once percent-decoded"#)))
    }
}
