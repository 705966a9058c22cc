import LinkCheckCore
/// `linkcheck man`: the manual page, linkcheck(1), in roff with the man(7) macros. SYNOPSIS,
/// COMMANDS and OPTIONS come from the parser's tables, as help does; the exit statuses,
/// environment and files are written here, from docs/output.md and the code that reads them.
struct ManPage {
    let parser: CommandLineParser

    func render() -> String {
        let name = parser.programName
        var lines = [
            ".\\\" \(name)(1), written by \"\(name) man\" from the tables its help is written from.",
            ".TH \(name.uppercased()) 1 \(LinkCheckVersion.date) \"\(name) \(parser.version)\" \"User Commands\"",
            // No hyphenation and a ragged right: an option split at a hyphen cannot be copied.
            ".nh",
            ".ad l",
            ".SH NAME"
        ]
        lines += Roff.wrapped([Roff.escaped(name), "\\-"] + Roff.lines(lowercasedFirst(trimmedPeriod(parser.summary))))
        lines += synopsis() + description() + commands() + options()
        lines += section("EXIT STATUS", Self.exitStatuses) + section("ENVIRONMENT", Self.environment)
        lines += section("FILES", Self.files) + seeAlso()
        return lines.joined(separator: "\n") + "\n"
    }

    private func synopsis() -> [String] {
        let name = Roff.bold(parser.programName)
        return [
            ".SH SYNOPSIS",
            "\(name) [\(Roff.italic("OPTIONS"))] \(Roff.italic("COMMAND")) [\(Roff.italic("ARGUMENTS"))]", ".br",
            "\(name) \(Roff.bold("help")) [\(Roff.italic("COMMAND"))]", ".br",
            "\(name) \(Roff.bold("--version"))"
        ]
    }

    private func description() -> [String] {
        let name = parser.programName
        return [".SH DESCRIPTION"]
            + Roff.lines(
                "\(name) checks iOS deep links before a release: that every URL a route schema promises "
                    + "opens the screen it promises (case tables), that iOS hands those URLs to the app at all "
                    + "(apple-app-site-association files, the app's Info.plist and entitlements, the Xcode "
                    + "project), and that the Swift parser the app ships agrees with the schema.")
            + [".PP"]
            + Roff.lines(
                "Options may come before or after COMMAND. Both --opt value and --opt=value work; -- ends "
                    + "the options; a FILE may be - for standard input where its option says so. Without a "
                    + "command, \(name) runs check inside a project (a folder with linkcheck.json, or below "
                    + "one) and shows help elsewhere.")
    }

    private func commands() -> [String] {
        let help = HelpFormatter(parser: parser)
        var lines = [".SH COMMANDS"]
        for command in parser.commands {
            lines.append(".SS \(Roff.escaped(command.name))")
            lines += Roff.lines(command.summary)
            lines.append(".PP")
            let usage =
                command.options.map(help.usageItem)
                + (parser.globalOptions.isEmpty ? [] : ["[OPTIONS]"]) + help.positionalUsage(command)
            let head = [Roff.bold(parser.programName), Roff.bold(command.name)]
            // An unbreakable space inside `[--schema FILE]` keeps each item on one line.
            lines += Roff.wrapped(head + usage.map { Roff.escaped($0).replacing(" ", with: "\\ ") })
            lines += command.options.flatMap(entry)
            lines += discussion(command.discussion)
        }
        return lines
    }

    private func options() -> [String] {
        [".SH OPTIONS"] + Roff.lines("Every command accepts these, before or after its name.")
            + parser.globalOptions.flatMap(entry)
            + [
                ".TP", "\(Roff.bold("-h")), \(Roff.bold("--help"))", "Show help information.",
                ".TP", Roff.bold("--version"), "Show the version (before any command name)."
            ]
    }

    /// `.TP` with `--name VALUE` (the words of a closed list in bold) and the help text.
    private func entry(_ option: OptionSpec) -> [String] {
        var label = Roff.bold(option.spelling)
        if let allowed = option.allowedValues {
            label += " " + allowed.map(Roff.bold).joined(separator: "|")
        } else if let value = option.valueName {
            label += " " + Roff.italic(value)
        }
        var text = option.help
        if let value = option.defaultValue { text += " (default: \(value))" }
        if option.repeatable { text += " (repeatable)" }
        return [".TP", label] + Roff.lines(text)
    }

    /// A command's discussion: paragraphs of text, and lines indented by hand (examples) kept as
    /// they are, in a no-fill block.
    private func discussion(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines: [String] = []
        var inExample = false
        var startsParagraph = true
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.allSatisfy({ $0 == " " }) {
                if inExample { lines += [".fi", ".RE"] }
                inExample = false
                startsParagraph = true
                continue
            }
            let isExample = line.hasPrefix(" ")
            if isExample && !inExample { lines += [".PP", ".RS 4", ".nf"] }
            if !isExample && inExample {
                lines += [".fi", ".RE"]
                startsParagraph = true
            }
            inExample = isExample
            if isExample {
                lines.append(Roff.verbatim(String(line.dropFirst(2))))
            } else {
                if startsParagraph { lines.append(".PP") }
                startsParagraph = false
                lines += Roff.lines(line)
            }
        }
        if inExample { lines += [".fi", ".RE"] }
        return lines
    }

    /// `.SH TITLE` and a `.TP` for each item: its tag in bold, then its text.
    private func section(_ title: String, _ items: [(tag: String, text: String)]) -> [String] {
        [".SH \(title)"] + items.flatMap { [".TP", Roff.bold($0.tag)] + Roff.lines($0.text) }
    }

    private func seeAlso() -> [String] {
        [".SH SEE ALSO", ".BR curl (1),", ".BR git (1)", ".PP"]
            + Roff.lines(
                "The documentation in the docs folder of linkcheck's source: commands.md, "
                    + "configuration.md, output.md, rules.md and shell.md.")
    }

    private func trimmedPeriod(_ text: String) -> String { text.hasSuffix(".") ? String(text.dropLast()) : text }

    private func lowercasedFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }

    /// As docs/output.md gives them.
    static let exitStatuses: [(tag: String, text: String)] = [
        ("0", "Everything passed (generate --check: the file is current)."),
        ("1", "A case failed or a lint error was found (with --strict, also a warning; generate --check: the file is stale)."),
        (
            "2",
            "The run could not be judged: a usage error, an unreadable file, invalid JSON or property list, a schema "
                + "or table error, or a report that could not be written in full."
        )
    ]

    /// Every variable the code reads from the environment; a test keeps the list whole.
    static let environment: [(tag: String, text: String)] = [
        ("NO_COLOR", "When set and not empty, --color auto never colors."),
        ("TERM", "When \"dumb\", --color auto never colors."),
        (
            "GITHUB_STEP_SUMMARY",
            "With --format github, the file a Markdown summary of the run is appended to "
                + "(GitHub Actions sets it)."
        ),
        ("PATH", "Where --fetch finds curl."),
        ("LINKCHECK_CURL", "The curl to run for --fetch instead of the one on PATH."),
        ("https_proxy", "And the other variables curl reads (no_proxy, HTTPS_PROXY): passed on to curl."),
        (
            "LINKCHECK_NOW",
            "A time (2026-12-01T00:00:00Z) to take as now when xcode judges a provisioning "
                + "profile's expiry, for reproducible runs."
        )
    ]

    static let files: [(tag: String, text: String)] = [
        (
            "linkcheck.json",
            "The project file: the route tables, schema, Info.plist, entitlements, "
                + "apple-app-site-association files, generated files and Xcode project that check runs. It is looked for "
                + "in the working folder, then in each parent; check --project names another."
        )
    ]
}
