@testable import LinkCheckCore
@testable import LinkCheckRoutes
import Testing

/// `SchemaLoader.load(_:file:)`: every kind of schema error at its line and column, the warnings,
/// and the model a valid schema loads into (docs/routes.md).
@Suite struct SchemaLoaderTests {
    /// Links go on lines 4, 5, …, each starting at column 1.
    static func schema(_ links: [String], tabs: Bool = false, caseSensitive: Bool? = nil) -> String {
        var head = #"{"schemes": ["miapp"], "hosts": ["miapp.com"]"#
        if tabs { head += #", "tabs": ["main", "more"]"# }
        if let caseSensitive { head += #", "caseSensitive": \#(caseSensitive)"# }
        return head + ",\n"
            + #""routes": {"order": {"id": "int"}, "item": {"orderId": "int", "sku": "string"}, "search": {"q": "string?", "n": "int?"}, "#
            + #""price": {"v": "double"}, "named": {"name": "string"}, "settings": {}, "all": {"items": "query"}},"# + "\n"
            + #""links": ["# + "\n" + links.joined(separator: ",\n") + "\n]}"
    }

    static func load(_ json: String) -> (schema: RouteSchema?, lines: [String]) {
        let (schema, diagnostics) = SchemaLoader.load(Array(json.utf8), file: "s.json")
        return (schema, diagnostics.map(line))
    }

    /// `line:column severity rule: message`, or `severity rule: message` without a location.
    static func line(_ d: Diagnostic) -> String {
        let place = d.location.map { "\($0.line):\($0.column) " } ?? ""
        return "\(place)\(d.severity.rawValue) \(d.rule): \(d.message)"
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var expected: [String]
        var sourceLocation: Testing.SourceLocation
        init(_ name: String, _ json: String, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            (self.name, self.json, self.expected, self.sourceLocation) = (name, json, expected, sourceLocation)
        }
        /// One link on line 4 of the shared schema.
        init(_ name: String, link: String, tabs: Bool = false, _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            self.init(name, SchemaLoaderTests.schema([link], tabs: tabs), expected, sourceLocation: sourceLocation)
        }
        var testDescription: String { name }
    }

    static let topLevel: [Case] = [
        Case(
            "unknown top-level key", #"{"schemes": ["miapp"], "rotues": {}, "links": []}"#,
            [
                #"1:24 error unknown-key: unknown key "rotues" in the schema; did you mean "routes"?"#
            ]),
        Case(
            "missing routes and links", #"{"schemes": ["miapp"]}"#,
            [
                #"1:1 error missing-key: the schema needs "routes""#,
                #"1:1 error missing-key: the schema needs "links""#
            ]),
        Case(
            "neither schemes nor hosts", #"{"routes": {}, "links": []}"#,
            [
                #"1:1 error no-sources: the schema declares neither "schemes" nor "hosts", so no URL can match"#
            ]),
        Case(
            "https and a malformed scheme", #"{"schemes": ["miapp", "HTTPS", "mi app"], "routes": {}, "links": []}"#,
            [
                #"1:23 error bad-scheme: "HTTPS" is not a custom scheme; list Universal Link hosts in "hosts""#,
                #"1:32 error bad-scheme: "mi app" is not a valid URL scheme (a letter, then letters, digits, "+", "-" or ".")"#
            ]),
        Case(
            "bad type names", #"{"schemes": ["miapp"], "routes": {"r": {"a": "strng", "b": "Int", "c": "integer", "d": 42, "e": "xyz"}}, "links": []}"#,
            [
                #"1:46 error bad-type: unknown type "strng" for parameter "a"; did you mean "string"?"#,
                #"1:60 error bad-type: unknown type "Int" for parameter "b"; did you mean "int"?"#,
                #"1:72 error bad-type: unknown type "integer" for parameter "c"; did you mean "int"?"#,
                #"1:88 error bad-type: the type of parameter "d" must be a string such as "int" or an array of strings, not a number"#,
                #"1:97 error bad-type: unknown type "xyz" for parameter "e""#
            ]),
        // One typo, one error: the links that use a parameter of unreadable type report neither
        // a conflict with a type never written, nor a missing parameter, nor a wrong constant.
        Case(
            "a bad type has no follow-on errors",
            #"{"schemes": ["t"], "routes": {"trail": {"id": "integer", "n": "number?"}, "other": {"id": "int"}}, "links": ["#
                + #"{"path": "/trails/:id", "stack": [{"trail": {"id": ":id", "n": "$fragment"}}, {"other": {"id": ":id"}}]},"#
                + #"{"path": "/t?x=:x", "stack": [{"trail": {"id": "$$7", "n": 3}}, {"other": {"id": ":x"}}]},"#
                + #"{"path": "/u/:x", "stack": [{"trail": {"id": ":x"}}]}]}"#,
            [
                #"1:47 error bad-type: unknown type "integer" for parameter "id"; did you mean "int"?"#,
                #"1:63 error bad-type: unknown type "number?" for parameter "n"; did you mean "double?"?"#
            ]),
        Case(
            "enumeration problems",
            #"{"schemes": ["miapp"], "routes": {"r": {"a": [], "b": ["x", "x"], "c": ["x", null, null], "d": ["x", 1], "e": ["x", ""], "f": [null]}}, "links": []}"#,
            [
                #"1:46 error bad-type: the enumeration of parameter "a" has no members"#,
                #"1:61 error bad-type: "x" appears twice in the enumeration of parameter "b""#,
                #"1:84 error bad-type: null appears twice in the enumeration of parameter "c""#,
                #"1:102 error bad-type: an enumeration member of parameter "d" must be a non-empty string or null, not a number"#,
                #"1:117 error bad-type: an enumeration member of parameter "e" must be a non-empty string or null, not an empty string"#,
                #"1:127 error bad-type: the enumeration of parameter "f" has no members"#
            ]),
        Case(
            "caseSensitive not a boolean", #"{"schemes": ["miapp"], "caseSensitive": "no", "routes": {}, "links": []}"#,
            [
                #"1:41 error wrong-type: "caseSensitive" must be a boolean, not a string"#
            ])
    ]

    static let linkErrors: [Case] = [
        Case(
            "path without leading slash", link: #"{"path": "orders", "stack": []}"#,
            [
                #"4:11 error bad-pattern: a link path must start with "/", as in "/orders/:id""#
            ]),
        Case(
            "empty segment", link: #"{"path": "/a//b", "stack": []}"#,
            [
                #"4:13 error bad-pattern: a link path cannot have an empty segment ("//")"#
            ]),
        Case(
            "trailing slash", link: #"{"path": "/orders/", "stack": []}"#,
            [
                #"4:18 error bad-pattern: a link path cannot end with "/""#
            ]),
        Case(
            "catch-all not last", link: #"{"path": "/a/*rest/b", "stack": []}"#,
            [
                #"4:14 error bad-pattern: catch-all "*rest" must be the last segment"#
            ]),
        Case(
            "literal text after a capture that feeds nothing, as an old literal would",
            link: #"{"path": "/a/:x-y", "stack": []}"#,
            [
                #"4:14 error unused-capture: capture ":x" feeds no parameter of the stack; to match the literal text ":x-y", write "::x-y""#
            ]),
        Case(
            "literal text around a capture",
            link: #"{"path": "/@:id/v:n.json/Special::page", "stack": [{"order": {"id": ":id"}}, {"search": {"q": null, "n": ":n"}}]}"#,
            []),
        Case(
            "two captures in one segment", link: #"{"path": "/a/:x-:y", "stack": []}"#,
            [
                #"4:17 error bad-pattern: two captures in one segment, ":x-:y"; a segment holds at most one"#
            ]),
        Case(
            "literal text around a catch-all", link: #"{"path": "/a/*path.json", "stack": []}"#,
            [
                #"4:14 error bad-pattern: a catch-all takes no literal text around it: "*path.json"; capture "*name" alone"#
            ]),
        Case(
            "empty capture name", link: #"{"path": "/a/:", "stack": []}"#,
            [
                #"4:14 error bad-pattern: a lone ":" in ":"; a capture is ":name" (letters, digits, "_"), a literal colon "::""#
            ]),
        Case(
            "capture twice", link: #"{"path": "/a/:x/:x", "stack": [{"order": {"id": ":x"}}]}"#,
            [
                #"4:17 error bad-pattern: capture ":x" appears twice in the path"#
            ]),
        Case("query condition: present", link: #"{"path": "/s?q", "stack": []}"#, []),
        Case("query condition: absent", link: #"{"path": "/s?!q", "stack": []}"#, []),
        Case(
            "query condition without a key", link: #"{"path": "/s?!&:q", "stack": []}"#,
            [
                #"4:14 error bad-pattern: "!" needs a query key after it, as in "!token""#,
                #"4:16 error bad-pattern: query item ":q" has no key; a capture is written "key=:name""#
            ]),
        Case(
            "query condition and a capture of one key", link: #"{"path": "/s?!q&q=:q", "stack": [{"search": {"q": ":q"}}]}"#,
            [
                #"4:17 error bad-pattern: query key "q" appears twice"#
            ]),
        Case("values taken from the URL", link: #"{"path": "/s/:_", "stack": [{"named": {"name": "$url"}}, {"search": {"q": "$query", "n": null}}]}"#, []),
        Case("a constant that begins with $", link: #"{"path": "/s", "stack": [{"named": {"name": "$$5"}}]}"#, []),
        Case(
            "not a part of the URL", link: #"{"path": "/s", "stack": [{"named": {"name": "$uri"}}]}"#,
            [
                #"4:45 error unknown-url-part: "$uri" is not a part of the URL ("$url", "$path", "$query", "$fragment", "$queryItems"); a constant that begins with "$" is written "$$uri"; did you mean "$url"?"#
            ]),
        Case(
            "a part that may be absent, for a parameter that may not", link: #"{"path": "/s", "stack": [{"named": {"name": "$fragment"}}]}"#,
            [
                #"4:45 error wrong-value-type: parameter "name" of "named" is string; $fragment is nil when the URL has no fragment, so the parameter must be "string?""#
            ]),
        Case(
            "a part for a parameter that is not a string", link: #"{"path": "/s", "stack": [{"order": {"id": "$path"}}]}"#,
            [
                #"4:43 error wrong-value-type: parameter "id" of "order" is int; $path gives a string"#
            ]),
        Case(
            "value maps and defaults",
            link:
                #"{"path": "/o/:id?q=:q", "values": {"id": {"one": 1, "two": 2}}, "defaults": {"q": "all"}, "stack": [{"order": {"id": ":id"}}, {"named": {"name": ":q"}}]}"#,
            []),
        Case(
            "a value map of another type, and of a capture the path lacks",
            link: #"{"path": "/o/:id", "values": {"id": {"one": "1"}, "ix": {}}, "stack": [{"order": {"id": ":id"}}]}"#,
            [
                #"4:45 error wrong-value-type: parameter "id" of "order" is int; got a string "1"; write 1 without quotes"#,
                #"4:51 error unknown-capture: "values" names "ix", which the link's path does not capture; did you mean "id"?"#
            ]),
        Case(
            "a default for a path capture", link: #"{"path": "/o/:id", "defaults": {"id": 1}, "stack": [{"order": {"id": ":id"}}]}"#,
            [
                #"4:33 error bad-pattern: only a query capture takes a default: ":id" captures a path segment, which is never missing"#
            ]),
        Case(
            "a query dictionary", link: #"{"path": "/q/:_", "stack": [{"all": {"items": "$queryItems"}}]}"#, []),
        Case(
            "a query dictionary from a capture, and $queryItems for a string",
            link: #"{"path": "/q/:x", "stack": [{"all": {"items": ":x"}}, {"named": {"name": "$queryItems"}}]}"#,
            [
                #"4:14 error capture-type-conflict: capture ":x" feeds all.items, a query dictionary, which only "$queryItems" gives"#,
                #"4:74 error wrong-value-type: parameter "name" of "named" is string; $queryItems gives a query dictionary, for a parameter of type "query""#
            ]),
        Case("a format", link: #"{"path": "/s/:a?q=:b", "stack": [{"named": {"name": {"format": "x{a}{{{b}}}{?$query}{$host}"}}}]}"#, []),
        Case(
            "a format naming what it cannot",
            link:
                #"{"path": "/s/:_a", "stack": [{"named": {"name": {"format": "{_a}"}}}, {"named": {"name": {"format": "{$uri}"}}}, {"named": {"name": {"format": "{#$query}"}}}, {"named": {"name": {"format": "a}"}}}]}"#,
            [
                #"4:61 error unknown-capture: format: {_a} names no capture of the link's path"#,
                #"4:102 error unknown-url-part: format: {$uri} is not a part of the URL ({$url}, {$scheme}, {$host}, {$path}, {$query}, {$fragment})"#,
                ##"4:145 error bad-pattern: format: {#$query}: "?" goes with $query and "#" with $fragment"##,
                #"4:192 error bad-pattern: format: a lone "}"; write "}}" for a brace"#
            ]),
        Case("ignored captures may repeat", link: #"{"path": "/a/:_/:_/*_rest?ref=:_", "stack": []}"#, []),
        Case(
            "an ignored capture feeds nothing", link: #"{"path": "/o/:_id", "stack": [{"order": {"id": ":_id"}}]}"#,
            [
                #"4:48 error unknown-capture: ":_id" refers to an ignored capture: a name that starts with "_" feeds nothing; rename it to ":id" in the path and here"#
            ]),
        Case(
            "duplicate query key", link: #"{"path": "/s?q=:a&q=:b", "stack": [{"search": {"q": ":a"}}]}"#,
            [
                #"4:19 error bad-pattern: query key "q" appears twice"#
            ]),
        Case(
            "fragment in path", link: #"{"path": "/s#x", "stack": []}"#,
            [
                ##"4:13 error bad-pattern: a link path cannot have a fragment ("#"); the fragment of a URL is ignored"##
            ]),
        Case(
            "unknown route", link: #"{"path": "/o/:id", "stack": [{"ordr": {"id": ":id"}}]}"#,
            [
                #"4:31 error unknown-route: unknown route "ordr" in a link's stack; did you mean "order"?"#
            ]),
        Case(
            "unknown parameter", link: #"{"path": "/o/:id", "stack": [{"order": {"ID": ":id"}}]}"#,
            [
                #"4:41 error unknown-parameter: route "order" has no parameter "ID"; did you mean "id"?"#
            ]),
        Case(
            "parameter of a route without any", link: #"{"path": "/s", "stack": [{"settings": {"x": 1}}]}"#,
            [
                #"4:40 error unknown-parameter: route "settings" has no parameter "x"; it has no parameters"#
            ]),
        Case(
            "missing parameter", link: #"{"path": "/o", "stack": ["order"]}"#,
            [
                #"4:26 error missing-parameter: route "order" needs parameter "id" in a link's stack"#
            ]),
        Case(
            "missing parameters", link: #"{"path": "/o", "stack": [{"item": {}}]}"#,
            [
                #"4:27 error missing-parameter: route "item" needs parameters "orderId", "sku" in a link's stack"#
            ]),
        Case(
            "tab without tabs", link: #"{"path": "/s", "tab": "main", "stack": ["settings"]}"#,
            [
                #"4:23 error unexpected-tab: the schema declares no "tabs", so a link cannot name one"#
            ]),
        Case(
            "missing tab", link: #"{"path": "/s", "stack": ["settings"]}"#, tabs: true,
            [
                #"4:1 error missing-tab: the schema declares tabs, so every link needs a "tab" (one of "main", "more")"#
            ]),
        Case(
            "unknown tab", link: #"{"path": "/s", "tab": "mian", "stack": ["settings"]}"#, tabs: true,
            [
                #"4:23 error unknown-tab: unknown tab "mian"; did you mean "main"?"#
            ]),
        Case(
            "capture feeding nothing", link: #"{"path": "/o/:id", "stack": []}"#,
            [
                #"4:14 error unused-capture: capture ":id" feeds no parameter of the stack"#
            ]),
        Case(
            "capture feeding two types",
            link: #"{"path": "/o/:x", "stack": [{"order": {"id": ":x"}}, {"item": {"orderId": ":x", "sku": ":x"}}]}"#,
            [
                #"4:14 error capture-type-conflict: capture ":x" feeds parameters of different types: order.id is int, item.sku is string"#
            ]),
        Case(
            "unknown capture", link: #"{"path": "/o/:id", "stack": [{"order": {"id": ":idd"}}]}"#,
            [
                #"4:47 error unknown-capture: ":idd" is not captured by "/o/:id"; did you mean "id"?"#
            ]),
        Case(
            "quoted int constant", link: #"{"path": "/o", "stack": [{"order": {"id": "42"}}]}"#,
            [
                #"4:43 error wrong-value-type: parameter "id" of "order" is int; got a string "42"; write 42 without quotes"#
            ]),
        Case(
            "fractional int constant", link: #"{"path": "/o", "stack": [{"order": {"id": 4.5}}]}"#,
            [
                #"4:43 error wrong-value-type: parameter "id" of "order" is int; 4.5 is not an integer"#
            ]),
        Case(
            "null for a required parameter", link: #"{"path": "/o", "stack": [{"order": {"id": null}}]}"#,
            [
                #"4:43 error wrong-value-type: parameter "id" of "order" is int; null is only allowed for an optional parameter"#
            ]),
        Case(
            "quoted double constant", link: #"{"path": "/o", "stack": [{"price": {"v": "2.5"}}]}"#,
            [
                #"4:42 error wrong-value-type: parameter "v" of "price" is double; got a string "2.5"; write 2.5 without quotes"#
            ]),
        Case(
            "escaped colon for an int", link: #"{"path": "/o", "stack": [{"order": {"id": "::1"}}]}"#,
            [
                #"4:43 error wrong-value-type: parameter "id" of "order" is int; got the string ":1""#
            ]),
        Case(
            "bool for an int", link: #"{"path": "/o", "stack": [{"order": {"id": true}}]}"#,
            [
                #"4:43 error wrong-value-type: parameter "id" of "order" is int; got a boolean true"#
            ]),
        Case(
            "scheme not declared", link: #"{"path": "/o", "schemes": ["other"], "stack": ["settings"]}"#,
            [
                #"4:28 error unknown-scheme: "other" is not declared in the schema's "schemes""#
            ]),
        Case(
            "host not declared", link: #"{"path": "/o", "hosts": ["miap.com"], "stack": ["settings"]}"#,
            [
                #"4:26 error unknown-host: "miap.com" is not declared in the schema's "hosts"; did you mean "miapp.com"?"#
            ]),
        Case(
            "unknown link key", link: #"{"path": "/o", "stak": []}"#,
            [
                #"4:16 error unknown-key: unknown key "stak" in a link; did you mean "stack"?"#
            ])
    ]

    static let linkPairs: [Case] = [
        Case(
            "an ignored capture has the shape of a string capture",
            schema([
                #"{"path": "/a/:x", "stack": [{"named": {"name": ":x"}}]}"#,
                #"{"path": "/a/:_x", "stack": []}"#
            ]),
            [
                #"5:1 error duplicate-link: link "/a/:_x" has the same shape as "/a/:x" at line 4; for example "https://miapp.com/a/_x" both match"#
            ]),
        Case(
            "present, absent and no condition are three shapes",
            schema([#"{"path": "/s?q", "stack": []}"#, #"{"path": "/s?!q", "stack": []}"#, #"{"path": "/s", "stack": []}"#]), []),
        Case(
            "same shape, other capture names",
            schema([
                #"{"path": "/a/:x", "stack": [{"order": {"id": ":x"}}]}"#,
                #"{"path": "/a/:y", "stack": [{"order": {"id": ":y"}}]}"#
            ]),
            [
                #"5:1 error duplicate-link: link "/a/:y" has the same shape as "/a/:x" at line 4; for example "https://miapp.com/a/1" both match"#
            ]),
        Case(
            "int and string captures are different shapes",
            schema([
                #"{"path": "/a/:x", "stack": [{"order": {"id": ":x"}}]}"#,
                #"{"path": "/a/:y", "stack": [{"named": {"name": ":y"}}]}"#
            ]), []),
        Case(
            "an optional and a required query capture are different shapes",
            schema([
                #"{"path": "/s?q=:q", "stack": [{"search": {"q": ":q"}}]}"#,
                #"{"path": "/s?q=:q", "stack": [{"named": {"name": ":q"}}]}"#
            ]), []),
        Case(
            "literals differing in case, case-sensitive",
            schema([
                #"{"path": "/About", "stack": ["settings"]}"#,
                #"{"path": "/about", "stack": ["settings"]}"#
            ]), []),
        Case(
            "literals differing in case, caseSensitive false",
            schema(
                [
                    #"{"path": "/About", "stack": ["settings"]}"#,
                    #"{"path": "/about", "stack": ["settings"]}"#
                ], caseSensitive: false),
            [
                #"5:1 error duplicate-link: link "/about" has the same shape as "/About" at line 4; for example "https://miapp.com/about" both match"#
            ]),
        Case(
            "int after double never wins",
            schema([
                #"{"path": "/n/:v", "stack": [{"price": {"v": ":v"}}]}"#,
                #"{"path": "/n/:v", "stack": [{"order": {"id": ":v"}}]}"#
            ]),
            [
                #"5:1 warning link-never-wins: link "/n/:v" can never win: every URL it matches is taken by "/n/:v" at line 4; for example "https://miapp.com/n/1" goes to line 4"#
            ]),
        Case(
            "double after int can win",
            schema([
                #"{"path": "/n/:v", "stack": [{"order": {"id": ":v"}}]}"#,
                #"{"path": "/n/:v", "stack": [{"price": {"v": ":v"}}]}"#
            ]), []),
        Case(
            "optional query superset never wins",
            schema([
                #"{"path": "/s?q=:q", "stack": [{"search": {"q": ":q"}}]}"#,
                #"{"path": "/s?q=:q&n=:n", "stack": [{"search": {"q": ":q", "n": ":n"}}]}"#
            ]),
            [
                #"5:1 warning link-never-wins: link "/s?q=:q&n=:n" can never win: every URL it matches is taken by "/s?q=:q" at line 4; for example "https://miapp.com/s?q=x&n=1" goes to line 4"#
            ]),
        Case(
            "optional query superset declared first can win",
            schema([
                #"{"path": "/s?q=:q&n=:n", "stack": [{"search": {"q": ":q", "n": ":n"}}]}"#,
                #"{"path": "/s?q=:q", "stack": [{"search": {"q": ":q"}}]}"#
            ]), []),
        Case(
            "literal after capture still wins",
            schema([
                #"{"path": "/o/:id", "stack": [{"order": {"id": ":id"}}]}"#,
                #"{"path": "/o/0", "stack": [{"order": {"id": 0}}]}"#
            ]), []),
        Case(
            "duplicate host name", #"{"hosts": ["a.com", "A.com"], "routes": {}, "links": []}"#,
            [
                #"1:21 warning duplicate-name: "A.com" is listed twice in "hosts""#
            ])
    ]

    @Test(arguments: topLevel + linkErrors + linkPairs)
    func diagnostics(_ c: Case) {
        let (schema, lines) = Self.load(c.json)
        #expect(lines == c.expected, sourceLocation: c.sourceLocation)
        let hasError = c.expected.contains { $0.contains(" error ") }
        #expect((schema == nil) == hasError, sourceLocation: c.sourceLocation)
    }

    @Test func notesExplainTheFinding() throws {
        let (_, unknownKey) = SchemaLoader.load(Array(#"{"schemes": ["miapp"], "rotues": {}, "routes": {}, "links": []}"#.utf8), file: "s.json")
        #expect(
            unknownKey.map(\.notes) == [
                [#"expected one of "schemes", "hosts", "webSchemes", "tabs", "caseSensitive", "repeatedQueryItems", "routes", "links""#]
            ])
        let (_, badType) = SchemaLoader.load(Array(#"{"schemes": ["miapp"], "routes": {"r": {"a": "strng"}}, "links": []}"#.utf8), file: "s.json")
        #expect(badType.map(\.notes) == [[#"types are int, double, bool, uuid, string, an array of strings, each optional with "?", and query"#]])
        let json = Self.schema([#"{"path": "/a/:x", "stack": [{"order": {"id": ":x"}}]}"#, #"{"path": "/a/:y", "stack": [{"order": {"id": ":y"}}]}"#])
        let (_, duplicate) = SchemaLoader.load(Array(json.utf8), file: "s.json")
        #expect(duplicate.map(\.notes) == [[#"captures are compared by type, not name: "/a/:x" and "/a/:y" are the same"#]])
        #expect(duplicate.map(\.file) == ["s.json"])
    }

    // MARK: - The model of a valid schema

    static let specExample = #"""
        {
          "schemes": ["miapp"],
          "hosts": ["miapp.com", "www.miapp.com"],
          "tabs": ["orders", "profile"],
          "routes": {
            "order":     { "id": "int" },
            "orderItem": { "orderId": "int", "sku": "string" },
            "search":    { "query": "string?", "sort": ["price", "date", null] },
            "settings":  {}
          },
          "links": [
            { "path": "/orders",                "tab": "orders",  "stack": [] },
            { "path": "/orders/:id",            "tab": "orders",  "stack": [{ "order": { "id": ":id" } }] },
            { "path": "/orders/:id/items/:sku", "tab": "orders",
              "stack": [{ "order": { "id": ":id" } }, { "orderItem": { "orderId": ":id", "sku": ":sku" } }] },
            { "path": "/search?q=:q&sort=:s",   "tab": "orders",  "stack": [{ "search": { "query": ":q", "sort": ":s" } }] },
            { "path": "/settings",              "tab": "profile", "stack": ["settings"] }
          ]
        }
        """#

    /// `order(id: $0)`: captures by index, constants in Swift syntax.
    static func describe(_ entry: Link.StackEntry) -> String {
        let arguments = entry.arguments.map { argument -> String in
            switch argument.source {
            case .capture(let c): return "\(argument.label): $\(c)"
            case .constant(let v): return "\(argument.label): \(RouteSyntax.value(v))"
            case .urlPart(let part): return "\(argument.label): \(part.written)"
            case .format(let template): return "\(argument.label): format \(template.written)"
            }
        }
        return "\(entry.route)(\(arguments.joined(separator: ", ")))"
    }

    @Test func specExampleLoadsIntoItsModel() throws {
        let (loaded, lines) = Self.load(Self.specExample)
        #expect(lines == [])
        let schema = try #require(loaded)
        #expect(schema.schemes == ["miapp"])
        #expect(schema.hosts == ["miapp.com", "www.miapp.com"])
        #expect(schema.tabs == ["orders", "profile"])
        #expect(schema.caseSensitive)
        #expect(schema.routes.map(\.name) == ["order", "orderItem", "search", "settings"])
        #expect(
            schema.route(named: "search")?.parameters.map(\.type) == [
                ParamType(.string, optional: true), ParamType(.enumeration(["price", "date"]), optional: true)
            ])
        #expect(schema.route(named: "orderItem")?.parameters.map(\.name) == ["orderId", "sku"])

        let links = schema.links
        try #require(links.count == 5)
        #expect(links.map(\.index) == [0, 1, 2, 3, 4])
        #expect(links.map(\.tab) == ["orders", "orders", "orders", "orders", "profile"])
        #expect(links[1].location == LinkCheckCore.SourceLocation(line: 13, column: 5))

        #expect(links[0].pattern.segments == [.literal("orders")])
        #expect(links[0].stack.isEmpty)

        #expect(links[1].pattern.segments == [.literal("orders"), .capture(0)])
        #expect(
            links[1].pattern.captures == [
                .init(
                    name: "id", type: .int, mayBeMissing: false,
                    location: LinkCheckCore.SourceLocation(line: 13, column: 24))
            ])
        #expect(links[1].stack.map(Self.describe) == ["order(id: $0)"])

        #expect(links[2].pattern.segments == [.literal("orders"), .capture(0), .literal("items"), .capture(1)])
        #expect(links[2].pattern.captures.map(\.type) == [.int, .string])
        #expect(links[2].pattern.ranks.map { $0 >> 16 } == [0, 2, 0, 4])
        #expect(links[2].stack.map(Self.describe) == ["order(id: $0)", "orderItem(orderId: $0, sku: $1)"])

        #expect(links[3].pattern.segments == [.literal("search")])
        #expect(links[3].pattern.query == [.init(key: "q", match: .capture(0)), .init(key: "sort", match: .capture(1))])
        #expect(links[3].pattern.captures.map(\.type) == [.string, .enumeration(["price", "date"])])
        #expect(links[3].pattern.captures.map(\.mayBeMissing) == [true, true])
        #expect(links[3].pattern.requiredQueryCount == 0)
        #expect(links[3].stack.map(Self.describe) == ["search(query: $0, sort: $1)"])

        #expect(links[4].stack.map(Self.describe) == ["settings()"])
    }

    @Test func ranksAndRequiredQueryItems() throws {
        let json = Self.schema([
            #"{"path": "/p/:n/:s/*rest?k=v&n=:q&m=:m", "stack": [{"order": {"id": ":n"}}, {"named": {"name": ":s"}}, {"item": {"orderId": ":m", "sku": ":rest"}}, {"search": {"q": ":q"}}]}"#
        ])
        let (loaded, lines) = Self.load(json)
        #expect(lines == [])
        let link = try #require(loaded?.links.first)
        // By kind (high bits): literal 0, typed 2, string 4, catch-all 5; with no literal text
        // around them, every capture has the same low bits.
        #expect(link.pattern.ranks.map { $0 >> 16 } == [0, 2, 4, 5])
        #expect(Set(link.pattern.ranks.dropFirst().map { $0 & 0xFFFF }) == [0xFFFF])
        #expect(link.pattern.captures.map(\.name) == ["n", "s", "rest", "q", "m"])
        #expect(link.pattern.captures.map(\.mayBeMissing) == [false, false, false, true, false])
        #expect(
            link.pattern.query == [
                .init(key: "k", match: .literal("v")), .init(key: "n", match: .capture(3)),
                .init(key: "m", match: .capture(4))
            ])
        // k=v and m=:m are required; the optional q is not.
        #expect(link.pattern.requiredQueryCount == 2)
    }

    @Test func doubleColonIsALiteralColon() throws {
        let json = Self.schema([
            #"{"path": "/lit/::x/**y?k=::v", "stack": [{"search": {"q": "::x", "n": 7}}]}"#,
            #"{"path": "/opt", "stack": [{"search": {}}]}"#
        ])
        let (loaded, lines) = Self.load(json)
        #expect(lines == [])
        let schema = try #require(loaded)
        #expect(schema.links[0].pattern.segments == [.literal("lit"), .literal(":x"), .literal("*y")])
        #expect(schema.links[0].pattern.query == [.init(key: "k", match: .literal(":v"))])
        #expect(schema.links[0].pattern.captures.isEmpty)
        #expect(schema.links[0].stack.map(Self.describe) == [#"search(q: ":x", n: 7)"#])
        #expect(schema.links[1].stack.map(Self.describe) == ["search(q: nil, n: nil)"])
        #expect(
            schema.resolve("miapp://lit/:x/*y?k=:v").destination
                == Destination(
                    tab: nil,
                    stack: [
                        RouteValue(
                            name: "search",
                            arguments: [
                                .init(label: "q", value: .string(":x")), .init(label: "n", value: .int(7))
                            ])
                    ]))
    }

    /// `::` followed by a combining mark is still the escape: patterns and constants are read on
    /// Unicode scalars, where `"::\u{301}x"` begins with two colons (as Characters it does not).
    @Test func doubleColonBeforeACombiningMarkIsStillTheEscape() throws {
        let json = Self.schema([
            #"{"path": "/c/::\u0301x", "stack": [{"search": {"q": "::\u0301x"}}]}"#
        ])
        let (loaded, lines) = Self.load(json)
        #expect(lines == [])
        let schema = try #require(loaded)
        #expect(schema.links[0].pattern.segments == [.literal("c"), .literal(":\u{301}x")])
        #expect(schema.links[0].pattern.captures.isEmpty)
        #expect(schema.links[0].stack.map(Self.describe) == ["search(q: \":\u{301}x\", n: nil)"])
    }

    /// `"$comment"` is allowed anywhere in a schema, stack entries and their arguments included.
    @Test func commentsAreAllowedInStackEntriesAndArguments() throws {
        let json = Self.schema([
            #"{"path": "/o/:id", "stack": [{"order": {"id": ":id", "$comment": "the order's number"}, "$comment": "one screen"}]}"#
        ])
        let (loaded, lines) = Self.load(json)
        #expect(lines == [])
        let schema = try #require(loaded)
        #expect(schema.links[0].stack.map(Self.describe) == ["order(id: $0)"])
        // Still exactly one route key besides the comments.
        let two = Self.schema([#"{"path": "/o", "stack": [{"settings": {}, "named": {"name": "x"}, "$comment": "c"}]}"#])
        #expect(
            Self.load(two).lines == [
                #"4:26 error bad-stack-entry: a stack entry object has exactly one key, the route name, as in {"order": {"id": 42}}; this one has 2"#
            ])
    }
}
