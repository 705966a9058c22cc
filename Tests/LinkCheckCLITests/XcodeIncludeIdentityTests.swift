import Foundation
@testable import LinkCheckCLI
import Testing

/// The file system's answer to "is this the same file": an xcconfig that includes itself through
/// a symbolic link or `./` is a cycle, found at its line, on a real project on disk.
@Suite struct XcodeIncludeIdentityTests {
    /// A project of one app target whose project level is `Config/Release.xcconfig` holding `xcconfig`.
    static func project(_ xcconfig: String, links: [String: String] = [:]) throws -> String {
        let scratch = NSTemporaryDirectory() + "linkcheck-xcconfig-" + UUID().uuidString
        let fm = FileManager.default
        try fm.createDirectory(atPath: scratch + "/App.xcodeproj", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: scratch + "/Config", withIntermediateDirectories: true)
        try pbxproj.write(toFile: scratch + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        try xcconfig.write(toFile: scratch + "/Config/Release.xcconfig", atomically: true, encoding: .utf8)
        for (link, target) in links { try fm.createSymbolicLink(atPath: scratch + "/" + link, withDestinationPath: target) }
        return scratch
    }

    static let pbxproj = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objectVersion = 56;
        	objects = {
        		F1 = {isa = PBXFileReference; path = Release.xcconfig; sourceTree = "<group>"; };
        		G1 = {isa = PBXGroup; children = (F1); path = Config; sourceTree = "<group>"; };
        		M1 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
        		P1 = {isa = PBXProject; buildConfigurationList = L1; mainGroup = M1; targets = (T1); };
        		L1 = {isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Release; };
        		C1 = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
        		T1 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = App; productType = "com.apple.product-type.application"; };
        		L2 = {isa = XCConfigurationList; buildConfigurations = (C2); defaultConfigurationName = Release; };
        		C2 = {isa = XCBuildConfiguration; buildSettings = { DEVELOPMENT_TEAM = ABCDE12345; }; name = Release; };
        	};
        	rootObject = P1;
        }

        """

    static func run(_ scratch: String, environment: [String: String] = [:]) -> CommandOutput {
        CLI.run(
            ["--color", "never", "xcode", "App.xcodeproj"],
            context: CommandContext(environment: environment, workingDirectory: scratch))
    }

    @Test func anIncludeThroughALinkToItselfIsACycleAtItsLine() throws {
        let scratch = try Self.project(
            "PRODUCT_BUNDLE_IDENTIFIER = com.example.app\n#include \"Alias.xcconfig\"\n#include \"./Release.xcconfig\"\n",
            links: ["Config/Alias.xcconfig": "Release.xcconfig"])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let output = Self.run(scratch)
        #expect(output.status == 0)
        #expect(output.stdout.contains("ABCDE12345.com.example.app"))
        #expect(
            (output.stdout + output.stderr).split(separator: "\n").filter { $0.contains("[xcconfig-include]") } == [
                "Config/Release.xcconfig:2:1: warning: #include \"Alias.xcconfig\" is skipped: it would include a file already being read (a cycle of 1 file) [xcconfig-include]",
                "Config/Release.xcconfig:3:1: warning: #include \"./Release.xcconfig\" is skipped: it would include a file already being read (a cycle of 1 file) [xcconfig-include]"
            ])
    }

    @Test func aRefusedIncludeIsReportedOnce() throws {
        let scratch = try Self.project("#include \"/etc/passwd\"\nPRODUCT_BUNDLE_IDENTIFIER = com.example.app\n")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let output = Self.run(scratch)
        #expect(output.status == 1)
        #expect(
            (output.stdout + output.stderr).split(separator: "\n").filter { $0.contains("error:") } == [
                "Config/Release.xcconfig:1:1: error: the include \"/etc/passwd\" is an absolute path; a file named inside another must be in the same project (relative to it), unless --allow-outside is given [outside-project]"
            ])
    }

    @Test func aMalformedNowStopsTheRun() throws {
        let scratch = try Self.project("PRODUCT_BUNDLE_IDENTIFIER = com.example.app\n")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let output = Self.run(scratch, environment: ["LINKCHECK_NOW": "2026-12-01"])
        #expect(output.status == 2)
        #expect(output.stderr == "linkcheck: error: LINKCHECK_NOW is \"2026-12-01\", not a UTC time such as 2026-12-01T00:00:00Z (yyyy-mm-ddThh:mm:ssZ)\n")
    }
}
