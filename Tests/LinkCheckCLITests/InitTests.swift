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

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Copies fixtures/xcode/MiApp (build settings in its entitlements, an App Clip,
    /// webcredentials) into `dir`, its project as `name`.
    static func copyMiApp(to dir: String, as name: String = "App.xcodeproj") throws {
        for part in ["Config", "MiApp", "MiAppClip"] where !FileManager.default.fileExists(atPath: dir + "/" + part) {
            try FileManager.default.copyItem(atPath: root + "/fixtures/xcode/MiApp/" + part, toPath: dir + "/" + part)
        }
        try FileManager.default.copyItem(atPath: root + "/fixtures/xcode/MiApp/MiApp.xcodeproj", toPath: dir + "/" + name)
    }

    /// A folder with one Xcode project: init reads what it ships, and linkcheck right after passes.
    @Test func initFitsTheOneXcodeProject() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.copyMiApp(to: dir)
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
                read App.xcodeproj: MiApp (Release), the configuration that ships, and its App Clip "MiAppClip"
                the example schema uses miapp://, miapp.com, www.miapp.com; the AASA example lists app ID ABCDE12345.com.miapp.app
                its associated domains hold build settings, so linkcheck.json names no "entitlements": the Xcode check reads them expanded
                next: edit them for your app, then run: linkcheck

                """)
        let project = try String(contentsOfFile: dir + "/linkcheck.json", encoding: .utf8)
        // The project, with the targets the example is for: the app and its App Clip.
        #expect(
            project.contains(
                "\n    \"project\": \"App.xcodeproj\",\n    \"targets\": [\"MiApp\", \"MiAppClip\"]\n  },\n"
                    + "  \"infoPlist\": \"MiApp/Info.plist\",\n  \"tables\""))
        let aasa = try String(contentsOfFile: dir + "/deeplinks/apple-app-site-association", encoding: .utf8)
        #expect(aasa.contains(#""webcredentials": { "apps": ["ABCDE12345.com.miapp.app"] }"#))
        #expect(aasa.contains(#""appclips": { "apps": ["ABCDE12345.com.miapp.app.Clip"] }"#))
        let checked = CLI.run([], context: context)
        #expect(checked.status == 0, "\(checked.stdout)")
        #expect(checked.stdout.hasSuffix("\n10 passed, 0 failed, 0 errors, 0 warnings\n"))
        #expect(checked.stderr == "")
    }

    /// fixtures/adopt: a real app's project (Say Their Names), as its repository holds it. init
    /// writes the files committed beside it, byte for byte, and the first linkcheck passes.
    @Test func initFitsARealApp() throws {
        let adopt = Self.root + "/fixtures/adopt"
        for handWritten in [false, true] {
            let dir = try Self.scratch()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            for part in ["LICENSE", "Pods", "SayTheirNames", "SayTheirNames.xcodeproj"] {
                try FileManager.default.copyItem(atPath: adopt + "/" + part, toPath: dir + "/" + part)
            }
            let context = CommandContext(workingDirectory: dir)
            let written = CLI.run(["init"] + (handWritten ? ["--hand-written-parser"] : []), context: context)
            #expect(written.status == 0)
            #expect(
                written.stdout == """
                    wrote
                      linkcheck.json
                      deeplinks/routes.schema.json
                      deeplinks/routes.cases.json
                      deeplinks/\(handWritten ? "DeepLinkCaseTests.swift" : "DeepLink.swift")
                    read SayTheirNames.xcodeproj: SayTheirNames (Release), the configuration that ships
                    the entitlements entry "saytheirnames.io" in SayTheirNames/Say Their Names.entitlements has no service; \
                    write applinks:HOST. Until then iOS opens none of its Universal Links; the example takes no host from it
                    the example schema uses stn://, stnio://
                    next: edit them for your app, then run: linkcheck

                    """)
            let files = ["linkcheck.json", "deeplinks/routes.schema.json", "deeplinks/routes.cases.json", "deeplinks/DeepLink.swift"]
            for file in files where !handWritten {
                #expect(
                    try String(contentsOfFile: dir + "/" + file, encoding: .utf8) == String(contentsOfFile: adopt + "/" + file, encoding: .utf8),
                    "\(file) differs from fixtures/adopt/\(file)")
            }
            if handWritten {
                let project = try String(contentsOfFile: dir + "/linkcheck.json", encoding: .utf8)
                #expect(project.contains(#""output": "deeplinks/DeepLinkCaseTests.swift",\#n      "import": "SayTheirNames","#))
                #expect(!project.contains(#""swift""#))
            }
            let checked = CLI.run([], context: context)
            #expect(checked.status == 0, "\(checked.stdout)")
            #expect(checked.stdout.hasSuffix("\n10 passed, 0 failed, 0 errors, 0 warnings\n"))
            #expect(checked.stderr == "")
        }
    }

    /// A React Native or Flutter app keeps its project in ios/: init finds it there (never
    /// CocoaPods' Pods.xcodeproj), and names it by its path from linkcheck.json.
    @Test func initFindsTheProjectAFolderDown() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/ios", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/ios/Pods/Pods.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/node_modules/x/ios/X.xcodeproj", withIntermediateDirectories: true)
        try Self.copyMiApp(to: dir + "/ios")
        let context = CommandContext(workingDirectory: dir)
        let written = CLI.run(["init"], context: context)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.contains("\nread ios/App.xcodeproj: MiApp (Release), the configuration that ships"), "\(written.stdout)")
        let project = try String(contentsOfFile: dir + "/linkcheck.json", encoding: .utf8)
        #expect(project.contains(#""project": "ios/App.xcodeproj""#))
        #expect(project.contains(#""infoPlist": "ios/MiApp/Info.plist""#))
        let checked = CLI.run([], context: context)
        #expect(checked.status == 0, "\(checked.stdout)")
        #expect(checked.stdout.hasSuffix(" 0 errors, 0 warnings\n"), "\(checked.stdout)")
        // --target names a target of that project; with no project, there is none to name.
        let none = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: none) }
        let refused = CLI.run(["init", "--target", "App"], context: CommandContext(workingDirectory: none))
        #expect(refused.status == 2)
        #expect(refused.stderr.hasPrefix("linkcheck: error: --target names a target of the app's Xcode project"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: none + "/linkcheck.json"))
    }

    /// Two projects: init cannot tell which ships and names none, unless --xcodeproj says.
    @Test func initTakesTheProjectNamed() throws {
        // Two projects: init cannot tell which ships, and names none.
        let two = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: two) }
        for name in ["A.xcodeproj", "B.xcodeproj"] { try FileManager.default.createDirectory(atPath: two + "/" + name, withIntermediateDirectories: true) }
        let both = CLI.run(["init"], context: CommandContext(workingDirectory: two))
        #expect(both.status == 0)
        #expect(
            both.stdout.contains(
                "\nfound 2 Xcode projects (A.xcodeproj, B.xcodeproj), so the example is for example:// and example.com: linkcheck init --xcodeproj PATH fits it to one\n"
            ), "\(both.stdout)")
        #expect(try !String(contentsOfFile: two + "/linkcheck.json", encoding: .utf8).contains("xcodeproj"))
        let named = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: named) }
        try Self.copyMiApp(to: named, as: "A.xcodeproj")
        try Self.copyMiApp(to: named, as: "B.xcodeproj")
        let context = CommandContext(workingDirectory: named)
        let written = CLI.run(["init", "--xcodeproj", "B.xcodeproj"], context: context)
        #expect(written.stdout.contains("\nread B.xcodeproj: MiApp (Release), the configuration that ships, and its App Clip \"MiAppClip\"\n"))
        #expect(try String(contentsOfFile: named + "/linkcheck.json", encoding: .utf8).contains(#""project": "B.xcodeproj""#))
        #expect(CLI.run([], context: context).status == 0)
        // A project that cannot be read: nothing is written.
        let broken = CLI.run(["init", "--xcodeproj", "Missing.xcodeproj"], context: CommandContext(workingDirectory: two + "/A.xcodeproj"))
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("linkcheck: error: cannot read Missing.xcodeproj: "))
    }
}
