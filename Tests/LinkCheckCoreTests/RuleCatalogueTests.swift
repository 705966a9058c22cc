import Foundation
import LinkCheckCore
import Testing

/// One catalogue holds every rule: ids are unique and well formed, and every rule is reported by
/// some code.
@Suite struct RuleCatalogueTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func idsAreUniqueAndKebabCase() {
        let ids = Rule.all.map(\.id)
        #expect(Set(ids).count == ids.count, "\(ids.filter { id in ids.count { $0 == id } > 1 })")
        for rule in Rule.all {
            #expect(rule.id.allSatisfy { ("a"..."z").contains($0) || $0 == "-" } && !rule.id.hasPrefix("-"), "\(rule.id)")
            #expect(!rule.summary.isEmpty && !rule.help.isEmpty, "\(rule.id)")
            #expect(Rule.named(rule.id) == rule)
        }
    }

    /// A rule no code reports is dead weight in the docs; a rule reported but not catalogued
    /// cannot exist, since `Diagnostic` takes a `Rule`.
    @Test func everyRuleIsReportedBySomeCode() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        var text = ""
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift", url.lastPathComponent != "RuleCatalogue.swift" else { continue }
            text += try String(contentsOf: url, encoding: .utf8)
        }
        let catalogue = try String(contentsOf: sources.appendingPathComponent("LinkCheckCore/Rules/RuleCatalogue.swift"), encoding: .utf8)
        // `public static let name = Rule(` and then `"id"`, on that line or the next: the constant
        // each rule is used by.
        let pattern = try NSRegularExpression(pattern: #"public static let (\w+) = Rule\(\s*"([^"]+)""#)
        let whole = NSRange(catalogue.startIndex..., in: catalogue)
        let names = pattern.matches(in: catalogue, range: whole).compactMap { match -> (String, String)? in
            guard let name = Range(match.range(at: 1), in: catalogue), let id = Range(match.range(at: 2), in: catalogue) else { return nil }
            return (String(catalogue[name]), String(catalogue[id]))
        }
        #expect(names.count == Rule.all.count)
        for (name, id) in names {
            #expect(text.contains(".\(name)"), "\(id) (Rule.\(name)) is reported by no code")
        }
    }
}
