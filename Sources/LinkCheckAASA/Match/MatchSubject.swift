import LinkCheckCore

/// The parts of a URL that rules compare, as UTF-8: as written and (when a rule asks for
/// `percentEncoded: false`) percent-decoded. A part whose escapes do not decode to UTF-8 is
/// compared as written. The parts point into the URL's bytes and a scratch buffer, not into
/// `Substring`s (a retain and release each), so a subject lives only inside the `decide` call
/// that made it.
struct MatchSubject {
    typealias Bytes = UnsafeBufferPointer<UInt8>
    /// What an absent part is compared as.
    static var empty: Bytes { Bytes(start: nil, count: 0) }

    let path: Bytes
    let rawQuery: Bytes?
    let rawFragment: Bytes?
    private let decodedPath: Bytes
    private let decodedQuery: Bytes?
    private let decodedFragment: Bytes?
    /// Room to decode one query item at a time; `nil` when no rule compares decoded text.
    private let itemScratch: UnsafeMutableBufferPointer<UInt8>?

    /// `scratch`: at least twice the URL's length when some rule compares decoded text, else `nil`
    /// (then nothing is decoded).
    init(_ url: Bytes, _ ranges: URLParts.Ranges, scratch: UnsafeMutableBufferPointer<UInt8>?) {
        path = Bytes(rebasing: url[ranges.path])
        rawQuery = ranges.query.map { Bytes(rebasing: url[$0]) }
        rawFragment = ranges.fragment.map { Bytes(rebasing: url[$0]) }
        guard let scratch else {
            decodedPath = path
            decodedQuery = rawQuery
            decodedFragment = rawFragment
            itemScratch = nil
            return
        }
        // Each decoded part takes no more room than it does as written: the three fit in the
        // URL's length, and the rest is left for the items.
        var free = scratch[...]
        func decoded(_ raw: Bytes) -> Bytes {
            let out = UnsafeMutableBufferPointer(rebasing: free)
            guard let count = Self.decode(raw, into: out) else { return raw }
            free = free.dropFirst(count)
            return Bytes(rebasing: out[..<count])
        }
        decodedPath = decoded(path)
        decodedQuery = rawQuery.map(decoded)
        decodedFragment = rawFragment.map(decoded)
        itemScratch = UnsafeMutableBufferPointer(rebasing: free)
    }

    func path(percentEncoded: Bool) -> Bytes { percentEncoded ? path : decodedPath }
    func query(percentEncoded: Bool) -> Bytes? { percentEncoded ? rawQuery : decodedQuery }
    func fragment(percentEncoded: Bool) -> Bytes? { percentEncoded ? rawFragment : decodedFragment }

    /// Calls `body` with each query item's name and value (empty for an item without `=`) until it
    /// returns `false`. Items split as `NSURLComponents.queryItems` splits them: on `&`, then at the
    /// first `=`; empty items are kept (with an empty name); no query, no items. Decoded items are
    /// split first, then decoded, so that `%26` and `%3D` stay inside their item.
    func forEachItem(percentEncoded: Bool, _ body: (_ name: Bytes, _ value: Bytes) -> Bool) {
        guard let query = rawQuery else { return }
        var start = 0
        var equals: Int? = nil
        for i in 0...query.count {
            if i == query.count || query[i] == UInt8(ascii: "&") {
                let name = Bytes(rebasing: query[start..<(equals ?? i)])
                let value = equals.map { Bytes(rebasing: query[($0 + 1)..<i]) } ?? Self.empty
                let more = percentEncoded || itemScratch == nil ? body(name, value) : decodedItem(name, value, body)
                if !more { return }
                start = i + 1
                equals = nil
            } else if equals == nil, query[i] == UInt8(ascii: "=") {
                equals = i
            }
        }
    }

    private func decodedItem(_ name: Bytes, _ value: Bytes, _ body: (Bytes, Bytes) -> Bool) -> Bool {
        guard let itemScratch else { return body(name, value) }
        // Name then value, side by side: together no longer than the query.
        let nameOut = UnsafeMutableBufferPointer(rebasing: itemScratch[..<name.count])
        let valueOut = UnsafeMutableBufferPointer(rebasing: itemScratch[name.count...])
        let decodedName = Self.decode(name, into: nameOut).map { Bytes(rebasing: nameOut[..<$0]) } ?? name
        let decodedValue = Self.decode(value, into: valueOut).map { Bytes(rebasing: valueOut[..<$0]) } ?? value
        return body(decodedName, decodedValue)
    }

    /// `PercentDecoding.decode`, skipped for text without `%`: it would copy it unchanged.
    private static func decode(_ raw: Bytes, into out: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        guard raw.contains(UInt8(ascii: "%")) else { return nil }
        return PercentDecoding.decode(raw, into: out)
    }
}
