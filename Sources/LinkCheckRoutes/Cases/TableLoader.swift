import LinkCheckCore

/// Reads a case table (docs/routes.md). Reading takes two steps because the expectations can only be
/// checked against the schema, which the table itself may name.
public enum TableLoader {
    static let tableKeys = ["schema", "cases"]
    static let caseKeys = ["url", "expect", "note", "ignore"]
    static let expectKeys = ["tab", "stack"]

    /// A parsed table whose cases are not yet checked.
    public struct Opened: Sendable {
        /// The table file, as named in diagnostics.
        public var file: String
        /// The `schema` value as written (relative to the table's folder) and where.
        public var schemaReference: (path: String, location: SourceLocation)?
        let cases: JSONValue
        /// The limits it was opened with; case URLs are checked against them.
        public var limits: InputLimits

        /// The number of entries in `cases`, before any is checked.
        public var caseCount: Int { cases.count }
    }

    /// Parses the file and its top-level shape: an object with `cases`, or a bare array of cases.
    public static func open(_ bytes: [UInt8], file: String, limits: InputLimits = .defaults) -> (table: Opened?, diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink(file: file)
        guard let document = sink.parseJSON(bytes, limits: limits.json) else { return (nil, sink.diagnostics) }
        let root = document.root
        switch root.kind {
        case .array:
            return (Opened(file: file, schemaReference: nil, cases: root, limits: limits), sink.diagnostics)
        case .object:
            if root["cases"] == nil, root["links"] != nil || root["routes"] != nil {
                sink.error(.notATable, "this is a route schema, not a case table; pass it with --schema and give the tables as arguments", at: root.location)
                return (nil, sink.diagnostics)
            }
            sink.checkKeys(root, allowed: tableKeys, required: ["cases"], in: "a case table")
            var reference: (String, SourceLocation)?
            if let s = root["schema"], sink.expect(s, .string, "\"schema\""), let path = s.stringValue {
                reference = (path, s.location)
            }
            guard let cases = root["cases"], sink.expect(cases, .array, "\"cases\"") else {
                return (nil, sink.diagnostics)
            }
            return (Opened(file: file, schemaReference: reference, cases: cases, limits: limits), sink.diagnostics)
        default:
            sink.error(.wrongType, "a case table must be an object with \"cases\" or an array of cases, not \(root.typeName)", at: root.location)
            return (nil, sink.diagnostics)
        }
    }

    /// Checks every case against `schema`; `nil` cases when any has an error.
    public static func cases(of table: Opened, schema: RouteSchema) -> (cases: [TestCase]?, diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink(file: table.file)
        var cases: [TestCase] = []
        cases.reserveCapacity(table.cases.count)
        let reader = StackReader(routes: schema.routes, context: "the expected stack")
        for element in table.cases.elements {
            if let testCase = readCase(element, schema: schema, reader: reader, limits: table.limits, into: &sink) {
                cases.append(testCase)
            }
        }
        if table.cases.count == 0 {
            sink.warning(.emptyTable, "the table has no cases", at: table.cases.location)
        }
        sink.sortByLocation()
        return (sink.hasErrors ? nil : cases, sink.diagnostics)
    }

    /// One case, or `nil` after reporting its problems.
    static func readCase(
        _ element: JSONValue, schema: RouteSchema, reader: StackReader, limits: InputLimits,
        into sink: inout DiagnosticSink
    ) -> TestCase? {
        guard sink.expect(element, .object, "a case") else { return nil }
        sink.checkKeys(element, allowed: caseKeys, required: ["url", "expect"], in: "a case")
        guard let urlValue = element["url"], sink.expect(urlValue, .string, "\"url\""), let url = urlValue.stringValue,
            let expectValue = element["expect"]
        else { return nil }
        if let why = limits.urlTooLong(url) {
            sink.error(.urlTooLong, why, at: urlValue.location)
            return nil
        }
        var note: String?
        if let n = element["note"], sink.expect(n, .string, "\"note\"") { note = n.stringValue }
        if let v = element["ignore"] { _ = ignoredRules(v, into: &sink) }
        guard let expected = expectation(expectValue, schema: schema, reader: reader, into: &sink) else { return nil }
        return TestCase(url: url, location: element.location, expected: expected, note: note)
    }

    /// A case's URL and whether the table expects a destination for it, read without a schema:
    /// what `linkcheck aasa --cases` needs to know.
    public struct CaseURL: Sendable {
        /// The URL exactly as the table gives it.
        public var url: String
        /// Where the case's object starts in the table file.
        public var location: SourceLocation
        /// Whether `expect` is anything but `null`.
        public var expectsDestination: Bool
        /// `"ignore": ["case-opens-app"]`: the rules whose findings about this case are silenced.
        public var ignore: [String] = []
        /// Where `"ignore"` is written, for `unused-suppression`.
        public var ignoreLocation: SourceLocation?
    }

    /// A case's `"ignore"`: rule ids of the catalogue; `nil` after reporting a problem.
    static func ignoredRules(_ value: JSONValue, into sink: inout DiagnosticSink) -> [String]? {
        guard let list = sink.stringArray(value, "\"ignore\"") else { return nil }
        let ids = Rule.all.map(\.id)
        var rules: [String] = []
        for (rule, location) in list {
            guard ids.contains(rule) else {
                sink.error(.wrongType, "unknown rule \(SwiftLiteral.string(rule))" + Suggestion.hint(for: rule, among: ids), at: location)
                return nil
            }
            rules.append(rule)
        }
        return rules
    }

    /// Every case's URL and whether it expects a destination, without a schema. A case with a
    /// problem is reported and left out.
    public static func caseURLs(of table: Opened) -> (urls: [CaseURL], diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink(file: table.file)
        var urls: [CaseURL] = []
        for element in table.cases.elements {
            guard sink.expect(element, .object, "a case") else { continue }
            guard let urlValue = element["url"], sink.expect(urlValue, .string, "\"url\""), let url = urlValue.stringValue else {
                if element["url"] == nil { sink.error(.missingKey, "a case needs \"url\"", at: element.location) }
                continue
            }
            if let why = table.limits.urlTooLong(url) {
                sink.error(.urlTooLong, why, at: urlValue.location)
                continue
            }
            guard let expect = element["expect"] else {
                sink.error(.missingKey, "a case needs \"expect\"", at: element.location)
                continue
            }
            var caseURL = CaseURL(url: url, location: element.location, expectsDestination: expect.kind != .null)
            if let v = element["ignore"], let rules = ignoredRules(v, into: &sink) {
                caseURL.ignore = rules
                caseURL.ignoreLocation = v.location
            }
            urls.append(caseURL)
        }
        return (urls, sink.diagnostics)
    }

    /// `.some(nil)` for `"expect": null`; `nil` after reporting a problem.
    static func expectation(
        _ value: JSONValue, schema: RouteSchema, reader: StackReader,
        into sink: inout DiagnosticSink
    ) -> Destination?? {
        if value.kind == .null { return .some(nil) }
        guard sink.expect(value, .object, "\"expect\" (null or {\"tab\": ..., \"stack\": [...]})") else { return nil }
        sink.checkKeys(value, allowed: expectKeys, required: ["stack"], in: "an expectation")
        var ok = true
        var tab: String?
        if let tabs = schema.tabs {
            if let t = value["tab"] {
                if sink.expect(t, .string, "\"tab\""), let name = t.stringValue {
                    if tabs.contains(name) {
                        tab = name
                    } else {
                        sink.error(.unknownTab, "unknown tab \(SwiftLiteral.string(name))" + Suggestion.hint(for: name, among: tabs), at: t.location)
                        ok = false
                    }
                } else {
                    ok = false
                }
            } else {
                sink.error(.missingTab, "the schema declares tabs, so an expected destination needs a \"tab\"", at: value.location)
                ok = false
            }
        } else if let t = value["tab"] {
            sink.error(.unexpectedTab, "the schema declares no \"tabs\", so an expectation cannot name one", at: t.location)
            ok = false
        }
        guard let stackValue = value["stack"], let entries = reader.read(stackValue, into: &sink) else { return nil }
        var stack: [RouteValue] = []
        for entry in entries {
            var arguments: [RouteValue.Argument] = []
            for arg in entry.arguments {
                guard let json = arg.value else {
                    arguments.append(.init(label: arg.parameter.name, value: .none))
                    continue
                }
                if let v = StackReader.constant(json, for: arg.parameter, route: entry.route.name, into: &sink) {
                    arguments.append(.init(label: arg.parameter.name, value: v))
                } else {
                    ok = false
                }
            }
            stack.append(RouteValue(name: entry.route.name, arguments: arguments))
        }
        return ok ? .some(Destination(tab: tab, stack: stack)) : nil
    }
}
