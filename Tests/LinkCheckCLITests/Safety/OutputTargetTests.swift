import Foundation
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports
import LinkCheckCLI
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 13, defects 1 and 3: `--output` never replaces a file the run reads, however it is
/// spelled or wherever it is named, and never replaces what is not a regular file.
@Suite struct OutputTargetTests {
    static let refusal = "linkcheck never writes to its inputs\n"

    /// The schema a table names is an input too: the report must not replace it.
    @Test func theSchemaATableNamesIsRefused() throws {
        let s = try Scratch()
        let schema = s.read("schema.json")
        for spelling in ["schema.json", "./schema.json", "sub/../schema.json"] {
            try FileManager.default.createDirectory(atPath: s.path + "/sub", withIntermediateDirectories: true)
            let out = s.run(["routes", "table.json", "--output", spelling])
            #expect(out.status == 2, "\(spelling)")
            #expect(
                out.stderr == "linkcheck: error: --output \(spelling) is the same file as schema.json, which this run reads; " + Self.refusal,
                "\(spelling)")
            #expect(out.stdout == "")
            #expect(s.read("schema.json") == schema)
        }
        #expect(s.names() == ["schema.json", "sub", "table.json"], "no temporary file is left")
    }

    /// A symbolic link and a hard link to the schema are the same file.
    @Test func linksToAnInputAreRefused() throws {
        let s = try Scratch()
        let schema = s.read("schema.json")
        #expect(symlink("schema.json", s.path + "/soft.json") == 0)
        #expect(link(s.path + "/schema.json", s.path + "/hard.json") == 0)
        let hard = s.run(["routes", "table.json", "--output", "hard.json"])
        #expect(hard.status == 2)
        #expect(hard.stderr == "linkcheck: error: --output hard.json is the same file as schema.json, which this run reads; " + Self.refusal)
        // A link is no regular file: refused before the run, whatever it points to.
        let soft = s.run(["routes", "table.json", "--output", "soft.json"])
        #expect(soft.status == 2)
        #expect(soft.stderr.hasPrefix("linkcheck: error: cannot write the report to soft.json: it is a symbolic link"))
        let direct = s.run(["routes", "soft.json", "--output", "schema.json"])
        #expect(direct.status == 2)
        #expect(direct.stderr == "linkcheck: error: --output schema.json is the same file as an input of this run (soft.json); " + Self.refusal)
        #expect(s.read("schema.json") == schema)
        #expect(s.kind("soft.json") == S_IFLNK)
    }

    /// `check --output X`: linkcheck.json itself and every file it names are inputs.
    @Test func everyFileTheProjectNamesIsRefused() throws {
        let s = try Scratch()
        try FileManager.default.copyItem(
            atPath: GoldenFile.root + "/fixtures/aasa/miapp.com/apple-app-site-association",
            toPath: s.path + "/apple-app-site-association")
        try s.write("urls.txt", "https://miapp.com/orders/1\n")
        try s.write(
            "linkcheck.json", #"{"tables": ["table.json"], "aasa": [{"file": "apple-app-site-association", "domain": "miapp.com", "urlList": "urls.txt"}]}"#)
        let before = s.names().map { ($0, s.read($0)) }
        for target in ["linkcheck.json", "table.json", "schema.json", "apple-app-site-association", "urls.txt"] {
            let out = s.run(["check", "--output", target])
            #expect(out.status == 2, "\(target)")
            #expect(out.stderr.hasSuffix(Self.refusal), "\(target): \(out.stderr)")
        }
        #expect(s.names().map { ($0, s.read($0)) }.elementsEqual(before) { $0 == $1 })
        // And a report to a new file still works.
        let out = s.run(["check", "--output", "report.txt"])
        #expect(out.status == 0)
        #expect(s.read("report.txt")?.hasSuffix("1 passed, 0 failed, 0 errors, 0 warnings\n") == true)
    }

    /// A named pipe, a device, a folder or a symbolic link is refused, not replaced by a file.
    @Test func onlyARegularFileIsReplaced() throws {
        let s = try Scratch()
        #expect(mkfifo(s.path + "/pipe", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: s.path + "/folder", withIntermediateDirectories: true)
        try s.write("elsewhere.txt", "keep me")
        #expect(symlink("elsewhere.txt", s.path + "/link.txt") == 0)
        let cases: [(String, String)] = [
            ("pipe", "it is a named pipe, and linkcheck replaces only a regular file; --output - writes to standard output"),
            ("folder", "it is a directory, and linkcheck replaces only a regular file; --output - writes to standard output"),
            ("link.txt", "it is a symbolic link, and linkcheck replaces only a regular file; name the file it points to")
        ]
        for (target, why) in cases {
            let out = s.run(["routes", "table.json", "--output", target])
            #expect(out.status == 2, "\(target)")
            #expect(out.stderr == "linkcheck: error: cannot write the report to \(target): \(why)\n")
        }
        #expect(s.kind("pipe") == S_IFIFO)
        #expect(s.kind("folder") == S_IFDIR)
        #expect(s.kind("link.txt") == S_IFLNK)
        #expect(s.read("elsewhere.txt") == "keep me")
        #expect(s.names() == ["elsewhere.txt", "folder", "link.txt", "pipe", "schema.json", "table.json"])
    }

    /// As root, `--output /dev/null` replaced the device with a file. The test makes a null
    /// device of its own, so that a regression breaks only its scratch folder, not the machine.
    @Test(.enabled(if: geteuid() == 0, "only root can make a device node"))
    func aDeviceIsNotReplaced() throws {
        let s = try Scratch()
        // Device 1:3, the null device (`makedev` is a C macro; small numbers encode as major << 8 | minor).
        #expect(mknod(s.path + "/null", S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
        let out = s.run(["routes", "table.json", "--output", "null"])
        #expect(out.status == 2)
        #expect(
            out.stderr == "linkcheck: error: cannot write the report to null: it is a character device, and linkcheck replaces "
                + "only a regular file; --output - writes to standard output\n")
        #expect(s.kind("null") == S_IFCHR)
    }

    /// `--output -` is standard output, not a file named "-".
    @Test func dashIsStandardOutput() throws {
        let s = try Scratch()
        let out = s.run(["routes", "table.json", "--output", "-"])
        #expect(out.status == 0)
        #expect(out.stdout == "table.json: 1 passed, 0 failed\n1 passed, 0 failed\n")
        #expect(!s.names().contains("-"))
    }

    /// A report replaces the old one whole and keeps its permissions; nothing else is left.
    @Test func aReportReplacesTheOldOneWhole() throws {
        let s = try Scratch()
        try s.write("report.txt", "old")
        #expect(chmod(s.path + "/report.txt", 0o640) == 0)
        let out = s.run(["routes", "table.json", "--output", "report.txt"])
        #expect(out.status == 0)
        #expect(out.stdout == "")
        #expect(s.read("report.txt") == "table.json: 1 passed, 0 failed\n1 passed, 0 failed\n")
        var info = stat()
        #expect(stat(s.path + "/report.txt", &info) == 0 && info.st_mode & 0o777 == 0o640)
        #expect(s.names() == ["report.txt", "schema.json", "table.json"])
    }

    /// A run that cannot be judged and writes no report leaves the old one; a machine format that
    /// reports the errors replaces it, as CI reads that report.
    @Test func anUnjudgedRunWithoutAReportKeepsTheOldOne() throws {
        let s = try Scratch()
        try s.write("report.txt", "old")
        let usage = s.run(["routes", "table.json", "--min-coverage", "abc", "--output", "report.txt"])
        #expect(usage.status == 2)
        #expect(usage.stderr.hasSuffix("linkcheck: note: nothing was written to --output report.txt\n"))
        #expect(s.read("report.txt") == "old")
        let missing = s.run(["routes", "missing.json", "--output", "report.txt"])
        #expect(missing.status == 2)
        #expect(s.read("report.txt") == "old")
        let junit = s.run(["routes", "missing.json", "--format", "junit", "--output", "report.txt"])
        #expect(junit.status == 2)
        #expect(s.read("report.txt")?.hasPrefix("<?xml") == true)
        #expect(s.names() == ["report.txt", "schema.json", "table.json"])
    }
}
