import LinkCheckCore
/// `linkcheck completions bash`: a completion function for bash 4 or later that needs nothing
/// else (not the bash-completion package): the tables become `case` statements, and one fixed
/// function walks the words typed so far to find the command and what the cursor is on.
struct BashCompletion {
    let model: CompletionModel

    func script() -> String {
        let name = model.program
        return """
            # bash completion for \(name): commands, options, option values and file names.
            # Written by "\(name) completions bash" from the tables \(name)'s help is written from.
            # Install as $PREFIX/share/bash-completion/completions/\(name), or source it.

            \(optionsFunction())
            \(valueFunction())
            \(positionalFunction())
            \(mainFunction())
            complete -F _\(name) \(name)

            """
    }

    /// `_linkcheck_options COMMAND`: the options to offer, in help order.
    private func optionsFunction() -> String {
        var lines = [
            "# The options of command $1 (none yet: the global ones) into the array _lc_words.",
            "_\(model.program)_options() {", "    case $1 in"
        ]
        for command in model.commands {
            let words = command.options.map(\.spelling) + ["--help"]
            lines.append("        \(ShellQuoting.posix(command.name))) _lc_words=\(array(words)) ;;")
        }
        let globals = model.globals.map(\.spelling) + ["--help", "--version"]
        lines.append("        *) _lc_words=\(array(globals)) ;;")
        lines += ["    esac", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// `_linkcheck_value COMMAND OPTION`: what the option's value is, empty for a flag.
    private func valueFunction() -> String {
        var lines = [
            "# What option $2 of command $1 takes, into _lc_kind (file, directory, words, text;",
            "# empty for a flag) and _lc_words. A command's own option wins over a global one.",
            "_\(model.program)_value() {", "    _lc_kind= _lc_words=()", "    case \"$1 $2\" in"
        ]
        for command in model.commands {
            for option in command.own where option.takesValue || command.shadowing.contains(option.name) {
                let then = ["return"]
                lines.append("        \(ShellQuoting.posix(command.name + " " + option.spelling))) \(statements(option.valueKind, then)) ;;")
            }
        }
        lines += ["    esac", "    case $2 in"]
        for option in model.globals where option.takesValue {
            lines.append("        \(ShellQuoting.posix(option.spelling))) \(statements(option.valueKind)) ;;")
        }
        lines += ["    esac", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// `_linkcheck_positional COMMAND INDEX`: what the INDEXth argument (0-based) is.
    private func positionalFunction() -> String {
        var lines = [
            "# What positional argument $2 (0-based) of command $1 is, as _linkcheck_value says.",
            "_\(model.program)_positional() {", "    _lc_kind= _lc_words=()", "    case $1 in"
        ]
        for command in model.commands where !command.positionalKinds.isEmpty {
            let head = "        \(ShellQuoting.posix(command.name)))"
            let lastIndex = command.positionalKinds.count - 1
            let last = statements(command.positional(at: lastIndex))
            if lastIndex == 0 && command.maximum == Int.max {
                lines.append("\(head) \(last) ;;")
                continue
            }
            var cases: [String] = []
            for (index, kind) in command.positionalKinds.enumerated().dropLast() {
                cases.append("\(index)) \(statements(kind)) ;;")
            }
            let indexes = command.maximum == Int.max ? "*" : (lastIndex..<command.maximum).map(String.init).joined(separator: "|")
            cases.append("\(indexes)) \(last) ;;")
            lines.append("\(head) case $2 in \(cases.joined(separator: " ")) esac ;;")
        }
        lines += ["    esac", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// `(text json 'a b')`: a bash array, so that no word is split or expanded; plain words bare.
    private func array(_ words: [String]) -> String {
        "(" + words.map { ShellQuoting.isPlain($0) ? $0 : ShellQuoting.posix($0) }.joined(separator: " ") + ")"
    }

    /// The assignments that say what `kind` is (none for a flag), then `then`, as one line.
    private func statements(_ kind: ValueKind?, _ then: [String] = []) -> String {
        let assignment: String?
        switch kind {
        case nil: assignment = nil
        case .text?, .number?: assignment = "_lc_kind=text"
        case .file?: assignment = "_lc_kind=file"
        case .directory?: assignment = "_lc_kind=directory"
        case .choice(let words)?: assignment = "_lc_kind=words _lc_words=\(array(words))"
        }
        return ([assignment].compactMap { $0 } + then).joined(separator: "; ")
    }

    private func mainFunction() -> String {
        let name = model.program
        let commands = array(model.commands.map(\.name))
        return """
            # Readline splits "--option=value" into the words "--option", "=" and "value", unless "="
            # was taken out of COMP_WORDBREAKS; both are handled.
            _\(name)() {
                local cur=${COMP_WORDS[COMP_CWORD]} end=$COMP_CWORD prefix= option= command= ended=
                local count=0 i=1 word _lc_kind _lc_words
                COMPREPLY=()
                if [[ $cur == = ]] && ((COMP_CWORD > 1)); then
                    option=${COMP_WORDS[COMP_CWORD-1]} cur= end=$((COMP_CWORD - 1))
                elif ((COMP_CWORD > 2)) && [[ ${COMP_WORDS[COMP_CWORD-1]} == = ]]; then
                    option=${COMP_WORDS[COMP_CWORD-2]} end=$((COMP_CWORD - 2))
                elif [[ $cur == --*=* ]]; then
                    option=${cur%%=*} prefix=${cur%%=*}= cur=${cur#*=}
                fi
                # The command is the first word that is neither an option nor an option's value.
                while ((i < end)); do
                    word=${COMP_WORDS[i]}
                    if [[ $ended ]]; then
                        ((count++))
                    elif [[ $word == -- ]]; then
                        ended=1
                    elif [[ $word == -?* ]]; then
                        if [[ ${COMP_WORDS[i+1]} == = ]]; then
                            ((i += 2))
                        elif [[ $word != *=* ]]; then
                            _\(name)_value "$command" "$word"
                            if [[ $_lc_kind ]]; then
                                ((i + 1 == end)) && option=$word || ((i++))
                            fi
                        fi
                    elif [[ -z $command ]]; then
                        command=$word
                    else
                        ((count++))
                    fi
                    ((i++))
                done
                if [[ $option ]]; then
                    _\(name)_value "$command" "$option"
                elif [[ ! $ended && $cur == -* ]]; then
                    _\(name)_options "$command"
                    _lc_kind=words
                elif [[ -z $command ]]; then
                    _lc_kind=words _lc_words=\(commands)
                else
                    _\(name)_positional "$command" "$count"
                fi
                case $_lc_kind in
                    file) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$cur") ;;
                    directory) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$cur") ;;
                    words)
                    # Not compgen -W, which expands each word as shell code.
                    for word in "${_lc_words[@]}"; do
                        [[ $word == "$cur"* ]] && COMPREPLY+=("$word")
                    done
                    ;;
                esac
                if [[ $prefix ]]; then
                    COMPREPLY=("${COMPREPLY[@]/#/$prefix}")
                fi
                return 0
            }

            """
    }
}
