import LinkCheckAASA
import LinkCheckCore
import LinkCheckFuzz
import LinkCheckRoutes
import LinkCheckTestSupport
import Testing

/// Each fast path equals its reference twin on every input the project has: the fixtures, the
/// inputs fuzzing saved, and the shared vectors. One shared property per pair (`FastPathTwins`),
/// which the fuzz targets check too.
@Suite struct FastPathTwinTests {
    /// Every case table with its schema, from the routes inputs `make fuzz` is seeded with.
    static func tables() -> [FuzzInput] {
        (FuzzInput.seeds(under: FuzzInput.root + "/fixtures") + FuzzInput.seeds(under: FuzzInput.vectors) + FuzzInput.saved())
            .filter { $0.target == "routes" }
    }

    static func parts(_ input: FuzzInput) -> (schema: RouteSchema, table: TableLoader.Opened?)? {
        let parts = input.bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false).map(Array.init)
        guard let schema = SchemaLoader.load(parts[0], file: "s.json").schema else { return nil }
        return (schema, parts.count > 1 ? TableLoader.open(parts[1], file: "t.json").table : nil)
    }

    @Test func thereAreTablesToCompareOn() {
        #expect(Self.tables().count(where: { Self.parts($0)?.table != nil }) >= 10)
    }

    /// `fastInput` / `generalInput`: every case URL, and each with its ends cut and its letters
    /// in the other case, the inputs a fast path gets wrong at its edges.
    @Test(arguments: tables())
    func urlInput(_ input: FuzzInput) throws {
        guard let (schema, table) = Self.parts(input), let table else { return }
        for url in TableLoader.caseURLs(of: table).urls.map(\.url) {
            for variant in [url, String(url.dropLast()), url.uppercased(), url + "/", url + "?", url + "#x", url + "%2F"] {
                #expect(FastPathTwins.urlInput(variant, schema: schema) == nil)
            }
        }
    }

    /// `TableLoader.run` with its expectation shortcut / reading every case in full.
    @Test(arguments: tables())
    func tableRun(_ input: FuzzInput) throws {
        guard let (schema, table) = Self.parts(input), let table else { return }
        #expect(FastPathTwins.tableRun(table, schema: schema) == nil)
    }

    /// `CompiledAASA` / `AASAFile.decide`: every AASA file the project has, for each app it lists
    /// and URLs made from its own patterns.
    @Test(arguments: (FuzzInput.seeds(under: FuzzInput.root + "/fixtures") + FuzzInput.aasaVectorCases()).filter { $0.target == "aasa" })
    func aasaDecision(_ input: FuzzInput) {
        let text = input.bytes.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false).map(Array.init)
        guard let file = AASALoader.load(text[0], file: "aasa").0 else { return }
        let compiled = file.compiled()
        var urls = Array(AASAURLs.derived(from: file).prefix(24))
        if text.count > 1 { urls.append(String(decoding: text[1], as: UTF8.self)) }
        // And http URLs, which iOS decides by the same rules (docs/aasa.md).
        urls += urls.prefix(4).flatMap(AASAURLs.httpTwins)
        for appID in AASAURLs.appIDs(file) + ["ABCDE12345.com.example.other"] {
            for url in urls {
                #expect(FastPathTwins.aasaDecision(file, compiled: compiled, url: url, appID: appID, domain: AASAURLs.domain) == nil)
            }
        }
    }
}
