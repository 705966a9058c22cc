/// Whether every text one glob matches is matched by another, as iOS matches them: the test
/// behind "a rule covered by another is not written". Sound, not complete: `true` is always right;
/// a cover it cannot prove (a choice covered only by several of another choice's values) is
/// `false`, and the rule is then kept, which is harmless.
struct PatternCoverage {
    /// One step of a glob: a character, any one character, any run, or one hexadecimal digit.
    enum Token: Hashable {
        case scalar(Unicode.Scalar)
        case one
        case run
        case hexDigit
    }

    /// Steps of the dynamic programme left before the caller gives up proving covers.
    private(set) var budget: Int

    init(budget: Int) {
        self.budget = budget
    }

    /// Each way of reading `pieces` without choices (one per combination of values), or `nil`
    /// past `limit` combinations.
    static func alternatives(_ pieces: [PatternPiece], limit: Int = 64) -> [[Token]]? {
        var out: [[Token]] = [[]]
        for piece in pieces {
            let options: [[Token]]
            switch piece {
            case .text(let t): options = [tokens(t)]
            case .segment, .rest, .any(nonEmpty: true): options = [[.one, .run]]
            case .any(nonEmpty: false): options = [[.run]]
            case .hexDigit: options = [[.hexDigit]]
            case .choice(let choice): options = choice.values.map(tokens)
            }
            guard out.count * options.count <= limit else { return nil }
            out = out.flatMap { prefix in options.map { prefix + $0 } }
        }
        return out
    }

    static func tokens(_ text: String) -> [Token] {
        text.unicodeScalars.map { $0 == "?" ? .one : .scalar($0) }
    }

    /// Whether `outer` matches every text `inner` matches; `fold` when `outer` ignores case.
    mutating func covers(_ outer: [PatternPiece], _ inner: [PatternPiece], fold: Bool) -> Bool {
        guard let outers = Self.alternatives(outer), let inners = Self.alternatives(inner) else { return false }
        return inners.allSatisfy { one in outers.contains { covers($0, one, fold: fold) } }
    }

    /// The dynamic programme over (position in `outer`, position in `inner`), from the ends: a run
    /// of `outer` takes any run of `inner`'s steps; every other step of `outer` takes one step of
    /// `inner` that matches only characters it matches. Two rows at a time; a pair of patterns
    /// that would cost more than the budget left is not proven.
    private mutating func covers(_ outer: [Token], _ inner: [Token], fold: Bool) -> Bool {
        let cost = (outer.count + 1) * (inner.count + 1)
        guard cost <= budget else {
            budget = 0
            return false
        }
        budget -= cost
        // `below[j]`: whether outer[(i + 1)...] covers inner[j...].
        var below = [Bool](repeating: false, count: inner.count + 1)
        below[inner.count] = true
        for i in stride(from: outer.count - 1, through: 0, by: -1) {
            var row = [Bool](repeating: false, count: inner.count + 1)
            for j in stride(from: inner.count, through: 0, by: -1) {
                if outer[i] == .run {
                    row[j] = below[j] || (j < inner.count && row[j + 1])
                } else {
                    row[j] = j < inner.count && Self.step(outer[i], takes: inner[j], fold: fold) && below[j + 1]
                }
            }
            below = row
        }
        return below[0]
    }

    private static func step(_ outer: Token, takes inner: Token, fold: Bool) -> Bool {
        switch (outer, inner) {
        case (_, .run), (.run, _): return false
        case (.one, _): return true
        case (.hexDigit, .hexDigit): return true
        case let (.hexDigit, .scalar(s)): return s.properties.isASCIIHexDigit
        case let (.scalar(a), .scalar(b)): return fold ? CaseFolding.fold(a) == CaseFolding.fold(b) : a == b
        case (.scalar, _), (.hexDigit, .one): return false
        }
    }
}
