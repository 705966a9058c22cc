import Foundation
import Testing
@testable import LinkCheckCLI

/// What a pull request can put in a project (linkcheck.json, a schema, a file named as an output)
/// must not make linkcheck print a file's secret or write where it was told not to
/// (docs/limits.md, "What a pull request cannot do").
@Suite struct HostilePullRequestTests {
    static let secret = "ghp_0123456789abcdefghijklmnopqrstuvwxyzAB"

    /// A work tree whose `.git/config` holds a token, as `actions/checkout` leaves one, and a
    /// linkcheck.json that names it as the output of a generated parser.
    static func projectNamingGitConfig() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write(".git/config", "[http \"https://github.com/\"]\n\textraheader = AUTHORIZATION: basic \(secret)\n")
        try scratch.write("Secrets.xcconfig", "GITHUB_TOKEN = \(secret)\n")
        try scratch.write(
            "linkcheck.json", #"{"swift": [{"schema": "schema.json", "output": ".git/config"}, {"schema": "schema.json", "output": "Secrets.xcconfig"}]}"#)
        return scratch
    }

    @Test(arguments: ["text", "json", "junit", "github", "sarif"])
    func aFileNamedAsAnOutputIsNamedNotShown(_ format: String) throws {
        let scratch = try Self.projectNamingGitConfig()
        let out = scratch.run(["check", "--format", format])
        #expect(out.status == 1, "\(out.stdout)\(out.stderr)")
        #expect(!(out.stdout + out.stderr).contains("ghp_"), "\(out.stdout)\(out.stderr)")
        #expect(!(out.stdout + out.stderr).contains("extraheader"))
        #expect(out.stdout.contains("not-a-generated-file"))
        #expect(out.stdout.contains("the file was not written by linkcheck (it does not begin with its header), so it is not compared or shown"))
        if format == "text" {
            #expect(
                out.stdout == """
                    .git/config: error: the file was not written by linkcheck (it does not begin with its header), so it is not compared or shown [not-a-generated-file]
                      note: if it is meant to be generated, delete it and run `linkcheck generate swift schema.json --output .git/config`; otherwise name another output
                    Secrets.xcconfig: error: the file was not written by linkcheck (it does not begin with its header), so it is not compared or shown [not-a-generated-file]
                      note: if it is meant to be generated, delete it and run `linkcheck generate swift schema.json --output Secrets.xcconfig`; otherwise name another output
                    0 passed, 0 failed, 2 errors, 0 warnings

                    """)
        }
    }

    /// `generate --check` on the command line compares only a file linkcheck wrote, too; a stale
    /// generated file still gets its diff.
    @Test func generateCheckShowsNoForeignFile() throws {
        let scratch = try Self.projectNamingGitConfig()
        let foreign = scratch.run(["generate", "swift", "schema.json", "--check", "Secrets.xcconfig"])
        #expect(foreign.status == 1)
        #expect(!(foreign.stdout + foreign.stderr).contains("ghp_"))
        #expect(foreign.stdout.hasPrefix("Secrets.xcconfig: error: the file was not written by linkcheck"))
        let generated = scratch.run(["generate", "swift", "schema.json"])
        try scratch.write("Stale.swift", generated.stdout.replacingOccurrences(of: "enum DeepLink {", with: "enum DeepLink { // edited"))
        let stale = scratch.run(["generate", "swift", "schema.json", "--check", "Stale.swift"])
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("[generated-file-stale]"))
        #expect(stale.stdout.contains("  - enum DeepLink { // edited\n"))
    }

    /// A token-like file named as a schema: the line and column locate the problem; no byte of the
    /// word is echoed, first in the file or after a bracket.
    @Test(arguments: ["\(secret)\n", "[\(secret)]\n", "{\"k\": \(secret)}\n"])
    func aSchemaThatIsASecretIsNotEchoed(_ contents: String) throws {
        let scratch = try Scratch()
        try scratch.write("token.json", contents)
        let out = scratch.run(["resolve", "--schema", "token.json", "miapp://orders/1"])
        #expect(out.status == 2)
        #expect(!(out.stdout + out.stderr).contains("ghp"), "\(out.stderr)")
        #expect(out.stderr.hasPrefix("token.json:1:"))
    }

    /// `LINKCHECK_READ_ONLY`, which `swift package linkcheck` sets, refuses on the parsed command:
    /// options before the command, `--` and `--output=` spellings do not get past it.
    @Test(arguments: [
        (["--quiet", "init"], "init"), (["--", "init"], "init"), (["--color", "never", "init", "sub"], "init"),
        (["init"], "init"), (["routes", "table.json", "--output=report.txt"], "report"),
        (["--quiet", "routes", "table.json", "--output", "report.txt"], "report"),
        (["generate", "swift", "schema.json", "--output", "Gen.swift"], "generate")
    ])
    func theReadOnlyRunRefusesEveryWriteSpelling(_ arguments: [String], _ kind: String) throws {
        let scratch = try Scratch()
        let before = scratch.names()
        let out = scratch.run(arguments, environment: ["LINKCHECK_READ_ONLY": "1"])
        #expect(out.status == 2)
        #expect(out.stdout == "")
        #expect(scratch.names() == before, "wrote \(scratch.names())")
        switch kind {
        case "init":
            #expect(
                out.stderr == "linkcheck: error: linkcheck init writes new files, and `swift package linkcheck` asks for no permission "
                    + "to write: run `swift run linkcheck init` instead\n")
        case "generate":
            #expect(
                out.stderr == "linkcheck: error: `swift package linkcheck` asks for no permission to write, so it does not write Gen.swift: "
                    + "run `swift package --allow-writing-to-package-directory linkcheck-generate swift schema.json --output Gen.swift`\n")
        default:
            #expect(
                out.stderr == "linkcheck: error: `swift package linkcheck` asks for no permission to write, so it does not write report.txt: "
                    + "leave out --output, and the report goes to standard output\n")
        }
    }

    /// Without the variable (or with it empty or 0) the same command lines write as they always did,
    /// and reading commands run under it.
    @Test func readOnlyIsOnlyWhereItIsAsked() throws {
        let scratch = try Scratch()
        #expect(scratch.run(["routes", "table.json"], environment: ["LINKCHECK_READ_ONLY": "1"]).status == 0)
        #expect(scratch.run(["routes", "table.json", "--output", "-"], environment: ["LINKCHECK_READ_ONLY": "1"]).status == 0)
        #expect(scratch.run(["routes", "table.json", "--output", "a.txt"], environment: ["LINKCHECK_READ_ONLY": "0"]).status == 0)
        #expect(scratch.run(["routes", "table.json", "--output", "b.txt"], environment: ["LINKCHECK_READ_ONLY": ""]).status == 0)
        #expect(scratch.names().contains("a.txt") && scratch.names().contains("b.txt"))
    }

    /// A generated entry that cannot be checked (its schema has an error) is counted: a run that
    /// exits 2 never ends with "0 errors", in any format.
    @Test func aFailingGeneratedEntryIsCounted() throws {
        let scratch = try Scratch()
        try scratch.write("bad.json", #"{"schemes": ["x"], "routes": {"a": {"id": "integer"}}, "links": []}"#)
        try scratch.write("linkcheck.json", #"{"swift": [{"schema": "bad.json", "output": "Gen.swift"}]}"#)
        let text = scratch.run(["check"])
        #expect(text.status == 2)
        #expect(text.stdout == "0 passed, 0 failed, 1 error, 0 warnings\n")
        #expect(text.stderr.contains("bad.json:1:43: error: unknown type \"integer\""), "\(text.stderr)")
        let json = scratch.run(["check", "--format", "json"])
        #expect(json.status == 2)
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let summary = document?["summary"] as? [String: Int]
        #expect(summary?["errors"] == 1)
    }
}
