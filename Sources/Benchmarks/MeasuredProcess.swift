#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One finished child: how it ended, how long it took from spawn to reaping, its peak memory.
struct ChildRun {
    var exitStatus: Int32
    /// `nil` when it exited normally.
    var signal: Int32?
    var seconds: Double
    /// `ru_maxrss` from `wait4`, in bytes.
    var peakRSS: Int

    var succeeded: Bool { signal == nil && exitStatus == 0 }
}

/// Runs programs with `posix_spawn` and reaps them with `wait4`, which gives this child's own
/// `rusage` (unlike `RUSAGE_CHILDREN`, which keeps the maximum over every child reaped so far).
enum MeasuredProcess {
    /// Runs `path` with `arguments` (without argv[0]), standard input from /dev/null, standard
    /// output to `stdoutPath` and standard error to `stderrPath` (default /dev/null).
    static func run(
        _ path: String, _ arguments: [String], stdoutPath: String = "/dev/null",
        stderrPath: String = "/dev/null"
    ) throws(BenchError) -> ChildRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }

        var pid: pid_t = 0
        let start = Clock.now()
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BenchError("cannot run \(path): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4 failed for \(path)") }
        }
        let seconds = Double(Clock.now() - start) / 1e9
        let termination = status & 0x7F
        #if canImport(Darwin)
            let rssUnit = 1  // bytes on Darwin
        #else
            let rssUnit = 1024  // kilobytes on Linux
        #endif
        return ChildRun(
            exitStatus: (status >> 8) & 0xFF, signal: termination == 0 ? nil : termination,
            seconds: seconds, peakRSS: Int(usage.ru_maxrss) * rssUnit)
    }

    /// Like `run`, but through a small intermediate process (`linkcheck-bench spawn-measured`),
    /// and a failure (non-zero exit or a signal) is an error that quotes its stderr.
    ///
    /// Why the intermediate: Linux carries the spawning process's memory high-water mark into the
    /// child's `ru_maxrss` at `exec` (with `posix_spawn`'s shared-memory `vfork` as with `fork`), so
    /// a child spawned by the bench, which holds the generated tables, would report at least the
    /// bench's size. Spawned by a fresh process, it reports the larger of that process's small
    /// size and its own peak.
    static func runChecked(
        _ path: String, _ arguments: [String], stdoutPath: String = "/dev/null",
        scratch: String, expecting statuses: ClosedRange<Int32> = 0...0
    ) throws(BenchError) -> ChildRun {
        let errPath = scratch + "/child-stderr.txt", resultPath = scratch + "/child-result.txt"
        let helper = try run(currentExecutable(), ["spawn-measured", resultPath, stdoutPath, errPath, path] + arguments)
        guard helper.succeeded else { throw BenchError("spawn-measured failed for \(path)") }
        let fields = String(decoding: try FileIO.read(resultPath), as: UTF8.self).split(separator: " ")
        guard fields.count == 4, let status = Int32(fields[0]), let signal = Int32(fields[1]),
            let seconds = Double(fields[2]), let peak = Int(fields[3])
        else {
            throw BenchError("spawn-measured wrote no result for \(path)")
        }
        let result = ChildRun(exitStatus: status, signal: signal == 0 ? nil : signal, seconds: seconds, peakRSS: peak)
        guard result.signal == nil, statuses.contains(result.exitStatus) else {
            let stderr = (try? FileIO.read(errPath)).map { String(decoding: $0.prefix(2000), as: UTF8.self) } ?? ""
            let how = result.signal.map { "signal \($0)" } ?? "exit status \(result.exitStatus)"
            throw BenchError("\(([path] + arguments).joined(separator: " ")) failed with \(how)\n\(stderr)")
        }
        return result
    }

    /// The `spawn-measured` intermediate: runs the program and writes
    /// `exit-status signal seconds peak-rss-bytes` to `resultPath`.
    static func spawnMeasured(_ arguments: [String]) throws(BenchError) {
        guard arguments.count >= 4 else { throw BenchError("spawn-measured RESULT STDOUT STDERR PROGRAM [ARG...]") }
        let run = try run(arguments[3], Array(arguments.dropFirst(4)), stdoutPath: arguments[1], stderrPath: arguments[2])
        try FileIO.write("\(run.exitStatus) \(run.signal ?? 0) \(run.seconds) \(run.peakRSS)", to: arguments[0])
    }

    /// The first executable `name` on `PATH`.
    static func which(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") where access("\(directory)/\(name)", X_OK) == 0 {
            return "\(directory)/\(name)"
        }
        return nil
    }

    /// The absolute path of the running executable, to re-run it for a measuring subcommand.
    static func currentExecutable() -> String {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: 4096)
            let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if n > 0 { return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #endif
        return CommandLine.arguments[0]
    }
}
