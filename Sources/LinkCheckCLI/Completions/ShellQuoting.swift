import LinkCheckCore
/// Quoting for the words a completion script holds, so that no help text or value can end a
/// string early and become code.
enum ShellQuoting {
    /// `'text'` for bash and zsh: nothing inside single quotes is special but the quote itself,
    /// written as `'\''`.
    static func posix(_ text: String) -> String {
        "'" + oneLine(text).replacing("'", with: "'\\''") + "'"
    }

    /// `'text'` for fish, whose single quotes take `\\` and `\'` as escapes.
    static func fish(_ text: String) -> String {
        "'" + oneLine(text).replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }

    /// Whether `word` means itself to every shell unquoted: letters, digits and `._+-/=@,`.
    static func isPlain(_ word: String) -> Bool {
        !word.isEmpty
            && word.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "._+-/=@,".unicodeScalars.contains($0)
            }
    }

    /// Text with line breaks and other controls turned into spaces: a script's strings hold one
    /// line each.
    static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }
}
