import LinkCheckCore
import LinkCheckApp

/// `linkcheck trace` as JUnit: a suite `trace` with a test case per URL, named by the URL (a
/// repeated URL gets ` (2)`, ` (3)`…), failing with its answer and every step in the body; the
/// counts are the text report's URLs (tests), failed URLs (failures) and, for a run that could not
/// be judged, its problems as errors.
enum TraceJUnitReporter {
    static func junit<Out: TextOutputStream>(_ report: TraceReport, into out: inout Out) {
        if report.verdict == .unjudged {
            out.write(JUnitReporter.diagnostics(report.problems, suiteName: "trace"))
            return
        }
        let traces = report.traces
        let names = names(traces)
        let problems = (report.problems + report.badLines).map { JUnitReporter.finding($0, classname: Display.path($0.file), withFile: true) }
        let suite = JUnitDocument.Suite(name: "trace", count: traces.count, failures: traces.failedCount, errors: 0) { i in
            let trace = traces[i]
            let body = JUnitReporter.chomp(TraceTextReporter.steps(trace, style: .plain, quiet: false))
            guard let finding = trace.answer?.finding else {
                return .init(classname: "trace", name: names[i] ?? trace.url, systemOut: body)
            }
            return .init(
                classname: "trace", name: names[i] ?? trace.url,
                outcome: .failure(message: Display.escaped(finding.message), type: finding.rule.id, body: body))
        }
        let suites = problems.isEmpty ? [suite] : [JUnitDocument.Suite(name: "inputs", cases: problems), suite]
        // Written as its cases are made: a list's document is never held whole.
        JUnitDocument(suites: suites).render(into: &out)
    }

    /// The names of the test cases of repeated URLs, by index: ` (2)` for the second one. The
    /// URLs are not held: a first pass keeps a hash a URL and notes the hashes seen twice; only
    /// the URLs with such a hash (the repeated ones, and the rare collision) are then counted by
    /// their text, so the numbering is exact.
    static func names(_ traces: TraceList) -> [Int: String] {
        var seen: Set<Int> = []
        var twice: Set<Int> = []
        for i in traces.indices where !seen.insert(traces.url(i).hashValue).inserted {
            twice.insert(traces.url(i).hashValue)
        }
        guard !twice.isEmpty else { return [:] }
        seen = []
        var counts: [String: Int] = [:]
        var names: [Int: String] = [:]
        for i in traces.indices {
            let url = traces.url(i)
            guard twice.contains(url.hashValue) else { continue }
            let n = counts[url, default: 0] + 1
            counts[url] = n
            if n > 1 { names[i] = "\(url) (\(n))" }
        }
        return names
    }
}
