import LinkCheckCore

/// Where and why a link did not match a URL. Kept as a small value and put into words only for
/// the closest link, since most links miss most URLs.
enum Miss {
    case endsEarly(at: Int)
    case literal(at: Int)
    case segmentValue(at: Int, ValueMismatch)
    case restValue(from: Int, ValueMismatch)
    case extraSegments
    /// Segment `at` does not start and end with the literal text around the link's capture.
    case affix(at: Int)
    case queryLiteralMissing(Int)
    case queryLiteralDiffers(Int, String)
    case queryCaptureMissing(Int, QueryItem?)
    case queryValue(Int, ValueMismatch)
    /// An `!key` item that the URL carries, with this value.
    case queryPresent(Int, String)

    /// For a miss at a literal segment, how far the URL's segment is from the literal, ignoring
    /// case (0 when only case differs), when it is a slip "did you mean" would name: the closest
    /// link is the one a person meant, `/setings` the `/settings` link. `Int.max` otherwise.
    /// `lowered` gives the URL's segment `k` lower-cased (made once per URL, asked of every link).
    func spelling(_ pattern: PathPattern, _ lowered: (Int) -> String) -> Int {
        guard case .literal(let k) = self, k < pattern.segments.count, case .literal(let text) = pattern.segments[k] else { return Int.max }
        let literal = text.lowercased(), segment = lowered(k)
        if literal == segment { return 0 }
        // Only a slip counts, as "did you mean" decides one; unrelated words leave the order as
        // declared. A long segment is no misspelling of a literal, and would cost a quadratic table.
        func distance<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
            guard a.count <= 64, b.count <= 64 else { return Int.max }
            return Suggestion.editDistance(a, b, atMost: max(1, b.count / 3)).map { 1 + $0 } ?? Int.max
        }
        // ASCII text, a byte a character (but "\r\n"), is compared byte by byte.
        let ascii: (UInt8) -> Bool = { $0 < 0x80 && $0 != 0x0D }
        if literal.utf8.allSatisfy(ascii), segment.utf8.allSatisfy(ascii) {
            // Lengths further apart than a slip allows are known to be none without a table.
            if abs(literal.utf8.count - segment.utf8.count) > max(1, segment.utf8.count / 3) { return Int.max }
            guard literal.utf8.count <= 64, segment.utf8.count <= 64 else { return Int.max }
            // Compared where the strings hold their bytes: a URL's closest link weighs many literals.
            var l = literal, s = segment
            return l.withUTF8 { l in
                s.withUTF8 { s -> Int? in
                    let limit = max(1, s.count / 3)
                    // Each letter one has and the other lacks takes an edit: more of them than a
                    // slip allows is none, known without the table (most literals are unrelated).
                    let (inL, inS) = (Self.letters(l), Self.letters(s))
                    guard (inS & ~inL).nonzeroBitCount <= limit, (inL & ~inS).nonzeroBitCount <= limit else { return nil }
                    return Suggestion.editDistance(l, s, atMost: limit)
                }
            }.map { 1 + $0 } ?? Int.max
        }
        return distance(Array(literal), Array(segment))
    }

    /// The ASCII bytes of `text`, a bit each (folded into 64 bits: two bytes may share one, which
    /// only makes the count of letters one text lacks smaller, never larger).
    private static func letters(_ text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var bits: UInt64 = 0
        for b in text { bits |= 1 << UInt64(b & 63) }
        return bits
    }

    func message(_ pattern: PathPattern, _ input: MatchInput) -> String {
        let segs = input.segments
        let quote: (String) -> String = { SwiftLiteral.string($0) }
        switch self {
        case .endsEarly(let k):
            return "the URL ends after \(Plural.count(segs.count, "segment")); the link expects \(describe(pattern.segments[k], pattern)) next"
        case .literal(let k):
            guard case .literal(let text) = pattern.segments[k] else { return "segment \(k + 1) differs" }
            // A difference in letter case only is the one a person misses most.
            let caseOnly = text.lowercased() == segs[k].lowercased() ? " (they differ only in letter case)" : ""
            return "segment \(k + 1) is \(quote(segs[k])), the link expects \(quote(text))" + caseOnly
        case .affix(let k):
            return "segment \(k + 1) is \(quote(segs[k])), the link expects \(describe(pattern.segments[k], pattern))"
        case .segmentValue(let k, let m):
            return "segment \(k + 1): \(m.description)"
        case .restValue(let k, let m):
            return "segments \(k + 1)–\(segs.count): \(m.description)"
        case .extraSegments:
            let n = pattern.segments.count
            let extra = segs[n...].map(quote).joined(separator: ", ")
            return "the URL has \(Plural.count(segs.count, "segment")), the link takes \(n) (extra: \(extra))"
        case .queryLiteralMissing(let q):
            let item = pattern.query[q]
            guard case .literal(let expected) = item.match else { return "query item \(quote(item.key)) is missing" }
            return "query item \(quote(item.key)) is missing; the link requires \(item.key)=\(expected)"
        case .queryLiteralDiffers(let q, let text):
            let item = pattern.query[q]
            guard case .literal(let expected) = item.match else { return "query item \(quote(item.key)) differs" }
            return "query item \(quote(item.key)) is \(quote(text)), the link requires \(quote(expected))"
        case .queryCaptureMissing(let q, let found):
            let how =
                switch found {
                case nil: "is missing"
                case let item? where item.valueIsNotUTF8: "is not UTF-8 once percent-decoded"
                case let item? where item.value == nil: "has no value"
                default: "is empty"
                }
            return "query item \(quote(pattern.query[q].key)) \(how); the link requires it"
        case .queryValue(let q, let m):
            return "query item \(quote(pattern.query[q].key)): \(m.description)"
        case .queryPresent(let q, let text):
            let key = pattern.query[q].key
            return "query item \(quote(key)) is \(quote(text)); the link requires it missing (\"!\(key)\")"
        }
    }

    private func describe(_ segment: PathPattern.Segment, _ pattern: PathPattern) -> String {
        switch segment {
        case .literal(let t): return SwiftLiteral.string(t)
        case .capture(let c):
            let capture = pattern.captures[c]
            let shown = ":\(capture.name) (\(capture.type.swiftName))"
            guard capture.isAffixed else { return shown }
            return SwiftLiteral.string(capture.prefix) + ", then " + shown + (capture.suffix.isEmpty ? "" : ", then " + SwiftLiteral.string(capture.suffix))
        case .catchAll(let c): return "*\(pattern.captures[c].name)"
        }
    }
}
