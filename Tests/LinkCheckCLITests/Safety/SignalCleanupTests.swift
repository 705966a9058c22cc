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

    /// Waiting for standard input, the run already holds its temporary file: each signal removes
    /// it, the process ends by that signal, and the old report stays.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalRemovesTheTemporaryFile(_ signal: Int32) throws {
        let s = try Scratch()
        try s.write("report.txt", "old report")
        let child = try Spawned(["routes", "--schema", s.path + "/schema.json", "-", "--output", s.path + "/report.txt"])
        #expect(Spawned.eventually { Self.temporaries(s).count == 1 }, "the temporary file exists while the run waits")
        let name = Self.temporaries(s).first ?? ""
        // `.report.txt.linkcheck-` and 16 hexadecimal digits: not the pid, nothing to guess.
        #expect(name.hasPrefix(".report.txt.linkcheck-") && name.count == ".report.txt.linkcheck-".count + 16 + 4, "\(name)")
        #expect(!name.contains(String(child.pid)))
        #expect(s.kind(name) == S_IFREG)
        var info = stat()
        #expect(stat(s.path + "/" + name, &info) == 0 && info.st_mode & 0o777 == 0o600, "only its owner can open it while it is written")
        kill(child.pid, signal)
        let status = child.wait()
        #expect(status & 0x7F == signal, "ended by the signal")
        #expect(Self.temporaries(s) == [])
        #expect(s.read("report.txt") == "old report")
    }

    /// A big report being written when the signal comes: whenever it comes, nothing is left
    /// behind and the report is the old one or the whole new one.
    @Test func aSignalDuringTheWriteLeavesTheOldReportOrTheNew() throws {
        let s = try Scratch()
        let cases = (0 ..< 20_000).map { #"{"url": "miapp://orders/\#($0)", "expect": {"tab": "orders", "stack": [{"order": {"id": \#($0 + 1)}}]}}"# }
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
    /// `aasa --fetch` waiting on curl: a signal to linkcheck ends curl too.
    @Test func aSignalEndsTheChildCurl() throws {
        let s = try Scratch()
        // A stand-in for curl that says who it is and then hangs.
        // Written whole, then renamed: the test must never read a half-written pid.
        try s.write("curl", "#!/bin/sh\necho $$ > \(s.path)/pid.tmp && mv \(s.path)/pid.tmp \(s.path)/curl.pid\nexec sleep 30\n")
        #expect(chmod(s.path + "/curl", 0o755) == 0)
        let child = try Spawned(["aasa", "--fetch", "miapp.test"], environment: ["LINKCHECK_CURL": s.path + "/curl"])
        #expect(Spawned.eventually { s.read("curl.pid") != nil })
        let curl = try #require(s.read("curl.pid").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        #expect(kill(curl, 0) == 0, "curl runs")
        kill(child.pid, SIGTERM)
        #expect(child.wait() & 0x7F == SIGTERM)
        #expect(Spawned.eventually { Self.hasEnded(curl) }, "curl outlived linkcheck")
    }

    /// Gone, or a zombie that no init reaps (a container's pid 1 may not).
    static func hasEnded(_ pid: pid_t) -> Bool {
        if kill(pid, 0) != 0 { return errno == ESRCH }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return true }
        return stat[close...].dropFirst(2).first == "Z"
    }
    #endif
}
