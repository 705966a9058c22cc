import Foundation

/// One line of the results table.
struct ReportRow: Encodable {
    var name: String
    /// The figure measured and its unit, e.g. 3.1 and "ms".
    var measured: Double?
    var unit: String
    var baseline: Double?
    var baselineName: String
    /// The figure the target is checked against, as shown (`2.1×`); `nil` when there is none.
    var ratio: Double?
    var target: String
    /// `nil`: informational, no target.
    var pass: Bool?
    var note: String?

    static func failed(_ name: String, _ error: any Error) -> ReportRow {
        ReportRow(
            name: name, measured: nil, unit: "", baseline: nil, baselineName: "", ratio: nil,
            target: "", pass: false, note: "\(error)")
    }
}

/// The aligned table and `latest.json`.
struct Report {
    var rows: [ReportRow] = []
    var notes: [String] = []

    mutating func add(_ row: ReportRow) {
        rows.append(row)
        print(
            "  " + row.name + ": " + Self.format(row.measured, row.unit)
                + (row.ratio.map { "  (" + Self.format($0, "×") + ")" } ?? ""))
    }

    func printTable() {
        let header = ["row", "measured", "baseline", "ratio", "target", ""]
        let lines = rows.map { row in
            [
                row.name, Self.format(row.measured, row.unit),
                row.baseline.map { Self.format($0, row.unit) + " " + row.baselineName } ?? row.baselineName,
                row.ratio.map { Self.format($0, "×") } ?? "—",
                row.target.isEmpty ? "—" : row.target,
                row.pass.map { $0 ? "✓" : "✗" } ?? ""
            ]
        }
        let widths = header.indices.map { c in ([header] + lines).map { $0[c].count }.max() ?? 0 }
        func render(_ cells: [String]) -> String {
            cells.enumerated().map { c, cell in
                let pad = String(repeating: " ", count: widths[c] - cell.count)
                return c == 0 || c == 2 ? cell + pad : pad + cell
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        print("")
        print(render(header))
        print(String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1)))
        for line in lines { print(render(line)) }
        let notes = rows.compactMap { row in row.note.map { "- \(row.name): \($0)" } } + self.notes.map { "- " + $0 }
        if !notes.isEmpty {
            print("")
            for note in notes { print(note) }
        }
    }

    func writeJSON(to path: String, quick: Bool) throws {
        struct Document: Encodable {
            var date: String
            var quick: Bool
            var cores: Int
            var rows: [ReportRow]
            var notes: [String]
        }
        let document = Document(
            date: ISO8601DateFormatter().string(from: Date()), quick: quick,
            cores: ProcessInfo.processInfo.activeProcessorCount, rows: rows, notes: notes)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        try encoder.encode(document).write(to: URL(fileURLWithPath: path))
    }

    /// Three significant digits, with a k/M suffix for large rates.
    static func format(_ value: Double?, _ unit: String) -> String {
        guard let value, value.isFinite else { return "—" }
        var v = value, suffix = ""
        if unit.hasSuffix("/s") && v >= 1e6 { v /= 1e6; suffix = "M" } else if unit.hasSuffix("/s") && v >= 1e4 { v /= 1e3; suffix = "k" }
        let digits = v >= 100 ? 0 : v >= 10 ? 1 : v >= 1 ? 2 : 3
        let number = String(format: "%.\(digits)f", v)
        if unit.isEmpty { return number }
        if unit.hasPrefix("×") { return number + unit }
        return number + suffix + " " + unit
    }
}
