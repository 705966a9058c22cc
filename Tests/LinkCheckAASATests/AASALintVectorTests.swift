import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckTestSupport
import Testing

/// The shared AASA material in `../shared/vectors/aasa/`: every broken file is caught by the rule
/// and with the severity its vector names (`BrokenVectorRule`), every real file lints without errors.
@Suite struct AASALintVectorTests {
    static let vectors = SharedVectors.aasa
    static let directory = vectors.path
    static let skipped = Comment(rawValue: vectors.skipReason)

    struct Broken: Sendable, CustomTestStringConvertible {
        var index: Int
        var text: String
        var expect: String
        /// `error`, `warning` or `info`.
        var severity: String
        var testDescription: String { "broken.json[\(index)] (\(severity)): \(expect)" }
    }

    static func broken() -> [Broken] {
        guard let data = FileManager.default.contents(atPath: directory + "/broken.json"),
            let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [] }
        return list.enumerated().map { index, entry in
            Broken(
                index: index, text: entry["file_text"] as? String ?? "", expect: entry["expect"] as? String ?? "",
                severity: entry["severity"] as? String ?? "")
        }
    }

    static func realFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory + "/real")) ?? []).sorted()
    }

    static func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(\.headline).joined(separator: "\n")
    }

    @Test(.enabled(if: vectors.runs, skipped), arguments: broken())
    func brokenFileIsCaught(_ entry: Broken) throws {
        let row = try #require(
            BrokenVectorRule.all.first { $0.index == entry.index },
            "no row in BrokenVectorRule.all says which rule catches this vector")
        #expect(entry.expect.contains(row.expectContains), "BrokenVectorRule.all no longer lines up with broken.json")
        // `info` entries are advice only some sites want; they are caught with the opt-in checks.
        let options = AASALintOptions(checkLegacyIOS: entry.severity == "info")
        let result = AASALoader.load(Array(entry.text.utf8), file: "apple-app-site-association", options: options)
        let found = Set(result.diagnostics.map { BrokenVectorRule.Finding(rule: $0.rule.id, severity: $0.severity) })
        #expect(
            row.named.severity.rawValue == (entry.severity == "info" ? "warning" : entry.severity),
            "the vector expects \(entry.severity), the row says \(row.named)")
        for finding in [row.named] + row.also {
            #expect(found.contains(finding), "no \(finding) finding:\n\(Self.render(result.diagnostics))")
        }
        // Nothing else may fail the file: an error the row does not name would be a false alarm.
        let errors = found.filter { $0.severity == .error }
        #expect(
            errors == Set(([row.named] + row.also).filter { $0.severity == .error }),
            "unexpected errors:\n\(Self.render(result.diagnostics))")
    }

    @Test(.enabled(if: vectors.runs, skipped), arguments: realFiles())
    func realFileHasNoErrors(_ name: String) throws {
        let data = try #require(FileManager.default.contents(atPath: Self.directory + "/real/" + name))
        let result = AASALoader.load(Array(data), file: name)
        #expect(result.file != nil)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(Self.render(result.diagnostics))")
    }

    /// With the vectors required, the one test that fails when they are missing.
    @Test(.enabled(if: vectors.runs, skipped))
    func thereAreVectors() throws {
        try #require(Self.vectors.isPresent, Comment(rawValue: Self.vectors.missingMessage ?? ""))
        #expect(Self.broken().count >= 28)
        #expect(Self.realFiles().count >= 7)
        // Each row names a vector of the file.
        #expect(Set(BrokenVectorRule.all.map(\.index)).isSubset(of: Set(Self.broken().map(\.index))))
    }
}
