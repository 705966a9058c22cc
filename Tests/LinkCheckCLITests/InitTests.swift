import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
import LinkCheckCLI
import Testing

/// `linkcheck init` writes a starting point that bare `linkcheck` then checks and passes.
@Suite struct InitTests {
    static func scratch() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("linkcheck-init-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func initThenBareLinkcheckPasses() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let context = CommandContext(workingDirectory: dir)
        let written = CLI.run(["init"], context: context)
        #expect(written.status == 0)
        #expect(
            written.stdout == """
                wrote
                  linkcheck.json
                  deeplinks/routes.schema.json
                  deeplinks/routes.cases.json
                  deeplinks/apple-app-site-association
                  deeplinks/DeepLink.swift
                next: edit them for your app, then run: linkcheck

                """)
        // The example shows a segment the app ignores, a value map and $url, each with a case.
        let example = try String(contentsOfFile: dir + "/deeplinks/routes.schema.json", encoding: .utf8)
        for form in [#""path": "/orders/:id/:_title""#, #""values": { "status": { "open": "pending""#, #"{ "help": { "url": "$url" } }"#] {
            #expect(example.contains(form), "\(form)")
        }
        let checked = CLI.run([], context: context)
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        #expect(checked.stderr == "")
        #expect(checked.stdout.hasSuffix("\n9 passed, 0 failed, 0 errors, 0 warnings\n"))
        // From a subfolder, bare linkcheck finds the project file in the parent.
        let nested = CLI.run([], context: CommandContext(workingDirectory: dir + "/deeplinks"))
        #expect(nested.status == 0)
        #expect(nested.stdout.hasSuffix("\n9 passed, 0 failed, 0 errors, 0 warnings\n"))
        // The "swift" entry init writes: a schema changed without regenerating fails the check,
        // and the command the note names makes it pass again.
        let schema = dir + "/deeplinks/routes.schema.json"
        let edited = try String(contentsOfFile: schema, encoding: .utf8)
            .replacingOccurrences(of: "\"settings\": {}", with: "\"settings\": {}, \"account\": {}")
        try edited.write(toFile: schema, atomically: true, encoding: .utf8)
        let stale = CLI.run([], context: context)
        #expect(stale.status == 1)
        #expect(
            stale.stdout.contains("deeplinks/DeepLink.swift: error: the file is stale: it differs from what its inputs generate now [generated-file-stale]"))
        #expect(stale.stdout.contains("  +     case account\n"))
        #expect(stale.stdout.hasSuffix("\n9 passed, 0 failed, 1 error, 0 warnings\n"))
        let command = "linkcheck generate swift deeplinks/routes.schema.json --output deeplinks/DeepLink.swift"
        #expect(stale.stdout.contains("note: run `\(command)` to write it again"))
        let regenerated = CLI.run(Array(command.split(separator: " ").dropFirst().map(String.init)), context: context)
        #expect(regenerated.status == 0, "\(regenerated.stderr)")
        #expect(CLI.run([], context: context).status == 0)
    }

    @Test func initNeverOverwrites() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "{}".write(toFile: dir + "/linkcheck.json", atomically: true, encoding: .utf8)
        let again = CLI.run(["init"], context: CommandContext(workingDirectory: dir))
        #expect(again.status == 2)
        #expect(again.stderr == "linkcheck: error: linkcheck.json already exists; init writes into a folder without linkcheck's files\n")
        #expect(try String(contentsOfFile: dir + "/linkcheck.json", encoding: .utf8) == "{}")
        #expect(!FileManager.default.fileExists(atPath: dir + "/deeplinks"))
    }

    @Test func bareLinkcheckWithoutProjectShowsHelp() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = CLI.run([], context: CommandContext(workingDirectory: dir))
        #expect(out.status == 0)
        #expect(out.stdout.hasPrefix("OVERVIEW: Check that deep links open the screens they promise."))
    }

    /// A folder with one Xcode project: the project file names it, and check reads it.
    @Test func initNamesTheOneXcodeProject() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        for name in ["Config", "MiApp", "MiAppClip"] {
            try FileManager.default.copyItem(atPath: root + "/fixtures/xcode/MiApp/" + name, toPath: dir + "/" + name)
        }
        try FileManager.default.copyItem(atPath: root + "/fixtures/xcode/MiApp/MiApp.xcodeproj", toPath: dir + "/App.xcodeproj")
        let context = CommandContext(workingDirectory: dir)
        let written = CLI.run(["init"], context: context)
        #expect(written.status == 0)
        #expect(written.stdout.contains("linkcheck.json names App.xcodeproj: check reports what its release configuration ships"))
        let project = try String(contentsOfFile: dir + "/linkcheck.json", encoding: .utf8)
        #expect(project.contains("\n  \"xcodeproj\": \"App.xcodeproj\",\n  \"tables\""))
        // The example AASA file lists the example app, not this one: check says so.
        let checked = CLI.run([], context: context)
        #expect(checked.status == 1)
        #expect(checked.stdout.contains("signs as \"ABCDE12345.com.miapp.app\", which the file's applinks section does not list"))
        // Two projects: init cannot tell which ships, and names none.
        let two = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: two) }
        for name in ["A.xcodeproj", "B.xcodeproj"] { try FileManager.default.createDirectory(atPath: two + "/" + name, withIntermediateDirectories: true) }
        #expect(CLI.run(["init"], context: CommandContext(workingDirectory: two)).status == 0)
        #expect(try !String(contentsOfFile: two + "/linkcheck.json", encoding: .utf8).contains("xcodeproj"))
    }
}
