/// One `key=value` item of a URL's query, percent-decoded (`+` is not a space), as Foundation's
/// `URLComponents.queryItems` gives it: the app reads its links through that, so a value that
/// is not UTF-8 once decoded is `nil` and such a key is `""`.
public struct QueryItem: Sendable, Hashable {
    /// Percent-decoded; `""` when the key is not UTF-8 once decoded.
    public var key: String
    /// `nil` when the item has no `=` or its value is not UTF-8 once decoded; may be empty.
    public var value: String?
    /// The item has a value, but not one of UTF-8 once decoded (`q=%FF`), so `value` is `nil`.
    public var valueIsNotUTF8: Bool

    /// An item as given; `valueIsNotUTF8` is kept only when `value` is `nil`.
    public init(key: String, value: String?, valueIsNotUTF8: Bool = false) {
        self.key = key
        self.value = value
        self.valueIsNotUTF8 = valueIsNotUTF8 && value == nil
    }

    /// An item of `key` (`nil` when not UTF-8) and `value` (`nil` after no `=`, or when not
    /// UTF-8 once decoded, as `hasEquals` tells apart).
    package init(decodedKey key: String?, value: String?, hasEquals: Bool) {
        self.init(key: key ?? "", value: value, valueIsNotUTF8: hasEquals && value == nil)
    }

    /// Splits a raw query on `&` and each item on its first `=`; empty items (`a=1&&b=2`) are left
    /// out, since no link can ask for one.
    public static func parse(_ query: Substring) -> [QueryItem] {
        // `URLParts` only yields ASCII queries: there "&" and "=" are bytes that never join a
        // grapheme cluster, so splitting bytes gives what the Character split below gives.
        if query.utf8.allSatisfy({ $0 < 0x80 }) { return parseASCII(query) }
        var items: [QueryItem] = []
        for raw in query.split(separator: "&", omittingEmptySubsequences: true) {
            if let eq = raw.firstIndex(of: "=") {
                items.append(
                    QueryItem(
                        decodedKey: PercentDecoding.decode(raw[..<eq]),
                        value: PercentDecoding.decode(raw[raw.index(after: eq)...]), hasEquals: true))
            } else {
                items.append(QueryItem(decodedKey: PercentDecoding.decode(raw), value: nil, hasEquals: false))
            }
        }
        return items
    }

    /// `parse` over UTF-8 bytes, for an all-ASCII query.
    private static func parseASCII(_ query: Substring) -> [QueryItem] {
        var items: [QueryItem] = []
        let utf8 = query.utf8
        var start = utf8.startIndex
        var equals: Substring.UTF8View.Index?
        var i = start
        func add(_ end: Substring.UTF8View.Index) {
            guard start != end else { return }
            if let eq = equals {
                items.append(
                    QueryItem(
                        decodedKey: PercentDecoding.decode(query[start..<eq]),
                        value: PercentDecoding.decode(query[utf8.index(after: eq)..<end]), hasEquals: true))
            } else {
                items.append(QueryItem(decodedKey: PercentDecoding.decode(query[start..<end]), value: nil, hasEquals: false))
            }
        }
        while i != utf8.endIndex {
            let c = utf8[i]
            if c == UInt8(ascii: "&") {
                add(i)
                start = utf8.index(after: i)
                equals = nil
            } else if c == UInt8(ascii: "="), equals == nil {
                equals = i
            }
            i = utf8.index(after: i)
        }
        add(utf8.endIndex)
        return items
    }
}
