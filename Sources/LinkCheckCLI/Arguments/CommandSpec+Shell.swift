import LinkCheckCore
extension CommandSpec {
    /// `completions SHELL`: a script that completes linkcheck's commands and options.
    static let completions = CommandSpec(
        name: "completions",
        summary: "Print a completion script for bash, zsh or fish.",
        positionalName: "SHELL",
        positionalRange: 1...1,
        positionalKinds: [.choice(Shell.allCases.map(\.rawValue))],
        discussion: """
            The script completes commands, options, the values of options with a fixed list \
            (such as --format) and file names where a file is expected. To try it in the \
            running shell:
              bash: source <(linkcheck completions bash)
              zsh:  linkcheck completions zsh > ~/.zfunc/_linkcheck
                    (with ~/.zfunc in fpath before compinit runs)
              fish: linkcheck completions fish | source
            "make install" installs all three where each shell looks for them.
            """)

    /// `man`: the manual page, from the same tables as help.
    static let manual = CommandSpec(
        name: "man",
        summary: "Print linkcheck's manual page (roff), as make install installs it.",
        positionalName: "",
        positionalRange: 0...0,
        discussion: """
            To read it without installing it:
              linkcheck man | man -l -
            """)
}
