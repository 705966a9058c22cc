import LinkCheckCore

/// Which texts an example may be made of: a URL part as written allows only what RFC 3986 lets
/// stand unescaped there, a part compared decoded allows anything (it is escaped when the URL is
/// written), and a part two rules compare differently allows only what reads the same both ways.
struct GlobAlphabet: Sendable {
    /// Scalars an example may hold.
    let allows: @Sendable (Unicode.Scalar) -> Bool
    /// Whether the text may end in `/`: not for a path, which iOS compares without trailing slashes.
    var endsInSlash = true

    /// The scalar an example uses where any will do.
    static let filler: Unicode.Scalar = "x"

    /// RFC 3986 `pchar` without `%`-escapes: unreserved, sub-delims, `:` and `@`.
    static func isPChar(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "a"..."z", "A"..."Z", "0"..."9", "-", ".", "_", "~", "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=", ":", "@":
            return true
        default:
            return false
        }
    }
}

/// The shortest text two patterns both match, found by a breadth-first search over pairs of
/// their states (the product automaton). The set they share is empty exactly when no pair of
/// accepting states can be reached, so the answer is exact within the alphabet, unless the
/// search runs out of its budget of pairs: then the question stays open.
package enum GlobProduct {
    package enum Outcome: Sendable, Equatable {
        /// The shortest shared text (over the alphabet).
        case shared(String)
        /// No text over the alphabet matches both.
        case disjoint
        /// The budget ran out first.
        case undecided
    }

    /// `budget`: pairs of states the search may still visit, shared by every search of one lint
    /// run so that a whole file's work is bounded; it is decreased by the pairs visited.
    static func shortestShared(_ a: GlobNFA, _ b: GlobNFA, alphabet: GlobAlphabet, budget: inout Int) -> Outcome {
        let width = b.stateCount
        // A pair's key: (state of a, state of b, whether the text so far ends in "/"). Each seen
        // key maps to the key it was reached from and the scalar taken, packed in one integer.
        func key(_ p: Int, _ q: Int, _ slash: Bool) -> Int { ((p * width) + q) * 2 + (slash ? 1 : 0) }
        let start = key(0, 0, false)
        var parent: [Int: Int] = [start: -1]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            let slash = current & 1 == 1
            let p = (current >> 1) / width, q = (current >> 1) % width
            if a.accepting[p] && b.accepting[q] && (alphabet.endsInSlash || !slash) {
                return .shared(text(to: current, parent))
            }
            for i in a.edgeStart[p]..<a.edgeStart[p + 1] {
                for j in b.edgeStart[q]..<b.edgeStart[q + 1] {
                    guard let c = common(a.labels[i], a, b.labels[j], b, alphabet) else { continue }
                    let next = key(a.targets[i], b.targets[j], c == "/")
                    guard parent[next] == nil else { continue }
                    if budget <= 0 { return .undecided }
                    budget -= 1
                    parent[next] = current << 21 | Int(c.value)
                    queue.append(next)
                }
            }
        }
        return .disjoint
    }

    /// A scalar both steps take and the alphabet allows, or `nil`. A scalar a set-labelled step
    /// takes is in that set (folded or not), so the candidates are the sets' own members; where
    /// both steps take anything, `GlobAlphabet.filler` does, or else `/`.
    @inline(__always)
    static func common(_ x: Int, _ a: GlobNFA, _ y: Int, _ b: GlobNFA, _ alphabet: GlobAlphabet) -> Unicode.Scalar? {
        if x < 0 && y < 0 {
            if alphabet.allows(GlobAlphabet.filler) { return GlobAlphabet.filler }
            return alphabet.allows("/") ? "/" : nil
        }
        // An upper-case member of a case-sensitive set may be what a folded set on the other side takes.
        if x >= 0 {
            for c in a.sets[x] where alphabet.allows(c) && b.takes(y, c) { return c }
        }
        if y >= 0 {
            for c in b.sets[y] where alphabet.allows(c) && a.takes(x, c) { return c }
        }
        return nil
    }

    private static func text(to end: Int, _ parent: [Int: Int]) -> String {
        var scalars: [Unicode.Scalar] = []
        var at = end
        while let step = parent[at], step >= 0 {
            scalars.append(Unicode.Scalar(UInt32(step & 0x1F_FFFF)) ?? "\u{FFFD}")
            at = step >> 21
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars.reversed())
        return String(out)
    }
}

extension GlobProduct {
    /// The shortest text both patterns match (each compiled as `AASAPattern` compiles it, with its
    /// own case setting), over every scalar: `.shared`, `.disjoint`, or `.undecided` past
    /// `budget` pairs of states. `nil` when a pattern does not compile. For the property tests.
    package static func shortestShared(
        _ a: String, caseSensitive: Bool, _ b: String, caseSensitive otherCaseSensitive: Bool,
        variables: [String: [String]], budget: Int = 100_000
    ) -> Outcome? {
        guard let x = try? GlobSyntax.parse(a, caseSensitive: caseSensitive, variables: variables),
            let y = try? GlobSyntax.parse(b, caseSensitive: otherCaseSensitive, variables: variables)
        else { return nil }
        var left = budget
        return shortestShared(
            GlobNFA(x, foldsCase: !caseSensitive), GlobNFA(y, foldsCase: !otherCaseSensitive),
            alphabet: GlobAlphabet(allows: { _ in true }), budget: &left)
    }
}
