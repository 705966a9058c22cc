import LinkCheckCore
@testable import LinkCheckApp
import Testing

/// Lookup and expansion as Swift Build's MacroValueAssignmentTable, MacroEvaluationScope and
/// MacroEvaluationProgram do them.
@Suite struct SettingsStackTests {
    /// A level from xcconfig text.
    static func xcconfig(_ text: String, _ name: String = "x.xcconfig") -> SettingLevel {
        XCConfig.load(name, displayName: name, read: { _ in Array(text.utf8) }, resolveInclude: { $1 }).level
    }

    static func pbxproj(_ settings: [String: String]) -> SettingLevel {
        SettingLevel.buildSettings(
            settings.map { (key: $0.key, value: $0.value, location: SourceLocation(line: 1, column: 1)) },
            file: "p.pbxproj")
    }

    static func stack(
        _ levels: [SettingLevel], sdk: String = "iphoneos", configuration: String = "Release",
        builtins: [String: String] = ["TARGET_NAME": "App", "PROJECT_NAME": "Proj", "SRCROOT": "/src"]
    ) -> SettingsStack {
        SettingsStack(levels: levels, context: BuildContext(sdk: sdk, configuration: configuration, builtins: builtins))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var xcconfig: String
        var name: String
        var value: String?
        var undefined: [String] = []
        var issues: [SettingIssue] = []
        var testDescription: String { "\(xcconfig.replacingNewlines) → \(name)" }
    }

    @Test(arguments: [
        Case(xcconfig: "A = 1\nA = 2", name: "A", value: "2"),
        Case(xcconfig: "A[sdk=iphoneos*] = dev\nA = plain", name: "A", value: "plain"),
        Case(xcconfig: "A = plain\nA[sdk=iphoneos*] = dev", name: "A", value: "dev"),
        Case(xcconfig: "A = plain\nA[sdk=iphonesimulator*] = sim", name: "A", value: "plain"),
        Case(xcconfig: "A = plain\nA[config=Rel*][sdk=*] = rel", name: "A", value: "rel"),
        Case(xcconfig: "A = plain\nA[arch=arm64] = arm", name: "A", value: "plain"),
        Case(xcconfig: "A = plain\nA[arch=*] = any", name: "A", value: "any"),
        Case(xcconfig: "A = plain\nA[flavor=x] = x", name: "A", value: "plain"),
        Case(xcconfig: "A = plain\nA[target=App] = t", name: "A", value: "t"),
        Case(xcconfig: "A[sdk=watchos*] = w", name: "A", value: nil),
        Case(xcconfig: "R = x\nA = $(R)-${R}-$R-$[R]", name: "A", value: "x-x-x-x"),
        Case(xcconfig: "R = x\nA = $R.suffix", name: "A", value: "$R.suffix", undefined: ["R.suffix"]),
        Case(xcconfig: "R = x\nA = $R-y", name: "A", value: "x-y"),
        Case(xcconfig: "A = $$(X) $ $", name: "A", value: "$(X) $ $", issues: [.malformed("$")]),
        Case(xcconfig: "B = K\nA_K = nested\nA = $(A_$(B))", name: "A", value: "nested"),
        Case(xcconfig: "A = $(NOPE)x$NOPE2", name: "A", value: "x$NOPE2", undefined: ["NOPE", "NOPE2"]),
        Case(xcconfig: "A = $(EXECUTABLE_PREFIX)$(PRODUCT_NAME)", name: "A", value: ""),
        Case(xcconfig: "A = 1\nA = $(inherited) 2", name: "A", value: "1 2"),
        Case(xcconfig: "A = $(inherited) 2", name: "A", value: " 2"),
        Case(xcconfig: "A = 1\nA = $(A).x", name: "A", value: "1.x"),
        Case(xcconfig: "A = $(A).x", name: "A", value: ".x", issues: [.recursive("A")]),
        Case(xcconfig: "A = $(B)\nB = $(A)b", name: "A", value: "b", issues: [.recursive("A")]),
        Case(
            xcconfig: "N = My App 2\nA = $(N:lower)|$(N:upper)|$(N:rfc1034identifier)|$(N:identifier)|$(N:c99extidentifier)",
            name: "A", value: "my app 2|MY APP 2|My-App-2|My_App_2|My_App_2"),
        Case(xcconfig: "N = 5 Calls\nA = $(N:rfc1034identifier)", name: "A", value: "--Calls"),
        Case(xcconfig: "N = Ab\nA = $(N:lower:rfc1034identifier)", name: "A", value: "ab"),
        Case(xcconfig: "P = /a/b/c.plist\nA = $(P:dir)|$(P:file)|$(P:base)|$(P:suffix)", name: "A", value: "/a/b/|c.plist|c|.plist"),
        Case(xcconfig: "P = a/./b/../c/\nA = $(P:standardizepath)", name: "A", value: "a/b/../c"),
        Case(xcconfig: "P = /a/./b/../c\nA = $(P:standardizepath)", name: "A", value: "/a/c"),
        Case(xcconfig: "P = a b\nA = $(P:quote)", name: "A", value: "a\\ b"),
        Case(xcconfig: "P = x/c.plist\nA = $(P:suffix=json)|$(P:file=d.txt)|$(P:base=e)", name: "A", value: "x/c.json|x/d.txt|x/e.plist"),
        Case(
            xcconfig: "E =\nA = $(E:default=d)|$(UNSET:default=u)|$(F:default=$(E)z)\nF = f", name: "A", value: "d|u|f",
            undefined: ["UNSET"]),
        Case(xcconfig: "N = X\nA = $(N:bogus)", name: "A", value: "X", issues: [.unsupportedOperator("bogus", reference: "$(N:bogus)")]),
        Case(xcconfig: "A = $(N", name: "A", value: "", undefined: ["N"], issues: [.malformed("$(N")]),
        Case(
            xcconfig: "A = org.wikimedia.$(PRODUCT_NAME:rfc1034identifier)\nPRODUCT_NAME = Wikipedia Unit Tests", name: "A",
            value: "org.wikimedia.Wikipedia-Unit-Tests"),
        Case(
            xcconfig: "A = $(TARGETNAME)/$(TARGET_NAME)/$(PROJECT)/$(PROJECT_DIR)/$(CONFIGURATION)$(EFFECTIVE_PLATFORM_NAME)/$(PLATFORM_NAME)",
            name: "A", value: "App/App/Proj//src/Release-iphoneos/iphoneos"),
        Case(xcconfig: "A = $(AppIdentifierPrefix)x", name: "A", value: "x", undefined: ["DEVELOPMENT_TEAM"]),
        Case(xcconfig: "DEVELOPMENT_TEAM = T1\nA = $(AppIdentifierPrefix)x", name: "A", value: "T1.x"),
        Case(xcconfig: "DEVELOPMENT_TEAM = T1", name: "TeamIdentifierPrefix", value: "T1."),
        Case(xcconfig: "X = 1", name: "PRODUCT_NAME", value: ""),
        Case(xcconfig: "X = 1", name: "DEVELOPMENT_TEAM", value: nil)
    ])
    func resolves(_ c: Case) {
        let result = Self.stack([Self.xcconfig(c.xcconfig)]).resolve(c.name)
        #expect(result.value == c.value)
        #expect(result.undefined == c.undefined)
        #expect(result.issues == c.issues)
    }

    @Test func levelsLowestFirstAndInheritedAcrossThem() {
        let stack = Self.stack([
            Self.xcconfig("A = pxc\nB = pxc\nFLAGS = -a"),
            Self.pbxproj(["A": "pp", "FLAGS": "$(inherited) -b"]),
            Self.xcconfig("C = $(ONLY_TARGET)"),
            Self.pbxproj(["FLAGS": "$(inherited) -c", "ONLY_TARGET": "t"])
        ])
        #expect(stack.resolve("A").value == "pp")
        #expect(stack.resolve("A").origin?.file == "p.pbxproj")
        #expect(stack.resolve("B").value == "pxc")
        #expect(stack.resolve("B").origin == SettingOrigin(file: "x.xcconfig", location: SourceLocation(line: 2, column: 1)))
        #expect(stack.resolve("FLAGS").value == "-a -b -c")
        #expect(stack.resolve("C").value == "t")
    }

    @Test func aProjectXcconfigUsesWhatOnlyTheTargetDefines() {
        let stack = Self.stack([Self.xcconfig("PRODUCT_BUNDLE_IDENTIFIER = com.x.$(SUFFIX)"), Self.pbxproj(["SUFFIX": "app"])])
        #expect(stack.resolve("PRODUCT_BUNDLE_IDENTIFIER").value == "com.x.app")
    }

    @Test func expandTextInTheTargetContext() {
        let stack = Self.stack([Self.pbxproj(["DEVELOPMENT_TEAM": "S6UPZG7ZR3", "PRODUCT_BUNDLE_IDENTIFIER": "chat.rocket.ios"])])
        let r = stack.expand("$(AppIdentifierPrefix)$(PRODUCT_BUNDLE_IDENTIFIER) $(inherited)$(MISSING)")
        #expect(r == ResolvedSetting(value: "S6UPZG7ZR3.chat.rocket.ios ", origin: nil, undefined: ["MISSING"]))
    }

    @Test func rocketChatWatchTeamDependsOnTheSDK() {
        let level = Self.pbxproj(["DEVELOPMENT_TEAM": "", "DEVELOPMENT_TEAM[sdk=watchos*]": "S6UPZG7ZR3"])
        #expect(Self.stack([level]).resolve("DEVELOPMENT_TEAM").value == "")
        #expect(Self.stack([level], sdk: "watchos").resolve("DEVELOPMENT_TEAM").value == "S6UPZG7ZR3")
    }

    @Test func fiveCallsTeamOnlyAtProjectLevel() {
        let stack = Self.stack(
            [
                Self.pbxproj(["DEVELOPMENT_TEAM": "5A8RM3W5R7"]),
                Self.pbxproj(["PRODUCT_BUNDLE_IDENTIFIER": "org.fivecalls.FiveCalls-ios", "PRODUCT_NAME": "$(TARGET_NAME)"])
            ],
            builtins: ["TARGET_NAME": "FiveCalls"])
        #expect(stack.resolve("DEVELOPMENT_TEAM").value == "5A8RM3W5R7")
        #expect(stack.resolve("PRODUCT_NAME").value == "FiveCalls")
        #expect(stack.expand("$(PRODUCT_BUNDLE_IDENTIFIER)").value == "org.fivecalls.FiveCalls-ios")
    }

    @Test func pocketCastsPrototypeOverridesAfterItsInclude() {
        let files = [
            "prototype.xcconfig": """
            #include "base.xcconfig"

            // Redefining doesn't seem to work, Xcode resolves it as ".prototype" only
            //PRODUCT_BUNDLE_IDENTIFIER_ROOT = $(PRODUCT_BUNDLE_IDENTIFIER_ROOT).prototype
            PRODUCT_BUNDLE_IDENTIFIER_ROOT = au.com.shiftyjelly.podcasts.prototype
            PRODUCT_BUNDLE_IDENTIFIER = $(PRODUCT_BUNDLE_IDENTIFIER_ROOT)
            DEVELOPMENT_TEAM = 99KV9Z6BKV // Automattic, Inc. (Enterprise)
            """,
            "debug.xcconfig": "#include \"base.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = $PRODUCT_BUNDLE_IDENTIFIER_ROOT",
            "base.xcconfig": """
            #include "Version.xcconfig"
            MARKETING_VERSION = $(VERSION_SHORT)
            PRODUCT_BUNDLE_IDENTIFIER_ROOT = au.com.shiftyjelly.podcasts
            DEVELOPMENT_TEAM = PZYM8XX95Q // Automattic, Inc. (Company)
            """,
            "Version.xcconfig": "VERSION_SHORT = 7.75"
        ]
        func stack(_ top: String) -> SettingsStack {
            let (level, diagnostics) = XCConfig.load(
                top, displayName: "config/" + top, read: { files[$0].map { Array($0.utf8) } },
                resolveInclude: { $1 })
            #expect(diagnostics.isEmpty)
            return Self.stack([level, Self.pbxproj(["PRODUCT_NAME": "$(TARGET_NAME)"])], builtins: ["TARGET_NAME": "podcasts"])
        }
        let prototype = stack("prototype.xcconfig")
        #expect(prototype.resolve("PRODUCT_BUNDLE_IDENTIFIER").value == "au.com.shiftyjelly.podcasts.prototype")
        #expect(prototype.resolve("DEVELOPMENT_TEAM").value == "99KV9Z6BKV")
        #expect(
            prototype.resolve("DEVELOPMENT_TEAM").origin
                == SettingOrigin(
                    file: "config/prototype.xcconfig",
                    location: SourceLocation(line: 7, column: 1)))
        let debug = stack("debug.xcconfig")
        #expect(
            debug.resolve("PRODUCT_BUNDLE_IDENTIFIER")
                == ResolvedSetting(
                    value: "au.com.shiftyjelly.podcasts", origin: SettingOrigin(file: "config/debug.xcconfig", location: SourceLocation(line: 2, column: 1)),
                    undefined: []))
        #expect(debug.resolve("DEVELOPMENT_TEAM").value == "PZYM8XX95Q")
        #expect(debug.resolve("DEVELOPMENT_TEAM").origin?.file == "base.xcconfig")
        #expect(debug.resolve("MARKETING_VERSION").value == "7.75")
        #expect(debug.resolve("PRODUCT_NAME").value == "podcasts")
    }

    @Test func exponentialExpansionIsCutShort() {
        var text = "A0 = x\n"
        for i in 1...40 { text += "A\(i) = $(A\(i - 1))$(A\(i - 1))\n" }
        let r = Self.stack([Self.xcconfig(text)]).resolve("A40")
        #expect(r.issues.contains(.tooComplex))
    }

    @Test(arguments: [
        ("iphoneos*", "iphoneos", true), ("iphone?s", "iphoneos", true), ("*os", "watchos", true), ("iphoneos", "iphoneos17.0", false),
        ("[iw]*os*", "watchos10", true), ("[!w]*", "watchos", false), ("*", "", true), ("a*b*c", "aXbYbc", true), ("[", "[", true)
    ])
    func globs(_ pattern: String, _ text: String, _ expected: Bool) {
        #expect(GlobPattern.matches(pattern, text) == expected)
    }
}

private extension String {
    var replacingNewlines: String { split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "⏎") }
}

extension SettingsStackTests {
    /// The target's own built-ins sit between the project's levels and the target's: a project
    /// that assigns TARGET_NAME never changes a target's, a target level that does wins, and
    /// `$(inherited)` in the target reaches the built-in, not the project's value.
    @Test(arguments: [
        (["TARGET_NAME = FromProject\nB = $(TARGET_NAME)", "", "", ""], "B", "App"),
        (["TARGET_NAME = FromProject", "", "", ""], "TARGET_NAME", "App"),
        (["TARGET_NAME = FromProject", "", "TARGET_NAME = $(inherited)Clip", ""], "TARGET_NAME", "AppClip"),
        (["", "", "", "TARGETNAME = Other"], "TARGETNAME", "Other")
    ])
    func targetBuiltinsSitBetweenTheProjectAndTheTarget(_ texts: [String], _ name: String, _ expected: String) {
        let stack = SettingsStack(
            levels: texts.map { Self.xcconfig($0) },
            context: BuildContext(configuration: "Release", builtins: ["TARGET_NAME": "App", "TARGETNAME": "App"]), targetLevels: 2)
        #expect(stack.resolve(name).value == expected)
    }
}
