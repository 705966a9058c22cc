import LinkCheckCore

/// A URL (path, query and fragment, as written) that two rules both match, built part by part
/// from the shortest texts their patterns share (`GlobProduct`).
///
/// Exact where both rules constrain a part the same way (path, whole query, fragment, and query
/// items of the same name): a part whose patterns share no text means the rules share no URL.
/// Sampled where they do not: a whole-query pattern against a per-item dictionary gives two
/// candidate queries (the pattern's shortest text, and the items written out), which the caller
/// confirms with the matcher.
enum AASALeakExample {
    enum Outcome {
        /// Candidate texts after the host (`/x?a=1#top`), for the matcher to confirm.
        case candidates([String])
        case disjoint
        case undecided
    }

    private enum Part {
        /// Each candidate text of the part; `nil` for a part the URL leaves out.
        case texts([String?])
        case disjoint
        case undecided
    }

    static func shared(
        _ x: AASALeakRule, _ xParts: AASALeakRule.Parts, _ y: AASALeakRule, _ yParts: AASALeakRule.Parts,
        budget: inout Int
    ) -> Outcome {
        // Each part's alphabet: what may stand unescaped there, and what is escaped when written.
        let mixed = x.percentEncoded != y.percentEncoded
        let decoded = !x.percentEncoded && !y.percentEncoded
        func alphabet(_ extra: Set<Unicode.Scalar>, without: Set<Unicode.Scalar> = [], endsInSlash: Bool = true) -> GlobAlphabet {
            if decoded { return GlobAlphabet(allows: { !without.contains($0) }, endsInSlash: endsInSlash) }
            let raw = extra.union(mixed ? [] : ["%"]).subtracting(without)
            return GlobAlphabet(allows: { GlobAlphabet.isPChar($0) && !without.contains($0) || raw.contains($0) }, endsInSlash: endsInSlash)
        }
        let pathAlphabet = alphabet(["/"], endsInSlash: false)
        let textAlphabet = alphabet(["/", "?"])
        let valueAlphabet = alphabet(["/", "?"], without: ["&"])

        // Part by part, the path first: most pairs of rules part there, and the rest is not needed.
        var texts: [[String?]] = []
        let parts: [(inout Int) -> Part] = [
            { shortest(xParts.paths, yParts.paths, pathAlphabet, &$0) },
            { queries(xParts.query, yParts.query, whole: textAlphabet, value: valueAlphabet, &$0) },
            { shortest(xParts.fragment, yParts.fragment, textAlphabet, &$0) }
        ]
        for part in parts {
            switch part(&budget) {
            case .disjoint: return .disjoint
            case .undecided: return .undecided
            case .texts(let list): texts.append(list)
            }
        }
        var out: [String] = []
        for p in texts[0] {
            for q in texts[1] {
                for f in texts[2] {
                    var url = p.map { encoded($0, keeping: ["/"], decoded) } ?? ""
                    if url.isEmpty { url = "/" }
                    if let q { url += "?" + (decoded ? encodedQuery(q) : q) }
                    if let f { url += "#" + encoded(f, keeping: ["/", "?"], decoded) }
                    out.append(url)
                }
            }
        }
        return .candidates(out)
    }

    /// The shortest text two sets of alternatives share (empty sets: unconstrained, `nil` text).
    private static func shortest(_ a: [GlobNFA], _ b: [GlobNFA], _ alphabet: GlobAlphabet, _ budget: inout Int) -> Part {
        if a.isEmpty && b.isEmpty { return .texts([nil]) }
        var best: String?
        var open = false
        for x in a.isEmpty ? [.anything] : a {
            for y in b.isEmpty ? [.anything] : b {
                switch GlobProduct.shortestShared(x, y, alphabet: alphabet, budget: &budget) {
                case .shared(let text): if best.map({ text.unicodeScalars.count < $0.unicodeScalars.count }) ?? true { best = text }
                case .disjoint: break
                case .undecided: open = true
                }
            }
        }
        if let best { return .texts([best]) }
        return open ? .undecided : .disjoint
    }

    private static func shortest(_ a: GlobNFA, _ b: GlobNFA, _ alphabet: GlobAlphabet, _ budget: inout Int) -> Part {
        if a.isAnything && b.isAnything { return .texts([nil]) }
        return shortest([a], [b], alphabet, &budget)
    }

    private static func queries(
        _ a: AASALeakRule.Query, _ b: AASALeakRule.Query, whole: GlobAlphabet, value: GlobAlphabet,
        _ budget: inout Int
    ) -> Part {
        switch (a, b) {
        case (.anything, .anything):
            return .texts([nil])
        case (.whole(let x), .anything), (.anything, .whole(let x)):
            return shortest([x], [], whole, &budget)
        case (.whole(let x), .whole(let y)):
            return shortest([x], [y], whole, &budget)
        case (.items(let x), .anything), (.anything, .items(let x)):
            return items(x, [], value, &budget)
        case (.items(let x), .items(let y)):
            return items(x, y, value, &budget)
        case (.whole(let w), .items(let list)), (.items(let list), .whole(let w)):
            // Sampled: the whole pattern's shortest text, and the items written out.
            var candidates: [String?] = []
            if case .texts(let texts) = shortest([w], [], whole, &budget) { candidates += texts }
            if case .texts(let texts) = items(list, [], value, &budget) { candidates += texts }
            return candidates.isEmpty ? .undecided : .texts(candidates)
        }
    }

    /// Items of both rules: a name both constrain gets a value both take; an item whose pattern
    /// takes the empty value is left out (a missing item reads as empty).
    private static func items(
        _ a: [(name: String, value: GlobNFA, takesEmpty: Bool)],
        _ b: [(name: String, value: GlobNFA, takesEmpty: Bool)],
        _ alphabet: GlobAlphabet, _ budget: inout Int
    ) -> Part {
        var written: [String] = []
        var usedB = Set<Int>()
        for item in a {
            let match = b.indices.first { !usedB.contains($0) && sameName(b[$0].name, item.name, a: item.value, b: b[$0].value) }
            if let j = match {
                usedB.insert(j)
                if item.takesEmpty && b[j].takesEmpty { continue }
                let value = shortest([item.value], [b[j].value], alphabet, &budget)
                guard case .texts(let texts) = value else { return value }
                written.append(item.name + "=" + (texts.first.flatMap { $0 } ?? ""))
            } else if !item.takesEmpty {
                guard case .texts(let texts) = shortest([item.value], [], alphabet, &budget) else { return .undecided }
                written.append(item.name + "=" + (texts.first.flatMap { $0 } ?? ""))
            }
        }
        for (j, item) in b.enumerated() where !usedB.contains(j) && !item.takesEmpty {
            guard case .texts(let texts) = shortest([item.value], [], alphabet, &budget) else { return .undecided }
            written.append(item.name + "=" + (texts.first.flatMap { $0 } ?? ""))
        }
        return .texts([written.isEmpty ? nil : written.joined(separator: "&")])
    }

    /// Names compare exactly, or folded when either rule folds case.
    private static func sameName(_ x: String, _ y: String, a: GlobNFA, b: GlobNFA) -> Bool {
        x == y || ((a.foldsCase || b.foldsCase) && CaseFolding.fold(x) == CaseFolding.fold(y))
    }

    /// `text` as a URL holds it: as is when compared as written; escaped, but for `pchar` and
    /// `keeping`, when compared decoded.
    private static func encoded(_ text: String, keeping: Set<Unicode.Scalar>, _ decoded: Bool) -> String {
        guard decoded else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if (GlobAlphabet.isPChar(scalar) || keeping.contains(scalar)) && scalar.isASCII {
                out.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 {
                    out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
                }
            }
        }
        return out
    }

    /// A decoded query written out: each item's name and value escaped, the `&` and first `=`
    /// between them kept.
    private static func encodedQuery(_ query: String) -> String {
        query.split(separator: "&", omittingEmptySubsequences: false).map { item -> String in
            guard let eq = item.firstIndex(of: "=") else { return encoded(String(item), keeping: ["/", "?"], true) }
            return encoded(String(item[..<eq]), keeping: ["/", "?"], true) + "=" + encoded(String(item[item.index(after: eq)...]), keeping: ["/", "?"], true)
        }.joined(separator: "&")
    }
}
