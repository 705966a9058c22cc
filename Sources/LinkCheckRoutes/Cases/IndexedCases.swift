import LinkCheckCore

/// A table that ran without an error and the tape indexes of its failing cases. Any case, failing
/// or not, can be read and run again from the table (`result(element:)`).
package struct IndexedCases: Sendable {
    let table: TableLoader.Opened
    let schema: RouteSchema
    let reader: StackReader
    /// The failing cases' tape indexes, in the table's order.
    package let elements: [Int]

    init(table: TableLoader.Opened, schema: RouteSchema, elements: [Int]) {
        self.table = table
        self.schema = schema
        self.reader = StackReader(routes: schema.routes, context: "the expected stack")
        self.elements = elements
    }

    /// The case read and run again, exactly as the run did. Its diagnostics were reported by the
    /// run (none is an error, or the run would have kept no case), so they are dropped here.
    package func result(at position: Int) -> CaseResult {
        result(element: elements[position])
    }

    /// Every case of the table, read and run again in order, one at a time.
    package func allResults() -> AnyIterator<CaseResult> {
        var cases = table.cases.elements.makeIterator()
        return AnyIterator { cases.next().map { result(element: $0.index) } }
    }

    /// The case at tape index `element`, read and run again.
    package func result(element: Int) -> CaseResult {
        table.cases.document.withTape { tape in
            var sink = DiagnosticSink(file: table.file)
            var line = 0
            let reading = CaseReading(table: table, schema: schema, reader: reader, tape: tape)
            if let result = reading.result(element, line: &line, into: &sink) { return result }
            // Not reached: the run read this case without an error, and reading is deterministic.
            // A result that fails rather than a crash, should that ever change.
            let location = JSONValue(document: table.cases.document, index: element).location
            return CaseResult(testCase: TestCase(url: "", location: location, expected: nil), actual: schema.resolve(""))
        }
    }
}
