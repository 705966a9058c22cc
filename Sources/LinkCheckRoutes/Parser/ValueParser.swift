import LinkCheckCore

/// Why captured text is not a value of the expected type, phrased to follow the text:
/// `"abc" is not an Int`.
public struct ValueMismatch: Error, Sendable, Hashable {
    /// The text as captured from the URL, percent-decoded.
    public var text: String
    /// The type the text had to be.
    public var expected: BaseType
    /// For a capture with a value map, the keys the text had to be one of.
    public var keys: [String]? = nil

    /// `"abc" is not an Int`: the quoted text (clipped when long) and the Swift type.
    public var description: String {
        if text.utf8.contains(0) { return "\(SwiftLiteral.clippedString(text)) contains a NUL byte" }
        if let keys {
            return
                "\(SwiftLiteral.clippedString(text)) is not one of the link's values (\(keys.map { SwiftLiteral.clippedString($0) }.joined(separator: ", ")))"
        }
        if text.isEmpty {
            if case .enumeration = expected { return "an empty value is not \(expected.swiftName)" }
            return "an empty value is not \(article(expected)) \(expected.swiftName)"
        }
        switch expected {
        case .enumeration: return "\(SwiftLiteral.clippedString(text)) is not \(expected.swiftName)"
        default: return "\(SwiftLiteral.clippedString(text)) is not \(article(expected)) \(expected.swiftName)"
        }
    }

    private func article(_ t: BaseType) -> String {
        switch t {
        case .int: return "an"
        default: return "a"
        }
    }
}

extension BaseType {
    /// Reads `text` as the app's Swift code on iOS would: `Int(_:)`, `Double(_:)`, `Bool(_:)`,
    /// `UUID(uuidString:)`; a string is any non-empty text; an enumeration member compares as
    /// Swift's `String` does. A NUL byte is never accepted: C-based parsers stop at it.
    public func parse(_ text: String) -> Result<Value, ValueMismatch> {
        if text.isEmpty || text.utf8.contains(0) { return .failure(ValueMismatch(text: text, expected: self)) }
        let value: Value?
        switch self {
        case .int: value = Int(text).map(Value.int)
        case .double: value = Double(text).map(Value.double)
        case .bool: value = Bool(text).map(Value.bool)
        case .uuid: value = UUIDValue(text).map(Value.uuid)
        case .string: value = .string(text)
        // The member's own spelling, as `init(rawValue:)` gives it, even when the URL's text is
        // only canonically equivalent.
        case .enumeration(let members): value = members.first { $0 == text }.map(Value.enumCase)
        // Never captured: only `"$queryItems"` feeds a dictionary.
        case .query: value = nil
        }
        guard let value else { return .failure(ValueMismatch(text: text, expected: self)) }
        return .success(value)
    }

    /// Whether every text this type accepts is also accepted by `other`, for finding links that
    /// can never win. Conservative: `false` when unsure.
    func isSubset(of other: BaseType) -> Bool {
        if self == other || other == .string { return true }
        switch (self, other) {
        case (.int, .double): return true
        case (.enumeration(let mine), _):
            return mine.allSatisfy { if case .success = other.parse($0) { return true } else { return false } }
        default: return false
        }
    }
}
