import Foundation
import Testing
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The linkcheck executable started as a shell or terminal starts it: SIGINT, SIGTERM and SIGHUP
/// at their default actions and unblocked (Foundation's `Process` would pass on a blocked mask),
/// standard input a pipe the test holds open, so the run waits there until told otherwise.
final class Spawned {
    let pid: pid_t
    /// The write end of the child's standard input, until `closeInput`.
    private var input: Int32

    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        let binary = try #require(BinaryTests.binary, "the linkcheck executable was not built")
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw POSIXError(.EIO) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
        posix_spawn_file_actions_addclose(&actions, fds[1])
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), unblocked = sigset_t()
        sigemptyset(&defaults)
        sigemptyset(&unblocked)
        for s in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let env = ["PATH=/usr/bin:/bin"] + environment.map { "\($0.key)=\($0.value)" }
        var envp: [UnsafeMutablePointer<CChar>?] = env.map { strdup($0) } + [nil]
        defer { envp.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary, &actions, &attributes, &argv, &envp)
        close(fds[0])
        guard spawned == 0 else {
            close(fds[1])
            throw POSIXError(.ENOEXEC)
        }
        self.pid = pid
        // Kept at a high number, close-on-exec: other tests run side by side, and a low number,
        // freed and reused, is what a stray second close elsewhere would hit.
        input = fcntl(fds[1], F_DUPFD_CLOEXEC, 900)
        close(fds[1])
    }

    /// Ends the child's standard input (once: a second close could hit another test's descriptor).
    func closeInput() {
        guard input >= 0 else { return }
        close(input)
        input = -1
    }

    deinit { closeInput() }

    /// Waits for the child; its raw wait status.
    func wait() -> Int32 {
        closeInput()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    /// Polls `condition` every 20 ms for up to `seconds`.
    static func eventually(_ seconds: Double = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }
}
