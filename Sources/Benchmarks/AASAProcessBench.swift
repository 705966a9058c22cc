import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// The AASA rows users see: `linkcheck aasa FILE --urls LIST --app-id ID --domain D`, the release
/// binary run as a child and timed from spawn to exit (reading the list, checking it, deciding
/// every URL and writing its answer as text to /dev/null), in URLs/s; and its peak RSS over the
/// list's size. Then the same with `--quiet`, which prints no answer and so decides none (answers
/// are decided as they are written): reading the list and linting the file only. Rows for the
/// largest real file, the synthetic 128 KB file and the variable-led one.
enum AASAProcessBench {
    struct Input {
        var label: String
        var file: String
        var appID: String
        var domain: String
        var urls: [String]
        var goal: Double
    }

    /// `rates`: each file's in-process rate. A run is sized to take about 20 s at that rate (the
    /// variable-led file took 150 s for 1M URLs before its rules were indexed), at most
    /// `config.aasaURLs`; the row's note then says how many it ran.
    static func run(_ config: BenchConfig, scratch: String, rates: [AASABench.File: Double], into report: inout Report) {
        func count(_ file: AASABench.File) -> Int {
            guard let rate = rates[file] else { return config.aasaURLs }
            return min(config.aasaURLs, max(10_000, Int(rate * 20) / 10_000 * 10_000))
        }
        var inputs: [Input] = []
        if let real = AASABench.realFiles(config.aasaDirectory).first, let bytes = try? FileIO.read(real),
            let model = AASALoader.load(bytes, file: real).0,
            let app = model.applinks?.details.first?.appIDs.first?.id
        {
            let domain = (real as NSString).lastPathComponent
            inputs.append(
                Input(
                    label: domain, file: real, appID: app, domain: domain,
                    urls: AASAURLMix.urls(for: model, domain: domain, count: count(.real), seed: fnv1a(domain.utf8)),
                    goal: 2_000_000))
        }
        let synthetic = scratch + "/synthetic.aasa.json", led = scratch + "/variable-led.aasa.json"
        do {
            let text = SyntheticAASA.large(seed: BenchSchema.seed)
            try FileIO.write(text, to: synthetic)
            if let model = AASALoader.load(Array(text.utf8), file: synthetic).0 {
                inputs.append(
                    Input(
                        label: "synthetic", file: synthetic, appID: SyntheticAASA.appID, domain: SyntheticAASA.domain,
                        urls: AASAURLMix.urls(
                            for: model, domain: SyntheticAASA.domain, count: count(.synthetic),
                            seed: fnv1a("synthetic".utf8)),
                        goal: 2_000_000))
            }
            try FileIO.write(VariableLedAASA.file(seed: BenchSchema.seed), to: led)
            inputs.append(
                Input(
                    label: "variable-led", file: led, appID: VariableLedAASA.appID, domain: VariableLedAASA.domain,
                    urls: VariableLedAASA.urls(seed: BenchSchema.seed, count: count(.variableLed)), goal: 1_000_000))
        } catch {
            report.add(.failed("AASA whole process", error))
        }
        for input in inputs {
            measure(input, quiet: false, config, scratch: scratch, into: &report)
            measure(input, quiet: true, config, scratch: scratch, into: &report)
        }
    }

    /// `quiet`: the `--quiet` run, which decides nothing; its rate has no goal.
    private static func measure(_ input: Input, quiet: Bool, _ config: BenchConfig, scratch: String, into report: inout Report) {
        let label = quiet ? "\(input.label), --quiet (reads only)" : input.label
        let name = "AASA process: aasa --urls, \(label)"
        do {
            let list = scratch + "/urls-\(input.label).txt"
            if !quiet || FileIO.size(list) == nil {
                let writer = try BlockWriter(path: list)
                for url in input.urls { writer.append(url + "\n") }
                try writer.close()
            }
            let arguments =
                ["aasa", input.file, "--urls", list, "--app-id", input.appID, "--domain", input.domain]
                + (quiet ? ["--quiet"] : [])
            var times: [Double] = [], peaks: [Double] = []
            // One run, and two more when a run takes under 15 s: the median of three. The answers
            // go to /dev/null: the row is linkcheck's work, not the disk's.
            while times.count < (times.first.map { $0 < 15 ? 3 : 1 } ?? 1) {
                let run = try MeasuredProcess.runChecked(config.linkcheck, arguments, stdoutPath: "/dev/null", scratch: scratch)
                times.append(run.seconds)
                peaks.append(Double(run.peakRSS))
            }
            let rate = Double(input.urls.count) / median(times)
            let listSize = Double(FileIO.size(list) ?? 1)
            let sized =
                input.urls.count == config.aasaURLs
                ? nil
                : "\(input.urls.count) URLs (sized to about 20 s at the in-process rate), not \(config.aasaURLs)"
            report.add(
                ReportRow(
                    name: name, measured: rate, unit: "URLs/s", baseline: nil, baselineName: "", ratio: nil,
                    target: quiet ? "—" : "≥ " + Report.format(input.goal, "URLs/s"),
                    pass: quiet ? nil : rate >= input.goal, note: sized))
            let peak = median(peaks) / listSize
            report.add(
                ReportRow(
                    name: "AASA process: peak RSS, \(label)", measured: peak, unit: "× list",
                    baseline: nil, baselineName: String(format: "%.1f MB list", listSize / 1e6), ratio: nil,
                    target: "≤ 2× list",
                    pass: peak <= 2, note: nil))
        } catch {
            report.add(.failed(name, error))
        }
    }
}
