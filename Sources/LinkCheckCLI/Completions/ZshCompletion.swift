import LinkCheckCore
/// `linkcheck completions zsh`: an `_arguments` completion function for zsh's completion system
/// (`compinit`), to install as `_linkcheck` in a folder of `$fpath`.
struct ZshCompletion {
    let model: CompletionModel

    func script() -> String {
        let name = model.program
        var lines = [
            "#compdef \(name)",
            "# zsh completion for \(name): commands, options, option values and file names.",
            "# Written by \"\(name) completions zsh\" from the tables \(name)'s help is written from.",
            "# Install as _\(name) in a folder of $fpath, before compinit runs.",
            "",
            "_\(name)() {",
            "    local curcontext=$curcontext state line ret=1",
            "    typeset -A opt_args",
            "    _arguments -C \\"
        ]
        lines += model.globals.map { "        \(spec($0)) \\" }
        lines += [
            "        '(- *)'{-h,--help}'[Show help information.]' \\",
            "        '(- *)--version[Show the version.]' \\",
            "        '1:command:->command' \\",
            "        '*::argument:->argument' && ret=0",
            "    case $state in",
            "        command)",
            "            local -a commands=("
        ]
        lines += model.commands.map { "                \(ShellQuoting.posix(escapedColons($0.name) + ":" + escapedColons($0.summary)))" }
        lines += [
            "            )",
            "            _describe -t commands command commands && ret=0",
            "            ;;",
            "        argument)",
            "            curcontext=${curcontext%:*:*}:\(name)-$words[1]:",
            "            case $words[1] in"
        ]
        for command in model.commands {
            lines.append("                \(ShellQuoting.posix(command.name)))")
            lines.append("                    _arguments \\")
            lines += command.options.map { "                        \(spec($0)) \\" }
            lines += positionals(command).map { "                        \($0) \\" }
            lines.append("                        '(- *)'{-h,--help}'[Show help information.]' && ret=0")
            lines.append("                    ;;")
        }
        lines += [
            "            esac",
            "            ;;",
            "    esac",
            "    return ret",
            "}",
            "",
            "_\(name) \"$@\"",
            ""
        ]
        return lines.joined(separator: "\n")
    }

    /// `'*--app-id=[The app to answer for]:ID: '`: `=` takes the value in the same word or the
    /// next, `*` lets the option repeat.
    private func spec(_ option: OptionSpec) -> String {
        let repeat_ = option.repeatable ? "*" : ""
        let help = "[" + bracketEscaped(CompletionModel.firstSentence(option.help)) + "]"
        guard let kind = option.valueKind else {
            return ShellQuoting.posix(repeat_ + option.spelling + help)
        }
        let message = escapedColons(option.valueName ?? "VALUE")
        return ShellQuoting.posix(repeat_ + option.spelling + "=" + help + ":" + message + ":" + action(kind))
    }

    /// `'1:kind:(swift tests)' '*:FILE:_files'`; a `::` marks an argument that may be left out.
    private func positionals(_ command: CompletionModel.Command) -> [String] {
        guard !command.positionalKinds.isEmpty else { return [] }
        let message = escapedColons(command.positionalName)
        var specs: [String] = []
        let counted = command.maximum == Int.max ? command.positionalKinds.count - 1 : command.maximum
        for index in 0..<counted {
            let optional = index >= command.minimum ? ":" : ""
            specs.append("\(index + 1):\(optional)\(message):\(action(command.positional(at: index)))")
        }
        if command.maximum == Int.max, let last = command.positionalKinds.last {
            specs.append("*:\(message):\(action(last))")
        }
        return specs.map(ShellQuoting.posix)
    }

    private func action(_ kind: ValueKind?) -> String {
        switch kind {
        case .file?: return "_files"
        case .directory?: return "_files -/"
        case .choice(let words)?: return "(" + words.map(wordEscaped).joined(separator: " ") + ")"
        case .text?, .number?, nil: return " "
        }
    }

    /// Inside `[...]` a `]` or `\` would end or escape early.
    private func bracketEscaped(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("]", with: "\\]").replacing("[", with: "\\[")
    }

    /// `:` separates the parts of a spec.
    private func escapedColons(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing(":", with: "\\:")
    }

    /// A word of a `(a b c)` list: spaces, parentheses and backslashes escaped.
    private func wordEscaped(_ word: String) -> String {
        var out = ""
        for ch in word {
            if " ()\\:'\"$`".contains(ch) { out.append("\\") }
            out.append(ch)
        }
        return out
    }
}
