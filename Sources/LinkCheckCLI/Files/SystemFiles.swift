import LinkCheckCore

/// The file system as the domains' `FileSource`: reads through the run's `FileReader` (limits,
/// identities noted for `--output`), resolves paths that input files name with `NamedPath`
/// (confined to their project), and names files as messages show them.
struct SystemFiles: FileSource {
    let context: CommandContext

    func read(_ path: String) -> Result<[UInt8], FileFailure> {
        context.read(path)
    }

    func resolve(_ reference: String, namedBy file: String) -> Result<String, PathRefusal> {
        NamedPath.resolve(reference, namedBy: file, context: context)
    }

    func displayName(_ path: String) -> String {
        CommandContext.displayName(path)
    }

    /// The real path (`realpath`: links, `.` and `..` resolved by the file system); the path as
    /// text when it leads nowhere.
    func identity(_ path: String) -> String {
        FileSystem.realPath(context.absolute(path)) ?? PathText.normalized(context.absolute(path))
    }
}
