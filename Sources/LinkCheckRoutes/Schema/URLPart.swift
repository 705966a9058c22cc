import LinkCheckCore

/// A part of the URL a stack value takes as it is written (`"$url"`, `"$path"`, `"$query"`,
/// `"$fragment"`): for a route that needs the link itself, such as a web view's address.
public enum URLPart: String, Sendable, Hashable, CaseIterable {
    /// The whole URL, as the app received it (`url.absoluteString`).
    case url
    /// The path as written, percent-encoded: `/42` for `miapp://orders/42`, whose host is `orders`.
    case path
    /// The query as written, without its `?`; `nil` when the URL has none (a bare `?` is `""`).
    case query
    /// The fragment as written, without its `#`; `nil` when the URL has none.
    case fragment
    /// `$queryItems`: every query item that has `=` and a UTF-8 value, decoded, by key; of a
    /// repeated key the first (or the last, as the schema says). Feeds a `query` parameter.
    case queryItems

    /// The type of parameter it feeds: `query` for `$queryItems`, else `string`.
    public var feeds: BaseType { self == .queryItems ? .query : .string }

    /// `$query` and `$fragment` are `nil` when the URL has no such part, so they feed `string?`.
    public var mayBeAbsent: Bool { self == .query || self == .fragment }

    /// `$url`, as a stack value writes it.
    public var written: String { "$" + rawValue }

    /// This part of `url`, which the schema has already split as valid: a string, `.none` when
    /// absent, or for `$queryItems` a dictionary.
    package func value(of url: String, lastItemWins: Bool) -> Value {
        guard case .success(let parts) = URLParts.split(url) else { return .none }
        switch self {
        case .url: return .string(url)
        case .path: return .string(String(parts.path))
        case .query: return parts.query.map { .string(String($0)) } ?? .none
        case .fragment: return parts.fragment.map { .string(String($0)) } ?? .none
        case .queryItems:
            var items: [String: String] = [:]
            for item in parts.query.map(QueryItem.parse) ?? [] {
                guard let value = item.value else { continue }
                if lastItemWins || items[item.key] == nil { items[item.key] = value }
            }
            return .query(items)
        }
    }
}
