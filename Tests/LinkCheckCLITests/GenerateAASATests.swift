import Foundation
import Testing
@testable import LinkCheckCLI

/// `linkcheck generate aasa` as a user runs it, and `linkcheck check` keeping an
/// `"aasaGenerated"` file current (docs/generate.md, docs/project-file.md).
@Suite struct GenerateAASATests {
    static let app = "ABCDE12345.com.miapp.app"
    static let entry = #"{"aasaGenerated": [{"schema": "schema.json", "appIDs": ["ABCDE12345.com.miapp.app"], "output": "site/aasa", "domain": "miapp.com"}]}"#

    /// A project with an `"aasaGenerated"` entry and its file as `generate aasa` writes it.
    static func project() throws -> Scratch {
        let scratch = try Scratch()
        try scratch.write("linkcheck.json", entry)
        try FileManager.default.createDirectory(atPath: scratch.path + "/site", withIntermediateDirectories: true)
        let made = scratch.run(["generate", "aasa", "schema.json", "--app-id", app, "--domain", "miapp.com", "--output", "site/aasa"])
        #expect(made.status == 0, "\(made.stderr)")
        return scratch
    }

    @Test func checkPassesWhileTheFileIsCurrent() throws {
        let scratch = try Self.project()
        let out = scratch.run(["check"])
        #expect(out.status == 0, "\(out.stdout)\(out.stderr)")
        #expect(out.stdout == "0 passed, 0 failed, 0 errors, 0 warnings\n")
    }

    @Test func checkFailsOnAStaleFileWithTheDiffAndTheCommand() throws {
        let scratch = try Self.project()
        try scratch.write("schema.json", (scratch.read("schema.json") ?? "").replacing(#""/settings""#, with: #""/preferences""#))
        let out = scratch.run(["check"])
        #expect(out.status == 1)
        #expect(out.stdout.hasPrefix("site/aasa: error: the file is stale: it holds other rules than its schema generates now [generated-file-stale]\n"))
        #expect(out.stdout.contains("  -             \"/\": \"/settings\",\n"))
        #expect(out.stdout.contains("  +             \"/\": \"/preferences\",\n"))
        #expect(
            out.stdout.contains(
                "note: run `linkcheck generate aasa schema.json --app-id ABCDE12345.com.miapp.app --domain miapp.com --output site/aasa` to write it again"))
    }

    @Test func checkFailsOnAMissingFile() throws {
        let scratch = try Scratch()
        try scratch.write("linkcheck.json", Self.entry)
        let out = scratch.run(["check"])
        #expect(out.status == 1)
        #expect(out.stdout.contains("error: the generated file cannot be read: no such file [generated-file-stale]"))
    }

    /// The web team's tooling may minify or re-indent the file: the content is what counts.
    @Test func aFileLaidOutOtherwiseIsCurrent() throws {
        let scratch = try Self.project()
        let text = scratch.read("site/aasa") ?? ""
        try scratch.write("site/aasa", text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined())
        #expect(scratch.run(["check"]).status == 0)
        #expect(scratch.run(["generate", "aasa", "schema.json", "--app-id", Self.app, "--domain", "miapp.com", "--check", "site/aasa"]).status == 0)
    }

    /// A pull request naming a secret as the output gets it named, never shown.
    @Test func aForeignFileIsNamedNotShown() throws {
        let scratch = try Self.project()
        try scratch.write("site/aasa", #"{"token": "ghp_secret"}"#)
        for arguments in [["check"], ["generate", "aasa", "schema.json", "--app-id", Self.app, "--check", "site/aasa"]] {
            let out = scratch.run(arguments)
            #expect(out.status == 1)
            #expect(!(out.stdout + out.stderr).contains("ghp_"))
            #expect(out.stdout.contains("[not-a-generated-file]"))
        }
    }

    @Test func pathsOfTheEntryStayInTheProject() throws {
        let scratch = try Scratch()
        try scratch.write("linkcheck.json", #"{"aasaGenerated": [{"schema": "schema.json", "appIDs": ["ABCDE12345.com.miapp.app"], "output": "../aasa"}]}"#)
        let out = scratch.run(["check"])
        #expect(out.status == 2)
        #expect(out.stderr.contains("[outside-project]"), "\(out.stderr)")
    }

    @Test func anEntrysAppIDIsCheckedWhereItIsWritten() throws {
        let scratch = try Scratch()
        try scratch.write("linkcheck.json", #"{"aasaGenerated": [{"schema": "schema.json", "appIDs": ["com.miapp.app"], "output": "aasa"}]}"#)
        let out = scratch.run(["check"])
        #expect(out.status == 2)
        #expect(out.stderr.contains("linkcheck.json:1:56: error: \"appIDs\": app ID \"com.miapp.app\" has no Team ID prefix"), "\(out.stderr)")
    }

    struct Usage: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(arguments: [
        Usage(arguments: ["generate", "aasa", "schema.json"], message: "generate aasa needs --app-id ID (TEAMID.bundle.id)"),
        Usage(
            arguments: ["generate", "aasa", "schema.json", "--app-id", "miapp"],
            message: "--app-id: app ID \"miapp\" has no \".\"; expected \"<TeamID>.<BundleID>\""),
        Usage(
            arguments: ["generate", "aasa", "schema.json", "--app-id", app, "--app-id", app],
            message: "--app-id: app ID \"ABCDE12345.com.miapp.app\" is listed twice"),
        Usage(
            arguments: ["generate", "aasa", "schema.json", "--app-id", app, "--access", "public"], message: "--access is an option of generate swift or tests"),
        Usage(arguments: ["generate", "swift", "schema.json", "--app-id", app], message: "--app-id is an option of generate aasa, not of generate swift"),
        Usage(arguments: ["generate", "aasa", "schema.json", "table.json", "--app-id", app], message: "generate aasa takes one SCHEMA, not 2"),
        Usage(arguments: ["generate", "aasa", "schema.json", "--app-id", app, "--output", "schema.json"], message: "linkcheck never writes to its inputs")
    ])
    func usageErrors(_ usage: Usage) throws {
        let out = try Scratch().run(usage.arguments)
        #expect(out.status == 2)
        #expect(out.stderr.contains(usage.message), "\(out.stderr)")
    }

    @Test func aDomainTheSchemaDoesNotServeGeneratesNothing() throws {
        let out = try Scratch().run(["generate", "aasa", "schema.json", "--app-id", Self.app, "--domain", "example.org"])
        #expect(out.status == 2)
        #expect(
            out.stderr.hasPrefix(
                "schema.json: error: the schema handles no URL on \"example.org\": its hosts are \"miapp.com\", \"www.miapp.com\" [nothing-to-generate]"))
    }

    /// The real binary: the file it writes passes `aasa` with no error and no warning, and opens
    /// the table's URLs.
    @Test func theBinaryWritesAFileAASAPasses() throws {
        let folder = NSTemporaryDirectory() + "linkcheck-aasa-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/apple-app-site-association"
        let made = try BinaryTests.run(["generate", "aasa", "fixtures/routes/app.schema.json", "--app-id", Self.app, "--output", file])
        #expect(made.status == 0 && made.stdout.isEmpty && made.stderr.isEmpty, "\(made.stderr)")
        let lint = try BinaryTests.run(["aasa", file, "--app-id", Self.app, "--domain", "miapp.com", "--url", "https://miapp.com/orders/42/items/A-1"])
        #expect(lint.status == 0)
        #expect(lint.stdout.contains("opens ABCDE12345.com.miapp.app"), "\(lint.stdout)")
        #expect(lint.stdout.hasSuffix("0 errors, 0 warnings\n"))
        let again = try BinaryTests.run(["generate", "aasa", "fixtures/routes/app.schema.json", "--app-id", Self.app, "--check", file])
        #expect(again.status == 0)
    }
}
