import Dispatch
import LinkCheckCore

/// Runs a big table's cases on every core, one slice each: reading and checking the cases is most
/// of a big table's time, and the slices share nothing but the read-only document and schema.
package enum ParallelCases {
    /// Below this a second thread costs more than it saves (pre-commit runs small tables).
    static let casesPerThread = 20_000

    /// At most `cores` threads, and one per `casesPerThread` cases at most; `threads` forces a count.
    package static func run(_ table: TableLoader.Opened, schema: RouteSchema, cores: Int = 1,
                            threads: Int? = nil) -> (results: [CaseResult]?, diagnostics: [Diagnostic]) {
        let threads = threads ?? min(max(1, cores), max(1, table.caseCount / casesPerThread))
        let slices = TableLoader.slices(of: table, parts: threads)
        guard slices.count > 1 else { return TableLoader.run(table, schema: schema) }
        var starts: [Int] = [0]
        for slice in slices { starts.append((starts.last ?? 0) + slice.count) }
        let offsets = starts
        let problems = Slots<(problems: SliceProblems, written: Int)>(count: slices.count)
        defer { problems.free() }
        // Each slice writes its results straight into its own region of the final array: no
        // copy (and no reference counting) to join them afterwards.
        let results = [CaseResult](unsafeUninitializedCapacity: table.caseCount) { buffer, count in
            let base = Region(start: buffer.baseAddress)
            DispatchQueue.concurrentPerform(iterations: slices.count) { i in
                guard let start = base.start.map({ $0 + offsets[i] }) else { return }
                var written = 0
                let found = TableLoader.run(slices[i], of: table, schema: schema) { result in
                    (start + written).initialize(to: result)
                    written += 1
                }
                problems.set(i, (found, written))
            }
            let runs = problems.values()
            if runs.count == slices.count, runs.allSatisfy({ !$0.problems.hasErrors }) {
                count = table.caseCount
            } else {
                // A slice with errors leaves gaps: drop what was written.
                for (i, run) in runs.enumerated() { _ = buffer.baseAddress.map { ($0 + offsets[i]).deinitialize(count: run.written) } }
                count = 0
            }
        }
        let runs = problems.values()
        let diagnostics = TableLoader.diagnostics(runs.map(\.problems), of: table)
        return (runs.contains(where: \.problems.hasErrors) ? nil : results, diagnostics)
    }
}

/// Where the results go, shared by the iterations. Unchecked: each writes only its own part.
private struct Region<Element>: @unchecked Sendable {
    let start: UnsafeMutablePointer<Element>?
}
