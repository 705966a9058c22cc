import Foundation
import LinkCheckCore
import LinkCheckRoutes
import Testing

/// What docs/library.md shows an app doing with the routes library alone: loading a schema and
/// resolving a URL, and running a table as `linkcheck routes` does, with the same answers.
@Suite struct LibraryUseTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    /// The example of docs/library.md, as written there.
    @Test func resolveAURL() throws {
        let schemaJSON = try Self.text("fixtures/routes/app.schema.json")
        // From docs/library.md:
        let (schema, problems) = SchemaLoader.load(Array(schemaJSON.utf8), file: "routes.json")
        guard let schema else {
            Issue.record("the schema does not load: \(problems)")
            return
        }
        switch schema.resolve("https://miapp.com/orders/42/items/A-1") {
        case .destination(let destination, _):
            #expect(destination.tab == "orders")
            #expect(destination.stack.map(\.name) == ["order", "orderItem"])
            #expect(RouteSyntax.destination(destination) == #"(tab: .orders, stack: [.order(id: 42), .orderItem(orderId: 42, sku: "A-1")])"#)
        case .none(let why):
            Issue.record("no destination: \(why.message)")
        }
        #expect(schema.resolve("https://miapp.com/orders/abc").destination == nil)
    }

    /// `RoutesRun` over files in memory gives the counts `linkcheck routes` prints for the same
    /// tables (fixtures/golden/routes-pass.txt: 60 passed, 0 failed; the failing table 1 and 6).
    @Test func runTablesAsTheCommandDoes() throws {
        let files = MemoryFiles([
            "routes/app.schema.json": try Self.text("fixtures/routes/app.schema.json"),
            "routes/app.cases.json": try Self.text("fixtures/routes/app.cases.json"),
            "routes/caseless.cases.json": try Self.text("fixtures/routes/caseless.cases.json"),
            "routes/caseless.schema.json": try Self.text("fixtures/routes/caseless.schema.json"),
            "failing/app.cases.json": try Self.text("fixtures/failing/app.cases.json")
        ])
        let passing = RoutesRun.run(tables: ["routes/app.cases.json", "routes/caseless.cases.json"], options: .init(), files: files)
        #expect(passing.diagnostics.isEmpty)
        #expect((passing.passed, passing.failed) == (60, 0))
        #expect(passing.verdict == .passed)
        let failing = RoutesRun.run(tables: ["failing/app.cases.json"], options: .init(), files: files)
        #expect((failing.passed, failing.failed) == (1, 6))
        #expect(failing.verdict == .failed)
        let first = try #require(failing.tables.first?.failures.first)
        #expect(failing.tables.first?.failure(first).rule == .caseFailed)
    }
}
