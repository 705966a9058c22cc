/// RFC 3986 §3.2.2 IP-literal: the text between `[` and `]` must be an IPv6 address or an
/// IPvFuture (`v1.x`); anything else makes the string no URL.
enum IPLiteral {
    static func isValid(_ text: [UInt8]) -> Bool {
        guard let first = text.first else { return false }
        if first == UInt8(ascii: "v") || first == UInt8(ascii: "V") { return isFuture(text) }
        return isIPv6(text)
    }

    /// "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
    private static func isFuture(_ t: [UInt8]) -> Bool {
        guard let dot = t.firstIndex(of: UInt8(ascii: ".")), dot > 1, dot < t.count - 1 else { return false }
        return t[1..<dot].allSatisfy { URIClass.hexValue($0) != nil }
            && t[(dot + 1)...].allSatisfy { URIClass.isUnreservedOrSubDelim($0) || $0 == UInt8(ascii: ":") }
    }

    private static func isIPv6(_ t: [UInt8]) -> Bool {
        let text = String(decoding: t, as: UTF8.self)
        let halves = text.split(separator: "::", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return false }
        var groups = 0
        for (n, half) in halves.enumerated() where !half.isEmpty {
            let parts = half.split(separator: ":", omittingEmptySubsequences: false)
            for (k, part) in parts.enumerated() {
                let isLastOfAddress = n == halves.count - 1 && k == parts.count - 1
                if isLastOfAddress && part.contains(".") {
                    guard isIPv4(part) else { return false }
                    groups += 2
                } else {
                    guard (1...4).contains(part.utf8.count), part.utf8.allSatisfy({ URIClass.hexValue($0) != nil }) else { return false }
                    groups += 1
                }
            }
        }
        return halves.count == 2 ? groups <= 7 : groups == 8
    }

    private static func isIPv4(_ s: Substring) -> Bool {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { p in
                guard (1...3).contains(p.count), let v = Int(p), v <= 255 else { return false }
                return p.count == 1 || p.first != "0"
            }
    }
}
