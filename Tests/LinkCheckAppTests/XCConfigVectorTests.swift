import Foundation
import LinkCheckCore
import LinkCheckApp
import LinkCheckTestSupport
import Testing

/// The real xcconfig files of Pocket Casts (`../shared/vectors/xcode/pocket-casts-ios/config/`)
/// resolve to the bundle identifier root and team FACTS.md gives for each configuration.
@Suite struct XCConfigVectorTests {
    static let vectors = SharedVectors.named("xcode")
    static let skipped = Comment(rawValue: vectors.skipReason)

    @Test(.enabled(if: vectors.runs, skipped))
    func vectorsPresent() {
        #expect(Self.vectors.missingMessage == nil)
    }

    @Test(
        .enabled(if: vectors.runs, skipped),
        arguments: [
            ("debug", "Debug", "au.com.shiftyjelly.podcasts", "PZYM8XX95Q"),
            ("staging", "Staging", "au.com.shiftyjelly.podcasts", "PZYM8XX95Q"),
            ("prototype", "Prototype", "au.com.shiftyjelly.podcasts.prototype", "99KV9Z6BKV"),
            ("release", "Release", "au.com.shiftyjelly.podcasts", "PZYM8XX95Q")
        ])
    func pocketCasts(_ file: String, _ configuration: String, _ root: String, _ team: String) {
        let base = Self.vectors.path + "/pocket-casts-ios/"
        let (level, diagnostics) = XCConfig.load(
            base + "config/PocketCasts.\(file).xcconfig", displayName: "config/PocketCasts.\(file).xcconfig",
            read: { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } },
            resolveInclude: { includer, name in (includer as NSString).deletingLastPathComponent + "/" + name })
        #expect(diagnostics.isEmpty)
        let target = SettingLevel.buildSettings(
            [(key: "PRODUCT_NAME", value: "$(TARGET_NAME)", location: SourceLocation(line: 1, column: 1))],
            file: "podcasts.xcodeproj/project.pbxproj")
        let stack = SettingsStack(
            levels: [level, SettingLevel(), SettingLevel(), target],
            context: BuildContext(configuration: configuration, builtins: ["TARGET_NAME": "podcasts"]))
        #expect(stack.resolve("PRODUCT_BUNDLE_IDENTIFIER_ROOT").value == root)
        #expect(stack.resolve("PRODUCT_BUNDLE_IDENTIFIER").value == root)
        #expect(stack.resolve("PRODUCT_BUNDLE_IDENTIFIER").origin?.file == "config/PocketCasts.\(file).xcconfig")
        #expect(stack.resolve("DEVELOPMENT_TEAM").value == team)
        #expect(stack.resolve("DEVELOPMENT_TEAM").origin?.file == "config/PocketCasts.\(file == "prototype" ? file : "base").xcconfig")
        #expect(stack.expand("$(AppIdentifierPrefix)$(PRODUCT_BUNDLE_IDENTIFIER)").value == team + "." + root)
        #expect(stack.resolve("PRODUCT_NAME").value == "podcasts")
    }
}
