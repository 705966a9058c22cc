@testable import LinkCheckCore
@testable import LinkCheckRoutes
import LinkCheckRoutesFixtures
import Testing

/// `routes --coverage`: which links the cases reach (passing or failing), which routes no link
/// produces, and the minimum compared on the exact fraction.
struct CoverageTests {
    static func report(_ table: String) throws -> RoutesReport {
        let schema = try #require(SchemaLoader.load(ReportFixtures.bytes("fixtures/coverage/shop.schema.json"), file: "shop.schema.json").schema)
        let opened = try #require(TableLoader.open(Array(table.utf8), file: "t.json").table)
        let results = try #require(TableLoader.run(opened, schema: schema).results)
        return RoutesReport(
            tables: [.init(file: "t.json", schemaFile: "shop.schema.json", schema: schema, results: results)],
            diagnostics: [])
    }

    @Test func countsCasesPerLinkAndRoutesNoLinkProduces() throws {
        let report = try Self.report(
            #"""
            [
              { "url": "https://shop.example/products/7", "expect": { "stack": [{ "product": { "id": 7 } }] } },
              { "url": "shop://products/8", "expect": { "stack": [{ "product": { "id": 9 } }] } },
              { "url": "shop://cart", "expect": { "stack": ["cart"] } },
              { "url": "shop://nowhere", "expect": null }
            ]
            """#)
        let coverage = try #require(report.linkCoverage().first)
        // The failing case (id 9) still reaches the product link; the nil case reaches none.
        #expect(coverage.casesPerLink == [2, 1, 0])
        #expect(coverage.exercisedLinks == 2)
        #expect(coverage.unexercisedLinks.map(\.path) == ["/cart/share?token=:t"])
        #expect(coverage.unproducedRoutes.map(\.name) == ["wishlist"])
        #expect(coverage.percentText == "66.6%")
    }

    @Test func minimumIsComparedExactly() throws {
        let report = try Self.report(#"[{ "url": "shop://cart", "expect": { "stack": ["cart"] } }]"#)
        let coverage = report.linkCoverage()
        #expect(CoverageReport(schemas: coverage, minimum: 33.3).belowMinimum == false)
        #expect(CoverageReport(schemas: coverage, minimum: 33.34).belowMinimum == true)
        #expect(CoverageReport(schemas: coverage, minimum: nil).belowMinimum == false)
        let findings = CoverageReport(schemas: coverage, minimum: 50).findings
        #expect(findings.map(\.rule.id) == ["coverage-below-minimum", "route-not-produced", "link-not-covered", "link-not-covered"])
        #expect(findings.first?.message == "cases reach 1 of 3 links (33.3%), below the minimum of 50%")
    }
}
