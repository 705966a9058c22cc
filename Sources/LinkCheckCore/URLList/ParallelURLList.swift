import Dispatch

/// `URLList.parse` of a long list on several threads: the text is cut after line breaks into one
/// run of whole lines per thread, each read as `parseSerially` reads the whole, then joined in
/// order, each run's line numbers moved down by the lines before it and its findings kept or
/// counted as one sink would have (`DiagnosticSink.append`).
enum ParallelURLList {
    static func parse(
        _ bytes: [UInt8], file: String, limits: InputLimits,
        threads: Int
    ) -> (urls: ListedURLs, diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink(file: file)
        guard let body = URLList.body(bytes, &sink) else { return ([], sink.diagnostics) }
        let runs = cuts(body, parts: threads)
        let slots = Slots<(urls: ByteSpans, sink: DiagnosticSink, lines: Int)>(count: runs.count)
        defer { slots.free() }
        DispatchQueue.concurrentPerform(iterations: runs.count) { i in
            var urls = ByteSpans(capacity: 0, maxOffset: bytes.count)
            var own = DiagnosticSink(file: file)
            let lines = URLList.parseLines(body[runs[i]], limits: limits, into: &urls, &own)
            slots.set(i, (urls, own, lines))
        }
        let parts = slots.values()
        var urls = ByteSpans(capacity: parts.reduce(0) { $0 + $1.urls.count }, maxOffset: bytes.count)
        var linesBefore = 0
        for part in parts {
            // Every run's ranges are of the same bytes: joined as they are.
            urls.append(contentsOf: part.urls)
            sink.append(part.sink, lineOffset: linesBefore)
            // A run ends just after a line break, so its last line is empty: the next run's first
            // line is that one.
            linesBefore += part.lines - 1
        }
        return (ListedURLs(given: [], bytes: bytes, spans: urls), sink.diagnostics)
    }

    /// `parts` ranges covering `body`, each but the last ending just after a line break.
    static func cuts(_ body: ArraySlice<UInt8>, parts: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = body.startIndex
        for k in 1..<parts {
            var cut = max(start, body.startIndex + body.count * k / parts)
            while cut < body.endIndex, body[cut] != UInt8(ascii: "\n") { cut += 1 }
            guard cut < body.endIndex else { break }
            ranges.append(start..<(cut + 1))
            start = cut + 1
        }
        ranges.append(start..<body.endIndex)
        return ranges
    }
}
