import LinkCheckCore

extension MatchIndex {
    /// Turns keys of byte classes into the plain byte trie `Trie` walks, so that a lookup stays one
    /// step per byte of the path however many keys share a position.
    ///
    /// The keys first make a trie whose edges are classes; two edges of one node may share bytes
    /// (`$(lang)` and `$(locale)` both start with `e`), so it is determinized by the subset
    /// construction: a node of the result stands for the set of class-trie nodes one path reaches,
    /// and reports the rules of all of them. The result can be larger than the class trie: the
    /// construction gives up (`nil`, and the index tries those rules for every URL, as the plain
    /// scan does) past `maxNodes` nodes or `maxWork` edge tests, so no file can make it slow or big.
    enum Builder {
        typealias Key = MatchIndexKey.Key

        struct Limits: Sendable {
            var maxNodes: Int
            var maxWork: Int
            /// Enough for every real file and the 128 KB variable-led one (about 10,000 nodes), and
            /// at most some tens of milliseconds and megabytes for any file.
            static let standard = Limits(maxNodes: 1 << 16, maxWork: 1 << 22)
        }

        /// `children` and `terminal` of a byte trie (node 0 the root) reporting rule r at every
        /// node a path reaches after consuming some key of r whole.
        static func determinized(
            _ keys: [(rule: Int, key: Key)],
            limits: Limits = .standard
        ) -> (children: [[UInt8: Int]], terminal: [[Int]])? {
            // The class trie: nodes, each with its edges (class → node) and the rules ending there.
            var edges: [[ByteClass: Int]] = [[:]]
            var ends: [[Int]] = [[]]
            for (rule, key) in keys {
                var node = 0
                for c in key {
                    if let next = edges[node][c] {
                        node = next
                    } else {
                        edges.append([:])
                        ends.append([])
                        edges[node][c] = edges.count - 1
                        node = edges.count - 1
                    }
                }
                ends[node].append(rule)
            }
            let edgeLists = edges.map { Array($0) }

            var children: [[UInt8: Int]] = [[:]]
            var terminal: [[Int]] = [Array(Set(ends[0])).sorted()]
            var sets: [[Int]] = [[0]]
            var idOf: [[Int]: Int] = [[0]: 0]
            var work = 0
            var next = 0
            while next < sets.count {
                let members = sets[next]
                // One member whose edges are all literals (every node of a literal-only trie):
                // each edge is its own target, no byte needs testing against every edge.
                if members.count == 1, let only = members.first,
                    case let literal = edgeLists[only].compactMap({ c, child in c.onlyByte.map { ($0, child) } }),
                    literal.count == edgeLists[only].count
                {
                    for (b, child) in literal {
                        if let id = idOf[[child]] {
                            children[next][b] = id
                            continue
                        }
                        work += 1 + ends[child].count
                        guard sets.count < limits.maxNodes, work <= limits.maxWork else { return nil }
                        idOf[[child]] = sets.count
                        children[next][b] = sets.count
                        sets.append([child])
                        children.append([:])
                        terminal.append(Array(Set(ends[child])).sorted())
                    }
                    next += 1
                    continue
                }
                var bytes = ByteClass()
                for n in members { for (c, _) in edgeLists[n] { bytes.formUnion(c) } }
                for b in bytes.bytes {
                    var target: [Int] = []
                    for n in members {
                        work += edgeLists[n].count
                        for (c, child) in edgeLists[n] where c.contains(b) { target.append(child) }
                    }
                    target.sort()
                    // Hashing and keeping the set cost its size.
                    work += target.count
                    if let id = idOf[target] {
                        children[next][b] = id
                        continue
                    }
                    var rules = Set<Int>()
                    for n in target { rules.formUnion(ends[n]) }
                    work += rules.count
                    guard sets.count < limits.maxNodes, work <= limits.maxWork else { return nil }
                    idOf[target] = sets.count
                    children[next][b] = sets.count
                    sets.append(target)
                    children.append([:])
                    terminal.append(rules.sorted())
                }
                guard work <= limits.maxWork else { return nil }
                next += 1
            }
            return (children, terminal)
        }
    }
}
