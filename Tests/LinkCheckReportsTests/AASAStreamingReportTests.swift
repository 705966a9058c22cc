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

    @Test func namesAreDistinctByHashes() {
        func distinct(_ names: [String]) -> Bool { JUnitDocument.Suite.areDistinct { each in names.forEach(each) } }
        #expect(distinct([]) && distinct(["a"]) && distinct(["a", "b", "c"]))
        #expect(!distinct(["a", "b", "a"]) && !distinct(["x", "x"]))
    }
}
