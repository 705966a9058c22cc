import LinkCheckCore

/// A table's failing cases' results, in the table's order, as `RoutesReport.Table.failures`
/// holds them.
/// A run keeps only each case's tape index and reads the case again when a report asks for its
/// result: a `CaseResult` is about 360 bytes (three times the table for a million cases), the
/// index 8, and the table's document (bytes and tape) is alive anyway while its cases run.
/// Reading a case again gives the result the run gave (`CaseReading` is shared by both), so
/// every report is the same either way (`CaseResultsTests`, the `routes` fuzz target).
public struct CaseResults: RandomAccessCollection, Sendable {
    private enum Storage: Sendable {
        /// Results built in full (a library caller's, or a test's).
        case built([CaseResult])
        /// The cases' tape indexes in a table that ran without an error.
        case indexed(IndexedCases)
    }

    private let storage: Storage

    /// Results already built, kept as they are.
    public init(_ results: [CaseResult]) { storage = .built(results) }

    init(_ cases: IndexedCases) { storage = .indexed(cases) }

    /// Always 0.
    public var startIndex: Int { 0 }
    /// The number of results kept.
    public var endIndex: Int {
        switch storage {
        case .built(let results): results.count
        case .indexed(let cases): cases.elements.count
        }
    }

    /// Built again for an indexed case: read each one once where you can.
    public subscript(position: Int) -> CaseResult {
        switch storage {
        case .built(let results): results[position]
        case .indexed(let cases): cases.result(at: position)
        }
    }
}

/// Every case result of a table, in the table's order, read one at a time: for the reports that
/// list every case (JSON, JUnit) and the checks that read passing cases (coverage, round trips).
/// A run's cases are read and run again from the table as they are asked for, so a million
/// results are never held.
public struct AllCaseResults: Sequence, Sendable {
    private enum Storage: Sendable {
        case built([CaseResult])
        case indexed(IndexedCases)
    }

    private let storage: Storage

    init(_ results: [CaseResult]) { storage = .built(results) }

    init(_ cases: IndexedCases) { storage = .indexed(cases) }

    /// A fresh walk from the table's first case.
    public func makeIterator() -> AnyIterator<CaseResult> {
        switch storage {
        case .built(let results): AnyIterator(results.makeIterator())
        case .indexed(let cases): cases.allResults()
        }
    }
}
