import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
import LinkCheckCLI
import Testing

/// `--format github` appends a Markdown summary to `$GITHUB_STEP_SUMMARY` when it is set.
@Suite struct StepSummaryTests {
    /// A scratch folder holding the fixture schema and a table of one passing and one failing case.
    static func makeScratch() throws -> String {
        let scratch = NSTemporaryDirectory() + "linkcheck-summary-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: GoldenFile.root + "/fixtures/routes/app.schema.json", toPath: scratch + "/schema.json")
        try """
        [
          {"url": "miapp://orders/42", "expect": {"tab": "orders", "stack": [{"order": {"id": 42}}]}},
          {"url": "miapp://orders/abc", "expect": {"tab": "orders", "stack": [{"order": {"id": 1}}]}}
        ]

        """.write(toFile: scratch + "/t.cases.json", atomically: true, encoding: .utf8)
        try "previous step\n".write(toFile: scratch + "/summary.md", atomically: true, encoding: .utf8)
        return scratch
    }

    @Test func githubFormatAppendsTheSummary() throws {
        let scratch = try Self.makeScratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let context = CommandContext(environment: ["GITHUB_STEP_SUMMARY": scratch + "/summary.md"], workingDirectory: scratch)
        let out = CLI.run(["routes", "--format", "github", "--schema", "schema.json", "t.cases.json"], context: context)
        #expect(out.status == 1)
        let written = try String(contentsOfFile: scratch + "/summary.md", encoding: .utf8)
        #expect(
            written == #"""
                previous step
                ## linkcheck routes

                **1 passed, 1 failed**

                | File | Passed | Failed |
                | --- | ---: | ---: |
                | `t.cases.json` | 1 | 1 |

                ### Failing cases

                #### `t.cases.json:3:3`

                `miapp://orders/abc` gets no destination (`-` expected, `+` actual)

                ```diff
                - tab: .orders
                - stack: [
                -   .order(id: 1),
                - ]
                + nil
                why nil: segment 2: "abc" is not an Int
                closest link: "/orders/:id" at schema.json:23:5
                ```

                """#)
    }

    @Test func otherFormatsLeaveItAlone() throws {
        let scratch = try Self.makeScratch()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let context = CommandContext(environment: ["GITHUB_STEP_SUMMARY": scratch + "/summary.md"], workingDirectory: scratch)
        _ = CLI.run(["routes", "--schema", "schema.json", "t.cases.json"], context: context)
        #expect(try String(contentsOfFile: scratch + "/summary.md", encoding: .utf8) == "previous step\n")
    }
}
