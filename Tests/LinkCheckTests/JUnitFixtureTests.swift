import Foundation
@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
@testable import LinkCheckApp
@testable import LinkCheckReports
import Testing

/// Reports for the JUnit and GitHub reporter tests: small hand-built ones from inline JSON for
/// whole-document comparisons, and the bundled fixtures for agreement with the text report.
enum ReportFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func bytes(_ path: String) -> [UInt8] {
        (try? Data(contentsOf: URL(fileURLWithPath: root + "/" + path))).map { [UInt8]($0) } ?? []
    }

    /// A schema with two links and a table of four cases: one passes, three fail, the URL
    /// `miapp://orders/42` appears twice, and the note holds every XML special character.
    static let schemaJSON = """
        {
          "schemes": ["miapp"],
          "tabs": ["orders", "profile"],
          "routes": { "order": { "id": "int" }, "settings": {} },
          "links": [
            { "path": "/orders/:id", "tab": "orders", "stack": [{ "order": { "id": ":id" } }] },
            { "path": "/settings", "tab": "profile", "stack": ["settings"] }
          ]
        }
        """

    static let tableJSON = #"""
        [
          { "url": "miapp://orders/42", "expect": { "tab": "orders", "stack": [{ "order": { "id": 42 } }] } },
          { "url": "miapp://orders/abc", "expect": { "tab": "orders", "stack": [{ "order": { "id": 1 } }] },
            "note": "a <b> & \"c\" 'd'\u0007" },
          { "url": "miapp://orders/42", "expect": null },
          { "url": "miapp://settings", "expect": { "tab": "orders", "stack": ["settings"] } }
        ]
        """#

    static func small(table: String = tableJSON, file: String = "t.json") throws -> RoutesReport {
        let schema = try #require(SchemaLoader.load(Array(schemaJSON.utf8), file: "s.json").schema)
        let opened = try #require(TableLoader.open(Array(table.utf8), file: file).table)
        let cases = try #require(TableLoader.cases(of: opened, schema: schema).cases)
        return RoutesReport(tables: [.init(file: file, schemaFile: "s.json", schema: schema, results: schema.run(cases))],
                            diagnostics: [])
    }

    /// The tables under `fixtures/` the way `linkcheck routes` loads them.
    static func routes(_ tables: [String]) throws -> RoutesReport {
        var result: [RoutesReport.Table] = []
        for path in tables {
            let opened = try #require(TableLoader.open(bytes(path), file: path).table)
            let reference = try #require(opened.schemaReference)
            let folder = path.split(separator: "/").dropLast().joined(separator: "/")
            let schemaPath = normalized(folder + "/" + reference.path)
            let schema = try #require(SchemaLoader.load(bytes(schemaPath), file: schemaPath).schema)
            let cases = try #require(TableLoader.cases(of: opened, schema: schema).cases)
            result.append(.init(file: path, schemaFile: schemaPath, schema: schema, results: schema.run(cases)))
        }
        return RoutesReport(tables: result, diagnostics: [])
    }

    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for p in path.split(separator: "/") {
            if p == ".." , !parts.isEmpty { parts.removeLast() } else if p != "." { parts.append(p) }
        }
        return parts.joined(separator: "/")
    }

    /// Every file under `fixtures/aasa/broken`, linted, in name order.
    static func brokenAASA() -> AASAReport {
        let dir = root + "/fixtures/aasa/broken"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
        return AASAReport(files: names.map { name in
            let path = "fixtures/aasa/broken/" + name
            return AASAReport.File(file: path, diagnostics: AASALoader.load(bytes(path), file: path).diagnostics)
        })
    }

    /// A small AASA file, its findings, and answers for two URLs (one given twice).
    static let aasaJSON = """
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.miapp.app"],
          "components": [{"/": "/orders/*"}, {"/": "/orders/*/x", "exclude": true}]}]}}
        """

    static func smallAASA() throws -> AASAReport {
        let file = "aasa"
        let (loaded, diagnostics) = AASALoader.load(Array(aasaJSON.utf8), file: file)
        let aasa = try #require(loaded)
        let matcher = aasa.compiled()
        let app = "ABCDE12345.com.miapp.app"
        let answers = ["https://miapp.com/orders/1", "https://miapp.com/about", "https://miapp.com/orders/1"].map {
            AASAReport.Answer(url: $0, appID: app, decision: matcher.decide(url: $0, appID: app, domain: nil))
        }
        let caseFinding = Diagnostic(.error, .caseNotOpened, "\"https://miapp.com/about\" does not open \(app), but the table expects a destination",
                                     file: "cases.json", at: SourceLocation(line: 3, column: 5),
                                     notes: ["no component of details[0] matches \"/about\""])
        return AASAReport(files: [.init(file: file, diagnostics: diagnostics, answers: answers),
                                  .init(file: "bad,file:1", diagnostics: [Diagnostic(.error, .jsonSyntax, "unexpected end of input", file: "bad,file:1", at: nil)])],
                          diagnostics: [caseFinding])
    }
}

extension ReportFixtures {
    /// The text report's last line, e.g. `1 passed, 6 failed`.
    static func lastLine(_ text: String) -> String {
        text.split(separator: "\n").last.map(String.init) ?? ""
    }

    /// The two numbers of `N passed, N failed` or `N errors, N warnings`.
    static func counts(_ summary: String) -> [Int] {
        summary.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    }
}

/// The fixtures hold what the reporter tests assume, and the reporters' headline for a failing
/// case is the text report's.
@Suite struct JUnitFixtureTests {
    @Test func smallReportHasOnePassAndThreeFailures() throws {
        let report = try ReportFixtures.small()
        #expect(report.passed == 1)
        #expect(report.failed == 3)
        #expect(RoutesTextReporter().render(report).hasSuffix("1 passed, 3 failed\n"))
    }

    @Test func failureHeadlineIsTheTextReportsHeadline() throws {
        let report = try ReportFixtures.routes(["fixtures/failing/app.cases.json", "fixtures/routes/app.cases.json"])
        let text = RoutesTextReporter()
        var checked = 0
        for table in report.tables {
            for r in table.results where !r.passed {
                let first = text.failure(r, in: table).split(separator: "\n").first.map(String.init)
                let at = r.testCase.location
                #expect(first == "\(table.file):\(at.line):\(at.column): error: \(r.failureHeadline) [case-failed]")
                checked += 1
            }
        }
        #expect(checked == 6)
    }
}
