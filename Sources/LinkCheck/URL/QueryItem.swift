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
}
