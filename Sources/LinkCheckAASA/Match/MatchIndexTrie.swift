import LinkCheckCore

extension MatchIndex {
    /// A byte trie over rule prefixes, path-compressed: a run of nodes with one child and no rule
    /// is one edge, so the long shared starts of real prefixes (`/wiki/` before each of 200
    /// namespaces) are compared byte after byte, not node after node. Nodes may share children
    /// (what `Builder` makes of keys of byte classes is a graph: after `/`, the 26 first letters
    /// of `$(lang)` lead to one node), so a node is never copied and a run stops at a shared node.
    ///
    /// Node n reports the rules `rules[n.ruleStart ..< n.ruleEnd]` and has the edges
    /// `n.edgeStart ..< n.edgeEnd`, sorted by their first byte (`edgeByte`); edge e goes to node
    /// `edgeNode[e]` over its first byte then `labels[labelStart[e] ..< labelEnd[e]]`. Node 0 is
    /// the root.
    final class Trie: Sendable {
        struct Node: Sendable {
            var ruleStart: Int32, ruleEnd: Int32
            var edgeStart: Int32, edgeEnd: Int32
        }

        let nodes: [Node]
        let edgeByte: [UInt8]
        let edgeNode: [Int32]
        let labelStart: [Int32]
        let labelEnd: [Int32]
        let labels: [UInt8]
        let rules: [Int32]
        var isEmpty: Bool { rules.isEmpty }

        /// The trie of literal prefixes.
        convenience init(_ prefixes: [(rule: Int, prefix: [UInt8])]) {
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
            self.init(children: children, terminal: terminal)
        }

        /// A plain trie or graph given by each node's children and rules (node 0 the root; every
        /// node reachable from it), flattened breadth first with runs merged into edges.
        init(children: [[UInt8: Int]], terminal: [[Int]]) {
            var incoming = [Int](repeating: 0, count: children.count)
            for list in children { for (_, child) in list { incoming[child] += 1 } }
            // The nodes kept: where a run must stop.
            func kept(_ n: Int) -> Bool { n == 0 || !terminal[n].isEmpty || children[n].count != 1 || incoming[n] > 1 }
            var flatID = [Int32](repeating: -1, count: children.count)
            var order: [Int] = [0]
            flatID[0] = 0
            var nodes: [Node] = [], edgeByte: [UInt8] = [], edgeNode: [Int32] = []
            var labelStart: [Int32] = [], labelEnd: [Int32] = [], labels: [UInt8] = [], rules: [Int32] = []
            var next = 0
            while next < order.count {
                let plain = order[next]
                next += 1
                var node = Node(ruleStart: Int32(rules.count), ruleEnd: 0, edgeStart: Int32(edgeNode.count), edgeEnd: 0)
                rules += terminal[plain].map { Int32($0) }
                for (byte, child) in children[plain].sorted(by: { $0.key < $1.key }) {
                    labelStart.append(Int32(labels.count))
                    var end = child
                    while !kept(end), let (b, after) = children[end].first {
                        labels.append(b)
                        end = after
                    }
                    labelEnd.append(Int32(labels.count))
                    if flatID[end] < 0 {
                        flatID[end] = Int32(order.count)
                        order.append(end)
                    }
                    edgeByte.append(byte)
                    edgeNode.append(flatID[end])
                }
                node.ruleEnd = Int32(rules.count)
                node.edgeEnd = Int32(edgeNode.count)
                nodes.append(node)
            }
            self.nodes = nodes
            self.edgeByte = edgeByte
            self.edgeNode = edgeNode
            self.labelStart = labelStart
            self.labelEnd = labelEnd
            self.labels = labels
            self.rules = rules
        }

        /// Sets the bit of every rule whose prefix `bytes` starts with; ASCII letters of `bytes`
        /// are lower-cased first when `lowering` (the prefixes of case-insensitive rules are folded).
        func collect(_ bytes: UnsafeBufferPointer<UInt8>, lowering: Bool, into bits: UnsafeMutablePointer<UInt64>) {
            @inline(__always) func byte(_ at: Int) -> UInt8 {
                let b = bytes[at]
                return lowering && b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") ? b + 32 : b
            }
            nodes.withUnsafeBufferPointer { nodes in
                edgeByte.withUnsafeBufferPointer { edgeByte in
                    edgeNode.withUnsafeBufferPointer { edgeNode in
                        labelStart.withUnsafeBufferPointer { labelStart in
                            labelEnd.withUnsafeBufferPointer { labelEnd in
                                labels.withUnsafeBufferPointer { labels in
                                    rules.withUnsafeBufferPointer { rules in
                                        var node = nodes[0]
                                        var at = 0
                                        while true {
                                            for r in Int(node.ruleStart)..<Int(node.ruleEnd) {
                                                let rule = Int(rules[r])
                                                bits[rule >> 6] |= 1 << UInt64(rule & 63)
                                            }
                                            guard at < bytes.count else { return }
                                            // Edges are sorted by first byte: search them by halves, since one node can
                                            // have many (after `/wiki/`, one per namespace). The halving depends on the
                                            // count only, and the step is a conditional move: no branch to mispredict.
                                            let first = byte(at)
                                            var lo = Int(node.edgeStart), count = Int(node.edgeEnd) - lo
                                            guard count > 0 else { return }
                                            while count > 1 {
                                                let half = count >> 1
                                                lo = edgeByte[lo + half] <= first ? lo + half : lo
                                                count -= half
                                            }
                                            guard edgeByte[lo] == first else { return }
                                            // The rest of the label must follow; a path that ends inside it reaches no
                                            // further rule, as rules sit on nodes only.
                                            let start = Int(labelStart[lo]), length = Int(labelEnd[lo]) - start
                                            guard length < bytes.count - at else { return }
                                            at += 1
                                            for k in 0..<length where byte(at + k) != labels[start + k] { return }
                                            at += length
                                            node = nodes[Int(edgeNode[lo])]
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }

        /// `collect` over any string's UTF-8.
        func collect<S: StringProtocol>(_ text: S, lowering: Bool, into bits: UnsafeMutablePointer<UInt64>) {
            MatchBytes.with(text) { collect($0, lowering: lowering, into: bits) }
        }
    }
}
