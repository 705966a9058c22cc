import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// Row 4: `RouteSchema.resolve(url)` in process over the 10k-table URL mix, against the generated
/// hand-written `switch` (`GeneratedSwitch.swift`) over the same 200 links, in ns per URL. Both must
/// give the same destination for every URL of the mix before either is timed.
enum MatchBench {
    static func run(_ inputs: BenchInputs, into report: inout Report) {
        let name = "split + match: RouteSchema.resolve"
        do {
            guard generatedSwitchSchemaHash == inputs.schema.hash else {
                throw BenchError(
                    "GeneratedSwitch.swift was made from another schema: run "
                        + "`.build/release/linkcheck-bench print-switch > Sources/Benchmarks/GeneratedSwitch.swift`")
            }
            let (loaded, diagnostics) = SchemaLoader.load(try FileIO.read(inputs.schemaPath), file: "bench.schema.json")
            guard let schema = loaded else {
                throw BenchError("linkcheck rejects the generated schema: \(diagnostics.first?.message ?? "")")
            }
            let urls = inputs.mix
            for url in urls {
                let library = canonical(schema.resolve(url), schema: schema)
                let hand = generatedSwitchResolve(url).map(canonical) ?? "nil"
                guard library == hand else { throw BenchError("\(url): resolve gives \(library), the switch \(hand)") }
            }

            let measured =
                1e9
                * Clock.secondsPerItem(items: urls.count) {
                    var links = 0
                    for url in urls { if case .destination(_, let link) = schema.resolve(url) { links &+= link } }
                    Sink.consume(links)
                }
            let baseline =
                1e9
                * Clock.secondsPerItem(items: urls.count) {
                    var depth = 0
                    for url in urls { depth &+= generatedSwitchResolve(url)?.stack.count ?? 0 }
                    Sink.consume(depth)
                }
            report.add(
                ReportRow(
                    name: name, measured: measured, unit: "ns/URL", baseline: baseline, baselineName: "switch",
                    ratio: measured / baseline, target: "≤ 2×", pass: measured / baseline <= 2, note: nil))
        } catch {
            report.add(.failed(name, error))
        }
    }

    /// `home|order(id: 42)|…` for both sides, in the form Swift prints the generated enum.
    static func canonical(_ resolution: Resolution, schema: RouteSchema) -> String {
        guard case .destination(let destination, _) = resolution else { return "nil" }
        let stack = destination.stack.map { value -> String in
            guard !value.arguments.isEmpty else { return value.name }
            let declaration = schema.route(named: value.name)
            let arguments = value.arguments.map { argument -> String in
                let optional = declaration?.parameter(named: argument.label)?.type.isOptional ?? false
                let text: String
                switch argument.value {
                case .int(let i): text = "\(i)"
                case .string(let s): text = optional ? "Optional(\(String(reflecting: s)))" : String(reflecting: s)
                case .none: text = "nil"
                default: text = "\(argument.value)"
                }
                return "\(argument.label): \(text)"
            }
            return value.name + "(" + arguments.joined(separator: ", ") + ")"
        }
        return ([destination.tab ?? "nil"] + stack).joined(separator: "|")
    }

    static func canonical(_ destination: GeneratedDestination) -> String {
        ([String(describing: destination.tab)] + destination.stack.map { String(describing: $0) }).joined(separator: "|")
    }
}
