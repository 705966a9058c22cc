// A throughput comparison, not a timed assertion. Run it with a release build:
//   LINKCHECK_JSON_BENCH=1 swift test -c release --filter JSONBenchmarkTests
// Foundation is used here only for JSONDecoder, the point of comparison.
import Foundation
import LinkCheckCore
import Testing

private struct BenchSite: Codable { var base: String; var locale: String }
private struct BenchLink: Codable {
    var href: String; var text: String; var line: Int; var column: Int; var external: Bool; var latencyMs: Double
}
private struct BenchPage: Codable {
    var url: String; var title: String; var status: Int; var redirects: [String]; var tags: [String]
    var lastModified: String?; var score: Double; var links: [BenchLink]
}
private struct BenchReport: Codable { var version: Int; var generator: String; var site: BenchSite; var pages: [BenchPage] }

/// A pretty-printed link report of about 1.5 KB per page, built deterministically.
private func typicalDocument(pages: Int) -> [UInt8] {
    var seed: UInt64 = 42
    func next(_ n: Int) -> Int {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((seed >> 33) % UInt64(n))
    }
    let words = ["docs", "api", "guide", "install", "getting-started", "reference", "blog", "2024", "release-notes",
                 "faq", "über", "café", "naïve", "日本語", "tutorial", "advanced", "config", "routes", "redirects", "assets"]
    func path(_ n: Int) -> String { (0 ..< n).map { _ in "/" + words[next(words.count)] }.joined() }
    var list: [JSONOutput] = []
    for i in 0 ..< pages {
        let links: [JSONOutput] = (0 ..< 2 + next(7)).map { j in
            .object([
                ("href", .string((next(10) < 3 ? "https://example.com" : "") + path(1 + next(4)) + (next(10) < 4 ? "#section-\(j)" : ""))),
                ("text", .string((0 ..< 1 + next(5)).map { _ in words[next(words.count)] }.joined(separator: " "))),
                ("line", .int(1 + next(2000))),
                ("column", .int(1 + next(120))),
                ("external", .bool(next(10) < 3)),
                ("latencyMs", .double(Double(next(300_000)) / 1000)),
            ])
        }
        list.append(.object([
            ("url", .string("https://example.com" + path(2 + next(4)))),
            ("title", .string("Page \(i) — \(words[next(words.count)]) \"quoted\"")),
            ("status", .int([200, 200, 200, 301, 404][next(5)])),
            ("redirects", .array((0 ..< next(3)).map { _ in .string(path(2)) })),
            ("tags", .array((0 ..< next(5)).map { _ in .string(words[next(words.count)]) })),
            ("lastModified", next(5) == 0 ? .null : .string("2024-0\(1 + next(9))-1\(next(10))T12:00:00Z")),
            ("score", .double(Double(next(1_000_000)) / 1_000_000)),
            ("links", .array(links)),
        ]))
    }
    let report = JSONOutput.object([
        ("version", .int(3)), ("generator", .string("linkcheck")),
        ("site", .object([("base", .string("https://example.com")), ("locale", .string("en"))])),
        ("pages", .array(list)),
    ])
    return Array(report.render(pretty: true).utf8)
}

private func seconds(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let elapsed = try clock.measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

@Suite("JSON benchmark", .enabled(if: ProcessInfo.processInfo.environment["LINKCHECK_JSON_BENCH"] != nil))
struct JSONBenchmarkTests {
    @Test("JSONDocument.parse vs JSONDecoder on a typical report")
    func throughput() throws {
        let bytes = typicalDocument(pages: 15_000)
        let data = Data(bytes)
        let megabytes = Double(bytes.count) / 1_000_000
        var ours = Double.infinity
        var nodes = 0
        for _ in 0 ..< 7 {
            ours = min(ours, try seconds { nodes = try JSONDocument.parse(bytes).nodeCount })
        }
        var theirs = Double.infinity
        var pages = 0
        for _ in 0 ..< 3 {
            theirs = min(theirs, try seconds { pages = try JSONDecoder().decode(BenchReport.self, from: data).pages.count })
        }
        #expect(pages == 15_000)
        print(String(format: "JSON benchmark: %.1f MB, %d nodes. JSONDocument.parse %.1f ms = %.0f MB/s; JSONDecoder %.1f ms = %.0f MB/s (%.1fx)",
                     megabytes, nodes, ours * 1000, megabytes / ours, theirs * 1000, megabytes / theirs, theirs / ours))
    }
}
