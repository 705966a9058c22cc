import Foundation
import LinkCheckCore
import LinkCheckApp
import LinkCheckReports
import LinkCheckCLI
import LinkCheckTestSupport
import Testing

// Every fact of `../shared/vectors/xcode/FACTS.md` that `linkcheck xcode --format json` can carry,
// checked against the command's output for the four real projects (the issue's "done when").
//
// What FACTS.md states that the JSON cannot carry, so is not asserted here:
// - objectVersion (52, 54, 54, 70) and 5calls' `PBXFileSystemSynchronized…` groups: the JSON says
//   nothing about the pbxproj format (that the project parses at all, with 0 errors, is asserted).
// - Where a value comes from: xcconfig versus pbxproj, project versus target level, the raw value
//   as written (`$PRODUCT_BUNDLE_IDENTIFIER_ROOT`, `org.wikimedia.$(PRODUCT_NAME:rfc1034identifier)`,
//   the `// Automattic, Inc.` comment), the include chain, `#include?`, which level sets no key, and
//   that `$(inherited)` occurs nowhere: the JSON gives resolved values only. The resolved values
//   those facts lead to (the team inherited from 5calls' project level, Pocket Casts' Prototype
//   reassignment and bare `$X`, Rocket.Chat's `DEVELOPMENT_TEAM[sdk=watchos*]` beating `""`) are
//   asserted. WikipediaUnitTests' bundle ID is given raw only, so it is not asserted.
// - PRODUCT_NAME, PROVISIONING_PROFILE_SPECIFIER, CODE_SIGN_IDENTITY, GENERATE_INFOPLIST_FILE and
//   INFOPLIST_KEY_* (5calls' ignored `CFBundleDisplayName`, Rocket.Chat watch apps' keys), SDKROOT:
//   not in the JSON.
// - Entitlements other than the associated domains (aps-environment, beta-reports-active, app
//   groups, keychain-access-groups), files that no target uses (`Wikipedia User Testing.entitlements`,
//   `NotificationsService.entitlements`), and that some files are byte-identical.
// - Info.plist details other than the URL schemes: CFBundleURLName, CFBundleTypeRole,
//   CFBundleIdentifier = `$(PRODUCT_BUNDLE_IDENTIFIER)`, CFBundleDisplayName; and any extension's
//   Info.plist (Pocket Casts' Share Extension merges one): `infoPlist` and `urlSchemes` are an
//   app's, an App Clip's and a watch app's only, `null` and `[]` for other targets. (A watch app
//   with a generated Info.plist, as Rocket.Chat's, registers none: `INFOPLIST_KEY_*` has no URL
//   types.)
// - The Pocket Casts and Rocket.Chat CocoaPods xcconfigs that are not committed: the JSON reports
//   them as `unreadable-file` warnings (allowed here); whether they would set the four keys is an
//   "unsure" note of FACTS.md, not a fact.
// - "(unsure: …)" notes, and the AASA files themselves (`aasa/5calls.org`, `aasa/real/`): the
//   app IDs the projects produce are asserted, not the AASA contents.
// - Which target uses a Rocket.Chat extension's entitlements file is inferred from the names
//   (FACTS.md only says the files have no associated domains).

@Suite struct XcodeVectorTests {
    static let vectors = SharedVectors.named("xcode")
    static let skipped = Comment(rawValue: vectors.skipReason)

    // MARK: - What FACTS.md says

    /// A JSON field of one configuration of a target.
    enum Field: String, Sendable {
        case release, bundleID, team, appID, entitlements, associatedDomains, urlSchemes, infoPlist
    }

    /// What a field holds.
    enum Value: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
        case string(String)
        case strings([String])
        case bool(Bool)
        case null
        /// A file under `xcode/<app>/` (FACTS' "repo path"): the JSON path, from the working
        /// directory, ends with `<app>/<path>`.
        case path(String)
        /// A path ending so, where FACTS.md names the file by its ending only.
        case pathEnding(String)

        init(stringLiteral value: String) { self = .string(value) }
        init(arrayLiteral elements: String...) { self = .strings(elements) }

        var description: String {
            switch self {
            case .string(let s): "\"\(s)\""
            case .strings(let list): "[" + list.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
            case .bool(let b): "\(b)"
            case .null: "null"
            case .path(let p): "a path ending \"/\(p)\""
            case .pathEnding(let p): "a path ending \"\(p)\""
            }
        }
    }

    /// `field` of `target` is `value` in each of `configurations` (every configuration of the
    /// project when `nil`).
    struct Fact: Sendable {
        var target: String
        var configurations: [String]?
        var field: Field
        var value: Value
    }

    static func fact(_ target: String, _ field: Field, _ value: Value, in configurations: [String]? = nil) -> Fact {
        Fact(target: target, configurations: configurations, field: field, value: value)
    }

    /// A table as FACTS.md writes it: one row per configuration, one column per field.
    static func table(_ target: String, _ columns: [Field], _ rows: [(String, [Value])]) -> [Fact] {
        rows.flatMap { configuration, values in
            precondition(values.count == columns.count, "\(target) \(configuration): \(values.count) values for \(columns.count) columns")
            return zip(columns, values).map { fact(target, $0, $1, in: [configuration]) }
        }
    }

    struct Project: Sendable, CustomTestStringConvertible {
        /// The folder under `xcode/`.
        var app: String
        /// The `.xcodeproj`, from `app`.
        var xcodeproj: String
        /// Every target's configurations, in the project's order.
        var configurations: [String]
        /// `defaultConfigurationName`: the only configuration with `"release": true`.
        var defaultConfiguration: String
        var targetCount: Int?
        /// Targets FACTS.md calls application targets.
        var applications: [String]
        var facts: [Fact]
        /// App IDs some configuration of some target has, and app IDs none has.
        var appIDs: [String] = []
        var noAppIDs: [String] = []

        var path: String { app + "/" + xcodeproj }
        var testDescription: String { app }
        /// Assertions the facts make: one per fact and configuration.
        var assertionCount: Int { facts.reduce(0) { $0 + ($1.configurations?.count ?? configurations.count) } }
    }

    static let all: [Project] = [wikipedia, pocketCasts, rocketChat, fiveCalls]

    // MARK: 1. wikipedia-ios

    static let wikipediaConfigurations = [
        "Debug", "LocalDebug", "UITest", "UserTestingDebug", "StagingDebug", "ExperimentalDebug",
        "Release", "UserTesting", "Staging", "Test", "Experimental"
    ]
    /// The bundle ID's channel by configuration, the same for `Staging`, `Experimental` and the
    /// three extensions with associated domains: tfbeta / tfalpha / none.
    static let wikipediaChannel: [(String, String)] = [
        ("Debug", ""), ("LocalDebug", ""), ("UITest", ""), ("UserTestingDebug", ""), ("StagingDebug", ".tfbeta"),
        ("ExperimentalDebug", ".tfalpha"), ("Release", ""), ("UserTesting", ""), ("Staging", ".tfbeta"), ("Test", ""),
        ("Experimental", ".tfalpha")
    ]
    static let wikipediaTargets = [
        "Wikipedia", "Staging", "Experimental", "User Testing", "InTheNewsNotification",
        "WikipediaUnitTests", "ContinueReadingWidget", "TopReadWidget", "FeaturedArticleWidget",
        "Wikipedia Stickers", "WMF", "localization", "WikipediaUITests", "languages", "WidgetsExtension"
    ]
    static let wikipediaDomains: Value = [
        "applinks:*.wikipedia.org", "webcredentials:*.wikipedia.org", "activitycontinuation:*.wikipedia.org",
        "applinks:wikipedia.org", "activitycontinuation:wikipedia.org", "webcredentials:wikipedia.org"
    ]
    static let wikipediaSchemes: Value = ["wikipedia", "wikipedia-official"]

    static var wikipedia: Project {
        var facts = table(
            "Wikipedia", [.bundleID, .infoPlist, .appID],
            [
                ("Debug", ["org.wikimedia.wikipedia", .path("Wikipedia/Wikipedia-Info.plist"), "AKK7J2GV64.org.wikimedia.wikipedia"]),
                ("LocalDebug", ["org.wikimedia.wikipedia", .path("Wikipedia/Local-Info.plist"), "AKK7J2GV64.org.wikimedia.wikipedia"]),
                ("UITest", ["org.wikimedia.wikipedia", .path("Wikipedia/Wikipedia-Info.plist"), "AKK7J2GV64.org.wikimedia.wikipedia"]),
                ("UserTestingDebug", ["org.wikimedia.wikipedia", .path("Wikipedia/User Testing-Info.plist"), "AKK7J2GV64.org.wikimedia.wikipedia"]),
                ("StagingDebug", ["org.wikimedia.wikipedia.tfbeta", .path("Wikipedia/Staging-Info.plist"), "AKK7J2GV64.org.wikimedia.wikipedia.tfbeta"]),
                (
                    "ExperimentalDebug",
                    [
                        "org.wikimedia.wikipedia.tfalpha", .path("Wikipedia/Experimental-Info.plist"),
                        "AKK7J2GV64.org.wikimedia.wikipedia.tfalpha"
                    ]
                ),
                ("Release", ["org.wikimedia.wikipedia", .path("Wikipedia/Wikipedia-Info.plist"), "AKK7J2GV64.org.wikimedia.wikipedia"]),
                ("UserTesting", ["org.wikimedia.wikipedia", .path("Wikipedia/User Testing-Info.plist"), "AKK7J2GV64.org.wikimedia.wikipedia"]),
                ("Staging", ["org.wikimedia.wikipedia.tfbeta", .path("Wikipedia/Staging-Info.plist"), "AKK7J2GV64.org.wikimedia.wikipedia.tfbeta"]),
                ("Test", ["org.wikimedia.wikipedia", .path("Wikipedia/Wikipedia-Info.plist"), "AKK7J2GV64.org.wikimedia.wikipedia"]),
                (
                    "Experimental",
                    [
                        "org.wikimedia.wikipedia.tfalpha", .path("Wikipedia/Experimental-Info.plist"),
                        "AKK7J2GV64.org.wikimedia.wikipedia.tfalpha"
                    ]
                )
            ])
        // The three app targets that share the entitlements: the same domains and schemes.
        for target in ["Wikipedia", "Staging", "Experimental"] {
            facts += [
                fact(target, .entitlements, .path("Wikipedia/Wikipedia.entitlements")),
                fact(target, .associatedDomains, wikipediaDomains),
                fact(target, .urlSchemes, wikipediaSchemes)
            ]
        }
        // `Staging` and `Experimental`: one Info.plist, the bundle ID by configuration.
        for (target, plist) in [("Staging", "Wikipedia/Staging-Info.plist"), ("Experimental", "Wikipedia/Experimental-Info.plist")] {
            facts.append(fact(target, .infoPlist, .path(plist)))
            for (configuration, channel) in wikipediaChannel {
                facts += [
                    fact(target, .bundleID, .string("org.wikimedia.wikipedia" + channel), in: [configuration]),
                    fact(target, .appID, .string("AKK7J2GV64.org.wikimedia.wikipedia" + channel), in: [configuration])
                ]
            }
        }
        facts += [
            fact("User Testing", .bundleID, "org.wikimedia.wikipedia.usertesting"),
            fact("User Testing", .appID, "AKK7J2GV64.org.wikimedia.wikipedia.usertesting"),
            fact("User Testing", .infoPlist, .path("Wikipedia/User Testing-Info.plist")),
            fact("User Testing", .entitlements, .null),
            fact("User Testing", .associatedDomains, .null),
            fact("User Testing", .urlSchemes, wikipediaSchemes)
        ]
        // The extensions with associated domains: `webcredentials:` only, bundle ID by channel.
        for target in ["ContinueReadingWidget", "InTheNewsNotification", "TopReadWidget"] {
            facts += [
                fact(target, .entitlements, .path("\(target)/\(target).entitlements")),
                fact(target, .associatedDomains, ["webcredentials:*.wikipedia.org"])
            ]
            for (configuration, channel) in wikipediaChannel {
                facts.append(fact(target, .bundleID, .string("org.wikimedia.wikipedia\(channel).\(target)"), in: [configuration]))
            }
        }
        facts += [
            fact("FeaturedArticleWidget", .entitlements, .path("FeaturedArticleWidget/FeaturedArticleWidget.entitlements")),
            fact("FeaturedArticleWidget", .associatedDomains, .null),
            fact("WidgetsExtension", .entitlements, .path("Widgets/WidgetsExtension.entitlements")),
            fact("WidgetsExtension", .associatedDomains, .null),
            fact("WidgetsExtension", .bundleID, "org.wikimedia.wikipedia.Widgets")
        ]
        // AKK7J2GV64 in every configuration of 14 of the 15 targets; WMF sets no team.
        for target in wikipediaTargets {
            facts.append(fact(target, .team, target == "WMF" ? .null : "AKK7J2GV64"))
        }
        return Project(
            app: "wikipedia-ios", xcodeproj: "Wikipedia.xcodeproj", configurations: wikipediaConfigurations,
            defaultConfiguration: "Release", targetCount: 15,
            applications: ["Wikipedia", "Staging", "Experimental", "User Testing"], facts: facts,
            appIDs: [
                "AKK7J2GV64.org.wikimedia.wikipedia", "AKK7J2GV64.org.wikimedia.wikipedia.tfalpha",
                "AKK7J2GV64.org.wikimedia.wikipedia.tfbeta"
            ],
            noAppIDs: ["AKK7J2GV64.org.wikimedia.wikipedia.developer", "AKK7J2GV64.org.wikimedia.wikipedia.adhoc"])
    }

    // MARK: 3. pocket-casts-ios

    /// `PRODUCT_BUNDLE_IDENTIFIER_ROOT` by configuration.
    static let pocketCastsRoot: [(String, String)] = [
        ("Debug", "au.com.shiftyjelly.podcasts"), ("Staging", "au.com.shiftyjelly.podcasts"),
        ("Prototype", "au.com.shiftyjelly.podcasts.prototype"), ("Release", "au.com.shiftyjelly.podcasts")
    ]

    static var pocketCasts: Project {
        var facts = table(
            "podcasts", [.bundleID, .team, .entitlements, .appID],
            [
                (
                    "Debug",
                    [
                        "au.com.shiftyjelly.podcasts", "PZYM8XX95Q", .path("podcasts/podcastsDebug.entitlements"),
                        "PZYM8XX95Q.au.com.shiftyjelly.podcasts"
                    ]
                ),
                (
                    "Staging",
                    [
                        "au.com.shiftyjelly.podcasts", "PZYM8XX95Q", .path("podcasts/podcastsDebug.entitlements"),
                        "PZYM8XX95Q.au.com.shiftyjelly.podcasts"
                    ]
                ),
                (
                    "Prototype",
                    [
                        "au.com.shiftyjelly.podcasts.prototype", "99KV9Z6BKV", .path("podcasts/podcasts.prototype.entitlements"),
                        "99KV9Z6BKV.au.com.shiftyjelly.podcasts.prototype"
                    ]
                ),
                (
                    "Release",
                    [
                        "au.com.shiftyjelly.podcasts", "PZYM8XX95Q", .path("podcasts/podcasts.entitlements"),
                        "PZYM8XX95Q.au.com.shiftyjelly.podcasts"
                    ]
                )
            ])
        facts += [
            fact("podcasts", .infoPlist, .path("podcasts/podcasts-Info.plist")),
            // The same 7 entries in all three files.
            fact(
                "podcasts", .associatedDomains,
                [
                    "webcredentials:www.pocketcasts.com", "webcredentials:pocketcasts.com",
                    "webcredentials:play.pocketcasts.com", "applinks:pcast.pocketcasts.net",
                    "applinks:pca.st", "applinks:pocketcasts.com",
                    "applinks:pocket-casts-main-development.mystagingwebsite.com"
                ]),
            // `pktc`, and nothing from GoogleSignIn's empty array.
            fact("podcasts", .urlSchemes, ["pktc"]),
            fact("Pocket Casts Watch App", .entitlements, .null)
        ]
        // `$(PRODUCT_BUNDLE_IDENTIFIER_ROOT).<Name>`; extensions' entitlements have no associated domains.
        for (target, name) in [
            ("Share Extension", "Share-Extension"), ("PodcastsIntents", "PodcastsIntents"),
            ("WidgetExtension", "WidgetExtension"), ("Pocket Casts Watch App", "watchkitapp")
        ] {
            for (configuration, root) in pocketCastsRoot {
                facts.append(fact(target, .bundleID, .string(root + "." + name), in: [configuration]))
            }
        }
        for target in ["Share Extension", "PodcastsIntents", "WidgetExtension"] {
            facts += [
                fact(target, .entitlements, .pathEnding(".prototype.entitlements"), in: ["Prototype"]),
                fact(target, .associatedDomains, .null)
            ]
        }
        return Project(
            app: "pocket-casts-ios", xcodeproj: "podcasts.xcodeproj", configurations: ["Debug", "Staging", "Prototype", "Release"],
            defaultConfiguration: "Release", targetCount: nil, applications: ["podcasts"], facts: facts,
            appIDs: ["PZYM8XX95Q.au.com.shiftyjelly.podcasts"])
    }

    // MARK: 5. rocket-chat-reactnative

    static var rocketChat: Project {
        var facts: [Fact] = []
        for (target, bundleID) in [("RocketChatRN", "chat.rocket.reactnative"), ("Rocket.Chat", "chat.rocket.ios")] {
            facts += [
                fact(target, .bundleID, .string(bundleID)),
                fact(target, .team, "S6UPZG7ZR3"),
                fact(target, .appID, .string("S6UPZG7ZR3." + bundleID)),
                fact(target, .entitlements, .path("ios/RocketChatRN/RocketChatRN.entitlements")),
                fact(target, .infoPlist, .path("ios/RocketChatRN/Info.plist")),
                fact(target, .associatedDomains, ["applinks:go.rocket.chat"]),
                fact(target, .urlSchemes, ["rocketchat"])
            ]
        }
        // No INFOPLIST_FILE, no entitlements; in Release the `[sdk=watchos*]` team beats `""`.
        for (target, bundleID) in [
            ("Rocket.Chat.Watch", "chat.rocket.ios.watchkitapp"),
            ("RocketChatRN Watch", "chat.rocket.reactnative.watchkitapp")
        ] {
            facts += [
                fact(target, .bundleID, .string(bundleID)),
                fact(target, .infoPlist, .null),
                fact(target, .urlSchemes, []),
                fact(target, .entitlements, .null),
                fact(target, .team, "S6UPZG7ZR3", in: ["Release"])
            ]
        }
        for target in ["ShareRocketChatRN", "NotificationService"] {
            facts += [
                fact(target, .entitlements, .path("ios/\(target)/\(target).entitlements")),
                fact(target, .associatedDomains, .null)
            ]
        }
        return Project(
            app: "rocket-chat-reactnative", xcodeproj: "ios/RocketChatRN.xcodeproj", configurations: ["Debug", "Release"],
            defaultConfiguration: "Release", targetCount: nil, applications: ["RocketChatRN", "Rocket.Chat"], facts: facts,
            appIDs: ["S6UPZG7ZR3.chat.rocket.ios", "S6UPZG7ZR3.chat.rocket.reactnative"])
    }

    // MARK: 6. 5calls-ios

    static var fiveCalls: Project {
        var facts: [Fact] = [
            fact("FiveCalls", .bundleID, "org.fivecalls.FiveCalls-ios"),
            // Set at project level only.
            fact("FiveCalls", .team, "5A8RM3W5R7"),
            fact("FiveCalls", .appID, "5A8RM3W5R7.org.fivecalls.FiveCalls-ios"),
            fact("FiveCalls", .entitlements, .path("FiveCalls/FiveCalls/AppFeature/FiveCalls.entitlements")),
            fact("FiveCalls", .infoPlist, .path("FiveCalls/FiveCalls/AppFeature/Info.plist")),
            fact("FiveCalls", .associatedDomains, ["applinks:5calls.org"]),
            // `$(PRODUCT_BUNDLE_IDENTIFIER)`, resolved.
            fact("FiveCalls", .urlSchemes, ["org.fivecalls.FiveCalls-ios"])
        ]
        facts += [
            fact("NotificationsService", .bundleID, "org.fivecalls.FiveCalls-ios.NotificationsService"),
            fact("NotificationsService", .entitlements, .null)
        ]
        return Project(
            app: "5calls-ios", xcodeproj: "FiveCalls/FiveCalls.xcodeproj", configurations: ["Debug", "Release"],
            defaultConfiguration: "Release", targetCount: nil, applications: ["FiveCalls"], facts: facts,
            appIDs: ["5A8RM3W5R7.org.fivecalls.FiveCalls-ios"])
    }

    // MARK: - The command's output

    /// `linkcheck xcode APP/X.xcodeproj --allow-outside --format json`, run from the `xcode` folder.
    static func run(_ project: Project) throws -> [String: Any] {
        let context = CommandContext(workingDirectory: vectors.path)
        let output = CLI.run(["xcode", project.path, "--allow-outside", "--format", "json"], context: context)
        let json = try #require(
            try? JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any],
            "\(project.app): not a JSON object (status \(output.status)):\n\(output.stdout)\(output.stderr)")
        return json
    }

    /// A JSON value as a `Value`; `nil` when it is of no kind a configuration field has.
    static func value(_ any: Any) -> Value? {
        if any is NSNull { return .null }
        if let s = any as? String { return .string(s) }
        if let list = any as? [Any] {
            let strings = list.compactMap { $0 as? String }
            return strings.count == list.count ? .strings(strings) : nil
        }
        if let b = any as? Bool { return .bool(b) }
        return nil
    }

    static func holds(_ actual: Value, _ expected: Value, app: String) -> Bool {
        switch (expected, actual) {
        case (.path(let path), .string(let s)):
            let full = app + "/" + path
            return s == full || s.hasSuffix("/" + full)
        case (.pathEnding(let ending), .string(let s)):
            return s.hasSuffix(ending)
        default:
            return actual == expected
        }
    }

    // MARK: - Tests

    @Test(.enabled(if: vectors.runs, skipped), arguments: all)
    func everyFactHolds(_ project: Project) throws {
        try #require(Self.vectors.isPresent, Comment(rawValue: Self.vectors.missingMessage ?? ""))
        let json = try Self.run(project)
        let projects = try #require(json["projects"] as? [[String: Any]], "\(project.app): no \"projects\" array")
        try #require(projects.count == 1, "\(project.app): \(projects.count) projects")
        let report = projects[0]
        let summary = try #require(json["summary"] as? [String: Any], "\(project.app): no \"summary\"")
        // Warnings are allowed (the uncommitted CocoaPods xcconfigs); errors are not.
        let diagnostics = ((json["diagnostics"] as? [[String: Any]]) ?? []) + ((report["diagnostics"] as? [[String: Any]]) ?? [])
        let errors = diagnostics.filter { $0["severity"] as? String == "error" }.map { "\($0["file"] ?? ""): \($0["message"] ?? "")" }
        let listed = errors.joined(separator: "\n")
        #expect(summary["errors"] as? Int == 0, "\(project.app): errors in the summary: \(summary["errors"] ?? "none"):\n\(listed)")
        if let file = report["file"] as? String {
            #expect(file == project.path || file.hasSuffix("/" + project.path), "\(project.app): \"file\" is \(file)")
        } else {
            Issue.record("\(project.app): no \"file\"")
        }

        let targets = try #require(report["targets"] as? [[String: Any]], "\(project.app): no \"targets\" array")
        var byName: [String: [String: Any]] = [:]
        for target in targets {
            if let name = target["name"] as? String { byName[name] = target }
        }
        if let count = project.targetCount {
            #expect(targets.count == count, "\(project.app): \(targets.count) targets, FACTS.md has \(count): \(byName.keys.sorted())")
        }

        // Every target has the project's configurations (each target in the order of its own
        // configuration list, which may differ); the default is the release one.
        var configurations: [String: [String: [String: Any]]] = [:]
        for (name, target) in byName {
            let list = (target["configurations"] as? [[String: Any]]) ?? []
            let names = list.map { $0["name"] as? String ?? "?" }
            #expect(
                names.sorted() == project.configurations.sorted(),
                "\(project.app) › \(name) › configuration names: expected \(project.configurations), got \(names)")
            let release = list.filter { $0["release"] as? Bool == true }.map { $0["name"] as? String ?? "?" }
            #expect(
                release == [project.defaultConfiguration],
                "\(project.app) › \(name) › release configuration: expected [\(project.defaultConfiguration)], got \(release)")
            configurations[name] = Dictionary(list.map { ($0["name"] as? String ?? "?", $0) }, uniquingKeysWith: { a, _ in a })
        }
        for name in project.applications {
            let type = byName[name]?["productType"] as? String
            #expect(
                type == "com.apple.product-type.application",
                "\(project.app) › \(name) › productType: expected \"com.apple.product-type.application\", got \(type ?? "nothing")")
        }

        for fact in project.facts {
            guard let target = configurations[fact.target] else {
                Issue.record("\(project.app) › \(fact.target): no such target in the JSON (it has \(byName.keys.sorted()))")
                continue
            }
            for name in fact.configurations ?? project.configurations {
                let place = "\(project.app) › \(fact.target) › \(name) › \(fact.field.rawValue)"
                guard let configuration = target[name] else {
                    Issue.record("\(place): no configuration \(name)")
                    continue
                }
                guard let raw = configuration[fact.field.rawValue] else {
                    Issue.record("\(place): no such field; expected \(fact.value)")
                    continue
                }
                guard let actual = Self.value(raw) else {
                    Issue.record("\(place): expected \(fact.value), got \(raw)")
                    continue
                }
                #expect(Self.holds(actual, fact.value, app: project.app), "\(place): expected \(fact.value), got \(actual)")
            }
        }

        // App IDs an AASA would list: those the project produces, and those it does not.
        let produced = Set(configurations.values.flatMap { $0.values.compactMap { $0["appID"] as? String } })
        for appID in project.appIDs {
            #expect(produced.contains(appID), "\(project.app): no configuration has the app ID \(appID)")
        }
        for appID in project.noAppIDs {
            #expect(!produced.contains(appID), "\(project.app): some configuration has the app ID \(appID), which FACTS.md says none has")
        }
    }

    /// With the vectors required, the one test that fails when they are missing.
    @Test(.enabled(if: vectors.runs, skipped))
    func thereAreVectors() throws {
        try #require(Self.vectors.isPresent, Comment(rawValue: Self.vectors.missingMessage ?? ""))
        for project in Self.all {
            #expect(
                FileManager.default.fileExists(atPath: Self.vectors.path + "/" + project.path + "/project.pbxproj"),
                "\(project.path)/project.pbxproj is missing")
        }
        #expect(FileManager.default.fileExists(atPath: Self.vectors.path + "/FACTS.md"))
    }
}
