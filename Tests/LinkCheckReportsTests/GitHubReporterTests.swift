@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
@testable import LinkCheckApp
@testable import LinkCheckReports
import LinkCheckRoutesFixtures
import Testing

/// GitHub Actions workflow commands (docs/output.md): whole outputs for small reports, escaping exactly
/// as `@actions/core`, and no way for a file or URL to start a command or add a property.
@Suite struct GitHubReporterTests {
    @Test func routesOutput() throws {
        let expected = #"""
            ::error file=t.json,line=3,col=3,title=case-failed::miapp://orders/abc gets no destination%0A  - expected  + actual%0A  - tab: .orders%0A  - stack: [%0A  -   .order(id: 1),%0A  - ]%0A  + nil%0A  why nil: segment 2: "abc" is not an Int%0A  closest link: "/orders/:id" at s.json:6:5%0A  note: a <b> & \"c\" 'd'\u{7}
            ::error file=t.json,line=5,col=3,title=case-failed::miapp://orders/42 opens a screen, but the table expects no destination%0A  - expected  + actual%0A  - nil%0A  + tab: .orders%0A  + stack: [%0A  +   .order(id: 42),%0A  + ]%0A  by link "/orders/:id" at s.json:6:5
            ::error file=t.json,line=6,col=3,title=case-failed::miapp://settings opens a different screen%0A  - expected  + actual%0A  - tab: .orders%0A  + tab: .profile%0A    stack: [%0A      .settings,%0A    ]%0A  by link "/settings" at s.json:7:5
            1 passed, 3 failed

            """#
        let report = try ReportFixtures.checked()
        let out = GitHubReporter.routes(report)
        #expect(out == expected)
        #expect(ReportFixtures.lastLine(out) == ReportFixtures.lastLine(RoutesTextReporter().render(report)))
    }

    @Test func aasaOutput() throws {
        let expected = #"""
            ::warning file=aasa,line=2,col=38,title=unreachable-rule::details[0].components[1] {"/": "/orders/*/x", "exclude": true} can never be reached: components[0] {"/": "/orders/*"} matches every URL it matches and comes first; put exclusions first
            ::error file=bad%2Cfile%3A1,title=json-syntax::unexpected end of input
            ::error file=cases.json,line=3,col=5,title=case-not-opened::"https://miapp.com/about" does not open ABCDE12345.com.miapp.app, but the table expects a destination%0Anote: no component of details[0] matches "/about"
            2 errors, 1 warning

            """#
        let report = try ReportFixtures.smallAASA()
        let out = GitHubReporter.aasa(report)
        #expect(out == expected)
        #expect(ReportFixtures.lastLine(out) == ReportFixtures.lastLine(AASATextReporter().render(report)))
    }

    @Test func brokenAASAAgreesWithTheTextReport() throws {
        let report = ReportFixtures.brokenAASA()
        let out = GitHubReporter.aasa(report)
        let lines = out.split(separator: "\n")
        #expect(lines.count { $0.hasPrefix("::error ") } == report.summary.errors)
        #expect(lines.count { $0.hasPrefix("::warning ") } == report.summary.warnings)
        #expect(ReportFixtures.lastLine(out) == ReportFixtures.lastLine(AASATextReporter().render(report)))
    }

    @Test func failingFixtureAgreesWithTheTextReport() throws {
        let report = try ReportFixtures.checkedRoutes(["fixtures/failing/app.cases.json"])
        let out = GitHubReporter.routes(report)
        #expect(out.split(separator: "\n").count { $0.hasPrefix("::error ") } == 6)
        #expect(ReportFixtures.lastLine(out) == "1 passed, 6 failed")
        #expect(
            out.hasPrefix(
                "::error file=fixtures/failing/app.cases.json,line=4,col=5,title=case-failed::https://miapp.com/orders/42/items/A-1 opens a different screen%0A"
            ))
    }

    /// A run that could not be judged: every finding, `line` and `col` only when located.
    @Test func unjudgedRunOutput() {
        let list = [
            Diagnostic(
                .error, .unknownRoute, "unknown route \"ordr\"; did you mean \"order\"?", file: "s.json",
                at: SourceLocation(line: 7, column: 9), notes: ["routes are declared at s.json:3:3"]),
            Diagnostic(.warning, .linkNeverWins, "link \"/a\" can never win", file: "s.json", at: SourceLocation(line: 9, column: 5)),
            Diagnostic(.error, .unreadableFile, "cannot read the table: no such file", file: "t.json", at: nil)
        ]
        let expected = #"""
            ::error file=s.json,line=7,col=9,title=unknown-route::unknown route "ordr"; did you mean "order"?%0Anote: routes are declared at s.json:3:3
            ::warning file=s.json,line=9,col=5,title=link-never-wins::link "/a" can never win
            ::error file=t.json,title=unreadable-file::cannot read the table: no such file
            2 errors, 1 warning

            """#
        #expect(GitHubReporter.diagnostics(list) == expected)
        #expect(GitHubReporter.routes(RoutesCheckReport(RoutesReport(tables: [], diagnostics: list))) == expected)
    }

    @Test func resolveOutput() throws {
        let schema = try #require(SchemaLoader.load(Array(ReportFixtures.schemaJSON.utf8), file: "s.json").schema)
        let urls = ["miapp://settings", "miapp://orders/abc", "https://a.com/x 100%"]
        let expected = #"""
            ::error title=no-destination::miapp://orders/abc gets no destination: segment 2: "abc" is not an Int%0Aclosest link: "/orders/:id" at s.json:6:5
            ::error title=no-destination::"https://a.com/x 100%25" gets no destination: not a valid URL: a space at character 16 is not allowed in a URL; write it as %2520
            1 resolved, 2 unresolved

            """#
        let report = ResolveReport(schemaFile: "s.json", schema: schema, diagnostics: [], results: urls.map { ($0, schema.resolve($0)) })
        #expect(GitHubReporter.resolve(report, schema: schema) == expected)
    }

    struct Escape: Sendable, CustomTestStringConvertible {
        var raw: String
        var data: String
        var property: String
        init(_ raw: String, _ data: String, _ property: String) { (self.raw, self.data, self.property) = (raw, data, property) }
        var testDescription: String { property }
    }

    /// `escapeData` and `escapeProperty` of `@actions/core`, scalar by scalar.
    @Test(arguments: [
        Escape("plain text", "plain text", "plain text"),
        Escape("100%", "100%25", "100%25"),
        Escape("%0A", "%250A", "%250A"),
        Escape("a\r\nb", "a%0D%0Ab", "a%0D%0Ab"),
        Escape("a:b,c", "a:b,c", "a%3Ab%2Cc"),
        Escape("::error::x", "::error::x", "%3A%3Aerror%3A%3Ax"),
        Escape("é;]=", "é;]=", "é;]=")
    ])
    func escaping(_ e: Escape) {
        #expect(GitHubCommand.escapeData(e.raw) == e.data)
        #expect(GitHubCommand.escapeProperty(e.raw) == e.property)
        #expect(Runner.unescapeData(GitHubCommand.escapeData(e.raw)) == e.raw)
        #expect(Runner.unescapeProperty(GitHubCommand.escapeProperty(e.raw)) == e.raw)
    }

    /// Raw text with line breaks, `::` and `,name=value` stays inside the one command it belongs
    /// to and comes back unchanged when the runner decodes it.
    @Test func rawTextCannotStartACommandOrAddAProperty() throws {
        let file = "t,line=1,col=2::x.json"
        let title = "r,file=/etc/passwd"
        let message = "first\n::error::pwned\r\n::add-mask::x\nlast %0A"
        let line = GitHubCommand.annotation(.error, file: file, line: 7, col: 3, title: title, message: message)
        #expect(line.split(separator: "\n").count == 1)
        let command = try #require(Runner.parse(String(line.dropLast())))
        #expect(command.name == "error")
        #expect(command.properties == ["file": file, "line": "7", "col": "3", "title": title])
        #expect(command.data == message)
    }

    /// Crafted URLs and file names in a real table: one command per failing case, each with its
    /// own location and nothing else, then the plain summary.
    @Test func craftedTableCannotInjectCommands() throws {
        let table = #"""
            [
              { "url": "https://a.com/x\n::error::pwned", "expect": { "tab": "orders", "stack": [] } },
              { "url": "miapp://orders/1,line=1,col=1,title=x", "expect": { "tab": "orders", "stack": [{ "order": { "id": 1 } }] } },
              { "url": "miapp://orders/abc", "expect": null, "note": "##[error]legacy\r\n::warning::x" },
              { "url": "miapp://settings#::error::x", "expect": null, "note": "\n::error file=a,line=1::pwned" }
            ]
            """#
        let file = "t,line=99::x.json"
        let report = try ReportFixtures.checked(table: table, file: file)
        let lines = GitHubReporter.routes(report).split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(report.failed == 3)
        #expect(lines.last == "1 passed, 3 failed")
        let commands = lines.dropLast().compactMap(Runner.parse)
        #expect(commands.count == 3)
        #expect(commands.map(\.properties) == [2, 3, 5].map { ["file": file, "line": "\($0)", "col": "3", "title": "case-failed"] })
        #expect(commands.allSatisfy { $0.name == "error" })
        // The summary is the only plain line, and the runner finds no legacy command in it.
        #expect(!lines.dropLast().contains { Runner.parse($0) == nil })
        #expect(lines.last.map { !$0.contains("##[") && !$0.contains("::") } == true)
        #expect(commands[0].data.hasPrefix(#""https://a.com/x\n::error::pwned" gets no destination"#))
        #expect(commands[1].data.hasPrefix("miapp://orders/1,line=1,col=1,title=x gets no destination"))
    }

    /// The runner's reading of a command line (`ActionCommand.TryParseV2` in actions/runner): the
    /// line, trimmed at the start, begins with `::`; the first `::` after that ends the command
    /// name and its properties, which split on `,` and then on the first `=`.
    enum Runner {
        struct Command: Equatable {
            var name: String
            var properties: [String: String]
            var data: String
        }

        static func parse(_ line: String) -> Command? {
            let trimmed = line.drop(while: \.isWhitespace)
            guard trimmed.hasPrefix("::") else { return nil }
            let rest = trimmed.dropFirst(2)
            guard let end = rest.firstRange(of: "::") else { return nil }
            let info = rest[..<end.lowerBound]
            let parts = info.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = parts.first, ["error", "warning", "notice"].contains(name) else { return nil }
            var properties: [String: String] = [:]
            if parts.count == 2 {
                for pair in parts[1].split(separator: ",") {
                    let kv = pair.split(separator: "=", maxSplits: 1)
                    if kv.count == 2 { properties[String(kv[0])] = unescapeProperty(String(kv[1])) }
                }
            }
            return Command(name: String(name), properties: properties, data: unescapeData(String(rest[end.upperBound...])))
        }

        /// The runner's replacements, in its order (`%25` last).
        static func unescapeData(_ s: String) -> String {
            s.replacing("%0D", with: "\r").replacing("%0A", with: "\n").replacing("%25", with: "%")
        }

        static func unescapeProperty(_ s: String) -> String {
            s.replacing("%0D", with: "\r").replacing("%0A", with: "\n").replacing("%3A", with: ":")
                .replacing("%2C", with: ",").replacing("%25", with: "%")
        }
    }
}
