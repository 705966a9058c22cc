import LinkCheckCore

/// A domain to fetch the AASA file of, and the URLs iOS and Apple's CDN read it from.
public struct FetchTarget: Sendable, Hashable {
    /// Lower-cased host name, as an `applinks:` entitlement names it.
    public let domain: String

    /// Apple's CDN, which devices on iOS 14 and later read the file from (undocumented, widely used).
    public static let appleCDNBase = "https://app-site-association.cdn-apple.com/a/v1/"

    /// Accepts what an `applinks:` entry may name: a host name of ASCII labels. A URL, a port, a
    /// path, a wildcard or a non-ASCII name is refused with what to write instead.
    public static func parse(_ text: String) -> Result<FetchTarget, FetchTargetError> {
        let shown = SwiftLiteral.clippedString(text)
        func refuse(_ why: String) -> Result<FetchTarget, FetchTargetError> { .failure(FetchTargetError(message: "\(shown) \(why)")) }
        if text.isEmpty { return .failure(FetchTargetError(message: "the domain is empty")) }
        if text.contains("://") || text.contains("/") {
            return refuse("is not a domain; give the host alone, such as \"miapp.com\" (linkcheck adds /.well-known/apple-app-site-association)")
        }
        if text.hasPrefix("*.") {
            return refuse("is a wildcard; applinks:\(text) reads the file from \(text.dropFirst(2)), so fetch that")
        }
        if text.contains(":") {
            return refuse("has a port; iOS fetches the file from port 443 only (--connect-to reaches a test server on another port)")
        }
        if text.unicodeScalars.contains(where: { !$0.isASCII }) {
            return refuse("is not ASCII; write an internationalized domain in punycode (xn--…), as the entitlement must")
        }
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        let valid =
            text.utf8.count <= 253
            && labels.allSatisfy { label in
                (1...63).contains(label.utf8.count) && label.first != "-" && label.last != "-"
                    && label.utf8.allSatisfy(Self.isLabelByte)
            }
        guard valid else {
            return refuse("is not a host name: labels of letters, digits and \"-\", separated by single dots")
        }
        return .success(FetchTarget(domain: text.lowercased()))
    }

    private static func isLabelByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x2D
    }

    private init(domain: String) {
        self.domain = domain
    }

    /// Where iOS looks first.
    public var wellKnownURL: String { "https://\(domain)/.well-known/apple-app-site-association" }
    /// The legacy location iOS falls back to.
    public var rootURL: String { "https://\(domain)/apple-app-site-association" }

    /// The CDN's copy: `base` (a slash is added when missing) followed by the domain.
    public func cdnURL(base: String) -> String {
        (base.hasSuffix("/") ? base : base + "/") + domain
    }
}

public struct FetchTargetError: Error, Sendable, Hashable {
    public var message: String
}
