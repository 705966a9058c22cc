import Foundation
import LinkCheck
import LinkCheckCLI
import Testing

/// Route tables translated from other projects' test suites (React Navigation, Android
/// Navigation, Crossroad, …), read straight from `../shared/vectors/routes/`. Every one must pass.
@Suite struct VectorTests {
    static let directory = GoldenFile.root + "/../shared/vectors/routes"
    static let available = FileManager.default.fileExists(atPath: directory)

    static func tables() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".cases.json") }.sorted()
    }

    @Test(.enabled(if: available, "../shared/vectors/routes is not beside the project"), arguments: tables())
    func tablePasses(_ name: String) {
        let output = CLI.run(["routes", "--quiet", "\(Self.directory)/\(name)"], context: CommandContext())
        #expect(output.status == 0, "\(name):\n\(output.stdout)\(output.stderr)")
        #expect(output.stderr == "")
        #expect(output.stdout.hasSuffix(" passed, 0 failed\n"))
    }

    @Test(.enabled(if: available, "../shared/vectors/routes is not beside the project"))
    func thereAreVectors() {
        #expect(Self.tables().count >= 70)
    }
}
