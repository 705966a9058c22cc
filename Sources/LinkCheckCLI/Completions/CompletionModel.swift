import LinkCheckCore
/// The command line as completion sees it: every command with all the options it accepts (its
/// own, then the global ones it does not shadow), and what its positional arguments are.
///
/// `--help` and `--version` are the parser's own and not in the tables; each script adds them.
struct CompletionModel {
    struct Command {
        var name: String
        var summary: String
        var positionalName: String
        /// Every option the command accepts, in help order; a global option the command
        /// shadows with one of its own is left out, as the parser leaves it out.
        var options: [OptionSpec]
        /// Its own options, without the global ones.
        var own: [OptionSpec]
        /// The names of its own options that shadow a global one.
        var shadowing: Set<String>
        /// The kind of each positional argument, the last standing for the rest; empty for none.
        var positionalKinds: [ValueKind]
        /// How many positional arguments it takes at most (`Int.max`: no limit).
        var maximum: Int
        /// How many it needs.
        var minimum: Int

        let spec: CommandSpec

        /// The kind of the positional argument at `index` (0-based), `nil` past the last allowed.
        func positional(at index: Int) -> ValueKind? { spec.positionalKind(at: index) }
    }

    var program: String
    var commands: [Command]
    /// The options accepted before the command name.
    var globals: [OptionSpec]

    init(_ parser: CommandLineParser) {
        program = parser.programName
        globals = Self.unique(parser.globalOptions)
        commands = parser.commands.map { spec in
            let own = Self.unique(spec.options)
            let ownNames = Set(own.map(\.name))
            let globalNames = Set(parser.globalOptions.map(\.name))
            return Command(
                name: spec.name, summary: spec.summary, positionalName: spec.positionalName,
                options: Self.unique(own + parser.globalOptions.filter { !ownNames.contains($0.name) }),
                own: own, shadowing: ownNames.intersection(globalNames),
                positionalKinds: spec.positionalKinds, maximum: spec.positionalRange.upperBound,
                minimum: spec.positionalRange.lowerBound, spec: spec)
        }
    }

    /// The first option of each name, as the parser's table keeps it.
    private static func unique(_ options: [OptionSpec]) -> [OptionSpec] {
        var seen: Set<String> = []
        return options.filter { seen.insert($0.name).inserted }
    }

    /// The first sentence of a help text, for shells that show one short line per item: up to
    /// the first `.`, `;` or `:` that ends a word outside parentheses.
    static func firstSentence(_ text: String) -> String {
        let words = text.split(separator: " ")
        var taken: [Substring] = []
        var depth = 0
        for word in words {
            taken.append(word)
            depth += word.count { $0 == "(" } - word.count { $0 == ")" }
            if depth <= 0 && (word.hasSuffix(".") || word.hasSuffix(";") || word.hasSuffix(":")) { break }
        }
        let sentence = taken.joined(separator: " ")
        return sentence.hasSuffix(";") || sentence.hasSuffix(":") ? String(sentence.dropLast()) : sentence
    }
}
