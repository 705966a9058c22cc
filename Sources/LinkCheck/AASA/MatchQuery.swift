/// The `?` key of a rule, compiled (AASA.md §1.7).
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
            self = .items(items.map {
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
            return slot.matches(subject.query(percentEncoded: percentEncoded) ?? "") ? nil : ""
        case .items(let wanted):
            let present = subject.queryItems(percentEncoded: percentEncoded)
            for item in wanted {
                // A missing item reads as present and empty; a repeated one must match every time.
                var found = false
                for candidate in present where Self.sameName(candidate.name, item.name, caseSensitive: caseSensitive) {
                    found = true
                    if !item.pattern.matches(candidate.value) { return item.name }
                }
                if !found && !item.pattern.matches("") { return item.name }
            }
            return nil
        }
    }

    /// Names compare scalar by scalar (not by `String`'s canonical equivalence), folded when the
    /// rule is case-insensitive, as its values are (Apple does not say; blazingly-aasa does the same).
    static func sameName(_ a: Substring, _ b: String, caseSensitive: Bool) -> Bool {
        if caseSensitive { return a.unicodeScalars.elementsEqual(b.unicodeScalars) }
        return a.unicodeScalars.lazy.map(CaseFolding.fold).elementsEqual(b.unicodeScalars.lazy.map(CaseFolding.fold))
    }
}
