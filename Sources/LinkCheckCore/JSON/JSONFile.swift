/// Reading a JSON file into a document, its problems as diagnostics, and the key and type checks
/// that the schema and table loaders share.
extension DiagnosticSink {
    /// Parses `bytes`; syntax errors and duplicate keys become errors. `nil` when unreadable.
    public mutating func parseJSON(_ bytes: [UInt8], limits: JSONLimits = JSONLimits()) -> JSONDocument? {
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(bytes, limits: limits)
        } catch {
            self.error(.jsonSyntax, error.message, at: error.location)
            return nil
        }
        for dup in document.duplicateKeys {
            self.error(
                .duplicateKey, "duplicate key \(SwiftLiteral.string(dup.key))",
                at: dup.location, notes: ["first given at \(file):\(dup.firstLocation)"])
        }
        return document
    }

    /// Reports keys of `object` outside `allowed`, with the closest allowed key as a hint.
    /// `what` names the object in messages ("a link").
    public mutating func checkKeys(_ object: JSONValue, allowed: [String], required: [String] = [], in what: String) {
        var suggested: Set<String> = []
        // "$comment" is allowed everywhere in linkcheck's own files, as JSON has no comments.
        for member in object.members where !allowed.contains(member.key) && member.key != "$comment" {
            let closest = Suggestion.closest(to: member.key, among: allowed)
            if let closest { suggested.insert(closest) }
            self.error(
                .unknownKey,
                "unknown key \(SwiftLiteral.string(member.key)) in \(what)"
                    + (closest.map { "; did you mean \"\($0)\"?" } ?? ""), at: member.keyLocation,
                notes: ["expected one of " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")])
        }
        // A misspelled required key is reported once, as the typo, not again as missing.
        for key in required where object[key] == nil && !suggested.contains(key) {
            self.error(.missingKey, "\(what) needs \(SwiftLiteral.string(key))", at: object.location)
        }
    }

    /// `value` must be of `kind`; reports `"what" must be expected, not a number` otherwise.
    @discardableResult
    public mutating func expect(_ value: JSONValue, _ kind: JSONKind, _ what: @autoclosure () -> String) -> Bool {
        guard value.kind != kind else { return true }
        self.error(.wrongType, "\(what()) must be \(JSONKind.article(kind)), not \(value.typeName)", at: value.location)
        return false
    }

    /// An array of strings, or `nil` after reporting what is wrong.
    public mutating func stringArray(_ value: JSONValue, _ what: String) -> [(String, SourceLocation)]? {
        guard expect(value, .array, what) else { return nil }
        var out: [(String, SourceLocation)] = []
        var ok = true
        for element in value.elements {
            guard let s = element.stringValue else {
                self.error(.wrongType, "each of \(what) must be a string, not \(element.typeName)", at: element.location)
                ok = false
                continue
            }
            out.append((s, element.location))
        }
        return ok ? out : nil
    }
}

extension JSONKind {
    static func article(_ kind: JSONKind) -> String {
        switch kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
