@testable import LinkCheckCore
@testable import LinkCheckRoutes
import Testing

/// Names that are one text written with other code points (`café` composed, NFC, and with a
/// combining accent, NFD): Swift's `==` finds them equal, so the schema holds one name twice.
/// The JSON reader sees two keys (their bytes differ); the schema refuses them where the second is.
@Suite struct CanonicalNamesTests {
    static let composed = "caf\u{E9}", decomposed = "cafe\u{301}"

    @Test func routesParametersAndTabsEqualUnderNormalizationAreOneNameTwice() {
        let json = """
            {"hosts": ["h.test"], "tabs": ["\(Self.composed)", "\(Self.decomposed)"],
             "routes": {"\(Self.composed)": {}, "\(Self.decomposed)": {"\(Self.composed)": "int", "\(Self.decomposed)": "int"}},
             "links": []}
            """
        let (schema, diagnostics) = SchemaLoader.load(Array(json.utf8), file: "s.json")
        #expect(schema == nil)
        let again = "written with other Unicode code points (composed differently, as NFC and NFD); Swift compares them equal, so they are one name twice"
        #expect(
            diagnostics.map(SchemaLoaderTests.line) == [
                "1:40 error duplicate-name: \"\(Self.decomposed)\" in \"tabs\" is \"\(Self.composed)\" again, \(again)",
                "2:25 error duplicate-name: \"\(Self.decomposed)\" in \"routes\" is \"\(Self.composed)\" again, \(again)",
                "2:50 error duplicate-name: \"\(Self.decomposed)\" in the parameters of route \"\(Self.decomposed)\" is \"\(Self.composed)\" again, \(again)"
            ])
    }

    /// The same text in the same code points stays what it was: a warning for a tab listed twice,
    /// and names that differ only in case are two names.
    @Test func theSameBytesOrAnotherCaseAreNotRefused() {
        let json = #"{"hosts": ["h.test"], "tabs": ["a", "a", "A"], "routes": {"x": {"v": "int", "V": "int"}, "X": {}}, "links": []}"#
        let (schema, diagnostics) = SchemaLoader.load(Array(json.utf8), file: "s.json")
        #expect(schema != nil)
        #expect(
            diagnostics.map(SchemaLoaderTests.line) == [
                #"1:37 warning duplicate-name: "a" is listed twice in "tabs""#,
                #"1:42 warning duplicate-name: "A" is listed twice in "tabs""#
            ])
    }
}
