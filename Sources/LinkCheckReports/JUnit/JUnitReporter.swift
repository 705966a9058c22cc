import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// JUnit XML for CI test views (docs/output.md): a `testsuite` per table or AASA file, a `testcase` per
/// case, URL or finding, failures carrying the same text the text reporter prints, without color.
///
/// Counts agree with the text output: for `routes`, `tests` and `failures` are the cases and the
/// failed cases of `N passed, N failed`; for `aasa`, `failures` is the `N errors`.
public struct JUnitReporter: Reporter {
    public init() {}

    /// A suite per table, a test case per case named `URL (FILE:LINE:COL)`, so a URL listed twice
    /// still gives two distinct names. A failing case's `<failure>` holds the headline as its
    /// message and the text reporter's block (diff, why nil or by link, note) as its body.
    /// Warnings from loading go in the `<system-err>` of the table they concern (or of the first
    /// table). Then a suite per configuration file (see `configurationSuite`). A report with
    /// errors was not judged; it renders as `diagnostics(_:suiteName:)`.
    public static func routes(_ report: RoutesCheckReport) -> String {
        var text = ""
        routes(report, into: &text)
        return text
    }

    public static func routes<Out: TextOutputStream>(_ report: RoutesCheckReport, into out: inout Out) {
        if report.hasErrors { return out.write(diagnostics(report.routes.diagnostics, suiteName: "routes")) }
        JUnitDocument(suites: routesSuites(report)).render(into: &out)
    }

    /// `check`: the routes suites, then the AASA suites, in one document; a run with loading
    /// errors renders as `diagnostics(_:suiteName:)`.
    public static func check(routes: RoutesCheckReport, aasa: AASAReport, problems: [Diagnostic]) -> String {
        var text = ""
        check(routes: routes, aasa: aasa, problems: problems, into: &text)
        return text
    }

    public static func check<Out: TextOutputStream>(routes: RoutesCheckReport, aasa: AASAReport, problems: [Diagnostic], into out: inout Out) {
        if problems.hasErrors { return out.write(diagnostics(problems, suiteName: "check")) }
        JUnitDocument(suites: routesSuites(routes), joining: aasaSuites(aasa)).render(into: &out)
    }

    static func routesSuites(_ checked: RoutesCheckReport) -> [JUnitDocument.Suite] {
        let report = checked.routes
        let text = RoutesTextReporter(style: .plain)
        var placed = Set<Int>()
        var suites: [JUnitDocument.Suite] = report.tables.map { table in
            let file = Display.path(table.file)
            let own = report.diagnostics.indices.filter { i in
                let f = report.diagnostics[i].file
                return f == table.file || f == table.schemaFile
            }
            placed.formUnion(own)
            // Each name holds the case's location, so no two are alike: the cases are made as
            // they are written.
            return JUnitDocument.Suite(
                name: file, count: table.caseCount, failures: table.failed, errors: 0,
                systemErr: rendered(own.map { report.diagnostics[$0] })
            ) {
                let results = table.allResults.makeIterator()
                return AnyIterator {
                    guard let r = results.next() else { return nil }
                    let at = r.testCase.location
                    let outcome: JUnitDocument.Outcome =
                        r.passed
                        ? .passed
                        : .failure(message: r.failureHeadline, type: Rule.caseFailed.id, body: chomp(text.failure(r, in: table)))
                    return JUnitDocument.TestCase(
                        classname: file, name: "\(Display.text(r.testCase.url)) (\(file):\(at.line):\(at.column))",
                        outcome: outcome)
                }
            }
        }
        suites += checked.configuration.map(configurationSuite)
        let rest = report.diagnostics.indices.filter { !placed.contains($0) }.map { report.diagnostics[$0] }
        if !rest.isEmpty, !suites.isEmpty {
            suites[0].systemErr = [suites[0].systemErr, rendered(rest)].compactMap { $0 }.joined(separator: "\n")
        }
        if let coverage = report.coverage { suites.append(coverageSuite(coverage)) }
        if !report.checks.isEmpty { suites.append(checksSuite(report.checks)) }
        return suites
    }

    /// linkcheck.json's own findings (an unknown key, an `"ignore"` entry that matches nothing), a
    /// test case each in a suite named after the file, when there are any: what the summary
    /// counts is in the document.
    static func projectSuite(_ report: CheckReport) -> [JUnitDocument.Suite] {
        let problems = report.projectProblems
        guard !problems.isEmpty else { return [] }
        let name = Display.path(report.project)
        return [JUnitDocument.Suite(name: name, cases: problems.map { finding($0, classname: Display.path($0.file), withFile: $0.file != report.project) })]
    }

    /// `checks`: a test case per cross-check finding, named `RULE at FILE:LINE:COL`; errors fail.
    static func checksSuite(_ findings: [Diagnostic]) -> JUnitDocument.Suite {
        let cases = findings.map { d in
            let place = d.location.map { "\(Display.path(d.file)):\($0.line):\($0.column)" } ?? Display.path(d.file)
            let text = chomp(DiagnosticPrinter.render(d))
            return JUnitDocument.TestCase(
                classname: "checks", name: "\(d.rule) at \(place)",
                outcome: d.severity == .error ? .failure(message: Display.escaped(d.message), type: d.rule.id, body: text) : .passed,
                systemOut: d.severity == .error ? nil : text)
        }
        return JUnitDocument.Suite(name: "checks", cases: cases)
    }

    /// `coverage`: a test case per schema, failed when below `--min-coverage`; the links and
    /// routes left out are its output.
    static func coverageSuite(_ report: CoverageReport) -> JUnitDocument.Suite {
        let findings = report.findings
        let cases = report.schemas.map { c in
            let file = Display.path(c.schemaFile)
            let name = "\(file): \(c.exercisedLinks) of \(c.casesPerLink.count) links (\(c.percentText))"
            let own = findings.filter { $0.file == c.schemaFile }
            let outcome: JUnitDocument.Outcome =
                report.isBelowMinimum(c)
                ? .failure(
                    message: own.first { $0.severity == .error }?.message ?? "", type: Rule.coverageBelowMinimum.id,
                    body: rendered(own) ?? "")
                : .passed
            return JUnitDocument.TestCase(
                classname: "coverage", name: name, outcome: outcome,
                systemOut: report.isBelowMinimum(c) ? nil : rendered(own))
        }
        return JUnitDocument.Suite(name: "coverage", cases: cases)
    }

    /// A suite per configuration file, a test case per check named after its subject
    /// (`scheme "miapp"`); a failed check's `<failure>` holds the rendered diagnostic.
    static func configurationSuite(_ result: ConfigurationResult) -> JUnitDocument.Suite {
        let file = Display.path(result.file)
        let cases = result.checks.map { check in
            let outcome: JUnitDocument.Outcome =
                check.failure.map {
                    .failure(message: Display.escaped($0.message), type: $0.rule.id, body: chomp(DiagnosticPrinter.render($0)))
                } ?? .passed
            return JUnitDocument.TestCase(classname: file, name: check.subject.description, outcome: outcome)
        }
        return JUnitDocument.Suite(name: file, cases: cases)
    }

    /// One suite named after the schema, a test case per URL; a URL with no destination fails
    /// (the command's exit-1 condition) with the reason and the closest link in the body.
    public static func resolve(_ results: [(String, Resolution)], schema: RouteSchema, schemaFile: String) -> String {
        let file = Display.path(schemaFile)
        let cases = results.map { url, resolution in
            let block = ResolveTextReporter.text([(url, resolution)], schema: schema, schemaFile: schemaFile)
            switch resolution {
            case .destination:
                return JUnitDocument.TestCase(classname: file, name: Display.text(url), systemOut: dedent(chomp(block)))
            case .none(let why):
                let message = "\(Display.text(url)) gets no destination: \(Display.escaped(why.message))"
                return JUnitDocument.TestCase(
                    classname: file, name: Display.text(url),
                    outcome: .failure(message: message, type: Rule.noDestination.id, body: chomp(block)))
            }
        }
        return JUnitDocument(suites: [.init(name: file, cases: cases)]).render()
    }

    /// A suite per AASA file (one for a file that several entries check, for several domains): a
    /// test case per lint finding, named `RULE at LINE:COL` (errors fail, warnings pass with their
    /// text in `<system-out>`), or one passing `lint` case for a clean file; then a passing case per
    /// URL answer of every entry, named `URL → APPID`, with the decision in `<system-out>`. Findings that belong to no AASA file (table cases that do not open) get a
    /// suite per file they are in.
    public static func aasa(_ report: AASAReport) -> String {
        var text = ""
        aasa(report, into: &text)
        return text
    }

    public static func aasa<Out: TextOutputStream>(_ report: AASAReport, into out: inout Out) {
        JUnitDocument(suites: aasaSuites(report)).render(into: &out)
    }

    static func aasaSuites(_ report: AASAReport) -> [JUnitDocument.Suite] {
        let text = AASATextReporter(style: .plain)
        // One suite per file, however many entries (domains) checked it: tools that key results by
        // suite name would show only one of two suites of the same name.
        var suites: [JUnitDocument.Suite] = sameFile(report.files).map { entries in
            let file = entries[0].file
            let name = Display.path(file)
            let findings = entries.flatMap(\.diagnostics).map { finding($0, classname: name) }
            let lead = findings.isEmpty ? [JUnitDocument.TestCase(classname: name, name: "lint")] : findings
            let answers = entries.map(\.answers)
            let numbers = JUnitAnswerNumbers(lead: lead, answers: answers, classname: name, name: answerName)
            let leadText = Array(numbers.lead.map(JUnitDocument.xml).joined().utf8)
            let classname = JUnitXML.attribute(name)
            return JUnitDocument.Suite(
                name: name, count: lead.count + answers.reduce(0) { $0 + $1.count },
                failures: lead.count { if case .failure = $0.outcome { true } else { false } },
                errors: lead.count { if case .error = $0.outcome { true } else { false } }
            ) { body in
                body(leadText)
                var offset = 0
                for list in answers {
                    // Decided and made into XML a block at a time, each block in slices on every core.
                    list.forEachRendered(
                        indexed: { [offset] slice, first in
                            // Each rule described once a slice, not once an answer.
                            var rules = RuleDescriptions(file: file), apps = ShownApps()
                            var xml: [UInt8] = []
                            xml.reserveCapacity(slice.count * 400)
                            var r = numbers.start(at: offset + first)
                            for (k, answer) in slice.enumerated() {
                                appendAnswer(
                                    answer, classname: classname, number: numbers.number(at: offset + first + k, from: &r),
                                    text: text, rules: &rules, apps: &apps, into: &xml)
                            }
                            return xml
                        }, body)
                    offset += list.count
                }
            }
        }
        for (file, list) in grouped(report.diagnostics) {
            let name = Display.path(file)
            suites.append(.init(name: name, cases: list.map { finding($0, classname: name) }))
        }
        return suites
    }

    /// An answer's test case name, `URL → APPID`, written for `JUnitUniqueNames`.
    @Sendable static func answerName(_ b: inout JUnitNameBytes, classname: String, url: String, app: String) {
        b.start(classname: classname)
        b.append(Display.text(url))
        b.append(" → ")
        b.append(Display.text(app))
    }

    /// An answer's test case as `JUnitDocument.xml` writes it, made piece by piece with each piece
    /// escaped (escaping goes a character at a time, so the pieces escaped are the whole escaped):
    /// named `URL → APPID` (` (N)` after it when `number` is given), the text report's two lines
    /// for it in `<system-out>`, dedented. `classname` is already an attribute value; `apps`
    /// holds the app IDs as shown, made once a slice.
    static func appendAnswer(
        _ a: AASAReport.Answer, classname: String, number: Int?, text: AASATextReporter,
        rules: inout RuleDescriptions, apps: inout ShownApps, into out: inout [UInt8]
    ) {
        let url = Display.text(a.url)
        let app = apps.shown(a.appID)
        out += "    <testcase classname=\"".utf8
        out += classname.utf8
        out += "\" name=\"".utf8
        JUnitXML.appendAttribute(url, to: &out)
        out += " → ".utf8
        out += app.attribute
        if let number { out += " (\(number))".utf8 }
        out += "\">\n      <system-out>".utf8
        // What `Display.clipped` shows: the URL as named, unless it is too long to show whole.
        let shown = a.url.utf8.count <= 500 ? url : Display.clipped(a.url)
        var lines = ""
        if shown.utf8.first.map({ $0 < 0x80 }) ?? true {
            text.appendLines(a, url: shown, app: app.text, indent: "", rules: &rules, into: &lines)
        } else {
            // A first character that is not ASCII may join the indent's space before it into one
            // character, which the dedent then keeps: written and dedented as the text report is.
            lines = dedent(chomp(text.answer(a, rules: &rules)))
        }
        JUnitXML.appendText(lines, to: &out)
        out += "</system-out>\n    </testcase>\n".utf8
    }

    /// App IDs as an answer shows them, as text and as an attribute value, made once for each
    /// app of a slice (a list is answered for one app or a few, a million times over). Found by
    /// comparing, not hashing: every answer holds the same few strings, which compare equal at
    /// their first test.
    struct ShownApps {
        private var made: [(app: String, text: String, attribute: [UInt8])] = []

        mutating func shown(_ app: String) -> (text: String, attribute: [UInt8]) {
            if let known = made.first(where: { $0.app == app }) { return (known.text, known.attribute) }
            let text = Display.text(app)
            var attribute: [UInt8] = []
            JUnitXML.appendAttribute(text, to: &attribute)
            // Bounded, in case every answer names another app: the first 16 are kept.
            if made.count < 16 { made.append((app, text, attribute)) }
            return (text, attribute)
        }
    }

    /// For a run that could not be judged (unreadable input, schema or table errors): one suite,
    /// a test case per diagnostic named `RULE at FILE:LINE:COL`; errors are `<error>`s, warnings
    /// pass with their text in `<system-out>`.
    public static func diagnostics(_ list: [Diagnostic], suiteName: String) -> String {
        let cases = list.map { finding($0, classname: Display.path($0.file), withFile: true, unjudged: true) }
        return JUnitDocument(suites: [.init(name: suiteName, cases: cases)]).render()
    }

    /// A finding as a test case: an error fails (or, when the run was not judged, is an error);
    /// a warning passes with its text in `<system-out>`.
    static func finding(_ d: Diagnostic, classname: String, withFile: Bool = false, unjudged: Bool = false) -> JUnitDocument.TestCase {
        let body = chomp(DiagnosticPrinter.render(d))
        let name = testName(d, withFile: withFile)
        guard d.severity == .error else { return .init(classname: classname, name: name, systemOut: body) }
        let message = Display.escaped(d.message)
        return .init(
            classname: classname, name: name,
            outcome: unjudged ? .error(message: message, type: d.rule.id, body: body) : .failure(message: message, type: d.rule.id, body: body))
    }

    /// `unknown-key at 4:66`, or `unknown-key at FILE:4:66` when one suite spans files.
    static func testName(_ d: Diagnostic, withFile: Bool) -> String {
        let file = withFile ? [Display.path(d.file)] : []
        let place = (file + (d.location.map { ["\($0.line)", "\($0.column)"] } ?? [])).joined(separator: ":")
        return place.isEmpty ? d.rule.id : "\(d.rule) at \(place)"
    }

    /// The report's files grouped by path, in order of first appearance: one file that several
    /// entries (domains) checked is one group.
    static func sameFile(_ files: [AASAReport.File]) -> [[AASAReport.File]] {
        var groups: [[AASAReport.File]] = [], at: [String: Int] = [:]
        for f in files {
            if let i = at[f.file] {
                groups[i].append(f)
            } else {
                at[f.file] = groups.count
                groups.append([f])
            }
        }
        return groups
    }

    /// Diagnostics grouped by file, files in order of first appearance.
    static func grouped(_ list: [Diagnostic]) -> [(String, [Diagnostic])] {
        var groups: [(String, [Diagnostic])] = []
        for d in list {
            if let i = groups.firstIndex(where: { $0.0 == d.file }) { groups[i].1.append(d) } else { groups.append((d.file, [d])) }
        }
        return groups
    }

    static func rendered(_ list: [Diagnostic]) -> String? {
        list.isEmpty ? nil : chomp(list.map { DiagnosticPrinter.render($0) }.joined())
    }

    /// Without the final line break: the closing tag follows the last line.
    static func chomp(_ s: String) -> String {
        s.hasSuffix("\n") ? String(s.dropLast()) : s
    }

    /// Drops the two-space indent the text reports nest under a heading.
    static func dedent(_ s: String) -> String {
        // Byte by byte, as splitting into characters cost more than the rest of an answer's test
        // case. In ASCII without carriage returns (which join a following line feed) each byte is
        // a character, so the bytes give what the characters do.
        if !s.utf8.contains(where: { $0 == 0x0D || $0 >= 0x80 }) {
            var out: [UInt8] = []
            out.reserveCapacity(s.utf8.count)
            var lineStart = true, skipped = 0
            for b in s.utf8 {
                if lineStart && b == UInt8(ascii: " ") && skipped < 2 {
                    skipped += 1
                    continue
                }
                if lineStart && skipped == 1 { out.append(UInt8(ascii: " ")) }
                lineStart = b == 0x0A
                skipped = 0
                out.append(b)
            }
            if lineStart && skipped == 1 { out.append(UInt8(ascii: " ")) }
            return String(decoding: out, as: UTF8.self)
        }
        return s.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("  ") ? $0.dropFirst(2) : $0 }
            .joined(separator: "\n")
    }
}

extension JUnitReporter {
    public func render<Out: TextOutputStream>(_ result: CommandResult, options: ReportOptions, into out: inout Out) {
        switch result {
        case .routes(let report):
            Self.routes(report, into: &out)
        case .resolve(let report):
            guard let schema = report.schema else { return out.write(Self.diagnostics(report.diagnostics, suiteName: "resolve")) }
            out.write(Self.resolve(report.results.map { ($0.url, $0.resolution) }, schema: schema, schemaFile: report.schemaFile))
        case .url(let report):
            guard let schema = report.schema else { return out.write(Self.diagnostics(report.diagnostics, suiteName: "url")) }
            guard report.problems.isEmpty else { return }
            out.write(Self.url(report.results, schema: schema, schemaFile: report.schemaFile))
        case .aasa(let report, _):
            if report.isUnjudged { return out.write(Self.diagnostics(report.inputProblems, suiteName: "aasa")) }
            Self.aasa(report, into: &out)
        case .check(let report):
            guard report.notChecked == nil else { return }
            if report.problems.hasErrors { return Self.check(routes: report.routes, aasa: report.aasa, problems: report.problems, into: &out) }
            JUnitDocument(
                suites: Self.projectSuite(report) + Self.routesSuites(report.routes),
                joining: Self.aasaSuites(report.aasa) + (report.xcode.map(XcodeJUnitReporter.suites) ?? [])
            )
            .render(into: &out)
        case .xcode(let report):
            out.write(XcodeJUnitReporter.junit(report))
        case .trace(let report):
            TraceJUnitReporter.junit(report, into: &out)
        }
    }
}

extension Array where Element == Int {
    /// The index of the first element for which `belongs` holds, in an array where it holds from
    /// some index on (`count` when it never does).
    func partitioningIndex(where belongs: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if belongs(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
