import LinkCheckCore
import LinkCheckRoutes

/// The checks a URL passes before any rule is tried: iOS hands only `https` URLs on the file's
/// own domain and the default port to apps. Works on the URL's UTF-8 and the byte ranges of
/// `URLParts.scanComponents` in place; only a refusal builds strings.
enum MatchURL {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// Why iOS would not hand a string that is not a URL to an app.
    static func refusal(_ url: Bytes, _ problem: URLProblem) -> String {
        "not a valid URL: \(URLParts.atScalarOffset(problem, in: url))"
    }

    /// Why iOS would not hand the URL `url`, split into `parts`, to an app; `nil` when it would.
    static func refusal(_ url: Bytes, _ parts: URLParts.Ranges, domain: String?) -> String? {
        func text(_ r: Range<Int>) -> String { String(decoding: Bytes(rebasing: url[r]), as: UTF8.self) }
        guard MatchBytes.sameASCIIIgnoringCase(Bytes(rebasing: url[parts.scheme]), "https") else {
            return "not an https URL: its scheme is \(MatchSummary.quoted(text(parts.scheme)))"
        }
        guard let host = parts.host, !host.isEmpty else { return "not a valid URL: an https URL needs a host" }
        // Unlike an app's URLComponents, iOS cannot load a URL whose port is past Int.max, so
        // such a port is not 443 here.
        if let port = parts.port, case let number = URLPort(digits: url[port]), number != .empty, number != .number(443) {
            return "the URL's port \(text(port)) is not 443, and iOS opens apps only for the default https port"
        }
        if let domain, !sameHost(Bytes(rebasing: url[host]), domain) {
            return "the URL's host \(MatchSummary.quoted(text(host))) is not the file's domain \(MatchSummary.quoted(domain))"
        }
        return nil
    }

    /// `host.lowercased() == domain.lowercased()`, without building two strings when both are ASCII
    /// (then lower-casing is A–Z only and `String` equality is byte equality). A host that passed
    /// `URLParts.scanComponents` is ASCII; a domain need not be.
    static func sameHost(_ host: Bytes, _ domain: String) -> Bool {
        // Equal bytes (but for ASCII case) with an ASCII host means an ASCII domain too: no need to check first.
        if MatchBytes.isASCII(host), MatchBytes.sameASCIIIgnoringCase(host, domain) { return true }
        guard MatchBytes.isASCII(host), MatchBytes.isASCII(domain) else {
            return String(decoding: host, as: UTF8.self).lowercased() == domain.lowercased()
        }
        return false
    }
}
