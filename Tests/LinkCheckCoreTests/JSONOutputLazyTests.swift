import LinkCheckCore
import Testing

/// A lazy array's elements are made as they are written, one at a time: never all first.
struct JSONOutputLazyTests {
    final class Made: @unchecked Sendable {
        var count = 0
    }

    @Test func elementsAreMadeAsTheyAreRead() {
        let made = Made()
        let elements = JSONLazyElements(count: 3, [1, 2, 3]) { n in
            made.count += 1
            return .int(n)
        }
        #expect(made.count == 0)
        let iterator = elements.makeIterator()
        #expect(iterator.next() == .int(1))
        #expect(made.count == 1)
        #expect(JSONOutput.lazyArray(elements).render() == "[1,2,3]")
        #expect(made.count == 4)
    }
}
