/// Patterns by the literal characters they start with (`PatternPiece.literalHead`), folded: a trie
/// that gives the few patterns that may cover one, or share text with it, so the generator
/// compares a rule with those instead of with every other rule (linear in links, not quadratic,
/// for schemas whose links start with different literals).
///
/// A pattern covers another only if its head is a prefix of the other's (`AASARuleDraft.headCovers`),
/// and two patterns share text only if one's head is a prefix of the other's; keyed by folded
/// characters, the index returns a superset of both, which the callers then test exactly.
struct HeadIndex {
    private var children: [[Unicode.Scalar: Int]] = [[:]]
    /// The items whose head ends at each node, ascending.
    private var items: [[Int]] = [[]]

    /// `heads[i]` is item `i`'s head.
    init(_ heads: [[Unicode.Scalar]]) {
        for (item, head) in heads.enumerated() {
            var node = 0
            for scalar in head {
                let key = CaseFolding.fold(scalar)
                if let next = children[node][key] {
                    node = next
                } else {
                    children.append([:])
                    items.append([])
                    children[node][key] = children.count - 1
                    node = children.count - 1
                }
            }
            items[node].append(item)
        }
    }

    /// The items whose head is a prefix of `head` (folded): those that may cover it. Ascending.
    func prefixes(of head: [Unicode.Scalar]) -> [Int] {
        var out = items[0]
        var node = 0
        for scalar in head {
            guard let next = children[node][CaseFolding.fold(scalar)] else { break }
            node = next
            out += items[node]
        }
        return out.sorted()
    }

    /// The items whose head is a prefix of `head` or starts with it (folded): those that may share
    /// text with it. Ascending.
    func related(to head: [Unicode.Scalar]) -> [Int] {
        var out = items[0]
        var node = 0
        for scalar in head {
            guard let next = children[node][CaseFolding.fold(scalar)] else { return out.sorted() }
            node = next
            out += items[node]
        }
        // Every head that goes on from `head`.
        var stack = Array(children[node].values)
        while let next = stack.popLast() {
            out += items[next]
            stack += children[next].values
        }
        return out.sorted()
    }
}
