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
        let numbers = numbers(traces)
        let problems = (report.problems + report.badLines).map { JUnitReporter.finding($0, classname: Display.path($0.file), withFile: true) }
        let suite = JUnitDocument.Suite(name: "trace", count: traces.count, failures: traces.failedCount, errors: 0) { i in
            let trace = traces[i]
            let name = numbers.number(i).map { "\(trace.url) (\($0))" } ?? trace.url
            let body = JUnitReporter.chomp(TraceTextReporter.steps(trace, style: .plain, quiet: false))
            guard let finding = trace.answer?.finding else {
                return .init(classname: "trace", name: name, systemOut: body)
            }
            return .init(
                classname: "trace", name: name,
                outcome: .failure(message: Display.escaped(finding.message), type: finding.rule.id, body: body))
        }
        let suites = problems.isEmpty ? [suite] : [JUnitDocument.Suite(name: "inputs", cases: problems), suite]
        // Written as its cases are made: a list's document is never held whole.
        JUnitDocument(suites: suites).render(into: &out)
    }

    /// The numbers of the test cases of repeated URLs: ` (2)` for the second one. The URLs are
    /// not held: 4 bytes of hash a URL find the names that can repeat (as the AASA report's
    /// answers are numbered), and only those are then counted by their bytes, in list order, so
    /// the numbering is exact; a repeat is kept as its index and number, not its name.
    struct Numbers {
        /// The indexes renamed, ascending, and the number each gets.
        var renamed: [Int] = [], numbers: [Int] = []

        /// The number of URL `i`'s test case, when it is renamed.
        func number(_ i: Int) -> Int? {
            let r = renamed.partitioningIndex { $0 >= i }
            return r < renamed.count && renamed[r] == i ? numbers[r] : nil
        }
    }

    static func numbers(_ traces: TraceList) -> Numbers {
        func write(_ url: String) -> JUnitUniqueNames.Write {
            { bytes in
                bytes.start(classname: "trace")
                bytes.append(url)
            }
        }
        var unique = JUnitUniqueNames { each in
            for i in traces.indices { each(write(traces.url(i))) }
        }
        var numbers = Numbers()
        guard !unique.allDistinct else { return numbers }
        for i in traces.indices {
            guard let n = unique.number(write(traces.url(i))) else { continue }
            numbers.renamed.append(i)
            numbers.numbers.append(n)
        }
        return numbers
    }
}
