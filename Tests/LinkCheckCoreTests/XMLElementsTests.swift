@testable import LinkCheckCore
import Testing

/// The attribute-only XML of an Xcode scheme, read with the property-list scanner.
@Suite struct XMLElementsTests {
    @Test func elementsCarryTheirAncestorsAndAttributes() throws {
        let elements = try XMLElement.parse(
            Array(
                "<?xml version=\"1.0\"?>\n<Scheme a = \"1\">\n  <ArchiveAction buildConfiguration = 'App &quot;Store&quot; &amp; &lt;more&gt; &#65;'/>\n</Scheme>\n"
                    .utf8))
        #expect(
            elements == [
                XMLElement(name: "Scheme", ancestors: [], attributes: ["a": "1"], location: SourceLocation(line: 2, column: 1)),
                XMLElement(
                    name: "ArchiveAction", ancestors: ["Scheme"], attributes: ["buildConfiguration": "App \"Store\" & <more> &#65;"],
                    location: SourceLocation(line: 3, column: 3))
            ])
    }

    @Test(arguments: [
        ("<a><b></a>", "1:7: </a> closes <b>"),
        ("<a>", "1:4: <a> is not closed at end of file"),
        ("</a>", "1:1: </a> closes no open element"),
        ("<a><a><a>", "1:7: elements nest deeper than 2")
    ])
    func malformedIsALocatedError(_ text: String, _ expected: String) {
        do {
            _ = try XMLElement.parse(Array(text.utf8), maxDepth: 2)
            Issue.record("parsed \(text)")
        } catch {
            #expect("\(error.location): \(error.message)" == expected)
        }
    }
}
