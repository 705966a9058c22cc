import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// Row 5: `CompiledAASA.decide` URL checks per second against the largest real file (and
/// `wikipedia.org`) in `../shared/vectors/aasa/real/` and a synthetic ~128 KB file; and the time
/// of a check against pathological patterns over the same check against ordinary ones.
enum AASABench {
    /// The files the whole-process rows run too.
    enum File: Hashable { case real, synthetic, variableLed }

    /// Returns each file's in-process rate, which sizes the whole-process runs of slow ones.
    @discardableResult
    static func run(_ config: BenchConfig, scratch: String, into report: inout Report) -> [File: Double] {
        var rates: [File: Double] = [:]
        let real = realFiles(config.aasaDirectory)
        if real.isEmpty {
            report.add(
                ReportRow(
                    name: "AASA: decide, real files", measured: nil, unit: "checks/s", baseline: nil,
                    baselineName: "", ratio: nil, target: "≥ 1M checks/s", pass: nil,
                    note: "skipped: \(config.aasaDirectory) is absent"))
        }
        for path in real {
            let domain = (path as NSString).lastPathComponent
            let name = "AASA: decide, \(domain) (\((FileIO.size(path) ?? 0) / 1024) KB)"
            do {
                let rate = try checksPerSecond(try FileIO.read(path), file: domain, domain: domain, appID: nil)
                report.add(
                    ReportRow(
                        name: name, measured: rate, unit: "checks/s", baseline: nil, baselineName: "",
                        ratio: nil, target: "≥ 1M checks/s", pass: rate >= 1_000_000, note: nil))
                if path == real.first { rates[.real] = rate }
            } catch {
                report.add(.failed(name, error))
            }
        }

        let text = SyntheticAASA.large(seed: BenchSchema.seed)
        let name = "AASA: decide, synthetic (\(text.utf8.count / 1024) KB)"
        do {
            try FileIO.write(text, to: scratch + "/apple-app-site-association")
            let rate = try checksPerSecond(
                Array(text.utf8), file: "apple-app-site-association",
                domain: SyntheticAASA.domain, appID: SyntheticAASA.appID)
            report.add(
                ReportRow(
                    name: name, measured: rate, unit: "checks/s", baseline: nil, baselineName: "",
                    ratio: nil, target: "", pass: nil, note: nil))
            rates[.synthetic] = rate
        } catch {
            report.add(.failed(name, error))
        }

        let led = VariableLedAASA.file(seed: BenchSchema.seed)
        let ledName = "AASA: decide, variable-led (\(led.utf8.count / 1024) KB)"
        do {
            let urls = VariableLedAASA.urls(seed: BenchSchema.seed, count: 2000)
            let rate = try checksPerSecond(
                Array(led.utf8), file: "variable-led", domain: VariableLedAASA.domain,
                appID: VariableLedAASA.appID, urls: urls)
            report.add(
                ReportRow(
                    name: ledName, measured: rate, unit: "checks/s", baseline: nil, baselineName: "",
                    ratio: nil, target: "≥ 1M checks/s", pass: rate >= 1_000_000,
                    note: "\(VariableLedAASA.rules(seed: BenchSchema.seed).rules.count) rules led by $(lang), $(region) "
                        + "or $(locale); 9 URLs in 10 made for a rule of the second half"))
            rates[.variableLed] = rate
        } catch {
            report.add(.failed(ledName, error))
        }

        let pathologicalName = "AASA: pathological patterns (*a*a…*b)"
        do {
            let subjects = [100, 1000].map { "https://\(SyntheticAASA.domain)/" + String(repeating: "a", count: $0) }
            let pathological = try nanosecondsPerCheck(SyntheticAASA.file(patterns: SyntheticAASA.pathological), subjects)
            let ordinary = try nanosecondsPerCheck(SyntheticAASA.file(patterns: SyntheticAASA.ordinary), subjects)
            report.add(
                ReportRow(
                    name: pathologicalName, measured: pathological, unit: "ns/check", baseline: ordinary,
                    baselineName: "ordinary", ratio: pathological / ordinary, target: "≤ 10×",
                    pass: pathological / ordinary <= 10,
                    note: "8 rules each, URLs of 100 and 1000 `a`s; ordinary: 17-character `/aa*/suffix` patterns"))
        } catch {
            report.add(.failed(pathologicalName, error))
        }
        return rates
    }

    /// The largest file of the folder, and `wikipedia.org` too when it is another file.
    static func realFiles(_ directory: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        let paths = names.sorted().map { directory + "/" + $0 }
        guard let largest = paths.max(by: { (FileIO.size($0) ?? 0) < (FileIO.size($1) ?? 0) }) else { return [] }
        let wikipedia = directory + "/wikipedia.org"
        return [largest] + (largest != wikipedia && paths.contains(wikipedia) ? [wikipedia] : [])
    }

    static func compile(_ bytes: [UInt8], file: String) throws(BenchError) -> (CompiledAASA, AASAFile) {
        let (loaded, diagnostics) = AASALoader.load(bytes, file: file)
        guard let model = loaded else {
            throw BenchError("linkcheck cannot read \(file): \(diagnostics.first?.message ?? "")")
        }
        return (model.compiled(), model)
    }

    /// `appID` `nil`: the first app the file's applinks lists.
    private static func checksPerSecond(
        _ bytes: [UInt8], file: String, domain: String,
        appID: String?, urls given: [String]? = nil
    ) throws(BenchError) -> Double {
        let (compiled, model) = try compile(bytes, file: file)
        guard let app = appID ?? model.applinks?.details.first?.appIDs.first?.id else {
            throw BenchError("\(file) lists no app")
        }
        let urls = given ?? AASAURLMix.urls(for: model, domain: domain, count: 2000, seed: fnv1a(file.utf8))
        var opened = 0
        for url in urls where compiled.decide(url: url, appID: app, domain: domain).opens { opened += 1 }
        guard opened > 0 else { throw BenchError("no URL of the mix opens \(app) on \(file)") }
        let seconds = Clock.secondsPerItem(items: urls.count) {
            var n = 0
            for url in urls where compiled.decide(url: url, appID: app, domain: domain).opens { n &+= 1 }
            Sink.consume(n)
        }
        return 1 / seconds
    }

    private static func nanosecondsPerCheck(_ text: String, _ urls: [String]) throws(BenchError) -> Double {
        let (compiled, _) = try compile(Array(text.utf8), file: "apple-app-site-association")
        let seconds = Clock.secondsPerItem(items: urls.count) {
            var n = 0
            for url in urls where compiled.decide(url: url, appID: SyntheticAASA.appID, domain: SyntheticAASA.domain).opens {
                n &+= 1
            }
            Sink.consume(n)
        }
        return seconds * 1e9
    }
}
