import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
/// A command line that cannot run. Callers print `error: <message>` to standard error and exit
/// with status 2.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One lower-case sentence without a trailing period that quotes the offending word and,
    /// when one is close, names the likely intended one.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

extension UsageError {
    static func unknownCommand(_ word: String, suggestion: String?, programName: String) -> UsageError {
        if let suggestion {
            return UsageError("unknown command \(quoted(word)); did you mean \(quoted(suggestion))?")
        }
        return UsageError(
            "unknown command \(quoted(word)); run \(quoted("\(programName) help")) for the list")
    }

    /// `helpCommand` is what to run for the list of options, e.g. `linkcheck help routes`.
    static func unknownOption(_ spelling: String, suggestion: String?, helpCommand: String) -> UsageError {
        if let suggestion {
            return UsageError("unknown option \(quoted(spelling)); did you mean \(quoted(suggestion))?")
        }
        return UsageError("unknown option \(quoted(spelling)); run \(quoted(helpCommand)) for the options")
    }

    static func missingValue(_ option: OptionSpec) -> UsageError {
        UsageError("option \(quoted(option.spelling)) needs a value (\(option.valueDisplay ?? "VALUE"))")
    }

    static func unexpectedValue(_ spelling: String) -> UsageError {
        UsageError("option \(quoted(spelling)) takes no value")
    }

    static func invalidValue(_ value: String, for option: OptionSpec, allowed: [String]) -> UsageError {
        var message =
            "\(quoted(value)) is not a valid value for \(option.spelling); expected one of "
            + allowed.joined(separator: ", ")
        if let suggestion = Suggestion.closest(to: value, among: allowed) {
            message += "; did you mean \(quoted(suggestion))?"
        }
        return UsageError(message)
    }

    static func repeated(_ option: OptionSpec) -> UsageError {
        UsageError("option \(quoted(option.spelling)) given more than once")
    }

    static func missingOption(_ option: OptionSpec, command: String) -> UsageError {
        UsageError("\(command) needs \(option.label)")
    }

    static func positionalCount(_ positionals: [String], for command: CommandSpec) -> UsageError? {
        let range = command.positionalRange
        let count = positionals.count
        guard !range.contains(count) else { return nil }
        let name = command.name
        if range.lowerBound == range.upperBound, range.lowerBound > 0 {
            return UsageError("\(name) needs exactly \(amount(range.lowerBound, command.positionalName))")
        }
        // A grammar (`swift SCHEMA | tests TABLE`) is no noun to count: it is what is needed.
        if count < range.lowerBound, command.positionalName.contains(" ") {
            return UsageError("\(name) needs \(command.positionalName)")
        }
        if count < range.lowerBound {
            return UsageError("\(name) needs at least \(amount(range.lowerBound, command.positionalName))")
        }
        // Quoting the first extra word helps when an option value was mistaken for a positional.
        let extra = positionals[range.upperBound]
        if range.upperBound == 0 {
            return UsageError("\(name) takes no arguments; unexpected \(quoted(extra))")
        }
        return UsageError("\(name) takes at most \(amount(range.upperBound, command.positionalName))")
    }

    private static func amount(_ count: Int, _ noun: String) -> String {
        count == 1 ? "one \(noun)" : "\(count) \(noun)s"
    }

    /// A word from the command line, quoted and escaped: it may hold control characters, bytes
    /// that are not UTF-8, or a megabyte of text.
    private static func quoted(_ text: String) -> String {
        CLI.quoted(text)
    }
}
