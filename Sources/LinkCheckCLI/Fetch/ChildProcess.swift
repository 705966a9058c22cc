import LinkCheckSystem
import LinkCheckCore

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
    /// What the child wrote to its file descriptor 3, a pipe of its own: curl writes the answer's
    /// headers there (`--dump-header /dev/fd/3`), apart from the body on standard output.
    var fd3: [UInt8] = []
}

/// Runs a program with POSIX calls (posix_spawn, poll, waitpid): Foundation's `Process` would
/// cost every command start-up time for the one that fetches.
enum ChildProcess {
    /// Runs `executable` with standard input from /dev/null and its standard output, standard
    /// error and file descriptor 3 each on a pipe, reading all three until it exits, `seconds`
    /// pass, or `stop` (asked after each read, with standard output and descriptor 3 so far) says
    /// enough. Standard error is kept to its first 64 KB.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], seconds: Double,
        stop: (_ stdout: [UInt8], _ fd3: [UInt8]) -> Bool
    ) -> Result<ChildRun, FileFailure> {
        let pipes: [ChildPipe]
        switch ChildPipe.make(count: 3) {
        case .success(let made): pipes = made
        case .failure(let e): return .failure(e)
        }
        defer { pipes.forEach { close($0.read) } }
        // Registered as it starts, so that a signal ending linkcheck ends the child too.
        var spawned: Int32 = 0
        let started = Cleanup.shared.startChild {
            var pid: pid_t = 0
            spawned = ChildPipe.spawn(executable, [executable] + arguments, environment, outputs: pipes.map(\.write), pid: &pid)
            return spawned == 0 ? pid : nil
        }
        pipes.forEach { close($0.write) }
        guard let (pid, token) = started else {
            return .failure(FileFailure(reason: spawned == 0 ? "linkcheck is ending" : describe(spawned)))
        }

        // Indexed as `pipes`: standard output, standard error, descriptor 3.
        var outputs: [[UInt8]] = [[], [], []]
        var open = pipes.map(\.read)
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
                guard let i = pipes.firstIndex(where: { $0.read == p.fd }) else { continue }
                if n <= 0 {
                    open.removeAll { $0 == p.fd }
                } else if i != 1 || outputs[1].count < 1 << 16 {
                    outputs[i] += chunk[0..<n]
                }
            }
            if stop(outputs[0], outputs[2]) {
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
        } else if open.contains(pipes[2].read) {
            // Stopped early: whatever the child wrote to descriptor 3 before it was killed is
            // still in the pipe (curl's headers come before the body that made us stop).
            drain(pipes[2].read, into: &outputs[2])
        }
        return .success(ChildRun(end: end ?? .deadline, stdout: outputs[0], stderr: outputs[1], fd3: outputs[2]))
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

    /// Reads what is left in a pipe whose writer has exited, without waiting on one that has not.
    private static func drain(_ fd: Int32, into output: inout [UInt8]) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glue.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return }
            output += chunk[0..<n]
        }
    }

    private static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
