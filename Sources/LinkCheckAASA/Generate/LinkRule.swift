import LinkCheckRoutes

/// A link of the schema as the component that opens its URLs, as narrow as a pattern can say
/// (docs/generate.md, "generate aasa"): literal segments kept in each spelling a URL may carry,
/// a capture `?*` (one or more characters), a catch-all `?*`, the text around a capture kept,
/// the values of an enumeration, a value map or a `bool` as a substitution variable, a `uuid` as
/// 36 hexadecimal digits and dashes; each query item the link requires in `"?"`.
enum LinkRule {
    /// The include rules of `link`: one, or one per way a URL may spell the names of the query
    /// items it requires (`it's`, `it%27s`), since a `"?"` dictionary holds one pattern per name
    /// as written. Empty when no URL can match it (an enumeration or value map with no value a
    /// URL can carry).
    static func includes(_ link: Link, in schema: RouteSchema) -> [AASARuleDraft] {
        guard let first = include(link, in: schema) else { return [] }
        guard !first.query.isEmpty else { return [first] }
        var out = [first]
        for form in [UnicodeForms.nfc, UnicodeForms.nfd] {
            for escaping in AASALiteralText.Escaping.allCases {
                let spelled = { (key: String) in AASALiteralText.encoded(form(key), in: .queryItem, escaping: escaping) }
                guard let rule = include(link, in: schema, names: spelled) else { continue }
                if !out.contains(where: { $0.query.map(\.name) == rule.query.map(\.name) }) { out.append(rule) }
            }
        }
        return out
    }

    /// The include rule of `link`, its query item names spelled by `names` (by default composed,
    /// and raw where RFC 3986 allows); `nil` when no URL can match it.
    static func include(
        _ link: Link, in schema: RouteSchema,
        names: (String) -> String = { AASALiteralText.encoded(UnicodeForms.nfc($0), in: .queryItem) }
    ) -> AASARuleDraft? {
        let folds = !link.literalsAreCaseSensitive(in: schema)
        let pattern = link.pattern
        var path: [PatternPiece] = []
        var segmentCaptures: [(piece: Int, name: String)] = []
        for segment in pattern.segments {
            path.append(.text("/"))
            switch segment {
            case .literal(let text):
                path.append(literal(text, in: .pathSegment, foldsCase: folds))
            case .capture(let c):
                let capture = pattern.captures[c]
                if !capture.prefix.isEmpty { path.append(literal(capture.prefix, in: .pathSegment, foldsCase: folds)) }
                guard let body = captured(capture, in: .pathSegment, wildcard: .segment) else { return nil }
                if body == [.segment] { segmentCaptures.append((path.count, ":" + capture.name)) }
                path += body
                if !capture.suffix.isEmpty { path.append(literal(capture.suffix, in: .pathSegment, foldsCase: folds)) }
            case .catchAll:
                path.append(.rest)
            }
        }
        var query: [AASARuleDraft.QueryCondition] = []
        for item in pattern.query {
            let name = names(item.key)
            // The first condition on a name decides: a dictionary holds one pattern per name.
            guard !query.contains(where: { $0.name == name }) else { continue }
            let value: [PatternPiece]
            switch item.match {
            // Literal query values compare exactly, whatever the link's case setting.
            case .literal(let text): value = [literal(text, in: .queryItem, foldsCase: false)]
            case .present: value = [.any(nonEmpty: true)]
            case .absent: value = [.text("")]
            case .capture(let c):
                let capture = pattern.captures[c]
                // An item that may be missing constrains nothing iOS can check.
                if capture.mayBeMissing || capture.defaultValue != nil { continue }
                guard let body = captured(capture, in: .queryItem, wildcard: .any(nonEmpty: true)) else { return nil }
                value = body
            }
            query.append(AASARuleDraft.QueryCondition(name: name, value: value))
        }
        let foldsCase = folds && (PatternPiece.hasCase(path) || query.contains { PatternPiece.hasCase($0.value) || PatternPiece.hasCase($0.name) })
        var rule = AASARuleDraft(path: path, query: query, foldsCase: foldsCase, reasons: [link.path])
        rule.segmentCaptures = segmentCaptures
        return rule
    }

    /// A literal in every spelling the schema accepts: as text when it has one, else a choice.
    static func literal(_ decoded: String, in part: AASALiteralText.Part, foldsCase: Bool) -> PatternPiece {
        let patterns = AASALiteralText.patterns(decoded, in: part, foldsCase: foldsCase)
        guard patterns.count > 1 else { return .text(patterns.first ?? "") }
        return .choice(PatternPiece.Choice(hint: decoded, values: patterns))
    }

    /// The text a capture reads, as pieces: the values it can take where they are few, else
    /// `wildcard`. `nil` when it can take no value at all.
    static func captured(_ capture: PathPattern.Capture, in part: AASALiteralText.Part, wildcard: PatternPiece) -> [PatternPiece]? {
        var texts: [String]
        var folds = false
        if let map = capture.valueMap {
            texts = map.entries.map(\.key)
            folds = !map.caseSensitive
        } else {
            switch capture.type {
            case .bool: texts = ["true", "false"]
            case .enumeration(let members): texts = members
            case .uuid: return uuid
            case .int, .double, .string, .query: return [wildcard]
            }
        }
        // A captured text is never empty (an empty query value counts as missing).
        texts = texts.filter { !$0.isEmpty }
        var values: [String] = []
        for text in texts {
            for written in AASALiteralText.patterns(text, in: part, foldsCase: folds) where !values.contains(written) { values.append(written) }
        }
        guard !values.isEmpty else { return nil }
        return [.choice(PatternPiece.Choice(hint: capture.name, values: values))]
    }

    /// `UUID(uuidString:)`: 8-4-4-4-12 hexadecimal digits, either case.
    static let uuid: [PatternPiece] = [8, 4, 4, 4, 12].enumerated().flatMap { group, count in
        (group == 0 ? [] : [PatternPiece.text("-")]) + Array(repeating: PatternPiece.hexDigit, count: count)
    }
}
