import LinkCheckSystem
import LinkCheckCore

/// Ends the process on SIGINT, SIGTERM and SIGHUP the way a user expects (at once, by the
/// signal, so a shell sees "interrupted") and leaves nothing behind: the signals are blocked in
/// every thread and taken by one thread with `sigwait`, which runs `Cleanup` as ordinary code,
/// free of the limits of a signal handler, then lets the signal kill the process.
public enum SignalWatcher {
    static let ending: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Call first thing in `main`, before any other thread exists: threads inherit the mask.
    public static func start() {
        // A closed pipe ends the run quietly (a write then fails with EPIPE); a file over the
        // size limit (`ulimit -f`) is a write error with a message rather than a core dump.
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        var set = sigset_t()
        sigemptyset(&set)
        // A signal the parent set to be ignored (a background job of a script ignores SIGINT)
        // stays ignored, as it would for any program.
        for s in ending where !isIgnored(s) { sigaddset(&set, s) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        var thread = pthread_t()
        #if canImport(Darwin)
            var created: pthread_t? = nil
            let result = pthread_create(&created, nil, { _ in SignalWatcher.watch() }, nil)
        #else
            let result = pthread_create(&thread, nil, { _ in SignalWatcher.watch() }, nil)
        #endif
        if result != 0 {
            // Without the watcher the signals would stay blocked for good: unblock them, so
            // that they at least end the run (leaving a temporary file behind).
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
        }
        _ = thread
    }

    private static func watch() -> UnsafeMutableRawPointer? {
        var set = sigset_t()
        sigemptyset(&set)
        for s in ending { sigaddset(&set, s) }
        var received: Int32 = 0
        while sigwait(&set, &received) != 0 {}
        Cleanup.shared.runAll()
        signal(received, SIG_DFL)
        var one = sigset_t()
        sigemptyset(&one)
        sigaddset(&one, received)
        pthread_sigmask(SIG_UNBLOCK, &one, nil)
        raise(received)
        // Not reached: the default action of these signals ends the process.
        _exit(128 + received)
    }

    private static func isIgnored(_ s: Int32) -> Bool {
        let previous = signal(s, SIG_IGN)
        signal(s, previous)
        // Handlers are C function pointers (optional on some platforms): compare their addresses.
        return unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
