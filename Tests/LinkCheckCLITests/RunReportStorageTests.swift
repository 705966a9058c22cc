import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckApp
import LinkCheckReports
@testable import LinkCheckCLI
import Testing

/// A run keeps only its failing cases' tape indexes, reads them again for the report, and walks
/// the table again for the formats that list every case: it must report exactly what a report
/// holding every result does, in every format.
struct RunReportStorageTests {
    /// The passing and the failing fixture tables' cases, interleaved and repeated: 49 cases of
    /// which 12 fail, enough for several slices.
    static func mixedTable() throws -> String {
        func cases(_ path: String) throws -> [Any] {
            let data = try Data(contentsOf: URL(fileURLWithPath: GoldenFile.root + "/" + path))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return try #require(object["cases"] as? [Any])
        }
        let passing = try cases("fixtures/routes/app.cases.json").prefix(18), failing = try cases("fixtures/failing/app.cases.json")
        var mixed: [Any] = []
        for round in 0..<2 {
            for (i, c) in passing.enumerated() {
                mixed.append(c)
                if i % 3 == round { mixed.append(failing[(i / 3) % failing.count]) }
            }
        }
        mixed.append(contentsOf: failing.prefix(1))
        let table: [String: Any] = ["schema": "app.schema.json", "cases": mixed]
        let data = try JSONSerialization.data(withJSONObject: table, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    static func files() throws -> MemoryFiles {
        let schema = try String(contentsOfFile: GoldenFile.root + "/fixtures/routes/app.schema.json", encoding: .utf8)
        let failing = try String(contentsOfFile: GoldenFile.root + "/fixtures/failing/app.cases.json", encoding: .utf8)
        return MemoryFiles([
            "app.schema.json": schema, "mixed.cases.json": try mixedTable(),
            "routes/app.schema.json": schema, "failing/app.cases.json": failing
        ])
    }

    static let tables = [["mixed.cases.json"], ["failing/app.cases.json"], ["mixed.cases.json", "failing/app.cases.json"]]

    @Test func theMixedTableHasBothKinds() throws {
        let report = RoutesRun.run(tables: ["mixed.cases.json"], options: .init(), files: try Self.files())
        #expect(report.diagnostics.isEmpty)
        #expect((report.passed, report.failed) == (36, 13))
    }

    /// The run's report with every result built and held, as a library caller makes one.
    static func built(_ report: RoutesReport) -> RoutesReport {
        var built = RoutesReport(
            tables: report.tables.map { t in
                RoutesReport.Table(file: t.file, schemaFile: t.schemaFile, schema: t.schema, results: Array(t.allResults))
            }, diagnostics: report.diagnostics)
        built.coverage = report.coverage
        built.checks = report.checks
        return built
    }

    /// Same report in every format, quiet or not, in color or not, whether the failures are read
    /// again from the table and every case walked again (a run) or all held (a library caller).
    @Test(arguments: Reporters.all.map(\.name))
    func aRunReportsWhatHeldResultsDo(_ format: String) throws {
        let files = try Self.files()
        let reporter = try #require(Reporters.named(format))
        for tables in Self.tables {
            let run = RoutesRun.run(tables: tables, options: .init(cores: 2), files: files)
            let held = Self.built(run)
            #expect(run.tables.map(\.failures.count) == run.tables.map(\.failed))
            for options in [ReportOptions(), ReportOptions(quiet: true), ReportOptions(style: TextStyle(color: true))] {
                let expected = reporter.render(.routes(RoutesCheckReport(held)), options: options)
                #expect(reporter.render(.routes(RoutesCheckReport(run)), options: options) == expected, "\(format) \(tables)")
                #expect(expected.contains("miapp.com/orders/abc"), "the report shows no failing case")
            }
        }
    }

    /// `--format github`'s step summary (`$GITHUB_STEP_SUMMARY`) is written from the same report.
    @Test func theStepSummaryIsTheSame() throws {
        let files = try Self.files()
        for tables in Self.tables {
            let run = RoutesRun.run(tables: tables, options: .init(cores: 2), files: files)
            let (ran, held) = (RoutesCheckReport(run), RoutesCheckReport(Self.built(run)))
            #expect(MarkdownSummary.routes(ran) == MarkdownSummary.routes(held))
            #expect(MarkdownSummary.routes(ran).contains("miapp.com/orders/abc"))
        }
    }

    /// Slices on several threads keep the failing results of one thread's full run, in order, and
    /// count the rest; with errors, neither way gives results and the diagnostics are the same.
    @Test(arguments: ["mixed", "fixtures/broken/tables/unknown-route.cases.json"])
    func threadsKeepEveryFailure(_ path: String) throws {
        let bytes =
            path == "mixed"
            ? Array(try Self.mixedTable().utf8)
            : [UInt8](try Data(contentsOf: URL(fileURLWithPath: GoldenFile.root + "/" + path)))
        let schemaBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: GoldenFile.root + "/fixtures/routes/app.schema.json")))
        let opened = try #require(TableLoader.open(bytes, file: path).table)
        let schema = try #require(SchemaLoader.load(schemaBytes, file: "app.schema.json").schema)
        let (all, allProblems) = TableLoader.run(opened, schema: schema)
        let failing = all?.filter { !$0.passed }
        for threads in [1, 2, 3, 7] {
            let (indexed, passed, problems) = ParallelCases.runIndexed(opened, schema: schema, threads: threads)
            let kept = indexed.map { cases in cases.elements.indices.map { cases.result(at: $0) } }
            #expect(problems == allProblems)
            #expect(kept?.map(\.testCase.url) == failing?.map(\.testCase.url))
            #expect(kept?.map(\.testCase.location) == failing?.map(\.testCase.location))
            #expect(kept?.map(\.actual) == failing?.map(\.actual))
            #expect(indexed.map { _ in passed } == all.map { $0.count - ($0.filter { !$0.passed }.count) })
        }
        #expect((all == nil) == path.contains("broken"))
    }
}
