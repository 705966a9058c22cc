import Foundation
import LinkCheckCore
import LinkCheckReports
import LinkCheckCLI
import Testing

/// `--format sarif` through the whole command line: past GitHub's 5,000 results per run, the log
/// keeps 5,000 and says so, and standard error says it too; the verdict stays the command's.
@Suite struct SARIFOutputTests {
    @Test func aRunPastTheLimitKeepsFiveThousandResultsAndSaysSo() throws {
        let failing = 5_010
        let cases = (1...failing).map { #"{ "url": "miapp://orders/\#($0)", "expect": null }"# }
        let table = "[\n" + cases.joined(separator: ",\n") + "\n]\n"
        let context = CommandContext(
            environment: [:], readStandardInput: { .success(Array(table.utf8)) },
            workingDirectory: GoldenFile.root)
        let output = CLI.run(["routes", "--format", "sarif", "--schema", "fixtures/routes/app.schema.json", "-"], context: context)
        #expect(output.status == 1)
        let note =
            "the SARIF log holds 5000 of 5010 results (10 errors and 0 warnings left out): "
            + "GitHub code scanning shows at most 5000 per run; --format json or text lists them all"
        #expect(output.stderr == "linkcheck: note: \(note)\n")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 5_000)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notifications = (invocation["toolExecutionNotifications"] as? [[String: Any]] ?? []).compactMap {
            ($0["message"] as? [String: Any])?["text"] as? String
        }
        #expect(notifications == [note])
        // Every kept result is its own alert.
        let prints = Set(results.compactMap { ($0["partialFingerprints"] as? [String: String])?["linkcheck/v1"] })
        #expect(prints.count == 5_000)
    }
}
