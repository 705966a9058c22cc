import LinkCheckCore

/// The generated rules as an apple-app-site-association file: deterministic JSON, two-space
/// indented, keys in the order the docs' examples use (`"/"`, `"?"`, `"exclude"`,
/// `"caseSensitive"`, `"comment"`; names of query items and variables sorted), ending with a
/// newline. `--check` lays out the file it compares the same way (`ordered`).
enum AASAFileWriter {
    /// What every comment of a generated rule starts with: how `--check` and `"aasaGenerated"`
    /// know a file as one linkcheck wrote (a JSON file carries no header).
    static let commentPrefix = "linkcheck: "
    /// The predefined substitution variables, which a custom one must not shadow.
    static let predefined: Set<String> = ["alpha", "upper", "lower", "alnum", "digit", "xdigit", "region", "lang"]

    static func text(rules: [AASARuleDraft], appIDs: [String]) -> String {
        let names = variableNames(rules.flatMap(\.choices))
        var applinks: [(String, JSONOutput)] = []
        if !names.order.isEmpty {
            applinks.append(("substitutionVariables", .object(names.order.map { (names.name[$0] ?? $0.hint, .array($0.values.map(JSONOutput.string))) })))
        }
        let entry = JSONOutput.object([
            ("appIDs", .array(appIDs.map(JSONOutput.string))),
            ("components", .array(rules.map { component($0, names: names.name) }))
        ])
        applinks.append(("details", .array([entry])))
        return ordered(.object([("applinks", .object(applinks))])).render(pretty: true) + "\n"
    }

    /// The keys the format knows, in the order they are written; other keys (query item and
    /// variable names) follow, sorted.
    static let keyOrder = [
        "applinks", "substitutionVariables", "details", "appIDs", "components", "/", "?", "#", "exclude", "caseSensitive",
        "percentEncoded", "comment"
    ]

    /// `value` with every object's members in `keyOrder`, then the rest sorted; arrays keep
    /// their order, which is the order iOS tries rules in. Recurses once per level of nesting,
    /// bounded by the JSON reader's depth limit for a file read back.
    static func ordered(_ value: JSONOutput) -> JSONOutput {
        switch value {
        case .array(let elements):
            return .array(elements.map(ordered))
        case .object(let members):
            let rank = { (key: String) in keyOrder.firstIndex(of: key) ?? keyOrder.count }
            let sorted = members.sorted { a, b in rank(a.0) != rank(b.0) ? rank(a.0) < rank(b.0) : a.0 < b.0 }
            return .object(sorted.map { ($0.0, ordered($0.1)) })
        default:
            return value
        }
    }

    static func component(_ rule: AASARuleDraft, names: [PatternPiece.Choice: String]) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("/", .string(rule.path.isEmpty ? "/" : PatternPiece.render(rule.path, names: names)))]
        if !rule.query.isEmpty {
            members.append(("?", .object(rule.query.map { ($0.name, .string(PatternPiece.render($0.value, names: names))) })))
        }
        if rule.exclude { members.append(("exclude", .bool(true))) }
        if rule.foldsCase { members.append(("caseSensitive", .bool(false))) }
        members.append(("comment", .string(commentPrefix + rule.reasons.joined(separator: ", "))))
        return .object(members)
    }

    /// A name for each distinct choice, in the order first used: its hint without the characters
    /// a name cannot hold (`$`, `(`, `)`) and the wildcards, which would read as one (`*`, `?`), numbered from 2 when a predefined variable or another
    /// choice already has it.
    static func variableNames(_ choices: [PatternPiece.Choice]) -> (order: [PatternPiece.Choice], name: [PatternPiece.Choice: String]) {
        var order: [PatternPiece.Choice] = []
        var name: [PatternPiece.Choice: String] = [:]
        var taken = predefined
        for choice in choices where name[choice] == nil {
            var base = String(choice.hint.unicodeScalars.filter { !"$()*?".unicodeScalars.contains($0) })
            if base.isEmpty { base = "value" }
            var candidate = base
            var n = 2
            while taken.contains(candidate) {
                candidate = base + String(n)
                n += 1
            }
            taken.insert(candidate)
            name[choice] = candidate
            order.append(choice)
        }
        return (order, name)
    }
}
