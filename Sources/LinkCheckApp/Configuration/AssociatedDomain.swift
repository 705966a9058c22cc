import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// One entry of `com.apple.developer.associated-domains`: `<service>:<domain>[?mode=<modes>]`,
/// such as `applinks:*.miapp.com?mode=developer`.
public struct AssociatedDomain: Sendable, Hashable {
    /// As written.
    public var text: String
    public var location: SourceLocation
    /// `applinks`, `webcredentials`, `activitycontinuation`, `appclips`; empty without a `:`.
    public var service: String
    /// Lower-cased, without `*.`, port or mode.
    public var domain: String
    /// `*.miapp.com`: every subdomain of `domain`, and not `domain` itself.
    public var isWildcard: Bool
    /// `developer`, `managed`: from `?mode=developer+managed`.
    public var modes: [String]
    /// Why the entry associates no host at all, when it cannot (a port, a path, a URL).
    public var defect: String?

    public init(_ text: String, at location: SourceLocation) {
        self.text = text
        self.location = location
        let colon = text.firstIndex(of: ":")
        service = colon.map { String(text[..<$0]) } ?? ""
        var rest = colon.map { text[text.index(after: $0)...] } ?? Substring(text)
        modes = []
        if let question = rest.firstIndex(of: "?") {
            let query = rest[rest.index(after: question)...]
            rest = rest[..<question]
            for item in query.split(separator: "&") where item.hasPrefix("mode=") {
                modes += item.dropFirst(5).split(separator: "+").map(String.init)
            }
        }
        isWildcard = rest.hasPrefix("*.")
        if isWildcard { rest = rest.dropFirst(2) }
        domain = rest.lowercased()
        if colon == nil {
            defect = "has no service; write applinks:HOST"
        } else if rest.contains("/") {
            defect = "holds a URL or a path; write the domain alone, as applinks:HOST"
        } else if rest.contains(":") {
            defect = "has a port, which associated domains cannot have"
        } else {
            defect = nil
        }
    }

    /// Whether iOS reads this entry only in developer mode, which release builds ignore.
    public var isDeveloperMode: Bool { modes.contains("developer") }

    /// Whether the entry makes iOS consider Universal Links on `host` (lower-cased).
    public func associates(_ host: String) -> Bool {
        guard service == "applinks", defect == nil else { return false }
        return isWildcard ? host.hasSuffix("." + domain) : host == domain
    }
}
