@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
import Testing

/// A URL list decided on several threads, or read block by block as a reporter reads it, gives
/// the answers of deciding each URL for each app on one thread, in the list's order (URL by URL,
/// the apps in the order given).
@Suite struct AASAParallelAnswersTests {
    static let json = """
        {"applinks": {"details": [
          {"appIDs": ["ABCDE12345.com.example.one"], "components": [{"/": "/$(lang)-$(region)/news/*"}, {"/": "/x/*", "exclude": true}]},
          {"appIDs": ["ABCDE12345.com.example.two"], "paths": ["/x/*", "NOT /y"]}]}}
        """
    static let apps = ["ABCDE12345.com.example.two", "ABCDE12345.com.example.one", "ABCDE12345.com.example.none"]

    static func rows(_ answers: some Sequence<AASAReport.Answer>) -> [String] {
        answers.map { "\($0.url)|\($0.appID)|\($0.decision.outcome)|\($0.decision.rule?.name ?? "-")|\($0.decision.explanation)" }
    }

    /// 50 URLs, every second one from a list's bytes after `--url` values, and their answers
    /// decided one by one: the reference.
    static func fixture() throws -> (source: AnswerSource, reference: [String]) {
        let file = try #require(AASALoader.load(Array(json.utf8), file: "aasa").0)
        let matcher = file.compiled()
        let paths = ["/en-US/news/1", "/x/2", "/y", "/fr-FR/other", "not a url", "/x"]
        let urls = (0..<50).map { "https://example.com" + paths[$0 % paths.count] + "?n=\($0)" }
        let given = Array(urls.prefix(10))
        let listed = URLList.parseSerially(Array(urls.dropFirst(10).joined(separator: "\n# c\n").utf8), file: "urls.txt")
        let all = listed.urls.after(given)
        // `--url` values are answered whatever they hold; a list's line that is no URL is a finding.
        #expect(Array(all) == given + urls.dropFirst(10).filter { !$0.contains("not a url") })
        let reference = all.flatMap { url in
            apps.map { AASAReport.Answer(url: url, appID: $0, decision: matcher.decide(url: url, appID: $0, domain: "example.com")) }
        }
        return (AnswerSource(urls: all, apps: apps, matcher: matcher, domain: "example.com", cores: 1), rows(reference))
    }

    @Test(arguments: [1, 2, 3, 7])
    func severalThreadsAnswerAsOne(threads: Int) throws {
        let (source, reference) = try Self.fixture()
        let n = source.urls.count
        #expect(Self.rows(ParallelAnswers.answers(source, urls: 0..<n, threads: threads)) == reference)
        // A run in the middle: its own answers only, in place.
        let run = Self.rows(ParallelAnswers.answers(source, urls: 5..<23, threads: threads))
        #expect(run == Array(reference[(5 * Self.apps.count)..<(23 * Self.apps.count)]))
        #expect(Set(reference.map { $0.split(separator: "|")[2] }) == ["opens", "excluded", "notHandled"])
    }

    /// Reporters read the answers with `for`: block by block, each block on every core.
    @Test(arguments: [1, 2, 3])
    func readInBlocksAsDecidedOneByOne(cores: Int) throws {
        let (source, reference) = try Self.fixture()
        for block in [1, 4, 7, 40, 1000] {
            let answers = AASAAnswers(
                AnswerSource(
                    urls: source.urls, apps: source.apps, matcher: source.matcher,
                    domain: source.domain, cores: cores, blockURLs: block, forcedThreads: cores))
            #expect(answers.count == reference.count)
            #expect(Self.rows(answers) == reference)
            #expect(Self.rows(answers.indices.map { answers[$0] }) == reference)
        }
        // Rendered slice by slice on every core: the same text, in order.
        for block in [1, 4, 7, 40, 1000] {
            let answers = AASAAnswers(
                AnswerSource(
                    urls: source.urls, apps: source.apps, matcher: source.matcher,
                    domain: source.domain, cores: cores, blockURLs: block, forcedThreads: cores))
            var text = ""
            answers.forEachRendered({ Self.rows($0).map { $0 + "\n" }.joined() }, { text += $0 })
            #expect(text == reference.map { $0 + "\n" }.joined())
        }
        // No app or no URL: nothing to answer.
        let none = AASAAnswers(urls: source.urls, apps: [], matcher: source.matcher, domain: nil, cores: cores)
        #expect(none.isEmpty && Array(none).isEmpty)
        let empty = AASAAnswers(urls: [], apps: Self.apps, matcher: source.matcher, domain: nil, cores: cores)
        #expect(empty.isEmpty && Array(empty).isEmpty)
    }
}
