import LinkCheckCore
import LinkCheckRoutes

/// The body of the generated `url(tab:path:)`: `linkcheck url` in Swift. Each link, in the
/// schema's order, that can produce the destination builds its URL from each of its sources (hosts
/// as `https`, then schemes) and the first that `parse` reads back as the same destination wins.
struct URLSourceBuilder {
    let schema: RouteSchema
    let values: SwiftValues
    let file: String
    /// Route name → declaration, the first of that name as `RouteSchema.route(named:)` finds it:
    /// looked up for every captured argument, so searching the routes each time was quadratic.
    private let routes: [String: RouteDeclaration]

    init(schema: RouteSchema, values: SwiftValues, file: String) {
        self.schema = schema
        self.values = values
        self.file = file
        var routes: [String: RouteDeclaration] = [:]
        for route in schema.routes where routes[route.name] == nil { routes[route.name] = route }
        self.routes = routes
    }

    func body(tabs: [String: String]?) -> [String] {
        var lines: [String] = []
        for link in schema.links {
            lines += attempt(link, tabs: tabs)
        }
        lines.append("return nil")
        return lines
    }

    private func attempt(_ link: Link, tabs: [String: String]?) -> [String] {
        var conditions: [String] = []
        if let tabs, let tab = link.tab { conditions.append("tab == ." + SwiftNames.identifier(tabs[tab] ?? tab)) }
        conditions.append(link.stack.isEmpty ? "path.isEmpty" : "path.count == \(link.stack.count)")
        var bound: [Int: String] = [:]
        var wholeURL: String?
        var extraItems: String?
        let takesWhole = link.stack.contains { $0.arguments.contains { if case .urlPart(.url) = $0.source { return true } else { return false } } }
        var used = GeneratedVocabulary.reservedInBody(["tab", "path", "url", "items", "address"], values: values)
        let pattern = link.pattern
        let optionalQuery = Set(
            pattern.query.compactMap { item -> Int? in
                if case .capture(let c) = item.match, pattern.captures[c].mayBeMissing { return c }
                return nil
            })
        for (k, entry) in link.stack.enumerated() {
            var bindsHere = false
            let value = ParseSource.routeValue(entry) { argument in
                switch argument.source {
                case .constant(let constant):
                    return values.constant(constant, route: entry.route, parameter: argument.label)
                case .urlPart(.queryItems):
                    // The dictionary's items follow the link's own, in key order.
                    bindsHere = true
                    extraItems = "items"
                    return "let items"
                case .urlPart(.url):
                    // The destination holds its whole URL: that URL is the way back, if it opens it.
                    bindsHere = true
                    wholeURL = "address"
                    return "let address"
                case .urlPart, .format:
                    // Taken from the URL the link builds; the parse back checks it.
                    bindsHere = true
                    return "_"
                case .capture where takesWhole:
                    // The URL is the destination's own: captures are read back by the parse.
                    bindsHere = true
                    return "_"
                case .capture(let c):
                    if let name = bound[c] { return name }
                    var name = SwiftNames.local(pattern.captures[c].name, avoiding: used)
                    while used.contains(name) { name += "_" }
                    used.insert(name)
                    bound[c] = name
                    bindsHere = true
                    let optional = routes[entry.route]?.parameter(named: argument.label)?.type.isOptional ?? false
                    // A value the URL cannot do without must be there; an optional query item may be missing.
                    return optional && !optionalQuery.contains(c) ? "let \(name)?" : "let \(name)"
                }
            }
            if !bindsHere {
                conditions.append("path[\(k)] == \(value)")
            } else {
                conditions.append("case \(value) = path[\(k)]")
            }
        }
        if let wholeURL {
            let call = (tabs == nil ? "restored(path, from: [\"\"], " : "restored(tab, path, from: [\"\"], ") + wholeURL + ")"
            var lines = ["// \(SwiftLiteral.string(link.path)) (\(file):\(link.location.line))"]
            lines += SwiftLines.condition(conditions + ["let url = " + call])
            lines.append("    return url")
            lines.append("}")
            return lines
        }
        // A capture no argument holds (one only a format reads) has no value to write: like
        // `Link.url(from:captures:)`, the link builds no URL.
        let unbound = pattern.captures.indices.contains { c in
            bound[c] == nil && !pattern.captures[c].isIgnored && !pattern.captures[c].mayBeMissing
        }
        if unbound { return [] }
        // A captured string must not be empty: an empty segment or item would read back as missing.
        var pathParts: [(literal: String?, expression: String)] = []
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                pathParts.append((encoded(text), ""))
            case .capture(let c) where pattern.captures[c].isIgnored, .catchAll(let c) where pattern.captures[c].isIgnored:
                // No destination holds it: its own name stands in (`PathPattern.filledParts`).
                pathParts.append((encoded(pattern.captures[c].name), ""))
            case .capture(let c), .catchAll(let c):
                let name = bound[c] ?? "nil"
                let type = pattern.captures[c].type
                let capture = pattern.captures[c]
                var written = values.text(type, of: name, optional: false)
                if let map = capture.valueMap {
                    // Written as the first key of its value; a value the map cannot give builds nothing.
                    let feed = feeding(c, link)
                    conditions.append("let \(name)Key = " + values.mapKey(map, of: name, base: type, route: feed.route, parameter: feed.parameter))
                    written = name + "Key"
                } else if type == .string {
                    conditions.append("!\(name).isEmpty")
                }
                var keepSlash = false
                if case .catchAll = segment { keepSlash = true }
                let affixed =
                    [capture.prefix, written, capture.suffix].enumerated()
                    .filter { $0.offset == 1 || !$0.element.isEmpty }
                    .map { $0.offset == 1 ? $0.element : SwiftLiteral.string($0.element) }.joined(separator: " + ")
                pathParts.append((nil, "URLReader.encoded(\(affixed)\(keepSlash ? ", keepingSlash: true" : ""))"))
            }
        }
        var items: [String] = []
        for item in pattern.query {
            let key = encoded(item.key)
            switch item.match {
            case .literal(let text):
                items.append(SwiftLiteral.string(key + "=" + encoded(text)))
            case .present:
                items.append(SwiftLiteral.string(key + "=1"))
            case .absent:
                continue
            case .capture(let c) where pattern.captures[c].isIgnored:
                items.append(SwiftLiteral.string(key + "=" + encoded(pattern.captures[c].name)))
            case .capture(let c) where pattern.captures[c].valueMap != nil:
                let name = bound[c] ?? "nil"
                let capture = pattern.captures[c]
                let feed = feeding(c, link)
                let optional = routes[feed.route]?.parameter(named: feed.parameter)?.type.isOptional ?? false
                guard let map = capture.valueMap else { continue }
                if optional {
                    let lookup = values.mapKey(map, of: "$0", base: capture.type, route: feed.route, parameter: feed.parameter)
                    items.append("URLReader.item(\(SwiftLiteral.string(key)), \(name).flatMap { \(lookup) })")
                } else {
                    conditions.append("let \(name)Key = " + values.mapKey(map, of: name, base: capture.type, route: feed.route, parameter: feed.parameter))
                    items.append("\(SwiftLiteral.string(key + "=")) + URLReader.encoded(\(name)Key)")
                }
            case .capture(let c) where pattern.captures[c].defaultValue != nil && !isOptional(c, link):
                // A default stands in only for a missing item: the way back writes the value.
                let name = bound[c] ?? "nil"
                let type = pattern.captures[c].type
                if type == .string { conditions.append("!\(name).isEmpty") }
                items.append("\(SwiftLiteral.string(key + "=")) + URLReader.encoded(\(values.text(type, of: name, optional: false)))")
            case .capture(let c):
                let name = bound[c] ?? "nil"
                let type = pattern.captures[c].type
                if pattern.captures[c].mayBeMissing {
                    items.append("URLReader.item(\(SwiftLiteral.string(key)), \(values.text(type, of: name, optional: true)))")
                } else {
                    if type == .string { conditions.append("!\(name).isEmpty") }
                    items.append("\(SwiftLiteral.string(key + "=")) + URLReader.encoded(\(values.text(type, of: name, optional: false)))")
                }
            }
        }
        let sources = link.sources(in: schema).map { source -> String in
            switch source {
            case .host(let host): return SwiftLiteral.string((schema.webSchemes.first ?? "https") + "://" + host + "/")
            case .scheme(let scheme): return SwiftLiteral.string(scheme + "://")
            case .schemeHost(let scheme, let host): return SwiftLiteral.string(scheme + "://" + host + "/")
            }
        }
        // Adjacent literals join into one string literal: `"orders/" + URLReader.encoded(id.description)`.
        var tokens: [(literal: String?, expression: String)] = []
        for (k, part) in pathParts.enumerated() {
            if k > 0 { tokens.append(("/", "")) }
            tokens.append(part)
        }
        var pieces: [String] = []
        var text: String?
        for token in tokens {
            if let literal = token.literal {
                text = (text ?? "") + literal
                continue
            }
            if let pending = text { pieces.append(SwiftLiteral.string(pending)) }
            text = nil
            pieces.append(token.expression)
        }
        if let pending = text { pieces.append(SwiftLiteral.string(pending)) }
        let pathText = pieces.isEmpty ? "\"\"" : pieces.joined(separator: " + ")
        let prefix = tabs == nil ? "restored(path, from: [" : "restored(tab, path, from: ["
        var call = prefix + sources.joined(separator: ", ") + "], " + pathText
        if let extraItems {
            // As `Link.url(from:captures:extraItems:)` writes them: in key order, but for the keys the link writes itself.
            let own = pattern.query.map { SwiftLiteral.string($0.key) }.joined(separator: ", ")
            let extra =
                "\(extraItems).sorted { $0.key < $1.key }" + (own.isEmpty ? "" : ".filter { ![\(own)].contains($0.key) }")
                + ".map { Optional(URLReader.encoded($0.key) + \"=\" + URLReader.encoded($0.value)) }"
            call += ", query: [" + items.joined(separator: ", ") + "] + " + extra
        } else if !items.isEmpty {
            call += ", query: [" + items.joined(separator: ", ") + "]"
        }
        call += ")"
        var lines = ["// \(SwiftLiteral.string(link.path)) (\(file):\(link.location.line))"]
        lines += SwiftLines.condition(conditions + ["let url = " + call])
        lines.append("    return url")
        lines.append("}")
        return lines
    }

    /// The route and parameter capture `c` feeds first: it names the value's Swift type.
    private func feeding(_ c: Int, _ link: Link) -> (route: String, parameter: String) {
        for entry in link.stack {
            for argument in entry.arguments {
                if case .capture(c) = argument.source { return (entry.route, argument.label) }
            }
        }
        return ("", "")
    }

    /// Whether the parameter capture `c` feeds first is optional.
    private func isOptional(_ c: Int, _ link: Link) -> Bool {
        let feed = feeding(c, link)
        return routes[feed.route]?.parameter(named: feed.parameter)?.type.isOptional ?? false
    }

    /// Percent-encodes all but the unreserved bytes, as `linkcheck url` does for literals.
    private func encoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for b in text.utf8 {
            if (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || "-._~".utf8.contains(b) {
                out.append(b)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(b >> 4)], hex[Int(b & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
