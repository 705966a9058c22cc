import LinkCheckCore

/// The checks a URL passes before any rule is tried: iOS hands `https` and `http` URLs (scheme in
/// any case, RFC 3986 §3.1) on the file's own domain and their scheme's default port to apps.
/// Apple documents universal links as "standard HTTP or HTTPS links" (docs/aasa.md): the
/// file is only ever fetched over HTTPS, but an `http` URL on the domain is decided by the same
/// rules. Works on the URL's UTF-8 and the byte ranges of `URLParts.scanComponents` in place; only
/// a refusal builds strings.
enum MatchURL {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// Why iOS would not hand a string that is not a URL to an app.
    static func refusal(_ url: Bytes, _ problem: URLProblem) -> String {
        "not a valid URL: \(URLParts.atScalarOffset(problem, in: url))"
    }

    /// Why iOS would not hand the URL `url`, split into `parts`, to an app; `nil` when it would.
    static func refusal(_ url: Bytes, _ parts: URLParts.Ranges, domain: String?) -> String? {
        func text(_ r: Range<Int>) -> String { String(decoding: Bytes(rebasing: url[r]), as: UTF8.self) }
        let scheme = Bytes(rebasing: url[parts.scheme])
        let defaultPort: Int
        if MatchBytes.sameASCIIIgnoringCase(scheme, "https") {
            defaultPort = 443
        } else if MatchBytes.sameASCIIIgnoringCase(scheme, "http") {
            defaultPort = 80
        } else {
            return "not an http or https URL: its scheme is \(MatchSummary.quoted(text(parts.scheme)))"
        }
        guard let host = parts.host, !host.isEmpty else {
            return "not a valid URL: an \(defaultPort == 80 ? "http" : "https") URL needs a host"
        }
        // Unlike an app's URLComponents, iOS cannot load a URL whose port is past Int.max, so
        // such a port is not the default one here.
        if let port = parts.port, case let number = URLPort(digits: url[port]), number != .empty, number != .number(defaultPort) {
            let name = defaultPort == 80 ? "http" : "https"
            return "the URL's port \(text(port)) is not \(defaultPort), and iOS opens apps only for the default \(name) port"
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
