/// A word of a command line that a person copies into a shell: the commands linkcheck's notes and
/// generated files tell the user to run.
public enum ShellWord {
    /// `word` as a POSIX shell reads it back: bare when plain, else in single quotes.
    public static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || "0123456789-_./+,:=@".unicodeScalars.contains($0))
            }
        return plain ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
