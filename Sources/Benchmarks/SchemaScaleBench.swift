/// Issue 9's rows: how loading a schema grows with its links. `linkcheck resolve --schema S URL`
/// (load, check, resolve one URL) and `linkcheck generate swift S` on a schema of N links and on
/// one of 10 N, each the release binary as a child, median of three; the row is the big run's
/// time over the small one's. Linear work gives about 10×; the loader that compared every pair of
/// links gave about 100× (5,000 links 0.75 s, 50,000 links 82 s).
enum SchemaScaleBench {
    /// Links in the small schema; the large one has ten times as many.
    static func smallLinks(_ config: BenchConfig) -> Int { config.quick ? 2_000 : 5_000 }

    static func run(_ config: BenchConfig, scratch: String, into report: inout Report) {
        let small = smallLinks(config), large = 10 * small
        do {
            let smallPath = scratch + "/scale-\(small).schema.json", largePath = scratch + "/scale-\(large).schema.json"
            try FileIO.write(schema(links: small), to: smallPath)
            try FileIO.write(schema(links: large), to: largePath)
            // A URL of the last resource, so that the run cannot stop early on either schema.
            let url = { (links: Int) in "scaleapp://r\(links / 5 - 1)/42/items/7" }
            try row(
                "resolve", config, scratch: scratch, small: small, large: large,
                ["resolve", "--schema", smallPath, url(small)], ["resolve", "--schema", largePath, url(large)], into: &report)
            try row(
                "generate swift", config, scratch: scratch, small: small, large: large,
                ["generate", "swift", smallPath], ["generate", "swift", largePath], into: &report)
        } catch {
            report.add(.failed("schema scale", error))
        }
    }

    private static func row(
        _ what: String, _ config: BenchConfig, scratch: String, small: Int, large: Int,
        _ smallArguments: [String], _ largeArguments: [String], into report: inout Report
    ) throws(BenchError) {
        func seconds(_ arguments: [String]) throws(BenchError) -> Double {
            var times: [Double] = []
            for _ in 0..<3 { times.append(try MeasuredProcess.runChecked(config.linkcheck, arguments, scratch: scratch).seconds) }
            return median(times)
        }
        let base = try seconds(smallArguments), big = try seconds(largeArguments)
        report.add(
            ReportRow(
                name: "schema scale: \(what), \(large) links vs \(small)", measured: big, unit: "s",
                baseline: base, baselineName: "(\(small) links)", ratio: big / base,
                target: "≤ 15× (linear: 10×)", pass: big / base <= 15, note: nil))
    }

    /// `links / 5` resources of five links each (list, item, edit, child item, search with a query),
    /// in tabs, named `r0`, `r1`, …: the shape of BenchSchema at any size, without its random words.
    static func schema(links: Int) -> String {
        var routes: [String] = [], entries: [String] = []
        for i in 0..<links / 5 {
            let r = "r\(i)"
            let tab = i % 2 == 0 ? "home" : "account"
            routes += [
                "\"\(r)List\": {}", "\"\(r)\": {\"id\": \"int\"}", "\"\(r)Edit\": {\"id\": \"int\"}",
                "\"\(r)Item\": {\"id\": \"int\", \"item\": \"int\"}", "\"\(r)Search\": {\"query\": \"string?\"}"
            ]
            entries += [
                "{\"path\": \"/\(r)\", \"tab\": \"\(tab)\", \"stack\": [\"\(r)List\"]}",
                "{\"path\": \"/\(r)/:id\", \"tab\": \"\(tab)\", \"stack\": [{\"\(r)\": {\"id\": \":id\"}}]}",
                "{\"path\": \"/\(r)/:id/edit\", \"tab\": \"\(tab)\", \"stack\": [{\"\(r)\": {\"id\": \":id\"}}, {\"\(r)Edit\": {\"id\": \":id\"}}]}",
                "{\"path\": \"/\(r)/:id/items/:item\", \"tab\": \"\(tab)\", \"stack\": [{\"\(r)\": {\"id\": \":id\"}}, "
                    + "{\"\(r)Item\": {\"id\": \":id\", \"item\": \":item\"}}]}",
                "{\"path\": \"/\(r)/search?q=:q\", \"tab\": \"\(tab)\", \"stack\": [{\"\(r)Search\": {\"query\": \":q\"}}]}"
            ]
        }
        return "{\"schemes\": [\"scaleapp\"], \"hosts\": [\"scale.example\"], \"tabs\": [\"home\", \"account\"],\n"
            + "\"routes\": {\n" + routes.joined(separator: ",\n") + "\n},\n"
            + "\"links\": [\n" + entries.joined(separator: ",\n") + "\n]}\n"
    }
}
