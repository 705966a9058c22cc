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
        if case .passes(let destination) = shortcut(url, in: inputs) { return destination }
        return nil
    }

    /// How far the shortcut got with a URL: what `trace` need not ask again.
    public enum Shortcut: Sendable, Equatable {
        /// Every step passes; the destination, as a list's line writes it.
        case passes(destination: String)
        /// The iOS step passes (below `.full`, with no summary); `noWinner`: no link of the
        /// schema wins the URL, so the app step fails.
        case opensTheApp(noWinner: Bool)
        /// Nothing is known: the URL is traced from the start.
        case unknown
    }

    /// `passingDestination`, saying how far it got when a step does not plainly pass.
    public static func shortcut(_ url: String, in inputs: TraceInputs) -> Shortcut {
        // The URL's bytes are scanned once, for every step.
        var copy = url
        return copy.withUTF8 { bytes in
            guard case .success(let parts) = URLParts.scanComponents(bytes) else { return .unknown }
            return shortcut(url, scanned: bytes, parts, in: inputs)
        }
    }

    private static func shortcut(_ url: String, scanned bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts.Ranges, in inputs: TraceInputs) -> Shortcut {
        // (Without an app, no host has opening files and no scheme is registered.)
        let scheme = URLParts.asciiLowercased(bytes, parts.scheme)
        let host = parts.host.map { URLParts.asciiLowercased(bytes, $0) }
        // 1. iOS hands the URL to the app.
        if scheme == "https" || scheme == "http" {
            // The host's files, each of which must open the URL for the app (`openingFiles`).
            guard let host, let files = inputs.openingFiles[host] else { return .unknown }
            for file in files {
                for appID in file.appIDs {
                    guard file.compiled.opens(scanned: bytes, parts, appID: appID, domain: file.domain) else { return .unknown }
                }
            }
        } else {
            guard let registered = inputs.registeredSchemes, registered.contains(scheme) else { return .unknown }
        }
        // 2. The app gets a destination: the link that wins and its values, the destination
        // itself built only when they do not say enough.
        guard let match = inputs.schema.winningMatch(url, scanned: bytes, parts) else { return .opensTheApp(noWinner: true) }
        let winner = match.link
        guard winner < inputs.linkSources.count else { return .opensTheApp(noWinner: false) }
        let sources = inputs.linkSources[winner]
        // The destination itself, built at most once, and only when the values do not say enough.
        var built: Destination?
        func destination() -> Destination {
            if let built { return built }
            let made = inputs.schema.destination(of: match, url: url)
            built = made
            return made
        }
        // 3. The way back: the URL the link builds back reads as this one (no URL built), or it
        // is the URL traced, or another URL is built that opens the same (the search `trace`
        // makes).
        if !inputs.schema.readsBack(match, sources: sources) {
            if !inputs.schema.buildsBack(url, destination(), winner: winner, sources: sources, own: (scheme, host)) {
                let resolution = Resolution.destination(destination(), link: winner)
                guard case .url = inputs.schema.canonicalURL(for: destination(), known: (url, resolution)) else { return .opensTheApp(noWinner: false) }
            }
        }
        // 4. Every case the tables hold for the URL passes (most URLs have none).
        if inputs.cases.mayHold(bytes), case let cases = inputs.cases[url], !cases.isEmpty {
            let resolution = Resolution.destination(destination(), link: winner)
            guard cases.allSatisfy({ CaseResult(testCase: $0.testCase, actual: resolution).passed }) else { return .opensTheApp(noWinner: false) }
        }
        return .passes(destination: inputs.destinationTemplates[winner].text(values: match.values) ?? RouteSyntax.destination(destination()))
    }
}
