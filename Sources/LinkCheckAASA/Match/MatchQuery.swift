import LinkCheckCore

/// The `?` key of a rule, compiled (docs/aasa.md).
enum QueryMatcher: Sendable {
    /// No `?` key, or a dictionary `swcutil` ignores because a value is not a string.
    case anything
    /// A pattern for the whole query as written after `?` (an absent query reads as empty).
    case whole(MatchSlot<AASAPattern>)
    /// Per-item patterns: every listed name must match.
    case items([Item])

    struct Item: Sendable {
        /// As written in the file.
        let name: String
        let pattern: MatchSlot<AASAPattern>
    }

    init(_ query: AASAQuery?, caseSensitive: Bool, variables: [String: [String]]) {
        switch query {
        case nil, .ignored?:
            self = .anything
        case .whole(let text)?:
            self = .whole(MatchSlot(text, caseSensitive: caseSensitive, variables: variables))
        case .items(let items)?:
            self = .items(
                items.map {
                    Item(name: $0.name, pattern: MatchSlot($0.pattern, caseSensitive: caseSensitive, variables: variables))
                })
        }
    }

    var error: AASAPatternError? {
        switch self {
        case .anything: return nil
        case .whole(let slot): return slot.error
        case .items(let items): return items.lazy.compactMap(\.pattern.error).first
        }
    }

    /// `nil` when the query matches, else the name of the first item that fails (`""` for the
    /// whole-query form).
    func failure(in subject: MatchSubject, percentEncoded: Bool, caseSensitive: Bool) -> String? {
        switch self {
        case .anything:
            return nil
        case .whole(let slot):
            return slot.matches(subject.query(percentEncoded: percentEncoded) ?? MatchSubject.empty) ? nil : ""
        case .items(let wanted):
            for item in wanted {
                // A missing item reads as present and empty; a repeated one must match every time.
                var found = false, failed = false
                MatchBytes.with(item.name) { wantedName in
                    subject.forEachItem(percentEncoded: percentEncoded) { name, value in
                        guard Self.sameName(name, wantedName, caseSensitive: caseSensitive) else { return true }
                        found = true
                        failed = !item.pattern.matches(value)
                        return !failed
                    }
                }
                if failed || (!found && !item.pattern.matches(MatchSubject.empty)) { return item.name }
            }
            return nil
        }
    }

    /// Names compare scalar by scalar (not by `String`'s canonical equivalence), folded when the
    /// rule is case-insensitive, as its values are (Apple does not say; blazingly-aasa does the same).
    static func sameName(_ a: MatchSubject.Bytes, _ b: MatchSubject.Bytes, caseSensitive: Bool) -> Bool {
        // Same UTF-8, same scalars.
        if caseSensitive { return a.elementsEqual(b) }
        var i = 0, j = 0
        while i < a.count, j < b.count {
            let (x, xLength) = MatchBytes.scalar(a, at: i), (y, yLength) = MatchBytes.scalar(b, at: j)
            if CaseFolding.fold(x) != CaseFolding.fold(y) { return false }
            i += xLength
            j += yLength
        }
        return i == a.count && j == b.count
    }
}
