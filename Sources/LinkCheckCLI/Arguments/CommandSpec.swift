import LinkCheckCore
/// One subcommand: its name, how many positional arguments it takes, and its own options.
///
/// Invariants: `name` is non-empty and does not start with `-`; `positionalRange.lowerBound >= 0`.
/// Global options are not listed here: the parser adds them to every command.
public struct CommandSpec: Sendable, Equatable {
    public var name: String
    /// One line for the command list, a sentence ending with a period.
    public var summary: String
    /// What each positional argument stands for in help and errors: `TABLE`, `URL`.
    public var positionalName: String
    /// How many positional arguments are allowed; `1...Int.max` means "one or more".
    public var positionalRange: ClosedRange<Int>
    /// Options of this command only, in the order help lists them. They shadow a global option
    /// of the same name.
    public var options: [OptionSpec]
    /// Text shown after the options. Lines are kept; each is wrapped on its own, and a line's
    /// leading spaces indent all of its wrapped pieces, so examples can be laid out by hand.
    public var discussion: String

    public init(name: String, summary: String, positionalName: String,
                positionalRange: ClosedRange<Int>, options: [OptionSpec] = [],
                discussion: String = "") {
        self.name = name
        self.summary = summary
        self.positionalName = positionalName
        self.positionalRange = positionalRange
        self.options = options
        self.discussion = discussion
    }

    /// The built-in `help [COMMAND]`; the parser always provides it, after the caller's commands.
    static let help = CommandSpec(
        name: "help", summary: "Show help for a command.", positionalName: "COMMAND",
        positionalRange: 0...1)
}
