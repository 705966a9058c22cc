import Foundation
import LinkCheckCore
@testable import LinkCheckRoutes
import Testing

/// A run keeps each failing case's tape index and reads the case again when a report asks
/// (`CaseResults`), and reads every case again in order for the reports that list them all
/// (`AllCaseResults`): every field must be what reading each case in full and running it gives.
@Suite struct CaseResultsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)))
    }

    /// Every field of each result, as text, in order.
    static func fields(_ results: some Sequence<CaseResult>) -> [String] {
        results.map { r in
            "\(r.testCase.url) \(r.testCase.location) \(String(describing: r.testCase.expected)) "
                + "\(r.actual) \(r.passed) \(String(describing: r.testCase.note))"
        }
    }

    /// The reference: every case read in full, then run.
    static func reference(_ table: [UInt8], schema: RouteSchema) throws -> [CaseResult] {
        let opened = try #require(TableLoader.open(table, file: "t.cases.json").table)
        return try #require(TableLoader.cases(of: opened, schema: schema).cases).map { schema.run([$0])[0] }
    }

    /// The passing fixture table and the failing one (shortcut and full reader, with notes), run
    /// as `linkcheck routes` runs them: the failures, and every case in order.
    @Test func aRunReadsItsCasesAgainAsTheyWere() throws {
        let schemaBytes = try Self.bytes("fixtures/routes/app.schema.json")
        let schema = try #require(SchemaLoader.load(schemaBytes, file: "app.schema.json").schema)
        let files = MemoryFiles([
            "routes/app.schema.json": String(decoding: schemaBytes, as: UTF8.self),
            "routes/app.cases.json": String(decoding: try Self.bytes("fixtures/routes/app.cases.json"), as: UTF8.self),
            "failing/app.cases.json": String(decoding: try Self.bytes("fixtures/failing/app.cases.json"), as: UTF8.self)
        ])
        for path in ["routes/app.cases.json", "failing/app.cases.json"] {
            let report = RoutesRun.run(tables: [path], options: .init(cores: 2), files: files)
            let table = try #require(report.tables.first)
            let expected = try Self.reference(Self.bytes("fixtures/" + path), schema: schema)
            #expect(Self.fields(table.failures) == Self.fields(expected.filter { !$0.passed }), "\(path)")
            #expect(Self.fields(table.allResults) == Self.fields(expected), "\(path)")
            // Read twice, the same: each walk starts from the table again.
            #expect(Self.fields(table.allResults) == Self.fields(expected), "\(path)")
            #expect(table.caseCount == expected.count)
        }
    }

    /// A table of mixed cases (the failing fixture's cases between passing ones, repeated) cut
    /// into slices on 1–4 threads: the same results, in order, and the same count of passes.
    @Test(arguments: [1, 2, 4])
    func slicesKeepTheOrder(_ threads: Int) throws {
        let schema = try #require(SchemaLoader.load(try Self.bytes("fixtures/routes/app.schema.json"), file: "s.json").schema)
        func cases(_ path: String) throws -> [Any] {
            let object = try JSONSerialization.jsonObject(with: Data(try Self.bytes(path))) as? [String: Any]
            return try #require(object?["cases"] as? [Any])
        }
        let passing = try cases("fixtures/routes/app.cases.json"), failing = try cases("fixtures/failing/app.cases.json")
        var mixed: [Any] = []
        for round in 0..<5 { mixed += passing.prefix(7 + round) + failing.shuffled() }
        let table = Array(try JSONSerialization.data(withJSONObject: ["cases": mixed], options: [.prettyPrinted]))
        let opened = try #require(TableLoader.open(table, file: "t.cases.json").table)
        let expected = try Self.reference(table, schema: schema)
        let (indexed, passed, diagnostics) = ParallelCases.runIndexed(opened, schema: schema, threads: threads)
        let cases = try #require(indexed)
        #expect(diagnostics.isEmpty)
        #expect(passed == expected.count(where: \.passed))
        #expect(Self.fields(cases.elements.indices.map(cases.result(at:))) == Self.fields(expected.filter { !$0.passed }))
        #expect(Self.fields(IteratorSequence(cases.allResults())) == Self.fields(expected))
    }
}
