import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import Testing

/// A list's traces, followed a block at a time on every core, are the traces followed one by one
/// on one core, in the list's order; the counts are those of the traces.
struct TraceListTests {
    static func list(_ n: Int) -> ListedURLs {
        let urls = (0..<n).map { i in
            switch i % 5 {
            case 0: "https://shop.example/orders/\(i)"
            case 1: "https://shop.example/orders/\(i)/invoice"
            case 2: "shop://orders/\(i)"
            case 3: "https://shop.example/nowhere/\(i)"
            default: "https://shop.example/orders/0\(i % 3)"
            }
        }
        return URLList.parse(Array(urls.joined(separator: "\n").utf8), file: "urls.txt").urls
    }

    @Test(arguments: [1, 2, 3])
    func everyCoreGivesTheOneCoreTraces(cores: Int) throws {
        let inputs = try TraceStepsTests.inputs()
        // More than one block of 4,096, so blocks and slices both meet.
        let urls = Self.list(5_000)
        let parallel = TraceList(urls: urls, inputs: inputs, cores: cores)
        var rendered: [String] = []
        var firsts: [Int] = []
        parallel.forEachRendered({ first, traces in (first, traces.map { "\($0.url) \($0.answer?.name.rawValue ?? "-")" }) }) { piece in
            firsts.append(piece.0)
            rendered += piece.1
        }
        let serial = urls.map { url in
            let trace = TraceSteps.trace(url, in: inputs)
            return "\(trace.url) \(trace.answer?.name.rawValue ?? "-")"
        }
        // The first difference, rather than two lists of thousands.
        #expect(rendered.count == serial.count)
        let differs = zip(rendered, serial).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(differs == nil, "first difference at \(differs?.offset ?? -1): \(differs?.element.0 ?? "") is not \(differs?.element.1 ?? "")")
        #expect(firsts.first == 0)
        #expect(firsts == firsts.sorted())
        #expect(parallel.failedCount == serial.count { !$0.hasSuffix(" -") })
        // /invoice and /nowhere fail (2,000), /orders/00 (i % 15 == 9: 333) and /orders/0, whose case expects the list.
        #expect(parallel.failedCount == 2_334)
        #expect((0..<urls.count).allSatisfy { parallel.fails($0) == !serial[$0].hasSuffix(" -") })
    }
}

/// What a trace leaves out below `.full` is only text: the outcomes are the same at every level
/// of detail, and the answer's finding at `.line` too.
struct TraceDetailTests {
    @Test func everyLevelHasTheSameOutcomesAndFindings() throws {
        let inputs = try TraceStepsTests.inputs()
        var compared = 0
        for url in TraceListTests.list(2_000) + ["shp://orders/1", "https://shop.example/orders/00", "https://shop.example/p/x", "not a url"] {
            let full = TraceSteps.trace(url, in: inputs)
            for detail in [TraceDetail.verdict, .line] {
                let other = TraceSteps.trace(url, in: inputs, detail: detail)
                #expect(other.steps.map(\.outcome) == full.steps.map(\.outcome), "\(url) at \(detail)")
                compared += 1
                guard detail == .line else { continue }
                #expect(other.answer?.finding == full.answer?.finding, "\(url) at \(detail)")
                #expect(other.steps.filter { $0.outcome != .pass }.map(\.summary) == full.steps.filter { $0.outcome != .pass }.map(\.summary))
            }
            #expect(TraceSteps.trace(url, in: inputs, detail: .line).destination == full.destination)
        }
        #expect(compared == 4_008)
    }

    /// A list's line follows a URL up to its answer: the same answer, code, destination and step
    /// not checked as the trace at `.line`, the steps after a failing iOS or app step left out.
    @Test func aListsLineStopsAtTheAnswer() throws {
        let inputs = try TraceStepsTests.inputs()
        var stoppedAt: [Int: Int] = [:]
        let urls =
            TraceListTests.list(2_000) + [
                "shp://orders/1", "https://shop.example/orders/00", "https://shop.example/p/x", "not a url", "https://shop.example:8443/orders/1",
                "https://other.example/orders/1", "https://shop.example//orders/2"
            ]
        for url in urls {
            let line = TraceSteps.trace(url, in: inputs, detail: .line)
            let short = TraceSteps.traceToTheAnswer(url, in: inputs, after: TraceSteps.shortcut(url, in: inputs))
            let answer = line.steps.firstIndex { $0.outcome == .fail }
            let upToTheAnswer = answer.map { $0 + 1 } ?? 4
            #expect(Array(short.steps.map(\.outcome).prefix(upToTheAnswer)) == Array(line.steps.map(\.outcome).prefix(upToTheAnswer)), "\(url)")
            #expect(short.answer?.finding == line.answer?.finding, "\(url)")
            // The code a list keeps: the failing step, or whether one was not checked.
            func code(_ t: TraceReport.Trace) -> String {
                t.steps.firstIndex { $0.outcome == .fail }.map { "fails at \($0)" } ?? (t.steps.contains { $0.outcome == .notChecked } ? "partly" : "passes")
            }
            #expect(code(short) == code(line), "\(url)")
            // A URL that fails nothing names its first step not checked.
            if answer == nil {
                #expect(short.destination == line.destination, "\(url)")
                #expect(short.steps.first { $0.outcome == .notChecked }?.summary == line.steps.first { $0.outcome == .notChecked }?.summary, "\(url)")
            }
            stoppedAt[short.steps.count, default: 0] += 1
        }
        // The AASA file opens neither the invoices nor /nowhere (400 each), nor //orders/2; another
        // port, another host and an unregistered scheme fail at iOS too. Not a URL fails at the
        // app (iOS could not check it).
        #expect(stoppedAt[1] == 804)
        #expect(stoppedAt[2] == 1)
    }
}
