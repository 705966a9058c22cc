import Foundation

/// Sizes and paths, from the environment. `BENCH_QUICK=1` shrinks everything for a smoke run.
struct BenchConfig {
    var quick: Bool
    /// Spawns of each program in the cold-start row.
    var spawns: Int
    /// Cases in the JSON-reading table (the 100k table).
    var jsonCases: Int
    /// Cases in the end-to-end table run by linkcheck (the 1M table).
    var endToEndCases: Int
    /// Cases the Foundation pipeline runs (the same table; per-case rates would be compared if smaller).
    var foundationCases: Int
    /// Cases whose URLs are the split + match mix (the 10k table).
    var mixCases: Int
    /// URLs in the whole-process AASA runs (the 1M list).
    var aasaURLs: Int
    var linkcheck: String
    var swiftc: String
    var fixtureTable: String
    var aasaDirectory: String
    var output: String
    /// `BENCH_ONLY=aasa,match`: the row groups to run (`cold`, `json`, `e2e`, `match`, `generated`, `aasa`,
    /// `aasa-process`, `aasa-formats`, `schema-scale`, `trace`);
    /// `nil` runs them all. A filtered run writes no JSON, so it never clobbers a full run's figures.
    var only: Set<String>?

    /// Whether the row group `group` runs.
    func runs(_ group: String) -> Bool { only?.contains(group) ?? true }

    static func fromEnvironment() -> BenchConfig {
        let env = ProcessInfo.processInfo.environment
        let quick = (env["BENCH_QUICK"] ?? "").isEmpty == false && env["BENCH_QUICK"] != "0"
        return BenchConfig(
            quick: quick,
            spawns: quick ? 30 : 200,
            jsonCases: quick ? 10_000 : 100_000,
            endToEndCases: quick ? 100_000 : 1_000_000,
            foundationCases: quick ? 100_000 : 1_000_000,
            mixCases: 10_000,
            aasaURLs: quick ? 100_000 : 1_000_000,
            linkcheck: env["LINKCHECK_BIN"] ?? ".build/release/linkcheck",
            swiftc: env["SWIFTC"].map { $0.contains("/") ? $0 : MeasuredProcess.which($0) ?? $0 }
                ?? MeasuredProcess.which("swiftc") ?? "swiftc",
            fixtureTable: "fixtures/routes/app.cases.json",
            aasaDirectory: env["BENCH_AASA_DIR"] ?? "../shared/vectors/aasa/real",
            output: env["BENCH_OUTPUT"] ?? ".build/bench/latest.json",
            only: env["BENCH_ONLY"].flatMap { $0.isEmpty ? nil : Set($0.split(separator: ",").map(String.init)) })
    }
}

/// The generated inputs in the scratch folder.
struct BenchInputs {
    var scratch: String
    var schema: BenchSchema
    var schemaPath: String
    var jsonTable: String
    var endToEndTable: String
    var foundationTable: String
    /// URLs of the 10k table.
    var mix: [String]

    static func generate(_ config: BenchConfig, scratch: String) throws(BenchError) -> BenchInputs {
        let schema = BenchSchema()
        let schemaName = "bench.schema.json"
        try FileIO.write(schema.json, to: scratch + "/" + schemaName)
        func table(_ count: Int) -> String { scratch + "/cases-\(count).json" }
        var written: Set<Int> = []
        var mix: [String] = []
        for count in [config.mixCases, config.jsonCases, config.foundationCases, config.endToEndCases]
        where written.insert(count).inserted {
            let urls = try CaseGenerator.writeTable(
                count: count, schema: schema, schemaFile: schemaName, to: table(count),
                keepURLs: count == config.mixCases)
            if count == config.mixCases { mix = urls }
        }
        return BenchInputs(
            scratch: scratch, schema: schema, schemaPath: scratch + "/" + schemaName,
            jsonTable: table(config.jsonCases), endToEndTable: table(config.endToEndCases),
            foundationTable: table(config.foundationCases), mix: mix)
    }
}
