@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
import Testing

/// A URL list decided on several threads gives the answers of deciding it on one, in the list's
/// order (URL by URL, the apps in the order given).
@Suite struct AASAParallelAnswersTests {
    static let json = """
        {"applinks": {"details": [
          {"appIDs": ["ABCDE12345.com.example.one"], "components": [{"/": "/$(lang)-$(region)/news/*"}, {"/": "/x/*", "exclude": true}]},
          {"appIDs": ["ABCDE12345.com.example.two"], "paths": ["/x/*", "NOT /y"]}]}}
        """

    @Test(arguments: [2, 3, 7])
    func severalThreadsAnswerAsOne(threads: Int) throws {
        let file = try #require(AASALoader.load(Array(Self.json.utf8), file: "aasa").0)
        let matcher = file.compiled()
        let paths = ["/en-US/news/1", "/x/2", "/y", "/fr-FR/other", "not a url", "/x"]
        let urls = (0..<50).map { "https://example.com" + paths[$0 % paths.count] + "?n=\($0)" }
        let apps = ["ABCDE12345.com.example.two", "ABCDE12345.com.example.one", "ABCDE12345.com.example.none"]
        func rows(_ answers: [AASAReport.Answer]) -> [String] {
            answers.map { "\($0.url) \($0.appID) \($0.decision.outcome) \($0.decision.rule?.name ?? "-") \($0.decision.explanation)" }
        }
        let serial = ParallelAnswers.answers(urls, apps: apps, matcher: matcher, domain: "example.com", cores: 1)
        let parallel = ParallelAnswers.answers(urls, apps: apps, matcher: matcher, domain: "example.com", cores: threads,
                                               threads: threads)
        #expect(serial.count == urls.count * apps.count)
        #expect(rows(parallel) == rows(serial))
        // The serial answers are the list's, in order.
        #expect(serial.map(\.url) == urls.flatMap { url in apps.map { _ in url } })
        #expect(serial.map(\.appID) == urls.flatMap { _ in apps })
        #expect(Set(serial.map(\.decision.outcome)) == [.opens, .excluded, .notHandled])
    }
}
