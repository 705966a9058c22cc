import LinkCheckCore

/// One element of a pattern after `$(name)` references are expanded: what one automaton position
/// consumes.
enum GlobAtom: Hashable, Sendable {
    /// Exactly one scalar out of these (sorted, no duplicates, already case-folded when the pattern
    /// is case-insensitive). A literal is a set of one; `$(digit)` becomes one set of ten.
    case oneOf([Unicode.Scalar])
    /// `?`: any one scalar.
    case any
    /// `*`: any run of scalars, possibly empty.
    case star
}

/// A pattern as a sequence of items: atoms, and choices between the values of a variable.
enum GlobItem: Hashable, Sendable {
    case atom(GlobAtom)
    /// `$(name)`: one of these sequences. Values cannot hold variables, so branches are flat.
    case choice([[GlobAtom]])
}

/// Turns pattern text into `GlobItem`s. There is no escape syntax: `*`, `?` and `$(…)` are the only
/// special forms; a `$` not followed by `(` is literal.
enum GlobSyntax {
    static func parse(
        _ text: String, caseSensitive: Bool,
        variables: [String: [String]]
    ) throws(AASAPatternError) -> [GlobItem] {
        let scalars = Array(text.unicodeScalars)
        var items: [GlobItem] = []
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if c == "$", i + 1 < scalars.count, scalars[i + 1] == "(" {
                guard let close = scalars[(i + 2)...].firstIndex(of: ")") else {
                    throw .unterminatedVariable(offset: i)
                }
                var name = String.UnicodeScalarView()
                name.append(contentsOf: scalars[(i + 2)..<close])
                let key = String(name)
                // The file's own definition wins over a predefined one of the same name (see AASAVariables).
                if let values = variables[key] {
                    var branches: [[GlobAtom]] = []
                    for value in values {
                        branches.append(try atoms(ofValue: value, variable: key, caseSensitive: caseSensitive))
                    }
                    items.append(contentsOf: simplified(choice: branches))
                } else if let predefined = (caseSensitive ? predefinedExact : predefinedFolded)[key] {
                    items.append(contentsOf: predefined)
                } else {
                    throw .undefinedVariable(key)
                }
                i = close + 1
                continue
            }
            items.append(.atom(atom(c, caseSensitive: caseSensitive)))
            i += 1
        }
        return collapsingStars(items)
    }

    /// The predefined variables, simplified once: `$(region)` and `$(lang)` have hundreds of values,
    /// and patterns are compiled per rule.
    private static let predefinedExact = predefinedItems(caseSensitive: true)
    private static let predefinedFolded = predefinedItems(caseSensitive: false)

    private static func predefinedItems(caseSensitive: Bool) -> [String: [GlobItem]] {
        var table: [String: [GlobItem]] = [:]
        for name in AASAVariables.predefinedNames {
            let values = AASAVariables.predefinedValues(name) ?? []
            // The tables hold plain codes and letters, never `$(`, so no value is dropped here.
            let branches = values.compactMap { try? atoms(ofValue: $0, variable: name, caseSensitive: caseSensitive) }
            table[name] = simplified(choice: branches)
        }
        return table
    }

    private static func atom(_ c: Unicode.Scalar, caseSensitive: Bool) -> GlobAtom {
        switch c {
        case "*": return .star
        case "?": return .any
        default: return .oneOf([caseSensitive ? c : CaseFolding.fold(c)])
        }
    }

    private static func atoms(
        ofValue value: String, variable: String,
        caseSensitive: Bool
    ) throws(AASAPatternError) -> [GlobAtom] {
        var out: [GlobAtom] = []
        var previousWasDollar = false
        for c in value.unicodeScalars {
            if previousWasDollar && c == "(" { throw .nestedVariable(variable) }
            previousWasDollar = c == "$"
            out.append(atom(c, caseSensitive: caseSensitive))
        }
        return collapsingStars(out)
    }

    /// A choice in its cheapest equivalent form. Branches that differ only in a last one-scalar
    /// atom merge into one branch ending in a set (`P·a | P·b` = `P·[ab]`; with `P·?` the set is
    /// `?`): `$(alnum)` becomes one position, and `$(region)`'s 257 codes become 26 two-position
    /// branches. A choice left with one branch is spliced into the sequence.
    private static func simplified(choice branches: [[GlobAtom]]) -> [GlobItem] {
        var merged: [[GlobAtom]: (anyLast: Bool, last: Set<Unicode.Scalar>)] = [:]
        var mergedOrder: [[GlobAtom]] = []
        var others: [[GlobAtom]] = []
        var seen = Set<[GlobAtom]>()
        for branch in branches {
            guard let last = branch.last, last != .star else {
                if seen.insert(branch).inserted { others.append(branch) }
                continue
            }
            let prefix = Array(branch.dropLast())
            var entry = merged[prefix] ?? (anyLast: false, last: [])
            if merged[prefix] == nil { mergedOrder.append(prefix) }
            switch last {
            case .oneOf(let set): entry.last.formUnion(set)
            case .any: entry.anyLast = true
            case .star: break
            }
            merged[prefix] = entry
        }
        var result: [[GlobAtom]] = []
        for prefix in mergedOrder {
            guard let entry = merged[prefix] else { continue }
            result.append(prefix + [entry.anyLast ? .any : .oneOf(entry.last.sorted { $0.value < $1.value })])
        }
        result += others
        if result.count == 1 { return result[0].map { .atom($0) } }
        // Zero branches (a variable defined as `[]`) stays a choice: it matches nothing.
        return [.choice(result)]
    }

    /// `**` is `*`; the automaton relies on no two stars being adjacent within one sequence.
    static func collapsingStars(_ atoms: [GlobAtom]) -> [GlobAtom] {
        var out: [GlobAtom] = []
        out.reserveCapacity(atoms.count)
        for a in atoms where !(a == .star && out.last == .star) { out.append(a) }
        return out
    }

    static func collapsingStars(_ items: [GlobItem]) -> [GlobItem] {
        var out: [GlobItem] = []
        out.reserveCapacity(items.count)
        for item in items where !(item == .atom(.star) && out.last == .atom(.star)) { out.append(item) }
        return out
    }
}
