import LinkCheckCore
/// Finds `linkcheck.json` in the working folder or the nearest parent, so bare `linkcheck` works
/// anywhere inside a repository.
enum ProjectLocator {
    static let fileName = "linkcheck.json"

    /// The path to the project file relative to the working folder (`linkcheck.json`,
    /// `../linkcheck.json`), or `nil` when none is found up to the file system's root.
    static func find(in context: CommandContext) -> String? {
        var prefix = ""
        for _ in 0..<64 {
            let candidate = prefix + fileName
            // A link to nothing counts: reading it then fails with a message, where skipping it
            // would silently check another project or print help.
            if FileSystem.exists(context.absolute(candidate)) { return candidate }
            let here = context.absolute(prefix.isEmpty ? "." : prefix)
            if FileSystem.realPath(here) == "/" { return nil }
            prefix += "../"
        }
        return nil
    }
}
