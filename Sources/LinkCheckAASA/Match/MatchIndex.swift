import LinkCheckCore

/// Which rules of one `details` entry could match a URL's path, so that `decide` runs the automata
/// of a few rules instead of all of them. Every path pattern has keys (`MatchIndexKey`): sequences
/// of byte classes, such as the literal `/wiki/Special:` of `/wiki/Special:*` or the locale that
/// leads `/$(lang)-$(region)/news/*`; a rule whose path (as that rule compares it: written or
/// decoded, folded or not, trailing slashes stripped) starts with none of its keys cannot match.
/// The keys go into one byte trie per comparison mode (`Builder` turns classes into bytes);
/// walking the URL's path down a trie collects the rules whose key it starts with, in one step
/// per byte whatever the file. Rules without a key are always candidates, and so are the rules of
/// a mode whose trie would be too big to build (`Builder.Limits`). Candidates come back as a
/// bitset over rule positions, so they are still tried in file order.
/// A class, like its tries, so that a lookup retains one reference rather than each array.
final class MatchIndex: Sendable {
    typealias RuleKeys = (percentEncoded: Bool, caseSensitive: Bool, keys: [MatchIndexKey.Key])

    let ruleCount: Int
    var wordCount: Int { (ruleCount + 63) >> 6 }
    /// Rules that are candidates for every URL.
    let always: [UInt64]
    /// By comparison mode: index `(percentEncoded ? 0 : 2) + (caseSensitive ? 0 : 1)`.
    let tries: [Trie]
    /// How many rules are always candidates because their mode's trie was too big: the plain scan
    /// for those. For tests.
    let unindexed: Int

    /// `keys[i]`: rule i's comparison mode and keys, or `nil` when it has none to index.
    init(_ keys: [RuleKeys?], limits: Builder.Limits = .standard) {
        ruleCount = keys.count
        var always = [UInt64](repeating: 0, count: (keys.count + 63) >> 6)
        func add(_ rule: Int) { always[rule >> 6] |= 1 << UInt64(rule & 63) }
        var byMode: [[(rule: Int, key: MatchIndexKey.Key)]] = [[], [], [], []]
        for (rule, ruleKeys) in keys.enumerated() {
            guard let ruleKeys, !ruleKeys.keys.isEmpty, !ruleKeys.keys.contains(where: \.isEmpty) else {
                add(rule)
                continue
            }
            let mode = (ruleKeys.percentEncoded ? 0 : 2) + (ruleKeys.caseSensitive ? 0 : 1)
            byMode[mode] += ruleKeys.keys.map { (rule, $0) }
        }
        var tries: [Trie] = []
        var unindexed = 0
        for pairs in byMode {
            // Literal keys only (most real files): the plain trie, without determinizing.
            let literal = pairs.map { pair in (pair.rule, pair.key.compactMap(\.onlyByte)) }
            if zip(literal, pairs).allSatisfy({ $0.1.count == $1.key.count }) {
                tries.append(Trie(literal))
            } else if let built = Builder.determinized(pairs, limits: limits) {
                tries.append(Trie(children: built.children, terminal: built.terminal))
            } else {
                let rules = Set(pairs.map(\.rule))
                for rule in rules { add(rule) }
                unindexed += rules.count
                tries.append(Trie([]))
            }
        }
        self.always = always
        self.tries = tries
        self.unindexed = unindexed
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
                tries[mode].collect(CaseFolding.fold(String(decoding: path, as: UTF8.self)), lowering: false, into: bits)
            } else {
                tries[mode].collect(path, lowering: folds, into: bits)
            }
        }
    }

    /// The first rule of `bits` (`wordCount` words), in rule order, for which `body` is `true`.
    @inline(__always)
    func first(of bits: UnsafeMutablePointer<UInt64>, where body: (Int) -> Bool) -> Int? {
        for word in 0..<wordCount {
            var w = bits[word]
            while w != 0 {
                let i = word << 6 | w.trailingZeroBitCount
                w &= w - 1
                if body(i) { return i }
            }
        }
        return nil
    }
}
