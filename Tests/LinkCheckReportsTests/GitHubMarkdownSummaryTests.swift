@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
@testable import LinkCheckApp
@testable import LinkCheckReports
import LinkCheckRoutesFixtures
import Testing

/// The `$GITHUB_STEP_SUMMARY` Markdown: whole documents for small reports, and text from files
/// and URLs kept inside code spans and fences that it cannot close.
@Suite struct GitHubMarkdownSummaryTests {
    @Test func routesDocument() throws {
        let expected = #"""
            ## linkcheck routes

            **1 passed, 3 failed**

            | File | Passed | Failed |
            | --- | ---: | ---: |
            | `t.json` | 1 | 3 |

            ### Failing cases

            #### `t.json:3:3`

            `miapp://orders/abc` gets no destination (`-` expected, `+` actual)

            ```diff
            - tab: .orders
            - stack: [
            -   .order(id: 1),
            - ]
            + nil
            why nil: segment 2: "abc" is not an Int
            closest link: "/orders/:id" at s.json:6:5
            note: a <b> & \"c\" 'd'\u{7}
            ```

            #### `t.json:5:3`

            `miapp://orders/42` opens a screen, but the table expects no destination (`-` expected, `+` actual)

            ```diff
            - nil
            + tab: .orders
            + stack: [
            +   .order(id: 42),
            + ]
            by link "/orders/:id" at s.json:6:5
            ```

            #### `t.json:6:3`

            `miapp://settings` opens a different screen (`-` expected, `+` actual)

            ```diff
            - tab: .orders
            + tab: .profile
              stack: [
                .settings,
              ]
            by link "/settings" at s.json:7:5
            ```

            """#
        #expect(MarkdownSummary.routes(try ReportFixtures.checked()) == expected)
    }

    @Test func aasaDocument() throws {
        let expected = #"""
            ## linkcheck aasa

            **2 errors, 1 warning**

            | File | Errors | Warnings |
            | --- | ---: | ---: |
            | `aasa` | 0 | 1 |
            | `bad,file:1` | 1 | 0 |
            | `cases.json` | 1 | 0 |

            ### URLs

            | URL | App | Result | Decided by |
            | --- | --- | --- | --- |
            | `https://miapp.com/orders/1` | `ABCDE12345.com.miapp.app` | opens | `details[0].components[0] {"/": "/orders/*"} at aasa:2:18` |
            | `https://miapp.com/about` | `ABCDE12345.com.miapp.app` | not handled | `no component of details[0] matches "/about"` |
            | `https://miapp.com/orders/1` | `ABCDE12345.com.miapp.app` | opens | `details[0].components[0] {"/": "/orders/*"} at aasa:2:18` |

            ### Errors

            #### `bad,file:1`

            ```
            bad,file:1: error: unexpected end of input [json-syntax]
            ```

            #### `cases.json:3:5`

            ```
            cases.json:3:5: error: "https://miapp.com/about" does not open ABCDE12345.com.miapp.app, but the table expects a destination [case-not-opened]
              note: no component of details[0] matches "/about"
            ```

            """#
        #expect(MarkdownSummary.aasa(try ReportFixtures.smallAASA()) == expected)
    }

    /// One AASA file checked for two domains, with a finding the schema check locates in it:
    /// one row for the file, its counts added up.
    @Test func aFileCheckedTwiceIsOneRow() {
        let warning = Diagnostic(.warning, .ruleNotInSchema, "rule", file: "aasa", at: SourceLocation(line: 3, column: 1))
        let error = Diagnostic(.error, .stringBoolean, "yes", file: "aasa", at: SourceLocation(line: 2, column: 1))
        let report = AASAReport(
            files: [AASAReport.File(file: "aasa", diagnostics: [error]), AASAReport.File(file: "aasa", diagnostics: [])], diagnostics: [warning])
        let text = MarkdownSummary.aasa(report)
        #expect(text.contains("| File | Errors | Warnings |\n| --- | ---: | ---: |\n| `aasa` | 1 | 1 |\n\n"), "\(text)")
    }

    @Test func unjudgedRoutesListTheErrors() {
        let list = [Diagnostic(.error, .unknownRoute, "unknown route \"ordr\"", file: "s.json", at: SourceLocation(line: 7, column: 9))]
        #expect(
            MarkdownSummary.routes(RoutesCheckReport(RoutesReport(tables: [], diagnostics: list))) == #"""
                ## linkcheck routes

                **1 error; no case was run**

                ```
                s.json:7:9: error: unknown route "ordr" [unknown-route]
                ```

                """#)
    }

    @Test func failingFixtureCounts() throws {
        let report = try ReportFixtures.checkedRoutes(["fixtures/failing/app.cases.json"])
        let md = MarkdownSummary.routes(report)
        #expect(md.contains("**1 passed, 6 failed**"))
        #expect(md.contains("| `fixtures/failing/app.cases.json` | 1 | 6 |"))
        #expect(md.split(separator: "\n").count { $0.hasPrefix("#### ") } == 6)
        let aasa = MarkdownSummary.aasa(ReportFixtures.brokenAASA())
        #expect(aasa.contains("**25 errors, 28 warnings**"))
        #expect(aasa.split(separator: "\n").count { $0.hasPrefix("#### ") } == 25)
    }

    struct Span: Sendable, CustomTestStringConvertible {
        var text: String
        var code: String
        var cell: String
        init(_ text: String, _ code: String, _ cell: String) { (self.text, self.code, self.cell) = (text, code, cell) }
        var testDescription: String { code }
    }

    /// A code span's delimiter outgrows any backtick run inside; a cell's `|` is escaped.
    @Test(arguments: [
        Span("a.json", "`a.json`", "`a.json`"),
        Span("a|b", "`a|b`", #"`a\|b`"#),
        Span("a`b", "``a`b``", "``a`b``"),
        Span("a``b|", "```a``b|```", #"```a``b\|```"#),
        Span("`x`", "`` `x` ``", "`` `x` ``"),
        Span(" x ", "`  x  `", "`  x  `"),
        Span("<img src=x> **b** [l](u)", "`<img src=x> **b** [l](u)`", "`<img src=x> **b** [l](u)`")
    ])
    func codeSpans(_ s: Span) {
        #expect(MarkdownSummary.code(s.text) == s.code)
        #expect(MarkdownSummary.cell(s.text) == s.cell)
    }

    /// A note full of backticks and Markdown cannot close the diff block or the table.
    @Test func hostileTextStaysInItsBlock() throws {
        let table = #"""
            [{ "url": "miapp://orders/`|x|`", "expect": { "tab": "orders", "stack": [] },
               "note": "```\n# heading\n````` <script>" }]
            """#
        let md = MarkdownSummary.routes(try ReportFixtures.checked(table: table, file: "a|b`.json"))
        #expect(md.contains("| ``a\\|b`.json`` | 0 | 1 |\n"))
        #expect(md.contains("\n#### ``a|b`.json:1:2``\n"))
        #expect(md.contains("\n`` miapp://orders/`|x|` `` gets no destination (`-` expected, `+` actual)\n"))
        // The fence is longer than the note's five-backtick run, and the note (escaped to one
        // line by the text reporter) sits inside it.
        #expect(
            md.contains(
                #"""
                ``````diff
                - tab: .orders
                - stack: []
                + nil
                why nil: not a valid URL: "`" at character 16 is not allowed in a URL; write it as %60
                note: ```\n# heading\n````` <script>
                ``````
                """#))
    }

    @Test func configurationChecks() {
        let failure = Diagnostic(
            .error, .schemeNotRegistered, "scheme \"miapp\" is not in any CFBundleURLSchemes", file: "Info.plist",
            at: LinkCheckCore.SourceLocation(line: 7, column: 2), notes: ["a note"])
        let report = RoutesCheckReport(
            RoutesReport(tables: [], diagnostics: []),
            configuration: [
                ConfigurationResult(file: "Info.plist", kind: .infoPlist, checks: [.init(.scheme("miapp"), failure: failure)]),
                ConfigurationResult(file: "App.entitlements", kind: .entitlements, checks: [.init(.host("miapp.com"))])
            ])
        #expect(
            MarkdownSummary.routes(report) == #"""
                ## linkcheck routes

                **1 passed, 1 failed**

                | File | Passed | Failed |
                | --- | ---: | ---: |
                | `Info.plist` | 0 | 1 |
                | `App.entitlements` | 1 | 0 |

                ### Failing configuration checks

                #### `Info.plist:7:2`

                ```
                Info.plist:7:2: error: scheme "miapp" is not in any CFBundleURLSchemes [scheme-not-registered]
                  note: a note
                ```

                """#)
    }
}
