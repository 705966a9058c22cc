import LinkCheckSystem
import LinkCheckCore

/// What must not outlive a run that a signal ends: the temporary files it is writing and the
/// child processes (curl) it started. `SignalWatcher` calls `runAll` and then lets the signal
/// end the process. Creating a file or a child happens under the same lock as registering it,
/// so a signal finds every one that exists.
final class Cleanup: Sendable {
    static let shared = Cleanup()

    struct Token: Hashable, Sendable {
        fileprivate let id: Int
    }

    private enum Item {
        /// A temporary file: its folder (an open descriptor) and its name there.
        case file(folder: Int32, name: String)
        case child(pid_t)
    }

    private struct State {
        var next = 0
        var items: [Int: Item] = [:]
        /// Set by `runAll`: the process is ending, and nothing new may start.
        var ending = false
    }

    private let state = Locked(State())

    /// Runs `create` (which returns a descriptor, or -1 with errno set) and registers the file
    /// it created, atomically with respect to a signal.
    func createFile(folder: Int32, name: String, _ create: () -> Int32) -> (fd: Int32, token: Token?) {
        state.withLock { s in
            guard !s.ending else { return (-1, nil) }
            let fd = create()
            guard fd >= 0 else { return (fd, nil) }
            s.next += 1
            s.items[s.next] = .file(folder: folder, name: name)
            return (fd, Token(id: s.next))
        }
    }

    /// Runs `spawn` (which returns the child's pid, or `nil`) and registers the child.
    func startChild(_ spawn: () -> pid_t?) -> (pid: pid_t, token: Token)? {
        state.withLock { s in
            guard !s.ending, let pid = spawn() else { return nil }
            s.next += 1
            s.items[s.next] = .child(pid)
            return (pid, Token(id: s.next))
        }
    }

    /// Runs `body` (reaping a child, renaming a file away) and forgets the item, atomically.
    func finish(_ token: Token, _ body: () -> Void = {}) {
        state.withLock { s in
            body()
            s.items[token.id] = nil
        }
    }

    /// Called by the main thread just before it exits with a status. Once a signal has come, the
    /// watcher is ending the process by that signal; work that finished meanwhile (a wait on a
    /// child the watcher killed) must not end it first with a status of its own, which would tell
    /// the shell the run ended normally. Waits for the signal, a few seconds at most.
    func yieldToSignal() {
        guard state.withLock({ $0.ending }) else { return }
        for _ in 0..<50 { usleep(100_000) }
    }

    /// Removes every registered file and kills every registered child. Keeps the lock: the
    /// process is about to end, and no thread may start anything new meanwhile.
    func runAll() {
        state.withLock { s in
            s.ending = true
            for item in s.items.values {
                switch item {
                case .file(let folder, let name): _ = PathBytes.withCString(name) { unlinkat(folder, $0, 0) }
                // SIGKILL: a child that inherited SIGTERM ignored must still end.
                case .child(let pid): kill(pid, SIGKILL)
                }
            }
            s.items = [:]
        }
    }
}
