import Foundation
@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
import LinkCheckTestSupport
import Testing

/// Every case of `../shared/vectors/aasa/match.json` (AASA snippet, app ID, URL → match / exclude /
/// no_match), the low-confidence ones included, read through the project's own loader as a user's
/// file would be.
@Suite struct AASAMatcherVectorTests {
    static let shared = SharedVectors.aasa
    static let directory = shared.path
    static let skipped = Comment(rawValue: shared.skipReason)

    struct Vector: Sendable, CustomTestStringConvertible {
        var index: Int
        var file: AASAFile?
        var appID: String
        var url: String
        var domain: String?
        /// `match`, `exclude` or `no_match`.
        var result: String
        var testDescription: String { "match.json[\(index)] \(url) → \(result)" }
    }

    static func vectors() -> [Vector] {
        guard let data = FileManager.default.contents(atPath: directory + "/match.json"),
            let document = try? JSONDocument.parse([UInt8](data))
        else { return [] }
        return document.root.elements.enumerated().map { index, entry in
            // Rendered from the parsed value, so key order (which legacy dictionary `details` need) is kept.
            let text = entry["aasa"]?.output.render() ?? "null"
            return Vector(
                index: index, file: AASALoader.load(Array(text.utf8), file: "apple-app-site-association").file,
                appID: entry["appID"]?.stringValue ?? "", url: entry["url"]?.stringValue ?? "",
                domain: entry["domain"]?.stringValue, result: entry["result"]?.stringValue ?? "")
        }
    }

    /// With the vectors required, the one test that fails when they are missing.
    @Test(.enabled(if: shared.runs, skipped))
    func allVectorsPresent() throws {
        try #require(Self.shared.isPresent, Comment(rawValue: Self.shared.missingMessage ?? ""))
        #expect(Self.vectors().count == 99)
    }

    @Test(.enabled(if: shared.runs, skipped), arguments: vectors())
    func vector(_ v: Vector) throws {
        let file = try #require(v.file, "the loader read no file")
        let decision = file.decide(url: v.url, appID: v.appID, domain: v.domain)
        let got: String
        switch decision.outcome {
        case .opens: got = "match"
        case .excluded: got = "exclude"
        case .notHandled: got = "no_match"
        }
        #expect(got == v.result, "\(decision.explanation)")
        // The compiled form answers the same.
        #expect(file.compiled().decide(url: v.url, appID: v.appID, domain: v.domain) == decision)
    }
}
