extension StringProtocol {
    /// Lower-cased ASCII letters, without allocating when there are none to change (the common
    /// case for schemes and hosts).
    package func asciiLowercased() -> String {
        guard utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return String(self) }
        return String(decoding: utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }, as: UTF8.self)
    }
}

/// The components of an absolute URI (RFC 3986 §3), as written: nothing is decoded or re-encoded.
///
/// Built only by `URLParts.split(_:)`, which accepts a string only if it is an absolute URI, so a
/// value of this type always holds well-formed components (every `%` is followed by two hex digits).
public struct URLParts: Sendable, Hashable {
    /// As written; compare with `lowercasedScheme`.
    public var scheme: Substring
    /// `nil` when there is no `//` authority (`miapp:orders/42`).
    public var userInfo: Substring?
    /// As written, neither decoded nor lower-cased (an IP literal keeps its brackets); `nil`
    /// without an authority, empty for `miapp:///orders`.
    public var host: Substring?
    /// The text after the host's `:`; `nil` when there is no `:`, empty for `https://a.com:/x`.
    public var port: Substring?
    /// As written, percent escapes kept. After an authority it is empty or starts with `/`.
    public var path: Substring
    /// The text between `?` and `#`, as written; `nil` without a `?`, empty for a bare one.
    public var query: Substring?
    /// The text after `#`, as written; `nil` without a `#`.
    public var fragment: Substring?

    /// Whether the URL has a `//` authority; `host` is then non-nil, though it may be empty.
    public var hasAuthority: Bool { host != nil }

    /// `scheme` with ASCII letters lower-cased: schemes compare ignoring case.
    public var lowercasedScheme: String { scheme.asciiLowercased() }
}
