import LinkCheckFuzz
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

    @Test(.enabled(if: FuzzInput.vectorsAvailable, "../shared/vectors is not beside the project"),
          arguments: FuzzInput.seeds(under: FuzzInput.vectors) + FuzzInput.aasaVectorCases())
    func vector(_ input: FuzzInput) {
        #expect(FuzzInput.run(input) == nil)
    }
}
