import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
@testable import LinkCheckCLI
import Testing

/// Big tables run in slices on several threads, each writing its own part of the result array;
/// the results and diagnostics must be those of one thread, with and without errors.
struct ParallelCasesTests {
    @Test(arguments: [
        "fixtures/routes/app.cases.json", "fixtures/failing/app.cases.json",
        "fixtures/broken/tables/unknown-route.cases.json", "fixtures/broken/tables/wrong-value-type.cases.json"
    ])
    func threadsAgreeWithOne(_ path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: GoldenFile.root + "/" + path)))
        let schemaBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: GoldenFile.root + "/fixtures/routes/app.schema.json")))
        let opened = try #require(TableLoader.open(bytes, file: path).table)
        let schema = try #require(SchemaLoader.load(schemaBytes, file: "app.schema.json").schema)
        let (one, oneProblems) = TableLoader.run(opened, schema: schema)
        for threads in [2, 3, 7] {
            let (indexed, _, manyProblems) = ParallelCases.runIndexed(opened, schema: schema, threads: threads)
            let many = indexed.map { Array(IteratorSequence($0.allResults())) }
            #expect(manyProblems == oneProblems)
            #expect(many?.map(\.testCase.url) == one?.map(\.testCase.url))
            #expect(many?.map(\.actual) == one?.map(\.actual))
            #expect(many?.map(\.passed) == one?.map(\.passed))
        }
        #expect((one == nil) == path.contains("broken"))
    }
}
