import Foundation
@testable import LinkCheckCLI
import LinkCheckTestSupport
import Testing

/// Round 2 of reading a project as Xcode on a Mac builds it (docs/xcode.md), each on a minimal
/// project on disk: one app target whose project level is `Config/Release.xcconfig`.
@Suite struct XcodeAsXcodeBuildsTests {
    /// The project of `XcodeIncludeIdentityTests` with `Config/Release.xcconfig` holding `xcconfig`
    /// and `files` (paths from the project folder) beside it.
    static func project(_ xcconfig: String, files: [String: String] = [:]) throws -> String {
        let scratch = try XcodeIncludeIdentityTests.project(xcconfig)
        for (path, text) in files {
            let folder = (scratch + "/" + path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try text.write(toFile: scratch + "/" + path, atomically: true, encoding: .utf8)
        }
        return scratch
    }

    /// The findings' lines and whether the app ID is in the table.
    static func findings(_ scratch: String) -> (status: Int32, lines: [String], table: String) {
        let output = XcodeIncludeIdentityTests.run(scratch)
        let lines = (output.stdout + output.stderr).split(separator: "\n").map(String.init)
        return (output.status, lines.filter { $0.contains(": error: ") || $0.contains(": warning: ") }, output.stdout)
    }

    @Test func aSettingNoLevelDefinesIsEmpty() throws {
        let scratch = try Self.project(
            "BUNDLE_ID_PREFIX = io.example\nPRODUCT_BUNDLE_IDENTIFIER = ${BUNDLE_ID_PREFIX}.App${BUNDLE_ID_SUFFIX}${PROVISIONING_SUFFIX}\n#include? \"Overrides.xcconfig\"\n"
        )
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = Self.findings(scratch)
        #expect(run.lines == [])
        #expect(run.status == 0)
        #expect(run.table.contains("ABCDE12345.io.example.App "), "\(run.table)")
    }

    @Test func aNearMissOfADefinedSettingIsAWarning() throws {
        let scratch = try Self.project(
            "BUNDLE_ID_SUFFIX[config=Debug] = .debug\nPRODUCT_BUNDLE_IDENTIFIER = io.example.App$(BUNDLE_ID_SUFIX)\n")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = Self.findings(scratch)
        #expect(
            run.lines == [
                "Config/Release.xcconfig:2:1: warning: PRODUCT_BUNDLE_IDENTIFIER of target \"App\" (Release) refers to \"$(BUNDLE_ID_SUFIX)\", which no level of the project defines, so Xcode reads it as empty; did you mean BUNDLE_ID_SUFFIX? [unresolved-setting]"
            ])
        #expect(run.status == 0)
        #expect(run.table.contains("ABCDE12345.io.example.App "))
    }

    @Test func anIncludeIsFoundAsADefaultMacVolumeFindsIt() throws {
        let scratch = try Self.project(
            "#include \"Version.public.xcconfig\"\n", files: ["Config/Version.Public.xcconfig": "PRODUCT_BUNDLE_IDENTIFIER = io.example.cased\n"])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = Self.findings(scratch)
        #expect(
            run.lines == [
                "Config/Release.xcconfig:1:1: warning: #include \"Version.public.xcconfig\" finds \"Config/Version.Public.xcconfig\" only because a default Mac volume ignores letter case; on a case-sensitive volume (Linux, a case-sensitive APFS) the include fails: write it as the file is spelled [xcconfig-include]"
            ])
        #expect(run.status == 0)
        #expect(run.table.contains("ABCDE12345.io.example.cased "))
    }

    @Test func anIncludeNotBesideItsIncluderIsLookedForInTheProjectFolder() throws {
        let scratch = try Self.project(
            "#include \"Shared/Common.xcconfig\"\n", files: ["Shared/Common.xcconfig": "PRODUCT_BUNDLE_IDENTIFIER = io.example.root\n"])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = Self.findings(scratch)
        #expect(run.lines == [])
        #expect(run.status == 0)
        #expect(run.table.contains("ABCDE12345.io.example.root "))
    }
}

/// The real projects of fixtures/xcode/real (licences and sources beside them), against the facts
/// read by hand in its FACTS.md: every app and App Clip app ID, and no error, since each builds and
/// ships. One fact is deliberately not followed: icecubes' Debug reads a base xcconfig that is
/// not in the repository, so its bundle ID is unknown here (FACTS.md gives Xcode's `.IceCubesApp`,
/// with Xcode's own error about the file).
@Suite struct XcodeRealProjectTests {
    static let facts: [(project: String, target: String, configuration: String, appID: String?)] = [
        ("shuttle-tracker/Shuttle Tracker.xcodeproj", "iOS", "Debug", nil),
        ("shuttle-tracker/Shuttle Tracker.xcodeproj", "iOS", "Release", "SYBLH277NF.com.gerzer.shuttletracker"),
        ("shuttle-tracker/Shuttle Tracker.xcodeproj", "App Clip", "Debug", nil),
        ("shuttle-tracker/Shuttle Tracker.xcodeproj", "App Clip", "Release", "SYBLH277NF.com.gerzer.shuttletracker.appclip"),
        ("shuttle-tracker/Shuttle Tracker.xcodeproj", "macOS", "Debug", "SYBLH277NF..shuttletracker"),
        ("shuttle-tracker/Shuttle Tracker.xcodeproj", "macOS", "Release", "SYBLH277NF.com.gerzer.shuttletracker"),
        ("home-assistant/HomeAssistant.xcodeproj", "App", "Debug", "QMQYCKL255.io.robbie.HomeAssistant.dev"),
        ("home-assistant/HomeAssistant.xcodeproj", "App", "Release", "QMQYCKL255.io.robbie.HomeAssistant"),
        ("icecubes/IceCubesApp.xcodeproj", "IceCubesApp", "Debug", nil),
        ("icecubes/IceCubesApp.xcodeproj", "IceCubesApp", "Release", "Z6P74P6T99.com.thomasricouard.IceCubesApp")
    ]

    @Test(arguments: ["shuttle-tracker/Shuttle Tracker.xcodeproj", "home-assistant/HomeAssistant.xcodeproj", "icecubes/IceCubesApp.xcodeproj"])
    func factsMatch(_ project: String) throws {
        let run = CLI.run(
            ["xcode", "fixtures/xcode/real/" + project, "--format", "json"], context: CommandContext(workingDirectory: GoldenFile.root))
        #expect(run.status == 0, "\(run.stdout)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((json["summary"] as? [String: Int])?["errors"] == 0)
        let targets = ((json["projects"] as? [[String: Any]])?.first?["targets"] as? [[String: Any]]) ?? []
        for fact in Self.facts where fact.project == project {
            let target = targets.first { $0["name"] as? String == fact.target }
            let configuration = (target?["configurations"] as? [[String: Any]])?.first { $0["name"] as? String == fact.configuration }
            #expect(configuration != nil, "\(fact.target) \(fact.configuration)")
            #expect(configuration?["appID"] as? String == fact.appID, "\(fact.target) \(fact.configuration)")
        }
    }
}

extension XcodeAsXcodeBuildsTests {
    /// Flutter's `Generated.xcconfig`, written by `flutter pub get` and git-ignored, is a warning
    /// when missing, as a CocoaPods xcconfig is; a setting it might define is unknown, not empty.
    @Test func aMissingFlutterGeneratedXCConfigIsAWarning() throws {
        let scratch = try Self.project("#include \"Generated.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = io.example.app$(FLUTTER_FLAVOR)\n")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = Self.findings(scratch)
        #expect(
            run.lines == [
                "Config/Release.xcconfig:1:1: warning: included file \"Generated.xcconfig\" is not in the checkout (looked for \"Config/Generated.xcconfig\"): `flutter pub get` writes it and it is not committed, so its settings are unknown [xcconfig-include]",
                "Config/Release.xcconfig:2:1: warning: PRODUCT_BUNDLE_IDENTIFIER of target \"App\" (Release) refers to $(FLUTTER_FLAVOR), which no file read defines; \"Config/Generated.xcconfig\", which could not be read, may: its value is unknown [unresolved-setting]"
            ])
        #expect(run.status == 0)
    }

    /// A configuration that does not ship is shown, not judged: its `no-team` is a warning.
    @Test func aConfigurationThatDoesNotShipOnlyWarns() throws {
        let scratch = try Self.project("PRODUCT_BUNDLE_IDENTIFIER = io.example.app\n")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let debug = XcodeIncludeIdentityTests.pbxproj
            .replacingOccurrences(of: "buildConfigurations = (C2);", with: "buildConfigurations = (C2, C3);")
            .replacingOccurrences(
                of: "\t};\n\trootObject",
                with:
                    "\t\tC3 = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };\n\t};\n\trootObject"
            )
        try debug.write(toFile: scratch + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let run = Self.findings(scratch)
        #expect(
            run.lines == [
                "App.xcodeproj/project.pbxproj:15:8: warning: target \"App\" (Debug) has no DEVELOPMENT_TEAM, so it has no app ID for an AASA file to list [no-team]"
            ])
        #expect(run.status == 0)
    }
}

extension XcodeAsXcodeBuildsTests {
    /// A part found only by another spelling was never confined as the include was: a symbolic
    /// link there is not followed, and the include is missing as spelled.
    @Test func anIncludeFoundByAnotherSpellingIsNeverALink() throws {
        let scratch = try Self.project("#include \"secret.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = io.example.app\n")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try "PRODUCT_BUNDLE_IDENTIFIER = io.example.linked\n".write(toFile: scratch + "/outside.xcconfig", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: scratch + "/Config/SECRET.xcconfig", withDestinationPath: "../outside.xcconfig")
        let run = Self.findings(scratch)
        #expect(
            run.lines == [
                "Config/Release.xcconfig:1:1: error: included file \"secret.xcconfig\" does not exist or cannot be read (looked for \"Config/secret.xcconfig\") [xcconfig-include]"
            ])
        #expect(!run.table.contains("io.example.linked"))
    }
}
