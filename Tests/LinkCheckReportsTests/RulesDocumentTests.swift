import Foundation
import LinkCheckCore
import LinkCheckReports
import Testing

/// docs/rules.md is what the rule catalogue says.
@Suite struct RulesDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `make golden` (LINKCHECK_REGENERATE_GOLDEN=1) rewrites docs/rules.md.
    @Test func docsRulesIsGeneratedFromTheCatalogue() throws {
        let path = Self.root.appendingPathComponent("docs/rules.md")
        let generated = RulesDocument.markdown()
        if ProcessInfo.processInfo.environment["LINKCHECK_REGENERATE_GOLDEN"] == "1" {
            try generated.write(to: path, atomically: true, encoding: .utf8)
        }
        let written = try String(contentsOf: path, encoding: .utf8)
        #expect(written == generated, "docs/rules.md is stale: run make golden")
    }
}
