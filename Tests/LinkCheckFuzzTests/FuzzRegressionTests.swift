import LinkCheckFuzz
import LinkCheckTestSupport
import Testing

/// Every fuzz target on the inputs that once made one fail, and on everything `make fuzz` seeds
/// it with: no crash, no violated property.
@Suite struct FuzzRegressionTests {
    @Test(arguments: FuzzInput.saved())
    func savedInput(_ input: FuzzInput) {
        #expect(FuzzInput.run(input) == nil)
    }

    @Test func everyTargetHasSavedInputs() {
        let targets = Set(FuzzInput.saved().map(\.target))
        #expect(targets == Set(FuzzTargets.all.map(\.name)))
    }

    @Test(arguments: FuzzInput.seeds(under: FuzzInput.root + "/fixtures"))
    func fixture(_ input: FuzzInput) {
        #expect(FuzzInput.run(input) == nil)
    }

    static let vectors = SharedVectors.all
    static let skipped = Comment(rawValue: vectors.skipReason)

    @Test(.enabled(if: vectors.runs, skipped), arguments: FuzzInput.seeds(under: FuzzInput.vectors) + FuzzInput.aasaVectorCases())
    func vector(_ input: FuzzInput) {
        #expect(FuzzInput.run(input) == nil)
    }

    /// With the vectors required, the one test that fails when they are missing; the seeds and
    /// the AASA cases are read from them, so an empty list would be a folder laid out otherwise.
    @Test(.enabled(if: vectors.runs, skipped))
    func thereAreVectors() throws {
        try #require(Self.vectors.isPresent, Comment(rawValue: Self.vectors.missingMessage ?? ""))
        #expect(FuzzInput.seeds(under: FuzzInput.vectors).count > 100)
        #expect(FuzzInput.aasaVectorCases().count >= 99 + 28)
    }
}
