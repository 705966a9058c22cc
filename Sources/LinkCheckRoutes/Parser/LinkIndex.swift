import LinkCheckCore

/// Links grouped by their first path segment, so a URL is tried only against the links that can
/// match it: those whose first segment is that literal, and those that start with a capture or
/// have no segments. Order inside each list is declaration order, so ties still go to the
/// earlier link.
package struct LinkIndex: Sendable {
    /// First literal segment (folded when the schema ignores case) → link indices.
    var byFirstLiteral: [String: [Int]] = [:]
    /// Links whose first segment is a capture or catch-all, or that have no segments.
    var open: [Int] = []
    /// The outermost route of each link's stack (`""` for an empty stack) → link indices, in
    /// declaration order: the only links that can produce a destination whose stack starts so,
    /// which is what the way back (`canonicalURL`) asks of every URL it builds.
    var byOutermostRoute: [String: [Int]] = [:]
    /// Every key some link's query names, once each, in the order first named: the matcher reads
    /// nothing else of a URL's query (`MatchInput.item`).
    var queryKeys: [String] = []

    init(_ links: [Link], caseSensitive: Bool) {
        var named: Set<String> = []
        for link in links {
            for item in link.pattern.query where named.insert(item.key).inserted { queryKeys.append(item.key) }
            byOutermostRoute[link.stack.first?.route ?? "", default: []].append(link.index)
            // A link whose literals fold otherwise than the schema's is tried for every URL.
            if case .literal(let text)? = link.pattern.segments.first, (link.caseSensitive ?? caseSensitive) == caseSensitive {
                let key = caseSensitive ? text : text.lowercased()
                byFirstLiteral[key, default: []].append(link.index)
            } else {
                open.append(link.index)
            }
        }
    }

    /// The links that may produce `destination`, in declaration order.
    func producers(of destination: Destination) -> [Int] {
        byOutermostRoute[destination.stack.first?.name ?? ""] ?? []
    }

    /// The folded form of a URL's first segment, as the keys of `byFirstLiteral` are folded.
    func key(for first: String?, caseSensitive: Bool) -> String? {
        guard let first else { return nil }
        return caseSensitive ? first : first.lowercased()
    }

    /// The links whose first literal is `key`, in declaration order; the matcher merges them with
    /// `open` as it goes, so no candidate list is allocated per URL.
    func literalCandidates(for key: String?) -> [Int] {
        guard let key else { return [] }
        return byFirstLiteral[key] ?? []
    }

    /// The candidates for a URL whose first segment is `first`, in declaration order.
    func candidates(for first: String?, caseSensitive: Bool) -> [Int] {
        let literal = literalCandidates(for: key(for: first, caseSensitive: caseSensitive))
        if open.isEmpty { return literal }
        if literal.isEmpty { return open }
        return merge(literal, open)
    }

    private func merge(_ a: [Int], _ b: [Int]) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j >= b.count || (i < a.count && a[i] < b[j]) { out.append(a[i]); i += 1 } else { out.append(b[j]); j += 1 }
        }
        return out
    }
}
