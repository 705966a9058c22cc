import LinkCheckCore
@testable import LinkCheckApp
import Testing

/// Which app target `linkcheck init` fits its example to: the iOS app, never a Mac, watch or App
/// Clip target; among several iOS apps, `--target`, else the one a shared scheme archives, else
/// the one named like the project, else the first.
@Suite struct AppTargetChoiceTests {
    /// A target of `kind` shipping Release with `bundleID`, archived by `schemes`.
    static func target(_ name: String, _ kind: NativeTarget.Kind, bundleID: String? = nil, schemes: [String] = []) -> XcodeReport.Target {
        let release = XcodeReport.Configuration(
            name: "Release", isRelease: true, bundleID: bundleID, team: "ABCDE12345", appID: bundleID.map { "ABCDE12345." + $0 },
            entitlements: nil, associatedDomains: nil, resolvedDomains: nil, urlSchemes: [], infoPlist: nil)
        var target = XcodeReport.Target(name: name, productType: "com.apple.product-type.application", kind: kind, configurations: [release])
        target.archivedBy = schemes
        return target
    }

    static func project(_ targets: [XcodeReport.Target]) -> XcodeReport.Project {
        XcodeReport.Project(file: "Shop.xcodeproj", targets: targets, diagnostics: [])
    }

    struct Case: Sendable, CustomStringConvertible {
        var description: String
        var targets: [XcodeReport.Target]
        var named: String? = nil
        /// The app taken and why, or `nil` for none.
        var app: String?
        var reason: String? = nil
        var clips: [String] = []
    }

    static let cases: [Case] = [
        Case(
            description: "a macOS app first is not the app", targets: [target("macOS", .macApp), target("iOS", .app), target("Watch", .watchApp)],
            app: "iOS"),
        // Bundle IDs unknown: every App Clip may be the app's.
        Case(description: "an App Clip is not the app", targets: [target("Clip", .appClip), target("Shop", .app)], app: "Shop", clips: ["Clip"]),
        Case(description: "no iOS app: none", targets: [target("macOS", .macApp), target("Clip", .appClip)], app: nil),
        Case(
            description: "the one a shared scheme archives", targets: [target("Shop", .app), target("Beta", .app, schemes: ["Beta Release"])],
            app: "Beta", reason: "the one the shared scheme \"Beta Release\" archives"),
        Case(
            description: "several archived: the one named like the project",
            targets: [target("Beta", .app, schemes: ["Beta"]), target("shop", .app, schemes: ["Shop"])], app: "shop",
            reason: "the one named like the project"),
        Case(
            description: "no scheme: the one named like the project", targets: [target("User Testing", .app), target("Shop", .app)], app: "Shop",
            reason: "the one named like the project"),
        Case(description: "none alike: the first", targets: [target("A", .app), target("B", .app)], app: "A", reason: "the first"),
        Case(
            description: "--target takes another", targets: [target("Shop", .app), target("Beta", .app)], named: "Beta", app: "Beta",
            reason: "named by --target"),
        Case(
            description: "the app's App Clips, by bundle ID",
            targets: [
                target("Shop", .app, bundleID: "io.shop"), target("Other", .app, bundleID: "io.other"),
                target("Clip", .appClip, bundleID: "io.shop.Clip"), target("Other Clip", .appClip, bundleID: "io.other.Clip")
            ],
            app: "Shop", reason: "the one named like the project", clips: ["Clip"])
    ]

    @Test(arguments: cases)
    func theAppIsTheIOSApp(_ c: Case) throws {
        let result = AppTargetChoice.choose(in: Self.project(c.targets), projectName: "Shop", named: c.named)
        guard case .success(let choice) = result else {
            Issue.record("refused: \(result)")
            return
        }
        #expect(choice?.app.name == c.app)
        #expect(choice?.reason == c.reason)
        #expect(choice.map { Array($0.targetNames.dropFirst()) } ?? [] == c.clips)
    }

    /// `--target` naming what is not an iOS app, or nothing, is refused with the apps to choose from.
    @Test(arguments: [
        ("Clip", "--target: \"Clip\" is an App Clip, not the iOS app that opens the links; its iOS app targets are \"Shop\" and \"Beta\""),
        ("Mac", "--target: \"Mac\" is a macOS app, not the iOS app that opens the links; its iOS app targets are \"Shop\" and \"Beta\""),
        ("Bta", "--target: Shop.xcodeproj has no target \"Bta\"; its iOS app targets are \"Shop\" and \"Beta\"; did you mean \"Beta\"?")
    ])
    func aTargetThatIsNotAnIOSAppIsRefused(_ named: String, _ message: String) {
        let targets = [Self.target("Shop", .app), Self.target("Beta", .app), Self.target("Clip", .appClip), Self.target("Mac", .macApp)]
        guard case .failure(let refusal) = AppTargetChoice.choose(in: Self.project(targets), projectName: "Shop", named: named) else {
            Issue.record("\(named) was taken")
            return
        }
        #expect(refusal.message == message)
    }
}
