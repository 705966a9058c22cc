@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
@testable import LinkCheckReports
import Testing

/// Answers decided as a reporter reads them (`AASAAnswers` over a URL list) render exactly as the
/// same answers decided first and held, in every format that prints them.
@Suite struct AASAStreamingReportTests {
    static let json = """
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.miapp.app", "ABCDE12345.com.miapp.two"],
          "components": [{"/": "/orders/*"}, {"/": "/orders/*/x", "exclude": true}]}]}}
        """
    static let apps = ["ABCDE12345.com.miapp.app", "ABCDE12345.com.miapp.two"]

    /// The same report twice: answers decided while read (in blocks of 2 URLs on 2 threads), and
    /// decided one by one beforehand. The first `given` URLs are given as `--url`s are (answered
    /// as they are), the rest read from a list (where a line that is no URL is a finding).
    static func reports(_ urls: [String], given: Int = 1) throws -> (streamed: AASAReport, held: AASAReport) {
        let (loaded, diagnostics) = AASALoader.load(Array(json.utf8), file: "aasa")
        let matcher = try #require(loaded).compiled()
        let listed = URLList.parseSerially(Array(urls.dropFirst(given).joined(separator: "\n").utf8), file: "urls.txt").urls
        let source = AnswerSource(
            urls: listed.after(Array(urls.prefix(given))), apps: apps, matcher: matcher, domain: "miapp.com",
            cores: 2, blockURLs: 2, forcedThreads: 2)
        let held = urls.flatMap { url in
            apps.map { AASAReport.Answer(url: url, appID: $0, decision: matcher.decide(url: url, appID: $0, domain: "miapp.com")) }
        }
        func report(_ answers: AASAAnswers) -> AASAReport {
            AASAReport(files: [.init(file: "aasa", diagnostics: diagnostics, answers: answers)])
        }
        return (report(AASAAnswers(source)), report(AASAAnswers(held)))
    }

    static func renderings(_ report: AASAReport) -> [String] {
        [AASATextReporter().render(report), AASAJSONReporter.render(report), JUnitReporter.aasa(report), MarkdownSummary.aasa(report)]
    }

    @Test(arguments: [
        [
            "https://miapp.com/orders/1", "https://miapp.com/about", "https://miapp.com/orders/2/x", "https://other.com/orders/3",
            "https://miapp.com/orders/4"
        ],
        // A URL twice: JUnit names the second ` (2)`, which the suite that holds its cases does.
        ["https://miapp.com/orders/1", "https://miapp.com/about", "https://miapp.com/orders/1", "https://miapp.com/orders/1"]
    ])
    func streamedRendersAsHeld(urls: [String]) throws {
        let (streamed, held) = try Self.reports(urls)
        #expect(streamed.files[0].answers.count == urls.count * Self.apps.count)
        #expect(Self.renderings(streamed) == Self.renderings(held))
        let junit = JUnitReporter.aasa(streamed)
        #expect(junit.contains("https://miapp.com/orders/1 → ABCDE12345.com.miapp.app (2)") == (urls.count == 4))
        #expect(junit.contains("tests=\"\(1 + urls.count * Self.apps.count)\""))
    }

    /// The JSON of answers decided as read, over several blocks, is the document with every
    /// answer made first and held in a plain array.
    @Test func streamedJSONIsTheHeldDocument() throws {
        let urls = (1...9).map { "https://miapp.com/orders/\($0)" } + ["https://miapp.com/about", "https://miapp.com/orders/7/x"]
        let (streamed, held) = try Self.reports(urls)
        let file = held.files[0]
        let document = JSONOutput.object([
            (
                "files",
                .array([
                    .object([
                        ("file", .string(file.file)),
                        ("diagnostics", .array(file.diagnostics.map(JSONReporter.diagnostic))),
                        ("urls", .array(Array(file.answers).map(AASAJSONReporter.answer)))
                    ])
                ])
            ),
            ("diagnostics", .array([])),
            ("summary", .object([("errors", .int(held.summary.errors)), ("warnings", .int(held.summary.warnings))]))
        ])
        #expect(AASAJSONReporter.render(streamed) == document.render(pretty: true) + "\n")
    }

    /// Names made unique as they are written, holding only those that can repeat, are the names
    /// the suite that holds every case gives: a name repeated, one equal to a made ` (2)` before
    /// and after it is made, a number that is not one (` (x)`, `(2)` without its space).
    @Test func uniqueNamesAsTheHoldingSuiteGivesThem() {
        let names = [
            "a", "b", "a", "a (2)", "a", "c (2)", "c", "c", "c (2) (2)", "c (2)", "d(2)", "d", "d", "e (x)", "e (x)",
            "f", "a (3)", "g"
        ]
        let cases = names.map { JUnitDocument.TestCase(classname: "k", name: $0) }
        let held = JUnitDocument.Suite(name: "k", cases: cases)
        var unique = Self.uniqueNames(names.map { ("k", $0) })
        #expect(!unique.allDistinct)
        let streamed = cases.map { unique.unique($0).name }
        #expect(streamed == IteratorSequence(held.cases()).map(\.name))
        #expect(
            streamed == [
                "a", "b", "a (2)", "a (2) (2)", "a (3)", "c (2)", "c", "c (3)", "c (2) (2)", "c (2) (3)", "d(2)", "d",
                "d (2)", "e (x)", "e (x) (2)", "f", "a (3) (2)", "g"
            ])
        #expect(Self.uniqueNames([("k", "a"), ("k", "b"), ("k", "c")]).allDistinct)
        // Numbers that `\(N)` never writes, names made twice over, a base ending in a character
        // that joins the space after it (U+0600 is a prefix character), another classname.
        let more = [
            ("k", "a (02)"), ("k", "a"), ("k", "a (1)"), ("k", "a"), ("k", "a (2)"), ("k", "a (3)"), ("k", "a"), ("k", "a"),
            ("k", "a (6)"), ("k", "a"), ("k", "a"), ("j", "a"), ("j", "a"), ("k", "x\u{600}"), ("k", "x\u{600}"),
            ("k", "x\u{600} (2)"), ("k", "a (2) (2)"), ("k", "a (2)")
        ]
        let moreCases = more.map { JUnitDocument.TestCase(classname: $0.0, name: $0.1) }
        var moreUnique = Self.uniqueNames(more)
        #expect(
            moreCases.map { moreUnique.unique($0).name }
                == IteratorSequence(JUnitDocument.Suite(name: "k", cases: moreCases).cases()).map(\.name))
    }

    static func uniqueNames(_ names: [(String, String)]) -> JUnitUniqueNames {
        JUnitUniqueNames { each in
            names.forEach { pair in
                each {
                    $0.start(classname: pair.0); $0.append(pair.1)
                }
            }
        }
    }

    /// Names are the same when their bytes are, as the tools that read JUnit compare them: `é`
    /// and `e` with a combining accent are two names, and neither is numbered; a classname does
    /// not run into its name.
    @Test func namesAreTheSameWhenTheirBytesAre() {
        let names = [("k", "\u{E9}"), ("k", "e\u{301}"), ("k", "\u{E9}"), ("ka", "b"), ("k", "ab"), ("k", "e\u{301}")]
        var unique = Self.uniqueNames(names)
        let cases = names.map { JUnitDocument.TestCase(classname: $0.0, name: $0.1) }
        let streamed = cases.map { unique.unique($0).name }
        #expect(streamed == ["\u{E9}", "e\u{301}", "\u{E9} (2)", "b", "ab", "e\u{301} (2)"])
        #expect(streamed == IteratorSequence(JUnitDocument.Suite(name: "k", cases: cases).cases()).map(\.name))
    }

    /// Hostile URLs: markup, a combining mark or a non-ASCII letter first, control characters,
    /// names that end like a made ` (2)`, a prefix character before the space, one too long to show.
    static let hostile = [
        "https://miapp.com/orders/1\"<&>'", "\u{301}https://miapp.com/orders/1", "\u{E9}/orders/2",
        "https://miapp.com/orders/\u{E9}", "https://miapp.com/orders/1 (2)", "https://miapp.com/orders/1\u{1}\t\r",
        "https://miapp.com/orders/1\u{600}", "https://miapp.com/orders/" + String(repeating: "x", count: 3000),
        "https://miapp.com/orders/1", "https://miapp.com/orders/1 (2)", "https://miapp.com/orders/1",
        "\u{301}https://miapp.com/orders/1", "https://miapp.com/orders/1\u{600}", "https://miapp.com/orders/1 (3)"
    ]

    /// The document as it was made before answers were written piece by piece: every case
    /// built whole, the suite that holds them numbering repeated names.
    static func heldDocument(_ report: AASAReport) -> String {
        let text = AASATextReporter(style: .plain)
        let suites = report.files.map { file in
            let name = Display.path(file.file)
            let lead =
                file.diagnostics.isEmpty
                ? [JUnitDocument.TestCase(classname: name, name: "lint")]
                : file.diagnostics.map { JUnitReporter.finding($0, classname: name) }
            let answers = Array(file.answers).map { a in
                JUnitDocument.TestCase(
                    classname: name, name: "\(Display.text(a.url)) → \(Display.text(a.appID))",
                    systemOut: JUnitReporter.dedent(JUnitReporter.chomp(text.answer(a, file: file.file))))
            }
            return JUnitDocument.Suite(name: name, cases: lead + answers)
        }
        return JUnitDocument(suites: suites).render()
    }

    /// Each answer written piece by piece is the case built whole and made XML, for every
    /// hostile URL and each way it is decided.
    @Test(arguments: hostile)
    func answerWrittenInPiecesIsTheWholeCase(url: String) throws {
        let (loaded, _) = AASALoader.load(Array(Self.json.utf8), file: "aasa")
        let matcher = try #require(loaded).compiled()
        let text = AASATextReporter(style: .plain)
        for app in Self.apps + ["ABCDE12345.com.other\u{1}"] {
            let a = AASAReport.Answer(url: url, appID: app, decision: matcher.decide(url: url, appID: app, domain: "miapp.com"))
            var rules = RuleDescriptions(file: "aasa"), apps = JUnitReporter.ShownApps(), bytes: [UInt8] = []
            JUnitReporter.appendAnswer(
                a, classname: JUnitXML.attribute("k&"), number: nil, text: text, rules: &rules, apps: &apps,
                into: &bytes)
            let whole = JUnitDocument.TestCase(
                classname: "k&", name: "\(Display.text(url)) → \(Display.text(app))",
                systemOut: JUnitReporter.dedent(JUnitReporter.chomp(text.answer(a, file: "aasa"))))
            #expect(String(decoding: bytes, as: UTF8.self) == JUnitDocument.xml(whole))
        }
    }

    /// Hostile URLs repeated across blocks decided on two threads: numbered as the suite that
    /// holds every case numbers them, the document byte for byte the one built whole.
    @Test func hostileListIsTheHeldDocument() throws {
        let urls = Self.hostile + Self.hostile.reversed() + Self.hostile
        let (streamed, held) = try Self.reports(urls, given: urls.count)
        let document = Self.heldDocument(held)
        #expect(streamed.files[0].answers.count == urls.count * Self.apps.count)
        #expect(JUnitReporter.aasa(streamed) == document)
        #expect(document.contains("name=\"&quot;https://miapp.com/orders/1 (2)&quot; → ABCDE12345.com.miapp.app (6)\""))
        #expect(document.contains("name=\"https://miapp.com/orders/1 → ABCDE12345.com.miapp.app (6)\""))
    }

    /// A name that ends like a made number and is written once is still asked about: a later
    /// repeat must not take it. Names here are the URL alone, so the list can spell them.
    @Test func namesEndingLikeANumberAreKeptAcrossRuns() throws {
        let urls = [
            "https://miapp.com/a", "https://miapp.com/b (2)", "https://miapp.com/a (2)", "https://miapp.com/b",
            "https://miapp.com/a", "https://miapp.com/b", "https://miapp.com/a"
        ]
        let (streamed, _) = try Self.reports(urls, given: urls.count)
        let answers = streamed.files[0].answers
        let numbers = JUnitAnswerNumbers(lead: [], answers: [answers], classname: "k") { b, classname, url, app in
            b.start(classname: classname)
            b.append(url)
            b.append(app == Self.apps[0] ? "" : " · two")
        }
        var r = numbers.start(at: 0)
        let given = (0..<answers.count).map { numbers.number(at: $0, from: &r) }
        #expect(given == [nil, nil, nil, nil, nil, nil, nil, nil, 3, 2, 3, 2, 4, 3])
    }

    /// The JSON answers written straight to bytes are the values `answer(_:)` makes, rendered,
    /// for every hostile URL, each way it is decided, compact and pretty at any depth.
    @Test(arguments: [(false, 0), (true, 0), (true, 3)])
    func answersWrittenAsBytesAreTheValues(pretty: Bool, indent: Int) throws {
        let json = """
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.miapp.app"],
              "components": [{"/": "/orders/*/x", "exclude": true, "comment": "\\\"\\u0001\\u2028"}, {"/": "/orders/*"}]}]}}
            """
        let (loaded, _) = AASALoader.load(Array(json.utf8), file: "aasa")
        let matcher = try #require(loaded).compiled()
        let answers = (Self.hostile + ["https://miapp.com/orders/2/x"]).flatMap { url in
            (Self.apps + ["ABCDE12345.com.other\u{1}\u{2028}"]).map {
                AASAReport.Answer(url: url, appID: $0, decision: matcher.decide(url: url, appID: $0, domain: "miapp.com"))
            }
        }
        #expect(Set(answers.map(\.decision.outcome)).count == 3)
        #expect(
            AASAJSONReporter.run(answers[...], pretty: pretty, indent: indent)
                == JSONOutput.run(answers.lazy.map(AASAJSONReporter.answer), pretty: pretty, indent: indent))
    }
}
