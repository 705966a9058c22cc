import LinkCheckCore

/// Checks that look at links together: two links of the same shape (an error: which one wins
/// would depend on order alone), and a link that can never win (a warning).
struct SchemaAnalysis {
    let schema: RouteSchema

    func check(into sink: inout DiagnosticSink) {
        let shapeOf = schema.links.map { Shape($0, caseSensitive: $0.literalsAreCaseSensitive(in: schema)) }
        var shapes: [Shape: Link] = [:]
        for link in schema.links {
            let shape = shapeOf[link.index]
            if let first = shapes[shape] {
                sink.error(
                    .duplicateLink,
                    "link \(SwiftLiteral.string(link.path)) has the same shape as \(SwiftLiteral.string(first.path)) at line \(first.location.line)"
                        + Self.example(link, schema, "both match"),
                    at: link.location, notes: ["captures are compared by type, not name: \"/a/:x\" and \"/a/:y\" are the same"])
            } else {
                shapes[shape] = link
            }
        }
        // The earliest link that covers and beats `b`, among the few the index offers rather than
        // all links: comparing every pair made loading quadratic in the links.
        let index = LinkCoverIndex(schema.links, caseSensitive: schema.caseSensitive)
        for b in schema.links {
            guard
                let a = index.candidates(covering: b).sorted().lazy.map({ schema.links[$0] }).first(where: { a in
                    a.index != b.index && shapeOf[a.index] != shapeOf[b.index] && covers(a, b) && schema.beats(a, b)
                })
            else { continue }
            sink.warning(
                .linkNeverWins,
                "link \(SwiftLiteral.string(b.path)) can never win: every URL it matches is taken by \(SwiftLiteral.string(a.path)) at line \(a.location.line)"
                    + Self.example(b, schema, "goes to line \(a.location.line)"), at: b.location)
        }
    }

    /// `; for example "miapp://n/1" <what>`, or nothing when no URL can be built.
    static func example(_ link: Link, _ schema: RouteSchema, _ what: String) -> String {
        link.sampleURL(in: schema).map { "; for example \(SwiftLiteral.string($0)) \(what)" } ?? ""
    }

    /// What makes two links indistinguishable: literals (folded when case does not matter),
    /// capture types, query keys with their literal or capture type, and restrictions.
    struct Shape: Hashable {
        var segments: [String]
        var query: [String]
        var schemes: [String]?
        var hosts: [String]?

        init(_ link: Link, caseSensitive: Bool) {
            let p = link.pattern
            segments = p.segments.map { seg in
                switch seg {
                case .literal(let t): return "=" + (caseSensitive ? t : t.lowercased())
                case .capture(let c):
                    // Literal text around a capture is part of its shape: `/@:a` and `/:a` differ.
                    let capture = p.captures[c]
                    let fold = { (t: String) in caseSensitive ? t : t.lowercased() }
                    // A value map is a type given by its keys.
                    let type =
                        capture.valueMap.map { ":{" + $0.entries.map { fold($0.key) }.sorted().joined(separator: ",") + "}" } ?? ":" + capture.type.schemaName
                    return capture.isAffixed ? fold(capture.prefix) + "\u{0}" + type + "\u{0}" + fold(capture.suffix) : type
                case .catchAll(let c): return "*" + p.captures[c].type.schemaName
                }
            }
            query = p.query.map { item in
                switch item.match {
                case .literal(let t): return item.key + "=" + t
                case .present: return item.key
                case .absent: return "!" + item.key
                case .capture(let c):
                    // An optional and a required capture of one key both can win ("more required
                    // query items", docs/routes.md), so they are different shapes.
                    let capture = p.captures[c]
                    let type = capture.valueMap.map {
                        "{" + $0.entries.map { caseSensitive ? $0.key : $0.key.lowercased() }.sorted().joined(separator: ",") + "}"
                    }
                    return item.key + (capture.mayBeMissing ? "?:" : ":") + (type ?? capture.type.schemaName)
                }
            }.sorted()
            schemes = link.schemes?.sorted()
            hosts = link.hosts?.sorted()
        }
    }

    /// Whether every URL that `b` matches is also matched by `a`. Conservative: `false` when unsure.
    func covers(_ a: Link, _ b: Link) -> Bool {
        if a.schemes != nil || a.hosts != nil {
            guard b.schemes != nil || b.hosts != nil else { return false }
            guard Set(b.schemes ?? []).isSubset(of: a.schemes ?? []), Set(b.hosts ?? []).isSubset(of: a.hosts ?? []) else { return false }
        }
        let pa = a.pattern, pb = b.pattern
        for (k, sa) in pa.segments.enumerated() {
            guard k < pb.segments.count else { return false }
            let sb = pb.segments[k]
            switch (sa, sb) {
            case let (.literal(x), .literal(y)):
                // A link that ignores case covers the other's literal by folding; one that does not,
                // only a literal of a link that does not either.
                let (ia, ib) = (!a.literalsAreCaseSensitive(in: schema), !b.literalsAreCaseSensitive(in: schema))
                guard ia ? x.lowercased() == y.lowercased() : (x == y && !ib) else { return false }
            case let (.capture(c), .literal(y)):
                let ca = pa.captures[c]
                // A literal that ignores case matches spellings a typed capture may refuse.
                if !b.literalsAreCaseSensitive(in: schema) && (ca.type != .string || ca.valueMap != nil || ca.isAffixed) { return false }
                let text = ca.isAffixed ? RouteSchema.between(y, ca.prefix, ca.suffix, caseSensitive: a.literalsAreCaseSensitive(in: schema)) : y
                guard let text, case .success = ca.read(text) else { return false }
            case let (.capture(c), .capture(d)):
                // With literal text around either, only the same text is known to cover.
                let ca = pa.captures[c], cb = pb.captures[d]
                guard ca.prefix == cb.prefix, ca.suffix == cb.suffix, ca.valueMap == cb.valueMap, cb.type.isSubset(of: ca.type) else {
                    return false
                }
            case (.catchAll(let c), _):
                // A string catch-all takes any tail of one or more segments.
                return pa.captures[c].type == .string && pa.captures[c].valueMap == nil && queryCovers(pa, pb)
            default:
                return false
            }
        }
        guard pa.segments.count == pb.segments.count else { return false }
        return queryCovers(pa, pb)
    }

    private func queryCovers(_ pa: PathPattern, _ pb: PathPattern) -> Bool {
        pa.query.allSatisfy { qa in
            let qb = pb.query.first { $0.key == qa.key }
            switch (qa.match, qb?.match) {
            case let (.literal(x), .literal(y)?):
                return x == y
            case (.literal, _):
                return false
            case (.present, let other):
                // b must guarantee a non-empty value: a literal, a required capture, or `key`.
                switch other {
                case .literal?, .present?: return true
                case .capture(let d)?: return !pb.captures[d].mayBeMissing
                case .absent?, nil: return false
                }
            case (.absent, let other):
                return other == .absent
            case (.capture(let c), .present?):
                return pa.captures[c].type == .string && pa.captures[c].valueMap == nil
            case (.capture(let c), .absent?):
                return pa.captures[c].mayBeMissing
            case let (.capture(c), .literal(y)?):
                if case .success = pa.captures[c].read(y) { return true }
                return false
            case let (.capture(c), .capture(d)?):
                let ca = pa.captures[c], cb = pb.captures[d]
                return ca.valueMap == cb.valueMap && cb.type.isSubset(of: ca.type) && (ca.mayBeMissing || !cb.mayBeMissing)
            case (.capture(let c), nil):
                // b ignores the item, so a URL may carry any value for it.
                return pa.captures[c].mayBeMissing && pa.captures[c].type == .string && pa.captures[c].valueMap == nil
            }
        }
    }
}
