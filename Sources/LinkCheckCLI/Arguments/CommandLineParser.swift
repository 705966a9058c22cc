import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
/// Turns a command line into an `Invocation`, declaratively: commands and options are data, and
/// errors and help text are derived from them.
///
/// Grammar: `PROGRAM [GLOBAL-OPTION...] COMMAND [OPTION | POSITIONAL]... [-- POSITIONAL...]`.
/// Options may come before or after positionals; `--` ends options; `-` is a positional.
/// `-h` or `--help` anywhere before `--` asks for help and wins over any other problem on the
/// line; `--version` is recognised before the command name only. No arguments at all ask for
/// the program's help.
public struct CommandLineParser: Sendable {
    /// The name shown in usage lines and in hints such as `run "linkcheck help"`.
    public let programName: String
    public let version: String
    /// One sentence for the top of the program's help; empty leaves the OVERVIEW line out.
    public let summary: String
    /// The caller's commands in the order given, then the built-in `help`.
    public let commands: [CommandSpec]
    /// Options every command accepts, after its own options.
    public let globalOptions: [OptionSpec]

    /// A caller's command named `help` is dropped: `help` is the parser's own.
    public init(
        programName: String, version: String, summary: String = "",
        commands: [CommandSpec], globalOptions: [OptionSpec]
    ) {
        self.programName = programName
        self.version = version
        self.summary = summary
        let own = commands.filter { $0.name != "help" }
        self.commands = own + [CommandSpec.help(commands: own.map(\.name) + ["help"])]
        self.globalOptions = globalOptions
    }

    /// The command called exactly `name`, if any.
    public func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    /// Never traps: every malformed input is a `UsageError`.
    public func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
        do {
            return .success(try invocation(for: arguments))
        } catch {
            return .failure(error)
        }
    }

    private func invocation(for arguments: [String]) throws(UsageError) -> Invocation {
        // No value may start with "-", so a literal "-h" or "--help" before "--" is always the
        // help option, even when an earlier word is malformed.
        let wantsHelp = arguments.prefix { $0 != "--" }.contains { $0 == "-h" || $0 == "--help" }
        var scanner = ArgumentScanner(arguments)

        let leading = OptionTable(globalOptions, acceptsVersion: true, helpCommand: "\(programName) help")
        var commandWord: String?
        do {
            scanning: while let word = scanner.next() {
                switch word {
                case .positional(let name):
                    commandWord = name
                    break scanning
                case .option(let option):
                    if try scanner.read(option, in: leading) == .version, !wantsHelp {
                        return .version
                    }
                }
            }
        } catch {
            if wantsHelp { return .help(command: nil) }
            throw error
        }

        guard let commandWord else { return .help(command: nil) }
        guard let command = command(named: commandWord) else {
            throw unknownCommand(commandWord)
        }

        let table = OptionTable(
            command.options + globalOptions, acceptsVersion: false,
            helpCommand: "\(programName) help \(command.name)")
        var positionals: [String] = []
        do {
            while let word = scanner.next() {
                switch word {
                case .positional(let value):
                    positionals.append(value)
                case .option(let option):
                    _ = try scanner.read(option, in: table)
                }
            }
        } catch {
            if wantsHelp { return .help(command: command.name) }
            throw error
        }
        if wantsHelp { return .help(command: command.name) }

        if let error = UsageError.positionalCount(positionals, for: command) {
            throw error
        }
        if command.name == "help" {
            guard let topic = positionals.first else { return .help(command: nil) }
            guard self.command(named: topic) != nil else { throw unknownCommand(topic) }
            return .help(command: topic)
        }
        for option in table.options where option.required && scanner.values[option.name] == nil {
            throw .missingOption(option, command: command.name)
        }

        var defaults: [String: String] = [:]
        for option in table.options.reversed() {
            defaults[option.name] = option.defaultValue
        }
        return .run(
            ParsedArguments(
                command: command.name, values: scanner.values,
                positionals: positionals, defaults: defaults))
    }

    private func unknownCommand(_ word: String) -> UsageError {
        .unknownCommand(
            word, suggestion: Suggestion.closest(to: word, among: commands.map(\.name)),
            programName: programName)
    }
}
