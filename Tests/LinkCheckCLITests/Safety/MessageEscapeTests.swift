import Foundation
import LinkCheckCLI
import Testing

/// Issue 13, defect 8: text from arguments, the environment and file names reaches stderr and
/// stdout escaped, never as raw control characters.
@Suite struct MessageEscapeTests {
    static let esc = "\u{1B}[31m"

    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var environment: [String: String] = [:]
        var expected: String
        var testDescription: String { expected }
    }

    static let cases: [Case] = [
        .init(arguments: ["ro\(esc)utes"], expected: "linkcheck: error: unknown command \"ro\\u{1B}[31mutes\"; run \"linkcheck help\" for the list\n"),
        .init(arguments: ["help", "\(esc)x"], expected: "linkcheck: error: unknown command \"\\u{1B}[31mx\"; run \"linkcheck help\" for the list\n"),
        .init(
            arguments: ["routes", "--sch\(esc)", "t.json"],
            expected: "linkcheck: error: unknown option \"--sch\\u{1B}[31m\"; run \"linkcheck help routes\" for the options\n"),
        .init(
            arguments: ["routes", "--format", "j\(esc)", "t.json"],
            expected: "linkcheck: error: \"j\\u{1B}[31m\" is not a valid value for --format; expected one of text, json, junit, github, sarif\n"),
        .init(
            arguments: ["resolve", "--schema", "s.json", "--schema", "\(esc)", "x"],
            expected: "linkcheck: error: option \"--schema\" given more than once\n"),
        .init(
            arguments: ["routes", "t.json", "--output", "/nonexistent/\(esc)"],
            expected: "linkcheck: error: cannot write the report to /nonexistent/\\u{1B}[31m: no such file or directory\n"),
        .init(
            arguments: ["aasa", "x", "--fetch", "--ca-file", "/nonexistent/\(esc)"],
            expected: "linkcheck: error: cannot read the --ca-file /nonexistent/\\u{1B}[31m: no such file\n")
    ]

    @Test(arguments: cases)
    func argumentsAreEscaped(_ c: Case) {
        let out = CLI.run(c.arguments, context: CommandContext(environment: c.environment, workingDirectory: GoldenFile.root))
        #expect(out.status == 2)
        #expect(out.stderr == c.expected)
        #expect(!(out.stdout + out.stderr).contains("\u{1B}"))
    }

    @Test func theStepSummaryPathIsEscaped() {
        let out = CLI.run(
            ["routes", "--format", "github", "fixtures/routes/app.cases.json"],
            context: CommandContext(environment: ["GITHUB_STEP_SUMMARY": "/nonexistent/\(Self.esc)"], workingDirectory: GoldenFile.root))
        #expect(out.status == 0)
        #expect(out.stderr == "linkcheck: warning: cannot append to GITHUB_STEP_SUMMARY (/nonexistent/\\u{1B}[31m): no such file or directory\n")
    }

    @Test func initListsEscapedNames() throws {
        let s = try Scratch()
        let out = s.run(["init", "new\(Self.esc)app"])
        #expect(out.status == 0)
        #expect(out.stdout.hasPrefix("wrote\n  new\\u{1B}[31mapp/linkcheck.json\n"))
        #expect(out.stdout.hasSuffix("next: edit them for your app, then run: cd new\\u{1B}[31mapp && linkcheck\n"))
        #expect(!out.stdout.contains("\u{1B}"))
        #expect(s.names().contains("new\(Self.esc)app"))
    }
}
