import LinkCheckCore
@testable import LinkCheckApp
import Testing

/// Include graphs a hostile or careless project can write: cycles however the path is spelled,
/// diamonds, and include trees past the bounds. Each file is read once, each cycle is found by
/// the file it names, and a level past a bound is a finding with nothing of it taken as resolved.
@Suite struct XCConfigIncludeGraphTests {
    /// The top file `Config/Release.xcconfig` of `files` loaded as the audit loads it.
    static func load(_ files: CountingFiles, cache: inout XCConfigFiles) -> (level: SettingLevel, diagnostics: [Diagnostic]) {
        XCConfig.load(
            "Config/Release.xcconfig", displayName: "Config/Release.xcconfig", files: &cache,
            read: { path in
                guard case .success(let bytes) = files.read(path) else { return nil }
                return bytes
            },
            resolveInclude: { files.resolve($1, namedBy: $0) }, identity: { files.identity($0) })
    }

    static func load(_ files: CountingFiles) -> (level: SettingLevel, diagnostics: [Diagnostic]) {
        var cache = XCConfigFiles()
        return load(files, cache: &cache)
    }

    @Test func aCycleSpelledWithDotIsFoundAtItsLine() {
        let files = CountingFiles(["Config/Release.xcconfig": "A = 1\n#include \"./Release.xcconfig\"\nB = 2"])
        let (level, diagnostics) = Self.load(files)
        #expect(XCConfigTests.values(level) == ["A=1", "B=2"])
        #expect(
            HostileProject.lines(diagnostics) == [
                "Config/Release.xcconfig:2:1: warning: #include \"./Release.xcconfig\" is skipped: it would include a file already being read (a cycle of 1 file) [xcconfig-include]"
            ])
        #expect(files.reads == ["Config/Release.xcconfig": 1])
    }

    @Test func threeSelfIncludesAreThreeWarningsAndOneRead() {
        let files = CountingFiles(["Config/Release.xcconfig": String(repeating: "#include \"./Release.xcconfig\"\n", count: 3)])
        let (level, diagnostics) = Self.load(files)
        #expect(level.assignments.isEmpty)
        #expect(diagnostics.map(\.location?.line) == [1, 2, 3])
        #expect(diagnostics.allSatisfy { $0.severity == .warning && $0.rule == .xcconfigInclude })
        #expect(files.reads == ["Config/Release.xcconfig": 1])
    }

    @Test func aCycleThroughDotDotAndALinkIsACycle() {
        // The cycle closes through a link to the top file, reached by way of `..`.
        let files = CountingFiles(
            [
                "Config/Release.xcconfig": "A = 1\n#include \"../Shared/../Shared/Base.xcconfig\"",
                "Shared/Base.xcconfig": "B = 2\n#include \"../Config/Alias.xcconfig\""
            ], links: ["Config/Alias.xcconfig": "Release.xcconfig"])
        let (level, diagnostics) = Self.load(files)
        #expect(XCConfigTests.values(level) == ["A=1", "B=2"])
        #expect(
            HostileProject.lines(diagnostics) == [
                "Shared/Base.xcconfig:2:1: warning: #include \"../Config/Alias.xcconfig\" is skipped: it would include a file already being read (a cycle of 2 files) [xcconfig-include]"
            ])
        #expect(files.reads == ["Config/Release.xcconfig": 1, "Shared/Base.xcconfig": 1])
    }

    /// `Release` includes `d1` 20 times, `d1` includes `d2` 20 times, … down to `d5`: 3.2 million
    /// includes read in place, of six files.
    static func diamond(leaf: String) -> CountingFiles {
        var files: [String: String] = [:]
        for i in 0..<5 {
            files["Config/\(i == 0 ? "Release" : "d\(i)").xcconfig"] = String(repeating: "#include \"d\(i + 1).xcconfig\"\n", count: 20)
        }
        files["Config/d5.xcconfig"] = leaf
        return CountingFiles(files)
    }

    @Test func aDiamondOfFilesThatAddNothingIsReadOnceEach() {
        let files = Self.diamond(leaf: "// nothing here\n")
        let (level, diagnostics) = Self.load(files)
        #expect(level.assignments.isEmpty)
        #expect(diagnostics.isEmpty)
        #expect(files.reads.count == 6)
        #expect(files.reads.values.allSatisfy { $0 == 1 })
    }

    @Test func aDiamondWithinTheBoundsRepeatsItsAssignmentsFromOneRead() {
        // Three levels of 20: 8,000 copies of the leaf, as Xcode reads them in place.
        let files = CountingFiles([
            "Config/Release.xcconfig": String(repeating: "#include \"d1.xcconfig\"\n", count: 20) + "Z = top",
            "Config/d1.xcconfig": String(repeating: "#include \"d2.xcconfig\"\n", count: 20),
            "Config/d2.xcconfig": String(repeating: "#include \"d3.xcconfig\"\n", count: 20),
            "Config/d3.xcconfig": "A = $(inherited)a"
        ])
        let (level, diagnostics) = Self.load(files)
        #expect(level.assignments.count == 8_001)
        #expect(level.assignments.last?.value == "top")
        #expect(diagnostics.isEmpty)
        #expect(files.reads == ["Config/Release.xcconfig": 1, "Config/d1.xcconfig": 1, "Config/d2.xcconfig": 1, "Config/d3.xcconfig": 1])
    }

    @Test func aDiamondPastTheBoundIsAFindingAndAnEmptyLevel() {
        let files = Self.diamond(leaf: "A = 1\n")
        let (level, diagnostics) = Self.load(files)
        #expect(level.assignments.isEmpty)
        #expect(
            HostileProject.lines(diagnostics) == [
                "Config/d4.xcconfig:19:1: error: the xcconfig and its includes have more than 10000 #include lines to read (a file included again and again); the settings of this level are unknown [xcconfig-include]"
            ])
        #expect(files.reads.count == 6)
        #expect(files.reads.values.allSatisfy { $0 == 1 })
    }

    @Test func assignmentsPastTheBoundAreAFinding() {
        let files = CountingFiles([
            "Config/Release.xcconfig": String(repeating: "#include \"big.xcconfig\"\n", count: 3),
            "Config/big.xcconfig": (0..<40_000).map { "A\($0) = x\n" }.joined()
        ])
        let (level, diagnostics) = Self.load(files)
        #expect(level.assignments.isEmpty)
        #expect(
            HostileProject.lines(diagnostics) == [
                "Config/big.xcconfig:20001:1: error: the xcconfig and its includes hold more than 100000 assignments (a file included again and again); the settings of this level are unknown [xcconfig-include]"
            ])
        #expect(files.reads == ["Config/Release.xcconfig": 1, "Config/big.xcconfig": 1])
    }

    @Test func aRefusedIncludeIsOneFindingAtItsLine() {
        let files = CountingFiles(["Config/Release.xcconfig": "#include \"/etc/passwd\"\nA = 1"])
        let (level, diagnostics) = Self.load(files)
        #expect(XCConfigTests.values(level) == ["A=1"])
        #expect(
            HostileProject.lines(diagnostics) == [
                "Config/Release.xcconfig:1:1: error: the include \"/etc/passwd\" is an absolute path [outside-project]"
            ])
        #expect(files.reads == ["Config/Release.xcconfig": 1])
    }

    @Test func syntaxProblemsOfAFileIncludedTwiceAreReportedOnce() {
        let files = CountingFiles([
            "Config/Release.xcconfig": "#include \"b.xcconfig\"\n#include \"b.xcconfig\"",
            "Config/b.xcconfig": "oops\nB = 1"
        ])
        let (level, diagnostics) = Self.load(files)
        #expect(XCConfigTests.values(level) == ["B=1", "B=1"])
        #expect(HostileProject.lines(diagnostics) == ["Config/b.xcconfig:1:5: error: expected \"=\" after \"oops\" [xcconfig-syntax]"])
    }

    @Test func aRunReadsEachXcconfigOnceForEveryConfiguration() {
        let files = CountingFiles([
            "App.xcodeproj/project.pbxproj": HostileProject.pbxproj(),
            "Config/Release.xcconfig": "PRODUCT_BUNDLE_IDENTIFIER = com.example.app\n#include \"Shared.xcconfig\"\n#include \"./Shared.xcconfig\"",
            "Config/Shared.xcconfig": "A = 1"
        ])
        let report = HostileProject.audit(files)
        #expect(report.projects.first?.targets.first?.configurations.first?.appID == "ABCDE12345.com.example.app")
        #expect(files.reads["Config/Shared.xcconfig"] == 1)
        #expect(files.reads["Config/Release.xcconfig"] == 1)
    }
}
