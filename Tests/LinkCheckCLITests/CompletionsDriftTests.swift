import Foundation
@testable import LinkCheckCLI
import LinkCheckCore
import LinkCheckReports
import Testing

/// Help, the completion scripts and the manual page are written from one set of tables; these
/// tests fail when an option reaches one of them and not the others. The scripts' behaviour in
/// the real shells is Tests/Integration/completions.sh; their whole text, the goldens.
@Suite struct CompletionsDriftTests {
    static let parser = CommandLineParser.linkcheck(version: LinkCheckVersion.current)
    static let bash = Shell.bash.script(for: parser)
    static let zsh = Shell.zsh.script(for: parser)
    static let fish = Shell.fish.script(for: parser)
    static let man = ManPage(parser: parser).render()

    /// Each command, with every option it accepts: its own, then the global ones.
    static let commands: [CommandSpec] = parser.commands

    static func options(of command: CommandSpec) -> [OptionSpec] {
        let own = Set(command.options.map(\.name))
        return command.options + parser.globalOptions.filter { !own.contains($0.name) }
    }

    @Test(arguments: commands.map(\.name))
    func bashOffersEveryOptionOfTheCommand(_ name: String) throws {
        let command = try #require(Self.parser.command(named: name))
        let line = try #require(Self.bash.split(separator: "\n").first { $0.hasPrefix("        '\(name)') _lc_words=") })
        let offered = line.split(separator: "(")[1].split(separator: ")")[0].split(separator: " ").map(String.init)
        #expect(offered == Self.options(of: command).map(\.spelling) + ["--help"])
    }

    @Test(arguments: commands.map(\.name))
    func zshOffersEveryOptionOfTheCommand(_ name: String) throws {
        let command = try #require(Self.parser.command(named: name))
        let start = try #require(Self.zsh.range(of: "\n                '\(name)')\n"))
        let rest = Self.zsh[start.upperBound...]
        let block = try #require(rest.range(of: "\n                    ;;\n").map { rest[..<$0.lowerBound] })
        for option in Self.options(of: command) {
            let spec = (option.repeatable ? "*" : "") + option.spelling + (option.takesValue ? "=[" : "[")
            #expect(block.contains("'" + spec), "zsh: \(name) lacks \(option.spelling)")
        }
    }

    @Test(arguments: commands.map(\.name))
    func fishOffersEveryOptionOfTheCommand(_ name: String) throws {
        let command = try #require(Self.parser.command(named: name))
        for option in command.options {
            #expect(
                Self.fish.contains("complete -c linkcheck -n '__linkcheck_is \(name)' -l \(option.name) "),
                "fish: \(name) lacks \(option.spelling)")
        }
        for option in Self.parser.globalOptions {
            #expect(Self.fish.contains("complete -c linkcheck -l \(option.name) "), "fish: no global \(option.spelling)")
        }
    }

    @Test(arguments: commands.map(\.name))
    func theManualListsEveryOptionOfTheCommand(_ name: String) throws {
        let command = try #require(Self.parser.command(named: name))
        let start = try #require(Self.man.range(of: "\n.SS \(name)\n"))
        let rest = Self.man[start.upperBound...]
        let section = rest.range(of: "\n.S").map { rest[..<$0.lowerBound] } ?? rest
        for option in command.options {
            #expect(section.contains(".TP\n" + Roff.bold(option.spelling)), "man: \(name) lacks \(option.spelling)")
        }
        let globals = try #require(Self.man.range(of: "\n.SH OPTIONS\n"))
        for option in Self.parser.globalOptions {
            #expect(Self.man[globals.upperBound...].contains(".TP\n" + Roff.bold(option.spelling)))
        }
    }

    /// Every value of a closed list is offered by each shell and named in the manual.
    @Test func everyChoiceIsOffered() {
        for command in Self.commands {
            for option in Self.options(of: command) {
                guard case .choice(let words)? = option.valueKind else { continue }
                let list = words.joined(separator: " ")
                #expect(Self.bash.contains("_lc_words=(\(list))"), "bash: \(option.spelling)")
                #expect(Self.zsh.contains("(\(list))'"), "zsh: \(option.spelling)")
                #expect(Self.fish.contains("-x -a '\(list)'"), "fish: \(option.spelling)")
                #expect(Self.man.contains(words.map(Roff.bold).joined(separator: "|")), "man: \(option.spelling)")
            }
        }
        #expect(Self.bash.contains("_lc_words=(\(Reporters.names.joined(separator: " ")))"))
    }

    /// A value that names a file is completed as one: a table added by another branch with
    /// `valueName: "FILE"` and no kind would otherwise complete as text.
    @Test func filesAreCompletedAsFiles() {
        for command in Self.commands {
            for option in Self.options(of: command) where ["FILE", "TABLE"].contains(option.valueName) {
                #expect(option.valueKind == .file, "\(command.name) \(option.spelling) is a \(option.valueName ?? "") but not .file")
            }
            if ["FILE", "TABLE", "PROJECT"].contains(command.positionalName) {
                #expect(command.positionalKinds == [.file], "\(command.name)'s \(command.positionalName)")
            }
        }
    }

    @Test func helpCompletesCommandNamesAndCompletionsShells() throws {
        let help = try #require(Self.parser.command(named: "help"))
        #expect(help.positionalKinds == [.choice(Self.commands.map(\.name))])
        let completions = try #require(Self.parser.command(named: "completions"))
        #expect(completions.positionalKinds == [.choice(["bash", "zsh", "fish"])])
        #expect(completions.positionalKind(at: 0) == .choice(["bash", "zsh", "fish"]))
        #expect(completions.positionalKind(at: 1) == nil)
        let generate = try #require(Self.parser.command(named: "generate"))
        #expect(generate.positionalKind(at: 0) == .choice(["swift", "tests", "aasa"]))
        #expect(generate.positionalKind(at: 5) == .file)
    }
}
