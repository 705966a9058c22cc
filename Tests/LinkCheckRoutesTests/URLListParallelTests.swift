@testable import LinkCheckCore
@testable import LinkCheckRoutes
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
        Array("https://example.com/".utf8) + Array(repeating: UInt8(ascii: "x"), count: 120),
    ]

    static func randomList(_ rng: inout Generator, lines count: Int) -> [UInt8] {
        var bytes: [UInt8] = rng.next() % 5 == 0 ? [0xEF, 0xBB, 0xBF] : []
        for n in 0..<count {
            bytes += lines[Int(rng.next() % UInt64(lines.count))]
            if n < count - 1 || rng.next() % 2 == 0 { bytes.append(UInt8(ascii: "\n")) }
        }
        return bytes
    }

    @Test func severalThreadsReadAsOne() {
        var rng = Generator(state: 0x1818)
        let limits = InputLimits(maxURLLength: 100)
        var failures: [String] = []
        var counted = 0
        for round in 0..<400 {
            // Some lists with more findings than a file shows in full.
            let bytes = Self.randomList(&rng, lines: round % 10 == 0 ? 600 : Int(rng.next() % 40))
            let serial = URLList.parseSerially(bytes, file: "urls.txt", limits: limits)
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

    @Test func runsEndAfterLineBreaks() {
        let body = Array("ab\ncd\n\nef".utf8)[...]
        // Each cut moves on to the next line break: the second lands on the blank line.
        #expect(ParallelURLList.cuts(body, parts: 3) == [0..<6, 6..<7, 7..<9])
        // Past the last line break, the rest is one run.
        #expect(ParallelURLList.cuts(Array("abcdef".utf8)[...], parts: 4) == [0..<6])
        #expect(ParallelURLList.cuts([][...], parts: 2) == [0..<0])
    }
}
