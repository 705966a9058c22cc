#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Dispatch
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// Runs a big table's cases on every core, one slice each: reading and checking the cases is most
/// of a big table's time, and the slices share nothing but the read-only document and schema.
enum ParallelCases {
    /// Below this a second thread costs more than it saves (pre-commit runs small tables).
    static let casesPerThread = 20_000

    /// `threads` `nil`: one per core, and one per `casesPerThread` cases at most.
    static func run(_ table: TableLoader.Opened, schema: RouteSchema,
                    threads: Int? = nil) -> (results: [CaseResult]?, diagnostics: [Diagnostic]) {
        let threads = threads ?? min(processorCount(), max(1, table.caseCount / casesPerThread))
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

    private static func processorCount() -> Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}

/// Where the results go, shared by the iterations. Unchecked: each writes only its own part.
private struct Region<Element>: @unchecked Sendable {
    let start: UnsafeMutablePointer<Element>?
}

/// One result slot per parallel iteration. Unchecked: each iteration writes only its own slot, and
/// the slots are read after every iteration has finished.
struct Slots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    func set(_ i: Int, _ value: Value) { storage[i] = value }

    func values() -> [Value] { storage.compactMap { $0 } }

    func free() {
        _ = storage.deinitialize()
        storage.deallocate()
    }
}
