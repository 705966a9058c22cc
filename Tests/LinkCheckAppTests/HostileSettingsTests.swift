import LinkCheckCore
@testable import LinkCheckApp
import Testing

/// Settings a hostile project can write: each one ends, in work that grows with the input, and
/// a value that was cut or could not be computed is a finding and never an app ID.
@Suite struct HostileSettingsTests {
    static func report(_ xcconfig: String, settings: [String: String] = ["DEVELOPMENT_TEAM": "ABCDE12345"]) -> (XcodeReport, XcodeReport.Configuration?) {
        let files = CountingFiles([
            "App.xcodeproj/project.pbxproj": HostileProject.pbxproj(settings: settings),
            "Config/Release.xcconfig": xcconfig
        ])
        let report = HostileProject.audit(files)
        return (report, report.projects.first?.targets.first?.configurations.first)
    }

    @Test func aValueThatDoublesAtEachStepIsCutAndIsAFinding() {
        // E0 would be 2^20 characters through 2^21 references: cut at 100,000 references.
        let text = "PRODUCT_BUNDLE_IDENTIFIER = $(E0)\n" + (0..<20).map { "E\($0) = $(E\($0 + 1))$(E\($0 + 1))\n" }.joined() + "E20 = a\n"
        let (report, configuration) = Self.report(text)
        #expect(configuration?.bundleID == nil)
        #expect(configuration?.appID == nil)
        #expect(
            HostileProject.lines(report.diagnostics) == [
                "Config/Release.xcconfig:1:1: error: PRODUCT_BUNDLE_IDENTIFIER of target \"App\" (Release) expands past what linkcheck follows (100000 references, references nested 200 deep, 1048576 bytes), so it was cut; its value is unknown [setting-too-complex]"
            ])
        #expect(report.verdict == .failed)
    }

    @Test func referencesNestedPastTheBoundAreCutNotRecursedInto() {
        // 100,000 `$(` inside one another: the parser stops at 200 instead of running the stack out.
        let name = String(repeating: "$(", count: 100_000) + "X" + String(repeating: ")", count: 100_000)
        let resolved = SettingsStackTests.stack([SettingsStackTests.xcconfig("A = \(name)")]).resolve("A")
        #expect(resolved.issues.contains(.tooComplex))
        #expect(!resolved.isKnown)
    }

    @Test func aChainOfSettingsPastTheDepthIsCut() {
        let text = (0..<300).map { "S\($0) = $(S\($0 + 1))\n" }.joined() + "S300 = end"
        let resolved = SettingsStackTests.stack([SettingsStackTests.xcconfig(text)]).resolve("S0")
        #expect(resolved.issues == [.tooComplex])
    }

    @Test(arguments: [
        (
            "PRODUCT_BUNDLE_IDENTIFIER = com.example.$(N:__md5)\nN = x",
            "Config/Release.xcconfig:1:1: error: PRODUCT_BUNDLE_IDENTIFIER of target \"App\" (Release) applies the operator \":__md5\" in \"$(N:__md5)\", which linkcheck does not compute; its value is unknown [setting-expression]"
        ),
        (
            "N = x\nPRODUCT_BUNDLE_IDENTIFIER = com.example.$(N",
            "Config/Release.xcconfig:2:1: error: PRODUCT_BUNDLE_IDENTIFIER of target \"App\" (Release) holds the malformed reference \"$(N\", which Xcode reports as an error; its value is unknown [setting-expression]"
        )
    ])
    func aValueNotComputedIsUnknownAndAFinding(_ text: String, _ line: String) {
        let (report, configuration) = Self.report(text)
        #expect(configuration?.bundleID == nil)
        #expect(HostileProject.lines(report.diagnostics) == [line])
    }

    @Test func aCycleOfSettingsIsAFindingAndNoValue() {
        let (report, configuration) = Self.report("PRODUCT_BUNDLE_IDENTIFIER = com.example.$(B)\nB = app$(PRODUCT_BUNDLE_IDENTIFIER)")
        #expect(configuration?.bundleID == nil)
        #expect(
            HostileProject.lines(report.diagnostics) == [
                "Config/Release.xcconfig:1:1: error: PRODUCT_BUNDLE_IDENTIFIER of target \"App\" (Release) refers to \"$(PRODUCT_BUNDLE_IDENTIFIER)\" inside the value of PRODUCT_BUNDLE_IDENTIFIER itself (a cycle) with no value below it; Xcode reads it as empty, and its value is taken as unknown: write $(inherited) if that is meant [setting-expression]"
            ])
    }

    @Test func conditionalAssignmentsForOtherBuildsAreNotScannedAtEachReference() {
        // 20,000 assignments for macOS SDKs above the one that matches, and 20,000 references:
        // 400 million condition matches when each lookup scans past the others.
        let n = 20_000
        let text =
            "B[sdk=iphoneos*] = y\n" + (0..<n).map { "B[sdk=macosx\($0)*] = x\n" }.joined()
            + "A = " + String(repeating: "$(B)", count: n)
        let resolved = SettingsStackTests.stack([SettingsStackTests.xcconfig(text)]).resolve("A")
        #expect(resolved.value == String(repeating: "y", count: n))
        #expect(resolved.issues.isEmpty)
        #expect(resolved.undefined.isEmpty)
    }

    @Test func anEntitlementEntryThatIsCutStaysAsWrittenAndIsAFinding() {
        let chain = (0..<20).map { "E\($0) = $(E\($0 + 1))$(E\($0 + 1))\n" }.joined() + "E20 = a\n"
        let entitlements = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>com.apple.developer.associated-domains</key>
            <array><string>applinks:$(E0).example.com</string></array></dict></plist>
            """
        let files = CountingFiles([
            "App.xcodeproj/project.pbxproj": HostileProject.pbxproj(),
            "Config/Release.xcconfig": "PRODUCT_BUNDLE_IDENTIFIER = com.example.app\nCODE_SIGN_ENTITLEMENTS = App.entitlements\n" + chain,
            "App.entitlements": entitlements
        ])
        let report = HostileProject.audit(files)
        #expect(report.projects.first?.targets.first?.configurations.first?.resolvedDomains == ["applinks:$(E0).example.com"])
        #expect(
            HostileProject.lines(report.diagnostics) == [
                "App.entitlements:3:8: error: the entry \"applinks:$(E0).example.com\" of target \"App\" (Release) expands past what linkcheck follows (100000 references, references nested 200 deep, 1048576 bytes), so it was cut; its value is unknown [setting-too-complex]"
            ])
    }

    @Test func anIssueMetAgainAndAgainIsNotedOnce() {
        let text = "B = $(Y\nA = " + String(repeating: "$(B)", count: 1_000)
        let resolved = SettingsStackTests.stack([SettingsStackTests.xcconfig(text)]).resolve("A")
        #expect(resolved.issues == [.malformed("$(Y")])
        #expect(!resolved.isKnown)
    }
}
