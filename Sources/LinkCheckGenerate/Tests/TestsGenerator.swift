import LinkCheckCore
import LinkCheckRoutes

/// `linkcheck generate tests`: a test suite that runs every case of the tables against the app's own
/// `DeepLink.parse` (hand-written or generated), expected destinations written as Swift values.
/// Each case is its own test case, so one failure hides none of the others; a failure names the
/// case's `file:line` in its table.
public enum TestsGenerator {
    /// One table: its name as the tests cite it, its schema and its cases.
    public struct Table: Sendable {
        public var file: String
        public var schema: RouteSchema
        public var cases: [TestCase]

        public init(file: String, schema: RouteSchema, cases: [TestCase]) {
            self.file = file
            self.schema = schema
            self.cases = cases
        }
    }

    /// Which test library the suite is written for.
    public enum Framework: Sendable {
        case swiftTesting, xctest
    }

    /// What the suite imports, and the names of the app's types.
    public struct Options: Sendable {
        /// The module that holds `DeepLink`; `nil` when the tests are in the same module.
        public var module: String?
        /// `@testable import`, for internal types.
        public var testable: Bool
        public var framework: Framework
        public var names: SwiftTypeNames
        /// The command that writes the file again, for its header.
        public var command: String

        public init(
            module: String? = nil, testable: Bool = false, framework: Framework = .swiftTesting,
            names: SwiftTypeNames = SwiftTypeNames(), command: String
        ) {
            self.module = module
            self.testable = testable
            self.framework = framework
            self.names = names
            self.command = command
        }
    }

    /// Cases per function that builds them: each case is its own statement, so the type checker
    /// meets one small expression at a time however long the table is.
    static let chunk = 250

    public static func source(for tables: [Table], options: Options) -> String {
        let names = options.names
        let hasTabs = tables.first?.schema.tabs != nil
        let destination = hasTabs ? "(tab: \(names.tab), path: [\(names.route)])" : "[\(names.route)]"
        var suite = suiteName(tables.first?.file ?? "cases")
        // The suite is declared beside the app's types: it must not be one of them.
        while [names.tab, names.route, names.namespace].contains(suite) { suite += "Suite" }
        var out = GeneratedHeader.lines(input: tables.map(\.file).joined(separator: ", "), command: options.command)
        out += ["", "import Foundation"]
        out.append(options.framework == .xctest ? "import XCTest" : "import Testing")
        if let module = options.module { out.append((options.testable ? "@testable " : "") + "import " + module) }
        out.append("")

        var all: [(table: Table, testCase: TestCase)] = []
        for table in tables { for c in table.cases { all.append((table, c)) } }
        func literal(_ entry: (table: Table, testCase: TestCase), display: Bool = false) -> String {
            guard let expected = entry.testCase.expected else { return "nil" }
            let values = SwiftValues(schema: entry.table.schema, names: names)
            let distinctTabs = entry.table.schema.tabs.map(SwiftNames.distinctTabs)
            let tabCases = distinctTabs.map { SwiftNames.caseNames(forRawValues: $0) }
            let stack =
                "["
                + expected.stack.map { route in
                    let name = "." + SwiftNames.identifier(route.name)
                    if route.arguments.isEmpty { return name }
                    return name + "("
                        + route.arguments.map {
                            let value: String
                            if display, case .uuid(let u) = $0.value {
                                value = "UUID(uuidString: \"\(u)\")"
                            } else {
                                value = values.constant($0.value, route: route.name, parameter: $0.label)
                            }
                            return SwiftNames.label($0.label) + ": " + value
                        }.joined(separator: ", ") + ")"
                }.joined(separator: ", ") + "]"
            guard let tab = expected.tab, let tabs = distinctTabs, let k = tabs.firstIndex(of: tab),
                let name = tabCases?[k]
            else { return stack }
            return "(." + SwiftNames.identifier(name) + ", " + stack + ")"
        }
        func place(_ entry: (table: Table, testCase: TestCase)) -> String {
            SwiftLiteral.string("\(entry.table.file):\(entry.testCase.location.line)")
        }

        switch options.framework {
        case .swiftTesting:
            out.append("/// Every case of \(Display.escaped(tables.map(\.file).joined(separator: ", "))), run against `\(names.namespace).parse`.")
            out.append("@Suite struct \(suite) {")
            out.append("    /// A case: the URL, where the table says it takes the app, and where the table says so.")
            out.append("    struct Case: CustomTestStringConvertible, Sendable {")
            out.append("        let url: String")
            out.append("        let place: String")
            out.append("        let expected: @Sendable () -> \(destination)?")
            out.append("        let expectedText: String")
            out.append("        var testDescription: String { place + \" \" + url }")
            out.append("    }")
            out.append("")
            out.append("    @Test(arguments: cases)")
            out.append("    func parse(_ deepLink: Case) {")
            out.append("        let actual = Self.url(deepLink.url).flatMap(\(names.namespace).parse)")
            out.append("        if !Self.same(actual, deepLink.expected()) {")
            out.append("            Issue.record(Comment(rawValue: Self.failure(deepLink.place, deepLink.url, deepLink.expectedText, actual)))")
            out.append("        }")
            out.append("    }")
        case .xctest:
            out.append("/// Every case of \(Display.escaped(tables.map(\.file).joined(separator: ", "))), run against `\(names.namespace).parse`.")
            out.append("final class \(suite): XCTestCase {")
            for (n, entry) in all.enumerated() {
                out.append("    func test\(String(n + 1).leftPadded(String(all.count).count))_\(methodSuffix(entry.testCase.url))() {")
                out.append(
                    "        check(\(SwiftLiteral.string(entry.testCase.url)), \(literal(entry)), \(SwiftLiteral.string(literal(entry, display: true))), at: \(place(entry)))"
                )
                out.append("    }")
            }
            out.append("")
            out.append("    private func check(_ text: String, _ expected: \(destination)?, _ expectedText: String, at place: String) {")
            out.append("        let actual = Self.url(text).flatMap(\(names.namespace).parse)")
            out.append("        if !Self.same(actual, expected) {")
            out.append("            XCTFail(Self.failure(place, text, expectedText, actual))")
            out.append("        }")
            out.append("    }")
        }
        out.append("")
        out.append("    /// The URL as the app receives it: `nil` when Foundation refuses the text as written, so the app")
        out.append("    /// never sees it (iOS 17's `URL(string:)` would repair some such text; see linkcheck's docs/generate.md).")
        out.append("    static func url(_ text: String) -> URL? {")
        out.append("        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {")
        out.append("            return URL(string: text, encodingInvalidCharacters: false)")
        out.append("        }")
        out.append("        return URL(string: text)")
        out.append("    }")
        out.append("")
        if hasTabs {
            out.append("    static func same(_ a: \(destination)?, _ b: \(destination)?) -> Bool {")
            out.append("        a?.tab == b?.tab && a?.path == b?.path")
            out.append("    }")
            out.append("")
            out.append("    static func failure(_ place: String, _ url: String, _ expected: String, _ actual: \(destination)?) -> String {")
            out.append("        let shown = actual.map { \"(\" + swift($0.tab) + \", [\" + $0.path.map(swift).joined(separator: \", \") + \"])\" } ?? \"nil\"")
        } else {
            out.append("    static func same(_ a: \(destination)?, _ b: \(destination)?) -> Bool {")
            out.append("        a == b")
            out.append("    }")
            out.append("")
            out.append("    static func failure(_ place: String, _ url: String, _ expected: String, _ actual: \(destination)?) -> String {")
            out.append("        let shown = actual.map { \"[\" + $0.map(swift).joined(separator: \", \") + \"]\" } ?? \"nil\"")
        }
        out.append("        return \"\\(place): \\(url)\\n  expected: \\(expected)\\n  actual:   \\(shown)\"")
        out.append("    }")
        out.append("")
        out.append("    /// Each route's labels, from the schema: a value with one associated value does not show its label.")
        let routes = tables.flatMap { $0.schema.routes }
        var seenRoutes: Set<String> = []
        let entries = routes.filter { seenRoutes.insert($0.name).inserted && !$0.parameters.isEmpty }.map {
            SwiftLiteral.string($0.name) + ": [" + $0.parameters.map { SwiftLiteral.string($0.name) }.joined(separator: ", ") + "]"
        }
        if entries.isEmpty {
            out.append("    static let labels: [String: [String]] = [:]")
        } else {
            out.append("    static let labels: [String: [String]] = [")
            out += entries.map { "        " + $0 + "," }
            out.append("    ]")
        }
        out.append("")
        out.append("    /// A value as Swift source, as the expected one is written: `.order(id: 42)`, `nil`.")
        out.append("    static func swift(_ value: Any) -> String {")
        out.append("        let mirror = Mirror(reflecting: value)")
        out.append("        if mirror.displayStyle == .optional { return mirror.children.first.map { swift($0.value) } ?? \"nil\" }")
        out.append("        if let text = value as? String { return text.debugDescription }")
        out.append("        if let uuid = value as? UUID { return \"UUID(uuidString: \\\"\\(uuid.uuidString)\\\")\" }")
        out.append("        guard mirror.displayStyle == .enum else { return String(describing: value) }")
        out.append("        guard let payload = mirror.children.first, let name = payload.label else { return \".\" + String(describing: value) }")
        out.append("        let inner = Mirror(reflecting: payload.value)")
        out.append("        let values = inner.displayStyle == .tuple ? inner.children.map { ($0.label, $0.value) } : [(nil, payload.value)]")
        out.append("        let names = labels[name] ?? []")
        out.append("        let arguments = values.enumerated().map { n, item -> String in")
        out.append("            let label = item.0 ?? (n < names.count ? names[n] : nil)")
        out.append("            return (label.map { $0 + \": \" } ?? \"\") + swift(item.1)")
        out.append("        }")
        out.append("        return \".\" + name + \"(\" + arguments.joined(separator: \", \") + \")\"")
        out.append("    }")
        if options.framework == .swiftTesting {
            out.append("")
            let chunks = stride(from: 0, to: all.count, by: chunk).map { Array(all[$0..<min($0 + chunk, all.count)]) }
            out.append("    static let cases: [Case] = " + (chunks.isEmpty ? "[]" : chunks.indices.map { "cases\($0 + 1)()" }.joined(separator: " + ")))
            for (k, part) in chunks.enumerated() {
                out.append("")
                out.append("    private static func cases\(k + 1)() -> [Case] {")
                out.append("        var cases: [Case] = []")
                for entry in part {
                    out.append("        cases.append(Case(url: \(SwiftLiteral.string(entry.testCase.url)), place: \(place(entry)),")
                    out.append(
                        "                          expected: { \(literal(entry)) }, expectedText: \(SwiftLiteral.string(literal(entry, display: true)))))")
                }
                out.append("        return cases")
                out.append("    }")
            }
        }
        out.append("}")
        return out.map { $0.trailingSpacesRemoved }.joined(separator: "\n") + "\n"
    }

    /// `routes.cases.json` → `RoutesCasesTests`.
    static func suiteName(_ file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        let stem = base.hasSuffix(".json") ? String(base.dropLast(5)) : base
        var name = ""
        var upper = true
        for scalar in stem.unicodeScalars {
            guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) else {
                upper = true
                continue
            }
            name += upper ? String(scalar).uppercased() : String(scalar)
            upper = false
        }
        if name.isEmpty || name.first?.isNumber == true { name = "Table" + name }
        return name + "Tests"
    }

    /// A method name's tail from the URL: its letters and digits, at most 40.
    private static func methodSuffix(_ url: String) -> String {
        var out = ""
        var gap = false
        for scalar in url.unicodeScalars {
            if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) {
                if gap && !out.isEmpty { out += "_" }
                out.unicodeScalars.append(scalar)
                gap = false
            } else {
                gap = true
            }
            if out.count >= 40 { break }
        }
        return out.isEmpty ? "url" : out
    }
}
