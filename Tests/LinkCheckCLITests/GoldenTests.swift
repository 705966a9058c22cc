import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
import LinkCheckCLI
import Testing

/// Whole commands against `fixtures/golden/*.txt`. `make golden` rewrites the files from the
/// current output; the diff then shows what changed.
@Suite struct GoldenTests {
    @Test(arguments: GoldenFile.all())
    func command(_ golden: GoldenFile) throws {
        let stdinPath = golden.stdinFile.map { GoldenFile.root + "/" + $0 }
        let context = CommandContext(
            environment: ["LINKCHECK_NOW": "2026-12-01T00:00:00Z"],
            readStandardInput: {
                guard let stdinPath, let data = FileManager.default.contents(atPath: stdinPath) else {
                    return .success([])
                }
                return .success([UInt8](data))
            },
            workingDirectory: GoldenFile.root)
        try golden.check(CLI.run(golden.arguments, context: context))
    }

    @Test func everyGoldenFileParses() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: GoldenFile.directory).filter { $0.hasSuffix(".txt") }
        #expect(names.count == GoldenFile.all().count)
        #expect(names.count >= 20)
    }
}
