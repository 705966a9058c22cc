import Foundation

/// Issue 10's rows: `linkcheck aasa FILE --urls LIST` in every format on one list (the
/// variable-led file's, `config.aasaURLs` URLs), the release binary as a child writing to
/// /dev/null: each format's time over the text format's (run alternately with it), and its
/// peak RSS over the list's size.
/// Streamed answers keep both within 2×; JSON that held its answers took 6× the time and 18× the
/// list.
enum AASAFormatsBench {
    static let formats = ["text", "json", "junit", "github", "sarif"]

    static func run(_ config: BenchConfig, scratch: String, into report: inout Report) {
        do {
            let file = scratch + "/formats-variable-led.aasa.json", list = scratch + "/formats-urls.txt"
            try FileIO.write(VariableLedAASA.file(seed: BenchSchema.seed), to: file)
            let writer = try BlockWriter(path: list)
            for url in VariableLedAASA.urls(seed: BenchSchema.seed, count: config.aasaURLs) { writer.append(url + "\n") }
            try writer.close()
            let listSize = Double(FileIO.size(list) ?? 1)
            func arguments(_ format: String) -> [String] {
                ["aasa", file, "--urls", list, "--app-id", VariableLedAASA.appID, "--domain", VariableLedAASA.domain, "--format", format]
            }
            // Each format's runs alternate with runs of the text format, its baseline: a shared
            // machine's speed drifts over the minutes the rows take, and a baseline measured
            // minutes before compared two different machines.
            for format in formats {
                var times: [Double] = [], textTimes: [Double] = [], peaks: [Double] = []
                // One run, and two more when a run takes under 15 s: the median of three.
                while times.count < (times.first.map { $0 < 15 ? 3 : 1 } ?? 1) {
                    if format != "text" {
                        textTimes.append(
                            try MeasuredProcess.runChecked(
                                config.linkcheck, arguments("text"), stdoutPath: "/dev/null",
                                scratch: scratch
                            ).seconds)
                    }
                    let run = try MeasuredProcess.runChecked(config.linkcheck, arguments(format), stdoutPath: "/dev/null", scratch: scratch)
                    times.append(run.seconds)
                    peaks.append(Double(run.peakRSS))
                }
                let seconds = median(times)
                let textSeconds = textTimes.isEmpty ? nil : median(textTimes)
                let ratio = textSeconds.map { seconds / $0 }
                report.add(
                    ReportRow(
                        name: "AASA formats: --format \(format), \(config.aasaURLs) URLs", measured: seconds, unit: "s",
                        baseline: textSeconds, baselineName: format == "text" ? "" : "(text)",
                        ratio: ratio, target: format == "text" ? "—" : "≤ 2× text",
                        pass: ratio.map { $0 <= 2 }, note: nil))
                let peak = median(peaks) / listSize
                report.add(
                    ReportRow(
                        name: "AASA formats: peak RSS, --format \(format)", measured: peak, unit: "× list",
                        baseline: nil, baselineName: String(format: "%.1f MB list", listSize / 1e6), ratio: nil,
                        target: "≤ 2× list", pass: peak <= 2, note: nil))
            }
        } catch {
            report.add(.failed("AASA formats", error))
        }
    }
}
