import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import Testing

/// `AASALoader`: problems of the file as a whole (size, name, encoding, syntax), positions on
/// multi-line files, notes, and the rule catalogue.
@Suite struct AASALintFileTests {
    typealias E = AASALintFinding
    static let minimal = #"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}}"#

    static func findings(_ bytes: [UInt8], file: String = "apple-app-site-association") -> [AASALintFinding] {
        AASALoader.load(bytes, file: file).diagnostics.map(AASALintFinding.init)
    }

    @Test func fileTooLarge() {
        let padded = Array(Self.minimal.utf8) + [UInt8](repeating: 0x20, count: 131_073 - Self.minimal.utf8.count)
        #expect(
            Self.findings(padded) == [
                E(
                    1, 1, .error, "file-too-large",
                    "the file is 131073 bytes, over the limit of 131072 bytes (128 KB) "
                        + "that iOS 9.3.1 and later accept; the system ignores it")
            ])
        #expect(Self.findings(Array(padded.dropLast())) == [])
    }

    struct NameCase: Sendable, CustomTestStringConvertible {
        var path: String
        var name: String?
        var testDescription: String { path }
    }

    @Test(arguments: [
        NameCase(path: "site/.well-known/apple-app-site-association.json", name: "apple-app-site-association.json"),
        NameCase(path: #"C:\site\aasa.JSON"#, name: "aasa.JSON"),
        NameCase(path: "aasa.json", name: "aasa.json"),
        NameCase(path: "json/apple-app-site-association", name: nil),
        NameCase(path: "-", name: nil)
    ])
    func jsonExtension(_ c: NameCase) {
        let expected =
            c.name.map {
                [
                    E(
                        1, 1, .warning, "json-extension",
                        "the file name \"\($0)\" ends in \".json\"; iOS fetches "
                            + "\"/.well-known/apple-app-site-association\" with no extension, so serve it under that name")
                ]
            } ?? []
        #expect(Self.findings(Array(Self.minimal.utf8), file: c.path) == expected)
    }

    @Test func byteOrderMark() {
        #expect(
            Self.findings([0xEF, 0xBB, 0xBF] + Array(Self.minimal.utf8)) == [
                E(1, 1, .warning, "byte-order-mark", "the file starts with a UTF-8 byte order mark; save it as UTF-8 without one")
            ])
    }

    @Test func syntaxErrorWithFileProblemsAndNoModel() {
        let text = """
            {
              "applinks": {
                "details": [
                  {"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"},]}
                ]
              }
            }
            """
        let result = AASALoader.load([0xEF, 0xBB, 0xBF] + Array(text.utf8), file: "aasa.json")
        #expect(result.file == nil)
        #expect(
            result.diagnostics.map(AASALintFinding.init) == [
                E(
                    1, 1, .warning, "json-extension",
                    "the file name \"aasa.json\" ends in \".json\"; iOS fetches "
                        + "\"/.well-known/apple-app-site-association\" with no extension, so serve it under that name"),
                E(1, 1, .warning, "byte-order-mark", "the file starts with a UTF-8 byte order mark; save it as UTF-8 without one"),
                E(4, 80, .error, "json-syntax", "trailing comma before \"]\"")
            ])
    }

    /// Positions on a multi-line file, sorted top to bottom although found in another order.
    @Test func multiLinePositionsAndNotes() {
        let text = """
            {
              "applinks": {
                "details": [
                  {
                    "appIDs": ["ABCDE12345.com.example.app"],
                    "components": [{"/": "/a"}]
                  },
                  {
                    "appID": "ABCDE12345.com.example.app",
                    "paths": ["/b"],
                    "comment": "legacy"
                  }
                ],
                "substitutionVariables": {"unused": ["x"]}
              },
              "webcredentials": {"apps": ["ABCDE12345.com.example.app"], "apps": []}
            }
            """
        let result = AASALoader.load(Array(text.utf8), file: "aasa")
        #expect(
            result.diagnostics.map(AASALintFinding.init) == [
                E(
                    9, 18, .warning, "duplicate-app-id",
                    "app ID \"ABCDE12345.com.example.app\" is also listed in details[0]; "
                        + "the rules of details[1] are tried for it only when no rule of details[0] matches"),
                E(11, 9, .warning, "unknown-key", "unknown key \"comment\" in details[1]"),
                E(14, 31, .warning, "unused-variable", "substitution variable \"unused\" is not used by any pattern"),
                E(16, 62, .error, "duplicate-key", "duplicate key \"apps\""),
                E(16, 70, .warning, "empty-service", "webcredentials.apps is empty, so \"webcredentials\" associates no app")
            ])
        #expect(result.diagnostics.first?.notes == ["first listed at aasa:5:20"])
        #expect(result.diagnostics.dropFirst(3).first?.notes == ["first given at aasa:16:22"])
    }

    /// Each AASA rule of the catalogue is exercised by some inline case or by a test in this file.
    @Test func everyAASARuleIsExercised() {
        let ids = Set(Rule.all.filter { $0.group == .aasa }.map(\.id))
        let used = Set((AASALintRuleTests.cases + AASALintPatternTests.cases).flatMap { $0.expected.map(\.rule) })
        let here: Set = ["file-too-large", "json-extension", "byte-order-mark"]
        #expect(used.subtracting(Set(Rule.all.map(\.id))).isEmpty, "\(used.subtracting(Set(Rule.all.map(\.id))))")
        #expect(ids.subtracting(used).subtracting(here).isEmpty, "\(ids.subtracting(used).subtracting(here))")
    }
}
