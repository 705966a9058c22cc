import LinkCheckCore
import LinkCheckSystem

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

    /// The folder's entries, sorted so a run reads them in the same order on every machine.
    func names(in path: String) -> [String] {
        FileSystem.names(in: context.absolute(path)).sorted()
    }

    /// Each part of `path` as its folder spells it, where only one entry matches without case.
    func spellingOnDisk(_ path: String) -> String? {
        let absolute = context.absolute(path)
        var found = absolute.hasPrefix("/") ? "" : "."
        var changed = false
        for part in absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
            let exact = found + "/" + part
            if part == "." || part == ".." || FileSystem.exists(exact) {
                found = exact
                continue
            }
            let lowered = part.lowercased()
            let matches = FileSystem.names(in: found.isEmpty ? "/" : found)
                .filter { $0.lowercased() == lowered }
            guard matches.count == 1, let spelled = matches.first else { return nil }
            // A part found by another spelling was never confined as the include was: a link
            // there could lead out of the project, so only a plain entry is taken.
            guard let info = FileSystem.linkStatus(found + "/" + spelled), info.st_mode & S_IFMT != S_IFLNK else { return nil }
            found += "/" + spelled
            changed = true
        }
        guard changed, FileSystem.exists(found) else { return nil }
        // As the caller wrote it: the parts it gave, respelled.
        let given = path.split(separator: "/", omittingEmptySubsequences: true).count
        let respelled = found.split(separator: "/", omittingEmptySubsequences: true).suffix(given).joined(separator: "/")
        return path.hasPrefix("/") ? "/" + respelled : respelled
    }
}
