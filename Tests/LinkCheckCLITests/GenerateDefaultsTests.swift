import Foundation
import LinkCheckCore
import LinkCheckCLI
import Testing

/// `linkcheck generate swift` and `generate tests` without inputs, inside a project (SPEC 11,
/// "linkcheck.json is the default everywhere"): the `"swift"` or `"tests"` entry of linkcheck.json,
/// named on standard error, run in its folder so the file is what `check` compares it with; the
/// command asks which entry when several could be meant.
@Suite struct GenerateDefaultsTests {
    static func read(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    @Test func generateSwiftWritesTheProjectsEntry() throws {
        let (dir, context) = try ProjectDefaultsTests.project()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let output = dir + "/deeplinks/DeepLink.swift"
        let written = Self.read(output)
        try FileManager.default.removeItem(atPath: output)
        let run = CLI.run(["generate", "swift"], context: context)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr
                == "linkcheck: the \"swift\" entry at linkcheck.json:5:5: linkcheck generate swift deeplinks/routes.schema.json --output deeplinks/DeepLink.swift\n"
        )
        #expect(run.stdout.isEmpty)
        #expect(Self.read(output) == written)
        #expect(CLI.run([], context: context).status == 0)
        // From a subfolder, in the folder of linkcheck.json: the same file, not stale.
        let nested = CommandContext(workingDirectory: dir + "/deeplinks")
        let checked = CLI.run(["generate", "swift", "--check", "DeepLink.swift"], context: nested)
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        #expect(
            checked.stderr.hasSuffix(
                ", in the folder of ../linkcheck.json: linkcheck generate swift deeplinks/routes.schema.json --check deeplinks/DeepLink.swift\n"))
        let schema = dir + "/deeplinks/routes.schema.json"
        try Self.read(schema).replacingOccurrences(of: #""/settings""#, with: #""/preferences""#).write(toFile: schema, atomically: true, encoding: .utf8)
        #expect(CLI.run(["generate", "swift", "--check", "DeepLink.swift"], context: nested).status == 1)
        // --output elsewhere writes there, from the working folder, and leaves the entry's file alone.
        #expect(CLI.run(["generate", "swift", "--output", "Other.swift"], context: nested).status == 0)
        #expect(Self.read(dir + "/deeplinks/Other.swift").contains("case \"preferences\""))
        #expect(Self.read(output) == written)
    }

    @Test func generateTestsWritesTheProjectsEntry() throws {
        let dir = try InitTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let context = CommandContext(workingDirectory: dir)
        #expect(CLI.run(["init", "--hand-written-parser"], context: context).status == 0)
        let output = dir + "/deeplinks/DeepLinkCaseTests.swift"
        try FileManager.default.removeItem(atPath: output)
        let run = CLI.run(["generate", "tests"], context: context)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr
                == "linkcheck: the \"tests\" entry at linkcheck.json:5:5: linkcheck generate tests deeplinks/routes.cases.json --import App --testable --output deeplinks/DeepLinkCaseTests.swift\n"
        )
        #expect(Self.read(output).contains("@testable import App"))
        #expect(CLI.run([], context: context).status == 0)
    }

    @Test func severalEntriesAskWhichAndOutputSays() throws {
        let (dir, _) = try ProjectDefaultsTests.project()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/App", withIntermediateDirectories: true)
        let two = try Self.twoEntries(dir)
        let asked = CLI.run(["generate", "swift"], context: two)
        #expect(asked.status == 2)
        #expect(
            asked.stderr
                == "linkcheck: error: linkcheck.json names 2 \"swift\" entries (deeplinks/routes.schema.json → deeplinks/DeepLink.swift; deeplinks/routes.schema.json → App/Public.swift); give the SCHEMA, or the --output FILE (or --check FILE) of the one to generate\n"
        )
        let chosen = CLI.run(["generate", "swift", "--output", "App/Public.swift"], context: two)
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(chosen.stderr.contains("linkcheck generate swift deeplinks/routes.schema.json --output App/Public.swift --access public"), "\(chosen.stderr)")
        #expect(Self.read(dir + "/App/Public.swift").contains("public enum DeepLink"))
        #expect(CLI.run([], context: two).status == 0)
    }

    /// The init'd project with a second "swift" entry, public, into App/Public.swift.
    static func twoEntries(_ dir: String) throws -> CommandContext {
        let path = dir + "/linkcheck.json"
        let text = Self.read(path).replacingOccurrences(
            of: "      \"output\": \"deeplinks/DeepLink.swift\"\n    }\n  ],",
            with:
                "      \"output\": \"deeplinks/DeepLink.swift\"\n    },\n    { \"schema\": \"deeplinks/routes.schema.json\", \"output\": \"App/Public.swift\", \"access\": \"public\" }\n  ],"
        )
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return CommandContext(workingDirectory: dir)
    }

    @Test func withoutAnEntryTheCommandSaysSo() throws {
        let (dir, context) = try ProjectDefaultsTests.project()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = CLI.run(["generate", "tests"], context: context)
        #expect(run.status == 2)
        #expect(
            run.stderr == "linkcheck: error: generate tests needs a TABLE: give it, or name it in a \"tests\" entry of linkcheck.json, which has none\n")
        // Inputs given are the user's: the project is not asked.
        let given = CLI.run(["generate", "swift", "deeplinks/routes.schema.json"], context: context)
        #expect(given.status == 0)
        #expect(given.stderr.isEmpty)
    }

    /// An entry's paths are confined to the project, as `check` confines them, and its output is
    /// written over only when linkcheck wrote it: a pull request cannot make `generate` replace
    /// `.git/config` or a file outside the project.
    @Test func anEntryCannotWriteOverAFileLinkcheckDidNotWrite() throws {
        let (dir, context) = try ProjectDefaultsTests.project()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/linkcheck.json"
        let original = Self.read(path)
        try "[core]\n".write(toFile: dir + "/config", atomically: true, encoding: .utf8)
        try original.replacingOccurrences(of: "\"output\": \"deeplinks/DeepLink.swift\"", with: "\"output\": \"config\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let foreign = CLI.run(["generate", "swift"], context: context)
        #expect(foreign.status == 2)
        #expect(foreign.stderr.contains("names config as its output, which linkcheck did not write"), "\(foreign.stderr)")
        #expect(Self.read(dir + "/config") == "[core]\n")
        try original.replacingOccurrences(of: "\"output\": \"deeplinks/DeepLink.swift\"", with: "\"output\": \"../outside.swift\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let outside = CLI.run(["generate", "swift"], context: context)
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("\"../outside.swift\" in the \"swift\" entry at linkcheck.json:5:5 leads outside the project"), "\(outside.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/../outside.swift"))
    }
}
