import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// Row 2: reading the 100k-case table. `JSONDocument.parse` against `JSONDecoder` into the Codable
/// case-table structs, in MB/s; the same with linkcheck's typed case loading; and peak memory,
/// each measured in a child process that only reads and parses the file.
enum JSONBench {
    static func run(_ config: BenchConfig, _ inputs: BenchInputs, into report: inout Report) {
        let sizeName = config.jsonCases >= 1000 ? "\(config.jsonCases / 1000)k" : "\(config.jsonCases)"
        do {
            let bytes = try FileIO.read(inputs.jsonTable)
            let megabytes = Double(bytes.count) / 1e6
            let data = Data(bytes)

            var parseFailure: (any Error)?
            let parseSeconds = Clock.medianSeconds(warmUp: 2, samples: 9) {
                do { Sink.consume(try JSONDocument.parse(bytes).nodeCount) } catch { parseFailure = error }
            }
            var decodeFailure: (any Error)?
            var decodedCount = 0
            let decodeSeconds = Clock.medianSeconds(warmUp: 1, samples: 3) {
                do { decodedCount = try JSONDecoder().decode(CodableTable.self, from: data).cases.count } catch { decodeFailure = error }
            }
            if let error = parseFailure ?? decodeFailure { throw error }
            guard decodedCount == config.jsonCases else {
                throw BenchError("JSONDecoder read \(decodedCount) cases, not \(config.jsonCases)")
            }
            let parseRate = megabytes / parseSeconds, decodeRate = megabytes / decodeSeconds
            report.add(
                ReportRow(
                    name: "JSON: JSONDocument.parse, \(sizeName) table", measured: parseRate, unit: "MB/s",
                    baseline: decodeRate, baselineName: "JSONDecoder", ratio: parseRate / decodeRate,
                    target: "≥ 10×", pass: parseRate / decodeRate >= 10, note: nil))

            // The same file read into typed cases by linkcheck (parse, table shape, every expectation).
            guard let schema = SchemaLoader.load(try FileIO.read(inputs.schemaPath), file: "bench.schema.json").schema else {
                throw BenchError("linkcheck rejects the generated schema")
            }
            var loadedCount = 0
            let loadSeconds = Clock.medianSeconds(warmUp: 1, samples: 5) {
                guard let opened = TableLoader.open(bytes, file: "table").table else { return }
                loadedCount = TableLoader.cases(of: opened, schema: schema).cases?.count ?? 0
            }
            guard loadedCount == config.jsonCases else { throw BenchError("TableLoader read \(loadedCount) cases") }
            let loadRate = megabytes / loadSeconds
            report.add(
                ReportRow(
                    name: "JSON: parse + typed cases (TableLoader)", measured: loadRate, unit: "MB/s",
                    baseline: decodeRate, baselineName: "JSONDecoder", ratio: loadRate / decodeRate,
                    target: "", pass: nil, note: nil))
        } catch {
            report.add(.failed("JSON: JSONDocument.parse", error))
        }

        // Peak memory: (child that reads and parses) − (child that does nothing), over the file size.
        do {
            let size = Double(FileIO.size(inputs.jsonTable) ?? 1)
            let me = MeasuredProcess.currentExecutable()
            func peak(_ arguments: [String]) throws(BenchError) -> Double {
                var peaks: [Double] = []
                for _ in 0..<3 {
                    peaks.append(Double(try MeasuredProcess.runChecked(me, arguments, scratch: inputs.scratch).peakRSS))
                }
                return median(peaks)
            }
            let idle = try peak(["idle"])
            let parse = (try peak(["parse-only", inputs.jsonTable]) - idle) / size
            let decode = (try peak(["decode-only", inputs.jsonTable]) - idle) / size
            report.add(
                ReportRow(
                    name: "JSON: peak RSS of reading + parsing", measured: parse, unit: "× input",
                    baseline: decode, baselineName: "JSONDecoder", ratio: parse / decode,
                    target: "≤ 4× input", pass: parse <= 4, note: nil))
        } catch {
            report.add(.failed("JSON: peak RSS", error))
        }
    }

    /// The `parse-only` child: read the file, parse it, exit.
    static func parseOnly(_ path: String) throws {
        let bytes = try FileIO.read(path)
        let document = try JSONDocument.parse(bytes)
        Sink.consume(document.nodeCount)
    }

    /// The `decode-only` child: the baseline's way, `Data(contentsOf:)` and `JSONDecoder`.
    static func decodeOnly(_ path: String) throws {
        let table = try JSONDecoder().decode(CodableTable.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        Sink.consume(table.cases.count)
    }
}
