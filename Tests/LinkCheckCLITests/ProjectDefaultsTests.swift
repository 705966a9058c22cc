import Foundation
import LinkCheckCore
import LinkCheckAASA
import LinkCheckCLI
import Testing

/// linkcheck.json as the default everywhere: check's options on bare linkcheck, and the check's
/// options (`"coverage"`, `"online"`) in the project file.
@Suite struct ProjectDefaultsTests {
    /// A folder `linkcheck init` wrote, with `edit` applied to its linkcheck.json.
    static func project(_ edit: (String) -> String = { $0 }) throws -> (dir: String, context: CommandContext) {
        let dir = try InitTests.scratch()
        let context = CommandContext(workingDirectory: dir)
        #expect(CLI.run(["init"], context: context).status == 0)
        let path = dir + "/linkcheck.json"
        try edit(try String(contentsOfFile: path, encoding: .utf8)).write(toFile: path, atomically: true, encoding: .utf8)
        return (dir, context)
    }

    static func key(_ text: String) -> (String) -> String {
        { $0.replacingOccurrences(of: "  \"tables\":", with: "  \(text),\n  \"tables\":") }
    }

    @Test func checkOptionsWorkOnBareLinkcheck() throws {
        // The example app's project names no app file: --release has nothing to check.
        let (dir, context) = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = CLI.run(["--release"], context: context)
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                #"--release checks the app's entitlements as a release build signs them, and the project names no "entitlements" and no "xcodeproj""#),
            "\(run.stderr)")
        let unknown = CLI.run(["--relase"], context: context)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("linkcheck: error: unknown option \"--relase\""), "\(unknown.stderr)")
    }

    /// A project init wrote for an app names its Xcode project and no entitlements file: --release
    /// is the Xcode check of what ships, a release build, and fails on what a release build gets wrong.
    @Test func releaseWorksOnAProjectInitWroteForAnApp() throws {
        let dir = try InitTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try InitTests.copyMiApp(to: dir)
        let context = CommandContext(workingDirectory: dir)
        #expect(CLI.run(["init"], context: context).status == 0)
        #expect(try !String(contentsOfFile: dir + "/linkcheck.json", encoding: .utf8).contains("\"entitlements\""))
        let passing = CLI.run(["--release"], context: context)
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
        #expect(passing.stdout.hasSuffix(" 0 errors, 0 warnings\n"), "\(passing.stdout)")
        // The entitlements the Release configuration ships with, left in developer mode.
        let entitlements = dir + "/MiApp/MiApp.entitlements"
        let developer = try String(contentsOfFile: entitlements, encoding: .utf8)
            .replacingOccurrences(of: "<string>applinks:www.miapp.com</string>", with: "<string>applinks:www.miapp.com?mode=developer</string>")
        try developer.write(toFile: entitlements, atomically: true, encoding: .utf8)
        let failing = CLI.run(["--release"], context: context)
        #expect(failing.status == 1, "\(failing.stdout)\(failing.stderr)")
        #expect(failing.stdout.contains("?mode=developer"), "\(failing.stdout)")
        #expect(failing.stdout.contains("[developer-mode]"), "\(failing.stdout)")
    }

    /// The targets init names in linkcheck.json must stay the project's: a renamed or misspelled
    /// one would leave the Xcode check judging nothing, so it is an error at its place.
    @Test func aTargetTheProjectLacksIsAnErrorAtItsPlace() throws {
        let dir = try InitTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try InitTests.copyMiApp(to: dir)
        let context = CommandContext(workingDirectory: dir)
        #expect(CLI.run(["init"], context: context).status == 0)
        let path = dir + "/linkcheck.json"
        let project = try String(contentsOfFile: path, encoding: .utf8)
        try project.replacingOccurrences(of: #""targets": ["MiApp", "MiAppClip"]"#, with: #""targets": ["MiAp", "MiAppClip"]"#)
            .replacingOccurrences(of: #""project": "App.xcodeproj","#, with: #""project": "App.xcodeproj", "configurations": ["Relase"],"#)
            .write(toFile: path, atomically: true, encoding: .utf8)
        let run = CLI.run(["--color", "never"], context: context)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        let errors = (run.stdout + run.stderr).split(separator: "\n").filter { $0.contains("[unknown-target]") }
        #expect(
            errors == [
                #"linkcheck.json:5:52: error: App.xcodeproj has no configuration "Relase", so the check would judge nothing of it; did you mean "Release"? [unknown-target]"#,
                #"linkcheck.json:6:17: error: App.xcodeproj has no target "MiAp", so the check would judge nothing of it; did you mean "MiApp"? [unknown-target]"#
            ], "\(run.stdout)\(run.stderr)")
    }

    @Test func coverageInTheProjectFile() throws {
        let (dir, context) = try Self.project(Self.key(#""coverage": true"#))
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = CLI.run([], context: context)
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("coverage:\n    100%  6 of 6 links  deeplinks/routes.schema.json\n"), "\(run.stdout)")
        // A minimum: a link no case reaches fails the run.
        let (low, lowContext) = try Self.project(Self.key(#""coverage": 100"#))
        defer { try? FileManager.default.removeItem(atPath: low) }
        let table = low + "/deeplinks/routes.cases.json"
        let cases = try String(contentsOfFile: table, encoding: .utf8)
            .replacingOccurrences(of: #"    { "url": "https://example.com/orders", "expect": { "tab": "orders", "stack": [] } },"# + "\n", with: "")
        try cases.write(toFile: table, atomically: true, encoding: .utf8)
        let failed = CLI.run([], context: lowContext)
        #expect(failed.status == 1, "\(failed.stdout)")
        #expect(failed.stdout.contains("83.3%  5 of 6 links"), "\(failed.stdout)")
        let (bad, badContext) = try Self.project(Self.key(#""coverage": 120"#))
        defer { try? FileManager.default.removeItem(atPath: bad) }
        let refused = CLI.run([], context: badContext)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains(#"error: "coverage" is true or a minimum percentage from 0 to 100, such as 90 [wrong-type]"#), "\(refused.stderr)")
    }

    @Test func onlineInTheProjectFile() throws {
        let (dir, base) = try Self.project(Self.key(#""online": true"#))
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var context = base
        context.fetcher = { _ in .response(HTTPResponse(status: 404)) }
        let run = CLI.run([], context: context)
        #expect(run.status != 0)
        #expect((run.stdout + run.stderr).contains("https://example.com/.well-known/apple-app-site-association"), "\(run.stdout)\(run.stderr)")
        // Without it, nothing is fetched.
        let (offline, offlineContext) = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: offline) }
        var quiet = offlineContext
        quiet.fetcher = { _ in .failed(.timedOut) }
        #expect(CLI.run([], context: quiet).status == 0)
    }

    @Test func resolveAndURLTakeTheProjectsSchema() throws {
        let (dir, context) = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let given = CLI.run(["resolve", "--schema", "deeplinks/routes.schema.json", "example://orders/42"], context: context)
        let found = CLI.run(["resolve", "example://orders/42"], context: context)
        #expect(found.status == 0)
        #expect(found.stdout == given.stdout)
        #expect(found.stderr == "linkcheck: --schema deeplinks/routes.schema.json, from linkcheck.json\n")
        // From a subfolder, paths are from there.
        let nested = CLI.run(["url", "orders .order(id: 42)"], context: CommandContext(workingDirectory: dir + "/deeplinks"))
        #expect(nested.status == 0)
        #expect(nested.stdout.contains("  https://example.com/orders/42\n"))
        #expect(nested.stderr == "linkcheck: --schema ../deeplinks/routes.schema.json, from ../linkcheck.json\n")
        // Two schemas (the swift entry's and the table's): the command asks which.
        let (two, twoContext) = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: two) }
        let table = two + "/deeplinks/routes.cases.json"
        try String(contentsOfFile: table, encoding: .utf8).replacingOccurrences(of: #""schema": "routes.schema.json""#, with: #""schema": "other.schema.json""#)
            .write(toFile: table, atomically: true, encoding: .utf8)
        let asked = CLI.run(["resolve", "example://orders/42"], context: twoContext)
        #expect(asked.status == 2)
        #expect(
            asked.stderr
                == "linkcheck: error: linkcheck.json names 2 schemas (deeplinks/routes.schema.json, deeplinks/other.schema.json); give --schema FILE to say which\n"
        )
    }

    @Test func aasaAndXcodeTakeTheProjectsFiles() throws {
        let (dir, context) = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = CLI.run(["aasa", "--url", "https://example.com/orders/42"], context: context)
        #expect(run.status == 0)
        #expect(run.stderr == "linkcheck: the AASA file is deeplinks/apple-app-site-association, from linkcheck.json\n")
        #expect(run.stdout.hasPrefix("deeplinks/apple-app-site-association:\n  https://example.com/orders/42\n    opens ABCDE12345.com.example.app"))
        let other = CLI.run(["aasa", "--url", "https://other.example/x"], context: context)
        #expect(other.status == 2)
        #expect(other.stderr == "linkcheck: error: linkcheck.json has no \"aasa\" entry for other.example; give the FILE to check\n")
        // No project file: the command line as it was.
        let outside = try InitTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: outside) }
        #expect(
            CLI.run(["aasa", "--url", "https://example.com/"], context: CommandContext(workingDirectory: outside)).stderr
                == "linkcheck: error: aasa needs at least one FILE\n")
        let xcodeDir = try InitTests.scratch()
        defer { try? FileManager.default.removeItem(atPath: xcodeDir) }
        try InitTests.copyMiApp(to: xcodeDir)
        let xcodeContext = CommandContext(workingDirectory: xcodeDir)
        #expect(CLI.run(["init"], context: xcodeContext).status == 0)
        let xcode = CLI.run(["xcode"], context: xcodeContext)
        #expect(xcode.status == 0)
        #expect(xcode.stderr == "linkcheck: the project is App.xcodeproj, from linkcheck.json\n")
        #expect(xcode.stdout.hasPrefix("App.xcodeproj\n"))
    }
}
