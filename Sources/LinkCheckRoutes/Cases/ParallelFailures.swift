import Dispatch
import LinkCheckCore

/// The failing cases found running a table, in order, and how many passed.
package struct FailingCases: Sendable {
    /// The results of the failing cases, in the table's order.
    package var failing: [CaseResult]
    /// The cases that passed, counted and dropped.
    package var passed: Int
}

extension ParallelCases {
    /// Runs the table as `run(_:schema:cores:threads:)` does, keeping only what the text, GitHub
    /// and SARIF reports read: each failing case's result, and a count of the passing ones. A
    /// passing result is dropped as soon as it is made, so a big passing table never holds them.
    package static func runKeepingFailures(_ table: TableLoader.Opened, schema: RouteSchema, cores: Int = 1,
                                           threads: Int? = nil) -> (cases: FailingCases?, diagnostics: [Diagnostic]) {
        let threads = threads ?? min(max(1, cores), max(1, table.caseCount / casesPerThread))
        // Four slices a thread: the slices' failures are joined one slice at a time, each freed
        // once copied, so a table that fails everywhere briefly holds a quarter thread's more.
        let slices = TableLoader.slices(of: table, parts: threads > 1 ? 4 * threads : 1)
        let found = Slots<(problems: SliceProblems, cases: FailingCases)>(count: slices.count)
        DispatchQueue.concurrentPerform(iterations: slices.count) { i in
            var cases = FailingCases(failing: [], passed: 0)
            let problems = TableLoader.run(slices[i], of: table, schema: schema) { result in
                if result.passed { cases.passed += 1 } else { cases.failing.append(result) }
            }
            found.set(i, (problems, cases))
        }
        var runs = found.values()
        found.free()
        let diagnostics = TableLoader.diagnostics(runs.map(\.problems), of: table)
        guard runs.count == slices.count, !runs.contains(where: \.problems.hasErrors) else { return (nil, diagnostics) }
        if runs.count == 1, let only = runs.first { return (only.cases, diagnostics) }
        var all = FailingCases(failing: [], passed: 0)
        all.failing.reserveCapacity(runs.reduce(0) { $0 + $1.cases.failing.count })
        for i in runs.indices {
            all.failing += runs[i].cases.failing
            all.passed += runs[i].cases.passed
            runs[i].cases.failing = []
        }
        return (all, diagnostics)
    }
}
