import LinkCheckCore
import LinkCheckRoutes
@testable import LinkCheckAASA
import Testing

/// The letters other than ASCII a case-insensitive link routes in each case (`/straße` routes
/// `/STRAẞE`, `/ǆa` routes `/ǅa`), each opened by the generated file; and the table of capitals
/// that are no letter's upper or title case, held to the standard library's case mappings.
struct LetterCaseTests {
    static let appID = "ABCDE12345.com.acme.shop"
    static let schemaText = #"""
        { "hosts": ["ex.test"], "caseSensitive": false, "routes": { "a": {} },
          "links": [
            { "path": "/straße", "stack": ["a"] }, { "path": "/ǆa", "stack": ["a"] }, { "path": "/σa", "stack": ["a"] },
            { "path": "/θx", "stack": ["a"] }, { "path": "/ka", "stack": ["a"] }, { "path": "/ﬁx", "stack": ["a"] }
          ] }
        """#

    /// Every URL here is routed by the schema, and opens.
    @Test(arguments: [
        "/STRA%E1%BA%9EE", "/Stra%C3%9Fe", "/stra%E1%BA%9Ee", "/%C7%84a", "/%C7%85a", "/%C7%86A", "/%CE%A3A", "/%CF%83a",
        "/%CF%B4X", "/%CE%98x", "/KA", "/%EF%AC%81x"
    ])
    func everyCaseOfALetterOpens(_ path: String) throws {
        let schema = try #require(SchemaLoader.load(Array(Self.schemaText.utf8), file: "s.json").schema)
        let url = "https://ex.test" + path
        #expect(schema.resolve(url).destination != nil)
        let text = try #require(AASAGenerator.generate(schema, schemaFile: "s.json", options: .init(appIDs: [Self.appID])).text)
        let file = try #require(AASALoader.load(Array(text.utf8), file: "aasa").file)
        #expect(file.decide(url: url, appID: Self.appID, domain: "ex.test").opens)
    }

    @Test func formsOfALetter() {
        #expect(LetterCase.forms(of: "ǅ") == ["ǆ", "Ǆ", "ǅ"])
        #expect(LetterCase.forms(of: "ß") == ["ß", "ẞ"])
        #expect(LetterCase.forms(of: "ς") == ["ς"])
        #expect(LetterCase.forms(of: "K") == ["K"])
        #expect(LetterCase.variants(of: "straße") == ["straße", "straẞe"])
        #expect(LetterCase.variants(of: "abc") == [])
    }

    /// Every scalar whose lower case is one other scalar, of which it is neither the upper nor the
    /// title case, is in `otherCapitals`, or is a canonical singleton the schema equates with
    /// another letter (docs/generate.md leaves those to "other spellings").
    @Test func otherCapitalsAreComplete() {
        var found: [Unicode.Scalar: [Unicode.Scalar]] = [:]
        for v in UInt32(0x80)...0x10FFFF {
            guard let t = Unicode.Scalar(v) else { continue }
            let lower = t.properties.lowercaseMapping.unicodeScalars
            guard lower.count == 1, let l = lower.first, l != t else { continue }
            let up = l.properties.uppercaseMapping.unicodeScalars, title = l.properties.titlecaseMapping.unicodeScalars
            if (up.count == 1 && up.first == t) || (title.count == 1 && title.first == t) { continue }
            if UnicodeForms.nfc(String(t)).unicodeScalars.elementsEqual([t]) { found[l, default: []].append(t) }
        }
        #expect(found == LetterCase.otherCapitals)
    }
}
