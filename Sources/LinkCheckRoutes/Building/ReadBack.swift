import LinkCheckCore

extension RouteSchema {
    /// Whether the way back of a URL passes because the URL its winning link builds back, from
    /// the source the URL came from, is read by the matcher as the URL was: the same source, the
    /// same decoded segments, and the same text for each query key some link names (the matcher
    /// reads nothing else). A link that takes no part of the URL builds its destination from the
    /// match alone, so that URL resolves as this one did: to the same destination, by the same
    /// link. `canonicalURL(for:)` tries that URL when it reaches the link (if it returned no URL
    /// before), so it returns a URL: the way back passes.
    ///
    /// Decided by comparing each segment and query item with the text the builder writes for it
    /// (`Link.url(from:)`, whose percent-encoding reads back as the text itself), without
    /// building a URL or resolving one; a list's trace asks it of every URL it follows.
    /// `false` only says that this shortcut does not show it (a literal written in another
    /// case, `042` for `42`, another value for a query key); the caller then builds and resolves.
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
        // Of the query the matcher reads only, for each key some link names, the text of its first
        // item with that key (its last, as the schema says), an empty one or one without "=" as
        // none (`MatchInput.item`, `attempt`). The built URL has the link's own items; an item no
        // link names (`utm_source`) is read by no link, and takes no part.
        func read(_ key: String) -> String? {
            input.item(key, last: lastQueryItemWins)?.value.flatMap { $0.isEmpty ? nil : $0 }
        }
        for (q, item) in pattern.query.enumerated() {
            // A key the link writes twice is read as written first (or last): not decided here.
            if pattern.query[..<q].contains(where: { $0.key == item.key }) { return false }
            let written: String?
            switch item.match {
            case .literal(let literal): written = literal
            case .present: written = "1"
            case .absent: written = nil
            case .capture(let c):
                let value = text(c)
                if value == nil || value == "", !pattern.captures[c].mayBeMissing { return false }
                written = value
            }
            guard read(item.key) == written.flatMap({ $0.isEmpty ? nil : $0 }) else { return false }
        }
        for key in index.queryKeys where !pattern.query.contains(where: { $0.key == key }) {
            guard read(key) == nil else { return false }
        }
        return true
    }
}
