import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// The JSON report of `linkcheck aasa` (docs/output.md): files with diagnostics and URL answers, and the
/// summary.
public enum AASAJSONReporter {
    public static func render(_ report: AASAReport) -> String {
        var text = ""
        render(report, into: &text)
        return text
    }

    /// The document, written to `out` a few answers at a time.
    public static func render<Out: TextOutputStream>(_ report: AASAReport, into out: inout Out) {
        document(report).write(to: &out, pretty: true)
        out.write("\n")
    }

    public static func document(_ report: AASAReport) -> JSONOutput {
        let files: [JSONOutput] = report.files.map { file in
            var fields: [(String, JSONOutput)] = [
                ("file", .string(file.file)),
                ("diagnostics", .array(file.diagnostics.map(JSONReporter.diagnostic))),
                // Decided and written as JSON a block at a time, each block in slices on every core.
                (
                    "urls",
                    .renderedArray(
                        JSONRenderedElements(count: file.answers.count) { [answers = file.answers] pretty, indent, body in
                            answers.forEachRendered({ slice in run(slice, pretty: pretty, indent: indent) }, body)
                        })
                )
            ]
            if let served = file.served { fields.append(("served", self.served(served))) }
            if !file.changes.isEmpty {
                fields.append(
                    (
                        "changes",
                        .array(
                            file.changes.map { c in
                                .object([
                                    ("url", .string(c.url)), ("appID", .string(c.appID)),
                                    ("site", decision(c.site)), ("cdn", decision(c.cdn))
                                ])
                            })
                    ))
            }
            return .object(fields)
        }
        return JSONOutput.object([
            ("files", .array(files)),
            ("diagnostics", .array(report.diagnostics.map(JSONReporter.diagnostic))),
            ("summary", JSONReporter.summary(report.summary, .findings))
        ])
    }

    static func served(_ s: ServedInfo) -> JSONOutput {
        let end: String
        switch s.end {
        case .complete: end = "complete"
        case .overLimit: end = "over-limit"
        case .timedOut: end = "timed-out"
        }
        var fields: [(String, JSONOutput)] = [
            ("url", .string(s.url)),
            ("status", .int(s.status)),
            ("contentType", s.contentType.map(JSONOutput.string) ?? .null),
            ("bytes", .int(s.bytes)),
            ("body", .string(end))
        ]
        if let same = s.sameAsSite { fields.append(("sameAsSite", .bool(same))) }
        return .object(fields)
    }

    /// A slice of answers as one run of the `urls` array, each as `answer(_:)` renders it, written
    /// straight to bytes: building each answer's value first was most of a long list's report.
    static func run(_ slice: ArraySlice<AASAReport.Answer>, pretty: Bool, indent: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(slice.count * 480)
        var rules = DecidedBy()
        for (i, a) in slice.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            if pretty { JSONOutput.newline(&out, indent) }
            append(a, pretty: pretty, indent: indent, rules: &rules, into: &out)
        }
        return out
    }

    /// One answer's object, at `indent`, byte for byte as `answer(a).render(pretty:)` nested there.
    static func append(_ a: AASAReport.Answer, pretty: Bool, indent: Int, rules: inout DecidedBy, into out: inout [UInt8]) {
        func key(_ name: StaticString, first: Bool = false) {
            if !first { out.append(UInt8(ascii: ",")) }
            if pretty { JSONOutput.newline(&out, indent + 1) }
            name.withUTF8Buffer { out.append(contentsOf: $0) }
            if pretty { out.append(UInt8(ascii: " ")) }
        }
        out.append(UInt8(ascii: "{"))
        key("\"url\":", first: true)
        JSONOutput.writeString(a.url, into: &out)
        key("\"appID\":")
        JSONOutput.writeString(a.appID, into: &out)
        let d = a.decision
        key("\"opens\":")
        out.append(contentsOf: (d.opens ? "true" : "false").utf8)
        key("\"outcome\":")
        switch d.outcome {
        case .opens: out.append(contentsOf: "\"opens\"".utf8)
        case .excluded: out.append(contentsOf: "\"excluded\"".utf8)
        case .notHandled: out.append(contentsOf: "\"not-handled\"".utf8)
        }
        key("\"decidedBy\":")
        if let rule = d.rule {
            out.append(contentsOf: rules.object(rule, pretty: pretty, indent: indent + 1))
        } else {
            out.append(contentsOf: "null".utf8)
        }
        key("\"explanation\":")
        JSONOutput.writeString(d.explanation, into: &out)
        if pretty { JSONOutput.newline(&out, indent) }
        out.append(UInt8(ascii: "}"))
    }

    /// Each rule's `decidedBy` object written once a run, not once an answer: a long list is
    /// decided by a few rules. Keyed by where the rule is, which names it within one file.
    struct DecidedBy {
        private struct Place: Hashable {
            let details: Int
            let kind: AASARuleReference.Kind
        }
        private var made: [Place: [UInt8]] = [:]

        mutating func object(_ rule: AASARuleReference, pretty: Bool, indent: Int) -> [UInt8] {
            let place = Place(details: rule.detailsIndex, kind: rule.kind)
            if let known = made[place] { return known }
            var bytes: [UInt8] = []
            var none = ""
            AASAJSONReporter.decidedBy(rule).write(to: &none, pretty: pretty)
            // Rendered alone it starts at level 0: its inner lines move in by `indent` levels.
            for b in none.utf8 {
                bytes.append(b)
                if b == 0x0A { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent)) }
            }
            made[place] = bytes
            return bytes
        }
    }

    static func decidedBy(_ rule: AASARuleReference) -> JSONOutput {
        .object([
            ("rule", .string(rule.name)),
            ("pattern", .string(rule.summary)),
            ("line", .int(rule.location.line)),
            ("column", .int(rule.location.column))
        ])
    }

    static func answer(_ a: AASAReport.Answer) -> JSONOutput {
        .object([("url", .string(a.url)), ("appID", .string(a.appID))] + decisionFields(a.decision))
    }

    static func decision(_ d: AASADecision) -> JSONOutput {
        .object(decisionFields(d))
    }

    static func decisionFields(_ d: AASADecision) -> [(String, JSONOutput)] {
        let outcome: String
        switch d.outcome {
        case .opens: outcome = "opens"
        case .excluded: outcome = "excluded"
        case .notHandled: outcome = "not-handled"
        }
        let decidedBy: JSONOutput = d.rule.map(decidedBy) ?? .null
        return [
            ("opens", .bool(d.opens)),
            ("outcome", .string(outcome)),
            ("decidedBy", decidedBy),
            ("explanation", .string(d.explanation))
        ]
    }
}
