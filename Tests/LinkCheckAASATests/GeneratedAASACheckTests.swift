import LinkCheckCore
@testable import LinkCheckAASA
import Testing

/// `generate aasa --check` and `"aasaGenerated"`: the file's JSON content against what the schema
/// generates now. Current when equal however it is laid out; stale with a diff; a file linkcheck
/// did not write is named and none of it is shown.
struct GeneratedAASACheckTests {
    static let generated = AASAFileWriter.text(
        rules: [
            AASARuleDraft(path: [.text("/orders/"), .segment, .text("/"), .segment], exclude: true, reasons: [":id is one segment in /orders/:id"]),
            AASARuleDraft(path: [.text("/orders/"), .segment], query: [.init(name: "q", value: [.any(nonEmpty: true)])], reasons: ["/orders/:id?q=:q"])
        ],
        appIDs: ["ABCDE12345.com.x"])

    static func compare(_ existing: String) -> Diagnostic? {
        GeneratedAASACheck.compare(existing: Array(existing.utf8), generated: generated, file: "aasa", command: "linkcheck generate aasa s.json")
    }

    @Test func theGeneratedTextIsCurrent() {
        #expect(Self.compare(Self.generated) == nil)
    }

    @Test func theSameJSONLaidOutOtherwiseIsCurrent() {
        let minified = #"""
            {"applinks":{"details":[{"components":[{"comment":"linkcheck: :id is one segment in /orders/:id","exclude":true,"/":"/orders/?*/?*"},
            {"?":{"q":"?*"},"/":"/orders/?*","comment":"linkcheck: /orders/:id?q=:q"}],"appIDs":["ABCDE12345.com.x"]}]}}
            """#
        #expect(Self.compare(minified) == nil)
    }

    @Test func otherRulesAreStaleWithADiff() throws {
        let older = Self.generated.replacing("/orders/?*\",\n", with: "/order/?*\",\n")
        let stale = try #require(Self.compare(older))
        #expect(stale.rule == .generatedFileStale)
        #expect(stale.detail.map(\.text).contains { $0.contains("\"/\": \"/order/?*\"") })
        #expect(stale.notes == ["run `linkcheck generate aasa s.json` to write it again"])
        // Swapping two rules changes what iOS does: the order of components is content.
        let swapped = #"""
            {"applinks":{"details":[{"appIDs":["ABCDE12345.com.x"],"components":[
            {"/":"/orders/?*","?":{"q":"?*"},"comment":"linkcheck: /orders/:id?q=:q"},
            {"/":"/orders/?*/?*","exclude":true,"comment":"linkcheck: :id is one segment in /orders/:id"}]}]}}
            """#
        #expect(Self.compare(swapped)?.rule == .generatedFileStale)
    }

    @Test func anEmptyFileIsStale() {
        #expect(Self.compare("")?.rule == .generatedFileStale)
    }

    /// A pull request naming a secrets file as the output gets it named, never shown.
    @Test(arguments: [#"{"token": "s3cr3t"}"#, "token=s3cr3t\n", #"{"applinks":{"details":[{"components":[{"/":"/","comment":"s3cr3t"}]}]}}"#])
    func aFileLinkcheckDidNotWriteIsNotShown(_ foreign: String) throws {
        let finding = try #require(Self.compare(foreign))
        #expect(finding.rule == .notAGeneratedFile)
        #expect(!(finding.message + finding.notes.joined() + finding.detail.map(\.text).joined()).contains("s3cr3t"))
    }

    @Test func theWriterIsDeterministicAndOrdered() {
        #expect(Self.generated.hasSuffix("}\n"))
        #expect(Self.generated.contains("\n            \"/\": \"/orders/?*/?*\",\n            \"exclude\": true,\n            \"comment\""))
        let reordered = AASAFileWriter.ordered(
            .object([("comment", .string("c")), ("zz", .null), ("/", .string("/")), ("?", .object([("b", .null), ("a", .null)]))]))
        #expect(reordered.render() == #"{"/":"/","?":{"a":null,"b":null},"comment":"c","zz":null}"#)
    }
}
