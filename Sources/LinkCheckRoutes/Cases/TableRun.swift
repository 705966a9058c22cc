import LinkCheckCore

/// Part of a table's cases, to run on its own (on another core): the tape index of its first case
/// and how many follow.
package struct TableSlice: Sendable {
    let first: Int
    package let count: Int
}

/// The problems found reading a slice's cases.
package struct SliceProblems: Sendable {
    package var diagnostics: [Diagnostic]
    /// When false, the slice handed out exactly one result per case.
    package var hasErrors: Bool
}

extension TableLoader {
    /// Reads and runs every case, with the same results and diagnostics as `cases(of:schema:)`
    /// followed by `RouteSchema.run`. `nil` results when any case has an error.
    public static func run(_ table: Opened, schema: RouteSchema) -> (results: [CaseResult]?, diagnostics: [Diagnostic]) {
        var results: [CaseResult] = []
        results.reserveCapacity(table.caseCount)
        let problems = slices(of: table, parts: 1).map { run($0, of: table, schema: schema) { results.append($0) } }
        return (problems.contains(where: \.hasErrors) ? nil : results, diagnostics(problems, of: table))
    }

    /// The cases cut into at most `parts` slices of about equal size, in order.
    package static func slices(of table: Opened, parts: Int) -> [TableSlice] {
        let count = table.cases.count
        let parts = max(1, min(parts, count))
        return table.cases.document.withTape { tape in
            var slices: [TableSlice] = []
            var element = table.cases.index + 1
            var done = 0
            for part in 0..<parts {
                let size = (count - done) / (parts - part)
                slices.append(TableSlice(first: element, count: size))
                done += size
                // Each step is a cache miss on a big table: the last slice's end is not needed.
                if part == parts - 1 { break }
                for _ in 0..<size { element = tape.next(after: element) }
            }
            return slices
        }
    }

    /// The slices' diagnostics joined, in the order `run(_:schema:)` returns them.
    package static func diagnostics(_ problems: [SliceProblems], of table: Opened) -> [Diagnostic] {
        var sink = DiagnosticSink(file: table.file)
        if table.cases.count == 0 {
            sink.warning(.emptyTable, "the table has no cases", at: table.cases.location)
        }
        var diagnostics = sink.diagnostics
        for slice in problems { diagnostics += slice.diagnostics }
        return Diagnostic.capped(diagnostics)
    }

    /// Reads and runs the cases of one slice, handing each result to `emit` in order.
    package static func run(
        _ slice: TableSlice, of table: Opened, schema: RouteSchema,
        emit: (consuming CaseResult) -> Void
    ) -> SliceProblems {
        run(slice, of: table, schema: schema) { _, result in emit(result) }
    }

    /// Reads and runs the cases of one slice, handing each result and its case's tape index to
    /// `emit` in order. A case that expects exactly what its URL produces
    /// takes the shortcut (`ExpectationShortcut`) and never builds its expected destination, which
    /// is most of the cost of a big passing table; the others go through the full reader.
    package static func run(
        _ slice: TableSlice, of table: Opened, schema: RouteSchema,
        emit: (Int, consuming CaseResult) -> Void
    ) -> SliceProblems {
        var sink = DiagnosticSink(file: table.file)
        let reader = StackReader(routes: schema.routes, context: "the expected stack")
        table.cases.document.withTape { tape in
            let cases = CaseReading(table: table, schema: schema, reader: reader, tape: tape)
            var element = slice.first
            var line = 0
            for _ in 0..<slice.count {
                defer { element = tape.next(after: element) }
                guard let result = cases.result(element, line: &line, into: &sink) else { continue }
                emit(element, result)
            }
        }
        return SliceProblems(diagnostics: sink.diagnostics, hasErrors: sink.hasErrors)
    }
}

/// How a run reads one case, shared by the run and by `CaseResults`, which reads a case again
/// when a report asks for it: both must give the same result.
struct CaseReading {
    let table: TableLoader.Opened
    let schema: RouteSchema
    let reader: StackReader
    let tape: JSONTape

    /// The case at tape index `element`, or `nil` after reporting its problems to `sink`. `line`
    /// is the line of the case before (0 for none): walking forwards, it finds the line quickly.
    func result(_ element: Int, line: inout Int, into sink: inout DiagnosticSink) -> CaseResult? {
        let document = table.cases.document
        let shortcut = ExpectationShortcut(tape: tape, hasTabs: schema.tabs != nil, maxURLLength: table.limits.maxURLLength)
        var resolved: Resolution?
        if let members = shortcut.caseMembers(element) {
            let url = tape.string(members.url)
            let actual = schema.resolve(url)
            if shortcut.matches(members.expect, actual) {
                let location = document.location(ofByteOffset: Int(tape[element].start), after: &line)
                let testCase = TestCase(
                    url: url, location: location, expected: actual.destination,
                    note: members.note.map { tape.string($0) })
                return CaseResult(testCase: testCase, actual: actual, passed: true)
            }
            resolved = actual
        }
        let value = JSONValue(document: document, index: element)
        guard let testCase = TableLoader.readCase(value, schema: schema, reader: reader, limits: table.limits, into: &sink) else { return nil }
        return CaseResult(testCase: testCase, actual: resolved ?? schema.resolve(testCase.url))
    }
}
