#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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
            if FileWriter.exists(context.absolute(candidate)) { return candidate }
            let here = context.absolute(prefix.isEmpty ? "." : prefix)
            if resolved(here) == "/" { return nil }
            prefix += "../"
        }
        return nil
    }

    private static func resolved(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    /// `path` from the project file, as seen from the working folder.
    static func relative(_ path: String, toProject project: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let slash = project.lastIndex(of: "/") else { return SchemaFiles.normalize(path) }
        return SchemaFiles.normalize(String(project[...slash]) + path)
    }
}
