import LinkCheckCore

/// What `linkcheck init` writes its example for: what the app's shipping configuration ships, read
/// from its Xcode project, so that the schema, the AASA example and the table agree with the app
/// and `linkcheck` right after `init` passes.
public struct AppFacts: Sendable {
    /// The app target, for init's message.
    public var target: String
    /// The configuration that ships (as `linkcheck xcode` marks it).
    public var configuration: String
    /// `TEAM.bundle.id`, `nil` when the project leaves it unknown.
    public var appID: String?
    /// The Info.plist's URL schemes, lower-cased, each once, in the file's order.
    public var schemes: [String]
    /// The hosts of the release `applinks:` entries (`*.example.com` for a wildcard), each once.
    public var hosts: [String]
    /// The Info.plist, as a path from the working folder.
    public var infoPlist: String?
    /// The entitlements file (`CODE_SIGN_ENTITLEMENTS`), as a path from the working folder.
    public var entitlements: String?
    /// Whether the entitlements also ask for `webcredentials:`, which the AASA file must then list.
    public var webCredentials = false
    /// Whether an associated-domains entry holds a build setting (`applinks:$(HOST)`): only the
    /// Xcode check sees the value it is signed with.
    public var domainsUseSettings = false
    /// The App Clips' app IDs in their shipping configuration, which the AASA's `appclips` lists.
    public var appClipIDs: [String] = []
    /// Entries of the entitlements that associate no host, and why (a missing `applinks:`): said
    /// by init, since the example cannot use them.
    public var skipped: [(text: String, defect: String)]

    /// The targets linkcheck.json's `"xcodeproj"` entry checks: the app, then its App Clips.
    public var targets: [String] = []
    /// Why this app among several iOS apps, and the others (`init --target NAME` takes one).
    public var reason: String?
    public var otherApps: [String] = []
    /// Whether the Info.plist's schemes hold build settings or go through the preprocessor: only
    /// the Xcode check, which expands them, reads them as the app registers them.
    public var schemesUseSettings = false
    /// What `linkcheck xcode` finds in the project as committed for `targets`, before any schema
    /// or AASA file (a base xcconfig that is not in the checkout): init says linkcheck will show it.
    public var projectFindings: [Diagnostic] = []

    /// The facts of the chosen app target in its shipping configuration; `nil` when it has no
    /// configuration.
    public static func from(_ choice: AppTargetChoice) -> AppFacts? {
        let target = choice.app
        guard let configuration = AppTargetChoice.shipping(target) else { return nil }
        var schemes: [String] = []
        for scheme in configuration.urlSchemes.map({ $0.lowercased() }) where !schemes.contains(scheme) && isScheme(scheme) {
            schemes.append(scheme)
        }
        var hosts: [String] = []
        var skipped: [(text: String, defect: String)] = []
        for text in configuration.resolvedDomains ?? [] {
            let entry = AssociatedDomain(text, at: SourceLocation(line: 1, column: 1))
            if let defect = entry.defect {
                skipped.append((SwiftLiteral.clippedString(text), defect))
                continue
            }
            guard entry.service == "applinks", !entry.isDeveloperMode, !entry.domain.isEmpty else { continue }
            let host = (entry.isWildcard ? "*." : "") + entry.domain
            if !hosts.contains(host) { hosts.append(host) }
        }
        var facts = AppFacts(
            target: target.name, configuration: configuration.name, appID: configuration.appID, schemes: schemes, hosts: hosts,
            infoPlist: configuration.infoPlist, entitlements: configuration.entitlements, skipped: skipped)
        let resolved = configuration.resolvedDomains ?? []
        facts.webCredentials = resolved.contains { $0.hasPrefix("webcredentials:") }
        facts.domainsUseSettings = (configuration.associatedDomains ?? []).contains { $0.contains("$(") || $0.contains("${") }
        facts.schemesUseSettings = configuration.urlSchemesUseSettings || !configuration.urlSchemesKnown
        for clip in choice.clips {
            if let id = AppTargetChoice.shipping(clip)?.appID, !facts.appClipIDs.contains(id) { facts.appClipIDs.append(id) }
        }
        facts.targets = choice.targetNames
        facts.reason = choice.reason
        facts.otherApps = choice.others
        return facts
    }

    /// A scheme a schema can list (RFC 3986: a letter, then letters, digits, `+`, `-`, `.`); a
    /// value left as a build setting is not one.
    static func isScheme(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) }
    }
}
