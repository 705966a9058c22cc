/// The exclusions that keep include rules from reaching deeper than their links.
///
/// In a pattern `?*` matches `/` too, so `/orders/?*` also opens `/orders/42/x`, which the link
/// `/orders/:id` does not route. For each capture a link reads as one segment, the exclusion is
/// its include with that capture spanning two segments (`/orders/?*/?*`), written before every
/// include. It is kept only when it is safe: when no link in the file routes a path it matches
/// (links read as the schema reads them, a capture one segment, checked by intersecting
/// automata). So `/orders/?*/?*` is left out when `/orders/:id/items/:sku` exists: a pattern
/// cannot say "two segments, unless the second is items"; `aasa --schema` then names what the
/// file opens beyond the schema.
struct DepthExclusions {
    /// Pairs of automaton states one exclusion may visit against one link, and all of them
    /// together; an exclusion not proven safe within them is left out.
    static let pairBudget = 20_000
    static let totalBudget = 4_000_000

    private var budget = Self.totalBudget
    /// The shapes of every link in the file, each with its literal head for a quick test.
    private let shapes: [(automaton: PatternAutomaton, head: [Unicode.Scalar], foldsCase: Bool)]

    /// `includes`: the include rule of every link the file opens, with whether the link ignores case.
    init(includes: [(rule: AASARuleDraft, linkFoldsCase: Bool)]) {
        shapes = includes.map {
            (PatternAutomaton($0.rule.path, reading: .shape), PatternPiece.literalHead($0.rule.path), $0.linkFoldsCase)
        }
    }

    /// Whether the budget ran out before every exclusion was decided.
    var exhausted: Bool { budget <= 0 }

    /// The safe exclusions for `include`, one per capture it holds as one segment.
    mutating func exclusions(for include: AASARuleDraft) -> [AASARuleDraft] {
        include.segmentCaptures.compactMap { capture in
            let candidate = Self.spanning(include, at: capture.piece)
            guard isSafe(candidate, foldsCase: include.foldsCase) else { return nil }
            return AASARuleDraft(
                path: candidate, exclude: true, foldsCase: include.foldsCase,
                reasons: ["\(capture.name) is one segment in \(include.reasons.first ?? "")"])
        }
    }

    /// `include`'s path with the capture at `piece` spanning two segments: `?*/?*`, or `*` on a
    /// side where text of the segment (`@` of `/@:user`) already fills it.
    static func spanning(_ include: AASARuleDraft, at piece: Int) -> [PatternPiece] {
        let path = include.path
        let before = piece > 0 ? path[piece - 1] : nil
        let after = piece + 1 < path.count ? path[piece + 1] : nil
        let startsSegment = before == .text("/")
        let endsSegment = after == nil || after == .text("/")
        return Array(path[..<piece]) + [.any(nonEmpty: startsSegment), .text("/"), .any(nonEmpty: endsSegment)] + Array(path[(piece + 1)...])
    }

    /// Whether no link's shape shares a path with `candidate` (read as iOS reads it, folded when
    /// either side ignores case).
    private mutating func isSafe(_ candidate: [PatternPiece], foldsCase: Bool) -> Bool {
        let glob = PatternAutomaton(candidate, reading: .glob)
        let head = PatternPiece.literalHead(candidate)
        for shape in shapes {
            let fold = foldsCase || shape.foldsCase
            // Two literal heads that differ where both are written share no text.
            let common = min(head.count, shape.head.count)
            let same = zip(head.prefix(common), shape.head.prefix(common)).allSatisfy {
                fold ? CaseFolding.fold($0) == CaseFolding.fold($1) : $0 == $1
            }
            guard same else { continue }
            var allowed = min(Self.pairBudget, budget)
            let before = allowed
            let shared = PatternAutomaton.intersect(glob, shape.automaton, fold: fold, budget: &allowed)
            budget -= before - max(allowed, 0)
            // Not known within the budget: assume the worst.
            if shared != false { return false }
        }
        return true
    }
}
