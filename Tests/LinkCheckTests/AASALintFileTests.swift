import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
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
        #expect(Self.findings(padded) == [
            E(1, 1, .error, "file-too-large", "the file is 131073 bytes, over the limit of 131072 bytes (128 KB) "
              + "that iOS 9.3.1 and later accept; the system ignores it"),
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
        NameCase(path: "-", name: nil),
    ])
    func jsonExtension(_ c: NameCase) {
        let expected = c.name.map {
            [E(1, 1, .warning, "json-extension", "the file name \"\($0)\" ends in \".json\"; iOS fetches "
               + "\"/.well-known/apple-app-site-association\" with no extension, so serve it under that name")]
        } ?? []
        #expect(Self.findings(Array(Self.minimal.utf8), file: c.path) == expected)
    }

    @Test func byteOrderMark() {
        #expect(Self.findings([0xEF, 0xBB, 0xBF] + Array(Self.minimal.utf8)) == [
            E(1, 1, .warning, "byte-order-mark", "the file starts with a UTF-8 byte order mark; save it as UTF-8 without one"),
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
        #expect(result.diagnostics.map(AASALintFinding.init) == [
            E(1, 1, .warning, "json-extension", "the file name \"aasa.json\" ends in \".json\"; iOS fetches "
              + "\"/.well-known/apple-app-site-association\" with no extension, so serve it under that name"),
            E(1, 1, .warning, "byte-order-mark", "the file starts with a UTF-8 byte order mark; save it as UTF-8 without one"),
            E(4, 80, .error, "json-syntax", "trailing comma before \"]\""),
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
        #expect(result.diagnostics.map(AASALintFinding.init) == [
            E(9, 18, .warning, "duplicate-app-id", "app ID \"ABCDE12345.com.example.app\" is also listed in details[0]; "
              + "the rules of details[1] are tried for it only when no rule of details[0] matches"),
            E(11, 9, .warning, "unknown-key", "unknown key \"comment\" in details[1]"),
            E(14, 31, .warning, "unused-variable", "substitution variable \"unused\" is not used by any pattern"),
            E(16, 62, .error, "duplicate-key", "duplicate key \"apps\""),
            E(16, 70, .warning, "empty-service", "webcredentials.apps is empty, so \"webcredentials\" associates no app"),
        ])
        #expect(result.diagnostics.first?.notes == ["first listed at aasa:5:20"])
        #expect(result.diagnostics.dropFirst(3).first?.notes == ["first given at aasa:16:22"])
    }

    @Test func ruleCatalogue() {
        let ids = AASARule.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in AASARule.all {
            #expect(rule.id.allSatisfy { ("a" ... "z").contains($0) || $0 == "-" }, "\(rule.id)")
            #expect(!rule.summary.isEmpty)
        }
        let used = (AASALintRuleTests.cases + AASALintPatternTests.cases).flatMap { $0.expected.map(\.rule) }
        #expect(Set(used).subtracting(ids).isEmpty)
        // Each rule is exercised by some inline case or by a test in this file.
        let here: Set = ["file-too-large", "json-extension", "byte-order-mark"]
        #expect(Set(ids).subtracting(used).subtracting(here).isEmpty, "\(Set(ids).subtracting(used).subtracting(here))")
    }

    /// docs/aasa.md's "Rules" lists each rule of the catalogue under the severity it has,
    /// so a rule that changes severity (as `no-details` did) cannot leave the docs behind.
    @Test func docsListEveryRuleWithItsSeverity() throws {
        let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/aasa.md")
        let text = try String(contentsOf: doc, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "\n## Rules\n").dropFirst().first?
            .components(separatedBy: "\n## ").first)
        // Bullets start a line with "- "; continuation lines are indented.
        let bullets = section.components(separatedBy: "\n- ").dropFirst()
        func bullet(_ prefix: String) -> String { bullets.first { $0.hasPrefix(prefix) } ?? "" }
        let listed: [Severity: String] = [.error: bullet("errors:"), .warning: bullet("warnings:")]
        for rule in AASARule.all {
            let name = "`\(rule.id)`"
            // A rule that escalates (`unknown-key`) has a bullet of its own.
            let own = bullet("\(name) is a \(rule.severity == .error ? "error" : "warning")")
            #expect(listed[rule.severity]?.contains(name) == true || !own.isEmpty,
                    "docs/aasa.md does not list \(name) among the \(rule.severity)s")
            for (severity, list) in listed where severity != rule.severity {
                #expect(!list.contains(name), "docs/aasa.md lists \(name) among the \(severity)s, but it is a \(rule.severity)")
            }
        }
    }
}
