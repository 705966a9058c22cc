@testable import LinkCheckCore
@testable import LinkCheckGenerate
@testable import LinkCheckRoutes
import Testing

/// The names `generate swift` makes up: enumeration case names from raw values and the nested
/// enumeration types, numbered when taken. They are found by lookup rather than by searching what
/// was made so far (which was quadratic), and must come out as they always did.
@Suite struct SwiftNamingTests {
    @Test func caseNamesNumberEachTakenName() {
        // "x!" and "x?" fold to "x"; "x2" is its own name, so the second "x"-based number after it is 4.
        #expect(
            SwiftNames.caseNames(forRawValues: ["x", "x!", "x?", "x2", "x#", "x2!", "-", ""])
                == ["x", "x2", "x3", "x22", "x4", "x23", "empty", "empty2"])
    }

    static let at = SourceLocation(line: 3, column: 1)

    static func parameter(_ name: String, _ members: [String]) -> RouteDeclaration.Parameter {
        .init(name: name, type: ParamType(.enumeration(members)), location: at)
    }

    @Test func enumerationTypesShareAndNumberNames() {
        let routes = [
            RouteDeclaration(name: "a", parameters: [Self.parameter("sort", ["x"])], location: Self.at),
            RouteDeclaration(name: "b", parameters: [Self.parameter("Sort", ["y"]), Self.parameter("sort", ["z"])], location: Self.at),
            RouteDeclaration(name: "c", parameters: [Self.parameter("bSort", ["w"])], location: Self.at),
            RouteDeclaration(name: "d", parameters: [Self.parameter("sort", ["x"])], location: Self.at)
        ]
        let schema = RouteSchema(schemes: ["miapp"], hosts: [], tabs: nil, caseSensitive: true, routes: routes, links: [])
        let values = SwiftValues(schema: schema, names: SwiftTypeNames())
        #expect(values.enumerations.map(\.name) == ["Sort", "BSort", "BSort2", "CBSort"])
        #expect(
            values.enumerations.map { $0.uses.map { "\($0.route).\($0.parameter)" } }
                == [["a.sort", "d.sort"], ["b.Sort"], ["b.sort"], ["c.bSort"]])
        #expect(
            ["a", "b", "c", "d"].map { route in
                ["sort", "Sort", "bSort"].compactMap { values.enumeration(route: route, parameter: $0)?.name }
            } == [["Sort"], ["BSort2", "BSort"], ["CBSort"], ["Sort"]])
    }
}

extension SwiftNamingTests {
    /// `--enums top-level`: the enumerations are declared after the routes' type, at the file's top
    /// level, and named unqualified; a name the file's own code uses (`Source`) is not taken, and a
    /// capture's local never shadows one.
    @Test func topLevelEnumerations() throws {
        let text = #"""
            { "schemes": ["trails"], "tabs": ["explore"],
              "routes": { "trail": { "id": "int", "difficulty": ["easy", "hard", null] }, "pick": { "source": ["a", "b"] } },
              "links": [ { "path": "/d/:Difficulty", "tab": "explore", "stack": [{ "trail": { "id": 1, "difficulty": ":Difficulty" } }] },
                         { "path": "/s/:source", "tab": "explore", "stack": [{ "pick": { "source": ":source" } }] } ] }
            """#
        let schema = try #require(SchemaLoader.load(Array(text.utf8), file: "t.json").schema)
        var names = SwiftTypeNames()
        names.enumerations = .topLevel
        let command = GenerateRequest(.swift(schema: "t.json"), names: names).command
        let swift = SwiftParserGenerator.source(for: schema, file: "t.json", names: names, command: command)
        let lines = swift.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines.filter { $0.hasPrefix("enum ") } == [
                "enum Tab: String, Hashable, CaseIterable, Sendable {", "enum Route: Hashable, Sendable {",
                "enum Difficulty: String, Hashable, CaseIterable, Sendable {", "enum PickSource: String, Hashable, CaseIterable, Sendable {",
                "enum DeepLink {"
            ])
        #expect(lines.contains("    case trail(id: Int, difficulty: Difficulty?)"))
        #expect(lines.contains("            if s.count == 2, let DifficultyValue = Difficulty(rawValue: s[1]) {"), "\(swift)")
        #expect(!swift.contains("Route.Difficulty"))
        #expect(command == "linkcheck generate swift t.json --enums top-level")
    }
}
