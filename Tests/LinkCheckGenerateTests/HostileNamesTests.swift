import Foundation
import LinkCheckCore
import LinkCheckGenerate
import LinkCheckRoutes
import LinkCheckTestSupport
import Testing

/// Names a pull request can choose, however hostile, either give Swift that compiles without a
/// warning or are refused with a located error (docs/generate.md, "Names"). Schemas are made from
/// a seed with routes, parameters, captures, tabs, enumeration values and type names drawn from
/// Swift's keywords, standard library and Foundation types, the generated code's own identifiers,
/// names differing only in case and Unicode; every generated parser and suite of one run is
/// type-checked in a single `swiftc` call per language mode, since swiftc is slow here.
@Suite struct HostileNamesTests {
    static let modes: [[String]] = [["-swift-version", "5", "-strict-concurrency=complete"], ["-swift-version", "6"]]

    /// Written by hand, not taken from the generator: what a user might name things.
    static let keywords = [
        "type", "self", "Self", "protocol", "Protocol", "any", "Any", "Type", "default", "inout", "let", "var",
        "init", "case", "enum", "func", "import", "return", "in", "is", "as", "nil", "true", "some", "_",
        "static", "where", "switch", "throws", "async", "await", "actor", "super", "subscript", "deinit"
    ]
    static let library = [
        "String", "string", "Int", "int", "Double", "Bool", "UUID", "uuid", "URL", "url", "Hashable",
        "hashable", "Sendable", "sendable", "Equatable", "CaseIterable", "Array", "UInt8", "Optional",
        "Never", "Void", "Error", "Character", "Substring", "Set", "Dictionary", "Range", "Data", "Date",
        "Result", "Codable", "Foundation", "Swift", "Testing", "XCTest", "Mirror", "Issue", "Comment",
        "hashValue", "hash", "rawValue", "allCases", "description", "debugDescription", "print"
    ]
    static let unicode = [
        "caf\u{E9}", "cafe\u{301}", "\u{F1}and\u{FA}", "Stra\u{DF}e", "\u{1C5}x", "\u{65E5}\u{672C}", "_x", "x_",
        "Sort", "sort", "SORT", "Order", "order"
    ]
    /// Not identifiers: a route or parameter of such a name is refused.
    static let notIdentifiers = ["a-b", "1st", "two words", "x.y", "\u{1F600}"]

    /// Every identifier a generated parser and suite spell, outside strings and comments: the
    /// generated code's own names, which no user name may shadow.
    static func ownIdentifiers() throws -> [String] {
        let schema =
            #"{"schemes": ["a"], "tabs": ["t"], "routes": {"r": {"p": ["m", null], "q": "int"}}, "links": [{"path": "/r/:q?p=:p", "tab": "t", "stack": [{"r": {"p": ":p", "q": ":q"}}]}]}"#
        let files = MemoryFiles([
            "s.schema.json": schema,
            "t.cases.json": #"{"schema": "s.schema.json", "cases": [{"url": "a://r/1", "expect": {"tab": "t", "stack": [{"r": {"q": 1}}]}}]}"#
        ])
        var text = ""
        for request in [
            GenerateRequest(.swift(schema: "s.schema.json")),
            GenerateRequest(.tests(tables: ["t.cases.json"], schema: nil, module: nil, testable: false, xctest: false)),
            GenerateRequest(.tests(tables: ["t.cases.json"], schema: nil, module: nil, testable: false, xctest: true))
        ] {
            text += try #require(GenerateRun.run(request, limits: .defaults, files: files).text)
        }
        let code = text.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #""(\\.|[^"\\\n])*""#, with: "\"\"", options: .regularExpression)
        let found = code.matches(of: /[A-Za-z_][A-Za-z0-9_]*/).map { String($0.output) }
        return Array(Set(found)).sorted()
    }

    /// A JSON string literal.
    static func json(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case let c where c.value < 0x20: out += String(format: "\\u%04x", c.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `text` percent-encoded but for unreserved bytes, so a URL carries it as itself.
    static func encoded(_ text: String) -> String {
        text.utf8.map { b -> String in
            let c = Character(Unicode.Scalar(b))
            return b < 0x80 && (c.isLetter || c.isNumber || "-._~".contains(c)) ? String(c) : String(format: "%%%02X", b)
        }.joined()
    }

    /// One made-up schema and a table of a case per link, from `seed`.
    struct Made {
        var schema: String
        var table: String
    }

    static func make(seed: UInt64, pool: [String], identifiers: [String]) -> Made {
        var random = SeededGenerator(state: seed)
        func pick(_ from: [String]) -> String { from[Int(random.next() % UInt64(from.count))] }
        // Tabs are raw values: any text, camel-cased into a case when it is not an identifier.
        let tabs = (0..<2).map { _ in random.next() % 4 == 0 ? pick(notIdentifiers + ["price-asc", "rawValue", "allCases"]) : pick(pool) }
        var routes: [(name: String, parameters: [(name: String, type: String, value: String, url: String)])] = []
        for _ in 0..<(3 + Int(random.next() % 3)) {
            let name = random.next() % 12 == 0 ? pick(notIdentifiers) : pick(pool)
            var parameters: [(name: String, type: String, value: String, url: String)] = []
            for _ in 0..<Int(random.next() % 4) {
                let label = random.next() % 15 == 0 ? pick(notIdentifiers) : pick(pool)
                if parameters.contains(where: { $0.name.utf8.elementsEqual(label.utf8) }) { continue }
                switch random.next() % 6 {
                case 0: parameters.append((label, "\"int\"", "7", "7"))
                case 1: parameters.append((label, "\"string\"", "\"x\"", "x"))
                case 2: parameters.append((label, "\"bool\"", "true", "true"))
                case 3: parameters.append((label, "\"double\"", "1.5", "1.5"))
                case 4: parameters.append((label, "\"uuid\"", "\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
                default:
                    var members: [String] = []
                    for _ in 0..<(1 + Int(random.next() % 3)) {
                        let member = random.next() % 4 == 0 ? pick(["price-asc", "1st", "a b", "rawValue", "allCases", "_", "init"]) : pick(pool)
                        if !members.contains(member) { members.append(member) }
                    }
                    let optional = random.next() % 2 == 0
                    parameters.append(
                        (
                            label, "[" + members.map(json).joined(separator: ", ") + (optional ? ", null" : "") + "]",
                            json(members[0]), encoded(members[0])
                        ))
                }
            }
            if routes.contains(where: { $0.name.utf8.elementsEqual(name.utf8) }) { continue }
            routes.append((name, parameters))
        }
        var links: [String] = []
        var cases: [String] = []
        for (k, route) in routes.enumerated() {
            var path = "/r\(k)"
            var url = "https://h.test/r\(k)"
            var arguments: [String] = []
            var expected: [String] = []
            var captures: [String] = []
            for (j, parameter) in route.parameters.enumerated() {
                expected.append(json(parameter.name) + ": " + parameter.value)
                if random.next() % 5 == 0 {
                    // A constant of the stack, not a capture.
                    arguments.append(json(parameter.name) + ": " + parameter.value)
                    continue
                }
                var capture = pick(identifiers)
                if captures.contains(where: { $0.utf8.elementsEqual(capture.utf8) }) { capture = "c\(j)" }
                captures.append(capture)
                path += "/:" + capture
                url += "/" + parameter.url
                arguments.append(json(parameter.name) + ": " + json(":" + capture))
            }
            let stack = route.parameters.isEmpty ? json(route.name) : "{" + json(route.name) + ": {" + arguments.joined(separator: ", ") + "}}"
            let tab = tabs[k % tabs.count]
            links.append(#"{"path": \#(json(path)), "tab": \#(json(tab)), "stack": [\#(stack)]}"#)
            let value = route.parameters.isEmpty ? json(route.name) : "{" + json(route.name) + ": {" + expected.joined(separator: ", ") + "}}"
            cases.append(#"{"url": \#(json(url)), "expect": {"tab": \#(json(tab)), "stack": [\#(value)]}}"#)
        }
        cases.append(#"{"url": "https://h.test/nowhere/at/all", "expect": null}"#)
        let declared = routes.map { route in
            json(route.name) + ": {" + route.parameters.map { json($0.name) + ": " + $0.type }.joined(separator: ", ") + "}"
        }
        let schema =
            #"{"hosts": ["h.test"], "tabs": [\#(tabs.map(json).joined(separator: ", "))], "routes": {\#(declared.joined(separator: ", "))}, "links": [\#(links.joined(separator: ",\n"))]}"#
        return Made(schema: schema, table: #"{"schema": "s\#(seed).schema.json", "cases": [\#(cases.joined(separator: ",\n"))]}"#)
    }

    /// Every error is located in the file it names, and refusal says why.
    static func expectLocated(_ diagnostics: [Diagnostic], in files: Set<String>, _ what: String) {
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty, "\(what): refused with no error")
        for error in errors {
            #expect(error.location != nil && files.contains(error.file), "\(what): \(error.headline) is not located")
        }
    }

    /// The names the issue found broken, in one schema: enumeration parameters whose types would be
    /// `Route.Type`, `Route.String`, a redeclared `Sort`; captures named like the types and functions
    /// the bodies use; keyword labels; a tab listed twice and one named `allCases`.
    static let issueSchema = #"""
        {"hosts": ["h.test"], "tabs": ["allCases", "init", "allCases"],
         "routes": {"Sort": {}, "r": {"type": ["a", "b"], "self": ["c"], "protocol": ["d"], "any": ["e"], "string": ["f"], "hashable": ["g"],
                                      "sendable": ["h"], "sort": ["x"], "default": "int"},
                    "caps": {"a": "int", "b": "double", "c": "uuid", "d": "string", "e": "int", "f": "int", "inout": "int"}},
         "links": [{"path": "/s", "tab": "init", "stack": ["Sort"]},
                   {"path": "/r/:type/:self/:protocol/:any/:string/:hashable/:sendable/:sort/:default", "tab": "allCases",
                    "stack": [{"r": {"type": ":type", "self": ":self", "protocol": ":protocol", "any": ":any", "string": ":string",
                                     "hashable": ":hashable", "sendable": ":sendable", "sort": ":sort", "default": ":default"}}]},
                   {"path": "/c/:Int/:Double/:UUID/:URLReader/:Route/:restored/:inout", "tab": "allCases",
                    "stack": [{"caps": {"a": ":Int", "b": ":Double", "c": ":UUID", "d": ":URLReader", "e": ":Route", "f": ":restored", "inout": ":inout"}}]}]}
        """#
    static let issueTable = #"""
        {"schema": "s0.schema.json", "cases": [
         {"url": "https://h.test/c/1/2.5/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/x/3/4/5", "expect": {"tab": "allCases", "stack": [{"caps": {"a": 1, "b": 2.5, "c": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "d": "x", "e": 3, "f": 4, "inout": 5}}]}},
         {"url": "https://h.test/r/a/c/d/e/f/g/h/x/1", "expect": {"tab": "allCases", "stack": [{"r": {"type": "a", "self": "c", "protocol": "d", "any": "e", "string": "f", "hashable": "g", "sendable": "h", "sort": "x", "default": 1}}]}},
         {"url": "https://h.test/s", "expect": {"tab": "init", "stack": ["Sort"]}}]}
        """#

    /// What the generator makes of the issue's names: each renamed only where Swift needs it.
    static func expectIssueNamesSpelled(_ parser: String, _ tests: String) {
        for type in ["RType", "RSelf", "RProtocol", "RAny", "RString", "RHashable", "RSendable", "RSort"] {
            #expect(parser.contains("\n    enum \(type): String, Hashable, CaseIterable, Sendable {\n"), "no nested enum \(type)")
        }
        #expect(parser.contains("\n    case Sort\n"))
        #expect(
            parser.contains(
                "\n    case r(type: Route.RType, `self`: Route.RSelf, `protocol`: Route.RProtocol, any: Route.RAny, string: Route.RString, "
                    + "hashable: Route.RHashable, sendable: Route.RSendable, sort: Route.RSort, `default`: Int)\n"))
        #expect(
            parser.contains(
                "case .caps(a: let IntValue, b: let DoubleValue, c: let UUIDValue, d: let URLReaderValue, e: let RouteValue, "
                    + "f: let restoredValue, `inout`: let inoutValue) = path[0],"))
        #expect(parser.contains("sort: let sort, default: let defaultValue) = path[0],"))
        #expect(parser.contains("enum Tab: String, Hashable, CaseIterable, Sendable {\n    case allCases2 = \"allCases\"\n    case `init`\n}\n"))
        #expect(
            tests.contains(
                #"check("https://h.test/r/a/c/d/e/f/g/h/x/1", (.allCases2, [.r(type: .a, self: .c, protocol: .d, any: .e, string: .f, hashable: .g, sendable: .h, sort: .x, default: 1)]), "#
            ))
    }

    @Test func hostileNamesCompileWithoutWarningsOrAreRefusedWhereTheyAre() throws {
        let own = try Self.ownIdentifiers()
        // Capture names must be identifiers (the pattern's syntax); the rest may be anything.
        let identifiers = Array(Set(Self.keywords + Self.library + Self.unicode + own)).sorted()
        let pool = identifiers
        let typeNames = Array(Set(Self.library + Self.unicode + own + ["Case", "Route", "Tab", "DeepLink", "URLReader", "Hashable"]))
            .filter { $0.first?.isUppercase == true || $0.first == "_" }.sorted()
        let folder = try SwiftCompiler.scratch("hostile")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var written: [String] = []
        var refused = 0, refusedNames = 0
        var topLevel: Set<String> = []
        for seed in UInt64(0)...48 {
            let made = seed == 0 ? Made(schema: Self.issueSchema, table: Self.issueTable) : Self.make(seed: seed, pool: pool, identifiers: identifiers)
            let schemaFile = "s\(seed).schema.json", tableFile = "t\(seed).cases.json"
            let files = MemoryFiles([schemaFile: made.schema, tableFile: made.table])
            let (schema, problems) = SchemaLoader.load(Array(made.schema.utf8), file: schemaFile)
            guard schema != nil else {
                Self.expectLocated(problems, in: [schemaFile], "seed \(seed)")
                refused += 1
                continue
            }
            // Defaults in the first file, the seed's own names in most, hostile ones in every third.
            var random = SeededGenerator(state: seed &* 31)
            var names = seed == 0 ? SwiftTypeNames() : SwiftTypeNames(tab: "Tab\(seed)", route: "Route\(seed)", namespace: "Links\(seed)")
            if !written.isEmpty && seed % 3 == 0 {
                let pick = { typeNames[Int(random.next() % UInt64(typeNames.count))] }
                names = SwiftTypeNames(access: .public, tab: pick(), route: pick(), namespace: pick())
            }
            if let problem = names.problem {
                // Refused on the command line, naming the option (linkcheck.json: its key).
                #expect(problem.hasPrefix("--tab-type") || problem.hasPrefix("--route-type") || problem.hasPrefix("--namespace"), "\(problem)")
                refusedNames += 1
                continue
            }
            // Two files of one module cannot both declare a type: a hostile name already taken is left out.
            let declared = [names.tab, names.route, names.namespace]
            if !topLevel.isDisjoint(with: declared) { continue }
            let parser = GenerateRun.run(GenerateRequest(.swift(schema: schemaFile), names: names), limits: .defaults, files: files)
            guard let parserText = parser.text else {
                Self.expectLocated(parser.diagnostics, in: [schemaFile], "seed \(seed)")
                refused += 1
                continue
            }
            let tests = GenerateRun.run(
                GenerateRequest(
                    .tests(tables: [tableFile], schema: nil, module: nil, testable: false, xctest: seed % 2 == 0),
                    names: names), limits: .defaults, files: files)
            let testsText = try #require(tests.text, "seed \(seed): \(tests.diagnostics.map(\.headline))")
            if seed == 0 {
                Self.expectIssueNamesSpelled(parserText, testsText)
                // The app may list the cases the enumerations promise, with no type to tell `allCases` apart.
                try "func hostileUses() { let tabs = Tab.allCases, types = Route.RType.allCases; _ = (tabs, types) }\n"
                    .write(toFile: folder + "/Uses.swift", atomically: true, encoding: .utf8)
                written.append(folder + "/Uses.swift")
            }
            topLevel.formUnion(declared)
            try parserText.write(toFile: folder + "/Parser\(seed).swift", atomically: true, encoding: .utf8)
            try testsText.write(toFile: folder + "/Tests\(seed).swift", atomically: true, encoding: .utf8)
            written += [folder + "/Parser\(seed).swift", folder + "/Tests\(seed).swift"]
        }
        // Enough of each outcome that the run proves something either way.
        #expect(written.count / 2 >= 12, "only \(written.count / 2) schemas were generated")
        #expect(refused >= 3 && refusedNames >= 2, "refused: \(refused) schemas, \(refusedNames) type names")
        print("HostileNamesTests: \(written.count / 2) schemas generated, \(refused) refused, \(refusedNames) type names refused")
        if let keep = ProcessInfo.processInfo.environment["LINKCHECK_KEEP_HOSTILE"] {
            for file in written { try? FileManager.default.copyItem(atPath: file, toPath: keep + "/" + (file as NSString).lastPathComponent) }
        }
        for mode in Self.modes {
            try SwiftCompiler.typeCheck(written, arguments: mode + ["-warnings-as-errors", "-parse-as-library", "-module-name", "HostileApp"])
        }
    }
}
