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

    /// `$query` and `$fragment` are `nil` when the URL has no such part, so they feed `string?`.
    public var mayBeAbsent: Bool { self == .query || self == .fragment }

    /// `$url`, as a stack value writes it.
    public var written: String { "$" + rawValue }

    /// This part of `url`, which the schema has already split as valid; `nil` when absent.
    package func text(of url: String) -> String? {
        guard case .success(let parts) = URLParts.split(url) else { return nil }
        switch self {
        case .url: return url
        case .path: return String(parts.path)
        case .query: return parts.query.map(String.init)
        case .fragment: return parts.fragment.map(String.init)
        }
    }
}
