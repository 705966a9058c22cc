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

/// The real projects of fixtures/xcode/real (licences and sources beside them), against every fact
/// read by hand in its FACTS.md that `linkcheck xcode --format json` carries: per target and
/// configuration the bundle ID, team, app ID, entitlements file, associated domains, Info.plist and
/// URL schemes, the product type and the configuration that ships; and no error, since each builds
/// and ships. The facts are written as XcodeVectorTests writes the shared vectors' (`Fact`,
/// `Value`), and `associatedDomains` is `null` for an entitlements file without the key.
///
/// One fact is deliberately not followed: icecubes' Debug reads a base xcconfig that is not in the
/// repository, so its bundle ID (and so its app ID) is unknown here (FACTS.md gives Xcode's
/// `.IceCubesApp`, with Xcode's own error about the file). What FACTS.md states that the JSON
/// cannot carry (which level or line set a value, the schemes' Launch and Test configurations,
/// keychain groups, parent-application identifiers, "unsure" notes) is not asserted.
@Suite struct XcodeRealProjectTests {
    typealias Fact = XcodeVectorTests.Fact
    typealias Value = XcodeVectorTests.Value

    struct Project: Sendable, CustomTestStringConvertible {
        /// The `.xcodeproj`, from fixtures/xcode/real.
        var path: String
        /// The folder its files are under, from fixtures/xcode/real (FACTS.md's paths are from it).
        var folder: String
        var configurations: [String]
        /// The configuration each listed target ships (its shared scheme's Archive, all Release here).
        var shipping: String
        /// Product type by target, for the targets FACTS.md describes.
        var productTypes: [String: String]
        var facts: [Fact]
        var testDescription: String { folder }
    }

    static func fact(_ target: String, _ field: XcodeVectorTests.Field, _ value: Value, in configurations: [String]? = nil) -> Fact {
        XcodeVectorTests.fact(target, field, value, in: configurations)
    }

    static let application = "com.apple.product-type.application"

    static var shuttleTracker: Project {
        let clips: Value = ["appclips:shuttletracker.app", "appclips:web.shuttletracker.app"]
        var facts: [Fact] = [
            // iOS: Debug has no team (no level defines it), so no app ID.
            fact("iOS", .bundleID, ".shuttletracker", in: ["Debug"]),
            fact("iOS", .team, .null, in: ["Debug"]),
            fact("iOS", .appID, .null, in: ["Debug"]),
            fact("iOS", .bundleID, "com.gerzer.shuttletracker", in: ["Release"]),
            fact("iOS", .team, "SYBLH277NF", in: ["Release"]),
            fact("iOS", .appID, "SYBLH277NF.com.gerzer.shuttletracker", in: ["Release"]),
            fact("iOS", .entitlements, .path("iOS/iOS.entitlements")),
            fact("iOS", .associatedDomains, clips),
            fact("iOS", .infoPlist, .path("iOS/Info.plist")),
            fact("iOS", .urlSchemes, []),
            // The App Clip: its own xcconfig beats the project's in Debug.
            fact("App Clip", .bundleID, ".shuttletracker.appclip", in: ["Debug"]),
            fact("App Clip", .team, .null, in: ["Debug"]),
            fact("App Clip", .appID, .null, in: ["Debug"]),
            fact("App Clip", .bundleID, "com.gerzer.shuttletracker.appclip", in: ["Release"]),
            fact("App Clip", .team, "SYBLH277NF", in: ["Release"]),
            fact("App Clip", .appID, "SYBLH277NF.com.gerzer.shuttletracker.appclip", in: ["Release"]),
            fact("App Clip", .entitlements, .path("App Clip/App Clip.entitlements")),
            fact("App Clip", .associatedDomains, clips),
            fact("App Clip", .infoPlist, .path("App Clip/Info.plist")),
            fact("App Clip", .urlSchemes, []),
            // macOS: the team in both configurations; the literal app ID in Debug.
            fact("macOS", .bundleID, ".shuttletracker", in: ["Debug"]),
            fact("macOS", .appID, "SYBLH277NF..shuttletracker", in: ["Debug"]),
            fact("macOS", .bundleID, "com.gerzer.shuttletracker", in: ["Release"]),
            fact("macOS", .appID, "SYBLH277NF.com.gerzer.shuttletracker", in: ["Release"]),
            fact("macOS", .team, "SYBLH277NF"),
            fact("macOS", .entitlements, .path("macOS/macOS.entitlements")),
            fact("macOS", .associatedDomains, .null),
            fact("macOS", .infoPlist, .path("macOS/Info.plist")),
            fact("macOS", .urlSchemes, [])
        ]
        // The watch app: the same in both configurations, no entitlements, an Info.plist without URL types.
        let watch = "ShuttleTracker Watch App"
        facts += [
            fact(watch, .bundleID, "com.gerzer.shuttletracker.watchkitapp"),
            fact(watch, .team, "SYBLH277NF"),
            fact(watch, .appID, "SYBLH277NF.com.gerzer.shuttletracker.watchkitapp"),
            fact(watch, .entitlements, .null),
            fact(watch, .associatedDomains, .null),
            fact(watch, .infoPlist, .path("ShuttleTracker-Watch-App-Info.plist")),
            fact(watch, .urlSchemes, [])
        ]
        return Project(
            path: "shuttle-tracker/Shuttle Tracker.xcodeproj", folder: "shuttle-tracker", configurations: ["Debug", "Release"],
            shipping: "Release",
            productTypes: [
                "iOS": application, "App Clip": "com.apple.product-type.application.on-demand-install-capable",
                "macOS": application, watch: application
            ],
            facts: facts)
    }

    static var homeAssistant: Project {
        var facts: [Fact] = [
            fact("App", .bundleID, "io.robbie.HomeAssistant.dev", in: ["Debug"]),
            fact("App", .appID, "QMQYCKL255.io.robbie.HomeAssistant.dev", in: ["Debug"]),
            fact("App", .urlSchemes, ["homeassistant-dev"], in: ["Debug"]),
            fact("App", .bundleID, "io.robbie.HomeAssistant", in: ["Release"]),
            fact("App", .appID, "QMQYCKL255.io.robbie.HomeAssistant", in: ["Release"]),
            fact("App", .urlSchemes, ["homeassistant"], in: ["Release"]),
            fact("App", .team, "QMQYCKL255"),
            // `[sdk=macosx*]` picks the Catalyst file, not an iOS build's.
            fact("App", .entitlements, .path("Configuration/Entitlements/App-ios.entitlements")),
            fact("App", .associatedDomains, ["applinks:home-assistant.io", "applinks:*.home-assistant.io", "applinks:my.home-assistant.io"]),
            fact("App", .infoPlist, .path("Sources/App/Resources/Info.plist")),
            // The watch app: its Info.plist registers both schemes, written literally.
            fact("WatchApp", .bundleID, "io.robbie.HomeAssistant.dev.watchkitapp", in: ["Debug"]),
            fact("WatchApp", .appID, "QMQYCKL255.io.robbie.HomeAssistant.dev.watchkitapp", in: ["Debug"]),
            fact("WatchApp", .bundleID, "io.robbie.HomeAssistant.watchkitapp", in: ["Release"]),
            fact("WatchApp", .appID, "QMQYCKL255.io.robbie.HomeAssistant.watchkitapp", in: ["Release"]),
            fact("WatchApp", .team, "QMQYCKL255"),
            fact("WatchApp", .entitlements, .path("Configuration/Entitlements/Extension-ios.entitlements")),
            fact("WatchApp", .associatedDomains, .null),
            fact("WatchApp", .infoPlist, .path("Sources/WatchApp/Info.plist")),
            fact("WatchApp", .urlSchemes, ["homeassistant", "homeassistant-dev"])
        ]
        facts += [
            fact("Launcher", .bundleID, "io.robbie.HomeAssistant.dev.Launcher", in: ["Debug"]),
            fact("Launcher", .appID, "QMQYCKL255.io.robbie.HomeAssistant.dev.Launcher", in: ["Debug"]),
            fact("Launcher", .bundleID, "io.robbie.HomeAssistant.Launcher", in: ["Release"]),
            fact("Launcher", .appID, "QMQYCKL255.io.robbie.HomeAssistant.Launcher", in: ["Release"]),
            fact("Launcher", .team, "QMQYCKL255"),
            fact("Launcher", .entitlements, .path("Configuration/Entitlements/Launcher.entitlements")),
            fact("Launcher", .associatedDomains, .null),
            fact("Launcher", .infoPlist, .path("Sources/Launcher/Info.plist")),
            fact("Launcher", .urlSchemes, [])
        ]
        return Project(
            path: "home-assistant/HomeAssistant.xcodeproj", folder: "home-assistant", configurations: ["Debug", "Release"],
            shipping: "Release", productTypes: ["App": application, "WatchApp": application, "Launcher": application], facts: facts)
    }

    static var iceCubes: Project {
        let facts: [Fact] = [
            // Debug's base xcconfig is not in the repository: the bundle ID is unknown (see above).
            fact("IceCubesApp", .bundleID, .null, in: ["Debug"]),
            fact("IceCubesApp", .appID, .null, in: ["Debug"]),
            fact("IceCubesApp", .entitlements, .path("IceCubesApp/App/IceCubesApp.entitlements"), in: ["Debug"]),
            fact("IceCubesApp", .bundleID, "com.thomasricouard.IceCubesApp", in: ["Release"]),
            fact("IceCubesApp", .appID, "Z6P74P6T99.com.thomasricouard.IceCubesApp", in: ["Release"]),
            fact("IceCubesApp", .entitlements, .path("IceCubesApp/App/IceCubesApp-release.entitlements"), in: ["Release"]),
            // `"$(DEVELOPMENT_TEAM)"` inherits the project's in both.
            fact("IceCubesApp", .team, "Z6P74P6T99"),
            fact("IceCubesApp", .associatedDomains, .null),
            fact("IceCubesApp", .infoPlist, .path("IceCubesApp/Info.plist")),
            fact("IceCubesApp", .urlSchemes, ["icecubesapp"])
        ]
        return Project(
            path: "icecubes/IceCubesApp.xcodeproj", folder: "icecubes", configurations: ["Debug", "Release"], shipping: "Release",
            productTypes: ["IceCubesApp": application], facts: facts)
    }

    static let all: [Project] = [shuttleTracker, homeAssistant, iceCubes]

    @Test(arguments: all)
    func everyFactHolds(_ project: Project) throws {
        let run = CLI.run(
            ["xcode", "fixtures/xcode/real/" + project.path, "--format", "json"], context: CommandContext(workingDirectory: GoldenFile.root))
        #expect(run.status == 0, "\(run.stdout)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((json["summary"] as? [String: Int])?["errors"] == 0)
        let targets = ((json["projects"] as? [[String: Any]])?.first?["targets"] as? [[String: Any]]) ?? []
        let byName = Dictionary(targets.map { ($0["name"] as? String ?? "?", $0) }, uniquingKeysWith: { a, _ in a })
        for (name, type) in project.productTypes {
            let target = byName[name]
            #expect(target?["productType"] as? String == type, "\(project.folder) › \(name) › productType")
            let list = (target?["configurations"] as? [[String: Any]]) ?? []
            #expect(list.map { $0["name"] as? String ?? "?" }.sorted() == project.configurations, "\(project.folder) › \(name) › configurations")
            let shipping = list.filter { $0["release"] as? Bool == true }.map { $0["name"] as? String ?? "?" }
            #expect(shipping == [project.shipping], "\(project.folder) › \(name) › the configuration that ships")
        }
        var asserted = 0
        for fact in project.facts {
            let list = (byName[fact.target]?["configurations"] as? [[String: Any]]) ?? []
            for name in fact.configurations ?? project.configurations {
                let place = "\(project.folder) › \(fact.target) › \(name) › \(fact.field.rawValue)"
                guard let configuration = list.first(where: { $0["name"] as? String == name }),
                    let raw = configuration[fact.field.rawValue], let actual = XcodeVectorTests.value(raw)
                else {
                    Issue.record("\(place): not in the JSON; expected \(fact.value)")
                    continue
                }
                #expect(XcodeVectorTests.holds(actual, fact.value, app: project.folder), "\(place): expected \(fact.value), got \(actual)")
                asserted += 1
            }
        }
        // Every field of every listed target and configuration is a fact above.
        let fields: [XcodeVectorTests.Field] = [.bundleID, .team, .appID, .entitlements, .associatedDomains, .infoPlist, .urlSchemes]
        for name in project.productTypes.keys.sorted() {
            for configuration in project.configurations {
                for field in fields {
                    let stated = project.facts.contains {
                        $0.target == name && $0.field == field && ($0.configurations ?? project.configurations).contains(configuration)
                    }
                    #expect(stated, "\(project.folder) › \(name) › \(configuration) › \(field.rawValue): no fact states it")
                }
            }
        }
        #expect(asserted > 0)
    }

    /// A watch app's Info.plist is read as what it ships, and kept out of the iOS cross-checks:
    /// with a schema whose scheme nobody registers, the iOS app's Info.plist is told, the watch
    /// app's is not.
    @Test func aWatchAppIsShownNotCheckedAgainstTheSchema() throws {
        let run = CLI.run(
            ["xcode", "fixtures/xcode/real/home-assistant/HomeAssistant.xcodeproj", "--schema", "fixtures/routes/app.schema.json"],
            context: CommandContext(workingDirectory: GoldenFile.root))
        #expect(run.status == 1)
        #expect(run.stdout.contains("Sources/App/Resources/Info.plist:23:2: error: scheme \"miapp\" is not in any CFBundleURLSchemes"), "\(run.stdout)")
        #expect(!run.stdout.contains("Sources/WatchApp/Info.plist:"), "\(run.stdout)")
        #expect(!run.stdout.contains("Extension-ios.entitlements:"), "\(run.stdout)")
        let watch = run.stdout.split(separator: "\n").filter { $0.hasPrefix("  WatchApp (watch)") }
        #expect(watch.count == 2 && watch.allSatisfy { $0.hasSuffix("homeassistant homeassistant-dev") }, "\(run.stdout)")
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

    /// A scheme that archives with a configuration the target does not have (renamed since) decides
    /// nothing, and says so at its Archive action instead of being passed over in silence.
    @Test func aSchemeArchivingAConfigurationThatDoesNotExistIsAWarning() throws {
        let scratch = try Self.debugDefaultProject(schemes: ["App.xcscheme": Self.scheme(archiving: "Nope")])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let run = Self.findings(scratch)
        #expect(
            run.lines == [
                "App.xcodeproj/xcshareddata/xcschemes/App.xcscheme:28:4: warning: the shared scheme \"App\" archives target \"App\" with configuration \"Nope\", which it does not have (\"Release\", \"Debug\"), so the scheme decides nothing; the project's default configuration, \"Debug\", is taken as what ships [unknown-configuration]",
                "App.xcodeproj/project.pbxproj:15:8: error: target \"App\" (Debug) has no DEVELOPMENT_TEAM, so it has no app ID for an AASA file to list [no-team]"
            ])
        #expect(run.status == 1)
        #expect(run.table.contains("  App     Debug *"), "\(run.table)")
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
