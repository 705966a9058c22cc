/// One component `generate aasa` may write, before its variables are named: a path pattern, the
/// query items it requires, whether it excludes, whether it ignores case, and what its comment
/// says.
struct AASARuleDraft: Sendable {
    /// `"?": {name: value}`: a query item the link requires, and the pattern its value must match.
    struct QueryCondition: Hashable, Sendable {
        /// Percent-encoded as a URL writes it: iOS compares names as written.
        var name: String
        /// `[.text("")]` for an item that must be missing: iOS reads a missing item as empty.
        var value: [PatternPiece]
    }

    /// Empty for the root (`"/"`); otherwise starts with `/`.
    var path: [PatternPiece]
    var query: [QueryCondition] = []
    var exclude = false
    /// `"caseSensitive": false`.
    var foldsCase = false
    /// The links whose URLs the rule opens (an include), or why it excludes (an exclusion).
    var reasons: [String]
    /// In an include: where in `path` each capture that the link reads as one segment is, and
    /// its name as written (`:id`), for the exclusions that keep it one segment.
    var segmentCaptures: [(piece: Int, name: String)] = []

    /// What identifies the rule for iOS: two drafts with the same key are one rule. Pieces that
    /// are written alike are one (`PatternPiece.globForm`): an exclusion that spans one capture
    /// of `/:a/:b` is the same rule as the one that spans the other.
    struct Key: Hashable {
        var path: [PatternPiece]
        var query: [QueryCondition]
        var exclude: Bool
        var foldsCase: Bool
    }

    var key: Key {
        Key(
            path: path.map(\.globForm), query: query.map { QueryCondition(name: $0.name, value: $0.value.map(\.globForm)) },
            exclude: exclude, foldsCase: foldsCase)
    }

    /// Every choice the rule uses, in the order written.
    var choices: [PatternPiece.Choice] {
        PatternPiece.choices(path) + query.flatMap { PatternPiece.choices($0.value) }
    }

    /// Whether every URL `inner` matches is matched by this rule (both read as iOS reads them).
    /// The path is compared whole; each query item this rule requires must be required by
    /// `inner` too, with a value pattern this rule's covers.
    func covers(_ inner: AASARuleDraft, using coverage: inout PatternCoverage) -> Bool {
        // A rule that compares exactly does not cover one that ignores case.
        if inner.foldsCase && !foldsCase { return false }
        guard query.count <= inner.query.count, Self.headCovers(path, inner.path, fold: foldsCase) else { return false }
        guard coverage.covers(path, inner.path, fold: foldsCase) else { return false }
        return query.allSatisfy { condition in
            inner.query.contains { other in
                let sameName = foldsCase ? CaseFolding.fold(other.name) == CaseFolding.fold(condition.name) : other.name == condition.name
                return sameName && coverage.covers(condition.value, other.value, fold: foldsCase)
            }
        }
    }

    /// A quick test before the whole comparison: each literal character `outer` starts with must be
    /// one `inner` starts with, since a character covers nothing wider than itself.
    static func headCovers(_ outer: [PatternPiece], _ inner: [PatternPiece], fold: Bool) -> Bool {
        let a = PatternPiece.literalHead(outer), b = PatternPiece.literalHead(inner)
        return a.count <= b.count && zip(a, b).allSatisfy { fold ? CaseFolding.fold($0) == CaseFolding.fold($1) : $0 == $1 }
    }
}
