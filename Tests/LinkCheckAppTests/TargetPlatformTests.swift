import LinkCheckCore
@testable import LinkCheckApp
import Testing

/// A target's platform decides whether it is judged against the iOS app's schema and AASA files
/// (docs/xcode.md): an app built with the iOS SDK is; one built with the macOS SDK is shown, not
/// judged, as Swift Build binds the SDK from SDKROOT (`auto` taking the iOS device's when
/// SUPPORTED_PLATFORMS lists it).
@Suite struct TargetPlatformTests {
    struct Case: Sendable, CustomStringConvertible {
        var sdkRoot: String
        var supportedPlatforms: String?
        var kind: NativeTarget.Kind
        var description: String { "SDKROOT = \(sdkRoot)" + (supportedPlatforms.map { ", SUPPORTED_PLATFORMS = \($0)" } ?? "") }
    }

    static let cases: [Case] = [
        Case(sdkRoot: "iphoneos", kind: .app),
        Case(sdkRoot: "iphoneos18.2", kind: .app),
        Case(sdkRoot: "macosx", kind: .macApp),
        Case(sdkRoot: "macosx14.0", kind: .macApp),
        Case(sdkRoot: "Platforms/MacOSX.platform/Developer/SDKs/MacOSX14.0.sdk", kind: .macApp),
        Case(sdkRoot: "auto", supportedPlatforms: "iphoneos iphonesimulator macosx", kind: .app),
        Case(sdkRoot: "auto", supportedPlatforms: "macosx", kind: .macApp),
        Case(sdkRoot: "auto", kind: .app),
        Case(sdkRoot: "watchos", kind: .watchApp)
    ]

    /// One app target `App` with the given platform settings, entitlements that associate no host,
    /// and a schema whose hosts are example.com and www.example.com.
    static func audit(_ platform: [String: String]) -> XcodeReport {
        let settings = ["DEVELOPMENT_TEAM": "ABCDE12345", "CODE_SIGN_ENTITLEMENTS": "App.entitlements"].merging(platform) { $1 }
        let files = MemoryFiles([
            "App.xcodeproj/project.pbxproj": HostileProject.pbxproj(settings: settings),
            "Config/Release.xcconfig": "PRODUCT_BUNDLE_IDENTIFIER = io.example.app\n",
            "App.entitlements": "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n"
                + "<key>aps-environment</key><string>production</string>\n</dict>\n</plist>\n",
            "routes.schema.json": #"{"hosts": ["example.com", "www.example.com"], "routes": {}, "links": [{"path": "/", "stack": []}]}"#
        ])
        return XcodeAudit.run(
            projects: ["App.xcodeproj"], options: XcodeAudit.Options(schema: "routes.schema.json", now: "2026-12-01T00:00:00Z"), files: files)
    }

    @Test(arguments: cases)
    func thePlatformDecidesWhetherTheTargetIsJudged(_ c: Case) throws {
        var platform = ["SDKROOT": c.sdkRoot]
        if let supported = c.supportedPlatforms { platform["SUPPORTED_PLATFORMS"] = supported }
        let report = Self.audit(platform)
        let project = try #require(report.projects.first)
        #expect(project.targets.map(\.kind) == [c.kind])
        let lines = HostileProject.lines(project.diagnostics)
        if c.kind == .app {
            // Judged: the missing key is one finding for both hosts, at one place.
            #expect(
                lines == [
                    "App.entitlements:3:1: error: hosts \"example.com\" and \"www.example.com\" are not associated: the file has no com.apple.developer.associated-domains, so iOS opens https://example.com/ and every URL of the other hosts in the browser, not the app [domain-not-associated]"
                ])
        } else {
            // Shown, not judged: a Mac or watch app does not open the iOS app's links.
            #expect(lines == [])
        }
    }
}
