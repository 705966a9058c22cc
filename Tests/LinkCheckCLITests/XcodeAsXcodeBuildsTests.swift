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

    /// The warning names the file as the disk spells it, folders too: the spelling to write.
    @Test func anIncludeFoundByAnotherSpellingOfItsFolderNamesTheFolderAsSpelled() throws {
        let scratch = try Self.project(
            "#include \"sub/X.xcconfig\"\n", files: ["Config/Sub/X.xcconfig": "PRODUCT_BUNDLE_IDENTIFIER = io.example.sub\n"])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = Self.findings(scratch)
        #expect(
            run.lines == [
                "Config/Release.xcconfig:1:1: warning: #include \"sub/X.xcconfig\" finds \"Config/Sub/X.xcconfig\" only because a default Mac volume ignores letter case; on a case-sensitive volume (Linux, a case-sensitive APFS) the include fails: write it as the file is spelled [xcconfig-include]"
            ])
        #expect(run.table.contains("ABCDE12345.io.example.sub "))
    }

    /// The same in the project folder, where an include not beside its includer is looked for next.
    @Test func anIncludeFoundInTheProjectFolderByAnotherSpellingIsNamedAsSpelled() throws {
        let scratch = try Self.project(
            "#include \"shared/common.xcconfig\"\n", files: ["Shared/Common.xcconfig": "PRODUCT_BUNDLE_IDENTIFIER = io.example.both\n"])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = Self.findings(scratch)
        #expect(
            run.lines == [
                "Config/Release.xcconfig:1:1: warning: #include \"shared/common.xcconfig\" finds \"Shared/Common.xcconfig\" only because a default Mac volume ignores letter case; on a case-sensitive volume (Linux, a case-sensitive APFS) the include fails: write it as the file is spelled [xcconfig-include]"
            ])
        #expect(run.table.contains("ABCDE12345.io.example.both "))
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

extension XcodeAsXcodeBuildsTests {
    /// A finding about the app ID points at the lines that set its team and bundle ID, an
    /// xcconfig two includes down, not at the pbxproj's reference to the first xcconfig.
    @Test func theAppIDFindingPointsAtTheLineThatSetTheTeam() throws {
        let scratch = try Self.project(
            "#include \"Base.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = io.example.app\n",
            files: [
                "Config/Base.xcconfig": "// Shared\nDEVELOPMENT_TEAM = ZZZZZ99999\n",
                "apple-app-site-association": #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.io.example.app"], "components": [{"/": "/*"}]}]}}"#
            ])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        try XcodeIncludeIdentityTests.pbxproj.replacingOccurrences(of: "DEVELOPMENT_TEAM = ABCDE12345; ", with: "")
            .write(toFile: scratch + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let output = CLI.run(
            ["--color", "never", "xcode", "App.xcodeproj", "--aasa", "apple-app-site-association"],
            context: CommandContext(workingDirectory: scratch))
        let lines = (output.stdout + output.stderr).split(separator: "\n").map(String.init)
        let finding = try #require(lines.firstIndex { $0.contains("[app-id-not-in-aasa]") })
        #expect(
            Array(lines[finding...].prefix(4)) == [
                "apple-app-site-association:1:14: error: target \"App\" (Release) signs as \"ZZZZZ99999.io.example.app\", which the file's applinks section does not list, so iOS will not open its links in the app [app-id-not-in-aasa]",
                "  note: the file lists \"ABCDE12345.io.example.app\": the same bundle ID under team ABCDE12345, not ZZZZZ99999",
                "  note: DEVELOPMENT_TEAM \"ZZZZZ99999\" is set at Config/Base.xcconfig:2:1",
                "  note: PRODUCT_BUNDLE_IDENTIFIER \"io.example.app\" is set at Config/Release.xcconfig:2:1"
            ])
        #expect(output.status == 1)
    }
}

extension XcodeAsXcodeBuildsTests {
    /// A shared scheme as Xcode 15 writes it, archiving target T1 of `container` with `configuration`.
    static func scheme(archiving configuration: String, container: String = "App.xcodeproj") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <Scheme
           LastUpgradeVersion = "1500"
           version = "1.7">
           <BuildAction
              parallelizeBuildables = "YES"
              buildImplicitDependencies = "YES">
              <BuildActionEntries>
                 <BuildActionEntry
                    buildForTesting = "YES"
                    buildForRunning = "YES"
                    buildForProfiling = "YES"
                    buildForArchiving = "YES"
                    buildForAnalyzing = "YES">
                    <BuildableReference
                       BuildableIdentifier = "primary"
                       BlueprintIdentifier = "T1"
                       BuildableName = "App.app"
                       BlueprintName = "App"
                       ReferencedContainer = "container:\(container)">
                    </BuildableReference>
                 </BuildActionEntry>
              </BuildActionEntries>
           </BuildAction>
           <LaunchAction
              buildConfiguration = "Debug">
           </LaunchAction>
           <ArchiveAction
              buildConfiguration = "\(configuration)"
              revealArchiveInOrganizer = "YES">
           </ArchiveAction>
        </Scheme>

        """
    }

    /// A project whose default configuration is Debug (without a team) and whose Release has one.
    static func debugDefaultProject(schemes: [String: String]) throws -> String {
        let scratch = try Self.project("PRODUCT_BUNDLE_IDENTIFIER = io.example.app\n")
        let pbxproj = XcodeIncludeIdentityTests.pbxproj
            .replacingOccurrences(of: "defaultConfigurationName = Release;", with: "defaultConfigurationName = Debug;")
            .replacingOccurrences(of: "buildConfigurations = (C2);", with: "buildConfigurations = (C2, C3);")
            .replacingOccurrences(
                of: "\t};\n\trootObject",
                with:
                    "\t\tC3 = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };\n\t};\n\trootObject"
            )
        try pbxproj.write(toFile: scratch + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let folder = scratch + "/App.xcodeproj/xcshareddata/xcschemes"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in schemes { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return scratch
    }

    /// The committed scheme archives Release: that is what ships, though the project's default
    /// configuration is Debug, whose missing team is then only a warning.
    @Test func theSharedSchemesArchiveConfigurationShips() throws {
        let scratch = try Self.debugDefaultProject(schemes: ["App.xcscheme": Self.scheme(archiving: "Release")])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = Self.findings(scratch)
        #expect(
            run.lines == [
                "App.xcodeproj/project.pbxproj:15:8: warning: target \"App\" (Debug) has no DEVELOPMENT_TEAM, so it has no app ID for an AASA file to list [no-team]"
            ])
        #expect(run.status == 0)
        #expect(run.table.contains("  App     Release *      ABCDE12345.io.example.app"), "\(run.table)")
    }

    /// Without a scheme, or with one archiving another project's target, the default ships.
    @Test(arguments: [[:], ["Other.xcscheme": XcodeAsXcodeBuildsTests.scheme(archiving: "Release", container: "Other.xcodeproj")]])
    func withoutASchemeForTheTargetTheDefaultShips(_ schemes: [String: String]) throws {
        let scratch = try Self.debugDefaultProject(schemes: schemes)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = Self.findings(scratch)
        #expect(
            run.lines == [
                "App.xcodeproj/project.pbxproj:15:8: error: target \"App\" (Debug) has no DEVELOPMENT_TEAM, so it has no app ID for an AASA file to list [no-team]"
            ])
        #expect(run.status == 1)
    }

    /// A scheme that is not well-formed says so and leaves the choice to the default.
    @Test func aBrokenSchemeIsAWarning() throws {
        let scratch = try Self.debugDefaultProject(schemes: ["App.xcscheme": "<Scheme>\n  <ArchiveAction buildConfiguration = \"Release\">\n</Scheme>\n"])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = Self.findings(scratch)
        #expect(
            run.lines == [
                "App.xcodeproj/project.pbxproj:15:8: error: target \"App\" (Debug) has no DEVELOPMENT_TEAM, so it has no app ID for an AASA file to list [no-team]",
                "App.xcodeproj/xcshareddata/xcschemes/App.xcscheme:3:1: warning: the shared scheme \"App\" is not well-formed XML (</Scheme> closes <ArchiveAction>), so it does not decide which configuration ships [unreadable-file]"
            ])
    }
}

extension XcodeAsXcodeBuildsTests {
    static let preprocessedInfoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        	<key>CFBundleURLTypes</key>
        	<array>
        		<dict>
        			<key>CFBundleURLSchemes</key>
        			<array>
        				<string>MY_AUTH_SCHEME</string>
        				<string>app-$(SCHEME_SUFFIX)</string>
        				<string>DEF_SCHEME</string>
        			</array>
        		</dict>
        	</array>
        </dict>
        </plist>

        """

    /// The table's schemes cell of the Release row.
    static func schemes(_ table: String) -> String? {
        table.split(separator: "\n").first { $0.contains("Release *") }?.split(separator: " ").last.map(String.init)
    }

    /// With `INFOPLIST_PREPROCESS = YES`, the prefix header's object-like macros and the
    /// preprocessor definitions replace the names in the Info.plist's values before build
    /// settings are expanded; a function-like macro or one under a condition is left alone
    /// where it is not used.
    @Test func aPreprocessedInfoPlistRegistersWhatTheMacrosGive() throws {
        let scratch = try Self.project(
            "PRODUCT_BUNDLE_IDENTIFIER = io.example.app\nINFOPLIST_FILE = Info.plist\nINFOPLIST_PREPROCESS = YES\nINFOPLIST_PREFIX_HEADER = Config/InfoPlist.h\nINFOPLIST_PREPROCESSOR_DEFINITIONS = DEF_SCHEME=from-defs \"OTHER=a b\"\nSCHEME_SUFFIX = two\n",
            files: [
                "Info.plist": Self.preprocessedInfoPlist,
                "Config/InfoPlist.h":
                    "// The scheme of the auth callback.\n#define MY_AUTH_SCHEME \\\n  AUTH_BASE /* continued */\n#define AUTH_BASE example-auth\n#define LATER(x) x\n#ifdef DEBUG\n#define UNUSED 1\n#endif\n"
            ])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = Self.findings(scratch)
        #expect(run.lines == [])
        #expect(
            run.table.contains("  App     Release *      ABCDE12345.io.example.app  -             -         example-auth app-two from-defs\n"), "\(run.table)")
        // The preprocessor runs first: a macro named as a build setting replaces it inside `$(…)`.
        try "#define SCHEME_SUFFIX MY_AUTH_SCHEME\n#define MY_AUTH_SCHEME x\n".write(toFile: scratch + "/Config/InfoPlist.h", atomically: true, encoding: .utf8)
        #expect(Self.findings(scratch).table.contains(" x app-$(x) from-defs\n") == false)
        #expect(Self.findings(scratch).table.contains(" x app- from-defs\n"))
    }

    /// A prefix header that is not committed (a build step writes it into DerivedSources) makes
    /// the schemes unknown, said once and named, and nothing is judged of them.
    @Test func aPrefixHeaderNotInTheCheckoutMakesTheSchemesUnknown() throws {
        let scratch = try Self.project(
            "PRODUCT_BUNDLE_IDENTIFIER = io.example.app\nINFOPLIST_FILE = Info.plist\nINFOPLIST_PREPROCESS = YES\nINFOPLIST_PREFIX_HEADER = DerivedSources/InfoPlist.h\n",
            files: ["Info.plist": Self.preprocessedInfoPlist])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = Self.findings(scratch)
        #expect(
            run.lines == [
                "Info.plist:9:5: warning: the URL schemes of target \"App\" (Release) are unknown: INFOPLIST_PREPROCESS is YES and its prefix header \"DerivedSources/InfoPlist.h\" is not in the checkout (a build step may write it), so what the preprocessor makes of \"MY_AUTH_SCHEME\" cannot be known [unresolved-setting]"
            ])
        #expect(Self.schemes(run.table) == "?")
        #expect(run.status == 0)
    }
}

extension XcodeAsXcodeBuildsTests {
    /// TARGET_NAME assigned at the project level never reaches a target: Xcode pushes the
    /// target's name above the project's levels.
    @Test func aProjectLevelTargetNameIsTheTargetsOwn() throws {
        let scratch = try Self.project("TARGET_NAME = Wrong\nPRODUCT_BUNDLE_IDENTIFIER = io.example.$(TARGET_NAME)\n")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = Self.findings(scratch)
        #expect(run.lines == [])
        #expect(run.table.contains("ABCDE12345.io.example.App "), "\(run.table)")
    }
}
