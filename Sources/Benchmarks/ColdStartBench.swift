/// Row 1: `linkcheck routes` on the bundled fixtures against a static hello world built the same
/// way (`swiftc -O -static-stdlib`), spawned alternately; median wall time per spawn.
enum ColdStartBench {
    static func run(_ config: BenchConfig, scratch: String, into report: inout Report) {
        let name = "cold start: linkcheck routes (fixtures)"
        do {
            let source = scratch + "/hello.swift", hello = scratch + "/hello"
            try FileIO.write("print(\"hello, world\")\n", to: source)
            _ = try MeasuredProcess.runChecked(config.swiftc, ["-O", "-static-stdlib", source, "-o", hello], scratch: scratch)
            let arguments = ["routes", config.fixtureTable]
            // Checked once, then warm-up spawns for the page cache.
            _ = try MeasuredProcess.runChecked(config.linkcheck, arguments, scratch: scratch)
            for _ in 0..<10 {
                _ = try MeasuredProcess.run(config.linkcheck, arguments)
                _ = try MeasuredProcess.run(hello, [])
            }
            var linkcheckTimes: [Double] = [], helloTimes: [Double] = []
            for i in 0..<config.spawns {
                // Alternating order, so neither program always runs right after the other.
                if i % 2 == 0 {
                    linkcheckTimes.append(try timed(config.linkcheck, arguments))
                    helloTimes.append(try timed(hello, []))
                } else {
                    helloTimes.append(try timed(hello, []))
                    linkcheckTimes.append(try timed(config.linkcheck, arguments))
                }
            }
            let measured = median(linkcheckTimes) * 1e3, baseline = median(helloTimes) * 1e3
            let ratio = measured / baseline
            report.add(ReportRow(name: name, measured: measured, unit: "ms", baseline: baseline, baselineName: "hello world",
                                 ratio: ratio, target: "≤ 2×", pass: ratio <= 2,
                                 note: nil))
        } catch {
            report.add(.failed(name, error))
        }
    }

    private static func timed(_ path: String, _ arguments: [String]) throws(BenchError) -> Double {
        let run = try MeasuredProcess.run(path, arguments)
        guard run.succeeded else { throw BenchError("\(path) failed with exit status \(run.exitStatus)") }
        return run.seconds
    }
}
