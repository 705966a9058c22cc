import LinkCheckCore

/// The compact rendering of a rule for `AASARuleReference.summary`: the keys the rule itself sets,
/// JSON-like, in the order `/`, `?`, `#`, `exclude`, `caseSensitive`, `percentEncoded`. `comment`
/// is left out: it does not take part in matching.
enum MatchSummary {
    static func component(_ fields: AASARuleFields) -> String {
        var parts: [String] = []
        if let path = fields.path { parts.append("\"/\": " + quoted(path)) }
        switch fields.query {
        case nil: break
        case .whole(let text)?: parts.append("\"?\": " + quoted(text))
        case .items(let items)?:
            let inner = items.map { quoted($0.name) + ": " + quoted($0.pattern) }.joined(separator: ", ")
            parts.append("\"?\": {" + inner + "}")
        case .ignored?:
            // The loader keeps no values for a dictionary iOS ignores.
            parts.append("\"?\": {…}")
        }
        if let fragment = fields.fragment { parts.append("\"#\": " + quoted(fragment)) }
        if let exclude = fields.exclude { parts.append("\"exclude\": \(exclude)") }
        if let caseSensitive = fields.caseSensitive { parts.append("\"caseSensitive\": \(caseSensitive)") }
        if let percentEncoded = fields.percentEncoded { parts.append("\"percentEncoded\": \(percentEncoded)") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// `"NOT /videos/*"` or `"/wwdc/news/"`.
    static func legacyPath(_ entry: AASALegacyPath) -> String {
        quoted(entry.isExclusion ? "NOT " + entry.pattern : entry.pattern)
    }

    /// `text` in double quotes, escaped as `SwiftLiteral.string` does. Printable ASCII without
    /// `"` or `\\` (nearly every URL) takes a shortcut: explanations are built for every decision.
    static func quoted<S: StringProtocol>(_ text: S) -> String {
        isPlain(text) ? "\"" + text + "\"" : SwiftLiteral.string(text)
    }

    /// Printable ASCII without `"` or `\\`: quoting is then adding the two quotes.
    static func isPlain<S: StringProtocol>(_ text: S) -> Bool {
        @inline(__always) func plain(_ c: UInt8) -> Bool {
            c >= 0x20 && c < 0x7F && c != UInt8(ascii: "\"") && c != UInt8(ascii: "\\")
        }
        if let fast = text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(plain) }) { return fast }
        return text.utf8.allSatisfy(plain)
    }
}
