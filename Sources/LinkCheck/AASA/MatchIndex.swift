/// Which rules of one `details` entry could match a URL's path, so that `decide` runs the automata
/// of a few rules instead of all of them. Every path pattern starts with a run of ASCII literals
/// (`/wiki/Special:` in `/wiki/Special:*`); a rule whose path (as that rule compares it: written or
/// decoded, folded or not, trailing slashes stripped) does not start with it cannot match. The
/// prefixes go into one byte trie per comparison mode; walking the URL's path down a trie collects
/// the rules whose prefix it starts with. Rules without a usable prefix are always candidates.
/// Candidates come back as a bitset over rule positions, so they are still tried in file order.
final class MatchIndex: Sendable {
    /// A byte trie over prefixes: node n has children `childStart[n] ..< childStart[n + 1]` and
    /// reports the rules `ruleStart[n] ..< ruleStart[n + 1]` of `rules`. Node 0 is the root.
    /// Classes, like `MatchIndex`, so that a lookup retains one reference rather than each array.
    final class Trie: Sendable {
        let childStart: [Int32]
        let childByte: [UInt8]
        let childNode: [Int32]
        let ruleStart: [Int32]
        let rules: [Int32]
        var isEmpty: Bool { rules.isEmpty }

        init(_ prefixes: [(rule: Int, prefix: [UInt8])]) {
            // Build with per-node dictionaries, then flatten: lookups then touch flat arrays only.
            var children: [[UInt8: Int]] = [[:]]
            var terminal: [[Int]] = [[]]
            for (rule, prefix) in prefixes {
                var node = 0
                for byte in prefix {
                    if let next = children[node][byte] {
                        node = next
                    } else {
                        children.append([:])
                        terminal.append([])
                        children[node][byte] = children.count - 1
                        node = children.count - 1
                    }
                }
                terminal[node].append(rule)
            }
            var childStart: [Int32] = [], childByte: [UInt8] = [], childNode: [Int32] = []
            var ruleStart: [Int32] = [], rules: [Int32] = []
            for n in children.indices {
                childStart.append(Int32(childByte.count))
                for (byte, node) in children[n].sorted(by: { $0.key < $1.key }) {
                    childByte.append(byte)
                    childNode.append(Int32(node))
                }
                ruleStart.append(Int32(rules.count))
                rules.append(contentsOf: terminal[n].map { Int32($0) })
            }
            childStart.append(Int32(childByte.count))
            ruleStart.append(Int32(rules.count))
            self.childStart = childStart
            self.childByte = childByte
            self.childNode = childNode
            self.ruleStart = ruleStart
            self.rules = rules
        }

        /// Sets the bit of every rule whose prefix `bytes` starts with; ASCII letters of `bytes`
        /// are lower-cased first when `lowering` (the prefixes of case-insensitive rules are folded).
        func collect(_ bytes: UnsafeBufferPointer<UInt8>, lowering: Bool, into bits: UnsafeMutablePointer<UInt64>) {
            childStart.withUnsafeBufferPointer { childStart in
            childByte.withUnsafeBufferPointer { childByte in
            childNode.withUnsafeBufferPointer { childNode in
            ruleStart.withUnsafeBufferPointer { ruleStart in
            rules.withUnsafeBufferPointer { rules in
                var node = 0
                var at = 0
                while true {
                    for r in Int(ruleStart[node])..<Int(ruleStart[node + 1]) {
                        let rule = Int(rules[r])
                        bits[rule >> 6] |= 1 << UInt64(rule & 63)
                    }
                    guard at < bytes.count else { return }
                    var byte = bytes[at]
                    at += 1
                    if lowering, byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
                    var found = -1
                    for c in Int(childStart[node])..<Int(childStart[node + 1]) where childByte[c] == byte {
                        found = Int(childNode[c])
                        break
                    }
                    if found < 0 { return }
                    node = found
                }
            }
            }
            }
            }
            }
        }

        /// `collect` over any string's UTF-8.
        func collect<S: StringProtocol>(_ text: S, lowering: Bool, into bits: UnsafeMutablePointer<UInt64>) {
            let done: Void? = text.utf8.withContiguousStorageIfAvailable { collect($0, lowering: lowering, into: bits) }
            if done == nil {
                // Not contiguous (a bridged string): copy once.
                Array(text.utf8).withUnsafeBufferPointer { collect($0, lowering: lowering, into: bits) }
            }
        }
    }

    let ruleCount: Int
    var wordCount: Int { (ruleCount + 63) >> 6 }
    /// Rules that are candidates for every URL.
    let always: [UInt64]
    /// By comparison mode: index `(percentEncoded ? 0 : 2) + (caseSensitive ? 0 : 1)`.
    let tries: [Trie]

    /// `keys[i]`: rule i's comparison mode and prefix, or `nil` when it has none to index.
    init(_ keys: [(percentEncoded: Bool, caseSensitive: Bool, prefix: [UInt8])?]) {
        ruleCount = keys.count
        var always = [UInt64](repeating: 0, count: (keys.count + 63) >> 6)
        var byMode: [[(rule: Int, prefix: [UInt8])]] = [[], [], [], []]
        for (rule, key) in keys.enumerated() {
            guard let key, !key.prefix.isEmpty else {
                always[rule >> 6] |= 1 << UInt64(rule & 63)
                continue
            }
            byMode[(key.percentEncoded ? 0 : 2) + (key.caseSensitive ? 0 : 1)].append((rule, key.prefix))
        }
        self.always = always
        tries = byMode.map { Trie($0) }
    }

    /// Fills `bits` (`wordCount` words) with the candidate rules for `subject`.
    func candidates(_ subject: MatchSubject, into bits: UnsafeMutablePointer<UInt64>) {
        for i in 0..<wordCount { bits[i] = always[i] }
        for mode in 0..<4 where !tries[mode].isEmpty {
            let path = PathMatcher.strippingTrailingSlashes(subject.path(percentEncoded: mode < 2))
            let folds = mode & 1 == 1
            if folds && !MatchBytes.isASCII(path) {
                // Non-ASCII scalars may fold to ASCII (the Kelvin sign to `k`): fold the whole
                // path the way the automaton does. Rare, so this may allocate.
                tries[mode].collect(CaseFolding.fold(path), lowering: false, into: bits)
            } else {
                tries[mode].collect(path, lowering: folds, into: bits)
            }
        }
    }
}
