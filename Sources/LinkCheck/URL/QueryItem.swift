/// One `key=value` item of a URL's query, percent-decoded (`+` is not a space).
public struct QueryItem: Sendable, Hashable {
    public var key: String
    /// `nil` when the item has no `=`; may be empty.
    public var value: String?

    public init(key: String, value: String?) {
        self.key = key
        self.value = value
    }

    /// Splits a raw query on `&`. Items whose key or value is not UTF-8 once decoded are left out,
    /// as are empty items (`a=1&&b=2`).
    public static func parse(_ query: Substring) -> [QueryItem] {
        // `URLParts` only yields ASCII queries: there "&" and "=" are bytes that never join a
        // grapheme cluster, so splitting bytes gives what the Character split below gives.
        if query.utf8.allSatisfy({ $0 < 0x80 }) { return parseASCII(query) }
        var items: [QueryItem] = []
        for raw in query.split(separator: "&", omittingEmptySubsequences: true) {
            if let eq = raw.firstIndex(of: "=") {
                guard let key = PercentDecoding.decode(raw[..<eq]),
                      let value = PercentDecoding.decode(raw[raw.index(after: eq)...]) else { continue }
                items.append(QueryItem(key: key, value: value))
            } else {
                guard let key = PercentDecoding.decode(raw) else { continue }
                items.append(QueryItem(key: key, value: nil))
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
                guard let key = PercentDecoding.decode(query[start..<eq]),
                      let value = PercentDecoding.decode(query[utf8.index(after: eq)..<end]) else { return }
                items.append(QueryItem(key: key, value: value))
            } else {
                guard let key = PercentDecoding.decode(query[start..<end]) else { return }
                items.append(QueryItem(key: key, value: nil))
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
