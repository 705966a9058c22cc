import LinkCheckCore

/// The common case of `input(for:)` done over the URL's bytes: a valid URL of a handled scheme or
/// host, without user-info or an unhandled port, whose segments decode. Anything else returns
/// `nil`, and `input(for:)` takes the general path, which words every refusal; so this never
/// decides an outcome the general path would decide differently, it only gets there with fewer
/// intermediate `Substring`s and arrays.
extension RouteSchema {
    package func fastInput(_ url: String) -> MatchInput? {
        var copy = url
        return copy.withUTF8 { b in fastInput(bytes: b) }
    }

    private func fastInput(bytes b: UnsafeBufferPointer<UInt8>) -> MatchInput? {
        guard case .success(let r) = URLParts.scanComponents(b) else { return nil }
        return fastInput(scanned: b, r)
    }

    /// `fastInput` of a URL whose bytes `b` the caller scanned already (`URLParts.scanComponents`).
    package func fastInput(scanned b: UnsafeBufferPointer<UInt8>, _ r: URLParts.Ranges) -> MatchInput? {
        // Scheme bytes are ASCII letters, digits, "+", "-" and "." (the scanner checked).
        let scheme = URLParts.asciiLowercased(b, r.scheme)
        var segments: [String] = []
        segments.reserveCapacity(6)
        let source: URLSource
        if let webHosts = schemeHosts[scheme] {
            if r.userInfo != nil { return nil }
            if let port = r.port, URLPort(digits: b[port]).foundationValue != nil { return nil }
            guard let host = r.host, case let lowered = URLParts.asciiLowercased(b, host), RouteSchema.host(lowered, isIn: webHosts) else { return nil }
            source = .schemeHost(scheme: scheme, host: lowered)
        } else if schemes.contains(scheme) {
            if r.userInfo != nil { return nil }
            if let port = r.port, URLPort(digits: b[port]).foundationValue != nil { return nil }
            // The host of miapp://orders/42 is the app's first path segment.
            if let host = r.host, !host.isEmpty {
                guard let decoded = Self.decode(b, host) else { return nil }
                segments.append(decoded)
            }
            source = .scheme(scheme)
        } else if webSchemes.contains(scheme), let host = r.host, case let lowered = URLParts.asciiLowercased(b, host),
            RouteSchema.host(lowered, isIn: hosts)
        {
            if r.userInfo != nil { return nil }
            if let port = r.port, let number = URLPort(digits: b[port]).foundationValue, number != RouteSchema.defaultPort(scheme) { return nil }
            source = .host(lowered)
        } else {
            return nil
        }
        // Splits on "/" dropping empty segments.
        var start = r.path.lowerBound
        for i in r.path where b[i] == UInt8(ascii: "/") {
            if i != start {
                guard let decoded = Self.decode(b, start..<i) else { return nil }
                segments.append(decoded)
            }
            start = i + 1
        }
        if start != r.path.upperBound {
            guard let decoded = Self.decode(b, start..<r.path.upperBound) else { return nil }
            segments.append(decoded)
        }
        var query: [QueryItem] = []
        if let q = r.query { Self.parseQuery(b, q, into: &query) }
        return MatchInput(source: source, segments: segments, query: query)
    }

    /// `QueryItem.parse` over bytes: split on "&" dropping empty items, then on the first "=";
    /// a key that is not UTF-8 once decoded reads as "", such a value as `nil`.
    private static func parseQuery(_ b: UnsafeBufferPointer<UInt8>, _ q: Range<Int>, into items: inout [QueryItem]) {
        var start = q.lowerBound
        var equals = -1
        func add(_ end: Int) {
            guard start != end else { return }
            if equals >= 0 {
                items.append(QueryItem(decodedKey: decode(b, start..<equals), value: decode(b, (equals + 1)..<end), hasEquals: true))
            } else {
                items.append(QueryItem(decodedKey: decode(b, start..<end), value: nil, hasEquals: false))
            }
        }
        var i = q.lowerBound
        while i < q.upperBound {
            let c = b[i]
            if c == UInt8(ascii: "&") {
                add(i)
                start = i + 1
                equals = -1
            } else if c == UInt8(ascii: "="), equals < 0 {
                equals = i
            }
            i += 1
        }
        add(q.upperBound)
    }

    /// `PercentDecoding.decode` over bytes the scanner accepted (every "%" starts a valid escape).
    private static func decode(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>) -> String? {
        let slice = UnsafeBufferPointer(rebasing: b[r])
        guard slice.contains(UInt8(ascii: "%")) else { return String(decoding: slice, as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(slice.count)
        var i = 0
        while i < slice.count {
            let c = slice[i]
            if c == UInt8(ascii: "%"), i + 2 < slice.count,
                let hi = URIClass.hexValue(slice[i + 1]), let lo = URIClass.hexValue(slice[i + 2])
            {
                bytes.append(hi << 4 | lo)
                i += 3
                continue
            }
            bytes.append(c)
            i += 1
        }
        return PercentDecoding.validUTF8(bytes)
    }
}
