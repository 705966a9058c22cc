#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
@testable import LinkCheckCLI
import Testing

/// `ChildProcess` keeps standard output, standard error and descriptor 3 apart, and still has
/// what was written to descriptor 3 when it stops the child early.
@Suite struct ChildProcessTests {
    static func sh(_ script: String, stop: @escaping ([UInt8], [UInt8]) -> Bool = { _, _ in false }) -> ChildRun? {
        try? ChildProcess.run("/bin/sh", ["-c", script], environment: [:], seconds: 10, stop: stop).get()
    }

    @Test func threeStreamsStayApart() {
        let run = Self.sh("printf out; printf err >&2; printf three >&3; printf more")
        #expect(run?.end == .exited(0))
        #expect(run.map { String(decoding: $0.stdout, as: UTF8.self) } == "outmore")
        #expect(run.map { String(decoding: $0.stderr, as: UTF8.self) } == "err")
        #expect(run.map { String(decoding: $0.fd3, as: UTF8.self) } == "three")
    }

    /// As curl does: the headers first, then a body that never ends; reading stops past a limit.
    @Test func stoppingEarlyKeepsDescriptor3() {
        let headers = String(repeating: "X-Padding: 0123456789abcdef0123456789abcdef\r\n", count: 2500)
        let run = Self.sh("printf '%s' '\(headers)' >&3; exec cat /dev/zero") { out, _ in out.count > 1000 }
        #expect(run?.end == .stopped)
        #expect(run.map { $0.stdout.count > 1000 } == true)
        #expect(run?.fd3 == Array(headers.utf8))
    }

    /// Output still in descriptor 3's pipe when the child is stopped is read after it is killed.
    /// Here it arrives while `stop` waits: after the last poll, before the kill.
    @Test func descriptor3IsDrainedAfterTheKill() {
        let run = Self.sh("printf body; sleep 0.1; printf head >&3; exec sleep 30") { out, _ in
            guard !out.isEmpty else { return false }
            usleep(500_000)
            return true
        }
        #expect(run?.end == .stopped)
        #expect(run?.fd3 == Array("head".utf8))
    }

    @Test func aDeadlineKillsTheChild() throws {
        let run = try ChildProcess.run("/bin/sh", ["-c", "printf h >&3; exec sleep 30"], environment: [:], seconds: 0.3) { _, _ in false }.get()
        #expect(run.end == .deadline)
        #expect(run.fd3 == Array("h".utf8))
    }
}
