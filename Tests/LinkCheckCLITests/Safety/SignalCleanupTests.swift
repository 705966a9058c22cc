import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 13, defects 2 and 5: the `--output` temporary file has an unpredictable name, is created
/// exclusively and only by us, and is gone after SIGINT, SIGTERM or SIGHUP, with the old report in
/// place; a child curl ends with linkcheck.
@Suite(.serialized) struct SignalCleanupTests {
    static func temporaries(_ s: Scratch) -> [String] {
        s.names().filter { $0.hasSuffix(".tmp") }
    }

    /// A stand-in for curl (`fixtures/fetch/hanging-curl`) that writes its pid into the scratch
    /// folder and then hangs, so that a run of `aasa --fetch` waits on it (and holds its report's
    /// temporary file) until it is signalled.
    static func hangingCurl(_ s: Scratch) -> [String: String] {
        ["LINKCHECK_CURL": GoldenFile.root + "/fixtures/fetch/hanging-curl", "LINKCHECK_TEST_PID_FILE": s.path + "/curl.pid"]
    }

    /// While the run waits (on curl), it already holds its temporary file: each signal removes
    /// it and ends the child, the process ends by that signal, and the old report stays.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalRemovesTheTemporaryFile(_ signal: Int32) throws {
        let s = try Scratch()
        try s.write("report.txt", "old report")
        let child = try Spawned(["aasa", "--fetch", "miapp.test", "--output", s.path + "/report.txt"], environment: Self.hangingCurl(s))
        #expect(Spawned.eventually { Self.temporaries(s).count == 1 && s.read("curl.pid") != nil }, "the run waits, holding its temporary file")
        let name = Self.temporaries(s).first ?? ""
        // `.report.txt.linkcheck-` and 16 hexadecimal digits: not the pid, nothing to guess.
        #expect(name.hasPrefix(".report.txt.linkcheck-") && name.count == ".report.txt.linkcheck-".count + 16 + 4, "\(name)")
        #expect(!name.contains(String(child.pid)))
        #expect(s.kind(name) == S_IFREG)
        var info = stat()
        #expect(stat(s.path + "/" + name, &info) == 0 && info.st_mode & 0o777 == 0o600, "only its owner can open it while it is written")
        kill(child.pid, signal)
        let status = child.wait()
        #expect(status & 0x7F == signal, "ended by the signal, not with exit status \((status >> 8) & 0xFF) (raw \(status))")
        #expect(Self.temporaries(s) == [])
        #expect(s.read("report.txt") == "old report")
        #if os(Linux)
            let curl = try #require(s.read("curl.pid").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
            #expect(Spawned.eventually { Self.hasEnded(curl) }, "curl outlived linkcheck")
        #endif
    }

    /// A big report being written when the signal comes: whenever it comes, nothing is left
    /// behind and the report is the old one or the whole new one.
    @Test func aSignalDuringTheWriteLeavesTheOldReportOrTheNew() throws {
        let s = try Scratch()
        let cases = (0..<20_000).map { #"{"url": "miapp://orders/\#($0)", "expect": {"tab": "orders", "stack": [{"order": {"id": \#($0 + 1)}}]}}"# }
        try s.write("big.json", #"{"schema": "schema.json", "cases": ["# + cases.joined(separator: ",\n") + "]}")
        let whole = try #require(BinaryTests.run([], shell: "LINKCHECK routes --format junit \(s.path)/big.json").stdout as String?)
        for (n, delay) in [50_000, 150_000, 300_000, 600_000, 1_000_000].enumerated() {
            try s.write("report.xml", "old report")
            let child = try Spawned(["routes", "--format", "junit", s.path + "/big.json", "--output", s.path + "/report.xml"])
            child.closeInput()
            usleep(useconds_t(delay))
            kill(child.pid, [SIGTERM, SIGINT, SIGHUP][n % 3])
            _ = child.wait()
            #expect(Self.temporaries(s) == [], "after \(delay) µs")
            let report = s.read("report.xml")
            #expect(report == "old report" || report == whole, "after \(delay) µs: \(report?.prefix(80) ?? "nothing")")
        }
    }

    #if os(Linux)
        /// Gone, or a zombie that no init reaps (a container's pid 1 may not).
        static func hasEnded(_ pid: pid_t) -> Bool {
            if kill(pid, 0) != 0 { return errno == ESRCH }
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return true }
            return stat[close...].dropFirst(2).first == "Z"
        }
    #endif
}
