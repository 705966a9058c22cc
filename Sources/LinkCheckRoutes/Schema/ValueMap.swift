import LinkCheckCore

/// A link's `values` for one capture: the captured text, decoded, mapped to constants of its
/// parameter's type (`{"1": true, "0": false}`); text that is not a key does not match the link.
public struct ValueMap: Sendable, Hashable {
    /// One key and its constant, in the order the schema writes them.
    public struct Entry: Sendable, Hashable {
        /// As written in the schema; compared as the link's literals are.
        public var key: String
        /// A constant of the parameter's type.
        public var value: Value
    }

    /// In the schema's order: the way back writes the first key of a value.
    public var entries: [Entry]
    /// Whether keys compare exactly; else both sides are lower-cased.
    public var caseSensitive: Bool

    /// A map of `entries`, compared exactly or ignoring case.
    public init(entries: [Entry], caseSensitive: Bool) {
        self.entries = entries
        self.caseSensitive = caseSensitive
    }

    /// The constant for captured `text`, or `nil` when it is not a key (or holds NUL, which no
    /// value accepts).
    public func value(for text: String) -> Value? {
        guard !text.utf8.contains(0) else { return nil }
        let folded = caseSensitive ? text : text.lowercased()
        return entries.first { (caseSensitive ? $0.key : $0.key.lowercased()) == folded }?.value
    }

    /// The first key whose constant is `value`: what the way back writes.
    public func key(for value: Value) -> String? {
        entries.first { $0.value == value }?.key
    }

    /// The keys as a message lists them: `"1", "0"`.
    var keyList: String { entries.map { SwiftLiteral.clippedString($0.key) }.joined(separator: ", ") }
}
