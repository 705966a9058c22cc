/// The exclusions that keep include rules from reaching deeper than their links.
///
/// In a pattern `?*` matches `/` too, so `/orders/?*` also opens `/orders/42/x`, which the link
/// `/orders/:id` does not route. For each capture a link reads as one segment, the exclusion is
/// its include with that capture spanning two segments (`/orders/?*/?*`), written before every
/// include; of a run of such captures (`/:a/:b`) only the first, since spanning any of them is
/// the same pattern. It is kept only when it is safe: when no link in the file routes a path it
/// matches (links read as the schema reads them, a capture one segment, checked by intersecting
/// automata). So `/orders/?*/?*` is left out when `/orders/:id/items/:sku` exists: a pattern
/// cannot say "two segments, unless the second is items"; `aasa --schema` then names what the
/// file opens beyond the schema.
///
/// Bounded, each bound named where it is reached (`boundReached`): the state pairs one exclusion
/// may visit against one link, all of them together, and the pieces of the candidate exclusions
/// built. An exclusion not proven safe within them is left out, and `unproven` says which links
/// lost one: their rules open deeper URLs than the links route, which the file still passes
/// `linkcheck aasa` with.
struct DepthExclusions {
    static let pairBudget = 20_000
    static let totalBudget = 4_000_000
    /// Pieces of the candidate exclusions built: a link of N captures, each one segment and
    /// between literals, has N candidates of N pieces.
    static let pieceBudget = 1_000_000

    private var budget = Self.totalBudget
    private var pieces = 0
    /// The shapes of every link in the file, each with its literal head for a quick test.
    private let shapes: [(automaton: PatternAutomaton, head: [Unicode.Scalar], foldsCase: Bool, slashes: Int?)]
    private let index: HeadIndex
    /// Exclusions already given, so one that several includes need is counted once.
    private var given: Set<AASARuleDraft.Key> = []

    /// The links (as the schema writes them) whose include lost an exclusion because a bound ran
    /// out before it was proven safe, each once, in order.
    private(set) var unproven: [String] = []
    /// The first bound that ran out, as a message names it.
    private(set) var boundReached: String?

    /// `includes`: the include rule of every link the file opens, with whether the link ignores case.
    init(includes: [(rule: AASARuleDraft, linkFoldsCase: Bool)]) {
        shapes = includes.map {
            (
                PatternAutomaton($0.rule.path, reading: .shape), PatternPiece.literalHead($0.rule.path), $0.linkFoldsCase,
                Self.mostSlashes($0.rule.path)
            )
        }
        index = HeadIndex(shapes.map(\.head))
    }

    /// The safe exclusions for `include` not given before, one per run of captures it holds as
    /// one segment each.
    mutating func exclusions(for include: AASARuleDraft) -> [AASARuleDraft] {
        var out: [AASARuleDraft] = []
        var previous: Int?
        for capture in include.segmentCaptures {
            defer { previous = capture.piece }
            // `/?*/?*/?*` spans the first of `/:a/:b` or the second alike.
            if let previous, previous == capture.piece - 2, Self.isWholeSegment(include.path, at: previous),
                Self.isWholeSegment(include.path, at: capture.piece)
            {
                continue
            }
            if pieces + include.path.count + 2 > Self.pieceBudget {
                reached("\(Self.pieceBudget) pieces of candidate exclusions", include)
                continue
            }
            let candidate = Self.spanning(include, at: capture.piece)
            let rule = AASARuleDraft(
                path: candidate, exclude: true, foldsCase: include.foldsCase,
                reasons: ["\(capture.name) is one segment in \(include.reasons.first ?? "")"])
            guard !given.contains(rule.key) else { continue }
            pieces += candidate.count
            switch safety(candidate, foldsCase: include.foldsCase) {
            case .safe?:
                given.insert(rule.key)
                out.append(rule)
            case .unsafe?:
                continue
            case nil:
                reached(budget <= 0 ? "\(Self.totalBudget) state pairs in all" : "\(Self.pairBudget) state pairs against one link", include)
            }
        }
        return out
    }

    private mutating func reached(_ bound: String, _ include: AASARuleDraft) {
        if boundReached == nil { boundReached = bound }
        let link = include.reasons.first ?? ""
        // An include's candidates come together, so a link is listed once.
        if unproven.last != link { unproven.append(link) }
    }

    /// Whether the piece at `at` is a whole segment: a `/` before it, and a `/` or the end after.
    static func isWholeSegment(_ path: [PatternPiece], at piece: Int) -> Bool {
        piece > 0 && path[piece - 1] == .text("/") && (piece + 1 == path.count || path[piece + 1] == .text("/"))
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

    enum Safety { case safe, unsafe }

    /// The most `/` a path the link's shape accepts can hold: its written ones (a capture is one
    /// segment, a literal carries `/` escaped); `nil` with a catch-all, which holds any number.
    static func mostSlashes(_ shape: [PatternPiece]) -> Int? {
        var n = 0
        for piece in shape {
            switch piece {
            case .text(let t): n += t.unicodeScalars.filter { $0 == "/" }.count
            case .choice(let c): n += c.values.map { $0.unicodeScalars.filter { $0 == "/" }.count }.max() ?? 0
            case .rest, .any: return nil
            case .segment, .hexDigit: break
            }
        }
        return n
    }

    /// The fewest `/` a text the glob matches holds: its written ones.
    static func fewestSlashes(_ glob: [PatternPiece]) -> Int {
        glob.reduce(0) { n, piece in
            switch piece {
            case .text(let t): return n + t.unicodeScalars.filter { $0 == "/" }.count
            case .choice(let c): return n + (c.values.map { $0.unicodeScalars.filter { $0 == "/" }.count }.min() ?? 0)
            default: return n
            }
        }
    }

    /// Whether no link's shape shares a path with `candidate` (read as iOS reads it, folded when
    /// either side ignores case); `nil` when a bound ran out first. Only the links whose literal
    /// head agrees with the candidate's are compared (`HeadIndex`).
    private mutating func safety(_ candidate: [PatternPiece], foldsCase: Bool) -> Safety? {
        let glob = PatternAutomaton(candidate, reading: .glob)
        let head = PatternPiece.literalHead(candidate)
        let fewest = Self.fewestSlashes(candidate)
        for i in index.related(to: head) {
            let shape = shapes[i]
            // A path with fewer segments than the exclusion needs is never cut by it: the
            // include's own link always, whatever its length, without visiting a state.
            if let most = shape.slashes, most < fewest { continue }
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
            switch shared {
            case true?: return .unsafe
            case false?: continue
            // Not known within the budget: the exclusion is left out.
            case nil: return nil
            }
        }
        return .safe
    }
}
