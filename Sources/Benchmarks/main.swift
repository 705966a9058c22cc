import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

// linkcheck-bench: `make bench`. Without arguments it generates its inputs in a temporary folder,
// runs every row and writes .build/bench/latest.json. The other subcommands are the children it
// measures, the generator of GeneratedSwitch.swift and the schema GeneratedParser.swift is
// generated from.

func runAll() -> Int32 {
    let config = BenchConfig.fromEnvironment()
    let temporary = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
    var template = Array((temporary + "linkcheck-bench.XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
        FileHandle.standardError.write(Data("linkcheck-bench: cannot create a temporary folder\n".utf8))
        return 2
    }
    let scratch = String(cString: made)
    defer { if ProcessInfo.processInfo.environment["BENCH_KEEP"] == nil { try? FileManager.default.removeItem(atPath: scratch) } }

    print("linkcheck-bench\(config.quick ? " (BENCH_QUICK)" : ""): inputs in \(scratch)")
    var inputs: BenchInputs? = nil
    // Only these rows read the generated tables, which take a while to write.
    if config.runs("json") || config.runs("e2e") || config.runs("match") {
        do {
            let seconds = try measureGeneration { () throws(BenchError) in try BenchInputs.generate(config, scratch: scratch) }
            inputs = seconds.value
            print("  generated the schema and tables in \(String(format: "%.1f", seconds.seconds)) s")
        } catch {
            FileHandle.standardError.write(Data("linkcheck-bench: \(error)\n".utf8))
            return 2
        }
    }

    var report = Report()
    if config.runs("cold") { ColdStartBench.run(config, scratch: scratch, into: &report) }
    if let inputs {
        if config.runs("json") { JSONBench.run(config, inputs, into: &report) }
        if config.runs("e2e") { EndToEndBench.run(config, inputs, into: &report) }
        if config.runs("match") { MatchBench.run(inputs, into: &report) }
    }
    if config.runs("generated") { GeneratedBench.run(config, scratch: scratch, into: &report) }
    let aasaRates = config.runs("aasa") ? AASABench.run(config, scratch: scratch, into: &report) : [:]
    if config.runs("aasa-process") { AASAProcessBench.run(config, scratch: scratch, rates: aasaRates, into: &report) }
    if config.runs("aasa-formats") { AASAFormatsBench.run(config, scratch: scratch, into: &report) }
    if config.runs("schema-scale") { SchemaScaleBench.run(config, scratch: scratch, into: &report) }
    if config.runs("trace") { TraceBench.run(config, scratch: scratch, into: &report) }
    report.notes.append(
        "peak RSS: ru_maxrss from wait4, the child spawned by a fresh `linkcheck-bench spawn-measured` "
            + "(Linux carries the spawner's high-water mark into the child); JSON rows subtract an idle child")
    report.printTable()
    guard config.only == nil else { return 0 }

    FileIO.makeDirectories((config.output as NSString).deletingLastPathComponent)
    do {
        try report.writeJSON(to: config.output, quick: config.quick)
        print("\nfigures written to \(config.output)")
    } catch {
        FileHandle.standardError.write(Data("linkcheck-bench: cannot write \(config.output): \(error)\n".utf8))
        return 2
    }
    return 0
}

func measureGeneration<T>(_ body: () throws(BenchError) -> T) throws(BenchError) -> (value: T, seconds: Double) {
    let start = Clock.now()
    let value = try body()
    return (value, Double(Clock.now() - start) / 1e9)
}

/// Runs a child subcommand; any error is reported on stderr with exit status 1.
func child(_ body: () throws -> Void) -> Int32 {
    do {
        try body()
        return 0
    } catch {
        FileHandle.standardError.write(Data("linkcheck-bench: \(error)\n".utf8))
        return 1
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch (arguments.first, arguments.count) {
case (nil, _):
    status = runAll()
case ("print-switch", 1):
    print(SwitchGenerator.source(for: BenchSchema()), terminator: "")
    status = 0
case ("print-schema", 1):
    // The input of `GeneratedParser.swift` (see GeneratedBench).
    print(BenchSchema().json, terminator: "")
    status = 0
case ("profile-generated", 2):
    // Only the generated parse, over the mix, for a profiler: `perf record linkcheck-bench profile-generated 5`.
    status = child { GeneratedBench.profile(seconds: Double(arguments[1]) ?? 5) }
case ("spawn-measured", 5...):
    status = child { try MeasuredProcess.spawnMeasured(Array(arguments.dropFirst())) }
case ("generate", 3):
    // The schema and one table in a folder, for profiling a single row by hand.
    status = child {
        let schema = BenchSchema()
        try FileIO.write(schema.json, to: arguments[2] + "/bench.schema.json")
        _ = try CaseGenerator.writeTable(
            count: Int(arguments[1]) ?? 0, schema: schema, schemaFile: "bench.schema.json",
            to: arguments[2] + "/cases-\(arguments[1]).json")
    }
case ("generate-aasa", 3):
    // The variable-led file and a list of that many URLs in a folder, for profiling by hand:
    // `linkcheck aasa DIR/variable-led.aasa.json --urls DIR/urls-variable-led.txt --app-id … --domain …`.
    status = child {
        try FileIO.write(VariableLedAASA.file(seed: BenchSchema.seed), to: arguments[2] + "/variable-led.aasa.json")
        let urls = VariableLedAASA.urls(seed: BenchSchema.seed, count: Int(arguments[1]) ?? 0)
        try FileIO.write(urls.map { $0 + "\n" }.joined(), to: arguments[2] + "/urls-variable-led.txt")
        print("--app-id \(VariableLedAASA.appID) --domain \(VariableLedAASA.domain)")
    }
case ("idle", 1):
    status = 0
case ("parse-only", 2):
    status = child { try JSONBench.parseOnly(arguments[1]) }
case ("decode-only", 2):
    status = child { try JSONBench.decodeOnly(arguments[1]) }
case ("foundation-pipeline", 3):
    status = child {
        let result = try FoundationPipeline.run(table: arguments[1], schema: arguments[2])
        print("\(result.passed) passed of \(result.cases)")
    }
default:
    FileHandle.standardError.write(Data("usage: linkcheck-bench (run from the package root; see `make bench`)\n".utf8))
    status = 2
}
exit(status)
