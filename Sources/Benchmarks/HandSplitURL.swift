/// The URL splitter a developer writes next to a hand-written `switch`: one pass over the UTF-8
/// bytes, no validation beyond what the bench URLs need (scheme, host, port, user-info, `//`,
/// query, fragment, `%` escapes). It is the floor of the split + match row, not a conforming parser.
struct HandSplitURL {
    private(set) var segments: [String] = []
    private var query = ""

    /// `schemes` and `hosts` in lower case, as UTF-8.
    init?(_ url: String, schemes: [[UInt8]], hosts: [[UInt8]]) {
        var url = url
        guard let (segments, query) = url.withUTF8({ Self.split($0, schemes: schemes, hosts: hosts) }) else { return nil }
        self.segments = segments
        self.query = query
    }

    private static func split(
        _ b: UnsafeBufferPointer<UInt8>, schemes: [[UInt8]],
        hosts: [[UInt8]]
    ) -> (segments: [String], query: String)? {
        let colon = UInt8(ascii: ":"), slash = UInt8(ascii: "/")
        guard let schemeEnd = first(colon, in: b, 0, b.count) else { return nil }
        let end = first(UInt8(ascii: "#"), in: b, schemeEnd, b.count) ?? b.count
        var query = ""
        var pathEnd = end
        if let mark = first(UInt8(ascii: "?"), in: b, schemeEnd, end) {
            query = String(decoding: UnsafeBufferPointer(rebasing: b[(mark + 1)..<end]), as: UTF8.self)
            pathEnd = mark
        }
        var pathStart = schemeEnd + 1
        var authority: Range<Int>?
        if pathEnd - pathStart >= 2, b[pathStart] == slash, b[pathStart + 1] == slash {
            let start = pathStart + 2
            let stop = first(slash, in: b, start, pathEnd) ?? pathEnd
            authority = start..<stop
            pathStart = stop
        }
        var segments: [String] = []
        if equalsIgnoringCase(b, 0..<schemeEnd, Array("https".utf8)) {
            guard let authority, first(UInt8(ascii: "@"), in: b, authority.lowerBound, authority.upperBound) == nil else {
                return nil
            }
            var host = authority
            if let c = first(colon, in: b, authority.lowerBound, authority.upperBound) {
                let port = (c + 1)..<authority.upperBound
                guard port.isEmpty || (port.count == 3 && b[c + 1] == 0x34 && b[c + 2] == 0x34 && b[c + 3] == 0x33) else {
                    return nil
                }
                host = authority.lowerBound..<c
            }
            guard hosts.contains(where: { equalsIgnoringCase(b, host, $0) }) else { return nil }
        } else if schemes.contains(where: { equalsIgnoringCase(b, 0..<schemeEnd, $0) }) {
            if let authority {
                guard first(UInt8(ascii: "@"), in: b, authority.lowerBound, authority.upperBound) == nil,
                    first(colon, in: b, authority.lowerBound, authority.upperBound) == nil
                else { return nil }
                if !authority.isEmpty { segments.append(String(decoding: UnsafeBufferPointer(rebasing: b[authority]), as: UTF8.self)) }
            }
        } else {
            return nil
        }
        var start = pathStart
        for i in pathStart...pathEnd where i == pathEnd || b[i] == slash {
            if start < i {
                let bytes = UnsafeBufferPointer(rebasing: b[start..<i])
                if bytes.contains(UInt8(ascii: "%")) {
                    guard let decoded = percentDecoded(bytes) else { return nil }
                    segments.append(decoded)
                } else {
                    segments.append(String(decoding: bytes, as: UTF8.self))
                }
            }
            start = i + 1
        }
        return (segments, query)
    }

    /// The first `key=value` item's decoded value; `nil` when missing or empty.
    func value(_ key: String) -> String? {
        guard !query.isEmpty else { return nil }
        var query = query, key = key
        return query.withUTF8 { q in
            key.withUTF8 { k -> String? in
                var start = 0
                while start <= q.count {
                    let stop = Self.first(UInt8(ascii: "&"), in: q, start, q.count) ?? q.count
                    let eq = Self.first(UInt8(ascii: "="), in: q, start, stop) ?? stop
                    if eq - start == k.count, (0..<k.count).allSatisfy({ q[start + $0] == k[$0] }) {
                        guard eq + 1 < stop else { return nil }
                        return Self.percentDecoded(UnsafeBufferPointer(rebasing: q[(eq + 1)..<stop]))
                    }
                    start = stop + 1
                }
                return nil
            }
        }
    }

    private static func first(_ byte: UInt8, in b: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Int? {
        var i = from
        while i < to {
            if b[i] == byte { return i }
            i += 1
        }
        return nil
    }

    /// ASCII case-insensitive; `lower` is already lower case.
    private static func equalsIgnoringCase(_ b: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ lower: [UInt8]) -> Bool {
        guard range.count == lower.count else { return false }
        for (i, c) in zip(range, lower) {
            let x = b[i]
            if x != c && !(x >= 0x41 && x <= 0x5A && x | 0x20 == c) { return false }
        }
        return true
    }

    private static func percentDecoded(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.contains(UInt8(ascii: "%")) else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "%") {
                guard i + 2 < bytes.count, let h = hexValue(bytes[i + 1]), let l = hexValue(bytes[i + 2]) else { return nil }
                out.append(h << 4 | l)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return String(validating: out, as: UTF8.self)
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
