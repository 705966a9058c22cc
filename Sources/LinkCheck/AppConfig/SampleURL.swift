extension RouteSchema {
    /// A URL from `source` that the schema gives a destination, for messages that must show a
    /// concrete link: `miapp://orders`, `https://miapp.com/orders/1`. Built from the first link
    /// that accepts the source and has a path segment (the root link says less), else from the
    /// root link; each is checked to resolve. `nil` when no link yields one.
    public func sampleURL(for source: URLSource) -> String? {
        let applicable = links.filter { $0.accepts(source) }
        let ordered = applicable.filter { !$0.pattern.segments.isEmpty } + applicable.filter { $0.pattern.segments.isEmpty }
        for link in ordered {
            let url = Self.sampleURL(link.pattern, source: source)
            if resolve(url).destination != nil { return url }
        }
        return nil
    }

    /// Literals as written, captures replaced by a sample of their type, optional query items
    /// left out.
    static func sampleURL(_ pattern: PathPattern, source: URLSource) -> String {
        let segments = pattern.segments.map { segment -> String in
            switch segment {
            case .literal(let text): return SampleValue.encoded(text)
            case .capture(let c), .catchAll(let c): return SampleValue.encoded(SampleValue.text(of: pattern.captures[c].type))
            }
        }
        var query: [String] = []
        for item in pattern.query {
            switch item.match {
            case .literal(let value):
                query.append(SampleValue.encoded(item.key) + "=" + SampleValue.encoded(value))
            case .capture(let c) where !pattern.captures[c].mayBeMissing:
                query.append(SampleValue.encoded(item.key) + "=" + SampleValue.encoded(SampleValue.text(of: pattern.captures[c].type)))
            case .capture:
                continue
            }
        }
        let path = segments.joined(separator: "/")
        let base: String
        switch source {
        // A custom scheme's first segment is the URL's host: miapp://orders/1.
        case .scheme(let scheme): base = scheme + "://" + path
        case .host(let host): base = "https://" + host + "/" + path
        }
        return query.isEmpty ? base : base + "?" + query.joined(separator: "&")
    }
}

/// Values that stand for a capture in a sample URL.
enum SampleValue {
    static let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

    /// Text the capture's type reads: `1`, `1.5`, `true`, a fixed UUID, `x`, the first member.
    static func text(of type: BaseType) -> String {
        switch type {
        case .int: return "1"
        case .double: return "1.5"
        case .bool: return "true"
        case .uuid: return uuid
        case .string: return "x"
        case .enumeration(let members): return members.first ?? "x"
        }
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters, so the text stays one
    /// segment, host label or query value whatever it holds.
    static func encoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            if URIClass.alphaDigit.contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~") {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + JSONParserText.hexByte(byte).dropFirst(2)
            }
        }
        return out
    }
}
