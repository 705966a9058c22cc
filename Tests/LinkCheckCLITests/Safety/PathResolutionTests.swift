import Foundation
import LinkCheckCLI
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 13, defect 6: paths resolve as the file system resolves them, file names are bytes,
/// and a path an input names stays inside its project unless `--allow-outside`.
@Suite struct PathResolutionTests {
    /// `link/t.json` and `real/sub/t.json` are one file, and name one schema: `..` goes up from
    /// where the link points, as the operating system resolves it.
    @Test func aTableThroughALinkedFolderLoadsTheSameSchema() throws {
        let s = try Scratch()
        try FileManager.default.createDirectory(atPath: s.path + "/real/sub", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: s.path + "/schema.json", toPath: s.path + "/real/app.schema.json")
        // A decoy where `link/../app.schema.json` would lead if `..` were removed as text.
        try s.write("app.schema.json", #"{"routes": {}, "links": []}"#)
        try s.write("real/sub/t.json", Scratch.table(schema: "../app.schema.json"))
        #expect(symlink("real/sub", s.path + "/link") == 0)
        let direct = s.run(["routes", "real/sub/t.json"])
        let linked = s.run(["routes", "link/t.json"])
        #expect(direct.status == 0)
        #expect(linked.status == 0, "\(linked.stderr)")
        #expect(linked.stdout == "link/t.json: 1 passed, 0 failed\n1 passed, 0 failed\n")
    }

    /// A name that is not UTF-8 is read as its own bytes, shown with `\xFF`, and written as
    /// given: not as the file whose name has U+FFFD in their place.
    @Test func fileNamesAreBytes() throws {
        let s = try Scratch()
        try s.write("t\u{FFFD}.json", "not the table")
        try s.write("rep\u{FFFD}.txt", "another file")
        let r = try BinaryTests.run(
            [],
            shell: "cd \(s.path) && cp table.json \"$(printf 't\\377.json')\" && "
                + "LINKCHECK routes \"$(printf 't\\377.json')\" && "
                + "LINKCHECK routes \"$(printf 't\\377.json')\" --output \"$(printf 'rep\\377.txt')\" && "
                + "cat \"$(printf 'rep\\377.txt')\" && LINKCHECK routes \"$(printf 'none\\377.json')\"")
        #expect(
            r.stdout == "\"t\\xFF.json\": 1 passed, 0 failed\n1 passed, 0 failed\n"
                + "\"t\\xFF.json\": 1 passed, 0 failed\n1 passed, 0 failed\n")
        #expect(r.stderr == "\"none\\xFF.json\": error: cannot read the table: no such file [unreadable-file]\nlinkcheck: 1 error; no case was run\n")
        #expect(r.status == 2)
        #expect(s.read("rep\u{FFFD}.txt") == "another file")
        #expect(s.read("t\u{FFFD}.json") == "not the table")
    }

    struct Escape: CustomTestStringConvertible, Sendable {
        var schema: String
        var message: String
        var testDescription: String { schema }
    }

    static let escapes: [Escape] = [
        .init(
            schema: "/etc/passwd",
            message: "table.json:1:12: error: the schema \"/etc/passwd\" is an absolute path; a file named inside "
                + "another must be in the same project (relative to it), unless --allow-outside is given [outside-project]\n"),
        .init(
            schema: "../../../../../../../../etc/passwd",
            message: "table.json:1:12: error: the schema \"../../../../../../../../etc/passwd\" "
                + "leads outside the project (ROOT) to /etc/passwd; a file named inside another must be in the same project, "
                + "unless --allow-outside is given [outside-project]\n"),
        .init(
            schema: "passwd-link",
            message: "table.json:1:12: error: the schema \"passwd-link\" leads outside the project (ROOT) "
                + "to /etc/passwd; a file named inside another must be in the same project, unless --allow-outside is given [outside-project]\n")
    ]

    /// A table from a pull request cannot make CI read /etc/passwd, by path or through a link.
    @Test(arguments: escapes)
    func aSchemaOutsideTheProjectIsRefused(_ e: Escape) throws {
        let s = try Scratch()
        #expect(symlink("/etc/passwd", s.path + "/passwd-link") == 0)
        try s.write("table.json", Scratch.table(schema: e.schema))
        let root = try #require(
            realpath(s.path, nil).map { p in
                defer { free(p) }; return String(cString: p)
            })
        let out = s.run(["routes", "table.json"])
        #expect(out.status == 2)
        #expect(out.stdout == "")
        #expect(out.stderr == e.message.replacingOccurrences(of: "ROOT", with: root) + "linkcheck: 1 error; no case was run\n")
        // Allowed, the file is read and found not to be a schema; its content is not shown.
        let allowed = s.run(["--allow-outside", "routes", "table.json"])
        #expect(allowed.status == 2)
        #expect(!allowed.stderr.contains("outside-project"))
        #expect(!allowed.stderr.contains("root"), "\(allowed.stderr)")
    }

    /// linkcheck.json's entries are confined to its project just the same, each at its place.
    @Test func projectEntriesOutsideAreRefused() throws {
        let s = try Scratch()
        try s.write("linkcheck.json", #"{"tables": ["table.json", "../elsewhere.json"], "infoPlist": "/etc/hosts"}"#)
        let out = s.run(["check"])
        #expect(out.status == 2)
        let lines = out.stderr.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("linkcheck.json:1:27: error: \"../elsewhere.json\" leads outside the project (") == true)
        #expect(lines.dropFirst().first?.hasPrefix("linkcheck.json:1:62: error: \"/etc/hosts\" is an absolute path;") == true)
        #expect(lines.last == "linkcheck: 2 errors; nothing was checked")
    }

    /// Outside a git work tree, the project is the naming file's own folder.
    @Test func withoutGitTheFolderIsTheProject() throws {
        let s = try Scratch(project: false)
        try FileManager.default.createDirectory(atPath: s.path + "/tables", withIntermediateDirectories: true)
        try s.write("tables/t.json", Scratch.table(schema: "../schema.json"))
        let out = s.run(["routes", "tables/t.json"])
        #expect(out.status == 2)
        #expect(out.stderr.hasPrefix("tables/t.json:1:12: error: the schema \"../schema.json\" leads outside the project ("))
        #expect(s.run(["--allow-outside", "routes", "tables/t.json"]).status == 0)
    }

    /// A file that is not what was expected is named; its first word, which may be a secret, is not shown.
    @Test func contentIsNotEchoed() throws {
        let s = try Scratch()
        try s.write(".env", "GITHUB_TOKEN_ghp_0123456789abcdef=1\n")
        try s.write("table.json", Scratch.table(schema: ".env"))
        let out = s.run(["routes", "table.json"])
        #expect(
            out.stderr == ".env:1:1: error: the file is not JSON: it begins with a bare word, not a JSON value such as \"{\" or \"[\" "
                + "[json-syntax]\nlinkcheck: 1 error; no case was run\n")
    }
}
