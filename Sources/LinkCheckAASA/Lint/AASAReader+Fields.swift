import LinkCheckCore

/// The keys of a component and of a `defaults` object, which share one vocabulary.
extension AASAReader {
    static let componentKeys = ["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"]
    /// Spellings `Suggestion` cannot connect to the symbol keys.
    static let componentAliases = [
        "path": "/", "paths": "/", "pathname": "/", "query": "?", "querystring": "?", "query_string": "?", "search": "?",
        "fragment": "#", "hash": "#", "anchor": "#", "excluded": "exclude", "exclusion": "exclude", "not": "exclude",
        "case_sensitive": "caseSensitive", "casesensitivity": "caseSensitive", "percent_encoded": "percentEncoded",
        "note": "comment", "description": "comment"
    ]
    /// Keys whose loss makes a component match more URLs than written (or open the app instead of excluding).
    static let wideningKeys: Set<String> = ["/", "?", "#", "exclude"]

    /// The fields of a component or `defaults` object, with its comment; `nil` when `value` is
    /// not an object. `name` is how messages call it (`details[0].components[1]`).
    mutating func readFields(_ value: JSONValue, name: String, isDefaults: Bool) -> (fields: AASARuleFields, comment: String?)? {
        guard value.kind == .object else {
            let fix = !isDefaults && value.kind == .string ? "; write {\"/\": \(Self.describePattern(value))}" : ""
            sink.report(.wrongType, "\(name) must be an object, not \(Self.describe(value))" + fix, at: value.location)
            return nil
        }
        let members = Self.lastMembers(value)
        checkUnknownFieldKeys(value, members: members, name: name, isDefaults: isDefaults)

        var fields = AASARuleFields()
        var comment: String?
        if let m = members["/"] { fields.path = readPatternKey(m, kind: .path) }
        if let m = members["?"] { fields.query = readQuery(m) }
        if let m = members["#"] { fields.fragment = readPatternKey(m, kind: .fragment) }
        if let m = members["exclude"] { fields.exclude = readBool(m) }
        if let m = members["caseSensitive"] { fields.caseSensitive = readBool(m) }
        if let m = members["percentEncoded"] { fields.percentEncoded = readBool(m) }
        if let m = members["comment"] {
            comment = m.value.stringValue
            if comment == nil {
                sink.report(.wrongType, "\"comment\" must be a string, not \(Self.describe(m.value))", at: m.value.location)
            }
        }
        if isDefaults { checkUndocumentedDefaults(members, fields: fields, name: name) }
        return (fields, comment)
    }

    private mutating func checkUnknownFieldKeys(_ value: JSONValue, members: [String: JSONMember], name: String, isDefaults: Bool) {
        let constrained = members["/"] != nil || members["?"] != nil || members["#"] != nil
        let excludes = members["exclude"]?.value.boolValue == true
        for member in value.members where !Self.componentKeys.contains(member.key) {
            let guess = Self.closestKey(member.key, among: Self.componentKeys, aliases: Self.componentAliases)
            var consequence = ""
            if !isDefaults {
                // iOS ignores the key: say what the component then does, and make it an error
                // when that is more than the author wrote.
                if let guess, Self.wideningKeys.contains(guess), members[guess] == nil {
                    consequence =
                        guess == "exclude"
                        ? ", which iOS ignores, so matching URLs open the app instead of being excluded"
                        : constrained
                            ? ", which iOS ignores, so the component has no \(SwiftLiteral.string(guess)) "
                                + "constraint and matches more URLs than intended"
                            : excludes
                                ? ", which iOS ignores, so the component excludes every URL"
                                : ", which iOS ignores, so the component matches every URL"
                } else if !constrained {
                    consequence =
                        excludes
                        ? ", which iOS ignores, so the component excludes every URL"
                        : ", which iOS ignores, so the component matches every URL"
                }
            }
            sink.report(
                .unknownKey, "unknown key \(SwiftLiteral.string(member.key)) in \(name)" + consequence + Self.hint(guess),
                at: member.keyLocation, severity: consequence.isEmpty ? nil : .error)
        }
    }

    /// Apple lists only the two booleans for `defaults`; pattern keys and `exclude` were observed
    /// to apply to every component below, which is rarely what the author expects.
    private mutating func checkUndocumentedDefaults(_ members: [String: JSONMember], fields: AASARuleFields, name: String) {
        for key in ["/", "?", "#", "exclude"] {
            guard let member = members[key] else { continue }
            let effect =
                key == "exclude" && fields.exclude == true
                ? "turns every component without its own \"exclude\" into an exclusion"
                : "applies to every component that does not set it"
            sink.report(
                .undocumentedDefault, "\(SwiftLiteral.string(key)) in \(name) is undocumented; observed, it \(effect)",
                at: member.keyLocation)
        }
    }

    /// `/` and `#`: a single pattern string.
    private mutating func readPatternKey(_ member: JSONMember, kind: AASAPatternKind) -> String? {
        guard let pattern = member.value.stringValue else {
            let fix = member.value.kind == .array ? "; use one component per pattern" : ""
            sink.report(
                .wrongType,
                "\(SwiftLiteral.string(member.key)) must be a pattern string, not \(Self.describe(member.value))"
                    + fix, at: member.value.location)
            return nil
        }
        checkPattern(pattern, kind: kind, at: member.value.location)
        return pattern
    }

    /// `?`: a pattern for the whole query, or query item name → value pattern.
    private mutating func readQuery(_ member: JSONMember) -> AASAQuery? {
        let value = member.value
        if let pattern = value.stringValue {
            checkPattern(pattern, kind: .query, at: value.location)
            return .whole(pattern)
        }
        guard value.kind == .object else {
            let fix = value.kind == .array ? "; use one component per query pattern" : ""
            sink.report(
                .wrongType,
                "\"?\" must be a query pattern string or an object of query item patterns, not "
                    + Self.describe(value) + fix, at: value.location)
            return nil
        }
        var items: [AASAQueryItem] = []
        var positions: [String: Int] = [:]
        var ignored = false
        for item in value.members {
            guard let pattern = item.value.stringValue else {
                sink.report(
                    .queryValueNotString,
                    "query item \(SwiftLiteral.string(item.key)) must have a pattern string, "
                        + "not \(Self.describe(item.value)); iOS then ignores the whole \"?\" dictionary", at: item.value.location)
                ignored = true
                continue
            }
            checkPattern(pattern, kind: .query, at: item.value.location)
            // A repeated name keeps its last pattern, as JSONSerialization does.
            if let position = positions[item.key] {
                items[position].pattern = pattern
            } else {
                positions[item.key] = items.count
                items.append(AASAQueryItem(name: item.key, pattern: pattern))
            }
        }
        return ignored ? .ignored : .items(items)
    }

    private mutating func readBool(_ member: JSONMember) -> Bool? {
        let value = member.value
        if let flag = value.boolValue { return flag }
        let key = SwiftLiteral.string(member.key)
        let text = value.stringValue?.lowercased() ?? value.numberText
        if let text, let meant = ["true": true, "yes": true, "1": true, "false": false, "no": false, "0": false][text] {
            let fix = value.kind == .string ? "write \(meant) without quotes" : "write \(meant)"
            sink.report(.stringBoolean, "\(key) must be a boolean, not \(Self.describe(value)); \(fix)", at: value.location)
        } else {
            sink.report(.wrongType, "\(key) must be true or false, not \(Self.describe(value))", at: value.location)
        }
        return nil
    }

    /// `"abc"` for a string value, for fix-its.
    static func describePattern(_ value: JSONValue) -> String {
        quoted(value.stringValue ?? "")
    }
}
