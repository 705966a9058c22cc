import LinkCheckSystem
import LinkCheckCore

/// One pipe from a child process to linkcheck, and the spawn that hands the write ends over.
struct ChildPipe {
    var read: Int32
    var write: Int32

    /// `count` pipes whose ends close on exec and are numbered 4 or above. The spawn duplicates the
    /// write ends onto the child's 1, 2 and 3 in turn; an end that was itself 1, 2 or 3 (as when
    /// linkcheck starts with a standard stream closed) could be overwritten before it is read.
    /// On failure nothing stays open.
    static func make(count: Int) -> Result<[ChildPipe], FileFailure> {
        var made: [ChildPipe] = []
        func fail(_ code: Int32, closing more: [Int32] = []) -> Result<[ChildPipe], FileFailure> {
            (made.flatMap { [$0.read, $0.write] } + more).forEach { close($0) }
            return .failure(FileFailure(reason: ChildProcess.describe(code)))
        }
        for _ in 0..<count {
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else { return fail(errno) }
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            for i in fds.indices where fds[i] < 4 {
                let moved = fcntl(fds[i], F_DUPFD_CLOEXEC, 4)
                guard moved >= 0 else { return fail(errno, closing: fds) }
                close(fds[i])
                fds[i] = moved
            }
            made.append(ChildPipe(read: fds[0], write: fds[1]))
        }
        return .success(made)
    }

    /// posix_spawn with standard input from /dev/null and `outputs` on the child's 1, 2, 3, …;
    /// 0 or the error code.
    static func spawn(_ path: String, _ argv: [String], _ environment: [String: String], outputs: [Int32], pid: inout pid_t) -> Int32 {
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
        for (i, fd) in outputs.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, fd, Int32(i + 1))
        }
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

        // Arguments (a --ca-file path) and environment values go back to the bytes they came as.
        let copy = { (text: String) in PathBytes.withCString(text) { strdup($0) } }
        let args = argv.map(copy) + [nil]
        let env = environment.sorted { $0.key < $1.key }.map { copy($0.key + "=" + $0.value) } + [nil]
        defer { (args + env).forEach { free($0) } }
        return PathBytes.withCString(path) { posix_spawn(&pid, $0, &actions, &attributes, args, env) }
    }
}
