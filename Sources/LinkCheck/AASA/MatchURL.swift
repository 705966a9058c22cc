/// The checks a URL passes before any rule is tried: iOS hands only `https` URLs on the file's
/// own domain and the default port to apps.
enum MatchURL {
    struct Refusal: Error {
        let explanation: String
    }

    static func admit(_ url: String, domain: String?) -> Result<URLParts, Refusal> {
        let parts: URLParts
        switch URLParts.split(url) {
        case .failure(let problem): return .failure(Refusal(explanation: "not a valid URL: \(problem)"))
        case .success(let p): parts = p
        }
        guard parts.lowercasedScheme == "https" else {
            return .failure(Refusal(explanation: "not an https URL: its scheme is \(MatchSummary.quoted(parts.scheme))"))
        }
        guard let host = parts.host, !host.isEmpty else {
            return .failure(Refusal(explanation: "not a valid URL: an https URL needs a host"))
        }
        if let port = parts.port, !port.isEmpty, port.drop(while: { $0 == "0" }) != "443" {
            return .failure(Refusal(explanation:
                "the URL's port \(port) is not 443, and iOS opens apps only for the default https port"))
        }
        if let domain, !sameHost(host, domain) {
            return .failure(Refusal(explanation:
                "the URL's host \(MatchSummary.quoted(host)) is not the file's domain \(MatchSummary.quoted(domain))"))
        }
        return .success(parts)
    }

    /// `host.lowercased() == domain.lowercased()`, without building two strings when both are ASCII
    /// (then lower-casing is A–Z only and `String` equality is byte equality).
    static func sameHost(_ host: Substring, _ domain: String) -> Bool {
        guard MatchBytes.isASCII(host), MatchBytes.isASCII(domain) else { return host.lowercased() == domain.lowercased() }
        return MatchBytes.sameASCIIIgnoringCase(host, domain)
    }
}
