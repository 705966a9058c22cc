import LinkCheckCore

extension RouteSchema {
    /// Whether the way back of a URL passes because the URL its winning link builds back, from
    /// the source the URL came from, is read by the matcher as the very input the URL was: the
    /// same source, the same decoded segments, the same query items in the same order. The
    /// matcher reads nothing else, and a link that takes no part of the URL builds its
    /// destination from the match alone, so that URL resolves as this one did: to the same
    /// destination, by the same link. `canonicalURL(for:)` tries that URL when it reaches the
    /// link (if it returned no URL before), so it returns a URL: the way back passes.
    ///
    /// Decided by comparing each segment and query item with the text the builder writes for it
    /// (`Link.url(from:)`, whose percent-encoding reads back as the text itself), without
    /// building a URL or resolving one; a list's trace asks it of every URL it follows.
    /// `false` only says that this shortcut does not show it (a literal written in another
    /// case, `042` for `42`, a query item more); the caller then builds and resolves.
    /// `sources` is `links[match.link].sources(in: self)`, made once by the caller.
    package func readsBack(_ match: WinningMatch, sources: [URLSource]) -> Bool {
        guard match.link < links.count else { return false }
        let link = links[match.link]
        let input = match.input
        let pattern = link.pattern
        guard !link.takesURLParts, pattern.segments.count == input.segments.count, sources.contains(input.source) else { return false }
        if case .host = input.source {
            // The built URL has the schema's first web scheme, which must read as a web scheme.
            let scheme = webSchemes.first ?? "https"
            guard schemeHosts[scheme] == nil, !schemes.contains(scheme) else { return false }
        }
        // The text each capture is built with: the value the destination holds, so none for a
        // capture no argument takes (`captures(_:producing:)` gets back only those).
        func text(_ c: Int) -> String? {
            guard c < match.values.count, c < link.isCaptureTaken.count else { return nil }
            return link.text(ofCapture: c, link.isCaptureTaken[c] ? match.values[c] : nil)
        }
        for (k, part) in pattern.segments.enumerated() {
            let written: String
            switch part {
            case .literal(let literal):
                written = literal
            case .capture(let c):
                guard let value = text(c), !value.isEmpty else { return false }
                let capture = pattern.captures[c]
                written = capture.isAffixed ? capture.prefix + value + capture.suffix : value
            case .catchAll:
                // Its slashes split into segments again, and empty ones drop: not shown here.
                return false
            }
            guard input.segments[k] == written else { return false }
            // A custom scheme's first segment is the URL's host: only plain text is one as is.
            if k == 0, case .scheme = input.source, !written.utf8.allSatisfy(URIClass.unreserved.contains) { return false }
        }
        var next = 0
        for item in pattern.query {
            let written: String
            switch item.match {
            case .literal(let literal): written = literal
            case .present: written = "1"
            case .absent: continue
            case .capture(let c):
                guard let value = text(c), !value.isEmpty else {
                    if pattern.captures[c].mayBeMissing { continue }
                    return false
                }
                written = value
            }
            guard next < input.query.count, input.query[next] == QueryItem(key: item.key, value: written) else { return false }
            next += 1
        }
        return next == input.query.count
    }
}
