import LinkCheckCore
/// `linkcheck completions fish`: `complete` lines for fish 3, to install as `linkcheck.fish` in
/// a folder of `$fish_complete_path`. File names are offered only where a file is expected.
struct FishCompletion {
    let model: CompletionModel

    func script() -> String {
        let name = model.program
        let q = ShellQuoting.fish
        var lines = [
            "# fish completion for \(name): commands, options, option values and file names.",
            "# Written by \"\(name) completions fish\" from the tables \(name)'s help is written from.",
            "# Install as $PREFIX/share/fish/vendor_completions.d/\(name).fish.",
            "",
            "# The command and its positional arguments typed so far: the words that are neither an",
            "# option nor an option's value.",
            "function __\(name)_words",
            "    set -l words (commandline -opc)",
            "    set -e words[1]",
            "    set -l found",
            "    set -l skip",
            "    set -l ended",
            "    for word in $words",
            "        if set -q skip[1]",
            "            set -e skip",
            "        else if set -q ended[1]",
            "            set -a found $word",
            "        else if test \"$word\" = --",
            "            set ended 1",
            "        else if string match -q -- '--*=*' $word",
            "            continue",
            "        else if string match -q -- '-?*' $word",
            "            __\(name)_takes_value \"$found[1]\" $word; and set skip 1",
            "        else",
            "            set -a found $word",
            "        end",
            "    end",
            "    for word in $found",
            "        echo $word",
            "    end",
            "end",
            "",
            "# Whether option $argv[2] of command $argv[1] takes a value; a command's own option wins.",
            "function __\(name)_takes_value",
            "    switch \"$argv[1] $argv[2]\""
        ]
        for command in model.commands {
            let values = command.own.filter(\.takesValue).map { q(command.name + " " + $0.spelling) }
            if !values.isEmpty { lines += ["        case \(values.joined(separator: " "))", "            return 0"] }
            let flags = command.own.filter { !$0.takesValue && command.shadowing.contains($0.name) }
            if !flags.isEmpty {
                lines += ["        case \(flags.map { q(command.name + " " + $0.spelling) }.joined(separator: " "))", "            return 1"]
            }
        }
        lines += [
            "    end", "    switch $argv[2]",
            "        case \(model.globals.filter(\.takesValue).map { q($0.spelling) }.joined(separator: " "))",
            "            return 0", "    end", "    return 1", "end", "",
            "# Whether the command is one of $argv (none typed yet: no arguments).",
            "function __\(name)_is",
            "    set -l found (__\(name)_words)",
            "    test (count $argv) -eq 0; and test (count $found) -eq 0; and return 0",
            "    contains -- \"$found[1]\" $argv",
            "end", "",
            "# Whether the cursor is on positional argument $argv[2] (0-based) of command $argv[1];",
            "# with $argv[3] = +, on that one or a later one.",
            "function __\(name)_argument",
            "    set -l found (__\(name)_words)",
            "    test \"$found[1]\" = $argv[1]; or return 1",
            "    set -l index (math (count $found) - 1)",
            "    test \"$argv[3]\" = +; and test $index -ge $argv[2]; and return 0",
            "    test $index -eq $argv[2]",
            "end", "",
            "complete -c \(name) -f",
            "complete -c \(name) -s h -l help -d \(q("Show help information."))",
            "complete -c \(name) -n '__\(name)_is' -l version -d \(q("Show the version."))"
        ]
        for command in model.commands {
            lines.append("complete -c \(name) -n '__\(name)_is' -a \(q(command.name)) -d \(q(command.summary))")
        }
        let shadowed = Dictionary(grouping: model.commands.flatMap { c in c.shadowing.map { ($0, c.name) } }, by: \.0)
        for option in model.globals {
            let others = shadowed[option.name].map { " -n " + q("not __\(name)_is " + $0.map(\.1).joined(separator: " ")) } ?? ""
            lines.append("complete -c \(name)\(others)\(flags(option))")
        }
        for command in model.commands {
            for option in command.own {
                lines.append("complete -c \(name) -n \(q("__\(name)_is " + command.name))\(flags(option))")
            }
            lines += positionals(command)
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// ` -l schema -r -F -d '...'`: `-r` a value follows, `-F` it is a file name, `-x` it is
    /// anything but a file name, `-a` the words to offer.
    private func flags(_ option: OptionSpec) -> String {
        let head = " -l \(option.name)"
        let description = " -d \(ShellQuoting.fish(CompletionModel.firstSentence(option.help)))"
        guard let kind = option.valueKind else { return head + description }
        return head + argument(kind) + description
    }

    private func argument(_ kind: ValueKind) -> String {
        switch kind {
        case .file: return " -r -F"
        case .directory: return " -x -a '(__fish_complete_directories (commandline -ct))'"
        case .choice(let words): return " -x -a \(ShellQuoting.fish(words.map(Self.token).joined(separator: " ")))"
        case .text, .number: return " -x"
        }
    }

    /// fish reads the words after `-a` as a command line (substitutions included), so each
    /// word that is not plain is quoted once more.
    static func token(_ word: String) -> String {
        ShellQuoting.isPlain(word) ? word : ShellQuoting.fish(word)
    }

    private func positionals(_ command: CompletionModel.Command) -> [String] {
        let name = model.program
        let last = command.positionalKinds.count - 1
        return command.positionalKinds.enumerated().compactMap { index, kind in
            let more = index == last && command.maximum > index + 1 ? " +" : ""
            let condition = ShellQuoting.fish("__\(name)_argument \(command.name) \(index)\(more)")
            switch kind {
            case .text, .number: return nil
            case .file: return "complete -c \(name) -n \(condition) -F"
            case .directory, .choice: return "complete -c \(name) -n \(condition)\(argument(kind))"
            }
        }
    }
}
