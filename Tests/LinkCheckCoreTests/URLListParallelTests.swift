@testable import LinkCheckCore
import LinkCheckTestSupport
import Testing

/// A URL list read on several threads (`ParallelURLList`) gives exactly the URLs and findings of
/// reading it on one: the same order, line and column, and the same findings kept in full or only
/// counted, on random lists of good and broken lines cut at every kind of place.
@Suite struct URLListParallelTests {
    typealias Generator = LinkCheckTestSupport.SeededGenerator

    /// Lines of every kind `parse` tells apart: URLs, blanks, comments, padding, CRLF, and each
    /// finding (invalid UTF-8, a control character, too long, not a URL).
    static let lines: [[UInt8]] = [
        Array("https://example.com/a".utf8), Array("  https://example.com/b?q=1#f\t".utf8), Array("".utf8),
        Array("# a comment".utf8), Array("https://example.com/c\r".utf8), Array("   ".utf8),
        Array("https://example.com/caf".utf8) + [0xC3, 0xA9], Array("https://example.com/".utf8) + [0xFF, 0x41],
        Array("https://example.com/\u{7}bell".utf8), Array("not a url at all".utf8), Array("http://[::1".utf8),
        Array("https://example.com/".utf8) + Array(repeating: UInt8(ascii: "x"), count: 120)
    ]

    /// The URL each of `lines` gives, by hand: the reference the byte ranges are read against.
    static let urlOfLine: [String?] = [
        "https://example.com/a", "https://example.com/b?q=1#f", nil,
        nil, "https://example.com/c", nil,
        nil, nil,
        nil, nil, nil,
        nil
    ]

    static func randomList(_ rng: inout Generator, lines count: Int) -> [UInt8] {
        randomListAndURLs(&rng, lines: count).bytes
    }

    /// A list and the URLs it holds, in order.
    static func randomListAndURLs(_ rng: inout Generator, lines count: Int) -> (bytes: [UInt8], urls: [String]) {
        var bytes: [UInt8] = rng.next() % 5 == 0 ? [0xEF, 0xBB, 0xBF] : []
        var urls: [String] = []
        for n in 0..<count {
            let k = Int(rng.next() % UInt64(lines.count))
            bytes += lines[k]
            urls += urlOfLine[k].map { [$0] } ?? []
            if n < count - 1 || rng.next() % 2 == 0 { bytes.append(UInt8(ascii: "\n")) }
        }
        return (bytes, urls)
    }

    @Test func severalThreadsReadAsOne() {
        var rng = Generator(state: 0x1818)
        let limits = InputLimits(maxURLLength: 100)
        var failures: [String] = []
        var counted = 0
        for round in 0..<400 {
            // Some lists with more findings than a file shows in full.
            let (bytes, expected) = Self.randomListAndURLs(&rng, lines: round % 10 == 0 ? 600 : Int(rng.next() % 40))
            let serial = URLList.parseSerially(bytes, file: "urls.txt", limits: limits)
            if Array(serial.urls) != expected, failures.count < 3 { failures.append("one thread on \(bytes): \(Array(serial.urls))") }
            if serial.diagnostics.contains(where: { $0.count > 1 }) { counted += 1 }
            for threads in 2...5 {
                let parallel = ParallelURLList.parse(bytes, file: "urls.txt", limits: limits, threads: threads)
                if (parallel.urls != serial.urls || parallel.diagnostics != serial.diagnostics), failures.count < 3 {
                    failures.append("\(threads) threads on \(bytes): \(parallel) / \(serial)")
                }
            }
        }
        #expect(failures == [])
        #expect(counted > 10)
    }

    /// `--url` values come before the list's URLs, and a site's share (`filter`) keeps the order
    /// of both.
    @Test func givenURLsThenListedOnes() {
        let listed = URLList.parseSerially(
            Array("https://a.example/1\n# c\nhttps://b.example/2\nhttps://a.example/3".utf8),
            file: "urls.txt"
        ).urls
        let urls = listed.after(["https://b.example/0"])
        #expect(Array(urls) == ["https://b.example/0", "https://a.example/1", "https://b.example/2", "https://a.example/3"])
        #expect(Array(urls.filter { $0.contains("a.example") }) == ["https://a.example/1", "https://a.example/3"])
        #expect(Array(urls.filter { $0.contains("b.example") }) == ["https://b.example/0", "https://b.example/2"])
        #expect(urls == ["https://b.example/0", "https://a.example/1", "https://b.example/2", "https://a.example/3"])
        #expect(Array(urls.after(["x", "y"])) == ["x", "y", "https://b.example/0", "https://a.example/1", "https://b.example/2", "https://a.example/3"])
        #expect(Array(ListedURLs(["x"]).after(["y"])) == ["y", "x"])
    }

    @Test func runsEndAfterLineBreaks() {
        let body = Array("ab\ncd\n\nef".utf8)[...]
        // Each cut moves on to the next line break: the second lands on the blank line.
        #expect(ParallelURLList.cuts(body, parts: 3) == [0..<6, 6..<7, 7..<9])
        // Past the last line break, the rest is one run.
        #expect(ParallelURLList.cuts(Array("abcdef".utf8)[...], parts: 4) == [0..<6])
        #expect(ParallelURLList.cuts([][...], parts: 2) == [0..<0])
    }
}
