import LinkCheckCLI
import Testing

@Suite struct ArgumentsHelpTests {
    static let cases: [ArgumentsCase] = [
        ArgumentsCase([], .help(command: nil)),
        ArgumentsCase(["help"], .help(command: nil)),
        ArgumentsCase(["--help"], .help(command: nil)),
        ArgumentsCase(["-h"], .help(command: nil)),
        ArgumentsCase(["--quiet"], .help(command: nil)),
        ArgumentsCase(["help", "routes"], .help(command: "routes")),
        ArgumentsCase(["help", "help"], .help(command: "help")),
        ArgumentsCase(["help", "--quiet", "resolve"], .help(command: "resolve")),
        ArgumentsCase(["routes", "--help"], .help(command: "routes")),
        ArgumentsCase(["routes", "-h"], .help(command: "routes")),
        ArgumentsCase(["--help", "routes"], .help(command: "routes")),
        ArgumentsCase(["routes", "a.json", "-h", "b.json"], .help(command: "routes")),
        // Help wins over problems elsewhere on the line: the user is asking how to fix them.
        ArgumentsCase(["routes", "--shcema", "--help"], .help(command: "routes")),
        ArgumentsCase(["routes", "--schema", "-h"], .help(command: "routes")),
        ArgumentsCase(["resolve", "--help"], .help(command: "resolve")),
        ArgumentsCase(["--fromat", "--help"], .help(command: nil)),
        ArgumentsCase(["--version", "--help"], .help(command: nil)),
        ArgumentsCase(["--version"], .version),
        ArgumentsCase(["--quiet", "--version"], .version),
        ArgumentsCase(["--version", "routes", "--nonsense"], .version),
        // After "--" nothing is an option, help included.
        ArgumentsCase(["routes", "--", "-h"], runs: "routes", ["-h"]),
        ArgumentsCase(["routes", "--schema=--help", "t"], runs: "routes", ["t"], ["schema": ["--help"]]),
        ArgumentsCase(["rotues", "--help"], error: #"unknown command "rotues"; did you mean "routes"?"#),
        ArgumentsCase(["help", "hlep"], error: #"unknown command "hlep"; did you mean "help"?"#)
    ]

    @Test(arguments: cases)
    func asksForHelp(_ testCase: ArgumentsCase) {
        testCase.check()
    }

    /// The whole routes help is pinned by fixtures/golden/help-routes.txt; here, its usage line.
    @Test func routesHelpStartsWithItsUsage() {
        let help = CommandLineParser.linkcheck(version: "1.0").help(for: "routes")
        #expect(
            help.contains(
                "\nUSAGE: linkcheck routes [--schema FILE] [--coverage] [--min-coverage PERCENT]\n"
                    + "                        [--round-trip] [--info-plist FILE] [--entitlements FILE]\n"
                    + "                        [--release] [OPTIONS] TABLE...\n"))
    }

    /// The whole program help is pinned by fixtures/golden/help.txt; here, that every command is listed.
    @Test func programHelpListsEveryCommand() {
        let help = CommandLineParser.linkcheck(version: "1.0").help(for: nil)
        for command in ["check", "routes", "resolve", "aasa", "init", "help"] {
            #expect(help.contains("\n  \(command) "), "\(command) missing from:\n\(help)")
        }
    }

    /// Help for one command is about that command: its own options, and the global ones named
    /// with a pointer to `linkcheck help`, which describes them.
    @Test func commandHelpDescribesOnlyItsOwnOptions() {
        let parser = CommandLineParser.linkcheck(version: "1.0")
        for command in ["init", "routes", "check", "completions"] {
            let help = parser.help(for: command)
            #expect(!help.contains("  --max-depth N "), "\(command) describes a global option")
            #expect(help.contains("\n[OPTIONS] are the options of every command (--format, --color, --quiet,\n"), "\(command)")
        }
        #expect(parser.help(for: nil).contains("\n  --max-depth N           Refuse JSON or property lists nested deeper than N\n"))
    }

    @Test func unknownTopicGivesProgramHelp() {
        #expect(ArgumentsFixture.parser.help(for: "nosuch") == ArgumentsFixture.parser.help(for: nil))
    }

    @Test(arguments: [nil, "routes", "resolve", "help", "lint", "pair", "status"])
    func helpFitsEightyColumns(_ command: String?) {
        let text = ArgumentsFixture.parser.help(for: command)
        #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
        for line in text.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.count <= 80, "\(line)")
            #expect(line.last != " ", "trailing space in \(line)")
        }
    }

    @Test func usageShowsRequiredRepeatableAndOptionalPositionals() {
        let lint = ArgumentsFixture.parser.help(for: "lint")
        #expect(lint.contains("USAGE: linkcheck lint [--app-id ID]... [--verbose]... [OPTIONS] FILE...\n"))
        #expect(lint.contains("An app to answer for. (repeatable)"))
        #expect(ArgumentsFixture.parser.help(for: "resolve").contains("USAGE: linkcheck resolve --schema FILE [OPTIONS] URL...\n"))
        #expect(ArgumentsFixture.parser.help(for: "help").contains("USAGE: linkcheck help [OPTIONS] [COMMAND]\n"))
        #expect(ArgumentsFixture.parser.help(for: "pair").contains("USAGE: linkcheck pair [OPTIONS] FILE FILE\n"))
        #expect(ArgumentsFixture.parser.help(for: "status").contains("USAGE: linkcheck status [OPTIONS]\n"))
    }

    @Test func longUsageWrapsUnderTheFirstArgument() {
        let options = (1...6).map { OptionSpec.option("option\($0)", valueName: "VALUE", help: "Set it.") }
        let parser = CommandLineParser(
            programName: "tool", version: "1",
            commands: [
                CommandSpec(
                    name: "go", summary: "Go.", positionalName: "X",
                    positionalRange: 0...Int.max, options: options)
            ],
            globalOptions: [])
        let usage = parser.help(for: "go").split(separator: "\n").filter {
            $0.hasPrefix("USAGE:") || $0.hasPrefix("            ")
        }
        #expect(
            usage == [
                "USAGE: tool go [--option1 VALUE] [--option2 VALUE] [--option3 VALUE]",
                "               [--option4 VALUE] [--option5 VALUE] [--option6 VALUE] [X...]"
            ])
    }

    @Test func discussionKeepsLinesAndIndents() {
        let parser = CommandLineParser(
            programName: "tool", version: "1",
            commands: [
                CommandSpec(
                    name: "go", summary: "", positionalName: "X",
                    positionalRange: 0...0,
                    discussion: "Example:\n  tool go\n\n" + String(repeating: "word ", count: 20))
            ],
            globalOptions: [])
        #expect(
            parser.help(for: "go") == """
                USAGE: tool go

                OPTIONS:
                  -h, --help              Show help information.

                Example:
                  tool go

                word word word word word word word word word word word word word word word word
                word word word word

                """)
    }
}
