import LinkCheckCore

/// `linkcheck completions SHELL`: the completion script for bash, zsh or fish, written from the
/// same tables as help, to standard output (or `--output FILE`).
struct CompletionsCommand {
    let args: ParsedArguments

    func run() -> CommandOutcome {
        let word = args.positionals.first ?? ""
        guard let shell = Shell(rawValue: word) else {
            let names = Shell.allCases.map(\.rawValue)
            let hint = Suggestion.hint(for: word, among: names)
            let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
            return .usage("completions writes a script for \(list), not \(CLI.quoted(word))\(hint)")
        }
        let parser = CommandLineParser.linkcheck(version: LinkCheckVersion.current)
        return .output(CommandOutput(status: ExitStatus.passed, stdout: shell.script(for: parser)))
    }
}
