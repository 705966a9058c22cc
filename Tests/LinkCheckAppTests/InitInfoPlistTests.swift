import LinkCheckCore
@testable import LinkCheckApp
import Testing

/// An Info.plist whose URL schemes are build settings, or which the preprocessor reads first, is
/// not what the app registers as written: only the Xcode check, which expands it, reads it right,
/// so `linkcheck init` names no `"infoPlist"` for it (Home Assistant's `${ENV_URL_HANDLER}`,
/// 5 Calls' `$(PRODUCT_BUNDLE_IDENTIFIER)`).
@Suite struct InitInfoPlistTests {
    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var scheme: String
        var settings: [String: String] = [:]
        var files: [String: String] = [:]
        /// What the app registers, as the Xcode check expands it.
        var registered: String
        var useSettings: Bool
    }

    static let cases: [Case] = [
        Case(description: "a scheme as written", scheme: "shop", registered: "shop", useSettings: false),
        Case(
            description: "a build setting", scheme: "${ENV_URL_HANDLER}", settings: ["ENV_URL_HANDLER": "shop"], registered: "shop",
            useSettings: true),
        Case(description: "the bundle ID", scheme: "$(PRODUCT_BUNDLE_IDENTIFIER)", registered: "io.example.shop", useSettings: true),
        Case(
            description: "INFOPLIST_PREPROCESS", scheme: "SHOP_SCHEME",
            settings: ["INFOPLIST_PREPROCESS": "YES", "INFOPLIST_PREPROCESSOR_DEFINITIONS": "SHOP_SCHEME=shop"], registered: "shop",
            useSettings: true),
        Case(
            description: "INFOPLIST_PREPROCESS, no macro in the scheme", scheme: "shop", settings: ["INFOPLIST_PREPROCESS": "YES"],
            registered: "shop", useSettings: true)
    ]

    static func report(_ c: Case) -> XcodeReport {
        let settings = ["DEVELOPMENT_TEAM": "ABCDE12345", "INFOPLIST_FILE": "Shop/Info.plist"].merging(c.settings) { $1 }
        let plist =
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>CFBundleURLTypes</key>\n<array><dict>"
            + "<key>CFBundleURLSchemes</key><array><string>\(c.scheme)</string></array></dict></array>\n</dict>\n</plist>\n"
        let files = MemoryFiles(
            [
                "App.xcodeproj/project.pbxproj": HostileProject.pbxproj(settings: settings),
                "Config/Release.xcconfig": "PRODUCT_BUNDLE_IDENTIFIER = io.example.shop\n",
                "Shop/Info.plist": plist
            ].merging(c.files) { $1 })
        return XcodeAudit.run(projects: ["App.xcodeproj"], options: XcodeAudit.Options(now: "2026-12-01T00:00:00Z"), files: files)
    }

    @Test(arguments: cases)
    func initNamesTheInfoPlistOnlyWhenItIsWhatTheAppRegisters(_ c: Case) throws {
        let report = Self.report(c)
        let project = try #require(report.projects.first)
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics.map(\.message))")
        let configuration = try #require(project.targets.first?.configurations.first)
        #expect(configuration.urlSchemes == [c.registered])
        #expect(configuration.urlSchemesUseSettings == c.useSettings)
        guard case .success(let choice?) = AppTargetChoice.choose(in: project, projectName: "App", named: nil) else {
            Issue.record("no app taken")
            return
        }
        let facts = try #require(AppFacts.from(choice))
        #expect(facts.schemes == [c.registered])
        let example = InitExample(xcodeproj: "App.xcodeproj", facts: facts)
        #expect(example.project.contains("\"infoPlist\": \"Shop/Info.plist\"") == !c.useSettings, "\(example.project)")
        // The schemes are still checked, expanded, by the project's Xcode check.
        #expect(example.project.contains("\"project\": \"App.xcodeproj\""))
        #expect(example.notes.contains { $0.hasPrefix("its URL schemes are expanded when the app is built") } == c.useSettings)
    }
}
