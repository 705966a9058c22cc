@testable import LinkCheckApp
@testable import LinkCheckReports
import Testing

/// A trace's JUnit test cases are named by their URL, and a URL listed again gets ` (2)`, ` (3)`…
/// in list order; the repeats are found from 4 bytes of hash a URL, not a set of the URLs.
@Suite struct TraceJUnitNumbersTests {
    @Test func repeatsNumberedInListOrder() {
        let urls = ["https://a.example/x", "https://a.example/y", "https://a.example/x", "https://a.example/x", "miapp://z", "https://a.example/y"]
        let numbers = TraceJUnitReporter.numbers(TraceList(urls.map { TraceReport.Trace(url: $0, steps: []) }))
        #expect(numbers.renamed == [2, 3, 5])
        #expect(numbers.numbers == [2, 3, 2])
        #expect(urls.indices.map(numbers.number) == [nil, nil, 2, 3, nil, 2])
    }

    @Test func noRepeatNoNumber() {
        let numbers = TraceJUnitReporter.numbers(TraceList(["https://a.example/x", "https://a.example/X"].map { TraceReport.Trace(url: $0, steps: []) }))
        #expect(numbers.renamed == [])
    }
}
