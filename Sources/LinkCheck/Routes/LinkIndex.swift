/// Links grouped by their first path segment, so a URL is tried only against the links that can
/// match it: those whose first segment is that literal, and those that start with a capture or
/// have no segments. Order inside each list is declaration order, so ties still go to the
/// earlier link.
public struct LinkIndex: Sendable {
    /// First literal segment (folded when the schema ignores case) → link indices.
    var byFirstLiteral: [String: [Int]] = [:]
    /// Links whose first segment is a capture or catch-all, or that have no segments.
    var open: [Int] = []

    init(_ links: [Link], caseSensitive: Bool) {
        for link in links {
            if case .literal(let text)? = link.pattern.segments.first {
                byFirstLiteral[caseSensitive ? text : text.lowercased(), default: []].append(link.index)
            } else {
                open.append(link.index)
            }
        }
    }

    /// The candidates for a URL whose first segment is `first`, in declaration order.
    func candidates(for first: String?, caseSensitive: Bool) -> [Int] {
        guard let first, let literal = byFirstLiteral[caseSensitive ? first : first.lowercased()] else { return open }
        if open.isEmpty { return literal }
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
