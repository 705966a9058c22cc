import LinkCheckCore

/// Reads a destination as a Swift developer writes it, `orders .order(id: 42)` (the tab first when
/// the schema has tabs, then the stack, outermost first), or in the case-table form
/// `{"tab": "orders", "stack": [{"order": {"id": 42}}]}`. Values are read as the route's
/// parameter types say: `42`, `1.5`, `true`, `nil`, `"A-1"`, `.price`, `UUID(E621E1F8-…)`.
public struct DestinationParser {
    let schema: RouteSchema

    /// A parser for destinations of `schema`: its tabs, routes and parameter types.
    public init(schema: RouteSchema) {
        self.schema = schema
    }

    /// Why the text is not a destination of the schema: a sentence and the 1-based column.
    public struct Problem: Error, Sendable, Equatable {
        /// One lower-case sentence without a trailing period.
        public var message: String
        /// 1-based, in Unicode scalars of the text.
        public var column: Int
    }

    /// The destination `text` writes, or the first problem with it.
    ///
    ///     DestinationParser(schema: schema).parse("orders .order(id: 42)")
    ///     // .success(Destination(tab: "orders", stack: [RouteValue(name: "order", …)]))
    public func parse(_ text: String) -> Result<Destination, Problem> {
        let trimmed = text.drop { $0 == " " }
        if trimmed.first == "{" { return parseJSON(text) }
        if trimmed.first == "(" || trimmed.first == "[" { return parseTuple(text) }
        var scanner = Scanner(Array(text.unicodeScalars))
        var tab: String?
        if let tabs = schema.tabs {
            scanner.skipSpaces()
            let start = scanner.column
            _ = scanner.take(".")
            let name = scanner.identifier()
            guard let name, tabs.contains(name) || !schema.routes.contains(where: { $0.name == name }) else {
                return .failure(
                    Problem(
                        message: "the schema has tabs, so a destination starts with one, as in "
                            + "\(tabs.first.map { "\($0) " } ?? "")\(exampleEntry)", column: start))
            }
            guard tabs.contains(name) else {
                return .failure(
                    Problem(
                        message: "unknown tab \(SwiftLiteral.string(name))" + Suggestion.hint(for: name, among: tabs),
                        column: start))
            }
            tab = name
        }
        var stack: [RouteValue] = []
        while true {
            scanner.skipSpaces()
            if scanner.atEnd { break }
            switch entry(&scanner) {
            case .success(let route): stack.append(route)
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(Destination(tab: tab, stack: stack))
    }

    /// The form Swift and the generated tests print: `(.profile, [.settings, .notifications])`,
    /// `(tab: .orders, stack: [.order(id: 42)])`, or `[.order(id: 42)]` for a schema without tabs.
    private func parseTuple(_ text: String) -> Result<Destination, Problem> {
        var scanner = Scanner(Array(text.unicodeScalars))
        /// Takes `label:` when it comes next; leaves the scanner as it was otherwise.
        func label(_ name: String) {
            var ahead = scanner
            ahead.skipSpaces()
            guard ahead.identifier() == name else { return }
            ahead.skipSpaces()
            if ahead.take(":") { scanner = ahead }
        }
        func expect(_ c: Unicode.Scalar, _ what: String) -> Problem? {
            scanner.skipSpaces()
            return scanner.take(c) ? nil : Problem(message: "expected \(what)", column: scanner.column)
        }
        scanner.skipSpaces()
        var tab: String?
        let tuple = scanner.take("(")
        if tuple {
            guard let tabs = schema.tabs else {
                return .failure(Problem(message: "the schema has no tabs, so a destination is the stack alone, as in [\(exampleEntry)]", column: 1))
            }
            label("tab")
            scanner.skipSpaces()
            let start = scanner.column
            _ = scanner.take(".")
            guard let name = scanner.identifier(), tabs.contains(name) else {
                return .failure(Problem(message: "expected a tab such as .\(tabs.first ?? "tab")", column: start))
            }
            tab = name
            if let problem = expect(",", "\",\" after the tab") { return .failure(problem) }
            label("stack")
        } else if let tabs = schema.tabs {
            return .failure(
                Problem(message: "the schema has tabs, so a destination starts with one, as in (.\(tabs.first ?? "tab"), [\(exampleEntry)])", column: 1))
        }
        if let problem = expect("[", "\"[\" before the stack") { return .failure(problem) }
        var stack: [RouteValue] = []
        scanner.skipSpaces()
        if !scanner.take("]") {
            while true {
                scanner.skipSpaces()
                switch entry(&scanner) {
                case .success(let route): stack.append(route)
                case .failure(let problem): return .failure(problem)
                }
                scanner.skipSpaces()
                if scanner.take("]") { break }
                if let problem = expect(",", "\",\" or \"]\"") { return .failure(problem) }
            }
        }
        if tuple, let problem = expect(")", "\")\" after the stack") { return .failure(problem) }
        scanner.skipSpaces()
        guard scanner.atEnd else { return .failure(Problem(message: "unexpected text after the destination", column: scanner.column)) }
        return .success(Destination(tab: tab, stack: stack))
    }

    private var exampleEntry: String {
        guard let route = schema.routes.first else { return ".route" }
        return route.parameters.isEmpty ? ".\(route.name)" : ".\(route.name)(\(route.parameters[0].name): …)"
    }

    /// `.name` or `.name(label: value, …)`.
    private func entry(_ scanner: inout Scanner) -> Result<RouteValue, Problem> {
        let start = scanner.column
        guard scanner.take("."), let name = scanner.identifier() else {
            return .failure(Problem(message: "expected a route such as \(exampleEntry)", column: start))
        }
        guard let route = schema.routes.first(where: { $0.name == name }) else {
            return .failure(
                Problem(
                    message: "unknown route \(SwiftLiteral.string(name))"
                        + Suggestion.hint(for: name, among: schema.routes.map(\.name)), column: start))
        }
        var given: [String: (Value, Int)] = [:]
        if scanner.take("(") {
            scanner.skipSpaces()
            while !scanner.take(")") {
                if !given.isEmpty {
                    guard scanner.take(",") else { return .failure(Problem(message: "expected \",\" or \")\"", column: scanner.column)) }
                    scanner.skipSpaces()
                }
                let labelColumn = scanner.column
                guard let label = scanner.identifier() else {
                    return .failure(Problem(message: "expected a parameter label", column: labelColumn))
                }
                guard let parameter = route.parameters.first(where: { $0.name == label }) else {
                    let names = route.parameters.map(\.name)
                    return .failure(
                        Problem(
                            message: "route \(SwiftLiteral.string(name)) has no parameter \(SwiftLiteral.string(label))"
                                + (names.isEmpty ? "; it has no parameters" : Suggestion.hint(for: label, among: names)),
                            column: labelColumn))
                }
                guard given[label] == nil else {
                    return .failure(Problem(message: "parameter \(SwiftLiteral.string(label)) is given twice", column: labelColumn))
                }
                scanner.skipSpaces()
                guard scanner.take(":") else { return .failure(Problem(message: "expected \":\" after \(label)", column: scanner.column)) }
                scanner.skipSpaces()
                let valueColumn = scanner.column
                switch value(&scanner, parameter.type) {
                case .success(let v): given[label] = (v, valueColumn)
                case .failure(let problem): return .failure(problem)
                }
                scanner.skipSpaces()
            }
        }
        var arguments: [RouteValue.Argument] = []
        for parameter in route.parameters {
            if let (value, _) = given[parameter.name] {
                arguments.append(.init(label: parameter.name, value: value))
            } else if parameter.type.isOptional {
                arguments.append(.init(label: parameter.name, value: .none))
            } else {
                return .failure(
                    Problem(
                        message: "route \(SwiftLiteral.string(name)) needs parameter \(SwiftLiteral.string(parameter.name))",
                        column: start))
            }
        }
        return .success(RouteValue(name: name, arguments: arguments))
    }

    private func value(_ scanner: inout Scanner, _ type: ParamType) -> Result<Value, Problem> {
        let column = scanner.column
        if type.base == .query && scanner.peek == "[" { return dictionary(&scanner) }
        let token: String
        if scanner.peek == "\"" {
            guard let literal = scanner.stringLiteral() else {
                return .failure(Problem(message: "unterminated string literal", column: column))
            }
            token = literal
        } else {
            token = scanner.word()
        }
        let quoted = scanner.lastWasString
        func mismatch() -> Result<Value, Problem> {
            let shown = quoted ? SwiftLiteral.clippedString(token) : SwiftLiteral.clipped(token)
            return .failure(Problem(message: "\(shown) is not \(type.isOptional ? "nil or " : "")\(type.base.swiftName)", column: column))
        }
        if !quoted && token == "nil" { return type.isOptional ? .success(.none) : mismatch() }
        switch type.base {
        case .int: return (!quoted ? Int(token) : nil).map { .success(.int($0)) } ?? mismatch()
        case .double: return (!quoted ? Double(token) : nil).map { .success(.double($0)) } ?? mismatch()
        case .bool: return (!quoted ? Bool(token) : nil).map { .success(.bool($0)) } ?? mismatch()
        case .string: return quoted ? .success(.string(token)) : mismatch()
        case .uuid:
            let text = !quoted && token.hasPrefix("UUID(") && token.hasSuffix(")") ? String(token.dropFirst(5).dropLast()) : token
            return UUIDValue(text).map { .success(.uuid($0)) } ?? mismatch()
        case .enumeration(let members):
            let raw = !quoted && token.hasPrefix(".") ? String(token.dropFirst()) : quoted ? token : ""
            return members.contains(raw) ? .success(.enumCase(raw)) : mismatch()
        case .query:
            let shown = quoted ? SwiftLiteral.clippedString(token) : SwiftLiteral.clipped(token)
            return .failure(
                Problem(message: "\(shown) is not \(type.isOptional ? "nil or " : "")a [String: String] literal such as [\"ref\": \"mail\"]", column: column))
        }
    }

    /// A `[String: String]` literal as Swift prints one: `[:]`, `["ref": "mail", "page": "2"]`.
    private func dictionary(_ scanner: inout Scanner) -> Result<Value, Problem> {
        _ = scanner.take("[")
        scanner.skipSpaces()
        if scanner.take(":") {
            scanner.skipSpaces()
            guard scanner.take("]") else { return .failure(Problem(message: "expected \"]\" after \"[:\"", column: scanner.column)) }
            return .success(.query([:]))
        }
        var items: [String: String] = [:]
        while true {
            scanner.skipSpaces()
            let keyColumn = scanner.column
            guard scanner.peek == "\"", let key = scanner.stringLiteral() else {
                return .failure(Problem(message: "expected a string key such as \"ref\"", column: keyColumn))
            }
            guard items[key] == nil else { return .failure(Problem(message: "key \(SwiftLiteral.string(key)) is given twice", column: keyColumn)) }
            scanner.skipSpaces()
            guard scanner.take(":") else { return .failure(Problem(message: "expected \":\" after the key", column: scanner.column)) }
            scanner.skipSpaces()
            let valueColumn = scanner.column
            guard scanner.peek == "\"", let text = scanner.stringLiteral() else {
                return .failure(Problem(message: "expected a string value such as \"mail\"", column: valueColumn))
            }
            items[key] = text
            scanner.skipSpaces()
            if scanner.take("]") { return .success(.query(items)) }
            guard scanner.take(",") else { return .failure(Problem(message: "expected \",\" or \"]\"", column: scanner.column)) }
        }
    }

    private func parseJSON(_ text: String) -> Result<Destination, Problem> {
        var sink = DiagnosticSink(file: "")
        guard let document = sink.parseJSON(Array(text.utf8)) else {
            return .failure(Problem(message: sink.diagnostics.first?.message ?? "invalid JSON", column: sink.diagnostics.first?.location?.column ?? 1))
        }
        let reader = StackReader(routes: schema.routes, context: "the destination")
        let read = TableLoader.expectation(document.root, schema: schema, reader: reader, into: &sink)
        guard let destination = read, !sink.hasErrors, let found = destination else {
            let first = sink.diagnostics.first
            return .failure(Problem(message: first?.message ?? "null is no destination", column: first?.location?.column ?? 1))
        }
        return .success(found)
    }
}

/// A cursor over the text's Unicode scalars.
private struct Scanner {
    let scalars: [Unicode.Scalar]
    var position = 0
    /// Whether the last value read was a string literal.
    var lastWasString = false

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    var atEnd: Bool { position >= scalars.count }
    var peek: Unicode.Scalar? { atEnd ? nil : scalars[position] }
    var column: Int { position + 1 }

    mutating func skipSpaces() {
        while let c = peek, c == " " || c == "\t" || c == "\n" { position += 1 }
    }

    mutating func take(_ c: Unicode.Scalar) -> Bool {
        guard peek == c else { return false }
        position += 1
        return true
    }

    mutating func identifier() -> String? {
        var out = String.UnicodeScalarView()
        while let c = peek, c.properties.isAlphabetic || c == "_" || (!out.isEmpty && c.properties.numericType != nil) {
            out.append(c)
            position += 1
        }
        return out.isEmpty ? nil : String(out)
    }

    /// Up to a space, `,` or `)` — but a `UUID(…)` keeps its parentheses.
    mutating func word() -> String {
        lastWasString = false
        var out = String.UnicodeScalarView()
        var depth = 0
        while let c = peek {
            if c == "(" { depth += 1 }
            if c == ")" { if depth == 0 { break }; depth -= 1 }
            if depth == 0 && (c == " " || c == "," || c == "\t") { break }
            out.append(c)
            position += 1
        }
        return String(out)
    }

    /// A Swift string literal with `\"`, `\\`, `\n`, `\t`, `\r`, `\0` and `\u{…}` escapes.
    mutating func stringLiteral() -> String? {
        lastWasString = true
        guard take("\"") else { return nil }
        var out = String.UnicodeScalarView()
        while let c = peek {
            position += 1
            switch c {
            case "\"": return String(out)
            case "\\":
                guard let e = peek else { return nil }
                position += 1
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "0": out.append("\0")
                case "u":
                    guard take("{") else { return nil }
                    var hex = ""
                    while let h = peek, h != "}" { hex.unicodeScalars.append(h); position += 1 }
                    guard take("}"), let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) else { return nil }
                    out.append(s)
                default: out.append(e)
                }
            default: out.append(c)
            }
        }
        return nil
    }
}
