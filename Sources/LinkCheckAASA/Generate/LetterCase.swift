/// The letters other than ASCII that the schema's case-insensitive comparison (`lowercased()`,
/// one scalar at a time) takes for one another, for `generate aasa` to write each: iOS is known to
/// fold only ASCII letters, so `ǆ`, `Ǆ` and `ǅ` are three spellings, and `ß` and `ẞ` two.
enum LetterCase {
    /// Scalars whose lower case is one scalar that is neither their upper case's nor their title
    /// case's inverse: found by scanning every scalar (`LetterCaseTests` holds the list to the
    /// standard library's tables). The canonical singletons `Ω` (U+2126), `K` (U+212A) and `Å`
    /// (U+212B), which the schema also equates with `Ω`, `K` and `Å` by canonical equivalence, are
    /// left out with the other spellings no pattern writes (docs/generate.md).
    static let otherCapitals: [Unicode.Scalar: [Unicode.Scalar]] = [
        "\u{3B8}": ["\u{3F4}"],  // θ: ϴ, GREEK CAPITAL THETA SYMBOL
        "\u{DF}": ["\u{1E9E}"]  // ß: ẞ, LATIN CAPITAL LETTER SHARP S
    ]

    /// The scalars the schema takes for `scalar` when it ignores case, its lower case first:
    /// the lower case, the upper and title case where they are one scalar that lower-cases back,
    /// and `otherCapitals`. Just `scalar` for ASCII, which iOS folds itself, and for a scalar with
    /// no case.
    static func forms(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        guard !scalar.isASCII else { return [scalar] }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        guard lower.count == 1, let l = lower.first else { return [scalar] }
        var out = [l]
        for mapping in [l.properties.uppercaseMapping, l.properties.titlecaseMapping] {
            let mapped = mapping.unicodeScalars
            guard mapped.count == 1, let m = mapped.first, !out.contains(m),
                m.properties.lowercaseMapping.unicodeScalars.elementsEqual([l])
            else { continue }
            out.append(m)
        }
        for other in otherCapitals[l] ?? [] where !out.contains(other) { out.append(other) }
        return out
    }

    /// `text` with every letter that has several `forms` written in its first, then its second,
    /// and so on (a letter with fewer keeps its last): at most as many texts as the most forms
    /// one letter has, not every combination of them.
    static func variants(of text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        let forms = scalars.map(Self.forms(of:))
        let most = forms.map(\.count).max() ?? 1
        guard most > 1 else { return [] }
        return (0..<most).map { k in
            var out = String.UnicodeScalarView()
            for f in forms { out.append(f[min(k, f.count - 1)]) }
            return String(out)
        }
    }
}
