import LinkCheckCore
/// Every file a run reads, by identity, so that `--output` and `$GITHUB_STEP_SUMMARY` can refuse
/// any of them however it was spelled: on the command line, as a table's `"schema"`, in
/// `linkcheck.json`, through a link or a hard link.
final class ReadLog: Sendable {
    struct Entry: Sendable {
        var identity: FileIdentity
        /// The path as the run named it, for the message.
        var path: String
    }

    private let entries = Locked<[Entry]>([])

    func record(_ identity: FileIdentity, path: String) {
        entries.withLock { $0.append(Entry(identity: identity, path: path)) }
    }

    /// The first file read that is `identity`, if any.
    func read(_ identity: FileIdentity) -> Entry? {
        entries.withLock { list in list.first { $0.identity == identity } }
    }
}
