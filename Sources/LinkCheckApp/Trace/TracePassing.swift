import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// The common case of a list's trace, decided without writing any step: a URL that passes every
/// step, all of which a list's line says is the destination. It asks what each step asks, in
/// the same order, and gives up (`nil`) at the first thing that is not a plain pass; the caller
/// then follows the URL through `trace`, which words whatever it is. So it never decides a URL
/// `trace` would decide otherwise; it only gets to the most frequent answer without the steps'
/// texts, arrays and findings (TraceListTests holds the two to the same answers).
extension TraceSteps {
    /// The destination `url` opens, as a list's line writes it, when every step passes; else `nil`.
    public static func passingDestination(_ url: String, in inputs: TraceInputs) -> String? {
        guard let app = inputs.app, let (scheme, host) = URLParts.loweredSchemeAndHost(url) else { return nil }
        // 1. iOS hands the URL to the app.
        if scheme == "https" || scheme == "http" {
            guard let host, inputs.associatedHosts.contains(host) else { return nil }
            let files = inputs.files(for: host)
            guard !files.isEmpty else { return nil }
            for position in files {
                let aasa = inputs.aasa[position]
                guard aasa.notServed == nil, let compiled = aasa.compiled else { return nil }
                if let own = app.appID {
                    guard aasa.listed.contains(own), compiled.decide(url: url, appID: own, domain: aasa.domain).opens else { return nil }
                } else {
                    guard !aasa.appIDs.isEmpty else { return nil }
                    for appID in aasa.appIDs {
                        guard aasa.listed.contains(appID), compiled.decide(url: url, appID: appID, domain: aasa.domain).opens else { return nil }
                    }
                }
            }
        } else {
            guard app.schemes != nil, app.infoPlist != nil, app.registeredSchemes.contains(scheme) else { return nil }
        }
        // 2. The app gets a destination.
        let resolution = inputs.schema.destinationOnly(url)
        guard case .destination(let destination, let winner) = resolution else { return nil }
        // 3. The way back: the URL traced is the one built for it, or another URL is built that
        // opens the same (the search `trace` makes).
        guard winner < inputs.linkSources.count else { return nil }
        if !inputs.schema.buildsBack(url, destination, winner: winner, sources: inputs.linkSources[winner], own: (scheme, host)) {
            guard case .url = inputs.schema.canonicalURL(for: destination, known: (url, resolution)) else { return nil }
        }
        // 4. No table holds the URL (one that does is checked by `trace`).
        guard inputs.cases[url].isEmpty else { return nil }
        return inputs.destinationTemplates[winner].text(destination) ?? RouteSyntax.destination(destination)
    }
}
