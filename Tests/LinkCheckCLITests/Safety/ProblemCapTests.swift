import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
import LinkCheckCLI
import Testing

/// Issue 13, defect 7: a file with thousands of problems reports the first hundred in full and
/// counts the rest, in every format, with every count exact.
@Suite struct ProblemCapTests {
    static func wrongTypedTable(_ n: Int) -> String {
        #"{"schema": "schema.json", "cases": ["# + Array(repeating: "1", count: n).joined(separator: ",\n") + "]}"
    }

    @Test func theFirstHundredAreShownAndTheRestCounted() throws {
        let s = try Scratch()
        try s.write("wrong.json", Self.wrongTypedTable(5000))
        let text = s.run(["routes", "wrong.json"])
        #expect(text.status == 2)
        let lines = text.stderr.split(separator: "\n")
        #expect(lines.count == 102)
        #expect(lines.first == "wrong.json:1:37: error: a case must be an object, not a number [wrong-type]")
        #expect(lines[99] == "wrong.json:100:1: error: a case must be an object, not a number [wrong-type]")
        #expect(lines[100] == "wrong.json: error: 4900 more errors in this file not shown; only the first 100 problems of a file are [more-problems]")
        #expect(lines[101] == "linkcheck: 5000 errors; no case was run")

        let json = s.run(["routes", "--format", "json", "wrong.json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 101)
        #expect(diagnostics.last?["rule"] as? String == "more-problems")

        let github = s.run(["routes", "--format", "github", "wrong.json"])
        #expect(github.stdout.split(separator: "\n").count == 102)
        #expect(github.stdout.hasSuffix("5000 errors, 0 warnings\n"))
    }

    /// The same on every thread count: slices of a big table are capped and joined in order.
    @Test func slicesGiveTheSameHundred() throws {
        let s = try Scratch()
        try s.write("wrong.json", Self.wrongTypedTable(60_000))
        let out = s.run(["routes", "wrong.json"])
        let lines = out.stderr.split(separator: "\n")
        #expect(lines.count == 102)
        #expect(lines[99] == "wrong.json:100:1: error: a case must be an object, not a number [wrong-type]")
        #expect(lines[101] == "linkcheck: 60000 errors; no case was run")
    }

    /// A URL list that is not one (a JSON file) is refused line by line, capped the same way.
    @Test func aURLListOfNonURLs() throws {
        let s = try Scratch()
        try FileManager.default.copyItem(
            atPath: GoldenFile.root + "/fixtures/aasa/miapp.com/apple-app-site-association",
            toPath: s.path + "/apple-app-site-association")
        try s.write("urls.json", "[\n" + (0..<300).map { "  \"https://miapp.com/orders/\($0)\"," }.joined(separator: "\n") + "\n]\n")
        let out = s.run(["aasa", "apple-app-site-association", "--urls", "urls.json"])
        #expect(out.status == 2)
        let lines = out.stderr.split(separator: "\n")
        #expect(lines.first == "urls.json:1:1: error: not a valid URL: \"[\" at character 1 is not allowed in a URL; write it as %5B [invalid-url]")
        #expect(lines.dropLast().last == "urls.json: error: 202 more errors in this file not shown; only the first 100 problems of a file are [more-problems]")
        #expect(lines.last == "linkcheck: 302 errors; the run is not judged")
        #expect(out.stdout == "302 errors, 0 warnings\n")
    }
}
