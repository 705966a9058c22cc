import LinkCheckCore

/// What every text a path pattern matches has in common, cheap to compare: its length bounds and,
/// for the leading positions whose place is fixed (before the first `*` or choice of uneven
/// length), the scalars each may be. Two patterns whose shapes do not fit share no text, so
/// `AASAExclusionLeak` skips their product search: a choice such as `$(lang)` leaves no literal
/// prefix, but still fixes that `/$(lang)/*` has `/` in fourth place, which `/shop/*` has not.
struct AASAPathShape: Sendable {
    /// Scalars allowed at each fixed leading position (`nil`: any), at most `depth` of them.
    var classes: [Class?] = []
    var minimumLength = 0
    /// `nil`: unbounded (a `*`).
    var maximumLength: Int? = 0
    /// Whether the sets hold folded scalars.
    var folds = false

    /// A variable with no values: the pattern matches nothing.
    var isEmpty = false

    static let depth = 16

    /// The scalars one position allows, as bit masks of their ASCII members as written and
    /// folded, so that most comparisons are two `&`s; other members are kept as a list.
    struct Class: Sendable {
        var exact: (UInt64, UInt64) = (0, 0)
        var folded: (UInt64, UInt64) = (0, 0)
        var others: [Unicode.Scalar] = []

        init(_ scalars: [Unicode.Scalar]) {
            for c in scalars {
                guard c.isASCII else {
                    others.append(c)
                    // The Kelvin sign folds to "k": a folded comparison must find it in the mask.
                    if case let f = CaseFolding.fold(c), f.isASCII { Self.set(&folded, f) }
                    continue
                }
                Self.set(&exact, c)
                Self.set(&folded, CaseFolding.fold(c))
            }
        }

        private static func set(_ mask: inout (UInt64, UInt64), _ c: Unicode.Scalar) {
            if c.value < 64 { mask.0 |= 1 << UInt64(c.value) } else { mask.1 |= 1 << UInt64(c.value - 64) }
        }

        /// Whether some scalar is in both, compared folded when `fold` (a folded class holds only
        /// folded scalars, so its folded mask is its own).
        func meets(_ other: Class, fold: Bool) -> Bool {
            let (a, b) = fold ? (folded, other.folded) : (exact, other.exact)
            if a.0 & b.0 != 0 || a.1 & b.1 != 0 { return true }
            if others.isEmpty && other.others.isEmpty { return false }
            // Rare: a non-ASCII member; fold both sides when comparing folded.
            let mine = fold ? others.map(CaseFolding.fold) : others
            let theirs = fold ? other.others.map(CaseFolding.fold) : other.others
            return mine.contains { theirs.contains($0) }
        }
    }

    /// What one `$(name)` contributes, worked out once per variable and case setting.
    struct Piece: Sendable {
        var minimumLength: Int
        var maximumLength: Int?
        /// Per offset, when every value has the same length and no `*`.
        var classes: [Class?]?
        var isEmpty: Bool
    }

    /// The shape of the normalised path pattern `text`, read from the text itself (no automaton is
    /// built): literals, `?`, `*` and `$(name)` as `GlobSyntax` reads them. `pieces` caches each
    /// variable's contribution between calls; an undefined variable leaves the rest unknown.
    init(text: String, folds: Bool, variables: [String: [String]], pieces: inout [String: Piece]) {
        self.folds = folds
        var fixed = true
        let scalars = Array(text.unicodeScalars)
        var i = 0
        func append(_ set: Class?) {
            if fixed && classes.count < Self.depth { classes.append(set) }
            minimumLength += 1
            maximumLength = maximumLength.map { $0 + 1 }
        }
        while i < scalars.count {
            let c = scalars[i]
            if c == "$", i + 1 < scalars.count, scalars[i + 1] == "(", let close = scalars[(i + 2)...].firstIndex(of: ")") {
                var name = String.UnicodeScalarView()
                name.append(contentsOf: scalars[(i + 2)..<close])
                let key = (folds ? "f" : "s") + String(name)
                i = close + 1
                guard
                    let piece = pieces[key]
                        ?? Self.piece(
                            variables[String(name)] ?? AASAVariables.predefinedValues(String(name)),
                            folds: folds)
                else {
                    fixed = false
                    maximumLength = nil
                    continue
                }
                pieces[key] = piece
                isEmpty = isEmpty || piece.isEmpty
                if let offsets = piece.classes, fixed {
                    for set in offsets { append(set) }
                } else {
                    fixed = false
                    minimumLength += piece.minimumLength
                    maximumLength = maximumLength.flatMap { m in piece.maximumLength.map { m + $0 } }
                }
                continue
            }
            i += 1
            switch c {
            case "*":
                fixed = false
                maximumLength = nil
            case "?":
                append(nil)
            default:
                append(Class([folds ? CaseFolding.fold(c) : c]))
            }
        }
    }

    /// A variable's values as a piece; `nil` for an undefined variable.
    private static func piece(_ values: [String]?, folds: Bool) -> Piece? {
        guard let values else { return nil }
        var lengths: [Int] = []
        var starred = false
        var offsets: [Set<Unicode.Scalar>?] = []
        for value in values {
            var length = 0
            for c in value.unicodeScalars {
                if c == "*" {
                    starred = true
                    continue
                }
                if offsets.count <= length { offsets.append([]) }
                if c == "?" { offsets[length] = nil } else { offsets[length]?.insert(folds ? CaseFolding.fold(c) : c) }
                length += 1
            }
            lengths.append(length)
        }
        let even = !starred && Set(lengths).count == 1
        return Piece(
            minimumLength: lengths.min() ?? 0, maximumLength: starred ? nil : (lengths.max() ?? 0),
            classes: even ? offsets.map { $0.map { Class(Array($0)) } } : nil, isEmpty: values.isEmpty)
    }

    /// Whether the two shapes may share a text: lengths that overlap, and at each position both
    /// fix, a scalar both allow (compared folded when either folds).
    func fits(_ other: AASAPathShape) -> Bool {
        if isEmpty || other.isEmpty { return false }
        if let max = maximumLength, max < other.minimumLength { return false }
        if let max = other.maximumLength, max < minimumLength { return false }
        let fold = folds || other.folds
        for (mine, theirs) in zip(classes, other.classes) {
            guard let mine, let theirs else { continue }
            if !mine.meets(theirs, fold: fold) { return false }
        }
        return true
    }
}
