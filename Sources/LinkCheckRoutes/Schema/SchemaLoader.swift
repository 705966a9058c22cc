import LinkCheckCore

/// Turns a route schema file into a validated `RouteSchema`, reporting every problem at its
/// file:line:column.
public enum SchemaLoader {
    static let topKeys = ["schemes", "hosts", "webSchemes", "tabs", "caseSensitive", "repeatedQueryItems", "routes", "links"]
    static let linkKeys = ["path", "tab", "stack", "schemes", "hosts", "values", "defaults", "caseSensitive"]
    static let typeNames = ["int", "double", "bool", "uuid", "string"]

    /// The schema, or `nil` when it has errors; warnings may come with a schema. `file` only
    /// names the schema in diagnostics: nothing is read but `bytes`.
    ///
    ///     let (schema, diagnostics) = SchemaLoader.load(Array(json.utf8), file: "routes.json")
    public static func load(
        _ bytes: [UInt8], file: String,
        limits: InputLimits = .defaults
    ) -> (schema: RouteSchema?, diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink(file: file)
        guard let document = sink.parseJSON(bytes, limits: limits.json) else { return (nil, sink.diagnostics) }
        let schema = load(document.root, into: &sink)
        return (sink.hasErrors ? nil : schema, sink.diagnostics)
    }

    static func load(_ root: JSONValue, into sink: inout DiagnosticSink) -> RouteSchema? {
        guard sink.expect(root, .object, "a route schema") else { return nil }
        sink.checkKeys(root, allowed: topKeys, required: ["routes", "links"], in: "the schema")

        var schemeHosts: [String: [String]] = [:]
        func names(_ key: String) -> [String]? {
            guard let v = root[key] else { return nil }
            let list: [(String, SourceLocation)]
            if key == "schemes", v.kind == .array, v.elements.contains(where: { $0.kind == .object }) {
                list = readSchemeObjects(v, hosts: &schemeHosts, into: &sink)
            } else {
                guard let strings = sink.stringArray(v, "\"\(key)\"") else { return nil }
                list = strings
            }
            var seen: Set<String> = []
            var written: [String: String] = [:]
            for (name, location) in list {
                if let earlier = written[name], earlier.utf8.elementsEqual(name.utf8) == false {
                    sink.error(.duplicateName, Self.composedTwice(name, earlier, in: "\"\(key)\""), at: location)
                } else if !seen.insert(name.lowercased()).inserted {
                    sink.warning(.duplicateName, "\(SwiftLiteral.string(name)) is listed twice in \"\(key)\"", at: location)
                }
                if written[name] == nil { written[name] = name }
            }
            return list.map(\.0)
        }
        let schemes = (names("schemes") ?? []).map { $0.lowercased() }
        let hosts = (names("hosts") ?? []).map { $0.lowercased() }
        checkSchemes(root, into: &sink)
        let tabs = root["tabs"] == nil ? nil : names("tabs") ?? []
        var caseSensitive = true
        if let v = root["caseSensitive"], sink.expect(v, .bool, "\"caseSensitive\"") { caseSensitive = v.boolValue ?? true }
        if root["schemes"] == nil && root["hosts"] == nil {
            sink.error(.noSources, "the schema declares neither \"schemes\" nor \"hosts\", so no URL can match", at: root.location)
        }

        let routes = root["routes"].map { readRoutes($0, into: &sink) } ?? []
        var schema = RouteSchema(schemes: schemes, hosts: hosts, tabs: tabs, caseSensitive: caseSensitive, routes: routes, links: [])
        schema.schemeHosts = schemeHosts
        if let v = root["webSchemes"], let list = sink.stringArray(v, "\"webSchemes\"") {
            var schemes: [String] = []
            for (name, location) in list {
                let lower = name.lowercased()
                guard lower == "https" || lower == "http" else {
                    sink.error(.badScheme, "\(SwiftLiteral.string(name)) is not a web scheme: \"webSchemes\" lists \"https\" and \"http\"", at: location)
                    continue
                }
                if !schemes.contains(lower) { schemes.append(lower) }
            }
            if list.isEmpty {
                sink.error(.badScheme, "\"webSchemes\" is empty, so no Universal Link could open; leave it out for [\"https\"]", at: v.location)
            }
            if !schemes.isEmpty { schema.webSchemes = schemes }
        }
        if let list = root["hosts"], list.kind == .array {
            for element in list.elements {
                guard let host = element.stringValue, host.contains("*") else { continue }
                if host.hasPrefix("*."), host.count > 2, !host.dropFirst(2).contains("*") { continue }
                sink.error(
                    .unknownHost, "\(SwiftLiteral.string(host)) is not a host: a wildcard is written \"*.example.com\", at the start only",
                    at: element.location)
            }
        }
        if let v = root["repeatedQueryItems"], sink.expect(v, .string, "\"repeatedQueryItems\"") {
            switch v.stringValue {
            case "first": break
            case "last": schema.lastQueryItemWins = true
            default:
                sink.error(
                    .wrongType, "\"repeatedQueryItems\" is \"first\" or \"last\", not \(SwiftLiteral.clippedString(v.stringValue ?? ""))",
                    at: v.location)
            }
        }
        if let links = root["links"], sink.expect(links, .array, "\"links\"") {
            // Collected first and assigned once: every assignment rebuilds the link index.
            var loaded: [Link] = []
            let loader = LinkLoader(schema: schema)
            for element in links.elements {
                if let link = loader.load(element, index: loaded.count, into: &sink) { loaded.append(link) }
            }
            schema.links = loaded
        }
        if !sink.hasErrors { SchemaAnalysis(schema: schema).check(into: &sink) }
        sink.sortByLocation()
        return schema
    }

    /// `"schemes"` with objects: `{"scheme": "ksr", "hosts": ["www.example.com"]}` is a custom
    /// scheme whose URLs carry a web host. The names in order, strings and objects alike; each
    /// object's hosts, lower-cased, by its lower-cased scheme.
    private static func readSchemeObjects(
        _ list: JSONValue, hosts: inout [String: [String]], into sink: inout DiagnosticSink
    ) -> [(String, SourceLocation)] {
        var out: [(String, SourceLocation)] = []
        for element in list.elements {
            if let s = element.stringValue {
                out.append((s, element.location))
                continue
            }
            guard sink.expect(element, .object, "each of \"schemes\"") else { continue }
            sink.checkKeys(element, allowed: ["scheme", "hosts"], required: ["scheme", "hosts"], in: "a scheme object")
            guard let name = element["scheme"], sink.expect(name, .string, "\"scheme\""), let scheme = name.stringValue else { continue }
            guard let listed = element["hosts"], let names = sink.stringArray(listed, "\"hosts\" of a scheme") else { continue }
            if names.isEmpty {
                sink.error(.badScheme, "scheme \(SwiftLiteral.string(scheme)) lists no hosts, so none of its URLs can match", at: listed.location)
            }
            for (host, location) in names where host.contains("*") && !(host.hasPrefix("*.") && host.count > 2 && !host.dropFirst(2).contains("*")) {
                sink.error(.unknownHost, "\(SwiftLiteral.string(host)) is not a host: a wildcard is written \"*.example.com\", at the start only", at: location)
            }
            hosts[scheme.lowercased()] = names.map { $0.0.lowercased() }
            out.append((scheme, name.location))
        }
        return out
    }

    private static func checkSchemes(_ root: JSONValue, into sink: inout DiagnosticSink) {
        guard let list = root["schemes"], list.kind == .array else { return }
        for element in list.elements {
            guard let s = element.stringValue else { continue }
            let lower = s.lowercased()
            if lower == "https" || lower == "http" {
                sink.error(.badScheme, "\(SwiftLiteral.string(s)) is not a custom scheme; list Universal Link hosts in \"hosts\"", at: element.location)
            } else if case .failure = URLParts.split(s + ":") {
                sink.error(
                    .badScheme, "\(SwiftLiteral.string(s)) is not a valid URL scheme (a letter, then letters, digits, \"+\", \"-\" or \".\")",
                    at: element.location)
            }
        }
    }

    private static func readRoutes(_ value: JSONValue, into sink: inout DiagnosticSink) -> [RouteDeclaration] {
        guard sink.expect(value, .object, "\"routes\"") else { return [] }
        var routes: [RouteDeclaration] = []
        var routeNames: [String: String] = [:]
        for member in value.members where member.key != "$comment" {
            // Equal keys with equal bytes are the JSON reader's duplicate keys; these are equal only as Swift compares.
            if let earlier = routeNames[member.key], !earlier.utf8.elementsEqual(member.key.utf8) {
                sink.error(.duplicateName, composedTwice(member.key, earlier, in: "\"routes\""), at: member.keyLocation)
            }
            if routeNames[member.key] == nil { routeNames[member.key] = member.key }
            guard sink.expect(member.value, .object, "the parameters of route \(SwiftLiteral.string(member.key))") else { continue }
            if member.key.isEmpty { sink.error(.badRouteName, "a route name cannot be empty", at: member.keyLocation) }
            var parameters: [RouteDeclaration.Parameter] = []
            var parameterNames: [String: String] = [:]
            for p in member.value.members where p.key != "$comment" {
                if let earlier = parameterNames[p.key], !earlier.utf8.elementsEqual(p.key.utf8) {
                    sink.error(
                        .duplicateName, composedTwice(p.key, earlier, in: "the parameters of route \(SwiftLiteral.string(member.key))"),
                        at: p.keyLocation)
                }
                if parameterNames[p.key] == nil { parameterNames[p.key] = p.key }
                // A parameter with a bad type is kept, its type marked unknown, so that the links
                // using it report neither a missing parameter nor a type it was never given.
                // Whether it is optional is still read ("number?", a null member), so that a link
                // that leaves out a required one is still told.
                let type = readType(p.value, parameter: p.key, into: &sink)
                let optional = p.value.stringValue?.hasSuffix("?") ?? p.value.elements.contains { $0.kind == .null }
                parameters.append(
                    .init(name: p.key, type: type ?? ParamType(.string, optional: optional), location: p.keyLocation, isTypeKnown: type != nil))
            }
            routes.append(RouteDeclaration(name: member.key, parameters: parameters, location: member.keyLocation))
        }
        return routes
    }

    /// Two names with other code points for the same text (`café` composed, and `e` with a combining
    /// accent): Swift's `==` finds them equal, so the schema's lookups and the generated code's
    /// cases could not tell which one is meant.
    static func composedTwice(_ name: String, _ earlier: String, in what: String) -> String {
        "\(SwiftLiteral.string(name)) in \(what) is \(SwiftLiteral.string(earlier)) again, written with other Unicode code points "
            + "(composed differently, as NFC and NFD); Swift compares them equal, so they are one name twice"
    }

    /// `"int"`, `"string?"`, or an array of strings (an enumeration; `null` makes it optional).
    static func readType(_ value: JSONValue, parameter: String, into sink: inout DiagnosticSink) -> ParamType? {
        let what = "parameter \(SwiftLiteral.string(parameter))"
        switch value.kind {
        case .string:
            let text = value.stringValue ?? ""
            let optional = text.hasSuffix("?")
            let name = optional ? String(text.dropLast()) : text
            let bases: [String: BaseType] = ["int": .int, "double": .double, "bool": .bool, "uuid": .uuid, "string": .string, "query": .query]
            guard let base = bases[name] else {
                let aliases = [
                    "integer": "int", "number": "double", "float": "double", "boolean": "bool", "str": "string", "text": "string",
                    "dictionary": "query", "dict": "query", "[string: string]": "query"
                ]
                let mark = optional ? "?" : ""
                let hint =
                    aliases[name.lowercased()].map { "; did you mean \"\($0 + mark)\"?" } ?? Suggestion.hint(for: name, among: typeNames)
                sink.error(
                    .badType, "unknown type \(SwiftLiteral.string(text)) for \(what)" + hint,
                    at: value.location, notes: ["types are int, double, bool, uuid, string, an array of strings, each optional with \"?\", and query"])
                return nil
            }
            if base == .query && optional {
                sink.error(
                    .badType, "\(what) cannot be \"query?\": \"$queryItems\" always gives a dictionary, empty when the URL has no query; write \"query\"",
                    at: value.location)
                return nil
            }
            return ParamType(base, optional: optional)
        case .array:
            var members: [String] = []
            // Beside `members`, so that a long enumeration is not searched for each member.
            var seen: Set<String> = []
            var optional = false
            var ok = true
            for element in value.elements {
                if element.kind == .null {
                    if optional { sink.error(.badType, "null appears twice in the enumeration of \(what)", at: element.location); ok = false }
                    optional = true
                } else if let s = element.stringValue, !s.isEmpty {
                    if !seen.insert(s).inserted {
                        sink.error(.badType, "\(SwiftLiteral.string(s)) appears twice in the enumeration of \(what)", at: element.location)
                        ok = false
                    }
                    members.append(s)
                } else {
                    sink.error(
                        .badType,
                        "an enumeration member of \(what) must be a non-empty string or null, not \(element.typeName == "a string" ? "an empty string" : element.typeName)",
                        at: element.location)
                    ok = false
                }
            }
            if members.isEmpty && ok {
                sink.error(.badType, "the enumeration of \(what) has no members", at: value.location)
                return nil
            }
            return ok ? ParamType(.enumeration(members), optional: optional) : nil
        default:
            sink.error(.badType, "the type of \(what) must be a string such as \"int\" or an array of strings, not \(value.typeName)", at: value.location)
            return nil
        }
    }
}
