import Foundation
import LinkCheckCore
import LinkCheckRoutes

/// Row `generated` (issue 15): the parser `linkcheck generate swift` writes for the bench schema
/// (`GeneratedParser.swift`), against the hand-written `switch` (`GeneratedSwitch.swift`) and
/// against linkcheck's own interpreter, `RouteSchema.resolve`, in ns per URL over the split + match
/// row's URL mix.
///
/// All three read the same `URL` values, made once before any timing: the generated `parse(_:)`
/// takes a `URL` and reads its `absoluteString`, so the switch and the interpreter are given
/// `url.absoluteString` too, and the cost of that call is measured on its own for reference.
///
/// `GeneratedParser.swift` is written by the real `linkcheck generate swift`; the row refuses a
/// file that is no longer what linkcheck generates (another schema, another generator or version).
/// To write it again, from the package root:
///
///     make bench-parser
///
/// which runs `linkcheck-bench print-schema > .build/bench/bench.schema.json`, then
/// `linkcheck generate swift .build/bench/bench.schema.json --namespace BenchLinks --tab-type BenchTab
/// --route-type BenchRoute --output Sources/Benchmarks/GeneratedParser.swift`.
enum GeneratedBench {
    /// Where the schema is written for `generate swift`: the header of the generated file names it,
    /// so it must be the same relative path whenever the file is written or checked.
    static let schemaPath = ".build/bench/bench.schema.json"
    static let parserPath = "Sources/Benchmarks/GeneratedParser.swift"
    static let generateArguments = [
        "generate", "swift", schemaPath,
        "--namespace", "BenchLinks", "--tab-type", "BenchTab", "--route-type", "BenchRoute"
    ]

    static func run(_ config: BenchConfig, scratch: String, into report: inout Report) {
        let name = "generated parse: BenchLinks.parse(URL)"
        do {
            let benchSchema = BenchSchema()
            guard generatedSwitchSchemaHash == benchSchema.hash else {
                throw BenchError(
                    "GeneratedSwitch.swift was made from another schema: run "
                        + "`.build/release/linkcheck-bench print-switch > Sources/Benchmarks/GeneratedSwitch.swift`")
            }
            try checkParserIsCurrent(config, schema: benchSchema, scratch: scratch)
            let (loaded, diagnostics) = SchemaLoader.load(Array(benchSchema.json.utf8), file: "bench.schema.json")
            guard let schema = loaded else {
                throw BenchError("linkcheck rejects the generated schema: \(diagnostics.first?.message ?? "")")
            }

            // The URL values are made here, once: making them is the app's cost, not the parser's.
            let texts = CaseGenerator.urls(count: config.mixCases, schema: benchSchema)
            var urls: [URL] = [], rewritten = 0
            for text in texts {
                guard let url = URL(string: text) else { continue }
                urls.append(url)
                if url.absoluteString != text { rewritten += 1 }
            }
            for url in urls {
                let text = url.absoluteString
                let interpreted = MatchBench.canonical(schema.resolve(text), schema: schema)
                let hand = generatedSwitchResolve(text).map(MatchBench.canonical) ?? "nil"
                let generated = BenchLinks.parse(url).map(canonical) ?? "nil"
                guard interpreted == generated, hand == generated else {
                    throw BenchError("\(text): resolve gives \(interpreted), the switch \(hand), the generated parse \(generated)")
                }
            }

            // Each figure is the fastest of three rounds' medians, the rounds interleaved, so a
            // burst of load on the machine (a build next door) weighs on no one parser alone.
            var switchTimes: [Double] = [], generatedTimes: [Double] = [], interpreterTimes: [Double] = [], textTimes: [Double] = []
            for _ in 0..<3 {
                switchTimes.append(
                    1e9
                        * Clock.secondsPerItem(items: urls.count) {
                            var depth = 0
                            for url in urls { depth &+= generatedSwitchResolve(url.absoluteString)?.stack.count ?? 0 }
                            Sink.consume(depth)
                        })
                generatedTimes.append(
                    1e9
                        * Clock.secondsPerItem(items: urls.count) {
                            var depth = 0
                            for url in urls { depth &+= BenchLinks.parse(url)?.path.count ?? 0 }
                            Sink.consume(depth)
                        })
                interpreterTimes.append(
                    1e9
                        * Clock.secondsPerItem(items: urls.count) {
                            var links = 0
                            for url in urls { if case .destination(_, let link) = schema.resolve(url.absoluteString) { links &+= link } }
                            Sink.consume(links)
                        })
                textTimes.append(
                    1e9
                        * Clock.secondsPerItem(items: urls.count) {
                            var bytes = 0
                            for url in urls { bytes &+= url.absoluteString.utf8.count }
                            Sink.consume(bytes)
                        })
            }
            let baseline = switchTimes.min() ?? .nan, generated = generatedTimes.min() ?? .nan
            let interpreter = interpreterTimes.min() ?? .nan, text = textTimes.min() ?? .nan
            let note =
                "\(urls.count) URLs of \(texts.count) (URL(string:) refuses \(texts.count - urls.count), rewrites \(rewritten)); "
                + "each side reads url.absoluteString, which alone takes \(Report.format(text, "ns/URL"))"
            report.add(
                ReportRow(
                    name: name, measured: generated, unit: "ns/URL", baseline: baseline, baselineName: "switch",
                    ratio: generated / baseline, target: "≤ 1.2×", pass: generated / baseline <= 1.2, note: note))
            report.add(
                ReportRow(
                    name: "generated vs interpreter: RouteSchema.resolve", measured: interpreter, unit: "ns/URL",
                    baseline: generated, baselineName: "generated", ratio: interpreter / generated, target: "",
                    pass: nil, note: "how many times slower the interpreter is than the generated parse"))
        } catch {
            report.add(.failed(name, error))
        }
    }

    /// Runs the generated parse over the mix for about `seconds`, for a profiler; prints ns per URL.
    static func profile(seconds: Double) {
        let urls = CaseGenerator.urls(count: 10_000, schema: BenchSchema()).compactMap { URL(string: $0) }
        let start = Clock.now()
        var passes = 0, depth = 0
        while Double(Clock.now() - start) / 1e9 < seconds {
            for url in urls { depth &+= BenchLinks.parse(url)?.path.count ?? 0 }
            passes += 1
        }
        Sink.consume(depth)
        print("\(Double(Clock.now() - start) / Double(passes * urls.count)) ns/URL")
    }

    /// `linkcheck generate swift … --check GeneratedParser.swift` on the schema written now: the row
    /// must time the parser linkcheck generates today, not an old one.
    private static func checkParserIsCurrent(_ config: BenchConfig, schema: BenchSchema, scratch: String) throws(BenchError) {
        FileIO.makeDirectories((schemaPath as NSString).deletingLastPathComponent)
        try FileIO.write(schema.json, to: schemaPath)
        let diff = scratch + "/generated-check.txt", errors = scratch + "/generated-check-stderr.txt"
        let check = try MeasuredProcess.run(
            config.linkcheck, generateArguments + ["--check", parserPath],
            stdoutPath: diff, stderrPath: errors)
        guard check.succeeded else {
            let shown = ((try? FileIO.read(diff)) ?? []) + ((try? FileIO.read(errors)) ?? [])
            throw BenchError(
                "\(parserPath) is not what `\(config.linkcheck) \(generateArguments.joined(separator: " "))` "
                    + "writes now (exit status \(check.exitStatus)); run `make bench-parser`\n"
                    + String(decoding: shown.prefix(3000), as: UTF8.self))
        }
    }

    /// The same text `MatchBench` makes of the other two: the generated enums print like the switch's.
    private static func canonical(_ destination: (tab: BenchTab, path: [BenchRoute])) -> String {
        ([String(describing: destination.tab)] + destination.path.map { String(describing: $0) }).joined(separator: "|")
    }
}
