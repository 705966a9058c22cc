import Foundation
import LinkCheckCLI
import Testing

/// A project.pbxproj and its xcconfig files are input like any other: the paths they name
/// (entitlements, Info.plist, base configurations, `#include`s) stay inside the project, so a pull
/// request cannot make `linkcheck xcode` in CI read `/etc/passwd` or a file beside the checkout.
@Suite struct XcodeConfinementTests {
    static func project(in s: Scratch, release: String, include: String) throws {
        let pbxproj = try String(contentsOfFile: GoldenFile.root + "/fixtures/xcode/MiApp/MiApp.xcodeproj/project.pbxproj", encoding: .utf8)
            .replacingOccurrences(
                of: #"CODE_SIGN_ENTITLEMENTS = "$(SRCROOT)/MiApp/MiApp.entitlements";"#,
                with: "CODE_SIGN_ENTITLEMENTS = \"\(release)\";")
        try s.write("App.xcodeproj/project.pbxproj", pbxproj)
        try s.write("Config/Debug.xcconfig", "#include \"\(include)\"\nDEVELOPMENT_TEAM = ABCDE12345\n")
        try s.write("Config/Release.xcconfig", "DEVELOPMENT_TEAM = ABCDE12345\nBUNDLE_ID_ROOT = com.miapp.app\n")
    }

    @Test func namedPathsAreConfined() throws {
        let s = try Scratch()
        try Self.project(in: s, release: "/etc/passwd", include: "../../../../etc/hostname")
        let out = s.run(["xcode", "App.xcodeproj"])
        #expect(out.status == 1)
        #expect(out.stdout.contains(#"App.xcodeproj/project.pbxproj:164:5: error: "/etc/passwd" is an absolute path"#))
        // At the include's line, and once: not also as a file that "does not exist".
        #expect(out.stdout.contains(#"Config/Debug.xcconfig:1:1: error: the include "../../../../etc/hostname" leads outside the project"#))
        #expect(!out.stdout.contains("does not exist"))
        #expect(!out.stdout.contains("root:"))
        // The user's own choice lifts it, as for every other input.
        let allowed = s.run(["xcode", "App.xcodeproj", "--allow-outside"])
        #expect(!allowed.stdout.contains("is an absolute path"))
    }

    /// Without a git work tree the project is SRCROOT, the folder of the .xcodeproj, not the
    /// .xcodeproj itself: the files it names beside it are inside.
    @Test func outsideAGitTreeTheProjectIsSRCROOT() throws {
        let s = try Scratch(project: false)
        try Self.project(in: s, release: "MiApp/MiApp.entitlements", include: "Release.xcconfig")
        let out = s.run(["xcode", "App.xcodeproj"])
        #expect(!out.stdout.contains("leads outside the project"), "\(out.stdout)")
        #expect(out.stdout.contains("MiApp/MiApp.entitlements: error: cannot read the entitlements"))
    }
}
