/// Copies that share no storage with the original: every array, every link and every string
/// longer than a small string's inline bytes made anew. Threads that each read their own copy
/// never count references on the same object: two cores retaining one object take turns on its
/// cache line, which cost a list's trace on two cores about a quarter more time than on one.
extension RouteSchema {
    /// The schema, with nothing shared with `self`.
    package func unshared() -> RouteSchema {
        var copy = self
        copy.schemes = schemes.map(Unshared.string)
        copy.hosts = hosts.map(Unshared.string)
        copy.webSchemes = webSchemes.map(Unshared.string)
        copy.schemeHosts = Dictionary(uniqueKeysWithValues: schemeHosts.map { (Unshared.string($0.key), $0.value.map(Unshared.string)) })
        copy.tabs = tabs?.map(Unshared.string)
        copy.routes = routes.map { $0 }
        // (Setting `links` rebuilds the index: its tables are new too.)
        copy.links = links.map { $0.unshared() }
        return copy
    }
}

extension Link {
    /// The link, with nothing shared with `self`.
    package func unshared() -> Link {
        let pattern = PathPattern(
            segments: pattern.segments.map { segment in
                if case .literal(let text) = segment { return .literal(Unshared.string(text)) }
                return segment
            },
            query: pattern.query.map { $0 }, captures: pattern.captures.map { $0 })
        return Link(
            index: index, path: Unshared.string(path), location: location, pattern: pattern, tab: tab.map(Unshared.string),
            stack: stack.map { StackEntry(route: Unshared.string($0.route), arguments: $0.arguments.map { $0 }) },
            schemes: schemes?.map(Unshared.string), hosts: hosts?.map(Unshared.string), caseSensitive: caseSensitive)
    }
}

package enum Unshared {
    /// `text` in storage of its own (a small string is held in place, and shares nothing).
    package static func string(_ text: String) -> String {
        String(decoding: Array(text.utf8), as: UTF8.self)
    }
}
