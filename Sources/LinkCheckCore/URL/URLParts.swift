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
    public var host: Substring?
    /// The text after the host's `:`; `nil` when there is no `:`, empty for `https://a.com:/x`.
    public var port: Substring?
    public var path: Substring
    public var query: Substring?
    public var fragment: Substring?

    public var hasAuthority: Bool { host != nil }

    public var lowercasedScheme: String { scheme.asciiLowercased() }
}
