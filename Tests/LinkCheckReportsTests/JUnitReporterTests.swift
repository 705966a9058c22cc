@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
@testable import LinkCheckApp
@testable import LinkCheckReports
import LinkCheckRoutesFixtures
import Testing

/// JUnit XML (docs/output.md): whole documents for small reports, counts that agree with the text
/// report, unique test case names, and only characters XML 1.0 allows.
@Suite struct JUnitReporterTests {
    @Test func routesDocument() throws {
        let expected = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="linkcheck" tests="4" failures="3" errors="0">
              <testsuite name="t.json" tests="4" failures="3" errors="0" skipped="0">
                <testcase classname="t.json" name="miapp://orders/42 (t.json:2:3)"/>
                <testcase classname="t.json" name="miapp://orders/abc (t.json:3:3)">
                  <failure message="miapp://orders/abc gets no destination" type="case-failed">t.json:3:3: error: miapp://orders/abc gets no destination [case-failed]
              - expected  + actual
              - tab: .orders
              - stack: [
              -   .order(id: 1),
              - ]
              + nil
              why nil: segment 2: &quot;abc&quot; is not an Int
              closest link: &quot;/orders/:id&quot; at s.json:6:5
              note: a &lt;b&gt; &amp; \&quot;c\&quot; &apos;d&apos;\u{7}</failure>
                </testcase>
                <testcase classname="t.json" name="miapp://orders/42 (t.json:5:3)">
                  <failure message="miapp://orders/42 opens a screen, but the table expects no destination" type="case-failed">t.json:5:3: error: miapp://orders/42 opens a screen, but the table expects no destination [case-failed]
              - expected  + actual
              - nil
              + tab: .orders
              + stack: [
              +   .order(id: 42),
              + ]
              by link &quot;/orders/:id&quot; at s.json:6:5</failure>
                </testcase>
                <testcase classname="t.json" name="miapp://settings (t.json:6:3)">
                  <failure message="miapp://settings opens a different screen" type="case-failed">t.json:6:3: error: miapp://settings opens a different screen [case-failed]
              - expected  + actual
              - tab: .orders
              + tab: .profile
                stack: [
                  .settings,
                ]
              by link &quot;/settings&quot; at s.json:7:5</failure>
                </testcase>
              </testsuite>
            </testsuites>

            """#
        #expect(JUnitReporter.routes(try ReportFixtures.checked()) == expected)
    }

    @Test func aasaDocument() throws {
        let expected = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="linkcheck" tests="6" failures="2" errors="0">
              <testsuite name="aasa" tests="4" failures="0" errors="0" skipped="0">
                <testcase classname="aasa" name="unreachable-rule at 2:38">
                  <system-out>aasa:2:38: warning: details[0].components[1] {&quot;/&quot;: &quot;/orders/*/x&quot;, &quot;exclude&quot;: true} can never be reached: components[0] {&quot;/&quot;: &quot;/orders/*&quot;} matches every URL it matches and comes first; put exclusions first [unreachable-rule]</system-out>
                </testcase>
                <testcase classname="aasa" name="https://miapp.com/orders/1 → ABCDE12345.com.miapp.app">
                  <system-out>https://miapp.com/orders/1
              opens ABCDE12345.com.miapp.app: matched by details[0].components[0] {&quot;/&quot;: &quot;/orders/*&quot;} at aasa:2:18</system-out>
                </testcase>
                <testcase classname="aasa" name="https://miapp.com/about → ABCDE12345.com.miapp.app">
                  <system-out>https://miapp.com/about
              does not open ABCDE12345.com.miapp.app: no component of details[0] matches &quot;/about&quot;</system-out>
                </testcase>
                <testcase classname="aasa" name="https://miapp.com/orders/1 → ABCDE12345.com.miapp.app (2)">
                  <system-out>https://miapp.com/orders/1
              opens ABCDE12345.com.miapp.app: matched by details[0].components[0] {&quot;/&quot;: &quot;/orders/*&quot;} at aasa:2:18</system-out>
                </testcase>
              </testsuite>
              <testsuite name="bad,file:1" tests="1" failures="1" errors="0" skipped="0">
                <testcase classname="bad,file:1" name="json-syntax">
                  <failure message="unexpected end of input" type="json-syntax">bad,file:1: error: unexpected end of input [json-syntax]</failure>
                </testcase>
              </testsuite>
              <testsuite name="cases.json" tests="1" failures="1" errors="0" skipped="0">
                <testcase classname="cases.json" name="case-not-opened at 3:5">
                  <failure message="&quot;https://miapp.com/about&quot; does not open ABCDE12345.com.miapp.app, but the table expects a destination" type="case-not-opened">cases.json:3:5: error: &quot;https://miapp.com/about&quot; does not open ABCDE12345.com.miapp.app, but the table expects a destination [case-not-opened]
              note: no component of details[0] matches &quot;/about&quot;</failure>
                </testcase>
              </testsuite>
            </testsuites>

            """#
        let report = try ReportFixtures.smallAASA()
        #expect(JUnitReporter.aasa(report) == expected)
        #expect(ReportFixtures.lastLine(AASATextReporter().render(report)) == "2 errors, 1 warning")
    }

    @Test func cleanAASAFileGetsOnePassingLintCase() {
        let report = AASAReport(files: [.init(file: "ok", diagnostics: [])])
        #expect(
            JUnitReporter.aasa(report) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites name="linkcheck" tests="1" failures="0" errors="0">
                  <testsuite name="ok" tests="1" failures="0" errors="0" skipped="0">
                    <testcase classname="ok" name="lint"/>
                  </testsuite>
                </testsuites>

                """)
    }

    /// A run that could not be judged: errors are `<error>`s, a warning passes with its text, a
    /// finding without a location is named by its rule and file alone.
    @Test func unjudgedRunDocument() {
        let list = [
            Diagnostic(
                .error, .unknownRoute, "unknown route \"ordr\"; did you mean \"order\"?", file: "s.json",
                at: SourceLocation(line: 7, column: 9), notes: ["routes are declared at s.json:3:3"]),
            Diagnostic(.warning, .linkNeverWins, "link \"/a\" can never win", file: "s.json", at: SourceLocation(line: 9, column: 5)),
            Diagnostic(.error, .unreadableFile, "cannot read the table: no such file", file: "t <1>.json", at: nil)
        ]
        let expected = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="linkcheck" tests="3" failures="0" errors="2">
              <testsuite name="routes" tests="3" failures="0" errors="2" skipped="0">
                <testcase classname="s.json" name="unknown-route at s.json:7:9">
                  <error message="unknown route &quot;ordr&quot;; did you mean &quot;order&quot;?" type="unknown-route">s.json:7:9: error: unknown route &quot;ordr&quot;; did you mean &quot;order&quot;? [unknown-route]
              note: routes are declared at s.json:3:3</error>
                </testcase>
                <testcase classname="s.json" name="link-never-wins at s.json:9:5">
                  <system-out>s.json:9:5: warning: link &quot;/a&quot; can never win [link-never-wins]</system-out>
                </testcase>
                <testcase classname="t &lt;1&gt;.json" name="unreadable-file at t &lt;1&gt;.json">
                  <error message="cannot read the table: no such file" type="unreadable-file">t &lt;1&gt;.json: error: cannot read the table: no such file [unreadable-file]</error>
                </testcase>
              </testsuite>
            </testsuites>

            """#
        #expect(JUnitReporter.diagnostics(list, suiteName: "routes") == expected)
        // A routes report with errors was not judged and renders the same way.
        #expect(JUnitReporter.routes(RoutesCheckReport(RoutesReport(tables: [], diagnostics: list))) == expected)
    }

    @Test func resolveDocument() throws {
        let schema = try #require(SchemaLoader.load(Array(ReportFixtures.schemaJSON.utf8), file: "s.json").schema)
        let urls = ["miapp://settings", "miapp://orders/x&y", "miapp://settings"]
        let expected = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="linkcheck" tests="3" failures="1" errors="0">
              <testsuite name="s.json" tests="3" failures="1" errors="0" skipped="0">
                <testcase classname="s.json" name="miapp://settings">
                  <system-out>miapp://settings
            tab: .profile
            stack: [
              .settings,
            ]
            by link &quot;/settings&quot; at s.json:7:5</system-out>
                </testcase>
                <testcase classname="s.json" name="miapp://orders/x&amp;y">
                  <failure message="miapp://orders/x&amp;y gets no destination: segment 2: &quot;x&amp;y&quot; is not an Int" type="no-destination">miapp://orders/x&amp;y
              nil: segment 2: &quot;x&amp;y&quot; is not an Int
              closest link: &quot;/orders/:id&quot; at s.json:6:5</failure>
                </testcase>
                <testcase classname="s.json" name="miapp://settings (2)">
                  <system-out>miapp://settings
            tab: .profile
            stack: [
              .settings,
            ]
            by link &quot;/settings&quot; at s.json:7:5</system-out>
                </testcase>
              </testsuite>
            </testsuites>

            """#
        #expect(JUnitReporter.resolve(urls.map { ($0, schema.resolve($0)) }, schema: schema, schemaFile: "s.json") == expected)
    }

    struct Fixture: Sendable, CustomTestStringConvertible {
        var tables: [String]
        var testDescription: String { tables.joined(separator: " ") }
    }

    /// `tests` and `failures` are the cases and failed cases of the text report's last line,
    /// in every suite and in total.
    @Test(arguments: [
        Fixture(tables: ["fixtures/failing/app.cases.json"]),
        Fixture(tables: ["fixtures/routes/app.cases.json", "fixtures/routes/caseless.cases.json"]),
        Fixture(tables: ["fixtures/failing/app.cases.json", "fixtures/routes/app.cases.json"])
    ])
    func routesCountsMatchTheTextReport(_ f: Fixture) throws {
        let report = try ReportFixtures.checkedRoutes(f.tables)
        let counts = ReportFixtures.counts(ReportFixtures.lastLine(RoutesTextReporter().render(report)))
        let xml = JUnitReporter.routes(report)
        let total = counts.reduce(0, +)
        #expect(xml.contains("<testsuites name=\"linkcheck\" tests=\"\(total)\" failures=\"\(counts[1])\" errors=\"0\">"))
        #expect(occurrences("<testcase ", in: xml) == total)
        #expect(occurrences("<failure ", in: xml) == counts[1])
        for table in report.routes.tables {
            #expect(xml.contains("<testsuite name=\"\(table.file)\" tests=\"\(table.caseCount)\" failures=\"\(table.failed)\" errors=\"0\" skipped=\"0\">"))
        }
    }

    @Test func aasaFailuresAreTheTextReportsErrors() {
        let report = ReportFixtures.brokenAASA()
        let counts = ReportFixtures.counts(ReportFixtures.lastLine(AASATextReporter().render(report)))
        #expect(counts == [25, 28])
        let xml = JUnitReporter.aasa(report)
        #expect(xml.contains("<testsuites name=\"linkcheck\" tests=\"53\" failures=\"25\" errors=\"0\">"))
        #expect(occurrences("<failure ", in: xml) == counts[0])
        #expect(occurrences("<testsuite ", in: xml) == report.files.count)
    }

    @Test func repeatedURLsGetDistinctNames() throws {
        let xml = JUnitReporter.routes(try ReportFixtures.checked())
        let names = testcaseNames(xml)
        #expect(names.count == 4)
        #expect(Set(names).count == names.count)
        #expect(names.filter { $0.hasPrefix("miapp://orders/42 ") } == ["miapp://orders/42 (t.json:2:3)", "miapp://orders/42 (t.json:5:3)"])
    }

    /// Warnings from loading a judged run go in the `<system-err>` of the table they concern.
    @Test func loadingWarningsGoToSystemErr() throws {
        var report = try ReportFixtures.checked()
        report.routes.diagnostics = [
            Diagnostic(
                .warning, .linkNeverWins, "link \"/b\" & \"/c\" can never win", file: "s.json",
                at: SourceLocation(line: 8, column: 5))
        ]
        let xml = JUnitReporter.routes(report)
        #expect(
            xml.contains(
                """
                    </testcase>
                    <system-err>s.json:8:5: warning: link &quot;/b&quot; &amp; &quot;/c&quot; can never win [link-never-wins]</system-err>
                  </testsuite>
                """))
        #expect(xml.contains("tests=\"4\" failures=\"3\" errors=\"0\">"))
    }

    /// Control characters in a case's URL, note and file name reach the document only as visible
    /// escapes; the document stays well-formed XML 1.0.
    @Test func controlCharactersInTheTable() throws {
        let table = #"""
            [{ "url": "miapp://orders/\u0001\u001b[31m<x>", "expect": { "tab": "profile", "stack": ["settings"] },
              "note": "tab\there\r\nnul\u0000 \ufffe \uffff" }]
            """#
        let report = try ReportFixtures.checked(table: table, file: "t\u{1}.json")
        let xml = JUnitReporter.routes(report)
        #expect(
            xml.contains(
                #"<testcase classname="&quot;t\u{1}.json&quot;" name="&quot;miapp://orders/\u{1}\u{1B}[31m&lt;x&gt;&quot; (&quot;t\u{1}.json&quot;:1:2)">"#))
        #expect(xml.contains(#"note: tab\there\r\nnul\0 \u{FFFE} \u{FFFF}</failure>"#))
        #expect(xml.unicodeScalars.allSatisfy { $0 == "\n" || !JUnitXML.isForbidden($0) })
    }

    struct Escape: Sendable, CustomTestStringConvertible {
        var raw: String
        var text: String
        var attribute: String
        init(_ raw: String, _ text: String, _ attribute: String) { (self.raw, self.text, self.attribute) = (raw, text, attribute) }
        var testDescription: String { attribute }
    }

    @Test(arguments: [
        Escape(#"a & b < c > d " e ' f"#, "a &amp; b &lt; c &gt; d &quot; e &apos; f", "a &amp; b &lt; c &gt; d &quot; e &apos; f"),
        Escape("]]>", "]]&gt;", "]]&gt;"),
        Escape("1\t2\n3\r4", "1\t2\n3&#13;4", "1&#9;2&#10;3&#13;4"),
        Escape("\u{0}\u{1}\u{8}\u{B}\u{C}\u{1F}", #"\u{0}\u{1}\u{8}\u{B}\u{C}\u{1F}"#, #"\u{0}\u{1}\u{8}\u{B}\u{C}\u{1F}"#),
        Escape("\u{FFFE}\u{FFFF}", #"\u{FFFE}\u{FFFF}"#, #"\u{FFFE}\u{FFFF}"#),
        Escape("\u{7F}\u{85}\u{FFFD}é🙂", "\u{7F}\u{85}\u{FFFD}é🙂", "\u{7F}\u{85}\u{FFFD}é🙂")
    ])
    func xmlEscaping(_ e: Escape) {
        #expect(JUnitXML.text(e.raw) == e.text)
        #expect(JUnitXML.attribute(e.raw) == e.attribute)
    }

    func occurrences(_ needle: String, in text: String) -> Int {
        text.split(separator: "\n").count { $0.contains(needle) }
    }

    func testcaseNames(_ xml: String) -> [String] {
        xml.split(separator: "\n").compactMap { line in
            guard let start = line.firstRange(of: " name=\""), line.contains("<testcase ") else { return nil }
            let rest = line[start.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }
}
