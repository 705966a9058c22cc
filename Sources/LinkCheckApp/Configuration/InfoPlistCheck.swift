import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// Every custom scheme of the schemas must be registered in the Info.plist, or iOS never hands
/// the app a URL of that scheme.
///
/// Only this direction is checked: a scheme the Info.plist registers and no schema declares is
/// not reported, as apps register schemes that other code handles (sign-in callbacks, SDKs).
public enum InfoPlistCheck {
    /// A check per scheme, across `schemas` (one app, one Info.plist), each scheme once.
    ///
    /// The root cause first, its consequences folded: a scheme that a misspelled key holds
    /// (`CFBundleURLScheme`) is not registered because of the misspelling, so its check fails with
    /// the misspelling itself, an error at the key, whose note folds the `scheme-not-registered`
    /// findings it causes, with their count.
    public static func run(_ registry: URLSchemeRegistry, file: String, schemas: [RouteSchema]) -> ConfigurationResult {
        var checks: [ConfigurationCheck] = []
        var seen: Set<String> = []
        var schemes: [(scheme: String, schema: RouteSchema)] = []
        for schema in schemas {
            for scheme in schema.schemes where seen.insert(scheme).inserted {
                schemes.append((scheme, schema))
            }
        }
        // A file without URL types registers no scheme: one cause at one place, one finding.
        if !registry.hasURLTypes, schemes.count > 1 {
            checks.append(noURLTypes(schemes, registry, file: file))
        } else {
            checks += schemes.map { check($0.scheme, in: $0.schema, registry, file: file) }
        }
        for misspelling in registry.misspellings {
            let held = Set(misspelling.schemes.map { $0.lowercased() })
            let caused = checks.indices.filter { i in
                guard checks[i].failure?.rule == .schemeNotRegistered, case .scheme(let scheme) = checks[i].subject else { return false }
                return held.contains(scheme)
            }
            guard !caused.isEmpty else { continue }
            var cause = misspelling.finding
            cause.severity = .error
            let messages = caused.compactMap { checks[$0].failure?.message }
            let count = Plural.count(messages.count, "scheme")
            cause.notes.append(
                "so \(count) of the schema \(messages.count == 1 ? "is" : "are") not registered either, "
                    + "\(messages.count == 1 ? "" : "each ")folded here: \(messages.joined(separator: "; ")) (scheme-not-registered)")
            for i in caused { checks[i].failure = cause }
        }
        return ConfigurationResult(file: file, kind: .infoPlist, checks: checks)
    }

    /// The one failing check of a file with no `CFBundleURLTypes`, for every scheme of the
    /// schemas (more than one), under the first scheme.
    static func noURLTypes(_ schemes: [(scheme: String, schema: RouteSchema)], _ registry: URLSchemeRegistry, file: String) -> ConfigurationCheck {
        let first = schemes[0].scheme
        let url = schemes[0].schema.sampleURL(for: .scheme(first)).map(Display.text) ?? "\(first): URLs"
        let names = Plural.list(schemes.map { SwiftLiteral.clippedString($0.scheme) })
        let entries = Plural.list(schemes.map { "<string>\(Display.text($0.scheme))</string>" })
        let failure = Diagnostic(
            .error, .schemeNotRegistered,
            "schemes \(names) are not registered: the file has no CFBundleURLTypes, so iOS will not open \(url) or any URL of "
                + "the other schemes in the app",
            file: file, at: registry.anchor, notes: ["register them: add \(entries) to the CFBundleURLSchemes of a CFBundleURLTypes entry"])
        return ConfigurationCheck(.scheme(first), failure: failure)
    }

    /// iOS compares schemes ignoring case, and the schema's are lower-cased already.
    static func check(_ scheme: String, in schema: RouteSchema, _ registry: URLSchemeRegistry, file: String) -> ConfigurationCheck {
        let subject = ConfigurationCheck.Subject.scheme(scheme)
        if registry.schemes.contains(where: { $0.name.lowercased() == scheme }) { return ConfigurationCheck(subject) }

        let url = schema.sampleURL(for: .scheme(scheme)).map(Display.text) ?? "\(scheme): URLs"
        let place = registry.hasURLTypes ? "is not in any CFBundleURLSchemes" : "is not registered: the file has no CFBundleURLTypes"
        var notes: [String] = []
        let names = registry.schemes.map(\.name)
        if let closest = Suggestion.closest(to: scheme, among: names), let at = registry.schemes.first(where: { $0.name == closest }) {
            notes.append("the closest registered scheme is \(SwiftLiteral.clippedString(closest)) at \(file):\(at.location)")
        }
        notes += registry.schemes.filter { $0.name.contains("$(") }.map {
            "\(SwiftLiteral.clippedString($0.name)) at \(file):\($0.location) is a build setting, which linkcheck does not expand; "
                + "check the Info.plist of the built app"
        }
        notes.append("register it: add <string>\(Display.text(scheme))</string> to the CFBundleURLSchemes of a CFBundleURLTypes entry")
        let failure = Diagnostic(
            .error, .schemeNotRegistered,
            "scheme \(SwiftLiteral.clippedString(scheme)) \(place), so iOS will not open \(url) in the app",
            file: file, at: registry.anchor, notes: notes)
        return ConfigurationCheck(subject, failure: failure)
    }
}
