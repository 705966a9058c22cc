import LinkCheckCore

/// Rules that can never decide anything because an earlier rule of the same entry matches every
/// URL they match (first match wins, docs/aasa.md).
///
/// Deliberately conservative: it reports only coverage it can prove from the text — catch-alls,
/// identical rules, and an earlier `P*` before a later pattern starting with `P` — so that a
/// warning is always real. Path patterns are compared after the slash normalisation iOS applies
/// (docs/aasa.md), so `/buy/*` covers `/buy` and `buy/42`.
enum AASAReachability {
    /// What a component gets when neither it nor any `defaults` sets a flag.
    static let builtIn = AASARuleFields(caseSensitive: true, percentEncoded: true)

    /// `inherited`: built-ins ← `applinks.defaults` ← the entry's `defaults`. Returns the locations
    /// of the rules reported unreachable.
    @discardableResult
    static func checkComponents(
        _ components: [AASAComponent], inherited: AASARuleFields, entry: String,
        into sink: inout DiagnosticSink
    ) -> Set<SourceLocation> {
        var unreachable: Set<SourceLocation> = []
        let rules = components.map { AASACoverIndex.Rule(inherited.overridden(by: $0.fields)) }
        let earliestCover = AASACoverIndex.earliestCovers(rules) { covers(rules[$0], rules[$1]) }
        for (position, component) in components.enumerated() {
            let later = rules[position].fields
            let name = "\(entry).components[\(component.index)]"
            if position == 0, later.exclude == true, isCatchAll(later) {
                sink.report(
                    .excludesEverything, "\(name) excludes every URL, so no universal link can ever open the apps of \(entry)",
                    at: component.location)
            }
            guard let earlierPosition = earliestCover[position] else { continue }
            let earlier = rules[earlierPosition].fields
            let earlierName = "components[\(components[earlierPosition].index)]"
            let message: String
            if isCatchAll(earlier) {
                message = "\(name) can never be reached: \(earlierName) matches every URL and the first match wins"
            } else if earlier == later {
                message = "\(name) repeats \(earlierName) and can never be reached"
            } else {
                message =
                    "\(name) \(summary(component.fields)) can never be reached: \(earlierName) "
                    + "\(summary(components[earlierPosition].fields)) matches every URL it matches and comes first"
            }
            let hint = later.exclude == true && earlier.exclude != true ? "; put exclusions first" : ""
            sink.report(.unreachableRule, message + hint, at: component.location)
            unreachable.insert(component.location)
        }
        return unreachable
    }

    /// Legacy `paths`: only the path is compared, always case-sensitively. Returns the locations
    /// of the paths reported unreachable.
    @discardableResult
    static func checkPaths(_ paths: [AASALegacyPath], entry: String, into sink: inout DiagnosticSink) -> Set<SourceLocation> {
        var unreachable: Set<SourceLocation> = []
        func written(_ path: AASALegacyPath) -> String {
            AASAReader.quoted((path.isExclusion ? "NOT " : "") + path.pattern)
        }
        let rules = paths.map { AASACoverIndex.Rule(AASARuleFields(path: $0.pattern, caseSensitive: true, percentEncoded: true)) }
        let earliestCover = AASACoverIndex.earliestCovers(rules) { covers(rules[$0], rules[$1]) }
        for (position, path) in paths.enumerated() {
            let name = "\(entry).paths[\(path.index)]"
            if position == 0, path.isExclusion, isCatchAllPath(path.pattern) {
                sink.report(
                    .excludesEverything,
                    "\(name) \(written(path)) excludes every URL, so no universal link can ever "
                        + "open the app of \(entry)", at: path.location)
            }
            guard let earlierPosition = earliestCover[position] else { continue }
            let earlier = paths[earlierPosition]
            let earlierName = "paths[\(earlier.index)] \(written(earlier))"
            let message: String
            if isCatchAllPath(earlier.pattern) {
                message = "\(name) \(written(path)) can never be reached: \(earlierName) matches every URL and the first match wins"
            } else if earlier.pattern == path.pattern {
                message = "\(name) \(written(path)) repeats the pattern of \(earlierName) and can never be reached"
            } else {
                message = "\(name) \(written(path)) can never be reached: \(earlierName) matches every path it matches and comes first"
            }
            let hint = path.isExclusion && !earlier.isExclusion ? "; put exclusions first" : ""
            sink.report(.unreachableRule, message + hint, at: path.location)
            unreachable.insert(path.location)
        }
        return unreachable
    }

    // MARK: - Coverage

    /// Whether every URL that `later` matches is matched by `earlier` (both effective fields).
    static func covers(_ earlierRule: AASACoverIndex.Rule, _ laterRule: AASACoverIndex.Rule) -> Bool {
        let earlier = earlierRule.fields, later = laterRule.fields
        let fold = earlier.caseSensitive == false
        // A case-sensitive pattern does not cover the same text matched case-insensitively, and
        // patterns compared in different encodings are not comparable as text.
        let comparable = (fold || later.caseSensitive != false) && earlier.percentEncoded == later.percentEncoded

        let path: Bool
        if let e = earlierRule.path {
            guard comparable, let l = laterRule.path else { return false }
            path = textCovers(e, l, fold: fold) || (e.hasSuffix("/*") && textCovers(String(e.dropLast(2)), l, fold: fold))
        } else {
            path = true
        }
        let fragment: Bool
        if isCatchAllText(earlier.fragment) {
            fragment = true
        } else if comparable, let e = earlier.fragment, let l = later.fragment {
            fragment = textCovers(e, l, fold: fold)
        } else {
            fragment = false
        }
        return path && fragment && queryCovers(earlier.query, later.query, fold: fold, comparable: comparable)
    }

    static func queryCovers(_ earlier: AASAQuery?, _ later: AASAQuery?, fold: Bool, comparable: Bool) -> Bool {
        if isCatchAllQuery(earlier) { return true }
        guard comparable, let earlier, let later else { return false }
        switch (earlier, later) {
        case let (.whole(e), .whole(l)):
            return textCovers(e, l, fold: fold)
        case let (.items(e), .items(l)):
            return e.allSatisfy { item in
                isCatchAllText(item.pattern)
                    || l.contains { other in
                        (fold ? other.name.lowercased() == item.name.lowercased() : other.name == item.name)
                            && textCovers(item.pattern, other.pattern, fold: fold)
                    }
            }
        default:
            return false
        }
    }

    /// Equal text, or `earlier` is a literal prefix followed by one final `*` and `later` starts
    /// with that prefix. A prefix holding `$` is skipped: it could cut a `$(name)` in two.
    static func textCovers(_ earlier: String, _ later: String, fold: Bool) -> Bool {
        // Variable names stay case-sensitive even when values are not.
        let foldable = fold && !earlier.contains("$(") && !later.contains("$(")
        let e = foldable ? earlier.lowercased() : earlier
        let l = foldable ? later.lowercased() : later
        if e == l { return true }
        guard let star = e.firstIndex(of: "*"), e.index(after: star) == e.endIndex else { return false }
        let prefix = e[..<star]
        return !prefix.contains("$") && l.unicodeScalars.starts(with: prefix.unicodeScalars)
    }

    static func normalizedPath(_ pattern: String) -> String {
        var text = "/" + pattern.drop { $0 == "/" }
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }

    // MARK: - Catch-alls

    /// A rule with no constraining key, or only `*` patterns: it matches every URL.
    static func isCatchAll(_ fields: AASARuleFields) -> Bool {
        isCatchAllPath(fields.path) && isCatchAllQuery(fields.query) && isCatchAllText(fields.fragment)
    }

    static func isCatchAllPath(_ pattern: String?) -> Bool {
        guard let pattern else { return true }
        return isCatchAllText(String(pattern.drop { $0 == "/" }))
    }

    static func isCatchAllText(_ pattern: String?) -> Bool {
        guard let pattern else { return true }
        return !pattern.isEmpty && pattern.allSatisfy { $0 == "*" }
    }

    static func isCatchAllQuery(_ query: AASAQuery?) -> Bool {
        switch query {
        case nil, .ignored?: return true
        case .whole(let pattern)?: return isCatchAllText(pattern)
        case .items(let items)?: return items.allSatisfy { isCatchAllText($0.pattern) }
        }
    }

    /// A component as written, compactly: `{"/": "/buy/*", "exclude": true}`.
    static func summary(_ fields: AASARuleFields) -> String {
        var parts: [String] = []
        if let path = fields.path { parts.append("\"/\": \(AASAReader.quoted(path, limit: 40))") }
        switch fields.query {
        case .whole(let pattern)?: parts.append("\"?\": \(AASAReader.quoted(pattern, limit: 40))")
        case .items(let items)?:
            let shown = items.prefix(3).map { "\(AASAReader.quoted($0.name, limit: 20)): \(AASAReader.quoted($0.pattern, limit: 20))" }
            parts.append("\"?\": {" + shown.joined(separator: ", ") + (items.count > 3 ? ", …" : "") + "}")
        case .ignored?: parts.append("\"?\": {…}")
        case nil: break
        }
        if let fragment = fields.fragment { parts.append("\"#\": \(AASAReader.quoted(fragment, limit: 40))") }
        if let exclude = fields.exclude { parts.append("\"exclude\": \(exclude)") }
        if let flag = fields.caseSensitive { parts.append("\"caseSensitive\": \(flag)") }
        if let flag = fields.percentEncoded { parts.append("\"percentEncoded\": \(flag)") }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}
