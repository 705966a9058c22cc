import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
import LinkCheckCLI
import LinkCheckTestSupport
import Testing

/// Route tables translated from other projects' test suites (React Navigation, Android
/// Navigation, Crossroad, …), read straight from `../shared/vectors/routes/`. Every one must pass.
@Suite struct VectorTests {
    static let vectors = SharedVectors.routes
    static let directory = vectors.path
    static let skipped = Comment(rawValue: vectors.skipReason)

    static func tables() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".cases.json") }.sorted()
    }

    @Test(.enabled(if: vectors.runs, skipped), arguments: tables())
    func tablePasses(_ name: String) {
        let output = CLI.run(["routes", "--quiet", "\(Self.directory)/\(name)"], context: CommandContext())
        #expect(output.status == 0, "\(name):\n\(output.stdout)\(output.stderr)")
        #expect(output.stderr == "")
        #expect(output.stdout.hasSuffix(" passed, 0 failed\n"))
    }

    /// With the vectors required, the one test that fails when they are missing.
    @Test(.enabled(if: vectors.runs, skipped))
    func thereAreVectors() throws {
        try #require(Self.vectors.isPresent, Comment(rawValue: Self.vectors.missingMessage ?? ""))
        #expect(Self.tables().count >= 70)
    }
}
