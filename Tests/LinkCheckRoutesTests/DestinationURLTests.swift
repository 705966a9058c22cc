@testable import LinkCheckCore
@testable import LinkCheckRoutes
import LinkCheckRoutesFixtures
import Testing

/// `linkcheck url`: destinations read as Swift or in the table form, and the canonical URL,
/// which must resolve back to the same destination.
struct DestinationURLTests {
    static func schema() throws -> RouteSchema {
        try #require(SchemaLoader.load(ReportFixtures.bytes("fixtures/routes/app.schema.json"), file: "app.schema.json").schema)
    }

    struct Parsed: Sendable, CustomTestStringConvertible {
        var text: String
        /// `RouteSyntax.destination` of the result, or `error at COLUMN: MESSAGE`.
        var expected: String
        var testDescription: String { text }
    }

    static let parsed: [Parsed] = [
        Parsed(text: "orders .order(id: 42)", expected: "(tab: .orders, stack: [.order(id: 42)])"),
        Parsed(
            text: ".profile .settings .notifications(enabled: false)",
            expected: "(tab: .profile, stack: [.settings, .notifications(enabled: false)])"),
        Parsed(text: "orders .search(sort: .price)", expected: "(tab: .orders, stack: [.search(query: nil, sort: .price)])"),
        Parsed(
            text: #"orders .search(query: "a \"b\" \u{E9}", sort: nil)"#,
            expected: #"(tab: .orders, stack: [.search(query: "a \"b\" é", sort: nil)])"#),
        Parsed(
            text: "profile .user(id: UUID(e621e1f8-c36c-495a-93fc-0c247a3e6e5f))",
            expected: "(tab: .profile, stack: [.user(id: UUID(E621E1F8-C36C-495A-93FC-0C247A3E6E5F))])"),
        Parsed(text: "orders .coupon(amount: -2.5)", expected: "(tab: .orders, stack: [.coupon(amount: -2.5)])"),
        Parsed(text: "orders", expected: "(tab: .orders, stack: [])"),
        Parsed(text: #"{"tab": "orders", "stack": [{"order": {"id": 7}}]}"#, expected: "(tab: .orders, stack: [.order(id: 7)])"),
        // The form Swift and the generated tests print, with and without labels.
        Parsed(text: "(.orders, [.order(id: 42)])", expected: "(tab: .orders, stack: [.order(id: 42)])"),
        Parsed(
            text: "(tab: .profile, stack: [.settings, .notifications(enabled: false)])",
            expected: "(tab: .profile, stack: [.settings, .notifications(enabled: false)])"),
        Parsed(text: " ( .orders , [ ] ) ", expected: "(tab: .orders, stack: [])"),
        Parsed(text: "[.order(id: 1)]", expected: "error at 1: the schema has tabs, so a destination starts with one, as in (.orders, [.order(id: …)])"),
        Parsed(text: "(.orders, [.order(id: 1)", expected: #"error at 25: expected "," or "]""#),
        Parsed(text: "(.ordrs, [])", expected: "error at 2: expected a tab such as .orders"),
        Parsed(text: "(.orders, []) x", expected: "error at 15: unexpected text after the destination"),
        Parsed(text: ".order(id: 1)", expected: "error at 1: the schema has tabs, so a destination starts with one, as in orders .order(id: …)"),
        Parsed(text: "ordrs .order(id: 1)", expected: #"error at 1: unknown tab "ordrs"; did you mean "orders"?"#),
        Parsed(text: "orders .order(id: \"42\")", expected: #"error at 19: "42" is not Int"#),
        Parsed(text: "orders .order(ids: 42)", expected: #"error at 15: route "order" has no parameter "ids"; did you mean "id"?"#),
        Parsed(text: "orders .order", expected: #"error at 8: route "order" needs parameter "id""#),
        Parsed(text: "orders .order(id: 1, id: 2)", expected: #"error at 22: parameter "id" is given twice"#),
        Parsed(text: "orders .search(sort: .rating)", expected: #"error at 22: .rating is not nil or one of "price", "date""#),
        Parsed(text: "orders order(id: 1)", expected: "error at 8: expected a route such as .order(id: …)"),
        Parsed(
            text: #"{"tab": "orders", "stack": [{"order": {"id": "x"}}]}"#,
            expected: #"error at 46: parameter "id" of "order" is int; got a string "x""#)
    ]

    /// `[String: String]` values (a `query` parameter) as Swift prints them, in fixtures/forms.
    static let dictionaries: [Parsed] = [
        Parsed(text: #".discover(params: ["b": "2", "a": "1"])"#, expected: #"[.discover(params: ["a": "1", "b": "2"])]"#),
        Parsed(text: ".discover(params: [ : ])", expected: "[.discover(params: [:])]"),
        Parsed(text: #".discover(params: ["a": 1])"#, expected: #"error at 25: expected a string value such as "mail""#),
        Parsed(text: #".discover(params: ["a": "1", "a": "2"])"#, expected: #"error at 30: key "a" is given twice"#),
        Parsed(text: #".discover(params: ["a": "1" "b": "2"])"#, expected: #"error at 29: expected "," or "]""#),
        Parsed(text: "[.discover(params: [:]), .discover(params: [\"a\": \"1\"])]", expected: #"[.discover(params: [:]), .discover(params: ["a": "1"])]"#),
        Parsed(text: "(.home, [])", expected: "error at 1: the schema has no tabs, so a destination is the stack alone, as in [.project(slug: …)]"),
        Parsed(text: #".discover(params: "x")"#, expected: #"error at 19: "x" is not a [String: String] literal such as ["ref": "mail"]"#)
    ]

    @Test(arguments: dictionaries)
    func parsesDictionaries(_ c: Parsed) throws {
        let schema = try #require(SchemaLoader.load(ReportFixtures.bytes("fixtures/forms/forms.schema.json"), file: "forms.schema.json").schema)
        switch DestinationParser(schema: schema).parse(c.text) {
        case .success(let d): #expect(RouteSyntax.destination(d) == c.expected)
        case .failure(let p): #expect("error at \(p.column): \(p.message)" == c.expected)
        }
    }

    @Test(arguments: parsed)
    func parses(_ c: Parsed) throws {
        let parser = DestinationParser(schema: try Self.schema())
        switch parser.parse(c.text) {
        case .success(let d): #expect(RouteSyntax.destination(d) == c.expected)
        case .failure(let p): #expect("error at \(p.column): \(p.message)" == c.expected)
        }
    }

    @Test func canonicalURLsRoundTrip() throws {
        let schema = try Self.schema()
        let parser = DestinationParser(schema: schema)
        func url(_ text: String) throws -> CanonicalURL {
            schema.canonicalURL(for: try parser.parse(text).get())
        }
        #expect(try url("orders .order(id: 42)") == .url("https://miapp.com/orders/42", link: 2, filled: []))
        // The first link that produces it, in declaration order.
        #expect(try url("orders .search(sort: .date)") == .url("https://miapp.com/search?sort=date", link: 4, filled: []))
        #expect(try url("orders .featured(label: \":featured\")") == .url("https://miapp.com/products/featured", link: 7, filled: []))
        #expect(try url("profile .debug") == .url("miapp://debug", link: 15, filled: []))
        #expect(
            try url("orders .product(slug: \"12\")")
                == .unrestorable(
                    reason:
                        #"the link that produces it builds "https://miapp.com/products/12", which opens link "/products/:id" instead"#))
        #expect(try url("orders .settings") == .unrestorable(reason: "no link of the schema produces this destination"))
        // Every destination the passing table expects has a URL that opens it again.
        let opened = try #require(TableLoader.open(ReportFixtures.bytes("fixtures/routes/app.cases.json"), file: "t").table)
        let report = RoutesReport(
            tables: [
                .init(
                    file: "t", schemaFile: "s", schema: schema,
                    results: try #require(TableLoader.run(opened, schema: schema).results))
            ],
            diagnostics: [])
        #expect(report.roundTripFindings() == [])
    }
}
