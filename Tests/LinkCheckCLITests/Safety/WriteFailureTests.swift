import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 13, defect 4: a report that could not be written whole is exit 2 with a message, never
/// a pass; a reader that closed the pipe is no failure.
@Suite struct WriteFailureTests {
    /// Whether this test process (and so the linkcheck built beside it) runs under ThreadSanitizer.
    static let underThreadSanitizer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil

    #if os(Linux)
        /// /dev/full fails every write with ENOSPC, as a full disk does.
        @Test(arguments: ["text", "json", "junit", "github", "sarif"])
        func aFullStandardOutputIsAnError(_ format: String) throws {
            let r = try BinaryTests.run([], shell: "LINKCHECK routes --format \(format) fixtures/routes/app.cases.json > /dev/full")
            #expect(r.status == 2)
            #expect(r.stderr == "linkcheck: error: cannot write the report to standard output: no space left on device\n")
        }
    #endif

    /// A file size limit (`ulimit -f`) cuts the `--output` file short: exit 2, the old report
    /// stays, and no temporary file is left. ThreadSanitizer's runtime cannot start under such a
    /// limit (it dies of SIGBUS mapping its shadow memory), so `make test-sanitize` skips it there.
    @Test(.disabled(if: Self.underThreadSanitizer, "ThreadSanitizer cannot run under a file size limit"))
    func aReportCutShortIsNotPutInPlace() throws {
        let s = try Scratch()
        try s.write("report.xml", "old report")
        // 4 blocks of 512 bytes in dash (1 KB ones in bash): far less than the report.
        let r = try BinaryTests.run(
            [],
            shell: "cd \(s.path) && ulimit -f 4 && LINKCHECK routes --format junit "
                + "\(GoldenFile.root)/fixtures/routes/app.cases.json --output report.xml")
        #expect(r.status == 2)
        #expect(r.stderr == "linkcheck: error: cannot write the report to report.xml: file too large\n")
        #expect(s.read("report.xml") == "old report")
        #expect(s.names() == ["report.xml", "schema.json", "table.json"])
    }

    /// `linkcheck … | head -1`: the reader had enough; the run ends quietly with its own status.
    @Test func aClosedPipeStaysQuiet() throws {
        let r = try BinaryTests.run(
            [],
            shell: "LINKCHECK routes --format json fixtures/failing/app.cases.json | head -c 1 > /dev/null; "
                + "echo \"${PIPESTATUS:-}\"")
        #expect(r.stderr == "")
    }
}
