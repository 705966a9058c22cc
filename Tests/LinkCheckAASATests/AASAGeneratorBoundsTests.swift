import LinkCheckCore
import LinkCheckRoutes
@testable import LinkCheckAASA
import Testing

/// `generate aasa` stays near-linear in the links of a schema, and a bound it reaches is a
/// finding that names it (SPEC 10): links that start with different literals are compared only
/// with those whose literal head may cover them (`HeadIndex`), a run of one-segment captures
/// needs one exclusion, not one per capture, and rules written alike are one.
struct AASAGeneratorBoundsTests {
    static let appID = "ABCDE12345.com.x"

    static func schema(_ paths: [String]) throws -> RouteSchema {
        let links = paths.map { #"{ "path": "\#($0)", "stack": [{ "b": { "x": ":x" } }] }"# }.joined(separator: ",")
        let text = #"{ "hosts": ["ex.test"], "routes": { "b": { "x": "string" } }, "links": [\#(links)] }"#
        return try #require(SchemaLoader.load(Array(text.utf8), file: "s.json").schema)
    }

    /// A link of N ignored one-segment captures: one exclusion for the run, at every N, where it
    /// failed at 90 to 101 with N identical "repeats components[0]" errors and was left out in
    /// silence from 128 on (its own link has fewer segments than the exclusion needs, which is
    /// known without visiting a state).
    @Test(arguments: [1, 70, 90, 95, 101, 127, 128, 200, 3_000])
    func ignoredSegments(_ n: Int) throws {
        let schema = try Self.schema([String(repeating: "/:_", count: n) + "/:x"])
        let generated = AASAGenerator.generate(schema, schemaFile: "s.json", options: .init(appIDs: [Self.appID]))
        let text = try #require(generated.text, Comment(rawValue: generated.diagnostics.map(\.message).joined(separator: "; ")))
        #expect(try AASAGeneratorTests.summary(text).filter { $0.hasPrefix("exclude") }.count == 1)
        #expect(generated.diagnostics.isEmpty)
    }

    /// An exclusion not decided within the bound of state pairs against a longer link is left
    /// out: the file is written, with one warning at the link that names the bound.
    @Test func aBoundReachedIsAWarningAtTheLink() throws {
        let schema = try Self.schema([String(repeating: "/:_", count: 200) + "/:x", String(repeating: "/:_", count: 400) + "/:x"])
        let generated = AASAGenerator.generate(schema, schemaFile: "s.json", options: .init(appIDs: [Self.appID]))
        let text = try #require(generated.text, Comment(rawValue: generated.diagnostics.map(\.message).joined(separator: "; ")))
        #expect(AASALoader.load(Array(text.utf8), file: "aasa").diagnostics.isEmpty)
        #expect(generated.diagnostics.map(\.rule) == [.aasaBoundReached])
        #expect(generated.diagnostics.first?.location == schema.links[0].location)
        #expect(generated.diagnostics.first?.message.hasPrefix("generate aasa reached its bound of 20000 state pairs against one link") == true)
    }

    /// 1,999 links with different literal heads took 20 s (debug) in pairwise comparisons before
    /// the file was found over 128 KB; with the index it is a fraction of a second.
    @Test func manyLinksAreNotCompared() throws {
        let schema = try Self.schema((0..<1_999).map { "/p\($0)/:x" })
        var generated: GeneratedAASA?
        let elapsed = ContinuousClock().measure {
            generated = AASAGenerator.generate(schema, schemaFile: "s.json", options: .init(appIDs: [Self.appID]))
        }
        #expect(generated?.diagnostics.map(\.message).first?.contains("over the limit of 131072 bytes") == true)
        #expect(generated?.diagnostics.count == 1)
        #expect(elapsed < .seconds(8))
    }

    /// Past 2,000 rules the file cannot fit 128 KB: one error that names the limit, before any work.
    @Test func tooManyLinksNameTheLimit() throws {
        let schema = try Self.schema((0..<2_001).map { "/p\($0)/:x" })
        let generated = AASAGenerator.generate(schema, schemaFile: "s.json", options: .init(appIDs: [Self.appID]))
        #expect(generated.text == nil)
        #expect(
            generated.diagnostics.map(\.message) == [
                "the schema's web links need 2001 rules, over the generator's limit of 2000, past which a file cannot fit the 128 KB iOS "
                    + "reads; generate a file per host with --domain, or merge links"
            ])
    }

    /// What the index offers: the heads that are a prefix of one (folded), and those that share text.
    @Test func headIndexOffersPrefixesAndExtensions() {
        let heads = ["/", "/p1/", "/p10/", "/P1/", "/q/"].map { Array($0.unicodeScalars) }
        let index = HeadIndex(heads)
        #expect(index.prefixes(of: Array("/p1/x".unicodeScalars)) == [0, 1, 3])
        #expect(index.prefixes(of: Array("/p2/".unicodeScalars)) == [0])
        #expect(index.related(to: Array("/p1".unicodeScalars)) == [0, 1, 2, 3])
        #expect(index.related(to: Array("/q/a".unicodeScalars)) == [0, 4])
    }
}
