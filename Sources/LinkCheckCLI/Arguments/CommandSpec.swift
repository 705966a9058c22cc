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
    /// What the positional arguments are, for completion and the manual page: the first is
    /// `positionalKinds[0]`, and so on; the last kind stands for every later argument.
    /// Empty when the command takes none.
    public var positionalKinds: [ValueKind]

    public init(
        name: String, summary: String, positionalName: String,
        positionalRange: ClosedRange<Int>, positionalKinds: [ValueKind] = [.text],
        options: [OptionSpec] = [], discussion: String = ""
    ) {
        self.name = name
        self.summary = summary
        self.positionalName = positionalName
        self.positionalRange = positionalRange
        self.options = options
        self.positionalKinds = positionalRange.upperBound == 0 ? [] : positionalKinds
        self.discussion = discussion
    }

    /// What the positional argument at `index` (0-based) is; `nil` past the last one allowed.
    public func positionalKind(at index: Int) -> ValueKind? {
        guard index >= 0, index < positionalRange.upperBound, let last = positionalKinds.last else { return nil }
        return index < positionalKinds.count ? positionalKinds[index] : last
    }

    /// The built-in `help [COMMAND]`; the parser always provides it, after the caller's commands,
    /// whose names it completes.
    static func help(commands: [String]) -> CommandSpec {
        CommandSpec(
            name: "help", summary: "Show help for a command.", positionalName: "COMMAND",
            positionalRange: 0...1, positionalKinds: [.choice(commands)])
    }
}
