import LinkCheckCore

/// The matcher's inverse: the URL a link matches for given capture values. Used for concrete
/// example URLs in messages (a link no case reaches, a link that never wins) and for the
/// canonical URL of a destination.
extension Link {
    /// Where the link can be opened from, in order: its hosts (as `https` URLs) then its schemes;
    /// a link that lists neither takes the schema's.
    /// A wildcard host (`*.example.com`) is no URL's host: after the exact hosts, it stands as
    /// `www.example.com` (`filledHost` says so).
    public func sources(in schema: RouteSchema) -> [URLSource] {
        let listed = self.hosts ?? (schemes == nil ? schema.hosts : [])
        let web = listed.filter { schema.hosts.contains($0) }
        let hosts = web.filter { !$0.hasPrefix("*.") } + web.filter { $0.hasPrefix("*.") }.map(Link.filledHost)
        let schemes = self.schemes ?? (self.hosts == nil ? schema.schemes : [])
        var sources = hosts.map(URLSource.host)
        sources += schemes.map { scheme in
            // A scheme with hosts is written with its first host (a wildcard as `www.`).
            guard let webHosts = schema.schemeHosts[scheme], let first = webHosts.first else { return URLSource.scheme(scheme) }
            return .schemeHost(scheme: scheme, host: first.hasPrefix("*.") ? Link.filledHost(first) : first)
        }
        // A link restricted to a scheme object's host opens from that scheme on that host.
        for scheme in schema.schemeHosts.keys.sorted() where !schemes.contains(scheme) {
            for host in self.hosts ?? [] where schema.schemeHosts[scheme]?.contains(host) == true {
                sources.append(.schemeHost(scheme: scheme, host: host.hasPrefix("*.") ? Link.filledHost(host) : host))
            }
        }
        return sources
    }

    /// The URL with `values[c]` for capture `c`; `nil` (or `.none`) leaves an optional query item
    /// out. `nil` when a value cannot stand in its place (an empty path segment, a missing
    /// required value).
    /// `webScheme` is the scheme a host's URL is written with: the schema's first web scheme.
    /// `raw`: leave raw every character RFC 3986 allows there (`it's`, `@ana`, `star*`), as a
    /// browser shows a URL, instead of escaping all but the unreserved ones (`it%27s`): the
    /// schema decodes both alike, an AASA pattern compares them as written.
    public func url(
        from source: URLSource, captures values: [Value?], extraItems: [String: String] = [:], webScheme: String = "https",
        raw: Bool = false
    ) -> String? {
        let segmentRaw = raw ? URLBuilder.segmentDelimiters : ""
        let itemRaw = raw ? URLBuilder.queryItemDelimiters : ""
        // Written into one string as it goes (a trace builds a URL for every URL it follows).
        var out: String
        switch source {
        case .host(let host): out = webScheme + "://" + host + "/"
        case .schemeHost(let scheme, let host): out = scheme + "://" + host + "/"
        // The first segment is the custom-scheme URL's host: miapp://orders/42.
        case .scheme(let scheme): out = scheme + "://"
        }
        out.reserveCapacity(out.utf8.count + 64)
        var firstSegment = true
        func segment(_ text: String) {
            if !firstSegment { out += "/" }
            firstSegment = false
            out += text
        }
        for part in pattern.segments {
            switch part {
            case .literal(let text):
                segment(URLBuilder.encoded(text, keeping: segmentRaw))
            case .capture(let c):
                guard let text = value(c, values), !text.isEmpty else { return nil }
                let capture = pattern.captures[c]
                segment(URLBuilder.encoded(capture.isAffixed ? capture.prefix + text + capture.suffix : text, keeping: segmentRaw))
            case .catchAll(let c):
                guard let text = value(c, values), !text.isEmpty else { return nil }
                // The rest of the path: its slashes separate segments again.
                segment(URLBuilder.encoded(text, keeping: "/" + segmentRaw))
            }
        }
        var firstItem = true
        func item(_ key: String, _ value: String) {
            out += firstItem ? "?" : "&"
            firstItem = false
            out += key
            out += "="
            out += value
        }
        for query in pattern.query {
            let key = URLBuilder.encoded(query.key, keeping: itemRaw)
            switch query.match {
            case .literal(let text):
                item(key, URLBuilder.encoded(text, keeping: itemRaw))
            case .capture(let c):
                guard let text = value(c, values), !text.isEmpty else {
                    if pattern.captures[c].mayBeMissing { continue }
                    return nil
                }
                item(key, URLBuilder.encoded(text, keeping: itemRaw))
            case .present:
                item(key, "1")
            case .absent:
                continue
            }
        }
        // A `$queryItems` dictionary: its items after the link's own, in key order, but for the
        // keys the link writes itself.
        if !extraItems.isEmpty {
            let own = Set(pattern.query.map(\.key))
            for (key, value) in extraItems.sorted(by: { $0.key < $1.key }) where !own.contains(key) {
                item(URLBuilder.encoded(key, keeping: ""), URLBuilder.encoded(value, keeping: ""))
            }
        }
        return out
    }

    /// The host a URL is built on for a wildcard entry: `*.example.com` → `www.example.com`.
    public static func filledHost(_ wildcard: String) -> String { "www" + wildcard.dropFirst(1) }

    /// The text for capture `c`: its value, or for an ignored capture, which no destination holds,
    /// its own name (`PathPattern.filledParts` says so).
    private func value(_ c: Int, _ values: [Value?]) -> String? {
        text(ofCapture: c, values.indices.contains(c) ? values[c] : nil)
    }

    /// The text capture `c` is written as when its value is `value` (`nil`: none).
    func text(ofCapture c: Int, _ value: Value?) -> String? {
        let capture = pattern.captures[c]
        if capture.isIgnored { return capture.name }
        // A mapped value is written as its first key; one the map cannot give, not at all.
        if let map = capture.valueMap { return value.flatMap { $0 == .none ? nil : map.key(for: $0) } }
        return URLBuilder.text(value)
    }

    /// A URL this link matches and wins, with a sample value for each capture (`1`, `1.5`,
    /// `true`, a fixed UUID, `x`, an enumeration's first member), from the first source where
    /// the schema resolves it to this link; else the first URL built, or `nil` when none can be.
    public func sampleURL(in schema: RouteSchema) -> String? {
        let values = pattern.captures.map { URLBuilder.sample($0.type) }
        let urls = sources(in: schema).compactMap { url(from: $0, captures: values, webScheme: schema.webSchemes.first ?? "https") }
        return urls.first { url in
            if case .destination(_, let link) = schema.resolve(url) { return link == index }
            return false
        } ?? urls.first
    }
}

package enum URLBuilder {
    /// A value as the URL carries it; `nil` for no value.
    static func text(_ value: Value?) -> String? {
        switch value {
        case .int(let i)?: return String(i)
        case .double(let d)?: return d.description
        case .bool(let b)?: return b ? "true" : "false"
        case .uuid(let u)?: return u.description
        case .string(let s)?, .enumCase(let s)?: return s
        // A dictionary is written as query items of its own (`CanonicalURL`), never as one value.
        case .query?, .none?, nil: return nil
        }
    }

    package static func sample(_ type: BaseType) -> Value {
        switch type {
        case .int: return .int(1)
        case .double: return .double(1.5)
        case .bool: return .bool(true)
        case .uuid: return UUIDValue("E621E1F8-C36C-495A-93FC-0C247A3E6E5F").map(Value.uuid) ?? .string("x")
        case .string: return .string("x")
        case .enumeration(let members): return members.first.map(Value.enumCase) ?? .string("x")
        case .query: return .query([:])
        }
    }

    /// What RFC 3986 allows raw in a path segment besides the unreserved characters.
    package static let segmentDelimiters = "!$&'()*+,;=:@"
    /// What it allows raw in a query item's name or value, less `&` and `=`, which split items.
    package static let queryItemDelimiters = "!$'()*+,;:@/?"

    /// Percent-encodes every byte but the unreserved ones (RFC 3986) and those in `keeping`, so
    /// the text reads back as itself in any part of a URL.
    package static func encoded(_ text: String, keeping: String) -> String {
        let unreserved = URIClass.unreserved
        func kept(_ b: UInt8) -> Bool { unreserved.contains(b) || keeping.utf8.contains(b) }
        // Most text needs no escape, and is its own encoding.
        guard text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(kept) }) != true else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for b in text.utf8 {
            if kept(b) {
                out.append(b)
            } else {
                out.append(UInt8(ascii: "%"))
                out.append(hexDigit(b >> 4))
                out.append(hexDigit(b & 0xF))
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The upper-case hexadecimal digit of `nibble` (0–15).
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }
}
