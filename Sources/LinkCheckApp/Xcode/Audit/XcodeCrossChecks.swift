import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// What an app configuration must agree with (docs/xcode.md): the route schema's hosts and
/// schemes, the AASA files that must list its app ID, and the provisioning profile that signs it.
/// Debug configurations are only checked for what a debug build needs too (schemes).
enum XcodeCrossChecks {
    static func run(
        _ shipped: ShippedConfiguration, target: NativeTarget, schema: RouteSchema?,
        aasaFiles: [(name: String, file: AASAFile)], profiles: [(name: String, profile: ProvisioningProfile)],
        now: String
    ) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let configuration = shipped.configuration
        let isRelease = configuration.isRelease
        // An App Clip opens through its appclips: domains and the AASA file's appclips section; the
        // schema's links and schemes are the full app's.
        let schema = target.kind == .appClip ? nil : schema
        if isRelease, let domains = shipped.domains, let file = configuration.entitlements {
            // Developer-mode entries in what ships, and, with a schema, every host associated.
            let result = EntitlementsCheck.run(domains, file: file, schemas: schema.map { [$0] } ?? [], release: true)
            out += result.failures
        } else if isRelease, let schema, !schema.hosts.isEmpty {
            let host = schema.hosts[0]
            out.append(
                Diagnostic(
                    .error, .domainNotAssociated,
                    "target \(SwiftLiteral.string(target.name)) (\(configuration.name)) has no entitlements, so no host of the "
                        + "schema (\(SwiftLiteral.string(host))) opens the app",
                    file: shipped.origin.file, at: shipped.origin.location,
                    notes: ["set CODE_SIGN_ENTITLEMENTS to a file with com.apple.developer.associated-domains"]))
        }
        if isRelease, let schema, let registry = shipped.registry, let file = configuration.infoPlist {
            out += InfoPlistCheck.run(registry, file: file, schemas: [schema]).failures
        }
        if isRelease, let appID = configuration.appID {
            for (name, file) in aasaFiles {
                out += aasa(appID, clip: target.kind == .appClip, shipped: shipped, name: name, file: file)
            }
        }
        for (name, profile) in profiles where applies(profile, to: shipped, among: profiles) {
            out += check(profile, name: name, shipped: shipped, now: now)
        }
        return out
    }

    /// The app ID in the file's applinks (an App Clip's in appclips), and webcredentials when the
    /// entitlements ask for it.
    static func aasa(_ appID: String, clip: Bool, shipped: ShippedConfiguration, name: String, file: AASAFile) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let configuration = shipped.configuration
        let who = "target \(SwiftLiteral.string(shipped.targetName)) (\(configuration.name)) signs as \(SwiftLiteral.string(appID))"
        let listed = clip ? file.appclips : (file.applinks?.details.flatMap(\.appIDs) ?? [])
        if !listed.contains(where: { $0.id == appID }) {
            var notes = nearMiss(appID, among: listed.map(\.id))
            notes += origins(of: shipped)
            let section = clip ? "appclips" : "applinks"
            out.append(
                Diagnostic(
                    .error, clip ? .appClipNotInAASA : .appIDNotInAASA,
                    "\(who), which the file's \(section) section does not list, so iOS will not open its links in the app",
                    file: name, at: file.applinks?.location, notes: notes))
        }
        let credentials = (shipped.configuration.resolvedDomains ?? []).filter { $0.hasPrefix("webcredentials:") }
        if !credentials.isEmpty, !file.webcredentials.contains(where: { $0.id == appID }) {
            out.append(
                Diagnostic(
                    .error, .webCredentialsNotInAASA,
                    "\(who) with \(SwiftLiteral.string(credentials[0])), and the file's webcredentials section does not list it",
                    file: name, at: nil, notes: nearMiss(appID, among: file.webcredentials.map(\.id))))
        }
        return out
    }

    /// Where the team and the bundle ID were set: the lines to change, however many levels down
    /// (an xcconfig a project-level include reaches) they are.
    static func origins(of shipped: ShippedConfiguration) -> [String] {
        let configuration = shipped.configuration
        let fallback = SettingOrigin(file: shipped.origin.file, location: shipped.origin.location)
        func place(_ origin: SettingOrigin?) -> String {
            let origin = origin ?? fallback
            return origin.location.map { "\(origin.file):\($0)" } ?? origin.file
        }
        let team = place(shipped.teamOrigin), bundle = place(shipped.bundleIDOrigin)
        let teamValue = SwiftLiteral.string(configuration.team ?? "")
        let bundleValue = SwiftLiteral.string(configuration.bundleID ?? "")
        guard team != bundle else {
            return ["DEVELOPMENT_TEAM \(teamValue) and PRODUCT_BUNDLE_IDENTIFIER \(bundleValue) are set at \(team)"]
        }
        return ["DEVELOPMENT_TEAM \(teamValue) is set at \(team)", "PRODUCT_BUNDLE_IDENTIFIER \(bundleValue) is set at \(bundle)"]
    }

    /// The listed app IDs that are almost `appID`: the same bundle under another team, or the
    /// same team with another bundle (the closest), which is how these mistakes look.
    static func nearMiss(_ appID: String, among listed: [String]) -> [String] {
        guard let dot = appID.firstIndex(of: ".") else { return [] }
        let team = appID[..<dot], bundle = appID[appID.index(after: dot)...]
        var notes: [String] = []
        for id in listed {
            guard let d = id.firstIndex(of: ".") else { continue }
            if id[id.index(after: d)...] == bundle && id[..<d] != team {
                notes.append("the file lists \(SwiftLiteral.string(id)): the same bundle ID under team \(id[..<d]), not \(team)")
            }
        }
        let sameTeam = listed.filter { $0.hasPrefix(team + ".") && $0 != appID }
        if let closest = Suggestion.closest(to: appID, among: sameTeam) ?? sameTeam.first {
            notes.append("the file lists \(SwiftLiteral.string(closest)): the same team with another bundle ID")
        }
        return notes
    }

    /// A profile a configuration names (by UUID or name) is checked against it; one no configuration
    /// names is checked against every release app configuration whose app ID it covers.
    static func applies(
        _ profile: ProvisioningProfile, to shipped: ShippedConfiguration,
        among profiles: [(name: String, profile: ProvisioningProfile)]
    ) -> Bool {
        if shipped.profileNames.contains(where: { $0 == profile.uuid || $0 == profile.name }) { return true }
        guard shipped.configuration.isRelease,
            shipped.profileNames.isEmpty
                || !profiles.contains(where: { p in
                    shipped.profileNames.contains { $0 == p.profile.uuid || $0 == p.profile.name }
                })
        else { return false }
        return shipped.configuration.appID.map(profile.allows(appID:)) ?? false
    }

    static func check(_ profile: ProvisioningProfile, name: String, shipped: ShippedConfiguration, now: String) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let configuration = shipped.configuration
        let who = "target \(SwiftLiteral.string(shipped.targetName)) (\(configuration.name))"
        let label = "profile \(SwiftLiteral.string(profile.name))"
        if let team = configuration.team, let own = profile.team, own != team {
            out.append(
                Diagnostic(
                    .error, .profileMismatch, "\(label) is for team \(own), and \(who) builds with team \(team)", file: name, at: nil,
                    notes: [origins(of: shipped)[0]]))
        }
        if let appID = configuration.appID, !profile.allows(appID: appID) {
            out.append(
                Diagnostic(
                    .error, .profileMismatch,
                    "\(label) covers \(SwiftLiteral.string(profile.applicationIdentifier ?? "no app ID")), not \(SwiftLiteral.string(appID)) of \(who)",
                    file: name, at: nil))
        }
        let entries = configuration.resolvedDomains ?? []
        if !entries.isEmpty {
            if profile.associatedDomains == nil {
                out.append(
                    Diagnostic(
                        .error, .profileMismatch,
                        "\(label) has no associated-domains entitlement, and \(who) is signed with \(entries.count) entries; "
                            + "the app will not install or its links will not open",
                        file: name, at: nil, notes: ["enable Associated Domains for the app ID and download the profile again"]))
            } else if let missing = entries.first(where: { !profile.allows(associatedDomain: $0) }) {
                out.append(
                    Diagnostic(
                        .error, .profileMismatch, "\(label) does not allow \(SwiftLiteral.string(missing)), which \(who) is signed with",
                        file: name, at: nil))
            }
        }
        if let days = profile.daysLeft(now: now) {
            if days < 0 {
                out.append(Diagnostic(.error, .profileExpired, "\(label) expired on \(profile.expirationDate ?? "?")", file: name, at: nil))
            } else if days < 30 {
                out.append(
                    Diagnostic(
                        .warning, .profileExpired, "\(label) expires on \(profile.expirationDate ?? "?"), in \(days) days",
                        file: name, at: nil))
            }
        } else {
            // A check that cannot be made says so: silence would read as "not expired".
            out.append(Diagnostic(.warning, .profileExpired, expiryUnknown(profile, label: label, now: now), file: name, at: nil))
        }
        return out
    }

    /// Why the expiry of `profile` cannot be checked: its `ExpirationDate`, or the time taken as now.
    static func expiryUnknown(_ profile: ProvisioningProfile, label: String, now: String) -> String {
        guard ProvisioningProfile.isTime(now) else {
            return
                "the time taken as now (\(SwiftLiteral.clippedString(now))) is not a UTC time such as 2026-12-01T00:00:00Z, so the expiry of \(label) is not checked"
        }
        let found =
            profile.expirationDate.map { "its ExpirationDate is \(SwiftLiteral.clippedString($0)), not a UTC time such as 2027-01-31T12:00:00Z" }
            ?? "it has no ExpirationDate date"
        return "\(label) cannot be checked for expiry: \(found)"
    }
}
