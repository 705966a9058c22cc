import LinkCheckCore

/// Reads one entry of the schema's `links` against the routes, tabs, schemes and hosts already read.
struct LinkLoader {
    let schema: RouteSchema
    /// One reader for every link: it indexes the routes by name.
    let reader: StackReader
    /// The declared tabs, schemes and hosts as sets: every link looks its own up.
    let tabs: Set<String>
    let schemes: Set<String>
    let hosts: Set<String>

    init(schema: RouteSchema) {
        self.schema = schema
        self.reader = StackReader(routes: schema.routes, context: "a link's stack")
        tabs = Set(schema.tabs ?? [])
        schemes = Set(schema.schemes)
        // A link may also be restricted to a host of a scheme object.
        hosts = Set(schema.hosts + schema.schemeHosts.values.flatMap { $0 })
    }

    func load(_ value: JSONValue, index: Int, into sink: inout DiagnosticSink) -> Link? {
        guard sink.expect(value, .object, "a link") else { return nil }
        sink.checkKeys(value, allowed: SchemaLoader.linkKeys, required: ["path", "stack"], in: "a link")
        let before = sink.errorCount

        guard let pathValue = value["path"], sink.expect(pathValue, .string, "\"path\""),
            let path = pathValue.stringValue
        else { return nil }
        let origin = SourceLocation(line: pathValue.location.line, column: pathValue.location.column + 1)
        let parsed = PatternParser(origin: origin).parse(path, into: &sink)

        let tab = readTab(value, into: &sink)
        let schemes = restriction(value, "schemes", declared: schema.schemes, set: self.schemes, into: &sink)
        let hosts = restriction(
            value, "hosts", declared: schema.hosts + schema.schemeHosts.keys.sorted().flatMap { schema.schemeHosts[$0] ?? [] }, set: self.hosts, into: &sink)

        var stack: [Link.StackEntry] = []
        let errorsBeforeStack = sink.errorCount
        var uses: [[Use]] = Array(repeating: [], count: parsed?.captures.count ?? 0)
        // Captures a `format` reads: used, as `string` captures when nothing else reads them.
        var formatUses: Set<Int> = []
        if let stackValue = value["stack"],
            let entries = reader.read(stackValue, into: &sink)
        {
            for entry in entries {
                var arguments: [(label: String, source: Link.ArgumentSource)] = []
                for arg in entry.arguments {
                    let p = arg.parameter
                    guard let json = arg.value else {
                        arguments.append((p.name, .constant(.none)))
                        continue
                    }
                    if let text = json.stringValue, SigilPrefix.isSigil(text, ":") {
                        let name = SigilPrefix.droppingFirst(text)
                        guard let parsed else { continue }
                        if name.hasPrefix("_"), parsed.captures.contains(where: { $0.name == name }) {
                            sink.error(
                                .unknownCapture,
                                "\(SwiftLiteral.string(text)) refers to an ignored capture: a name that starts with \"_\" feeds nothing; "
                                    + "rename it to \(SwiftLiteral.string(":" + name.drop { $0 == "_" })) in the path and here", at: json.location)
                            continue
                        }
                        guard let c = parsed.captures.firstIndex(where: { $0.name == name }) else {
                            let names = parsed.captures.map(\.name)
                            sink.error(
                                .unknownCapture,
                                "\(SwiftLiteral.string(text)) is not captured by \(SwiftLiteral.string(path))"
                                    + Suggestion.hint(for: name, among: names), at: json.location)
                            continue
                        }
                        uses[c].append(Use(type: p.type, what: "\(entry.route.name).\(p.name)", parameter: p, route: entry.route.name))
                        arguments.append((p.name, .capture(c)))
                    } else if json.kind == .object, let template = json["format"] {
                        guard let parsed else { continue }
                        if let source = format(template, json, p, entry.route.name, parsed, into: &sink) {
                            if case .format(let t) = source {
                                for case .capture(let c) in t.pieces { formatUses.insert(c) }
                            }
                            arguments.append((p.name, source))
                        }
                    } else if let text = json.stringValue, text.hasPrefix("$") {
                        if let source = urlPart(text, json, p, entry.route.name, into: &sink) { arguments.append((p.name, source)) }
                    } else if let text = json.stringValue, SigilPrefix.starts(text, with: "::") {
                        // "::x" is the literal ":x".
                        if let v = literalConstant(SigilPrefix.droppingFirst(text), json, p, entry.route.name, into: &sink) {
                            arguments.append((p.name, .constant(v)))
                        }
                    } else if let v = StackReader.constant(json, for: p, route: entry.route.name, into: &sink) {
                        arguments.append((p.name, .constant(v)))
                    }
                }
                stack.append(Link.StackEntry(route: entry.route.name, arguments: arguments))
            }
        }

        guard let parsed else { return nil }
        // After a broken stack entry, "feeds no parameter" would only repeat that problem.
        let stackReadCleanly = sink.errorCount == errorsBeforeStack
        var captures: [PathPattern.Capture] = []
        for (c, capture) in parsed.captures.enumerated() {
            let used = uses[c]
            if capture.name.hasPrefix("_") {
                // Matched as a string capture is; nothing refers to it (checked above).
                captures.append(
                    .init(
                        name: capture.name, type: .string, mayBeMissing: false, location: capture.location, prefix: capture.prefix,
                        suffix: capture.suffix))
                continue
            }
            guard let first = used.first else {
                if formatUses.contains(c) {
                    captures.append(
                        .init(
                            name: capture.name, type: .string, mayBeMissing: false, location: capture.location, prefix: capture.prefix,
                            suffix: capture.suffix))
                    continue
                }
                if !stackReadCleanly { continue }
                // Before literal text around a capture was read, "a:b" was the literal "a:b".
                let written = capture.prefix + ":" + capture.name + capture.suffix
                let hint =
                    capture.prefix.isEmpty && capture.suffix.isEmpty
                    ? ""
                    : "; to match the literal text \(SwiftLiteral.string(written)), write \(SwiftLiteral.string(capture.prefix + "::" + capture.name + capture.suffix))"
                sink.error(.unusedCapture, "capture \":\(capture.name)\" feeds no parameter of the stack" + hint, at: capture.location)
                continue
            }
            // A parameter whose type could not be read has its error already; comparing it would
            // name a type it was never given.
            if used.contains(where: { !$0.parameter.isTypeKnown }) {
                captures.append(
                    .init(
                        name: capture.name, type: .string, mayBeMissing: false, location: capture.location, prefix: capture.prefix,
                        suffix: capture.suffix))
                continue
            }
            if first.type.base == .query {
                sink.error(
                    .captureTypeConflict,
                    "capture \":\(capture.name)\" feeds \(first.what), a query dictionary, which only \"$queryItems\" gives",
                    at: capture.location)
                continue
            }
            if let other = used.first(where: { $0.type.base != first.type.base }) {
                sink.error(
                    .captureTypeConflict,
                    "capture \":\(capture.name)\" feeds parameters of different types: \(first.what) is \(first.type.schemaName), \(other.what) is \(other.type.schemaName)",
                    at: capture.location)
                continue
            }
            captures.append(
                .init(
                    name: capture.name, type: first.type.base,
                    mayBeMissing: used.allSatisfy(\.type.isOptional), location: capture.location, prefix: capture.prefix,
                    suffix: capture.suffix))
        }
        guard sink.errorCount == before else { return nil }
        var caseSensitive: Bool?
        if let v = value["caseSensitive"], sink.expect(v, .bool, "\"caseSensitive\"") { caseSensitive = v.boolValue }
        readValues(value, parsed, uses, caseSensitive: caseSensitive ?? schema.caseSensitive, into: &captures, &sink)
        readDefaults(value, parsed, uses, into: &captures, &sink)
        guard sink.errorCount == before else { return nil }
        let pattern = PathPattern(segments: parsed.segments, query: parsed.query, captures: captures)
        return Link(
            index: index, path: path, location: value.location, pattern: pattern, tab: tab,
            stack: stack, schemes: schemes, hosts: hosts, caseSensitive: caseSensitive)
    }

    /// `{"format": "…"}`, for a `string` parameter: its captures must be the path's, not ignored.
    private func format(
        _ template: JSONValue, _ json: JSONValue, _ p: RouteDeclaration.Parameter, _ route: String, _ parsed: PatternParser.Parsed,
        into sink: inout DiagnosticSink
    ) -> Link.ArgumentSource? {
        guard json.count == 1, sink.expect(template, .string, "\"format\""), let text = template.stringValue else {
            if json.count != 1 { sink.error(.badStackEntry, "a format value is {\"format\": \"…\"}, with no other key", at: json.location) }
            return nil
        }
        guard p.type.base == .string || !p.isTypeKnown else {
            sink.error(
                .wrongValueType, "parameter \(SwiftLiteral.string(p.name)) of \(SwiftLiteral.string(route)) is \(p.type.schemaName); a format gives a string",
                at: json.location)
            return nil
        }
        let index = { (name: String) in parsed.captures.firstIndex { $0.name == name && !name.hasPrefix("_") } }
        switch FormatTemplate.parse(text, index: index) {
        case .success(let t): return .format(t)
        case .failure(let problem):
            let at = SourceLocation(line: template.location.line, column: template.location.column + 1 + problem.offset)
            let rule: Rule =
                problem.message.contains("part of the URL") ? .unknownURLPart : problem.message.contains("names no capture") ? .unknownCapture : .badPattern
            sink.error(rule, "format: " + problem.message, at: at)
            return nil
        }
    }

    /// `"$url"` and the other parts, fit for the parameter; `"$$x"` is the constant `"$x"`.
    private func urlPart(
        _ text: String, _ json: JSONValue, _ p: RouteDeclaration.Parameter, _ route: String,
        into sink: inout DiagnosticSink
    ) -> Link.ArgumentSource? {
        if text.hasPrefix("$$") {
            return literalConstant(String(text.dropFirst()), json, p, route, into: &sink).map(Link.ArgumentSource.constant)
        }
        let names = URLPart.allCases.map(\.written)
        guard let part = URLPart(rawValue: String(text.dropFirst())) else {
            sink.error(
                .unknownURLPart,
                "\(SwiftLiteral.string(text)) is not a part of the URL (\(names.map { SwiftLiteral.string($0) }.joined(separator: ", ")))"
                    + "; a constant that begins with \"$\" is written \(SwiftLiteral.string("$" + text))"
                    + Suggestion.hint(for: text, among: names), at: json.location)
            return nil
        }
        let parameter = "parameter \(SwiftLiteral.string(p.name)) of \(SwiftLiteral.string(route))"
        guard p.isTypeKnown else { return .urlPart(part) }
        guard p.type.base == part.feeds else {
            let gives = part.feeds == .query ? "a query dictionary, for a parameter of type \"query\"" : "a string"
            sink.error(.wrongValueType, "\(parameter) is \(p.type.schemaName); \(part.written) gives \(gives)", at: json.location)
            return nil
        }
        if part.mayBeAbsent && !p.type.isOptional {
            sink.error(
                .wrongValueType,
                "\(parameter) is string; \(part.written) is nil when the URL has no \(part.rawValue), so the parameter must be \"string?\"",
                at: json.location)
            return nil
        }
        return .urlPart(part)
    }

    /// Where a capture is used: the parameter it feeds, for the type of its constants.
    struct Use {
        var type: ParamType
        var what: String
        var parameter: RouteDeclaration.Parameter
        var route: String
    }

    /// The link's capture by name for `values` or `defaults`, or `nil` after saying why not.
    private func named(
        _ member: JSONMember, in key: String, _ parsed: PatternParser.Parsed, _ uses: [[Use]], into sink: inout DiagnosticSink
    ) -> (index: Int, use: Use)? {
        let names = parsed.captures.map(\.name).filter { !$0.hasPrefix("_") }
        guard let c = parsed.captures.firstIndex(where: { $0.name == member.key && !$0.name.hasPrefix("_") }), let use = uses[c].first else {
            sink.error(
                .unknownCapture,
                "\"\(key)\" names \(SwiftLiteral.string(member.key)), which the link's path does not capture"
                    + Suggestion.hint(for: member.key, among: names), at: member.keyLocation)
            return nil
        }
        return (c, use)
    }

    /// `"values": {"racing": {"1": true, "0": false}}`: each capture's text mapped to constants of
    /// its parameter's type.
    private func readValues(
        _ link: JSONValue, _ parsed: PatternParser.Parsed, _ uses: [[Use]], caseSensitive: Bool, into captures: inout [PathPattern.Capture],
        _ sink: inout DiagnosticSink
    ) {
        guard let values = link["values"], sink.expect(values, .object, "\"values\"") else { return }
        for member in values.members {
            guard let (c, use) = named(member, in: "values", parsed, uses, into: &sink),
                sink.expect(member.value, .object, "the values of \":\(member.key)\"")
            else { continue }
            var entries: [ValueMap.Entry] = []
            var seen: Set<String> = []
            for item in member.value.members {
                guard let constant = StackReader.constant(item.value, for: use.parameter, route: use.route, into: &sink) else { continue }
                guard constant != .none else {
                    sink.error(.wrongValueType, "a value in \"values\" cannot be null: a URL's text always gives a value", at: item.value.location)
                    continue
                }
                let folded = caseSensitive ? item.key : item.key.lowercased()
                guard !item.key.isEmpty, seen.insert(folded).inserted else {
                    let why =
                        item.key.isEmpty
                        ? "an empty key never matches: a captured value is never empty"
                        : "appears twice" + (caseSensitive ? "" : " (keys compare ignoring case)")
                    sink.error(.badPattern, "key \(SwiftLiteral.string(item.key)) in the values of \":\(member.key)\" \(why)", at: item.keyLocation)
                    continue
                }
                entries.append(.init(key: item.key, value: constant))
            }
            if member.value.count == 0 {
                sink.error(.badPattern, "the values of \":\(member.key)\" are empty, so the link never matches", at: member.value.location)
            }
            captures[c].valueMap = ValueMap(entries: entries, caseSensitive: caseSensitive)
        }
    }

    /// `"defaults": {"t": "hello"}`: a query capture's value when its item is missing.
    private func readDefaults(
        _ link: JSONValue, _ parsed: PatternParser.Parsed, _ uses: [[Use]], into captures: inout [PathPattern.Capture],
        _ sink: inout DiagnosticSink
    ) {
        guard let defaults = link["defaults"], sink.expect(defaults, .object, "\"defaults\"") else { return }
        let queryCaptures = Set(parsed.query.compactMap { item -> Int? in if case .capture(let c) = item.match { return c } else { return nil } })
        for member in defaults.members {
            guard let (c, use) = named(member, in: "defaults", parsed, uses, into: &sink) else { continue }
            guard queryCaptures.contains(c) else {
                sink.error(
                    .badPattern, "only a query capture takes a default: \":\(member.key)\" captures a path segment, which is never missing",
                    at: member.keyLocation)
                continue
            }
            guard let constant = StackReader.constant(member.value, for: use.parameter, route: use.route, into: &sink) else { continue }
            captures[c].defaultValue = constant
            captures[c].mayBeMissing = true
        }
    }

    private func literalConstant(
        _ literal: String, _ json: JSONValue, _ p: RouteDeclaration.Parameter, _ route: String,
        into sink: inout DiagnosticSink
    ) -> Value? {
        guard p.isTypeKnown else { return .string(literal) }
        switch p.type.base.parse(literal) {
        case .success(let v) where p.type.base == .string || p.type.base.isEnumeration: return v
        default:
            sink.error(
                .wrongValueType,
                "parameter \(SwiftLiteral.string(p.name)) of \(SwiftLiteral.string(route)) is \(p.type.schemaName); got the string \(SwiftLiteral.string(literal))",
                at: json.location)
            return nil
        }
    }

    private func readTab(_ link: JSONValue, into sink: inout DiagnosticSink) -> String? {
        guard let tabs = schema.tabs else {
            if let t = link["tab"] {
                sink.error(.unexpectedTab, "the schema declares no \"tabs\", so a link cannot name one", at: t.location)
            }
            return nil
        }
        guard let t = link["tab"] else {
            sink.error(
                .missingTab, "the schema declares tabs, so every link needs a \"tab\" (one of \(tabs.map { "\"\($0)\"" }.joined(separator: ", ")))",
                at: link.location)
            return nil
        }
        guard sink.expect(t, .string, "\"tab\""), let name = t.stringValue else { return nil }
        guard self.tabs.contains(name) else {
            sink.error(.unknownTab, "unknown tab \(SwiftLiteral.string(name))" + Suggestion.hint(for: name, among: tabs), at: t.location)
            return nil
        }
        return name
    }

    private func restriction(
        _ link: JSONValue, _ key: String, declared: [String], set: Set<String>,
        into sink: inout DiagnosticSink
    ) -> [String]? {
        guard let v = link[key], let list = sink.stringArray(v, "\"\(key)\"") else { return nil }
        var out: [String] = []
        for (name, location) in list {
            let lower = name.lowercased()
            if set.contains(lower) {
                out.append(lower)
            } else {
                let rule: Rule = key == "schemes" ? .unknownScheme : .unknownHost
                sink.error(
                    rule, "\(SwiftLiteral.string(name)) is not declared in the schema's \"\(key)\"" + Suggestion.hint(for: lower, among: declared), at: location
                )
            }
        }
        return out
    }
}

extension BaseType {
    var isEnumeration: Bool {
        if case .enumeration = self { return true }
        return false
    }
}
