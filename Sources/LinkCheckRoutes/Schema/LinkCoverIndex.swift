/// The links that might cover a given link (match every URL it matches), found without comparing
/// it with every other link: the never-wins check asks for each link, and comparing all pairs made
/// a schema of 20,000 links take seconds to load.
///
/// A trie of the links' path segments. A link `a` can cover `b` only when each literal segment of
/// `a` equals `b`'s at that place (folded when case does not matter), each capture of `a` takes
/// `b`'s segment there, and `a` has as many segments as `b` unless it ends with a string catch-all
/// (only those cover anything). Within a trie node, links are filed under the first query item a
/// covered link must also carry (`Needed`), so links that differ only in their query items are not
/// compared either. What it returns is a superset of the covering links, in no particular order:
/// `SchemaAnalysis.covers` decides. The walk is a loop over the trie's levels, never recursion.
struct LinkCoverIndex {
    /// A query item of `a` that `b` must carry for `a` to cover it: a literal `key=value` (`b` must
    /// have that literal), or `key` alone for a capture (`b` must have the key). An optional string
    /// capture needs nothing: a URL without the item still matches `a`.
    struct Needed: Hashable {
        var key: String
        var literal: String?
    }

    /// Links filed by their first needed query item; `free` need none.
    struct Bucket {
        var free: [Int] = []
        var byItem: [Needed: [Int]] = [:]

        mutating func add(_ index: Int, _ needed: Needed?) {
            if let needed { byItem[needed, default: []].append(index) } else { free.append(index) }
        }

        /// The links of this bucket whose needed item `b`'s query items can supply.
        func candidates(for items: [Needed], into out: inout [Int]) {
            out += free
            guard !byItem.isEmpty else { return }
            for item in items {
                if let links = byItem[item] { out += links }
            }
        }
    }

    struct Node {
        /// Folded literal → child.
        var literals: [String: Int] = [:]
        /// Capture type → child.
        var captures: [BaseType: Int] = [:]
        /// Links whose segment at this depth is a string catch-all (their last).
        var rest = Bucket()
        /// Links whose segments end here.
        var ends = Bucket()
    }

    private var nodes = [Node()]
    let caseSensitive: Bool

    init(_ links: [Link], caseSensitive: Bool) {
        self.caseSensitive = caseSensitive
        for link in links { insert(link) }
    }

    private func fold(_ text: String) -> String { caseSensitive ? text : text.lowercased() }

    private mutating func insert(_ link: Link) {
        let p = link.pattern
        let needed = Self.firstNeeded(p)
        var node = 0
        for segment in p.segments {
            switch segment {
            case .literal(let text):
                let key = fold(text)
                if let child = nodes[node].literals[key] {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].literals[key] = nodes.count - 1
                    node = nodes.count - 1
                }
            case .capture(let c):
                let type = p.captures[c].type
                if let child = nodes[node].captures[type] {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].captures[type] = nodes.count - 1
                    node = nodes.count - 1
                }
            case .catchAll(let c):
                // Only a string catch-all covers anything (see `SchemaAnalysis.covers`).
                if p.captures[c].type == .string { nodes[node].rest.add(link.index, needed) }
                return
            }
        }
        nodes[node].ends.add(link.index, needed)
    }

    /// The first query item of `p` that a covered link must carry, if any.
    static func firstNeeded(_ p: PathPattern) -> Needed? {
        for item in p.query {
            switch item.match {
            case .literal(let text):
                return Needed(key: item.key, literal: text)
            case .present:
                return Needed(key: item.key, literal: nil)
            case .absent:
                continue
            case .capture(let c):
                let capture = p.captures[c]
                if !(capture.mayBeMissing && capture.type == .string) { return Needed(key: item.key, literal: nil) }
            }
        }
        return nil
    }

    /// The links that might cover `b` (possibly `b` itself), unordered.
    func candidates(covering b: Link) -> [Int] {
        let p = b.pattern
        var items: [Needed] = []
        for item in p.query {
            items.append(Needed(key: item.key, literal: nil))
            if case .literal(let text) = item.match { items.append(Needed(key: item.key, literal: text)) }
        }
        var out: [Int] = []
        var frontier = [0]
        for segment in p.segments {
            var next: [Int] = []
            for n in frontier {
                let node = nodes[n]
                node.rest.candidates(for: items, into: &out)
                switch segment {
                case .literal(let text):
                    if let child = node.literals[fold(text)] { next.append(child) }
                    for (type, child) in node.captures {
                        if case .success = type.parse(text) { next.append(child) }
                    }
                case .capture(let d):
                    for (type, child) in node.captures where p.captures[d].type.isSubset(of: type) { next.append(child) }
                case .catchAll:
                    // Only a catch-all takes a catch-all, and those are in `rest`.
                    break
                }
            }
            frontier = next
            if frontier.isEmpty { return out }
        }
        for n in frontier { nodes[n].ends.candidates(for: items, into: &out) }
        return out
    }
}
