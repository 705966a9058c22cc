import LinkCheckCore
import LinkCheckRoutes

extension MatchIndex {
    /// A byte trie over rule prefixes, path-compressed: a run of nodes with one child and no rule
    /// is one edge, so the long shared starts of real prefixes (`/wiki/` before each of 200
    /// namespaces) are compared byte after byte, not node after node.
    ///
    /// Node n is reached from its parent by the bytes `labels[n.labelStart ..< n.labelEnd]`,
    /// reports the rules `rules[n.ruleStart ..< n.ruleEnd]`, and has the children
    /// `edgeNode[n.edgeStart ..< n.edgeEnd]`, sorted by the first byte of their label
    /// (`edgeByte`). Node 0 is the root, with an empty label.
    final class Trie: Sendable {
        struct Node: Sendable {
            var labelStart: Int32, labelEnd: Int32
            var ruleStart: Int32, ruleEnd: Int32
            var edgeStart: Int32, edgeEnd: Int32
        }

        let nodes: [Node]
        let edgeByte: [UInt8]
        let edgeNode: [Int32]
        let labels: [UInt8]
        let rules: [Int32]
        var isEmpty: Bool { rules.isEmpty }

        init(_ prefixes: [(rule: Int, prefix: [UInt8])]) {
            // Build a plain trie with per-node dictionaries, then flatten it breadth first,
            // merging each chain of rule-less single-child nodes into the edge above it.
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
            var nodes: [Node] = [], edgeByte: [UInt8] = [], edgeNode: [Int32] = []
            var labels: [UInt8] = [], rules: [Int32] = []
            var queue: [(node: Int, label: [UInt8])] = [(0, [])]
            var next = 0
            while next < queue.count {
                let (plain, label) = queue[next]
                next += 1
                var node = Node(labelStart: Int32(labels.count), labelEnd: 0, ruleStart: Int32(rules.count), ruleEnd: 0,
                                edgeStart: Int32(edgeNode.count), edgeEnd: 0)
                labels += label
                rules += terminal[plain].map { Int32($0) }
                for (byte, child) in children[plain].sorted(by: { $0.key < $1.key }) {
                    var run = [byte], end = child
                    while terminal[end].isEmpty, children[end].count == 1, let (b, after) = children[end].first {
                        run.append(b)
                        end = after
                    }
                    edgeByte.append(byte)
                    edgeNode.append(Int32(queue.count))
                    queue.append((end, run))
                }
                node.labelEnd = Int32(labels.count)
                node.ruleEnd = Int32(rules.count)
                node.edgeEnd = Int32(edgeNode.count)
                nodes.append(node)
            }
            self.nodes = nodes
            self.edgeByte = edgeByte
            self.edgeNode = edgeNode
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
                    let child = nodes[Int(edgeNode[lo])]
                    // The rest of the label must follow; a path that ends inside it reaches no
                    // further rule, as rules sit on nodes only.
                    let start = Int(child.labelStart), length = Int(child.labelEnd) - start
                    guard length <= bytes.count - at else { return }
                    for k in 1..<length where byte(at + k) != labels[start + k] { return }
                    at += length
                    node = child
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
