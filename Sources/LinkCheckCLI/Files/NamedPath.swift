import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// A path written inside an input file (a table's `"schema"`, an entry of `linkcheck.json`):
/// relative to that file's folder, resolved by the file system as the operating system resolves
/// it (`..` after a symbolic link goes up from where the link points, not up the text), and
/// confined to the naming file's project, so that a file from a pull request cannot make CI read
/// `~/.ssh` or `/proc`. Paths given on the command line are the user's own and are not confined.
struct NamedPath {
    /// The path to open, relative to the working folder as the naming file's was: the shortest
    /// spelling that names the same file (`fixtures/routes/app.schema.json`, not
    /// `fixtures/failing/../routes/app.schema.json`), so messages read well.
    static func resolve(_ reference: String, namedBy file: String, context: CommandContext) -> Result<String, PathRefusal> {
        let allowOutside = context.allowOutside
        if reference.hasPrefix("/"), !allowOutside {
            return .failure(
                PathRefusal(
                    reason: "is an absolute path; a file named inside another must be in the same project "
                        + "(relative to it), unless --allow-outside is given"))
        }
        // The folder the naming file really is in, whatever link led to it.
        let namingFolder: String?
        if file == "-" {
            namingFolder = FileSystem.realPath(context.absolute("."))
        } else {
            namingFolder = FileSystem.realPath(context.absolute(file)).map { ReportFile.split($0).folder }
        }
        guard let namingFolder else {
            // The naming file was read, so this is a race with its removal: resolve as written.
            return .success(written(reference, namedBy: file))
        }
        let canonical = reference.hasPrefix("/") ? reference : join(namingFolder, reference)
        if !allowOutside, let real = realLocation(canonical) {
            let root = ProjectRoot.of(folder: namingFolder)
            if !ProjectRoot.contains(root, real) {
                return .failure(
                    PathRefusal(
                        reason: "leads outside the project (\(PathBytes.display(root))) to \(PathBytes.display(real)); "
                            + "a file named inside another must be in the same project, unless --allow-outside is given"))
            }
        }
        let given = written(reference, namedBy: file)
        for candidate in [normalize(given), given] where sameFolder(context.absolute(candidate), canonical) {
            return .success(candidate)
        }
        return .success(canonical)
    }

    /// Removes `.` and `dir/..` as text. Only a spelling to try: `NamedPath` keeps it when the file
    /// system agrees that it names the same file (no link on the way).
    static func normalize(_ path: String) -> String { PathText.normalized(path) }

    /// The reference joined to the naming file's folder as written.
    static func written(_ reference: String, namedBy file: String) -> String {
        if reference.hasPrefix("/") || file == "-" { return reference }
        guard let slash = file.lastIndex(of: "/") else { return reference }
        return String(file[...slash]) + reference
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Where `path` leads once every link is followed: the file itself when it exists, else its
    /// folder's real path and its name; `nil` when not even the folder exists (nothing can be read).
    private static func realLocation(_ path: String) -> String? {
        if let real = FileSystem.realPath(path) { return real }
        let (folder, name) = ReportFile.split(path)
        return FileSystem.realPath(folder).map { join($0, name) }
    }

    /// Whether two spellings name the same entry: the same last component in the same real folder.
    private static func sameFolder(_ a: String, _ b: String) -> Bool {
        let (fa, na) = ReportFile.split(a), (fb, nb) = ReportFile.split(b)
        guard na == nb, na != "..", na != ".", let ra = FileSystem.realPath(fa), let rb = FileSystem.realPath(fb) else { return false }
        return ra == rb
    }
}

/// The project a file belongs to: the git work tree holding it, or its own folder when it is in
/// none. Found by looking for `.git` (a folder, or a file in a worktree or submodule), without
/// running git.
enum ProjectRoot {
    /// `folder` is a real path (links resolved).
    static func of(folder: String) -> String {
        var current = folder
        while true {
            if FileSystem.exists(current == "/" ? "/.git" : current + "/.git") { return current }
            guard current != "/", let slash = current.lastIndex(of: "/") else { return folder }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }

    /// Whether the real path `path` is `root` or inside it.
    static func contains(_ root: String, _ path: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root + "/")
    }
}
