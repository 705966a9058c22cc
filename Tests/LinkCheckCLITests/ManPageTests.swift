import Foundation
@testable import LinkCheckCLI
import LinkCheckCore
import Testing

/// The manual page's roff: escaping, and the sections no table holds. The whole page is pinned by
/// fixtures/golden/man.txt; mandoc and man read it in Tests/Integration/completions.sh.
@Suite struct ManPageTests {
    struct EscapeCase: Sendable, CustomTestStringConvertible {
        var text: String
        var roff: [String]
        var testDescription: String { text.debugDescription }
    }

    static let escapes: [EscapeCase] = [
        EscapeCase(text: "--schema FILE", roff: ["\\-\\-schema FILE"]),
        // A line that starts with a dot or an apostrophe would be a request.
        EscapeCase(text: ".mobileprovision files", roff: ["\\&.mobileprovision files"]),
        EscapeCase(text: "'quoted'", roff: ["\\(aqquoted\\(aq"]),
        EscapeCase(text: "say \"dumb\"", roff: ["say \\(dqdumb\\(dq"]),
        EscapeCase(text: "a\\fBbold", roff: ["a\\efBbold"]),
        EscapeCase(text: "`x`", roff: ["\\(gax\\(ga"]),
        EscapeCase(text: "café — ok", roff: ["caf\\[u00E9] \\[u2014] ok"]),
        EscapeCase(text: "one\ntwo\u{7}  three", roff: ["one two three"]),
        // Input lines stop at 80 bytes; a piece of text that lands at the start of one is guarded.
        EscapeCase(
            text: String(repeating: "word ", count: 16) + ".end",
            roff: [Array(repeating: "word", count: 16).joined(separator: " "), "\\&.end"])
    ]

    @Test(arguments: escapes)
    func textIsEscaped(_ testCase: EscapeCase) {
        #expect(Roff.lines(testCase.text) == testCase.roff)
    }

    @Test func wrappedLinesNeverStartARequest() {
        #expect(Roff.wrapped([String(repeating: "x", count: 79), ".TH", "'x"]) == [String(repeating: "x", count: 79), "\\&.TH 'x"])
    }

    @Test func examplesKeepTheirSpaces() {
        #expect(Roff.verbatim("  zsh:  linkcheck --x") == "\\&  zsh:  linkcheck \\-\\-x")
        #expect(Roff.verbatim(".hidden") == "\\&.hidden")
    }

    /// Every environment variable the command line reads is in ENVIRONMENT: the list is written
    /// by hand, so a new `environment["X"]` must not slip past it.
    @Test func everyEnvironmentVariableReadIsDocumented() throws {
        let sources = GoldenFile.root + "/Sources/LinkCheckCLI"
        let files = try #require(FileManager.default.enumerator(atPath: sources)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        var read: Set<String> = []
        for file in files {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            var rest = text[...]
            while let start = rest.range(of: "environment[\"") {
                let name = rest[start.upperBound...].prefix { $0 != "\"" }
                read.insert(String(name))
                rest = rest[start.upperBound...]
            }
        }
        #expect(read.count >= 5)
        let documented = Set(ManPage.environment.map(\.tag))
        #expect(read.subtracting(documented).isEmpty, "read but not in the manual: \(read.subtracting(documented).sorted())")
    }

    @Test func theHeaderCarriesTheVersionAndItsDate() {
        let page = ManPage(parser: CommandLineParser.linkcheck(version: "9.8.7")).render()
        #expect(page.split(separator: "\n")[1] == ".TH LINKCHECK 1 \(LinkCheckVersion.date) \"linkcheck 9.8.7\" \"User Commands\"")
    }
}
