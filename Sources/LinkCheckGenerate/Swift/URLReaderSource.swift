/// The part of every generated parser that does not depend on the schema: a reader that splits the
/// URL's text exactly as `linkcheck resolve` does (SPEC section 1). It is written out in full in
/// each generated file, so the app depends on nothing but Foundation.
///
/// `linkcheck resolve` reads the URL's text as written; a generated `parse` reads
/// `url.absoluteString`, which is that text for every string `URL(string:)` accepts unchanged
/// (docs/generate.md lists what Foundation repairs or refuses).
enum URLReaderSource {
    /// The reader, nested in `namespace` as `fileprivate struct URLReader`.
    static func text(namespace: String) -> String {
        """
        // MARK: - Reading the URL

        extension \(namespace) {
            /// A URL split as linkcheck's route schema says (its SPEC, section 1): an absolute URI under
            /// RFC 3986, path segments percent-decoded with empty ones dropped, a custom scheme's host as
            /// the first segment, query items read as `URLComponents.queryItems` reads them.
            fileprivate struct URLReader {
                /// Decoded path segments, none of them empty.
                let segments: [String]
                /// The custom scheme or the Universal Link host, lower-cased.
                let source: Source
                /// The query as written, between `?` and `#`.
                private let query: Substring

                enum Source: Equatable {
                    case scheme(String)
                    case host(String)
                }

                /// `nil` unless `text` is an absolute URI of one of `schemes` (no user-info, no port) or an
                /// `https` URL on one of `hosts` (no user-info, port 443 or none) whose segments are UTF-8.
                /// With `refusingNUL`, also `nil` when a segment holds a NUL byte: no link of the schema can
                /// take one, since no literal holds one and no value accepts one.
                init?(_ text: String, schemes: [String], hosts: [String], refusingNUL: Bool) {
                    var text = text
                    guard let parts = text.withUTF8({ Parts(scanning: $0) }) else { return nil }
                    let utf8 = text.utf8
                    func slice(_ range: Range<Int>) -> Substring {
                        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
                        return text[start..<utf8.index(start, offsetBy: range.count)]
                    }
                    func decodedSegment(_ raw: Substring) -> String? {
                        guard let decoded = Self.percentDecoded(raw), !(refusingNUL && decoded.utf8.contains(0)) else { return nil }
                        return decoded
                    }
                    let scheme = Self.asciiLowercased(slice(parts.scheme))
                    var segments: [String] = []
                    if schemes.contains(scheme) {
                        // A port is refused when it is a number, as `URLComponents.port` reads it.
                        if parts.userInfo != nil { return nil }
                        if let port = parts.port, Int(slice(port)) != nil { return nil }
                        // The host of miapp://orders/42 is the first segment.
                        if let host = parts.host, !host.isEmpty {
                            guard let decoded = decodedSegment(slice(host)) else { return nil }
                            segments.append(decoded)
                        }
                        source = .scheme(scheme)
                    } else if scheme == "https", let host = parts.host, case let name = Self.asciiLowercased(slice(host)),
                              hosts.contains(name) {
                        if parts.userInfo != nil { return nil }
                        if let port = parts.port, let number = Int(slice(port)), number != 443 { return nil }
                        source = .host(name)
                    } else {
                        return nil
                    }
                    for raw in slice(parts.path).split(separator: "/") {
                        guard let decoded = decodedSegment(raw) else { return nil }
                        segments.append(decoded)
                    }
                    self.segments = segments
                    self.query = parts.query.map(slice) ?? ""
                }

                /// The value of the first query item named `key`; `nil` when there is none, or it has no
                /// `=`, an empty value or one that is not UTF-8 once decoded.
                func query(_ key: String) -> String? {
                    for item in query.split(separator: "&") {
                        let equals = item.firstIndex(of: "=")
                        guard (Self.percentDecoded(item[..<(equals ?? item.endIndex)]) ?? "") == key else { continue }
                        guard let equals, let value = Self.percentDecoded(item[item.index(after: equals)...]),
                              !value.isEmpty else { return nil }
                        return value
                    }
                    return nil
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
                private static func percentDecoded(_ text: Substring) -> String? {
                    let utf8 = text.utf8
                    guard utf8.contains(UInt8(ascii: "%")) else { return String(text) }
                    var bytes: [UInt8] = []
                    var i = utf8.startIndex
                    while i != utf8.endIndex {
                        let byte = utf8[i]
                        i = utf8.index(after: i)
                        guard byte == UInt8(ascii: "%") else {
                            bytes.append(byte)
                            continue
                        }
                        // The scanner let in only `%` followed by two hexadecimal digits.
                        let low = utf8.index(after: i)
                        bytes.append(Parts.hexValue(utf8[i]) << 4 | Parts.hexValue(utf8[low]))
                        i = utf8.index(after: low)
                    }
                    let decoded = String(decoding: bytes, as: UTF8.self)
                    // Decoding repairs bytes that are not UTF-8; then the result differs from them.
                    return decoded.utf8.elementsEqual(bytes) ? decoded : nil
                }

                private static func asciiLowercased(_ text: Substring) -> String {
                    String(decoding: text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
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
                        guard Self.skip(b, &i, alsoAllowing: UInt8(ascii: "/")) else { return nil }
                    }
                    path = pathStart..<i
                    if i < b.count, b[i] == UInt8(ascii: "?") {
                        i += 1
                        let queryStart = i
                        while i < b.count, b[i] != UInt8(ascii: "#") {
                            guard Self.skip(b, &i, alsoAllowing: UInt8(ascii: "/"), UInt8(ascii: "?")) else { return nil }
                        }
                        query = queryStart..<i
                    }
                    if i < b.count {
                        // The fragment: checked, never read.
                        i += 1
                        while i < b.count {
                            guard Self.skip(b, &i, alsoAllowing: UInt8(ascii: "/"), UInt8(ascii: "?")) else { return nil }
                        }
                    }
                }

                /// authority = [ userinfo "@" ] host [ ":" port ]
                private static func scanAuthority(_ b: UnsafeBufferPointer<UInt8>, _ r: Range<Int>, into parts: inout Parts) -> Bool {
                    var i = r.lowerBound
                    if let at = r.first(where: { b[$0] == UInt8(ascii: "@") }) {
                        while i < at {
                            guard skip(b, &i, alsoAllowing: UInt8(ascii: ":")) else { return false }
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
                private static func skip(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int, alsoAllowing extra: UInt8...) -> Bool {
                    let byte = b[i]
                    if byte == UInt8(ascii: "%") {
                        guard i + 2 < b.count, isHex(b[i + 1]), isHex(b[i + 2]) else { return false }
                        i += 3
                        return true
                    }
                    guard isUnreserved(byte) || isSubDelim(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@")
                            || extra.contains(byte) else { return false }
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
                private static func isHex(_ b: UInt8) -> Bool { isDigit(b) || (65...70).contains(b) || (97...102).contains(b) }
                private static func isSubDelim(_ b: UInt8) -> Bool { "!$&'()*+,;=".utf8.contains(b) }

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
    }
}
