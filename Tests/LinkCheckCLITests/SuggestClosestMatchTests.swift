import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
import LinkCheckCLI
import Testing

@Suite struct SuggestClosestMatchTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var word: String
        var candidates: [String]
        var expected: String?
        var sourceLocation: Testing.SourceLocation

        init(
            _ word: String, _ candidates: [String], _ expected: String?,
            sourceLocation: Testing.SourceLocation = #_sourceLocation
        ) {
            self.word = word
            self.candidates = candidates
            self.expected = expected
            self.sourceLocation = sourceLocation
        }

        var testDescription: String { "\"\(word)\" among \(candidates)" }
    }

    static let options = ["schema", "format", "color", "quiet", "help"]

    static let cases: [Case] = [
        Case("fromat", options, "format"),  // swap of adjacent letters
        Case("shcema", options, "schema"),
        Case("formt", options, "format"),  // deletion
        Case("formaat", options, "format"),  // insertion
        Case("colour", options, "color"),
        Case("sch", options, "schema"),  // unique prefix
        Case("q", options, "quiet"),
        Case("FORMAT", options, "format"),  // case-insensitive
        Case("Fromat", options, "format"),
        Case("xyz", options, nil),  // too far
        Case("verbose", options, nil),
        Case("x", ["y"], nil),  // one letter never becomes another
        Case("", options, nil),
        Case("format", [], nil),
        Case("jsno", ["text", "json"], "json"),
        Case("xml", ["text", "json"], nil),
        Case("rotues", ["routes", "resolve", "help"], "routes"),
        Case("re", ["routes", "resolve", "rem"], "rem"),  // ambiguous prefix: distance decides
        Case("ab", ["ax", "ay"], "ax"),  // tie: earlier candidate
        Case("ab", ["ay", "ax"], "ay"),
        Case("abc", ["abc", "ABC"], "abc"),
        Case("ABC", ["abd", "abc"], "abc"),  // exact beats close
        Case(String(repeating: "a", count: 10_000), ["a"], nil)
    ]

    @Test(arguments: cases)
    func suggests(_ testCase: Case) {
        #expect(
            Suggestion.closest(to: testCase.word, among: testCase.candidates) == testCase.expected,
            sourceLocation: testCase.sourceLocation)
    }
}
