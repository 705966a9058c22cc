import LinkCheckCore

/// What the reader gains for the forms only some schemas use, each an edit of the base reader: a
/// schema that uses none of them generates the same reader as before.
extension URLReaderSource {
    /// What a schema asks of the reader beyond what every schema needs. Without any, the reader
    /// is the one every earlier version wrote, so a schema that uses none of them generates the
    /// same file as before.
    struct Features: OptionSet {
        let rawValue: Int
        /// Some link takes `$path`, `$query` or `$fragment`: keep them as written.
        static let parts = Features(rawValue: 1)
        /// Some link takes `$queryItems`: read every item into a dictionary.
        static let queryItems = Features(rawValue: 2)
        /// `"repeatedQueryItems": "last"`: of a repeated key, the last item counts.
        static let lastItem = Features(rawValue: 4)
        /// A host is written `*.example.com`: match subdomains, and let links ask `onHost(_:)`.
        static let wildcardHosts = Features(rawValue: 8)
    }

    /// The reader with the path, query and fragment kept as written: `$path`, `$query` and
    /// `$fragment` read them. Each edit names the text it replaces, which must be there once.
    static func keepingParts(_ reader: String) -> String {
        let edits: [(String, String)] = [
            (
                "        private let queryBytes: Range<Int>\n",
                "        private let queryBytes: Range<Int>\n"
                    + "        /// The scheme, host, path, query (without `?`) and fragment (without `#`) as written, for\n"
                    + "        /// `$path`, `$query`, `$fragment` and formats; host, query and fragment are `nil` when absent.\n"
                    + "        let rawScheme: String\n"
                    + "        let rawHost: String?\n"
                    + "        let rawPath: String\n"
                    + "        let rawQuery: String?\n"
                    + "        let rawFragment: String?\n"
            ),
            (
                "            self.text = text\n",
                "            self.text = text\n"
                    + "            (rawScheme, rawHost, rawPath, rawQuery, rawFragment) = text.withUTF8 { b in\n"
                    + "                let parts = Parts(scanning: b)\n"
                    + "                func written(_ r: Range<Int>?) -> String? { r.map { String(decoding: UnsafeBufferPointer(rebasing: b[$0]), as: UTF8.self) } }\n"
                    + "                return (written(parts?.scheme) ?? \"\", written(parts?.host), written(parts?.path) ?? \"\", written(parts?.query), written(parts?.fragment))\n"
                    + "            }\n"
            ),
            (
                "        var query: Range<Int>?\n",
                "        var query: Range<Int>?\n        var fragment: Range<Int>?\n"
            ),
            (
                "                // The fragment: checked, never read.\n                i += 1\n",
                "                // The fragment: checked, and kept for `$fragment`.\n                i += 1\n"
                    + "                let fragmentStart = i\n                defer { fragment = fragmentStart..<i }\n"
            )
        ]
        return edited(reader, edits)
    }

    /// `reader` with each `(old, new)` made, in order. A reader that lacks an `old` is returned
    /// as it is: the file then does not compile, and the generated-code tests say so.
    static func edited(_ reader: String, _ edits: [(String, String)]) -> String {
        var text = reader
        for (old, new) in edits {
            guard let range = text.firstRange(of: old) else { return reader }
            text.replaceSubrange(range, with: new)
        }
        return text
    }

    /// `queryItems(keepingLast:)`, for `$queryItems`: the items that have `=` and a UTF-8 value,
    /// decoded, as `URLPart.queryItems` reads them.
    static let queryItemsEdit = (
        "        /// A required query value read by `convert`; `nil` when missing or refused.\n",
        """
                /// Every query item that has `=` and a UTF-8 value, decoded, by key (a key that is not UTF-8
                /// reads as `""`); of a repeated key the first, or the last when `keepingLast`.
                func queryItems(keepingLast: Bool) -> [String: String] {
                    guard !queryBytes.isEmpty else { return [:] }
                    var text = text
                    let range = queryBytes
                    return text.withUTF8 { b -> [String: String] in
                        var items: [String: String] = [:]
                        var start = range.lowerBound
                        while start < range.upperBound {
                            var stop = start
                            while stop < range.upperBound, b[stop] != UInt8(ascii: "&") { stop += 1 }
                            defer { start = stop + 1 }
                            guard stop > start else { continue }
                            var equals = start
                            while equals < stop, b[equals] != UInt8(ascii: "=") { equals += 1 }
                            guard equals < stop, let value = Self.percentDecoded(UnsafeBufferPointer(rebasing: b[(equals + 1)..<stop])) else { continue }
                            let key = Self.percentDecoded(UnsafeBufferPointer(rebasing: b[start..<equals])) ?? ""
                            if keepingLast || items[key] == nil { items[key] = value }
                        }
                        return items
                    }
                }

                /// A required query value read by `convert`; `nil` when missing or refused.

        """
    )

    /// `"webSchemes"`: the web schemes the reader takes, each on its default port.
    static func webSchemeEdits(_ schemes: [String]) -> [(String, String)] {
        let list = schemes.map { "\"" + $0 + "\"" }.joined(separator: ", ")
        return [
            (
                "            } else if Self.lowercasedMatch(b, parts.scheme, in: [\"https\"]) != nil, let host = parts.host,\n",
                "            } else if let web = Self.lowercasedMatch(b, parts.scheme, in: [\(list)]), let host = parts.host,\n"
            ),
            (
                "                if let port = parts.port, let number = Self.number(b, port), number != 443 { return nil }\n",
                "                // Each web scheme on its default port only.\n"
                    + "                if let port = parts.port, let number = Self.number(b, port), number != (web == \"http\" ? 80 : 443) { return nil }\n"
            )
        ]
    }

    /// Wildcard hosts (`*.example.com`): a host under one by one or more non-empty labels is
    /// handled, as `RouteSchema.host(_:isIn:)` reads it, and links restricted to one ask `onHost`.
    static let wildcardEdits = [
        (
            "                      let name = Self.lowercasedMatch(b, host, in: hosts) {\n",
            "                      let name = Self.lowercasedMatch(b, host, in: hosts) ?? Self.wildcardMatch(b, host, in: hosts) {\n"
        ),
        (
            "        /// The digits in `range` as `Int(_:)` reads them: `nil` when empty or too large.\n",
            """
                    /// The host, lower-cased, when it is under a `*.example.com` entry of `names` by one or more
                    /// non-empty labels.
                    private static func wildcardMatch(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, in names: [String]) -> String? {
                        let host = String(decoding: b[range].map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
                        return names.contains { under(host, $0) } ? host : nil
                    }

                    /// Whether `host` is under the wildcard entry `pattern` (`*.example.com`).
                    static func under(_ host: String, _ pattern: String) -> Bool {
                        guard pattern.hasPrefix("*.") else { return false }
                        let suffix = pattern.dropFirst(1)
                        guard host.hasSuffix(suffix), host.utf8.count > suffix.utf8.count else { return false }
                        let labels = host.utf8.dropLast(suffix.utf8.count).split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
                        return labels.allSatisfy { !$0.isEmpty }
                    }

                    /// The digits in `range` as `Int(_:)` reads them: `nil` when empty or too large.

            """
        ),
        (
            "        /// A required query value read by `convert`; `nil` when missing or refused.\n",
            """
                    /// Whether the URL is on a host under the wildcard entry `pattern` (`*.example.com`).
                    func onHost(_ pattern: String) -> Bool {
                        guard case .host(let host) = source else { return false }
                        return Self.under(host, pattern)
                    }

                    /// A required query value read by `convert`; `nil` when missing or refused.

            """
        )
    ]

    /// Scheme objects (`{"scheme": "ksr", "hosts": [...]}`): for such a scheme the authority is
    /// one of its hosts and the path follows it; links ask `on(scheme:)` and `on(host:)`, which
    /// see both kinds of source.
    static func schemeHostEdits(_ table: [String: [String]], wildcards: Bool) -> [(String, String)] {
        let literal = table.keys.sorted().map { scheme in
            SwiftLiteral.string(scheme) + ": [" + (table[scheme] ?? []).map { SwiftLiteral.string($0) }.joined(separator: ", ") + "]"
        }.joined(separator: ", ")
        let wildcard = wildcards ? " ?? Self.wildcardMatch(b, host, in: webHosts)" : ""
        let underDoc = wildcards ? ", or under it when it is `*.example.com`" : ""
        let underTest = wildcards ? " || Self.under(h, host)" : ""
        return [
            (
                "            case host(String)\n",
                "            case host(String)\n            case schemeHost(String, String)\n"
            ),
            (
                "                    // The host of miapp://orders/42 is the first segment.\n"
                    + "                    if let host = parts.host, !host.isEmpty {\n"
                    + "                        guard let decoded = decodedSegment(host) else { return nil }\n"
                    + "                        segments.append(decoded)\n"
                    + "                    }\n"
                    + "                    source = .scheme(scheme)\n",
                "                    if let webHosts = Self.schemeHosts[scheme] {\n"
                    + "                        // A scheme whose URLs carry a web host: the path follows the host.\n"
                    + "                        guard let host = parts.host, let name = Self.lowercasedMatch(b, host, in: webHosts)\(wildcard) else { return nil }\n"
                    + "                        source = .schemeHost(scheme, name)\n"
                    + "                    } else {\n"
                    + "                        // The host of miapp://orders/42 is the first segment.\n"
                    + "                        if let host = parts.host, !host.isEmpty {\n"
                    + "                            guard let decoded = decodedSegment(host) else { return nil }\n"
                    + "                            segments.append(decoded)\n"
                    + "                        }\n"
                    + "                        source = .scheme(scheme)\n"
                    + "                    }\n"
            ),
            (
                "        /// A required query value read by `convert`; `nil` when missing or refused.\n",
                """
                        /// The schemes whose URLs carry a web host, and their hosts.
                        static let schemeHosts: [String: [String]] = [\(literal)]

                        /// Whether the URL is of `scheme`, with or without a web host.
                        func on(scheme: String) -> Bool {
                            switch source {
                            case .scheme(let s), .schemeHost(let s, _): return s == scheme
                            case .host: return false
                            }
                        }

                        /// Whether the URL is on `host`, a Universal Link's or a scheme object's\(underDoc).
                        func on(host: String) -> Bool {
                            switch source {
                            case .host(let h), .schemeHost(_, let h): return h == host\(underTest)
                            case .scheme: return false
                            }
                        }

                        /// A required query value read by `convert`; `nil` when missing or refused.

                """
            )
        ]
    }

    /// `query(_:)` reading the last item of a key (`"repeatedQueryItems": "last"`): it counts even
    /// when it is empty or has no `=`, and the value is then missing.
    static let lastItemEdits = [
        (
            "                var start = range.lowerBound\n                while start < range.upperBound {\n",
            "                var start = range.lowerBound\n                var found: String?\n                var seen = false\n"
                + "                while start < range.upperBound {\n"
        ),
        (
            "                    guard equals < stop, let value = Self.percentDecoded(UnsafeBufferPointer(rebasing: b[(equals + 1)..<stop])),\n"
                + "                          !value.isEmpty else { return nil }\n                    return value\n                }\n                return nil\n",
            "                    // \"repeatedQueryItems\": \"last\": a later item of the key replaces this one.\n"
                + "                    seen = true\n"
                + "                    found = equals < stop ? Self.percentDecoded(UnsafeBufferPointer(rebasing: b[(equals + 1)..<stop])) : nil\n"
                + "                }\n                return seen ? found.flatMap { $0.isEmpty ? nil : $0 } : nil\n"
        )
    ]
}
