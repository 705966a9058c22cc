import LinkCheckCore

/// Finds, for each rule of an entry, the first earlier rule that covers it.
///
/// Comparing every pair is quadratic: minutes for a 128 KB file of thousands of components. An
/// earlier rule can only cover a later one if each text it constrains covers the later rule's
/// text for the same part, so rules are indexed under one constrained part (path, else
/// fragment, else whole query, else one query item) by the texts they can cover — exactly, or by a literal prefix —
/// and only the candidates found there are confirmed with `AASAReachability.covers`. Keys are
/// lower-cased, which finds a superset of the real covers whatever the case setting.
enum AASACoverIndex {
    enum Part: Hashable, CaseIterable {
        case path, query, fragment, queryItem
    }

    /// A rule's effective fields with its texts normalised once.
    struct Rule {
        var fields: AASARuleFields
        /// The normalised path pattern; `nil` when the path is unconstrained (absent or only `*`).
        var path: String?
        /// Each constrained text, lower-cased, to look up covers of this rule; query items as
        /// `name` NUL `pattern`.
        var keys: [(part: Part, key: String)] = []
        /// The part this rule is indexed under; `nil` for a rule that constrains nothing, which
        /// covers every later rule and so is tried against each.
        var indexPart: Part?
        /// Lower-cased texts this rule covers exactly, and the literal prefix of a pattern that
        /// ends in its only `*`.
        var exact: [String] = []
        var prefix: String?

        init(_ fields: AASARuleFields) {
            self.fields = fields
            if let pattern = fields.path, !AASAReachability.isCatchAllPath(pattern) {
                let normal = AASAReachability.normalizedPath(pattern)
                path = normal
                keys.append((.path, normal.lowercased()))
            }
            if let fragment = fields.fragment, !AASAReachability.isCatchAllText(fragment) {
                keys.append((.fragment, fragment.lowercased()))
            }
            switch fields.query {
            case .whole(let query)? where !AASAReachability.isCatchAllText(query):
                keys.append((.query, query.lowercased()))
            case .items(let items)?:
                for item in items where !AASAReachability.isCatchAllText(item.pattern) {
                    keys.append((.queryItem, item.name.lowercased() + "\u{0}" + item.pattern.lowercased()))
                }
            default:
                break
            }
            // The first constrained part; for query items any one will do, as all must be covered.
            guard let (part, key) = keys.first else { return }
            indexPart = part
            exact = [key]
            // `/x/*` also matches `/x`.
            if part == .path && key.hasSuffix("/*") { exact.append(String(key.dropLast(2))) }
            if let star = key.firstIndex(of: "*"), key.index(after: star) == key.endIndex, !key[..<star].contains("$") {
                prefix = String(key[..<star])
            }
        }
    }

    /// For each rule, the position of the first earlier rule that `covers` confirms, or `nil`.
    static func earliestCovers(_ rules: [Rule], covers: (_ earlier: Int, _ later: Int) -> Bool) -> [Int?] {
        var unindexed: [Int] = []
        var byExact: [Part: [String: [Int]]] = [:]
        var byPrefix: [Part: PrefixTrie] = [:]
        var result: [Int?] = []
        result.reserveCapacity(rules.count)
        for (position, rule) in rules.enumerated() {
            var candidates: [Int] = []
            for (part, key) in rule.keys {
                candidates += byExact[part]?[key] ?? []
                candidates += byPrefix[part]?.values(alongPrefixesOf: key) ?? []
            }
            var best = candidates.sorted().first { covers($0, position) }
            // Already ascending; only those before the best indexed cover can improve on it.
            for earlier in unindexed {
                if let best, earlier > best { break }
                if covers(earlier, position) {
                    best = earlier
                    break
                }
            }
            result.append(best)

            guard let part = rule.indexPart else {
                unindexed.append(position)
                continue
            }
            for key in Set(rule.exact) { byExact[part, default: [:]][key, default: []].append(position) }
            if let prefix = rule.prefix { byPrefix[part, default: PrefixTrie()].insert(prefix, position) }
        }
        return result
    }

    /// Values stored under keys that are prefixes of a given text, found in one walk down the
    /// text (a dictionary lookup per prefix length would be quadratic in the text's length).
    struct PrefixTrie {
        private var children: [[Unicode.Scalar: Int]] = [[:]]
        private var stored: [[Int]] = [[]]

        mutating func insert(_ key: String, _ value: Int) {
            var node = 0
            for scalar in key.unicodeScalars {
                if let next = children[node][scalar] {
                    node = next
                } else {
                    children.append([:])
                    stored.append([])
                    children[node][scalar] = children.count - 1
                    node = children.count - 1
                }
            }
            stored[node].append(value)
        }

        func values(alongPrefixesOf text: String) -> [Int] {
            var node = 0
            var out = stored[0]
            for scalar in text.unicodeScalars {
                guard let next = children[node][scalar] else { break }
                node = next
                out += stored[node]
            }
            return out
        }
    }
}
