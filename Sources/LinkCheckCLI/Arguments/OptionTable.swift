import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
/// The options accepted at one point of the command line, with the built-in `--help` and,
/// before the command name only, `--version`.
struct OptionTable {
    enum Entry: Equatable {
        case option(OptionSpec)
        case help
        case version
    }

    /// In help order; the first of two options with one name wins.
    let options: [OptionSpec]
    let acceptsVersion: Bool
    /// What to run to list these options, quoted in an error when no suggestion is close.
    let helpCommand: String
    private let byName: [String: OptionSpec]

    init(_ options: [OptionSpec], acceptsVersion: Bool, helpCommand: String) {
        self.options = options
        self.acceptsVersion = acceptsVersion
        self.helpCommand = helpCommand
        byName = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func entry(for option: ArgumentScanner.OptionWord) -> Entry? {
        if option.isSingleDash {
            return option.spelling == "-h" ? .help : nil
        }
        switch option.name {
        case "help": return .help
        case "version" where acceptsVersion: return .version
        default: return byName[option.name].map(Entry.option)
        }
    }

    /// The error for an option not in the table, suggesting the closest long option; any run
    /// of leading dashes is ignored so `-schema` and `---schema` both lead to `--schema`.
    func unknown(_ option: ArgumentScanner.OptionWord) -> UsageError {
        var names = options.map(\.name) + ["help"]
        if acceptsVersion { names.append("version") }
        let bare = String(option.spelling.drop { $0 == "-" })
        let suggestion = Suggestion.closest(to: bare, among: names).map { "--" + $0 }
        return .unknownOption(option.spelling, suggestion: suggestion, helpCommand: helpCommand)
    }
}
