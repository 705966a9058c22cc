@testable import LinkCheckCore
@testable import LinkCheckRoutes
import LinkCheckRoutesFixtures
import Testing

/// `TableLoader.run` (the shortcut for cases that expect exactly what they get, and slices) must
/// give the same results and diagnostics as reading every case fully and then running it.
struct TableRunTests {
    /// Cases against `fixtures/routes/app.schema.json` that take the shortcut and cases that must not.
    static let table = #"""
        [
          { "url": "miapp://orders/42", "expect": { "tab": "orders", "stack": [{ "order": { "id": 42 } }] } },
          { "url": "miapp://nowhere", "expect": null },
          { "url": "miapp://search?sort=price", "expect": { "tab": "orders", "stack": [{ "search": { "query": null, "sort": "price" } }] } },
          { "url": "miapp://search?sort=price", "expect": { "tab": "orders", "stack": [{ "search": { "sort": "price" } }] } },
          { "url": "miapp://debug", "expect": { "tab": "profile", "stack": ["debug"] }, "note": "optional only" },
          { "url": "miapp://coupons/2.5", "expect": { "tab": "orders", "stack": [{ "coupon": { "amount": 2.5 } }] } },
          { "url": "miapp://coupons/3", "expect": { "tab": "orders", "stack": [{ "coupon": { "amount": 3 } }] } },
          { "url": "miapp://users/E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            "expect": { "tab": "profile", "stack": [{ "user": { "id": "e621e1f8-c36c-495a-93fc-0c247a3e6e5f" } }] } },
          { "u\u0072l": "miapp://orders/7", "expect": { "tab": "orders", "stack": [{ "order": { "id": 7 } }] } },
          { "url": "miapp://orders/7", "$comment": "x", "expect": { "tab": "orders", "stack": [{ "order": { "id": 7 } }] } },
          { "url": "miapp://caf%C3%A9/caf%C3%A9", "expect": { "tab": "orders", "stack": [{ "menu": { "name": "cafe\u0301" } }] } },
          { "url": "miapp://orders/42", "expect": { "tab": "orders", "stack": [{ "order": { "id": 43 } }] } },
          { "url": "miapp://orders/42", "expect": { "tab": "profile", "stack": [{ "order": { "id": 42 } }] } },
          { "url": "miapp://orders/42", "expect": null },
          { "url": "miapp://nowhere", "expect": { "tab": "orders", "stack": [] } },
          { "url": "miapp://settings", "expect": { "tab": "profile", "stack": ["settings", "settings"] } }
        ]
        """#

    /// Which cases of `table` the shortcut takes, in order.
    static let shortcutTaken = [true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false]

    static func schema() throws -> RouteSchema {
        try #require(SchemaLoader.load(ReportFixtures.bytes("fixtures/routes/app.schema.json"), file: "app.schema.json").schema)
    }

    @Test func shortcutTakesExactlyTheWellFormedEqualCases() throws {
        let schema = try Self.schema()
        let opened = try #require(TableLoader.open(Array(Self.table.utf8), file: "t.json").table)
        var taken: [Bool] = []
        opened.cases.document.withTape { tape in
            let shortcut = ExpectationShortcut(tape: tape, hasTabs: true)
            for element in opened.cases.elements {
                guard let members = shortcut.caseMembers(element.index) else { taken.append(false); continue }
                taken.append(shortcut.matches(members.expect, schema.resolve(tape.string(members.url))))
            }
        }
        #expect(taken == Self.shortcutTaken)
    }

    @Test func runAgreesWithReadingThenRunning() throws {
        let schema = try Self.schema()
        let opened = try #require(TableLoader.open(Array(Self.table.utf8), file: "t.json").table)
        let (fast, fastProblems) = TableLoader.run(opened, schema: schema)
        let (cases, problems) = TableLoader.cases(of: opened, schema: schema)
        let slow = try #require(cases).map { CaseResult(testCase: $0, actual: schema.resolve($0.url)) }
        #expect(fastProblems == problems)
        let results = try #require(fast)
        #expect(results.map(Self.summary) == slow.map(Self.summary))
        #expect(
            results.map(\.passed) == [
                true, true, true, true, true, true, true, true, true, true, true,
                false, false, false, false, false
            ])
    }

    @Test(arguments: [
        "fixtures/routes/app.cases.json", "fixtures/failing/app.cases.json",
        "fixtures/routes/caseless.cases.json", "fixtures/broken/tables/duplicate-key.cases.json",
        "fixtures/broken/tables/unknown-route.cases.json", "fixtures/broken/tables/wrong-value-type.cases.json",
        "fixtures/broken/tables/missing-parameter.cases.json"
    ])
    func slicesAgreeWithTheWholeTable(_ path: String) throws {
        let opened = try #require(TableLoader.open(ReportFixtures.bytes(path), file: path).table)
        let schemaName = path.contains("caseless") ? "fixtures/routes/caseless.schema.json" : "fixtures/routes/app.schema.json"
        let schema = try #require(SchemaLoader.load(ReportFixtures.bytes(schemaName), file: schemaName).schema)
        let (whole, wholeProblems) = TableLoader.run(opened, schema: schema)
        let (cases, problems) = TableLoader.cases(of: opened, schema: schema)
        #expect(wholeProblems == problems)
        #expect(whole?.map(Self.summary) == cases.map { schema.run($0).map(Self.summary) })
        for parts in 2...5 {
            let slices = TableLoader.slices(of: opened, parts: parts)
            #expect(slices.map(\.count).reduce(0, +) == opened.caseCount)
            var results: [CaseResult] = []
            let sliceProblems = slices.map { TableLoader.run($0, of: opened, schema: schema) { results.append($0) } }
            #expect(TableLoader.diagnostics(sliceProblems, of: opened) == problems)
            if let whole { #expect(results.map(Self.summary) == whole.map(Self.summary)) }
        }
    }

    static func summary(_ r: CaseResult) -> String {
        "\(r.testCase.url) \(r.testCase.location) \(String(describing: r.testCase.expected)) \(r.testCase.note ?? "-") "
            + "\(r.actual) \(r.passed)"
    }
}
