#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What a child process left behind: its output and how it ended.
struct ChildRun: Sendable {
    enum End: Sendable, Equatable {
        case exited(Int32)
        case signaled(Int32)
        /// Killed by us: the deadline passed.
        case deadline
        /// Killed by us: `stop` said its output was enough.
        case stopped
    }

    var end: End
    var stdout: [UInt8]
    var stderr: [UInt8]
}

/// Runs a program with POSIX calls (posix_spawn, poll, waitpid): Foundation's `Process` would
/// cost every command start-up time for the one that fetches.
enum ChildProcess {
    /// Runs `executable` with standard input from /dev/null, reading both output streams until it
    /// exits, `seconds` pass, or `stop` (asked after each read of standard output) says enough.
    /// Standard error is kept to its first 64 KB.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    seconds: Double, stop: ([UInt8]) -> Bool) -> Result<ChildRun, FileError> {
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0 else { return .failure(FileError(reason: describe(errno))) }
        guard pipe(&errPipe) == 0 else {
            outPipe.forEach { close($0) }
            return .failure(FileError(reason: describe(errno)))
        }
        // Our ends must not leak into the child (dup2 clears the flag on the child's 1 and 2).
        for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        defer { [outPipe[0], errPipe[0]].forEach { close($0) } }

        // Registered as it starts, so that a signal ending linkcheck ends the child too.
        var spawned: Int32 = 0
        let started = Cleanup.shared.startChild {
            var pid: pid_t = 0
            spawned = spawn(executable, [executable] + arguments, environment, stdout: outPipe[1], stderr: errPipe[1], pid: &pid)
            return spawned == 0 ? pid : nil
        }
        close(outPipe[1])
        close(errPipe[1])
        guard let (pid, token) = started else { return .failure(FileError(reason: spawned == 0 ? "linkcheck is ending" : describe(spawned))) }

        var out: [UInt8] = [], err: [UInt8] = []
        var open = [outPipe[0], errPipe[0]]
        var end: ChildRun.End?
        let deadline = now() + seconds
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while !open.isEmpty {
            let left = deadline - now()
            if left <= 0 {
                end = .deadline
                break
            }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(left * 1000 + 1, 60_000)))
            if ready < 0 && errno != EINTR { break }
            for p in fds where p.revents != 0 {
                let n = chunk.withUnsafeMutableBytes { Glue.read(p.fd, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 {
                    open.removeAll { $0 == p.fd }
                } else if p.fd == outPipe[0] {
                    out += chunk[0..<n]
                } else if err.count < 1 << 16 {
                    err += chunk[0..<n]
                }
            }
            if stop(out) {
                end = .stopped
                break
            }
        }
        if end != nil { kill(pid, SIGKILL) }
        // Wait for the child to end without reaping it, then reap it and forget it in one step:
        // until then its pid cannot be reused, so `Cleanup` never kills a stranger.
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        var status: Int32 = 0
        Cleanup.shared.finish(token) {
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        if end == nil {
            // WIFEXITED and friends are macros, which Swift does not import.
            end = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
        }
        return .success(ChildRun(end: end ?? .deadline, stdout: out, stderr: err))
    }

    /// The first executable `name` on `path` (a PATH value); a name with a slash as it is.
    static func find(_ name: String, path: String?) -> String? {
        if name.contains("/") { return FileSystem.isExecutable(name) ? name : nil }
        let dirs = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":", omittingEmptySubsequences: false)
        for dir in dirs {
            let candidate = (dir.isEmpty ? "." : String(dir)) + "/" + name
            if FileSystem.isExecutable(candidate) { return candidate }
        }
        return nil
    }

    private static func spawn(_ path: String, _ argv: [String], _ environment: [String: String],
                              stdout: Int32, stderr: Int32, pid: inout pid_t) -> Int32 {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // linkcheck ignores SIGPIPE and SIGXFSZ and blocks the signals `SignalWatcher` takes, and
        // both carry over to a child: give it the defaults and an empty mask.
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for s in [SIGPIPE, SIGXFSZ] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let args = argv.map { strdup($0) } + [nil]
        let env = environment.sorted { $0.key < $1.key }.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { (args + env).forEach { free($0) } }
        return posix_spawn(&pid, path, &actions, &attributes, args, env)
    }

    private static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
