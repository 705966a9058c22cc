@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
@testable import LinkCheckApp
@testable import LinkCheckReports
import LinkCheckTestSupport
import Testing

/// Swift-syntax rendering of values and destinations, the line diff, and diagnostic headlines
/// (docs/output.md).
@Suite struct RenderingTests {
    struct Literal: Sendable, CustomTestStringConvertible {
        var text: String
        var literal: String
        init(_ text: String, _ literal: String) { (self.text, self.literal) = (text, literal) }
        var testDescription: String { literal }
    }

    static let literals: [Literal] = [
        Literal("A-1", #""A-1""#),
        Literal("", #""""#),
        Literal(#"say "hi""#, #""say \"hi\"""#),
        Literal(#"a\b"#, #""a\\b""#),
        Literal("a\nb\rc", #""a\nb\rc""#),
        Literal("\t", #""\t""#),
        Literal("1\0", #""1\0""#),
        Literal("\u{1B}[31m", #""\u{1B}[31m""#),
        Literal("\u{7}\u{7F}\u{85}", #""\u{7}\u{7F}\u{85}""#),
        Literal("abc\u{202E}def", #""abc\u{202E}def""#),
        Literal("a\u{200B}b\u{2066}c\u{FEFF}", #""a\u{200B}b\u{2066}c\u{FEFF}""#),
        Literal("a\u{2028}b", #""a\u{2028}b""#),
        Literal("café 🙂 日本", #""café 🙂 日本""#)
    ]

    @Test(arguments: literals)
    func stringLiteral(_ c: Literal) {
        #expect(SwiftLiteral.string(c.text) == c.literal)
    }

    struct Rendered: Sendable, CustomTestStringConvertible {
        var value: Value
        var swift: String
        init(_ value: Value, _ swift: String) { (self.value, self.swift) = (value, swift) }
        var testDescription: String { swift }
    }

    static let uuid = UUIDValue("e621e1f8-c36c-495a-93fc-0c247a3e6e5f").map(Value.uuid) ?? .none

    static let values: [Rendered] = [
        Rendered(.int(42), "42"),
        Rendered(.int(-7), "-7"),
        Rendered(.double(2), "2.0"),
        Rendered(.double(2.5), "2.5"),
        Rendered(.double(-0.0), "-0.0"),
        Rendered(.double(.infinity), ".infinity"),
        Rendered(.double(-.infinity), "-.infinity"),
        Rendered(.double(.nan), ".nan"),
        Rendered(.bool(true), "true"),
        Rendered(.bool(false), "false"),
        Rendered(uuid, "UUID(E621E1F8-C36C-495A-93FC-0C247A3E6E5F)"),
        Rendered(.string("A-1"), #""A-1""#),
        Rendered(.string("\u{1B}"), #""\u{1B}""#),
        Rendered(.enumCase("price"), ".price"),
        Rendered(.enumCase("_new2"), "._new2"),
        Rendered(.enumCase("café"), ".café"),
        Rendered(.enumCase("two words"), #""two words""#),
        Rendered(.enumCase("1st"), #""1st""#),
        Rendered(.enumCase("a-b"), #""a-b""#),
        Rendered(.none, "nil")
    ]

    @Test(arguments: values)
    func value(_ c: Rendered) {
        #expect(RouteSyntax.value(c.value) == c.swift)
    }

    static func route(_ name: String, _ arguments: KeyValuePairs<String, Value> = [:]) -> RouteValue {
        RouteValue(name: name, arguments: arguments.map { RouteValue.Argument(label: $0.key, value: $0.value) })
    }

    @Test func routes() {
        #expect(RouteSyntax.route(Self.route("settings")) == ".settings")
        #expect(RouteSyntax.route(Self.route("order", ["id": .int(42)])) == ".order(id: 42)")
        #expect(
            RouteSyntax.route(Self.route("orderItem", ["orderId": .int(42), "sku": .string("A-1")]))
                == #".orderItem(orderId: 42, sku: "A-1")"#)
        #expect(
            RouteSyntax.route(Self.route("search", ["query": .none, "sort": .enumCase("price")]))
                == ".search(query: nil, sort: .price)")
        #expect(RouteSyntax.route(Self.route("bad name")) == #""bad name""#)
    }

    struct Shown: Sendable, CustomTestStringConvertible {
        var name: String
        var destination: Destination?
        var line: String
        var lines: [String]
        var testDescription: String { name }
    }

    static let destinations: [Shown] = [
        Shown(
            name: "tab and one route", destination: Destination(tab: "orders", stack: [route("order", ["id": .int(42)])]),
            line: "(tab: .orders, stack: [.order(id: 42)])",
            lines: ["tab: .orders", "stack: [", "  .order(id: 42),", "]"]),
        Shown(
            name: "tab and two routes",
            destination: Destination(
                tab: "orders",
                stack: [
                    route("order", ["id": .int(42)]),
                    route("orderItem", ["orderId": .int(42), "sku": .string("A-1")])
                ]),
            line: #"(tab: .orders, stack: [.order(id: 42), .orderItem(orderId: 42, sku: "A-1")])"#,
            lines: ["tab: .orders", "stack: [", "  .order(id: 42),", #"  .orderItem(orderId: 42, sku: "A-1"),"#, "]"]),
        Shown(
            name: "tab and empty stack", destination: Destination(tab: "orders", stack: []),
            line: "(tab: .orders, stack: [])", lines: ["tab: .orders", "stack: []"]),
        Shown(
            name: "no tabs", destination: Destination(tab: nil, stack: [route("settings")]),
            line: "[.settings]", lines: ["stack: [", "  .settings,", "]"]),
        Shown(
            name: "no tabs, empty stack", destination: Destination(tab: nil, stack: []),
            line: "[]", lines: ["stack: []"]),
        Shown(
            name: "tab that is not an identifier", destination: Destination(tab: "my orders", stack: []),
            line: #"(tab: "my orders", stack: [])"#, lines: [#"tab: "my orders""#, "stack: []"]),
        Shown(name: "nil", destination: nil, line: "nil", lines: ["nil"])
    ]

    @Test(arguments: destinations)
    func destination(_ c: Shown) {
        #expect(RouteSyntax.destination(c.destination) == c.line)
        #expect(RouteSyntax.destinationLines(c.destination) == c.lines)
    }

    // MARK: - Line diff

    struct Diff: Sendable, CustomTestStringConvertible {
        var old: [String]
        var new: [String]
        /// Each line as its mark followed by its text.
        var marked: [String]
        var testDescription: String { "\(old) → \(new)" }
    }

    static func marked(_ lines: [LineDiff.Line]) -> [String] {
        lines.map { "\($0.mark.rawValue)\($0.text)" }
    }

    static let diffs: [Diff] = [
        Diff(old: ["a", "b", "c"], new: ["a", "x", "c"], marked: [" a", "-b", "+x", " c"]),
        Diff(old: ["a", "b"], new: ["a", "b"], marked: [" a", " b"]),
        Diff(old: [], new: ["a"], marked: ["+a"]),
        Diff(old: ["a"], new: [], marked: ["-a"]),
        Diff(old: [], new: [], marked: []),
        Diff(old: ["a", "b"], new: ["b", "a"], marked: ["-a", " b", "+a"]),
        Diff(old: ["a", "c"], new: ["a", "b", "c"], marked: [" a", "+b", " c"]),
        Diff(old: ["nil"], new: ["tab: .orders", "stack: []"], marked: ["-nil", "+tab: .orders", "+stack: []"]),
        Diff(
            old: ["tab: .orders", "stack: [", "  .order(id: 42),", "]"],
            new: ["tab: .orders", "stack: [", "  .order(id: 43),", "]"],
            marked: [" tab: .orders", " stack: [", "-  .order(id: 42),", "+  .order(id: 43),", " ]"])
    ]

    @Test(arguments: diffs)
    func lineDiff(_ c: Diff) {
        #expect(Self.marked(LineDiff.diff(c.old, c.new)) == c.marked)
    }

    struct Fold: Sendable, CustomTestStringConvertible {
        var name: String
        var lines: [String]
        var folded: [String]
        var testDescription: String { name }
    }

    static func same(_ range: ClosedRange<Int>) -> [String] { range.map { " \($0)" } }

    static let folds: [Fold] = [
        Fold(
            name: "long runs around a change", lines: same(1...10) + ["-x", "+y"] + same(11...20),
            folded: [" … 7 unchanged lines"] + same(8...10) + ["-x", "+y"] + same(11...13) + [" … 7 unchanged lines"]),
        Fold(
            name: "run between two changes", lines: ["-a"] + same(1...8) + ["+b"],
            folded: ["-a"] + same(1...3) + [" … 2 unchanged lines"] + same(6...8) + ["+b"]),
        Fold(
            name: "run of 2 × 3 + 1 between changes is kept", lines: ["-a"] + same(1...7) + ["+b"],
            folded: ["-a"] + same(1...7) + ["+b"]),
        Fold(
            name: "short leading run is kept", lines: same(1...4) + ["-x"],
            folded: same(1...4) + ["-x"]),
        Fold(
            name: "leading run of 5 folds 2", lines: same(1...5) + ["-x"],
            folded: [" … 2 unchanged lines"] + same(3...5) + ["-x"]),
        Fold(name: "only changes", lines: ["-a", "+b"], folded: ["-a", "+b"])
    ]

    static func lines(_ marked: [String]) -> [LineDiff.Line] {
        marked.map { text in
            let mark = LineDiff.Mark(rawValue: text.first ?? " ") ?? .same
            return LineDiff.Line(mark: mark, text: String(text.dropFirst()))
        }
    }

    @Test(arguments: folds)
    func folded(_ c: Fold) {
        #expect(Self.marked(LineDiff.folded(Self.lines(c.lines))) == c.folded)
    }

    // MARK: - Diagnostics

    @Test func diagnosticHeadlineAndNotes() {
        let error = Diagnostic(
            .error, .unknownRoute, #"unknown route "ordr" in a link's stack"#, file: "routes.json",
            at: LinkCheckCore.SourceLocation(line: 3, column: 5), notes: [#"did you mean "order"?"#])
        #expect(
            DiagnosticPrinter.render(error) == """
                routes.json:3:5: error: unknown route "ordr" in a link's stack [unknown-route]
                  note: did you mean "order"?

                """)
        #expect(error.headline == #"routes.json:3:5: error: unknown route "ordr" in a link's stack [unknown-route]"#)

        let warning = Diagnostic(
            .warning, .linkNeverWins, "link can never win", file: "s.json",
            at: LinkCheckCore.SourceLocation(line: 12, column: 1))
        #expect(DiagnosticPrinter.render(warning) == "s.json:12:1: warning: link can never win [link-never-wins]\n")

        let whole = Diagnostic(.error, .jsonSyntax, "the file is empty", file: "s.json", at: nil)
        #expect(DiagnosticPrinter.render(whole) == "s.json: error: the file is empty [json-syntax]\n")
        #expect(whole.headline == "s.json: error: the file is empty [json-syntax]")
    }

    @Test func diagnosticTextIsMadeSafe() {
        let d = Diagnostic(
            .error, .wrongType, "bad \u{1B}[2J value", file: "a\u{7}.json",
            at: LinkCheckCore.SourceLocation(line: 1, column: 2), notes: ["x\u{202E}y"])
        #expect(
            DiagnosticPrinter.render(d) == #""a\u{7}.json":1:2: error: bad \u{1B}[2J value [wrong-type]"# + "\n"
                + #"  note: x\u{202E}y"# + "\n")
    }

    @Test func diagnosticInColor() {
        let d = Diagnostic(.error, .wrongType, "m", file: "f", at: LinkCheckCore.SourceLocation(line: 1, column: 2))
        #expect(
            DiagnosticPrinter.render(d, style: TextStyle(color: true))
                == "\u{1B}[1mf:1:2:\u{1B}[0m \u{1B}[1m\u{1B}[31merror:\u{1B}[0m\u{1B}[0m m [wrong-type]\n")
    }
}
