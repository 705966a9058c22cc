/// Row 1: `linkcheck routes` on the bundled fixtures (54 cases), and `linkcheck check` on
/// `fixtures/project`, each against a static hello world built the same way
/// (`swiftc -O -static-stdlib`), spawned alternately; median wall time per spawn.
enum ColdStartBench {
    static func run(_ config: BenchConfig, scratch: String, into report: inout Report) {
        let source = scratch + "/hello.swift", hello = scratch + "/hello"
        do {
            try FileIO.write("print(\"hello, world\")\n", to: source)
            _ = try MeasuredProcess.runChecked(config.swiftc, ["-O", "-static-stdlib", source, "-o", hello], scratch: scratch)
        } catch {
            report.add(.failed("cold start: hello world", error))
            return
        }
        row(
            "cold start: linkcheck routes (fixtures)", ["routes", config.fixtureTable], hello: hello, config, scratch: scratch,
            into: &report)
        row(
            "cold start: linkcheck check (fixtures/project)", ["check", "--project", "fixtures/project/linkcheck.json"],
            hello: hello, config, scratch: scratch, into: &report)
    }

    private static func row(
        _ name: String, _ arguments: [String], hello: String, _ config: BenchConfig, scratch: String,
        into report: inout Report
    ) {
        do {
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
            report.add(
                ReportRow(
                    name: name, measured: measured, unit: "ms", baseline: baseline, baselineName: "hello world",
                    ratio: ratio, target: "≤ 1.5×", pass: ratio <= 1.5,
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
