import LinkCheckCLI
import Testing

/// What the argument tests share, namespaced so it cannot clash with other tests' helpers.
enum ArgumentsFixture {
    /// linkcheck's own parser plus commands that exercise what its commands do not: repeatable
    /// options, an exact positional count and no positionals at all.
    static let parser: CommandLineParser = {
        let base = CommandLineParser.linkcheck(version: "1.2.3")
        let lint = CommandSpec(
            name: "lint", summary: "Lint association files.", positionalName: "FILE",
            positionalRange: 1...Int.max,
            options: [
                .option("app-id", valueName: "ID", repeatable: true, help: "An app to answer for."),
                .flag("verbose", repeatable: true, help: "Say more.")
            ])
        let pair = CommandSpec(
            name: "pair", summary: "Compare two.", positionalName: "FILE",
            positionalRange: 2...2)
        let status = CommandSpec(
            name: "status", summary: "Show status.", positionalName: "",
            positionalRange: 0...0)
        return CommandLineParser(
            programName: base.programName, version: base.version,
            summary: base.summary, commands: base.commands + [lint, pair, status],
            globalOptions: base.globalOptions)
    }()

    /// The defaults every command of `parser` reports.
    static let defaults = ["format": "text", "color": "auto"]

    static func run(
        _ command: String, _ positionals: [String],
        _ values: [String: [String]] = [:]
    ) -> Invocation {
        .run(
            ParsedArguments(
                command: command, values: values, positionals: positionals,
                defaults: defaults))
    }
}

/// One command line and what `ArgumentsFixture.parser` must make of it.
struct ArgumentsCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var expected: Result<Invocation, UsageError>
    var sourceLocation: Testing.SourceLocation

    init(
        _ arguments: [String], _ expected: Invocation,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        self.arguments = arguments
        self.expected = .success(expected)
        self.sourceLocation = sourceLocation
    }

    init(
        _ arguments: [String], runs command: String, _ positionals: [String],
        _ values: [String: [String]] = [:],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        self.init(
            arguments, ArgumentsFixture.run(command, positionals, values),
            sourceLocation: sourceLocation)
    }

    init(
        _ arguments: [String], error message: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        self.arguments = arguments
        self.expected = .failure(UsageError(message))
        self.sourceLocation = sourceLocation
    }

    var testDescription: String {
        (["linkcheck"] + arguments.map { $0.isEmpty || $0.contains(" ") ? "'\($0)'" : $0 })
            .joined(separator: " ")
    }

    func check() {
        #expect(ArgumentsFixture.parser.parse(arguments) == expected, sourceLocation: sourceLocation)
    }
}

@Suite struct ArgumentsParsingTests {
    static let cases: [ArgumentsCase] = [
        ArgumentsCase(["routes", "a.json"], runs: "routes", ["a.json"]),
        ArgumentsCase(["routes", "a.json", "b.json"], runs: "routes", ["a.json", "b.json"]),
        ArgumentsCase(
            ["routes", "--schema", "s.json", "a.json"],
            runs: "routes", ["a.json"], ["schema": ["s.json"]]),
        ArgumentsCase(
            ["routes", "--schema=s.json", "a.json"],
            runs: "routes", ["a.json"], ["schema": ["s.json"]]),
        // Only the first "=" splits; the rest belongs to the value.
        ArgumentsCase(["routes", "--schema=a=b.json", "t"], runs: "routes", ["t"], ["schema": ["a=b.json"]]),
        ArgumentsCase(["routes", "--schema=--weird", "t"], runs: "routes", ["t"], ["schema": ["--weird"]]),
        ArgumentsCase(["routes", "--schema", "-", "t"], runs: "routes", ["t"], ["schema": ["-"]]),
        ArgumentsCase(["routes", "-"], runs: "routes", ["-"]),
        ArgumentsCase(
            ["routes", "a.json", "--quiet", "b.json"],
            runs: "routes", ["a.json", "b.json"], ["quiet": ["true"]]),
        ArgumentsCase(
            ["routes", "a.json", "--format", "json", "--color=never"],
            runs: "routes", ["a.json"], ["format": ["json"], "color": ["never"]]),
        ArgumentsCase(["--quiet", "routes", "a.json"], runs: "routes", ["a.json"], ["quiet": ["true"]]),
        ArgumentsCase(
            ["--format=json", "resolve", "--schema", "s", "u"],
            runs: "resolve", ["u"], ["format": ["json"], "schema": ["s"]]),
        ArgumentsCase(["routes", "--", "--quiet", "-h", "--"], runs: "routes", ["--quiet", "-h", "--"]),
        ArgumentsCase(["routes", "a", "--", "-"], runs: "routes", ["a", "-"]),
        ArgumentsCase(["--", "routes", "--quiet"], runs: "routes", ["--quiet"]),
        ArgumentsCase(
            ["lint", "f", "--app-id", "A.b", "--app-id=C.d"],
            runs: "lint", ["f"], ["app-id": ["A.b", "C.d"]]),
        ArgumentsCase(
            ["lint", "--verbose", "f", "--verbose"],
            runs: "lint", ["f"], ["verbose": ["true", "true"]]),
        ArgumentsCase(["pair", "a", "b"], runs: "pair", ["a", "b"]),
        ArgumentsCase(["status"], runs: "status", []),
        // A value is taken as written, spaces and all; only the shell splits words.
        ArgumentsCase(
            ["resolve", "--schema", "my schema.json", "https://x.com/a?b=c&d"],
            runs: "resolve", ["https://x.com/a?b=c&d"], ["schema": ["my schema.json"]])
    ]

    @Test(arguments: cases)
    func parses(_ testCase: ArgumentsCase) {
        testCase.check()
    }

    @Test func accessorsFallBackToDefaults() throws {
        let result = ArgumentsFixture.parser.parse(["routes", "t", "--format", "json", "--schema", "s"])
        guard case .success(.run(let parsed)) = result else {
            Issue.record("expected a run, got \(result)")
            return
        }
        #expect(parsed.value("format") == "json")
        #expect(parsed.value("color") == "auto")
        #expect(parsed.values("color") == ["auto"])
        #expect(parsed.values("schema") == ["s"])
        #expect(parsed.value("nosuch") == nil)
        #expect(parsed.values("nosuch") == [])
        #expect(!parsed.flag("quiet"))
        #expect(!parsed.flag("color"))
        #expect(parsed.flag("schema"))
    }

    @Test func laterValueOfRepeatableOptionWins() {
        let parsed = ParsedArguments(command: "lint", values: ["app-id": ["A", "B"]])
        #expect(parsed.value("app-id") == "B")
        #expect(parsed.values("app-id") == ["A", "B"])
    }

    @Test func formatsAreData() {
        let parser = CommandLineParser.linkcheck(version: "1", formats: ["text", "json", "junit"])
        #expect(
            parser.parse(["routes", "--format", "junit", "t"])
                == .success(
                    .run(
                        ParsedArguments(
                            command: "routes", values: ["format": ["junit"]], positionals: ["t"],
                            defaults: ["format": "text", "color": "auto"]))))
    }
}
