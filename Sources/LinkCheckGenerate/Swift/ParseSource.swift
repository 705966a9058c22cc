import LinkCheckCore
import LinkCheckRoutes

/// The body of the generated `parse(_:)`: one `if` per link, tried most specific first
/// (docs/routes.md, "Precedence"), grouped by the literal first segment in a `switch` as a person writes it.
///
/// Why this gives `resolve`'s answer: the links in `beats` order form a total order, and `resolve`
/// returns the first of them that matches. A URL whose first segment is `orders` can only match
/// links starting with the literal `orders` or with a capture, and in that order every literal-led
/// link comes before every capture-led one, so trying the `orders` group and then the capture-led
/// links, each in order, finds the same first match. Links without segments match only the root.
struct ParseSource {
    let schema: RouteSchema
    let values: SwiftValues
    let file: String
    /// Whether the reader refuses segments holding NUL (no literal has one); else every capture is
    /// checked for NUL itself.
    let refusingNUL: Bool

    init(schema: RouteSchema, values: SwiftValues, file: String) {
        self.schema = schema
        self.values = values
        self.file = file
        refusingNUL = !schema.links.contains { link in
            link.pattern.segments.contains { if case .literal(let text) = $0 { return text.utf8.contains(0) } else { return false } }
        }
    }

    /// The links, most specific first.
    var ordered: [Link] {
        schema.links.sorted { schema.beats($0, $1) }
    }

    func body(tabs: [String: String]?) -> [String] {
        var lines: [String] = []
        lines.append("guard let link = URLReader(url.absoluteString, schemes: schemes, hosts: hosts, refusingNUL: \(refusingNUL)) else { return nil }")
        if schema.links.isEmpty {
            lines.append("_ = link")
            lines.append("return nil")
            return lines
        }
        lines.append("let s = link.segments")
        let links = ordered
        // A link whose literals fold otherwise than the schema's fits no `switch` on the first
        // segment: then every link is tried in turn, in the same order, and compares all its segments.
        if links.contains(where: { $0.literalsAreCaseSensitive(in: schema) != schema.caseSensitive }) {
            for link in links { lines += attempt(link, tabs: tabs, first: nil) }
            lines.append("return nil")
            return lines
        }
        for link in links where link.pattern.segments.isEmpty {
            lines += attempt(link, tabs: tabs, first: nil)
        }
        // Found by key and sorted by a first index kept beside each group: searching the groups
        // for each link, and each group's links at each comparison, made this quadratic in links.
        var groups: [(key: String, links: [Link], first: Int)] = []
        var groupOf: [String: Int] = [:]
        for link in links {
            guard case .literal(let text)? = link.pattern.segments.first else { continue }
            let key = schema.caseSensitive ? text : text.lowercased()
            if let k = groupOf[key] {
                groups[k].links.append(link)
                groups[k].first = min(groups[k].first, link.index)
            } else {
                groupOf[key] = groups.count
                groups.append((key, [link], link.index))
            }
        }
        // Cases in the schema's order of their first link, for the reader; any order gives the same answer.
        groups.sort { $0.first < $1.first }
        if !groups.isEmpty {
            lines.append(schema.caseSensitive ? "switch s.first ?? \"\" {" : "switch s.first?.lowercased() ?? \"\" {")
            for group in groups {
                lines.append("case \(SwiftLiteral.string(group.key)):")
                for link in group.links { lines += attempt(link, tabs: tabs, first: 0).map { "    " + $0 } }
            }
            lines.append("default:")
            lines.append("    break")
            lines.append("}")
        }
        for link in links {
            switch link.pattern.segments.first {
            case .capture?, .catchAll?: lines += attempt(link, tabs: tabs, first: nil)
            default: continue
            }
        }
        lines.append("return nil")
        return lines
    }

    /// `// "/orders/:id" (app.schema.json:20)` then `if conditions { return destination }`.
    /// `first` is the segment the enclosing `switch` has already compared.
    private func attempt(_ link: Link, tabs: [String: String]?, first: Int?) -> [String] {
        let pattern = link.pattern
        var conditions: [String] = []
        var bound: [Int: String] = [:]
        // The text each capture matched, for a `format`.
        var texts: [Int: String] = [:]
        let reserved = GeneratedVocabulary.reservedInBody(["s", "link", "url", "schemes", "hosts"], values: values)
        var usedNames: Set<String> = reserved
        func localName(_ c: Int) -> String {
            var name = SwiftNames.local(pattern.captures[c].name, avoiding: usedNames)
            while usedNames.contains(name) { name += "_" }
            usedNames.insert(name)
            return name
        }
        let n = pattern.segments.count
        if case .catchAll? = pattern.segments.last {
            conditions.append("s.count >= \(n)")
        } else {
            conditions.append(n == 0 ? "s.isEmpty" : "s.count == \(n)")
        }
        if let sources = sourceCondition(link) { conditions.append(sources) }
        let feeds = feeding(link)
        for (k, segment) in pattern.segments.enumerated() {
            switch segment {
            case .literal(let text):
                guard k != first else { continue }
                conditions.append(
                    link.literalsAreCaseSensitive(in: schema)
                        ? "s[\(k)] == \(SwiftLiteral.string(text))"
                        : "s[\(k)].lowercased() == \(SwiftLiteral.string(text.lowercased()))")
            case .capture(let c), .catchAll(let c):
                let isRest: Bool
                if case .catchAll = segment { isRest = true } else { isRest = false }
                let capture = pattern.captures[c]
                var text = isRest ? "s[\(k)...].joined(separator: \"/\")" : "s[\(k)]"
                if capture.isAffixed {
                    // `RouteSchema.between`, written out: `s[0].hasPrefix("@")`, then the text inside.
                    let (conditionsHere, inside) = affixed(k, capture, caseSensitive: link.literalsAreCaseSensitive(in: schema))
                    conditions += conditionsHere
                    text = inside
                }
                texts[c] = text
                if feeds[c].route.isEmpty {
                    // Read only by a format, as a string capture: only a NUL byte is refused.
                    if !refusingNUL { conditions.append("URLReader.withoutNUL(\(text)) != nil") }
                    continue
                }
                let feed = feeds[c]
                if capture.isIgnored {
                    // Any segment will do, and nothing reads it: only a NUL byte is refused.
                    if !refusingNUL { conditions.append("URLReader.withoutNUL(\(text)) != nil") }
                    continue
                }
                if let map = capture.valueMap {
                    let name = localName(c)
                    let lookup = values.mapLookup(map, of: refusingNUL ? text : "$0", base: capture.type, route: feed.route, parameter: feed.parameter)
                    conditions.append("let \(name) = " + (refusingNUL ? lookup : "URLReader.withoutNUL(\(text)).flatMap { \(lookup) }"))
                    bound[c] = name
                    continue
                }
                if capture.type == .string && refusingNUL {
                    // Any segment is a string: nothing to check, the value is the text itself.
                    bound[c] = text
                    continue
                }
                let name = localName(c)
                let checked = refusingNUL ? text : "URLReader.withoutNUL(\(text))"
                let read = values.conversion(capture.type, of: refusingNUL ? text : "$0", route: feed.route, parameter: feed.parameter)
                conditions.append(refusingNUL ? "let \(name) = \(read)" : "let \(name) = \(checked)" + (capture.type == .string ? "" : ".flatMap { \(read) }"))
                bound[c] = name
            }
        }
        for item in pattern.query {
            switch item.match {
            case .literal(let expected):
                conditions.append("link.query(\(SwiftLiteral.string(item.key))) == \(SwiftLiteral.string(expected))")
            case .present:
                conditions.append("link.query(\(SwiftLiteral.string(item.key))) != nil")
            case .absent:
                conditions.append("link.query(\(SwiftLiteral.string(item.key))) == nil")
            case .capture(let c) where pattern.captures[c].isIgnored:
                // Present with a value a string capture takes; nothing reads it.
                conditions.append("link.query(\(SwiftLiteral.string(item.key)), as: { $0 }) != nil")
            case .capture(let c):
                let capture = pattern.captures[c]
                let feed = feeds[c]
                texts[c] = "(link.query(\(SwiftLiteral.string(item.key))) ?? \"\")"
                if feed.route.isEmpty {
                    // Read only by a format: present with a value a string capture takes.
                    conditions.append("link.query(\(SwiftLiteral.string(item.key)), as: { $0 }) != nil")
                    continue
                }
                let name = localName(c)
                let read =
                    capture.valueMap.map { values.mapLookup($0, of: "$0", base: capture.type, route: feed.route, parameter: feed.parameter) }
                    ?? values.conversion(capture.type, of: "$0", route: feed.route, parameter: feed.parameter)
                let function = capture.mayBeMissing ? "optionalQuery" : "query"
                // A default stands in for a missing item: `.some(nil)` becomes it; a refused value stays `nil`.
                let fallback = capture.defaultValue.map { ".map { $0 ?? \(values.constant($0, route: feed.route, parameter: feed.parameter)) }" } ?? ""
                conditions.append("let \(name) = link.\(function)(\(SwiftLiteral.string(item.key)), as: { \(read) })" + fallback)
                bound[c] = name
            }
        }
        var lines = ["// \(SwiftLiteral.string(link.path)) (\(file):\(link.location.line))"]
        lines += SwiftLines.condition(conditions)
        lines.append("    return " + destination(link, bound: bound, texts: texts, tabs: tabs))
        lines.append("}")
        return lines
    }

    /// The conditions that segment `k` starts and ends with the capture's literal text, and the
    /// expression for the text between: what `RouteSchema.between` does, call for call.
    private func affixed(_ k: Int, _ capture: PathPattern.Capture, caseSensitive: Bool) -> (conditions: [String], text: String) {
        let fold = { (t: String) in caseSensitive ? t : t.lowercased() }
        let (prefix, suffix) = (fold(capture.prefix), fold(capture.suffix))
        let segment = caseSensitive ? "s[\(k)]" : "s[\(k)].lowercased()"
        var conditions: [String] = []
        if !prefix.isEmpty { conditions.append("\(segment).hasPrefix(\(SwiftLiteral.string(prefix)))") }
        if !suffix.isEmpty { conditions.append("\(segment).hasSuffix(\(SwiftLiteral.string(suffix)))") }
        conditions.append("s[\(k)].count > \(prefix.count + suffix.count)")
        var inside = "s[\(k)]"
        if !prefix.isEmpty { inside += ".dropFirst(\(prefix.count))" }
        if !suffix.isEmpty { inside += ".dropLast(\(suffix.count))" }
        return (conditions, "String(\(inside))")
    }

    /// The route and parameter the capture feeds first: it names the capture's enumeration type.
    private func feeding(_ link: Link) -> [(route: String, parameter: String)] {
        var out = Array(repeating: (route: "", parameter: ""), count: link.pattern.captures.count)
        for entry in link.stack.reversed() {
            for argument in entry.arguments.reversed() {
                if case .capture(let c) = argument.source { out[c] = (entry.route, argument.label) }
            }
        }
        return out
    }

    private func sourceCondition(_ link: Link) -> String? {
        guard link.schemes != nil || link.hosts != nil else { return nil }
        if !schema.schemeHosts.isEmpty {
            // A scheme object's URL has a scheme and a host: the reader answers for either.
            let tests =
                (link.schemes ?? []).map { "link.on(scheme: \(SwiftLiteral.string($0)))" }
                + (link.hosts ?? []).map { "link.on(host: \(SwiftLiteral.string($0)))" }
            if tests.isEmpty { return "false" }
            return tests.count == 1 ? tests[0] : "(" + tests.joined(separator: " || ") + ")"
        }
        let hosts = link.hosts ?? []
        let sources =
            (link.schemes ?? []).map { ".scheme(\(SwiftLiteral.string($0)))" }
            + hosts.filter { !$0.hasPrefix("*.") }.map { ".host(\(SwiftLiteral.string($0)))" }
        // A wildcard host is asked of the reader, which knows the rule (`*.example.com`).
        let wildcards = hosts.filter { $0.hasPrefix("*.") }.map { "link.onHost(\(SwiftLiteral.string($0)))" }
        var tests: [String] = []
        if sources.count == 1 {
            tests.append("link.source == \(sources[0])")
        } else if !sources.isEmpty {
            tests.append("[" + sources.joined(separator: ", ") + "].contains(link.source)")
        }
        tests += wildcards
        if tests.isEmpty { return "false" }
        return tests.count == 1 ? tests[0] : "(" + tests.joined(separator: " || ") + ")"
    }

    /// A format as a string expression: `"https://example.com/projects/" + s[1] + "/" + s[2]`,
    /// each capture by the text it matched, each part of the URL as written.
    static func format(_ template: FormatTemplate, texts: [Int: String]) -> String {
        let pieces = template.pieces.map { piece -> String in
            switch piece {
            case .literal(let text): return SwiftLiteral.string(text)
            case .capture(let c): return texts[c] ?? "\"\""
            case .part(.url, _): return "url.absoluteString"
            case .part(.scheme, _): return "link.rawScheme"
            case .part(.path, _): return "link.rawPath"
            case .part(let part, let marker):
                let name = part == .host ? "link.rawHost" : part == .query ? "link.rawQuery" : "link.rawFragment"
                return marker.map { "(\(name).map { \(SwiftLiteral.string($0)) + $0 } ?? \"\")" } ?? "(\(name) ?? \"\")"
            }
        }
        return pieces.isEmpty ? "\"\"" : pieces.joined(separator: " + ")
    }

    /// `(.orders, [.order(id: id)])`, or the stack alone without tabs.
    private func destination(_ link: Link, bound: [Int: String], texts: [Int: String] = [:], tabs: [String: String]?) -> String {
        let stack =
            "["
            + link.stack.map { entry in
                Self.routeValue(entry) { argument in
                    switch argument.source {
                    case .capture(let c): return bound[c] ?? "nil"
                    case .constant(let value): return values.constant(value, route: entry.route, parameter: argument.label)
                    case .urlPart(.url): return "url.absoluteString"
                    case .urlPart(.path): return "link.rawPath"
                    case .urlPart(.query): return "link.rawQuery"
                    case .urlPart(.fragment): return "link.rawFragment"
                    case .urlPart(.queryItems): return "link.queryItems(keepingLast: \(schema.lastQueryItemWins))"
                    case .format(let template): return Self.format(template, texts: texts)
                    }
                }
            }.joined(separator: ", ") + "]"
        guard let tabs, let tab = link.tab else { return stack }
        return "(." + SwiftNames.identifier(tabs[tab] ?? tab) + ", " + stack + ")"
    }

    /// `.order(id: 42)`, or `.settings` for a route without parameters.
    static func routeValue(_ entry: Link.StackEntry, _ value: ((label: String, source: Link.ArgumentSource)) -> String) -> String {
        let name = "." + SwiftNames.identifier(entry.route)
        if entry.arguments.isEmpty { return name }
        return name + "(" + entry.arguments.map { SwiftNames.label($0.label) + ": " + value($0) }.joined(separator: ", ") + ")"
    }
}
