@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
@testable import LinkCheckReports
import Testing

/// Answers decided as a reporter reads them (`AASAAnswers` over a URL list) render exactly as the
/// same answers decided first and held, in every format that prints them.
@Suite struct AASAStreamingReportTests {
    static let json = """
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.miapp.app", "ABCDE12345.com.miapp.two"],
          "components": [{"/": "/orders/*"}, {"/": "/orders/*/x", "exclude": true}]}]}}
        """
    static let apps = ["ABCDE12345.com.miapp.app", "ABCDE12345.com.miapp.two"]

    /// The same report twice: answers decided while read (in blocks of 2 URLs on 2 threads), and
    /// decided one by one beforehand.
    static func reports(_ urls: [String]) throws -> (streamed: AASAReport, held: AASAReport) {
        let (loaded, diagnostics) = AASALoader.load(Array(json.utf8), file: "aasa")
        let matcher = try #require(loaded).compiled()
        let listed = URLList.parseSerially(Array(urls.dropFirst().joined(separator: "\n").utf8), file: "urls.txt").urls
        let source = AnswerSource(urls: listed.after(Array(urls.prefix(1))), apps: apps, matcher: matcher, domain: "miapp.com",
                                  cores: 2, blockURLs: 2, forcedThreads: 2)
        let held = urls.flatMap { url in
            apps.map { AASAReport.Answer(url: url, appID: $0, decision: matcher.decide(url: url, appID: $0, domain: "miapp.com")) }
        }
        func report(_ answers: AASAAnswers) -> AASAReport {
            AASAReport(files: [.init(file: "aasa", diagnostics: diagnostics, answers: answers)])
        }
        return (report(AASAAnswers(source)), report(AASAAnswers(held)))
    }

    static func renderings(_ report: AASAReport) -> [String] {
        [AASATextReporter().render(report), AASAJSONReporter.render(report), JUnitReporter.aasa(report), MarkdownSummary.aasa(report)]
    }

    @Test(arguments: [
        ["https://miapp.com/orders/1", "https://miapp.com/about", "https://miapp.com/orders/2/x", "https://other.com/orders/3",
         "https://miapp.com/orders/4"],
        // A URL twice: JUnit names the second ` (2)`, which the suite that holds its cases does.
        ["https://miapp.com/orders/1", "https://miapp.com/about", "https://miapp.com/orders/1", "https://miapp.com/orders/1"],
    ])
    func streamedRendersAsHeld(urls: [String]) throws {
        let (streamed, held) = try Self.reports(urls)
        #expect(streamed.files[0].answers.count == urls.count * Self.apps.count)
        #expect(Self.renderings(streamed) == Self.renderings(held))
        let junit = JUnitReporter.aasa(streamed)
        #expect(junit.contains("https://miapp.com/orders/1 → ABCDE12345.com.miapp.app (2)") == (urls.count == 4))
        #expect(junit.contains("tests=\"\(1 + urls.count * Self.apps.count)\""))
    }

    /// The JSON of answers decided as read, over several blocks, is the document with every
    /// answer made first and held in a plain array.
    @Test func streamedJSONIsTheHeldDocument() throws {
        let urls = (1 ... 9).map { "https://miapp.com/orders/\($0)" } + ["https://miapp.com/about", "https://miapp.com/orders/7/x"]
        let (streamed, held) = try Self.reports(urls)
        let file = held.files[0]
        let document = JSONOutput.object([
            ("files", .array([.object([
                ("file", .string(file.file)),
                ("diagnostics", .array(file.diagnostics.map(JSONReporter.diagnostic))),
                ("urls", .array(Array(file.answers).map(AASAJSONReporter.answer))),
            ])])),
            ("diagnostics", .array([])),
            ("summary", .object([("errors", .int(held.errors)), ("warnings", .int(held.warnings))])),
        ])
        #expect(AASAJSONReporter.render(streamed) == document.render(pretty: true) + "\n")
    }

    /// Names made unique as they are written, holding only those that can repeat, are the names
    /// the suite that holds every case gives: a name repeated, one equal to a made ` (2)` before
    /// and after it is made, a number that is not one (` (x)`, `(2)` without its space).
    @Test func uniqueNamesAsTheHoldingSuiteGivesThem() {
        let names = ["a", "b", "a", "a (2)", "a", "c (2)", "c", "c", "c (2) (2)", "c (2)", "d(2)", "d", "d", "e (x)", "e (x)",
                     "f", "a (3)", "g"]
        let cases = names.map { JUnitDocument.TestCase(classname: "k", name: $0) }
        let held = JUnitDocument.Suite(name: "k", cases: cases)
        var unique = JUnitUniqueNames { each in names.forEach { each("k", $0) } }
        #expect(!unique.allDistinct)
        let streamed = cases.map { unique.unique($0).name }
        #expect(streamed == IteratorSequence(held.cases()).map(\.name))
        #expect(streamed == ["a", "b", "a (2)", "a (2) (2)", "a (3)", "c (2)", "c", "c (3)", "c (2) (2)", "c (2) (3)", "d(2)", "d",
                             "d (2)", "e (x)", "e (x) (2)", "f", "a (3) (2)", "g"])
        #expect(JUnitUniqueNames { each in ["a", "b", "c"].forEach { each("k", $0) } }.allDistinct)
        // Numbers that `\(N)` never writes, names made twice over, a base ending in a character
        // that joins the space after it (U+0600 is a prefix character), another classname.
        let more = [("k", "a (02)"), ("k", "a"), ("k", "a (1)"), ("k", "a"), ("k", "a (2)"), ("k", "a (3)"), ("k", "a"), ("k", "a"),
                    ("k", "a (6)"), ("k", "a"), ("k", "a"), ("j", "a"), ("j", "a"), ("k", "x\u{600}"), ("k", "x\u{600}"),
                    ("k", "x\u{600} (2)"), ("k", "a (2) (2)"), ("k", "a (2)")]
        let moreCases = more.map { JUnitDocument.TestCase(classname: $0.0, name: $0.1) }
        var moreUnique = JUnitUniqueNames { each in more.forEach { each($0.0, $0.1) } }
        #expect(moreCases.map { moreUnique.unique($0).name }
                == IteratorSequence(JUnitDocument.Suite(name: "k", cases: moreCases).cases()).map(\.name))
    }

    @Test func namesAreDistinctByHashes() {
        func distinct(_ names: [String]) -> Bool { JUnitDocument.Suite.areDistinct { each in names.forEach(each) } }
        #expect(distinct([]) && distinct(["a"]) && distinct(["a", "b", "c"]))
        #expect(!distinct(["a", "b", "a"]) && !distinct(["x", "x"]))
    }
}
