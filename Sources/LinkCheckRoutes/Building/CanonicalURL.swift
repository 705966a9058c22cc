import LinkCheckCore

/// The URL that restores a destination: the parser run backwards.
public enum CanonicalURL: Sendable, Hashable {
    /// The first link (in declaration order) that produces the destination and whose URL, built
    /// from the destination's values, resolves back to it (`link` is the link that wins it back).
    /// `filled` names each part the building link had to write without a value from the
    /// destination (an ignored segment, a `key` condition: `PathPattern.filledParts`); empty when
    /// the URL is the destination's exactly.
    case url(String, link: Int, filled: [String])
    /// No link can restore it; `reason` says why (no link produces it, or the URL a link would
    /// build opens something else).
    case unrestorable(reason: String)
}

extension RouteSchema {
    /// The URL that opens `destination` again, built from the first link that produces it and
    /// checked by resolving it back; or why no link can. `known` is a URL already resolved (a
    /// trace's): when the built URL is that one, its resolution is not made again.
    public func canonicalURL(for destination: Destination, known: (url: String, resolution: Resolution)? = nil) -> CanonicalURL {
        var stolen: (url: String, by: Resolution)?
        // A link that produces the destination from text the destination does not hold (a
        // `format`), so that it cannot build a URL for it.
        var unbuildable: Link?
        // Only a schema with a wildcard host can build a URL on a host it does not list.
        let wildcards = hosts.contains { $0.hasPrefix("*.") } || schemeHosts.values.contains { $0.contains { $0.hasPrefix("*.") } }
        // (A plain loop: a lazy map's closure held a copy of the whole schema, for every URL.)
        for producer in index.producers(of: destination) {
            let link = links[producer]
            guard let (captures, parts) = captures(link, producing: destination) else { continue }
            // Each URL the link builds (one per host and scheme it applies to), tried in turn and
            // built only when the ones before it did not restore the destination.
            var built = false
            func restored(_ url: String) -> CanonicalURL? {
                built = true
                let back: Resolution
                if let known, known.url == url { back = known.resolution } else { back = resolve(url) }
                guard back.destination == destination, case .destination(_, let winner) = back else {
                    if stolen == nil { stolen = (url, back) }
                    return nil
                }
                if parts[.url] != nil { return .url(url, link: winner, filled: []) }
                // A host built for a wildcard entry is a filled part too. A listed host is never
                // the `*.` text of a wildcard, so being listed is being exact.
                var filled = link.pattern.filledParts
                if wildcards, case .success(let split) = URLParts.split(url), let host = split.host.map({ $0.asciiLowercased() }),
                    !hosts.contains(host), !schemeHosts.values.contains(where: { $0.contains(host) }),
                    webSchemes.contains(split.lowercasedScheme) || schemeHosts[split.lowercasedScheme] != nil
                {
                    filled.insert("host *" + host.drop { $0 != "." } + " (a wildcard) as " + SwiftLiteral.string(host), at: 0)
                }
                return .url(url, link: winner, filled: filled)
            }
            // A destination that holds its whole URL (`$url`) names it; any other is built.
            if case .string(let whole)? = parts[.url] {
                if let found = restored(whole) { return found }
            } else {
                var extra: [String: String] = [:]
                if case .query(let items)? = parts[.queryItems] { extra = items }
                for source in link.sources(in: self) {
                    guard let url = link.url(from: source, captures: captures, extraItems: extra, webScheme: webSchemes.first ?? "https")
                    else { continue }
                    if let found = restored(url) { return found }
                }
            }
            if !built, unbuildable == nil { unbuildable = link }
        }
        guard let (url, back) = stolen else {
            if let link = unbuildable {
                return .unrestorable(
                    reason: "link \(SwiftLiteral.string(link.path)) produces it from text of the URL that the destination does not "
                        + "hold whole (a format), so no URL can be built back from it")
            }
            return .unrestorable(reason: "no link of the schema produces this destination")
        }
        switch back {
        case .destination(_, let winner) where links[winner].takesURLParts:
            return .unrestorable(
                reason: "the link that produces it builds \(SwiftLiteral.string(url)), "
                    + "which opens \(SwiftLiteral.string(links[winner].path)) with other values taken from the URL")
        case .destination(_, let winner):
            return .unrestorable(
                reason: "the link that produces it builds \(SwiftLiteral.string(url)), "
                    + "which opens link \(SwiftLiteral.string(links[winner].path)) instead")
        case .none(let why):
            return .unrestorable(
                reason: "the link that produces it builds \(SwiftLiteral.string(url)), "
                    + "which gets no destination: \(why.message)")
        }
    }

    /// The capture values with which `link` builds `destination`, and the values it must take from
    /// the URL (`$url`, `$path`…), or `nil` when it cannot: another tab, other routes, a constant
    /// that differs, or one capture or part asked for two values.
    func captures(_ link: Link, producing destination: Destination) -> (values: [Value?], parts: [URLPart: Value])? {
        guard link.tab == destination.tab, link.stack.count == destination.stack.count else { return nil }
        var values = [Value?](repeating: nil, count: link.pattern.captures.count)
        var parts: [URLPart: Value] = [:]
        for (entry, route) in zip(link.stack, destination.stack) {
            guard entry.route == route.name, entry.arguments.count == route.arguments.count else { return nil }
            for (argument, given) in zip(entry.arguments, route.arguments) {
                guard argument.label == given.label else { return nil }
                switch argument.source {
                case .constant(let constant):
                    guard constant == given.value else { return nil }
                case .capture(let c):
                    if let bound = values[c], bound != given.value { return nil }
                    values[c] = given.value
                case .urlPart(let part):
                    if let bound = parts[part], bound != given.value { return nil }
                    parts[part] = given.value
                case .format:
                    // Built from the URL: the resolve back says whether the built URL gives it.
                    continue
                }
            }
        }
        return (values, parts)
    }
}

extension RouteSchema {
    /// Whether `url`, to which `resolve` gave `destination` by link `winner`, is itself one of
    /// the URLs `canonicalURL(for:)` tries for that destination. Then the way back passes: that
    /// URL opens the destination again, so the search returns it or a URL it tried before it.
    /// Decided by building only the URL `url` may be, and resolving nothing: a trace of a list
    /// asks it of every URL, and only one for which it says `false` takes the whole search.
    /// `sources` is `links[winner].sources(in: self)`, made once by the caller; `own`, the
    /// URL's scheme and host lower-cased when the caller has them, pick the source to build from.
    package func buildsBack(
        _ url: String, _ destination: Destination, winner: Int, sources: [URLSource], own: (scheme: String, host: String?)? = nil
    ) -> Bool {
        guard winner < links.count else { return false }
        let link = links[winner]
        // (The winner is among the destination's producers: its stack is the destination's.)
        guard let (captures, parts) = captures(link, producing: destination), parts[.url] == nil else { return false }
        var extra: [String: String] = [:]
        if case .query(let items)? = parts[.queryItems] { extra = items }
        let webScheme = webSchemes.first ?? "https"
        for source in sources {
            if let own {
                guard Self.mayBuild(own, from: source, webScheme: webScheme) else { continue }
            } else {
                guard Self.mayBuild(url, from: source, webScheme: webScheme) else { continue }
            }
            if link.url(from: source, captures: captures, extraItems: extra, webScheme: webScheme) == url { return true }
        }
        return false
    }

    /// Whether a URL with these lower-cased parts may be built from `source` (which is written
    /// lower-cased): a filter, the URL built is compared with the URL whole.
    static func mayBuild(_ parts: (scheme: String, host: String?), from source: URLSource, webScheme: String) -> Bool {
        switch source {
        case .host(let h): parts.scheme == webScheme && parts.host == h
        case .schemeHost(let s, let h): parts.scheme == s && parts.host == h
        case .scheme(let s): parts.scheme == s
        }
    }

    /// Whether `url` starts as every URL built from `source` starts (`Link.url(from:)`), byte for
    /// byte: only that source's URL can be `url`.
    static func mayBuild(_ url: String, from source: URLSource, webScheme: String) -> Bool {
        let (scheme, host): (String, String?)
        switch source {
        case .host(let h): (scheme, host) = (webScheme, h)
        case .schemeHost(let s, let h): (scheme, host) = (s, h)
        case .scheme(let s): (scheme, host) = (s, nil)
        }
        var rest = url.utf8[...]
        func skip(_ part: String) -> Bool {
            guard rest.starts(with: part.utf8) else { return false }
            rest = rest.dropFirst(part.utf8.count)
            return true
        }
        guard skip(scheme), skip("://") else { return false }
        guard let host else { return true }
        return skip(host) && rest.first == UInt8(ascii: "/")
    }
}
