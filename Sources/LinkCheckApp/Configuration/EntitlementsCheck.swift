import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// Every Universal Link host of the schemas must have an `applinks:` entry in the entitlements,
/// or iOS opens its URLs in the browser; with `release`, no entry may be left in developer mode,
/// which a release build ignores.
///
/// As with schemes, only this direction is checked: entries for hosts no schema declares (other
/// services, hosts the app handles elsewhere) are not reported.
public enum EntitlementsCheck {
    /// A check per host across `schemas`, each host once; with `release`, then one per entry.
    public static func run(_ domains: AssociatedDomains, file: String, schemas: [RouteSchema], release: Bool) -> ConfigurationResult {
        var checks: [ConfigurationCheck] = []
        var hosts: [(host: String, schema: RouteSchema)] = []
        for schema in schemas {
            for host in schema.hosts where !hosts.contains(where: { $0.host == host }) {
                hosts.append((host, schema))
            }
        }
        // A file without the key associates no host: one cause at one place, one finding.
        if !domains.hasKey, hosts.count > 1 {
            checks.append(noKey(hosts, domains, file: file))
        } else {
            checks += hosts.map { check($0.host, in: $0.schema, domains, file: file) }
        }
        if release {
            checks += domains.entries.map { releaseCheck($0, hosts: hosts, file: file) }
        }
        return ConfigurationResult(file: file, kind: .entitlements, checks: checks)
    }

    static func check(_ host: String, in schema: RouteSchema, _ domains: AssociatedDomains, file: String) -> ConfigurationCheck {
        let subject = ConfigurationCheck.Subject.host(host)
        if domains.entries.contains(where: { $0.associates(host) }) { return ConfigurationCheck(subject) }

        // A wildcard host is shown by one of its subdomains, as the way back builds it.
        let shown = host.hasPrefix("*.") ? Link.filledHost(host) : host
        let url = schema.sampleURL(for: .host(shown)).map(Display.text) ?? "https://\(shown)/ URLs"
        let entry = SwiftLiteral.clippedString("applinks:" + host)
        let place =
            domains.hasKey
            ? "has no \(entry) entry in \(AssociatedDomains.key)"
            : "is not associated: the file has no \(AssociatedDomains.key)"
        var notes = near(host, domains, file: file)
        notes.append("add <string>applinks:\(Display.text(host))</string> to the \(AssociatedDomains.key) array")
        let failure = Diagnostic(
            .error, .domainNotAssociated,
            "host \(SwiftLiteral.clippedString(host)) \(place), so iOS opens \(url) in the browser, not the app",
            file: file, at: domains.anchor, notes: notes)
        return ConfigurationCheck(subject, failure: failure)
    }

    /// The one failing check of a file with no associated-domains key, for every host of the
    /// schemas (more than one), under the first host.
    static func noKey(_ hosts: [(host: String, schema: RouteSchema)], _ domains: AssociatedDomains, file: String) -> ConfigurationCheck {
        let first = hosts[0].host
        let shown = first.hasPrefix("*.") ? Link.filledHost(first) : first
        let url = hosts[0].schema.sampleURL(for: .host(first)).map(Display.text) ?? "https://\(shown)/ URLs"
        let names = Plural.list(hosts.map { SwiftLiteral.clippedString($0.host) })
        let entries = Plural.list(hosts.map { "<string>applinks:\(Display.text($0.host))</string>" })
        let failure = Diagnostic(
            .error, .domainNotAssociated,
            "hosts \(names) are not associated: the file has no \(AssociatedDomains.key), so iOS opens \(url) and every URL of "
                + "the other hosts in the browser, not the app",
            file: file, at: domains.anchor, notes: ["add \(entries) to the \(AssociatedDomains.key) array"])
        return ConfigurationCheck(.host(first), failure: failure)
    }

    /// Entries that look meant for `host` and why each does not associate it, else the closest
    /// `applinks:` domain (a typo), and entries that hold build settings.
    static func near(_ host: String, _ domains: AssociatedDomains, file: String) -> [String] {
        func at(_ e: AssociatedDomain) -> String { "\(SwiftLiteral.clippedString(e.text)) at \(file):\(e.location)" }
        var notes: [String] = []
        for e in domains.entries where e.text.lowercased().contains(host) {
            if let defect = e.defect {
                notes.append("\(at(e)) \(defect)")
            } else if e.service != "applinks" {
                notes.append("\(at(e)) is for \(Display.text(e.service)), not applinks (universal links)")
            } else if e.isWildcard, e.domain == host {
                notes.append("\(at(e)) covers the subdomains of \(Display.text(host)), not \(Display.text(host)) itself")
            }
        }
        let applinks = domains.entries.filter { $0.service == "applinks" && !$0.text.lowercased().contains(host) }
        if notes.isEmpty, let closest = Suggestion.closest(to: host, among: applinks.map(\.domain)),
            let e = applinks.first(where: { $0.domain == closest })
        {
            notes.append("the closest entry is \(at(e))")
        }
        notes += domains.entries.filter { $0.text.contains("$(") }.map {
            "\(at($0)) holds a build setting, which linkcheck does not expand; check the entitlements of the built app"
        }
        return notes
    }

    static func releaseCheck(_ entry: AssociatedDomain, hosts: [(host: String, schema: RouteSchema)], file: String) -> ConfigurationCheck {
        let subject = ConfigurationCheck.Subject.releaseEntry(entry.text)
        guard entry.isDeveloperMode else { return ConfigurationCheck(subject) }
        var message = "\(SwiftLiteral.clippedString(entry.text)) is in developer mode, which a release build ignores"
        if let (host, schema) = hosts.first(where: { entry.associates($0.host) }) {
            // A wildcard host is shown by one of its subdomains, as the way back builds it.
            let shown = host.hasPrefix("*.") ? Link.filledHost(host) : host
            let url = schema.sampleURL(for: .host(shown)).map(Display.text) ?? "https://\(shown)/ URLs"
            message += ", so iOS opens \(url) in the browser, not the app"
        }
        let failure = Diagnostic(
            .error, .developerMode, message, file: file, at: entry.location,
            notes: ["a release build needs the entry without \"?mode=developer\"; keep developer-mode entries in the debug entitlements"])
        return ConfigurationCheck(subject, failure: failure)
    }
}
