import LinkCheckCore
/// What a value on the command line stands for, so that shell completion offers the right
/// things and the manual page can say so: file names for a path, the words of a closed list,
/// nothing for free text.
public enum ValueKind: Sendable, Equatable {
    /// Free text: a URL, an ID, a name. Completion offers nothing rather than guess.
    case text
    /// A count, a size or a time; offered nothing, like text.
    case number
    /// A path to a file (or `-` where the help says standard input); completed as file names.
    case file
    /// A folder; completed as folder names only.
    case directory
    /// One of these words, in the order help lists them.
    case choice([String])
}
