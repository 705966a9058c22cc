/// Row 3: `linkcheck routes --quiet` (the release binary, a child process) on the 1M-case table,
/// against the Foundation pipeline run the same way (the bench re-run as a child), in cases/s
/// from spawn to exit; and each child's peak RSS over the table size.
enum EndToEndBench {
    static func run(_ config: BenchConfig, _ inputs: BenchInputs, into report: inout Report) {
        let name = "end to end: linkcheck routes --quiet, \(sizeName(config.endToEndCases))"
        do {
            let output = inputs.scratch + "/e2e-stdout.txt"
            var times: [Double] = [], peaks: [Double] = []
            // One run, and two more when a run takes under 15 s: the median of three.
            while times.count < (times.first.map { $0 < 15 ? 3 : 1 } ?? 1) {
                let run = try MeasuredProcess.runChecked(
                    config.linkcheck, ["routes", "--quiet", inputs.endToEndTable],
                    stdoutPath: output, scratch: inputs.scratch)
                let summary = String(decoding: try FileIO.read(output), as: UTF8.self)
                guard summary.contains("\(config.endToEndCases) passed, 0 failed") else {
                    throw BenchError("linkcheck did not pass every case: \(summary.suffix(300))")
                }
                times.append(run.seconds)
                peaks.append(Double(run.peakRSS))
            }
            let rate = Double(config.endToEndCases) / median(times)
            let tableSize = Double(FileIO.size(inputs.endToEndTable) ?? 1)

            let me = MeasuredProcess.currentExecutable()
            var baselineTimes: [Double] = [], baselinePeaks: [Double] = []
            while baselineTimes.count < (baselineTimes.first.map { $0 < 15 ? 3 : 1 } ?? 1) {
                let run = try MeasuredProcess.runChecked(
                    me, ["foundation-pipeline", inputs.foundationTable, inputs.schemaPath],
                    stdoutPath: output, scratch: inputs.scratch)
                let summary = String(decoding: try FileIO.read(output), as: UTF8.self)
                guard summary.hasPrefix("\(config.foundationCases) passed of \(config.foundationCases)") else {
                    throw BenchError("the Foundation pipeline did not pass every case: \(summary)")
                }
                baselineTimes.append(run.seconds)
                baselinePeaks.append(Double(run.peakRSS))
            }
            let baselineRate = Double(config.foundationCases) / median(baselineTimes)
            let baselineSize = Double(FileIO.size(inputs.foundationTable) ?? 1)
            let scaled = config.foundationCases != config.endToEndCases
            let note = scaled ? "Foundation pipeline run on the \(sizeName(config.foundationCases)) table: per-case rates compared" : nil
            report.add(
                ReportRow(
                    name: name, measured: rate, unit: "cases/s", baseline: baselineRate, baselineName: "Foundation",
                    ratio: rate / baselineRate, target: "≥ 30×", pass: rate / baselineRate >= 30, note: note))
            report.add(
                ReportRow(
                    name: "end to end: absolute", measured: rate, unit: "cases/s", baseline: nil, baselineName: "",
                    ratio: nil, target: "≥ 1M cases/s", pass: rate >= 1_000_000, note: nil))
            let peak = median(peaks) / tableSize, baselinePeak = median(baselinePeaks) / baselineSize
            report.add(
                ReportRow(
                    name: "end to end: peak RSS", measured: peak, unit: "× table", baseline: baselinePeak,
                    baselineName: "Foundation", ratio: nil, target: "≤ 3× table", pass: peak <= 3, note: nil))
        } catch {
            report.add(.failed(name, error))
        }
    }

    static func sizeName(_ count: Int) -> String {
        count >= 1_000_000 ? "\(count / 1_000_000)M cases" : count >= 1000 ? "\(count / 1000)k cases" : "\(count) cases"
    }
}
