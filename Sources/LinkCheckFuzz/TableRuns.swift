import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// The `routes` target's differential checks between ways of running the same cases.
enum TableRuns {
    /// `TableLoader.run` (which takes a shortcut for cases that pass) must give what its
    /// documentation promises: the results and diagnostics of `cases(of:schema:)` then
    /// `RouteSchema.run`, and the same again when the table runs in slices.
    static func agree(
        _ table: TableLoader.Opened, schema: RouteSchema, results: [CaseResult]?,
        diagnostics: [Diagnostic]
    ) -> FuzzFailure? {
        let (cases, caseDiagnostics) = TableLoader.cases(of: table, schema: schema)
        if let failure = same(results, diagnostics, as: cases.map(schema.run), caseDiagnostics, "case by case") {
            return failure
        }
        for parts in [2, 3] {
            var sliced: [CaseResult] = []
            let problems = TableLoader.slices(of: table, parts: parts).map {
                TableLoader.run($0, of: table, schema: schema) { sliced.append($0) }
            }
            let slicedResults = problems.contains(where: \.hasErrors) ? nil : sliced
            if let failure = same(
                slicedResults, TableLoader.diagnostics(problems, of: table),
                as: results, diagnostics, "in \(parts) slices")
            {
                return failure
            }
        }
        // Kept as tape indexes and read again (`CaseResults`, what `RoutesRun` reports): the
        // failing ones and a count of the passing ones, and every case read again in order
        // (`allResults`), field by field as the full run built them, on one thread or in slices.
        for threads in [1, 3] {
            let (indexed, passed, indexedDiagnostics) = ParallelCases.runIndexed(table, schema: schema, threads: threads)
            let how = "kept as indexes on \(threads) threads"
            let rebuilt = indexed.map { cases in cases.elements.indices.map { cases.result(at: $0) } }
            if let failure = same(rebuilt, indexedDiagnostics, as: results?.filter { !$0.passed }, diagnostics, how) { return failure }
            let all = indexed.map { Array(IteratorSequence($0.allResults())) }
            if let failure = same(all, indexedDiagnostics, as: results, diagnostics, how + ", every case read again") { return failure }
            if let results, indexed != nil, passed != results.count(where: \.passed) {
                return FuzzFailure("routes-run", "run \(how): \(passed) passed, not \(results.count(where: \.passed))")
            }
        }
        return nil
    }

    private static func same(
        _ a: [CaseResult]?, _ aDiagnostics: [Diagnostic], as b: [CaseResult]?,
        _ bDiagnostics: [Diagnostic], _ how: String
    ) -> FuzzFailure? {
        guard aDiagnostics == bDiagnostics else {
            let both = aDiagnostics.map { DiagnosticPrinter.render($0) } + ["---"] + bDiagnostics.map { DiagnosticPrinter.render($0) }
            return FuzzFailure("routes-run", "run \(how), the diagnostics differ:\n" + both.joined(separator: "\n"))
        }
        switch (a, b) {
        case (nil, nil):
            return nil
        case let (a?, b?):
            guard a.count == b.count else {
                return FuzzFailure("routes-run", "run \(how): \(a.count) results, not \(b.count)")
            }
            for (x, y) in zip(a, b)
            where x.testCase.url != y.testCase.url || x.testCase.location != y.testCase.location
                || x.testCase.expected != y.testCase.expected || x.testCase.note != y.testCase.note
                || x.actual != y.actual || x.passed != y.passed
            {
                return FuzzFailure(
                    "routes-run",
                    "run \(how), the case at \(x.testCase.location) "
                        + "(\(SwiftLiteral.string(x.testCase.url))) differs: passed \(x.passed) "
                        + "against \(y.passed), actual \(x.actual) against \(y.actual)")
            }
            return nil
        default:
            return FuzzFailure("routes-run", "run \(how), one way gives results and the other does not")
        }
    }

    /// A destination written as the JSON report writes it ("a case can be pasted back into a
    /// table") must read back as an expectation that the URL passes.
    static func pastesBack(_ url: String, _ resolution: Resolution, schema: RouteSchema) -> FuzzFailure? {
        guard let destination = resolution.destination else { return nil }
        let expectation = JSONReporter.destination(destination)
        let table = JSONOutput.object([("cases", .array([.object([("url", .string(url)), ("expect", expectation)])]))])
        let text = table.render()
        guard let opened = TableLoader.open(Array(text.utf8), file: "pasted.cases.json").table else {
            return FuzzFailure("routes-paste-back", "the written table does not open:\n\(text)")
        }
        let (results, diagnostics) = TableLoader.run(opened, schema: schema)
        // The full reader too: the run's shortcut compares without building the expectation.
        let (cases, _) = TableLoader.cases(of: opened, schema: schema)
        guard let results, results.count == 1, results.allSatisfy(\.passed),
            let cases, cases.count == 1, cases.allSatisfy({ $0.expected == destination })
        else {
            let why = diagnostics.map { DiagnosticPrinter.render($0) }.joined()
            return FuzzFailure(
                "routes-paste-back",
                "\(SwiftLiteral.string(url)) resolves to "
                    + "\(RouteSyntax.destinationLines(destination).joined(separator: " ")), but the case "
                    + "written from it does not pass:\n\(text)\n\(why)")
        }
        return nil
    }
}
