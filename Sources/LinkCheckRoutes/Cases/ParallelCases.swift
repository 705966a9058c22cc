import Dispatch
import LinkCheckCore

/// Runs a big table's cases on every core, one slice each (`runIndexed`): reading and checking the
/// cases is most of a big table's time, and the slices share nothing but the read-only document
/// and schema.
package enum ParallelCases {
    /// Below this a second thread costs more than it saves (pre-commit runs small tables).
    static let casesPerThread = 20_000
}

extension ParallelCases {
    /// Runs the table in slices as `TableLoader.run(_:schema:)` runs it whole, keeping each
    /// failing case's tape index and a count of the passing cases; each result is dropped as soon
    /// as it is made. `nil` cases when any has an error. At most `cores` threads, and one per
    /// `casesPerThread` cases at most; `threads` forces a count.
    package static func runIndexed(
        _ table: TableLoader.Opened, schema: RouteSchema,
        cores: Int = 1, threads: Int? = nil
    ) -> (cases: IndexedCases?, passed: Int, diagnostics: [Diagnostic]) {
        let threads = threads ?? min(max(1, cores), max(1, table.caseCount / casesPerThread))
        let slices = TableLoader.slices(of: table, parts: threads)
        let found = Slots<(problems: SliceProblems, elements: [Int], passed: Int)>(count: slices.count)
        defer { found.free() }
        DispatchQueue.concurrentPerform(iterations: slices.count) { i in
            var elements: [Int] = []
            var passed = 0
            let problems = TableLoader.run(slices[i], of: table, schema: schema) { element, result in
                if result.passed { passed += 1 }
                if !result.passed { elements.append(element) }
            }
            found.set(i, (problems, elements, passed))
        }
        let runs = found.values()
        let diagnostics = TableLoader.diagnostics(runs.map(\.problems), of: table)
        guard runs.count == slices.count, !runs.contains(where: \.problems.hasErrors) else { return (nil, 0, diagnostics) }
        let elements = runs.flatMap(\.elements)
        let cases = IndexedCases(table: table, schema: schema, elements: elements)
        return (cases, runs.reduce(0) { $0 + $1.passed }, diagnostics)
    }
}
