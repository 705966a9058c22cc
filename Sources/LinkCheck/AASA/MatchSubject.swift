/// The parts of a URL that rules compare, as written and (when a rule asks for `percentEncoded:
/// false`) percent-decoded. A part whose escapes do not decode to UTF-8 is compared as written.
struct MatchSubject: Sendable {
    struct QueryItem: Sendable {
        let name: Substring
        /// Empty for an item without `=`.
        let value: Substring
    }

    let path: Substring
    let rawQuery: Substring?
    let rawFragment: Substring?
    private let decodedPath: Substring
    private let decodedQuery: Substring?
    private let decodedFragment: Substring?
    private let rawItems: [QueryItem]
    private let decodedItems: [QueryItem]

    /// Decodes and splits only what some rule of the file needs.
    init(_ url: URLParts, needsDecoded: Bool, needsItems: Bool) {
        path = url.path
        rawQuery = url.query
        rawFragment = url.fragment
        rawItems = needsItems ? Self.items(url.query) : []
        if needsDecoded {
            decodedPath = Self.decoded(url.path)
            decodedQuery = url.query.map(Self.decoded)
            decodedFragment = url.fragment.map(Self.decoded)
            // Split first, then decode, so that `%26` and `%3D` stay inside their item.
            decodedItems = rawItems.map { QueryItem(name: Self.decoded($0.name), value: Self.decoded($0.value)) }
        } else {
            decodedPath = url.path
            decodedQuery = url.query
            decodedFragment = url.fragment
            decodedItems = rawItems
        }
    }

    /// Path, query and fragment as written, for explanations; an empty path shows as `/`.
    var shown: Substring {
        // Most URLs have neither: then the path itself, without building a string.
        if rawQuery == nil, rawFragment == nil, !path.isEmpty { return path }
        var text = path.isEmpty ? "/" : String(path)
        if let rawQuery { text += "?" + rawQuery }
        if let rawFragment { text += "#" + rawFragment }
        return text[...]
    }

    func path(percentEncoded: Bool) -> Substring { percentEncoded ? path : decodedPath }
    func query(percentEncoded: Bool) -> Substring? { percentEncoded ? rawQuery : decodedQuery }
    func fragment(percentEncoded: Bool) -> Substring? { percentEncoded ? rawFragment : decodedFragment }
    func queryItems(percentEncoded: Bool) -> [QueryItem] { percentEncoded ? rawItems : decodedItems }

    private static func decoded(_ text: Substring) -> Substring {
        PercentDecoding.decode(text).map { $0[...] } ?? text
    }

    /// Items as `NSURLComponents.queryItems` splits them: on `&`, then at the first `=`; empty
    /// items are kept (with an empty name), as Foundation keeps them. Scans bytes: `&` and `=` are
    /// ASCII, so every cut falls on a scalar boundary.
    private static func items(_ query: Substring?) -> [QueryItem] {
        guard let query else { return [] }
        let bytes = query.utf8, scalars = query.unicodeScalars
        var out: [QueryItem] = []
        var start = bytes.startIndex
        var equals: String.Index? = nil
        var i = start
        while true {
            let atEnd = i == bytes.endIndex
            if atEnd || bytes[i] == UInt8(ascii: "&") {
                if let eq = equals {
                    out.append(QueryItem(name: Substring(scalars[start..<eq]), value: Substring(scalars[bytes.index(after: eq)..<i])))
                } else {
                    out.append(QueryItem(name: Substring(scalars[start..<i]), value: Substring(scalars[i..<i])))
                }
                if atEnd { return out }
                start = bytes.index(after: i)
                equals = nil
            } else if equals == nil, bytes[i] == UInt8(ascii: "=") {
                equals = i
            }
            i = bytes.index(after: i)
        }
    }
}
