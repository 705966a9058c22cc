import LinkCheckCore
/// Walks a command line word by word, recording option values as it goes.
///
/// A word is an option when it starts with `-`, except `-` itself (standard input). A value is
/// never taken from a following word that looks like an option, so `--schema --quiet` is a
/// missing value rather than a schema named `--quiet`; `--schema=--quiet` says it literally.
struct ArgumentScanner {
    /// One command-line word, classified.
    enum Word {
        case positional(String)
        case option(OptionWord)
    }

    /// An option word split at its first `=`.
    struct OptionWord {
        /// As typed, up to any `=`: `--schema`, `-h`, `-schema`.
        var spelling: String
        /// `spelling` without its dashes, for lookup and suggestions.
        var name: String
        var inlineValue: String?
        /// Only `-h` is a short option; `-schema` is reported, not guessed at.
        var isSingleDash: Bool
    }

    /// What a recognised option asks of the parser beyond recording a value.
    enum Effect {
        case recorded
        case help
        case version
    }

    private var words: ArraySlice<String>
    private var endedOptions = false
    /// Option name to values given, across the words before and after the command name.
    private(set) var values: [String: [String]] = [:]

    init(_ arguments: [String]) {
        words = arguments[...]
    }

    mutating func next() -> Word? {
        while let word = words.popFirst() {
            if endedOptions || word == "-" || !word.hasPrefix("-") {
                return .positional(word)
            }
            if word == "--" {
                endedOptions = true
                continue
            }
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let spelling = parts.first.map(String.init) ?? word
            let inlineValue = parts.count > 1 ? String(parts[1]) : nil
            let isSingleDash = !spelling.hasPrefix("--")
            return .option(
                OptionWord(
                    spelling: spelling, name: String(spelling.dropFirst(isSingleDash ? 1 : 2)),
                    inlineValue: inlineValue, isSingleDash: isSingleDash))
        }
        return nil
    }

    /// Looks `option` up in `table`, takes its value and records it.
    mutating func read(_ option: OptionWord, in table: OptionTable) throws(UsageError) -> Effect {
        guard let entry = table.entry(for: option) else {
            throw table.unknown(option)
        }
        let spec: OptionSpec
        switch entry {
        case .help, .version:
            guard option.inlineValue == nil else { throw .unexpectedValue(option.spelling) }
            return entry == .help ? .help : .version
        case .option(let found):
            spec = found
        }
        if !spec.repeatable, values[spec.name] != nil {
            throw .repeated(spec)
        }
        let value: String
        if spec.takesValue {
            value = try takeValue(for: spec, inline: option.inlineValue)
        } else {
            guard option.inlineValue == nil else { throw .unexpectedValue(option.spelling) }
            value = "true"
        }
        values[spec.name, default: []].append(value)
        return .recorded
    }

    private mutating func takeValue(for spec: OptionSpec, inline: String?) throws(UsageError) -> String {
        let value: String
        if let inline {
            value = inline
        } else if let word = words.first, word == "-" || !word.hasPrefix("-") {
            value = word
            words.removeFirst()
        } else {
            throw .missingValue(spec)
        }
        // An empty value (`--schema=` or `--schema ""`) is almost always a shell variable that
        // expanded to nothing; naming it as missing beats failing later on a file called "".
        guard !value.isEmpty else { throw .missingValue(spec) }
        if let allowed = spec.allowedValues, !allowed.contains(value) {
            throw .invalidValue(value, for: spec, allowed: allowed)
        }
        return value
    }
}
