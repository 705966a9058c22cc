import Foundation
import LinkCheckCore
import LinkCheckRoutes
import Testing

/// Reports for the JUnit and GitHub reporter tests: small hand-built ones from inline JSON for
/// whole-document comparisons, and the bundled fixtures for agreement with the text report.
public enum ReportFixtures {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    public static func bytes(_ path: String) -> [UInt8] {
        (try? Data(contentsOf: URL(fileURLWithPath: root + "/" + path))).map { [UInt8]($0) } ?? []
    }

    /// A schema with two links and a table of four cases: one passes, three fail, the URL
    /// `miapp://orders/42` appears twice, and the note holds every XML special character.
    public static let schemaJSON = """
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

    public static let tableJSON = #"""
        [
          { "url": "miapp://orders/42", "expect": { "tab": "orders", "stack": [{ "order": { "id": 42 } }] } },
          { "url": "miapp://orders/abc", "expect": { "tab": "orders", "stack": [{ "order": { "id": 1 } }] },
            "note": "a <b> & \"c\" 'd'\u0007" },
          { "url": "miapp://orders/42", "expect": null },
          { "url": "miapp://settings", "expect": { "tab": "orders", "stack": ["settings"] } }
        ]
        """#

    public static func small(table: String = tableJSON, file: String = "t.json") throws -> RoutesReport {
        let schema = try #require(SchemaLoader.load(Array(schemaJSON.utf8), file: "s.json").schema)
        let opened = try #require(TableLoader.open(Array(table.utf8), file: file).table)
        let cases = try #require(TableLoader.cases(of: opened, schema: schema).cases)
        return RoutesReport(
            tables: [.init(file: file, schemaFile: "s.json", schema: schema, results: schema.run(cases))],
            diagnostics: [])
    }

    /// The tables under `fixtures/` the way `linkcheck routes` loads them.
    public static func routes(_ tables: [String]) throws -> RoutesReport {
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

    public static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for p in path.split(separator: "/") {
            if p == "..", !parts.isEmpty { parts.removeLast() } else if p != "." { parts.append(p) }
        }
        return parts.joined(separator: "/")
    }
}
