import Foundation

/// Issue 30's row: `linkcheck trace --urls LIST` in a project (the bench schema, its Info.plist
/// and entitlements, an AASA file for each host listing the app, a small table) against
/// `linkcheck aasa FILE --urls LIST` on the same list, the release binary as a child writing to
/// /dev/null, the two run alternately: trace's time over aasa's, and its peak RSS over the list.
/// A trace follows every step of every URL (the AASA rule, the destination, the URL built back
/// and resolved again, the tables' cases) where `aasa --urls` decides the rule only.
enum TraceBench {
    static let appID = "ABCDE12345.example.bench"

    static func run(_ config: BenchConfig, scratch: String, into report: inout Report) {
        let name = "trace --urls against aasa --urls, the bench schema's URLs"
        do {
            let folder = scratch + "/trace"
            FileIO.makeDirectories(folder)
            let schema = BenchSchema()
            try FileIO.write(schema.json, to: folder + "/bench.schema.json")
            _ = try CaseGenerator.writeTable(count: 100, schema: schema, schemaFile: "bench.schema.json", to: folder + "/bench.cases.json")
            try FileIO.write(
                plist(
                    key: "CFBundleURLTypes", "<array><dict><key>CFBundleURLSchemes</key><array><string>\(BenchSchema.scheme)</string></array></dict></array>"),
                to: folder + "/Info.plist")
            try FileIO.write(
                plist(
                    key: "com.apple.developer.associated-domains", "<array>" + BenchSchema.hosts.map { "<string>applinks:\($0)</string>" }.joined() + "</array>"
                ),
                to: folder + "/App.entitlements")
            try FileIO.write(
                #"{"applinks": {"details": [{"appIDs": ["\#(appID)"], "components": [{"/": "/*/draft", "exclude": true}, {"/": "*"}]}]}}"#,
                to: folder + "/apple-app-site-association")
            let entries = BenchSchema.hosts.map { #"{"file": "apple-app-site-association", "domain": "\#($0)", "appIDs": ["\#(appID)"]}"# }
            try FileIO.write(
                #"{"tables": ["bench.cases.json"], "infoPlist": "Info.plist", "entitlements": "App.entitlements", "aasa": [\#(entries.joined(separator: ", "))]}"#,
                to: folder + "/linkcheck.json")
            // The tables' URLs (a tenth open nothing, a quarter are written otherwise than their
            // canonical URL), then a sitemap's: every one its page's canonical URL.
            let list = folder + "/urls.txt"
            try writeList(CaseGenerator.urls(count: config.aasaURLs, schema: schema), to: list)
            let listSize = Double(FileIO.size(list) ?? 1)
            let trace = ["trace", "--project", folder + "/linkcheck.json", "--urls", list]
            let (seconds, peaks) = try compare(
                config, folder: folder, list: list, domain: BenchSchema.hosts[0], scratch: scratch, name: "\(name), \(config.aasaURLs) URLs",
                into: &report)
            let sitemap = folder + "/sitemap.txt"
            try writeList(SitemapURLs.urls(count: config.aasaURLs, schema: schema), to: sitemap)
            // Its URLs are on both hosts: aasa decides each against the file, as served from its host.
            _ = try compare(
                config, folder: folder, list: sitemap, domain: nil, scratch: scratch,
                name: "trace --urls against aasa --urls, a sitemap of the bench schema's pages, \(config.aasaURLs) URLs", into: &report)
            let peak = median(peaks) / listSize
            report.add(
                ReportRow(
                    name: "trace --urls: peak RSS", measured: peak, unit: "× list", baseline: nil,
                    baselineName: String(format: "%.1f MB list", listSize / 1e6), ratio: nil, target: "≤ 2× list", pass: peak <= 2, note: nil))
            // Every other format writes each URL as it is followed too (a JSON array that held its
            // elements took 85 times the list): one run each, its time over text's and its memory.
            for format in ["json", "junit", "github", "sarif"] {
                let run = try MeasuredProcess.runChecked(config.linkcheck, trace + ["--format", format], scratch: scratch, expecting: 0...1)
                report.add(
                    ReportRow(
                        name: "trace --urls --format \(format)", measured: run.seconds, unit: "s", baseline: seconds, baselineName: "(text)",
                        ratio: run.seconds / seconds, target: "—", pass: nil, note: nil))
                let formatPeak = Double(run.peakRSS) / listSize
                report.add(
                    ReportRow(
                        name: "trace --urls --format \(format): peak RSS", measured: formatPeak, unit: "× list", baseline: nil,
                        baselineName: String(format: "%.1f MB list", listSize / 1e6), ratio: nil, target: "≤ 2× list",
                        pass: formatPeak <= 2, note: nil))
            }
        } catch {
            report.add(.failed(name, error))
        }
    }

    static func writeList(_ urls: [String], to path: String) throws {
        let writer = try BlockWriter(path: path)
        for url in urls { writer.append(url + "\n") }
        try writer.close()
    }

    /// `trace --urls list` in `folder`'s project against `aasa --urls list` of its file (as served
    /// from `domain`; `nil`: from each URL's host), the two run alternately: one run, and two more
    /// when a run takes under 15 s, the median of three. A row with trace's time over aasa's;
    /// trace's median time and its peak RSS of each run are returned.
    static func compare(
        _ config: BenchConfig, folder: String, list: String, domain: String?, scratch: String, name: String, into report: inout Report
    ) throws -> (seconds: Double, peaks: [Double]) {
        let trace = ["trace", "--project", folder + "/linkcheck.json", "--urls", list]
        let aasa = ["aasa", folder + "/apple-app-site-association", "--urls", list, "--app-id", appID] + (domain.map { ["--domain", $0] } ?? [])
        var times: [Double] = [], baselines: [Double] = [], peaks: [Double] = []
        // Some of the tables' URLs get no destination on purpose, so trace exits 1.
        while times.count < (times.first.map { $0 < 15 ? 3 : 1 } ?? 1) {
            baselines.append(try MeasuredProcess.runChecked(config.linkcheck, aasa, scratch: scratch).seconds)
            let run = try MeasuredProcess.runChecked(config.linkcheck, trace, scratch: scratch, expecting: 0...1)
            times.append(run.seconds)
            peaks.append(Double(run.peakRSS))
        }
        let seconds = median(times), baseline = median(baselines)
        report.add(
            ReportRow(
                name: name, measured: seconds, unit: "s", baseline: baseline, baselineName: "aasa --urls",
                ratio: seconds / baseline, target: "≤ 2× aasa --urls", pass: seconds / baseline <= 2, note: nil))
        return (seconds, peaks)
    }

    static func plist(key: String, _ value: String) -> String {
        "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>\(key)</key>\n\(value)\n</dict>\n</plist>\n"
    }
}
