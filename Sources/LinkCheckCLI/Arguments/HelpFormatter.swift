import LinkCheckCore
/// Builds help text from the specs, in the layout of swift-argument-parser: OVERVIEW, USAGE,
/// then aligned two-column lists. Output depends only on the specs, and no line is wider than
/// `width` unless a single word is.
struct HelpFormatter {
    static let width = 80
    /// Where the second column starts; labels too long for the first column get their own line.
    static let column = 26
    static let indent = "  "

    let parser: CommandLineParser

    func programHelp() -> String {
        let name = parser.programName
        var sections: [[String]] = []
        if !parser.summary.isEmpty {
            sections.append(TextWrapping.paragraph("OVERVIEW: " + parser.summary, width: Self.width))
        }
        sections.append(usage([name, "COMMAND", "[OPTIONS]", "[ARGUMENTS]"]))
        sections.append(["COMMANDS:"] + parser.commands.flatMap { entry($0.name, $0.summary) })
        sections.append(["OPTIONS:"] + optionEntries(parser.globalOptions, version: true))
        sections.append(
            TextWrapping.paragraph(
                "Options may come before or after COMMAND. Run \"\(name) help COMMAND\" for the "
                    + "arguments and options of one command.", width: Self.width))
        return render(sections)
    }

    func commandHelp(_ command: CommandSpec) -> String {
        var sections: [[String]] = []
        if !command.summary.isEmpty {
            sections.append(TextWrapping.paragraph("OVERVIEW: " + command.summary, width: Self.width))
        }
        var items = [parser.programName, command.name] + command.options.map(usageItem)
        if !parser.globalOptions.isEmpty { items.append("[OPTIONS]") }
        items += positionalUsage(command)
        sections.append(usage(items))
        // The command's own options; the global ones are named, and described by `linkcheck help`.
        sections.append(["OPTIONS:"] + optionEntries(command.options, version: false))
        if !parser.globalOptions.isEmpty {
            let names = parser.globalOptions.map { "--" + $0.name }.joined(separator: ", ")
            sections.append(
                TextWrapping.paragraph(
                    "[OPTIONS] are the options of every command (\(names)): \"\(parser.programName) help\" describes them.",
                    width: Self.width))
        }
        if !command.discussion.isEmpty {
            sections.append(TextWrapping.preservingLines(command.discussion, width: Self.width))
        }
        return render(sections)
    }

    private func render(_ sections: [[String]]) -> String {
        sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n") + "\n"
    }

    /// Continuation lines line up under the first argument, unless that would leave too little
    /// room, as with a long program or command name.
    private func usage(_ items: [String]) -> [String] {
        let head = "USAGE: " + items.prefix(2).joined(separator: " ") + " "
        let hanging = head.count <= Self.width / 2 ? head.count : "USAGE: ".count
        return TextWrapping.fill(
            items, width: Self.width, firstPrefix: "USAGE: ",
            prefix: String(repeating: " ", count: hanging))
    }

    func usageItem(_ option: OptionSpec) -> String {
        let item = option.required ? option.label : "[\(option.label)]"
        return option.repeatable ? item + "..." : item
    }

    /// `[URL]`, `[URL...]`, `URL URL` or `URL...`: required ones written out, "..." for more.
    /// A grammar rather than one value (`swift SCHEMA | tests TABLE`) is written once: it already
    /// spells out every argument it takes.
    func positionalUsage(_ command: CommandSpec) -> [String] {
        let range = command.positionalRange
        let name = command.positionalName
        guard range.upperBound > 0 else { return [] }
        let more = range.upperBound > range.lowerBound
        if name.contains(" ") { return [range.lowerBound == 0 ? "[\(name)]" : more ? name + "..." : name] }
        if range.lowerBound == 0 {
            return [more && range.upperBound > 1 ? "[\(name)...]" : "[\(name)]"]
        }
        let required = Array(repeating: name, count: range.lowerBound)
        return more ? required.dropLast() + ["\(name)..."] : required
    }

    private func optionEntries(_ options: [OptionSpec], version: Bool) -> [String] {
        var seen: Set<String> = []
        var lines: [String] = []
        for option in options where seen.insert(option.name).inserted {
            // Notes stay whole so "(default: auto)" is never split across lines.
            var items = TextWrapping.words(option.help)
            if let defaultValue = option.defaultValue { items.append("(default: \(defaultValue))") }
            if option.repeatable { items.append("(repeatable)") }
            lines += entry(option.label, items)
        }
        lines += entry("-h, --help", "Show help information.")
        if version { lines += entry("--version", "Show the version.") }
        return lines
    }

    private func entry(_ label: String, _ text: String) -> [String] {
        entry(label, TextWrapping.words(text))
    }

    private func entry(_ label: String, _ items: [String]) -> [String] {
        let pad = String(repeating: " ", count: Self.column)
        let body = TextWrapping.fill(items, width: Self.width - Self.column)
        let head = Self.indent + label
        guard let firstLine = body.first else { return [head] }
        let rest = body.dropFirst().map { pad + $0 }
        if head.count + 2 <= Self.column {
            let gap = String(repeating: " ", count: Self.column - head.count)
            return [head + gap + firstLine] + rest
        }
        return [head, pad + firstLine] + rest
    }
}

extension CommandLineParser {
    /// Help for `command`, or for the program when `command` is `nil` or names no command.
    /// Every line, the last included, ends in `\n`, so the text can be written as is; lines fit
    /// in 80 columns.
    public func help(for command: String?) -> String {
        let formatter = HelpFormatter(parser: self)
        guard let command, let spec = self.command(named: command) else {
            return formatter.programHelp()
        }
        return formatter.commandHelp(spec)
    }
}
