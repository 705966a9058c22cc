import LinkCheckCore

/// The part of every generated parser that does not depend on the schema: a reader that splits the
/// URL's text exactly as `linkcheck resolve` does (docs/routes.md). It is written out in full in
/// each generated file, so the app depends on nothing but Foundation.
///
/// `linkcheck resolve` reads the URL's text as written; a generated `parse` reads
/// `url.absoluteString`, which is that text for every string `URL(string:)` accepts unchanged
/// (docs/generate.md lists what Foundation repairs or refuses).
enum URLReaderSource {
    /// The reader, nested in `namespace` as `fileprivate struct URLReader`, with `features`.
    /// `webSchemes`: the schema's, when they are not `["https"]` alone (then empty).
    /// `schemeHosts`: the schema's scheme objects (`RouteSchema.schemeHosts`), none for most.
    static func text(namespace: String, features: Features = [], webSchemes: [String] = [], schemeHosts: [String: [String]] = [:]) -> String {
        let reader = """
            // MARK: - Reading the URL

            extension \(namespace) {
                /// A URL split as linkcheck's route schema says (linkcheck's docs/routes.md): an absolute URI under
                /// RFC 3986, path segments percent-decoded with empty ones dropped, a custom scheme's host as
                /// the first segment, query items read as `URLComponents.queryItems` reads them.
                fileprivate struct URLReader {
                    /// Decoded path segments, none of them empty.
                    let segments: [String]
                    /// The custom scheme or the Universal Link host, lower-cased.
                    let source: Source
                    /// The URL's text, and where its query lies in it (between `?` and `#`).
                    private let text: String
                    private let queryBytes: Range<Int>

                    enum Source: Equatable {
                        case scheme(String)
                        case host(String)
                    }

                    /// `nil` unless `text` is an absolute URI of one of `schemes` (no user-info, no port) or an
                    /// `https` URL on one of `hosts` (no user-info, port 443 or none) whose segments are UTF-8.
                    /// With `refusingNUL`, also `nil` when a segment holds a NUL byte: no link of the schema can
                    /// take one, since no literal holds one and no value accepts one.
                    ///
                    /// It reads the UTF-8 bytes in place: the scanner lets only ASCII into the scheme, the host,
                    /// the path and the query, so splitting on the bytes `/` and `&` is splitting on the
                    /// characters, and the text is never copied into strings but for the segments.
                    init?(_ text: String, schemes: [String], hosts: [String], refusingNUL: Bool) {
                        var text = text
                        guard let read = text.withUTF8({ b -> (Source, [String], Range<Int>)? in
                            guard let parts = Parts(scanning: b) else { return nil }
                            func decodedSegment(_ range: Range<Int>) -> String? {
                                let bytes = UnsafeBufferPointer(rebasing: b[range])
                                guard let decoded = Self.percentDecoded(bytes) else { return nil }
                                // Only an escape (`%00`) can put a NUL there: the scanner lets in no raw one.
                                if refusingNUL && bytes.contains(UInt8(ascii: "%")) && decoded.utf8.contains(0) { return nil }
                                return decoded
                            }
                            var segments: [String] = []
                            // One allocation: at most one segment per `/`, and the host.
                            segments.reserveCapacity(b[parts.path].reduce(1) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 })
                            let source: Source
                            if let scheme = Self.lowercasedMatch(b, parts.scheme, in: schemes) {
                                // A port is refused when it is a number, as `URLComponents.port` reads it.
                                if parts.userInfo != nil { return nil }
                                if let port = parts.port, Self.number(b, port) != nil { return nil }
                                // The host of miapp://orders/42 is the first segment.
                                if let host = parts.host, !host.isEmpty {
                                    guard let decoded = decodedSegment(host) else { return nil }
                                    segments.append(decoded)
                                }
                                source = .scheme(scheme)
                            } else if Self.lowercasedMatch(b, parts.scheme, in: ["https"]) != nil, let host = parts.host,
                                      let name = Self.lowercasedMatch(b, host, in: hosts) {
                                if parts.userInfo != nil { return nil }
                                if let port = parts.port, let number = Self.number(b, port), number != 443 { return nil }
                                source = .host(name)
                            } else {
                                return nil
                            }
                            var start = parts.path.lowerBound
                            for i in parts.path.lowerBound...parts.path.upperBound where i == parts.path.upperBound || b[i] == UInt8(ascii: "/") {
                                if start < i {
                                    guard let decoded = decodedSegment(start..<i) else { return nil }
                                    segments.append(decoded)
                                }
                                start = i + 1
                            }
                            return (source, segments, parts.query ?? 0..<0)
                        }) else { return nil }
                        (source, segments, queryBytes) = read
                        self.text = text
                    }

                    /// The value of the first query item named `key`; `nil` when there is none, or it has no
                    /// `=`, an empty value or one that is not UTF-8 once decoded.
                    func query(_ key: String) -> String? {
                        guard !queryBytes.isEmpty else { return nil }
                        var text = text
                        let range = queryBytes
                        return text.withUTF8 { b -> String? in
                            var start = range.lowerBound
                            while start < range.upperBound {
                                var stop = start
                                while stop < range.upperBound, b[stop] != UInt8(ascii: "&") { stop += 1 }
                                defer { start = stop + 1 }
                                // Empty items are skipped, as `split` skips them.
                                guard stop > start else { continue }
                                var equals = start
                                while equals < stop, b[equals] != UInt8(ascii: "=") { equals += 1 }
                                guard (Self.percentDecoded(UnsafeBufferPointer(rebasing: b[start..<equals])) ?? "") == key else { continue }
                                guard equals < stop, let value = Self.percentDecoded(UnsafeBufferPointer(rebasing: b[(equals + 1)..<stop])),
                                      !value.isEmpty else { return nil }
                                return value
                            }
                            return nil
                        }
                    }

                    /// A required query value read by `convert`; `nil` when missing or refused.
                    func query<Value>(_ key: String, as convert: (String) -> Value?) -> Value? {
                        guard let text = query(key), !text.utf8.contains(0) else { return nil }
                        return convert(text)
                    }

                    /// An optional query value read by `convert`: `.some(nil)` when the item is missing, `nil`
                    /// when it is there but refused (then the link does not match).
                    func optionalQuery<Value>(_ key: String, as convert: (String) -> Value?) -> Value?? {
                        guard let text = query(key) else { return .some(nil) }
                        guard !text.utf8.contains(0), let value = convert(text) else { return nil }
                        return .some(value)
                    }

                    /// Captured text that may hold a NUL byte (the schema has a literal with one): no value
                    /// accepts NUL, as the C-based parsers behind `Double(_:)` and `UUID(uuidString:)` stop at it.
                    static func withoutNUL(_ text: String) -> String? {
                        text.utf8.contains(0) ? nil : text
                    }

                    /// A `uuid` value: exactly 8-4-4-4-12 hexadecimal digits, as linkcheck reads one.
                    /// `UUID(uuidString:)` alone is not enough: Foundation on Linux also takes a group with a
                    /// sign, a space or `0x` in it (`e621e1f8-+36c-…`).
                    static func uuid(_ text: String) -> UUID? {
                        guard text.utf8.count == 36 else { return nil }
                        for (i, byte) in text.utf8.enumerated() {
                            let dash = i == 8 || i == 13 || i == 18 || i == 23
                            guard dash ? byte == UInt8(ascii: "-") : Parts.isHex(byte) else { return nil }
                        }
                        return UUID(uuidString: text)
                    }

                    /// `text` with every byte but the unreserved ones (and `/` when `keepingSlash`)
                    /// percent-encoded, so it reads back as itself.
                    static func encoded(_ text: String, keepingSlash: Bool = false) -> String {
                        let hex = Array("0123456789ABCDEF".utf8)
                        var out: [UInt8] = []
                        for byte in text.utf8 {
                            if Parts.isUnreserved(byte) || (keepingSlash && byte == UInt8(ascii: "/")) {
                                out.append(byte)
                            } else {
                                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
                            }
                        }
                        return String(decoding: out, as: UTF8.self)
                    }

                    /// `key=value` with the value encoded, or `nil` to leave out an optional item without a value.
                    static func item(_ key: String, _ value: String?) -> String? {
                        guard let value, !value.isEmpty else { return nil }
                        return key + "=" + encoded(value)
                    }

                    /// Decodes `%XX` (`+` stays `+`); `nil` when the bytes are not UTF-8.
                    private static func percentDecoded(_ text: UnsafeBufferPointer<UInt8>) -> String? {
                        // Without `%` the bytes are ASCII (the scanner let in nothing else).
                        guard text.contains(UInt8(ascii: "%")) else { return String(decoding: text, as: UTF8.self) }
                        var bytes: [UInt8] = []
                        var i = 0
                        while i < text.count {
                            let byte = text[i]
                            guard byte == UInt8(ascii: "%") else {
                                bytes.append(byte)
                                i += 1
                                continue
                            }
                            // The scanner let in only `%` followed by two hexadecimal digits.
                            bytes.append(Parts.hexValue(text[i + 1]) << 4 | Parts.hexValue(text[i + 2]))
                            i += 3
                        }
                        let decoded = String(decoding: bytes, as: UTF8.self)
                        // Decoding repairs bytes that are not UTF-8; then the result differs from them.
                        return decoded.utf8.elementsEqual(bytes) ? decoded : nil
                    }

                    /// The name of `names` (all lower-case) that the ASCII bytes in `range`, lower-cased, equal
                    /// as strings; `nil` when none does. Equal bytes are equal strings, which is all it takes
                    /// when the names are ASCII; a name that is not may still equal the text as `String`s
                    /// compare (canonical equivalence), so then the text is lower-cased and compared so.
                    private static func lowercasedMatch(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, in names: [String]) -> String? {
                        let lowered = b[range].lazy.map { (65...90).contains($0) ? $0 + 32 : $0 }
                        for name in names where name.utf8.count == range.count && name.utf8.elementsEqual(lowered) {
                            return name
                        }
                        guard names.contains(where: { name in name.utf8.contains { $0 >= 0x80 } }) else { return nil }
                        let text = String(decoding: Array(lowered), as: UTF8.self)
                        return names.contains(text) ? text : nil
                    }

                    /// The digits in `range` as `Int(_:)` reads them: `nil` when empty or too large.
                    private static func number(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
                        Int(String(decoding: UnsafeBufferPointer(rebasing: b[range]), as: UTF8.self))
                    }
                }
            }

            extension \(namespace).URLReader {
                /// Where each component lies in the text, when the text is an absolute URI (RFC 3986 section 3).
                fileprivate struct Parts {
                    var scheme: Range<Int>
                    var userInfo: Range<Int>?
                    var host: Range<Int>?
                    var port: Range<Int>?
                    var path: Range<Int>
                    var query: Range<Int>?

                    init?(scanning b: UnsafeBufferPointer<UInt8>) {
                        // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
                        guard let colon = b.firstIndex(of: UInt8(ascii: ":")), colon > 0, Self.isAlpha(b[0]),
                              b[..<colon].allSatisfy({ Self.isAlpha($0) || Self.isDigit($0) || $0 == UInt8(ascii: "+")
                                                       || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }) else { return nil }
                        scheme = 0..<colon
                        path = 0..<0
                        var i = colon + 1
                        if i + 1 < b.count, b[i] == UInt8(ascii: "/"), b[i + 1] == UInt8(ascii: "/") {
                            i += 2
                            var end = i
                            while end < b.count, b[end] != UInt8(ascii: "/"), b[end] != UInt8(ascii: "?"), b[end] != UInt8(ascii: "#") {
                                end += 1
                            }
                            guard Self.scanAuthority(b, i..<end, into: &self) else { return nil }
                            i = end
                        }
                        let pathStart = i
                        while i < b.count, b[i] != UInt8(ascii: "?"), b[i] != UInt8(ascii: "#") {
                            guard Self.skip(b, &i, alsoAllowing: (UInt8(ascii: "/"), UInt8(ascii: "/"))) else { return nil }
                        }
                        path = pathStart..<i
                        if i < b.count, b[i] == UInt8(ascii: "?") {
                            i += 1
                            let queryStart = i
                            while i < b.count, b[i] != UInt8(ascii: "#") {
                                guard Self.skip(b, &i, alsoAllowing: (UInt8(ascii: "/"), UInt8(ascii: "?"))) else { return nil }
                            }
                            query = queryStart..<i
                        }
                        if i < b.count {
                            // The fragment: checked, never read.
                            i += 1
                            while i < b.count {
                                guard Self.skip(b, &i, alsoAllowing: (UInt8(ascii: "/"), UInt8(ascii: "?"))) else { return nil }
                            }
                        }
                    }

                    /// authority = [ userinfo "@" ] host [ ":" port ]
                    private static func scanAuthority(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, into parts: inout Parts) -> Bool {
                        var i = r.lowerBound
                        if let at = r.first(where: { b[$0] == UInt8(ascii: "@") }) {
                            while i < at {
                                guard skip(b, &i, alsoAllowing: (UInt8(ascii: ":"), UInt8(ascii: ":"))) else { return false }
                            }
                            parts.userInfo = r.lowerBound..<at
                            i = at + 1
                        }
                        let hostStart = i
                        if i < r.upperBound, b[i] == UInt8(ascii: "[") {
                            guard let close = (i..<r.upperBound).first(where: { b[$0] == UInt8(ascii: "]") }),
                                  isIPLiteral(Array(b[(i + 1)..<close])) else { return false }
                            i = close + 1
                        } else {
                            while i < r.upperBound, b[i] != UInt8(ascii: ":") {
                                if b[i] == UInt8(ascii: "%") {
                                    guard skip(b, &i) else { return false }
                                } else {
                                    guard isUnreserved(b[i]) || isSubDelim(b[i]) else { return false }
                                    i += 1
                                }
                            }
                        }
                        parts.host = hostStart..<i
                        if i < r.upperBound {
                            guard b[i] == UInt8(ascii: ":"), b[(i + 1)..<r.upperBound].allSatisfy(isDigit) else { return false }
                            parts.port = (i + 1)..<r.upperBound
                        }
                        return true
                    }

                    /// Moves past one pchar, one of `extra` or one `%XX` escape; `false` at anything else.
                    /// `extra` is a pair, not a variadic list: that would make an array for every byte. The
                    /// default, `%`, adds nothing: an escape is handled first.
                    private static func skip(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int,
                                             alsoAllowing extra: (UInt8, UInt8) = (0x25, 0x25)) -> Bool {
                        let byte = b[i]
                        if byte == UInt8(ascii: "%") {
                            guard i + 2 < b.count, isHex(b[i + 1]), isHex(b[i + 2]) else { return false }
                            i += 3
                            return true
                        }
                        guard isUnreserved(byte) || isSubDelim(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")
                                || byte == extra.0 || byte == extra.1 else { return false }
                        i += 1
                        return true
                    }

                    /// An IPv6 address or an IPvFuture, between `[` and `]` (RFC 3986 section 3.2.2).
                    private static func isIPLiteral(_ t: [UInt8]) -> Bool {
                        guard let first = t.first else { return false }
                        if first == UInt8(ascii: "v") || first == UInt8(ascii: "V") {
                            guard let dot = t.firstIndex(of: UInt8(ascii: ".")), dot > 1, dot < t.count - 1 else { return false }
                            return t[1..<dot].allSatisfy(isHex)
                                && t[(dot + 1)...].allSatisfy { isUnreserved($0) || isSubDelim($0) || $0 == UInt8(ascii: ":") }
                        }
                        let halves = String(decoding: t, as: UTF8.self).split(separator: "::", omittingEmptySubsequences: false)
                        guard halves.count <= 2 else { return false }
                        var groups = 0
                        for (n, half) in halves.enumerated() where !half.isEmpty {
                            let pieces = half.split(separator: ":", omittingEmptySubsequences: false)
                            for (k, piece) in pieces.enumerated() {
                                if n == halves.count - 1, k == pieces.count - 1, piece.contains(".") {
                                    let octets = piece.split(separator: ".", omittingEmptySubsequences: false)
                                    guard octets.count == 4, octets.allSatisfy({ octet in
                                        (1...3).contains(octet.count) && (Int(octet) ?? 256) <= 255 && (octet.count == 1 || octet.first != "0")
                                    }) else { return false }
                                    groups += 2
                                } else {
                                    guard (1...4).contains(piece.utf8.count), piece.utf8.allSatisfy(isHex) else { return false }
                                    groups += 1
                                }
                            }
                        }
                        return halves.count == 2 ? groups <= 7 : groups == 8
                    }

                    private static func isAlpha(_ b: UInt8) -> Bool { (65...90).contains(b) || (97...122).contains(b) }
                    private static func isDigit(_ b: UInt8) -> Bool { (48...57).contains(b) }
                    static func isHex(_ b: UInt8) -> Bool { isDigit(b) || (65...70).contains(b) || (97...102).contains(b) }
                    /// `! $ & ' ( ) * + , ; =`
                    private static func isSubDelim(_ b: UInt8) -> Bool {
                        switch b {
                        case 0x21, 0x24, 0x26...0x2C, 0x3B, 0x3D: return true
                        default: return false
                        }
                    }

                    /// ALPHA DIGIT `- . _ ~`
                    static func isUnreserved(_ b: UInt8) -> Bool {
                        isAlpha(b) || isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b == UInt8(ascii: "_")
                            || b == UInt8(ascii: "~")
                    }

                    static func hexValue(_ b: UInt8) -> UInt8 {
                        isDigit(b) ? b - 48 : (65...70).contains(b) ? b - 55 : b - 87
                    }
                }
            }
            """
        var text = features.contains(.parts) ? Self.keepingParts(reader) : reader
        if features.contains(.queryItems) { text = Self.edited(text, [queryItemsEdit]) }
        if features.contains(.lastItem) { text = Self.edited(text, lastItemEdits) }
        if !webSchemes.isEmpty { text = Self.edited(text, webSchemeEdits(webSchemes)) }
        if features.contains(.wildcardHosts) { text = Self.edited(text, wildcardEdits) }
        if !schemeHosts.isEmpty { text = Self.edited(text, schemeHostEdits(schemeHosts, wildcards: features.contains(.wildcardHosts))) }
        return text
    }

}
