import Foundation
import LinkCheckCore
import LinkCheckCLI
import Testing

/// Suppressions (docs/project-file.md): linkcheck.json's "ignore" and a case's "ignore" silence
/// findings, counted as suppressed; one that matches nothing is an unused-suppression warning;
/// errors that stop the run are never silenced.
@Suite struct SuppressionTests {
    /// An init'd example whose table has an https case expecting no destination under the AASA's
    /// `/orders/*`: the case-opens-app warning every broad AASA rule gives.
    static func project(ignore: String? = nil, caseIgnore: String? = nil) throws -> (dir: String, context: CommandContext) {
        let (dir, context) = try ProjectDefaultsTests.project(ignore.map { ProjectDefaultsTests.key(#""ignore": \#($0)"#) } ?? { $0 })
        let table = dir + "/deeplinks/routes.cases.json"
        let extra = #"    { "url": "https://example.com/orders/abc", "expect": null"# + (caseIgnore.map { #", "ignore": \#($0)"# } ?? "") + " },\n"
        let text = try String(contentsOfFile: table, encoding: .utf8)
            .replacingOccurrences(of: "  \"cases\": [\n", with: "  \"cases\": [\n" + extra)
        try text.write(toFile: table, atomically: true, encoding: .utf8)
        return (dir, context)
    }

    @Test func withoutASuppressionTheWarningShows() throws {
        let (dir, context) = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = CLI.run([], context: context)
        #expect(run.stdout.contains("[case-opens-app]"))
        #expect(run.stdout.hasSuffix("\n10 passed, 0 failed, 0 errors, 1 warning\n"))
    }

    @Test func theProjectsIgnoreSilencesAndCounts() throws {
        let (dir, context) = try Self.project(ignore: #"[{ "rule": "case-opens-app", "path": "deeplinks/*.json", "url": "https://example.com/orders/abc" }]"#)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = CLI.run([], context: context)
        #expect(run.status == 0)
        #expect(!run.stdout.contains("[case-opens-app]"))
        #expect(run.stdout.hasSuffix("\n10 passed, 0 failed, 0 errors, 0 warnings, 1 suppressed\n"))
        let json = CLI.run(["--format", "json"], context: context).stdout
        let summary = (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["summary"] as? [String: Int]
        #expect(summary == ["passed": 10, "failed": 0, "errors": 0, "warnings": 0, "suppressed": 1])
    }

    @Test func aSuppressionThatMatchesNothingIsAWarning() throws {
        let (dir, context) = try Self.project(ignore: #"[{ "rule": "case-opens-app", "path": "other/*.json" }]"#)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = CLI.run([], context: context)
        #expect(run.stdout.contains("[case-opens-app]"))
        #expect(
            run.stderr.contains(
                #"linkcheck.json:3:14: warning: the "ignore" entry for rule "case-opens-app" in "other/*.json" matches no finding of this run [unused-suppression]"#
            ),
            "\(run.stderr)")
        #expect(run.stdout.hasSuffix("\n10 passed, 0 failed, 0 errors, 2 warnings\n"))
    }

    /// A linkcheck.json warning (here an "ignore" entry that matches nothing) is counted in every
    /// summary, so every format shows it where it shows findings: JSON's top-level `diagnostics`,
    /// a GitHub annotation, a JUnit test case (text prints it on standard error); and GitHub's
    /// summary line says what was suppressed, as the text's does.
    @Test func aProjectWarningIsShownByEveryFormatThatCountsIt() throws {
        let (dir, context) = try Self.project(
            ignore: #"[{ "rule": "case-opens-app", "url": "https://example.com/orders/abc" }, { "rule": "link-not-in-aasa", "path": "nowhere/*" }]"#)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let text = CLI.run([], context: context)
        #expect(text.status == 0)
        #expect(text.stdout.hasSuffix("\n10 passed, 0 failed, 0 errors, 1 warning, 1 suppressed\n"), "\(text.stdout)")
        #expect(text.stderr.contains("[unused-suppression]"))

        let json = CLI.run(["--format", "json"], context: context).stdout
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = (document["diagnostics"] as? [[String: Any]]) ?? []
        #expect(
            diagnostics.map { "\($0["file"] ?? "") \($0["rule"] ?? "") \($0["severity"] ?? "")" } == ["linkcheck.json unused-suppression warning"], "\(json)")
        #expect((document["summary"] as? [String: Int])?["warnings"] == 1)

        let github = CLI.run(["--format", "github"], context: context).stdout
        let warnings = github.split(separator: "\n").filter { $0.hasPrefix("::warning ") }
        #expect(warnings.count == 1 && warnings.first?.contains("file=linkcheck.json,line=3,") == true, "\(github)")
        #expect(warnings.first?.contains("title=unused-suppression") == true, "\(github)")
        #expect(github.hasSuffix("\n10 passed, 0 failed, 0 errors, 1 warning, 1 suppressed\n"), "\(github)")

        let junit = CLI.run(["--format", "junit"], context: context).stdout
        #expect(junit.contains(#"<testsuite name="linkcheck.json" tests="1" failures="0" errors="0""#), "\(junit)")
        #expect(junit.contains(#"<testcase classname="linkcheck.json" name="unused-suppression at 3:"#), "\(junit)")
    }

    @Test func aCasesIgnore() throws {
        let (dir, context) = try Self.project(caseIgnore: #"["case-opens-app"]"#)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = CLI.run([], context: context)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("\n10 passed, 0 failed, 0 errors, 0 warnings, 1 suppressed\n"), "\(run.stdout)")
        let (unused, unusedContext) = try Self.project(caseIgnore: #"["case-not-opened"]"#)
        defer { try? FileManager.default.removeItem(atPath: unused) }
        let warned = CLI.run([], context: unusedContext)
        #expect(
            warned.stdout.contains(
                #"deeplinks/routes.cases.json:5:74: warning: the case's "ignore" entry for rule "case-not-opened" matches no finding about "https://example.com/orders/abc" on "example.com" [unused-suppression]"#
            ), "\(warned.stdout)")
    }

    @Test func errorsThatStopTheRunAndUnknownRules() throws {
        let (dir, context) = try Self.project(ignore: #"[{ "rule": "bad-type" }]"#)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let schema = dir + "/deeplinks/routes.schema.json"
        try String(contentsOfFile: schema, encoding: .utf8).replacingOccurrences(of: #""id": "int""#, with: #""id": "integer""#)
            .write(toFile: schema, atomically: true, encoding: .utf8)
        let run = CLI.run([], context: context)
        #expect(run.status == 2)
        #expect(run.stderr.contains("[bad-type]"))
        let (typo, typoContext) = try Self.project(ignore: #"[{ "rule": "case-opens-ap" }]"#)
        defer { try? FileManager.default.removeItem(atPath: typo) }
        let refused = CLI.run([], context: typoContext)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains(#"error: unknown rule "case-opens-ap"; did you mean "case-opens-app"? [wrong-type]"#), "\(refused.stderr)")
    }

    @Test(arguments: [
        ("deeplinks/*.json", "deeplinks/routes.cases.json", true), ("deeplinks/*.json", "deeplinks/sub/a.json", false),
        ("**/*.json", "deeplinks/sub/a.json", true), ("a?c", "abc", true), ("a?c", "a/c", false), ("*", "", true)
    ])
    func globs(_ pattern: String, _ text: String, _ expected: Bool) {
        let d = Diagnostic(.warning, .caseOpensApp, "x", file: text, at: nil)
        #expect(Suppression(rule: "case-opens-app", path: pattern, file: "linkcheck.json", at: nil).matches(d, relativeFile: text) == expected)
    }
}
