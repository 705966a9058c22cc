import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckFuzz
import LinkCheckTestSupport
import Testing

/// The product of two pattern automata (`GlobProduct`, behind `exclusion-shadowed`) against
/// brute force with the backtracking `GlobReference`: on small random pattern pairs, every text it
/// calls shared is matched by both, and every subject of up to three scalars that both match is
/// found, no shorter than the one it gives.
@Suite struct AASAGlobProductPropertyTests {
    typealias Generator = AASAGlobPropertyTests.SeededGenerator

    /// Every subject of up to three scalars over the test alphabet, `x` (the product's filler) included.
    static let subjects: [String] = {
        let letters = ["a", "b", "A", "B", "/", "é", "É", "$", "x"]
        var all = [""]
        var last = [""]
        for _ in 0..<3 {
            last = last.flatMap { prefix in letters.map { prefix + $0 } }
            all += last
        }
        return all
    }()

    @Test func agreesWithBruteForce() {
        var rng = Generator(state: 0x19_2026)
        let variables = AASAGlobPropertyTests.variables
        var problems: [String] = []
        var shared = 0, disjoint = 0
        for round in 0..<500 {
            let a = AASAGlobPropertyTests.randomPattern(&rng, length: Int(rng.next() % 5))
            let b = AASAGlobPropertyTests.randomPattern(&rng, length: Int(rng.next() % 5))
            let (ca, cb) = (round % 3 != 0, round % 4 != 1)
            guard let outcome = GlobProduct.shortestShared(a, caseSensitive: ca, b, caseSensitive: cb, variables: variables) else {
                continue
            }
            let both = Self.subjects.filter {
                GlobReference.matches(a, $0, caseSensitive: ca, variables: variables)
                    && GlobReference.matches(b, $0, caseSensitive: cb, variables: variables)
            }
            let shortest = both.map(\.unicodeScalars.count).min()
            switch outcome {
            case .shared(let text):
                shared += 1
                let matchesBoth =
                    GlobReference.matches(a, text, caseSensitive: ca, variables: variables)
                    && GlobReference.matches(b, text, caseSensitive: cb, variables: variables)
                if !matchesBoth || (shortest.map { text.unicodeScalars.count > $0 } ?? false) {
                    problems.append("\(a) & \(b) (\(ca), \(cb)): shared \(SwiftLiteral.string(text)), brute force \(both.prefix(3))")
                }
            case .disjoint:
                disjoint += 1
                if !both.isEmpty { problems.append("\(a) & \(b) (\(ca), \(cb)): disjoint, but both match \(both.prefix(3))") }
            case .undecided:
                problems.append("\(a) & \(b): undecided within the budget")
            }
        }
        #expect(problems == [])
        // Both answers must be common, or the test proves little.
        #expect(shared > 100)
        #expect(disjoint > 50)
    }

    /// The budget is a count of state pairs: a search that needs more stops undecided.
    @Test func budgetStopsTheSearch() {
        let long = String(repeating: "?", count: 40) + "b"
        #expect(
            GlobProduct.shortestShared("*a*", caseSensitive: true, long, caseSensitive: true, variables: [:], budget: 10)
                == .undecided)
        // Breadth first: the filler wherever anything will do, the "a" as late as it can come.
        #expect(
            GlobProduct.shortestShared("*a*", caseSensitive: true, long, caseSensitive: true, variables: [:])
                == .shared(String(repeating: "x", count: 39) + "ab"))
    }
}
