import Foundation
import LinkCheckCLI
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder of its own for a test: the example app's schema and a table that names it, removed
/// when the test ends. `project` makes it a project root (a `.git` entry, as a work tree has).
final class Scratch {
    let path: String

    init(project: Bool = true) throws {
        path = NSTemporaryDirectory() + "linkcheck-safety-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path + (project ? "/.git" : ""), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: GoldenFile.root + "/fixtures/routes/app.schema.json", toPath: path + "/schema.json")
        try write("table.json", Self.table(schema: "schema.json"))
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// A table of one passing case that names `schema`.
    static func table(schema: String) -> String {
        #"{"schema": "\#(schema)", "cases": [{"url": "miapp://orders/1", "expect": {"tab": "orders", "stack": [{"order": {"id": 1}}]}}]}"#
    }

    func write(_ name: String, _ text: String) throws {
        let full = path + "/" + name
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: false, encoding: .utf8)
    }

    func read(_ name: String) -> String? {
        try? String(contentsOfFile: path + "/" + name, encoding: .utf8)
    }

    /// The names in the folder (or a subfolder), hidden ones included, `.git` left out.
    func names(_ folder: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path + (folder.isEmpty ? "" : "/" + folder))) ?? [])
            .filter { $0 != ".git" }.sorted()
    }

    /// `linkcheck ARGUMENTS` in process, from this folder.
    func run(_ arguments: [String], environment: [String: String] = [:]) -> CommandOutput {
        CLI.run(arguments, context: CommandContext(environment: environment, workingDirectory: path))
    }

    /// The file type of `name` (`S_IFREG`, `S_IFIFO`…), the entry itself rather than a link's target.
    func kind(_ name: String) -> mode_t? {
        var info = stat()
        return lstat(path + "/" + name, &info) == 0 ? info.st_mode & S_IFMT : nil
    }
}
