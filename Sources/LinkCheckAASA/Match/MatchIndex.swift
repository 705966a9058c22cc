import LinkCheckCore
import LinkCheckRoutes

/// Which rules of one `details` entry could match a URL's path, so that `decide` runs the automata
/// of a few rules instead of all of them. Every path pattern starts with a run of ASCII literals
/// (`/wiki/Special:` in `/wiki/Special:*`); a rule whose path (as that rule compares it: written or
/// decoded, folded or not, trailing slashes stripped) does not start with it cannot match. The
/// prefixes go into one byte trie per comparison mode; walking the URL's path down a trie collects
/// the rules whose prefix it starts with. Rules without a usable prefix are always candidates.
/// Candidates come back as a bitset over rule positions, so they are still tried in file order.
/// A class, like its tries, so that a lookup retains one reference rather than each array.
final class MatchIndex: Sendable {
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
