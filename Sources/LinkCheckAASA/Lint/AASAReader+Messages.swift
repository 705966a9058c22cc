import LinkCheckCore

/// How messages at every level name a value and suggest the key that was meant.
extension AASAReader {
    /// The key the user most likely meant, including spellings `Suggestion` cannot guess
    /// (`path` for `/`).
    static func closestKey(_ word: String, among allowed: [String], aliases: [String: String] = [:]) -> String? {
        if let alias = aliases[word.lowercased()], allowed.contains(alias) { return alias }
        return Suggestion.closest(to: word, among: allowed)
    }

    static func hint(_ guess: String?) -> String {
        guess.map { "; did you mean \(SwiftLiteral.string($0))?" } ?? ""
    }

    /// A value for messages: strings, numbers and literals quoted (`the string "true"`),
    /// containers by kind (`an array`).
    static func describe(_ value: JSONValue) -> String {
        switch value.kind {
        case .string: return "the string " + quoted(value.stringValue ?? "")
        case .number: return "the number " + (value.numberText ?? "")
        case .bool: return (value.boolValue ?? false) ? "true" : "false"
        case .null: return "null"
        case .array, .object: return value.typeName
        }
    }

    /// A string literal, shortened so that a huge value cannot swamp the message.
    static func quoted(_ text: String, limit: Int = 80) -> String {
        text.count <= limit ? SwiftLiteral.string(text) : SwiftLiteral.string(text.prefix(limit)) + "…"
    }
}
