import Foundation
@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
@testable import LinkCheckApp
@testable import LinkCheckReports
import LinkCheckRoutesFixtures
import Testing

/// `--format sarif`: fingerprints that survive moved lines and change with the finding, the cap
/// (errors before warnings, the rest counted), locations written as URI references, and the
/// rules the results name.
@Suite struct SARIFReporterTests {
    /// The run's results as `[String: Any]`, read back with Foundation's JSON reader.
    static func results(_ result: CommandResult, limit: Int = SARIFReporter.defaultLimit) throws -> [[String: Any]] {
        try run(result, limit: limit)["results"] as? [[String: Any]] ?? []
    }

    static func run(_ result: CommandResult, limit: Int = SARIFReporter.defaultLimit) throws -> [String: Any] {
        let text = SARIFReporter(limit: limit).render(result)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return runs[0]
    }

    static func fingerprint(_ result: [String: Any]) -> String? {
        (result["partialFingerprints"] as? [String: String])?["linkcheck/v1"]
    }

    static func line(_ result: [String: Any]) -> Int? {
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        return (location?["region"] as? [String: Any])?["startLine"] as? Int
    }

    /// The failing cases' fingerprints, by their message's first line.
    static func fingerprints(table: String) throws -> [String: String] {
        var out: [String: String] = [:]
        for r in try results(.routes(ReportFixtures.checked(table: table))) {
            let text = (r["message"] as? [String: Any])?["text"] as? String ?? ""
            out[String(text.split(separator: "\n").first ?? "")] = fingerprint(r)
        }
        return out
    }

    @Test func fingerprintsStayWhenUnrelatedLinesMove() throws {
        // Blank lines and a passing case above every failing one move them all down.
        let moved = ReportFixtures.tableJSON.replacingOccurrences(
            of: "[\n",
            with: """
                [

                  { "url": "miapp://settings", "expect": { "tab": "profile", "stack": ["settings"] } },


                """)
        let before = try Self.fingerprints(table: ReportFixtures.tableJSON)
        let after = try Self.fingerprints(table: moved)
        #expect(before.count == 3)
        #expect(after == before)
        let lines = try Self.results(.routes(ReportFixtures.checked(table: moved))).compactMap(Self.line)
        #expect(lines == [6, 8, 9])
    }

    @Test func aFingerprintChangesWithItsFinding() throws {
        let before = try Self.fingerprints(table: ReportFixtures.tableJSON)
        // Another expected destination for the case of `miapp://settings`: the other two stay.
        let changed = ReportFixtures.tableJSON.replacingOccurrences(
            of: #"{ "tab": "orders", "stack": ["settings"] }"#,
            with: #"{ "tab": "orders", "stack": [] }"#)
        let after = try Self.fingerprints(table: changed)
        let key = "miapp://settings opens a different screen"
        #expect(before[key] != nil && after[key] != nil && before[key] != after[key])
        #expect(before.filter { $0.key != key } == after.filter { $0.key != key })
    }

    @Test func identicalFindingsGetTheirOwnFingerprints() throws {
        let twice = #"""
            [
              { "url": "miapp://orders/abc", "expect": null },
              { "url": "miapp://settings", "expect": null },
              { "url": "miapp://settings", "expect": null }
            ]
            """#
        let prints = try Self.results(.routes(ReportFixtures.checked(table: twice))).compactMap(Self.fingerprint)
        #expect(prints.count == 2)
        #expect(Set(prints).count == 2)
    }

    /// The algorithm is part of the contract: a different hash would close every open alert and
    /// open it again.
    @Test func theHashIsFNV1a() {
        #expect(SARIFFingerprint.hex(SARIFFingerprint.hash([])) == "cbf29ce484222325")
        #expect(SARIFFingerprint.hex(SARIFFingerprint.hash(["a"])) == "089be207b544f1e4")
        #expect(SARIFFingerprint.hash(["ab", "c"]) != SARIFFingerprint.hash(["a", "bc"]))
        #expect(SARIFFingerprint.hex(0xab) == "00000000000000ab")
    }

    @Test(arguments: [
        ("duplicate key \"id\"; the first is at 3:5", "duplicate key \"id\"; the first is at #:#"),
        ("link at s.json:12:5 never wins", "link at s.json:#:# never wins"),
        ("see line 12, column 4", "see line #, column #"),
        ("\"42\" is not a Bool", "\"42\" is not a Bool"),
        ("segment 2: \"abc\" is not an Int", "segment 2: \"abc\" is not an Int")
    ])
    func positionsAreTakenOutOfMessages(_ message: String, _ expected: String) {
        #expect(SARIFFingerprint.withoutPositions(message) == expected)
    }

    @Test func pastTheLimitErrorsAreKeptBeforeWarnings() throws {
        let at = { (line: Int) in SourceLocation(line: line, column: 1) }
        let report = AASAReport(files: [
            .init(
                file: "a",
                diagnostics: [
                    Diagnostic(.warning, .jsonExtension, "w1", file: "a", at: at(1)),
                    Diagnostic(.error, .noDetails, "e1", file: "a", at: at(2)),
                    Diagnostic(.warning, .jsonExtension, "w2", file: "a", at: at(3)),
                    Diagnostic(.error, .noDetails, "e2", file: "a", at: at(4)),
                    Diagnostic(.warning, .jsonExtension, "w3", file: "a", at: at(5))
                ])
        ])
        let result = CommandResult.aasa(report, fetched: false)
        // Three results: both errors and the first warning, in report order.
        let run = try Self.run(result, limit: 3)
        let kept = (run["results"] as? [[String: Any]] ?? []).compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        #expect(kept == ["w1", "e1", "e2"])
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        let notes = (invocation["toolExecutionNotifications"] as? [[String: Any]] ?? []).compactMap {
            ($0["message"] as? [String: Any])?["text"] as? String
        }
        #expect(
            notes == [
                "the SARIF log holds 3 of 5 results (0 errors and 2 warnings left out): GitHub code scanning shows at most 5000 per run; --format json or text lists them all"
            ])
        #expect(SARIFReporter(limit: 3).leftOutNote(result) == "linkcheck: note: " + notes[0] + "\n")
        // One result: an error.
        #expect(try Self.results(result, limit: 1).compactMap { ($0["message"] as? [String: Any])?["text"] as? String } == ["e1"])
        #expect(SARIFReporter(limit: 5).leftOutNote(result) == nil)
        #expect((try Self.run(result, limit: 5)["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] == nil)
    }

    @Test(arguments: [
        ("fixtures/app.json", "fixtures/app.json", true),
        ("./a/./b.json", "a/./b.json", true),
        ("dir/a b:c#1?.json", "dir/a%20b%3Ac%231%3F.json", true),
        ("café/100%.json", "caf%C3%A9/100%25.json", true),
        ("/abs/x y.json", "file:///abs/x%20y.json", false),
        ("https://h.test/.well-known/apple-app-site-association", "https://h.test/.well-known/apple-app-site-association", false),
        ("https://h.test/a b?q=1#f", "https://h.test/a%20b?q=1#f", false),
        ("<stdin>", "%3Cstdin%3E", false),
        // Names the command line shows quoted (a byte that is not UTF-8, a name that begins with a
        // quote) name the real file's bytes, never the quoted form.
        (#""c\xFFd.json""#, "c%FFd.json", true),
        (#""dir/\xC3\x28 \t.json""#, "dir/%C3(%20%09.json", true),
        (#""\"q\".json""#, "%22q%22.json", true),
        (#""/abs/\xFE.json""#, "file:///abs/%FE.json", false),
        (#""a\u{202E}b.json""#, "a%E2%80%AEb.json", true),
        ("a\tb.json", "a%09b.json", true)
    ])
    func fileNamesAreURIReferences(_ file: String, _ uri: String, _ relative: Bool) {
        let expected: JSONOutput =
            switch (relative, file) {
            case (true, _): .object([("uri", .string(uri)), ("uriBaseId", .string("%SRCROOT%"))])
            case (false, "<stdin>"): .object([("uri", .string(uri)), ("description", .object([("text", .string("standard input"))]))])
            case (false, _): .object([("uri", .string(uri))])
            }
        #expect(SARIFLocation.artifact(file) == expected)
    }

    @Test func aFindingAboutAWholeFileHasNoRegion() {
        let d = Diagnostic(.error, .unreadableFile, "cannot read the table: no such file", file: "t.json", at: nil)
        #expect(SARIFLocation.location(d) == .object([("physicalLocation", .object([("artifactLocation", SARIFLocation.artifact("t.json"))]))]))
    }

    @Test func rulesAreThoseTheResultsNameInCatalogueOrder() throws {
        let report = AASAReport(files: [
            .init(
                file: "a",
                diagnostics: [
                    Diagnostic(.warning, .jsonExtension, "w", file: "a", at: nil),
                    Diagnostic(.error, .jsonSyntax, "e", file: "a", at: nil),
                    Diagnostic(.warning, .jsonExtension, "w again", file: "a", at: nil)
                ])
        ])
        let run = try Self.run(.aasa(report, fetched: false))
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ["json-syntax", "json-extension"])
        #expect(rules.first?["helpUri"] as? String == LinkCheckHomepage.url + "/blob/main/docs/rules.md#json-syntax")
        #expect((rules.first?["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        #expect((rules.last?["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["ruleIndex"] as? Int } == [1, 0, 1])
        #expect(results.compactMap { $0["level"] as? String } == ["warning", "error", "warning"])
    }

    @Test func anUnjudgedRunIsNoSuccessfulExecution() throws {
        let unreadable = Diagnostic(.error, .unreadableFile, "cannot read the file: no such file", file: "missing", at: nil)
        let unjudged = try Self.run(.aasa(AASAReport(files: [], inputProblems: [unreadable]), fetched: false))
        #expect((unjudged["invocations"] as? [[String: Any]])?.first?["executionSuccessful"] as? Bool == false)
        #expect((unjudged["results"] as? [[String: Any]])?.count == 1)
        let failed = try Self.run(.routes(ReportFixtures.checked()))
        #expect((failed["invocations"] as? [[String: Any]])?.first?["executionSuccessful"] as? Bool == true)
    }

    /// docs/rules.md has the anchor every helpUri points at.
    @Test func everyRuleHasItsAnchorInTheRulesDocument() {
        let document = RulesDocument.markdown()
        for rule in Rule.all {
            #expect(document.contains("<a id=\"\(rule.id)\"></a>`\(rule.id)`"), "no anchor for \(rule.id)")
        }
    }
}
