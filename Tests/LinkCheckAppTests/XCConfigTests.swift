import LinkCheckCore
@testable import LinkCheckApp
import Testing

/// xcconfig files read as Swift Build's MacroConfigFileParser and MacroConfigFileLoader read them.
@Suite struct XCConfigTests {
    static func load(_ files: [String: String], _ top: String = "a.xcconfig", maxDepth: Int = 16)
        -> (level: SettingLevel, diagnostics: [Diagnostic])
    {
        XCConfig.load(
            top, displayName: "config/" + top, read: { files[$0].map { Array($0.utf8) } },
            resolveInclude: { includer, name in
                let dir = includer.split(separator: "/").dropLast().joined(separator: "/")
                return dir.isEmpty ? name : dir + "/" + name
            }, maxDepth: maxDepth)
    }

    static func values(_ level: SettingLevel) -> [String] {
        level.assignments.map { a in
            a.name + a.conditions.map { "[\($0.key)=\($0.pattern)]" }.joined() + "=" + a.value
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var expected: [String]
        var testDescription: String { text }
    }

    @Test(arguments: [
        Case(text: "A = 1", expected: ["A=1"]),
        Case(text: "DEVELOPMENT_TEAM = PZYM8XX95Q // Automattic, Inc. (Company)", expected: ["DEVELOPMENT_TEAM=PZYM8XX95Q"]),
        Case(text: "URL = http://example.com", expected: ["URL=http:"]),
        Case(text: "Q = \"a // b\"", expected: ["Q=\"a"]),
        Case(text: "A = 1;", expected: ["A=1"]),
        Case(text: "A = 1 ; // c", expected: ["A=1"]),
        Case(text: "A =", expected: ["A="]),
        Case(text: "A = // only a comment", expected: ["A="]),
        Case(text: "//A = 1\n\n  B=2  ", expected: ["B=2"]),
        Case(text: "K[sdk=iphoneos*][arch=arm64] = v", expected: ["K[sdk=iphoneos*][arch=arm64]=v"]),
        Case(text: "K [config=Debug] = v", expected: ["K[config=Debug]=v"]),
        Case(text: "A = x \\\n  y", expected: ["A=x y"]),
        Case(text: "A = 1\r\nB = 2\rC = 3", expected: ["A=1", "B=2", "C=3"])
    ])
    func assignments(_ c: Case) {
        let (level, diagnostics) = Self.load(["a.xcconfig": c.text])
        #expect(Self.values(level) == c.expected)
        #expect(diagnostics.isEmpty)
    }

    @Test func locations() {
        let (level, _) = Self.load(["a.xcconfig": "// é\n  ÉA = 1\n  B = 2"])
        #expect(level.assignments.map(\.origin) == [SettingOrigin(file: "config/a.xcconfig", location: SourceLocation(line: 3, column: 3))])
    }

    @Test(arguments: [
        ("A 1", 1, 3), ("A[sdk=x = 1", 1, 7), ("A[sdk] = 1", 1, 6), ("#import \"x\"", 1, 1), ("1A = 2", 1, 1),
        ("#include x", 1, 10)
    ])
    func syntaxErrors(_ text: String, _ line: Int, _ column: Int) {
        let (level, diagnostics) = Self.load(["a.xcconfig": text + "\nOK = 1"])
        #expect(Self.values(level) == ["OK=1"])
        #expect(diagnostics.map(\.rule) == [.xcconfigSyntax])
        #expect(diagnostics.first?.location == SourceLocation(line: line, column: column))
        #expect(diagnostics.first?.file == "config/a.xcconfig")
    }

    @Test func includesAreReadInPlaceRelativeToTheIncluder() {
        let (level, diagnostics) = Self.load([
            "a.xcconfig": "A = top\n#include \"sub/b.xcconfig\"\nC = after",
            "sub/b.xcconfig": "B = b\n#include \"c\"",
            "sub/c.xcconfig": "C = c"
        ])
        #expect(Self.values(level) == ["A=top", "B=b", "C=c", "C=after"])
        #expect(level.assignments.map(\.origin.file) == ["config/a.xcconfig", "config/sub/b.xcconfig", "config/sub/c.xcconfig", "config/a.xcconfig"])
        #expect(diagnostics.isEmpty)
    }

    @Test func missingIncludes() {
        let (level, diagnostics) = Self.load(["a.xcconfig": "#include? \"gone.xcconfig\"\n#include \"Pods/x.xcconfig\"\nA = 1"])
        #expect(Self.values(level) == ["A=1"])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.rule == .xcconfigInclude)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.location == SourceLocation(line: 2, column: 1))
    }

    @Test func cyclesAreSkippedWithAWarning() {
        let (level, diagnostics) = Self.load([
            "a.xcconfig": "A = 1\n#include \"b.xcconfig\"",
            "b.xcconfig": "B = 2\n#include \"a.xcconfig\""
        ])
        #expect(Self.values(level) == ["A=1", "B=2"])
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(diagnostics.first?.file == "config/b.xcconfig")
    }

    @Test func depthIsBounded() {
        var files: [String: String] = [:]
        for i in 0..<40 { files["f\(i).xcconfig"] = "V\(i) = \(i)\n#include \"f\(i + 1).xcconfig\"" }
        let (level, diagnostics) = Self.load(files, "f0.xcconfig", maxDepth: 5)
        #expect(level.assignments.count == 5)
        #expect(diagnostics.map(\.rule) == [.xcconfigInclude])
    }

    @Test func unreadableTopFile() {
        let (level, diagnostics) = Self.load([:])
        #expect(level.assignments.isEmpty)
        #expect(diagnostics.map(\.rule) == [.unreadableFile])
    }

    @Test func pbxprojKeysSortSoConditionsComeAfterThePlainKey() {
        let at = SourceLocation(line: 1, column: 1)
        let level = SettingLevel.buildSettings(
            [
                (key: "DEVELOPMENT_TEAM[sdk=watchos*]", value: "S6UPZG7ZR3", location: at),
                (key: "DEVELOPMENT_TEAM", value: "", location: at),
                (key: "not a key", value: "x", location: at)
            ], file: "p.pbxproj")
        #expect(Self.values(level) == ["DEVELOPMENT_TEAM=", "DEVELOPMENT_TEAM[sdk=watchos*]=S6UPZG7ZR3"])
    }
}
