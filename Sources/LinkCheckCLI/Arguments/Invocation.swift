import LinkCheckCore
/// What the command line asks for.
public enum Invocation: Sendable, Equatable {
    /// Run a command with these arguments.
    case run(ParsedArguments)
    /// Print help: for the program when `command` is `nil`, else for that existing command.
    case help(command: String?)
    /// Print the version (`--version` before any command name).
    case version
}
