import LinkCheckCore

/// Reads a `stack` array, shared by the schema's links and the tables' expectations: each entry is
/// a route name (`"settings"`) or an object with one key, the route name, whose value gives the
/// arguments (`{"order": {"id": 42}}`).
struct StackReader {
    let routes: [RouteDeclaration]
    /// "a link's stack" / "the expected stack", for messages.
    let context: String
    /// Route name → position in `routes`: tables look a route up for every expected value.
    private let byName: [String: Int]

    init(routes: [RouteDeclaration], context: String) {
        self.routes = routes
        self.context = context
        var byName: [String: Int] = [:]
        for (i, r) in routes.enumerated() where byName[r.name] == nil { byName[r.name] = i }
        self.byName = byName
    }

    /// The key a schema or table may put in any object for a comment.
    static let comment = "$comment"

    /// One argument as written, before its value is interpreted.
    struct RawArgument {
        var parameter: RouteDeclaration.Parameter
        var value: JSONValue?
    }

    struct RawEntry {
        var route: RouteDeclaration
        /// The entry as written; its location is worked out only when asked, as tables read
        /// millions of entries and report few.
        var element: JSONValue
        var location: SourceLocation { element.location }
        /// In declaration order; `value` is nil for an argument left out.
        var arguments: [RawArgument]
    }

    /// Reads every entry; an entry with problems is reported and left out.
    func read(_ stack: JSONValue, into sink: inout DiagnosticSink) -> [RawEntry]? {
        guard sink.expect(stack, .array, "\"stack\"") else { return nil }
        var entries: [RawEntry] = []
        var ok = true
        for element in stack.elements {
            if let entry = readEntry(element, into: &sink) { entries.append(entry) } else { ok = false }
        }
        return ok ? entries : nil
    }

    private func readEntry(_ element: JSONValue, into sink: inout DiagnosticSink) -> RawEntry? {
        let name: String
        // Where the route name is, computed only for a message (see `RawEntry.element`).
        var nameMember: JSONMember?
        func nameLocation() -> SourceLocation { nameMember?.keyLocation ?? element.location }
        var args: JSONValue?
        switch element.kind {
        case .string:
            name = element.stringValue ?? ""
        case .object:
            // `"$comment"` keys are allowed anywhere (JSON has no comments), so they do not count.
            let named = element.members.filter { $0.key != Self.comment }
            guard named.count == 1, let member = named.first else {
                sink.error(
                    .badStackEntry, "a stack entry object has exactly one key, the route name, as in {\"order\": {\"id\": 42}}; this one has \(named.count)",
                    at: element.location)
                return nil
            }
            name = member.key
            nameMember = member
            args = member.value
        default:
            sink.error(
                .badStackEntry, "a stack entry is a route name or an object such as {\"order\": {\"id\": 42}}, not \(element.typeName)", at: element.location)
            return nil
        }
        guard let route = byName[name].map({ routes[$0] }) else {
            sink.error(
                .unknownRoute,
                "unknown route \(SwiftLiteral.string(name)) in \(context)"
                    + Suggestion.hint(for: name, among: routes.map(\.name)), at: nameLocation())
            return nil
        }
        // Given values by parameter position: no dictionary per entry, as tables read millions.
        var given = [JSONValue?](repeating: nil, count: route.parameters.count)
        if let args {
            guard sink.expect(args, .object, "the arguments of \(SwiftLiteral.string(name))") else { return nil }
            var ok = true
            for member in args.members where member.key != Self.comment {
                if let position = route.parameters.firstIndex(where: { $0.name == member.key }) {
                    given[position] = member.value
                } else {
                    let names = route.parameters.map(\.name)
                    let known = names.isEmpty ? "; it has no parameters" : Suggestion.hint(for: member.key, among: names)
                    sink.error(
                        .unknownParameter, "route \(SwiftLiteral.string(name)) has no parameter \(SwiftLiteral.string(member.key))" + known,
                        at: member.keyLocation)
                    ok = false
                }
            }
            if !ok { return nil }
        }
        var arguments: [RawArgument] = []
        var missing: [String] = []
        for (position, parameter) in route.parameters.enumerated() {
            let value = given[position]
            if value == nil && !parameter.type.isOptional { missing.append(parameter.name) }
            arguments.append(RawArgument(parameter: parameter, value: value))
        }
        if !missing.isEmpty {
            let list = missing.map { SwiftLiteral.string($0) }.joined(separator: ", ")
            sink.error(
                .missingParameter, "route \(SwiftLiteral.string(name)) needs \(missing.count == 1 ? "parameter" : "parameters") \(list) in \(context)",
                at: nameLocation())
            return nil
        }
        return RawEntry(route: route, element: element, arguments: arguments)
    }

    /// Interprets a JSON constant as a value of `parameter`'s type, or reports why it is not one.
    static func constant(
        _ json: JSONValue, for parameter: RouteDeclaration.Parameter, route: String,
        into sink: inout DiagnosticSink
    ) -> Value? {
        let type = parameter.type
        // Its type could not be read and has its error already: any constant will do.
        guard parameter.isTypeKnown else { return Value.none }
        func mismatch(_ detail: String) -> Value? {
            let where_ = "parameter \(SwiftLiteral.string(parameter.name)) of \(SwiftLiteral.string(route))"
            sink.error(.wrongValueType, "\(where_) is \(type.schemaName); \(detail)", at: json.location)
            return nil
        }
        if json.kind == .null {
            return type.isOptional ? Value.none : mismatch("null is only allowed for an optional parameter")
        }
        switch type.base {
        case .int:
            guard json.kind == .number else { return mismatch(got(json, unquoted: Int(json.stringValue ?? "") != nil)) }
            guard let i = json.intValue else {
                let text = SwiftLiteral.clipped(json.numberText ?? "")
                return mismatch(json.isIntegerLiteral ? "\(text) does not fit in 64 bits" : "\(text) is not an integer")
            }
            return .int(i)
        case .double:
            guard json.kind == .number, let d = json.doubleValue else {
                return mismatch(got(json, unquoted: Double(json.stringValue ?? "")?.isFinite == true))
            }
            return .double(d)
        case .bool:
            guard let b = json.boolValue else { return mismatch(got(json, unquoted: Bool(json.stringValue ?? "") != nil)) }
            return .bool(b)
        case .uuid:
            guard let s = json.stringValue else { return mismatch(got(json, unquoted: false)) }
            guard let u = UUIDValue(s) else { return mismatch("\(SwiftLiteral.clippedString(s)) is not a UUID (8-4-4-4-12 hexadecimal digits)") }
            return .uuid(u)
        case .string:
            guard let s = json.stringValue else { return mismatch(got(json, unquoted: false)) }
            return .string(s)
        case .enumeration(let members):
            guard let s = json.stringValue else { return mismatch(got(json, unquoted: false)) }
            guard members.contains(s) else {
                return mismatch("\(SwiftLiteral.clippedString(s)) is not a member" + Suggestion.hint(for: s, among: members))
            }
            return .enumCase(s)
        case .query:
            guard json.kind == .object else { return mismatch("got \(json.typeName); write an object of strings, {\"key\": \"value\"}") }
            var items: [String: String] = [:]
            for member in json.members {
                guard let s = member.value.stringValue else {
                    return mismatch("the value of \(SwiftLiteral.clippedString(member.key)) is \(member.value.typeName), not a string")
                }
                items[member.key] = s
            }
            return .query(items)
        }
    }

    /// `got a string "42"; write it without quotes` when the text would have been right unquoted.
    private static func got(_ json: JSONValue, unquoted: Bool) -> String {
        "got \(json.typeName) \(shown(json))" + (unquoted ? "; write \(SwiftLiteral.clipped(json.stringValue ?? "")) without quotes" : "")
    }

    private static func shown(_ json: JSONValue) -> String {
        switch json.kind {
        case .string: return SwiftLiteral.clippedString(json.stringValue ?? "")
        case .number: return SwiftLiteral.clipped(json.numberText ?? "")
        case .bool: return (json.boolValue ?? false) ? "true" : "false"
        default: return ""
        }
    }
}
