import LinkCheckCore

/// A `/` pattern (or legacy path) with the path rules observed from Apple's `swcutil` (docs/aasa.md):
/// the pattern gets a leading `/` (a leading run of slashes collapses to one); trailing slash runs
/// are stripped from pattern and path alike (an empty path reads as `/`, hence as empty); the two
/// must match whole; and a pattern ending in `/*` also matches without it, so `/buy/*` matches `/buy`.
///
/// A class: rules hold it in an enum payload, which matching copies out, and a copy of a class
/// costs one retain, not one per pattern.
final class PathMatcher: Sendable {
    let pattern: AASAPattern
    /// The pattern without its trailing `/*`, when it has one.
    let parent: AASAPattern?

    init(_ text: String, caseSensitive: Bool, variables: [String: [String]]) throws(AASAPatternError) {
        let (main, parent) = Self.normalized(text)
        pattern = try AASAPattern(main, caseSensitive: caseSensitive, variables: variables, indexed: true)
        if let parent {
            self.parent = try AASAPattern(parent, caseSensitive: caseSensitive, variables: variables, indexed: true)
        } else {
            self.parent = nil
        }
    }

    /// What every matching path (trailing slashes stripped, folded when case-insensitive) starts
    /// with one of: a key of the pattern or of its parent.
    var indexKeys: [MatchIndexKey.Key] {
        guard let parent else { return pattern.indexKeys }
        return MatchIndexKey.union(pattern.indexKeys, parent.indexKeys)
    }

    /// Whether `path` (the URL's path as UTF-8, written or decoded) matches.
    func matches(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        let subject = Self.strippingTrailingSlashes(path)
        return pattern.matches(subject) || (parent?.matches(subject) ?? false)
    }

    /// The pattern as compared, and its `/*`-less parent. The `/*` test is on the text as written,
    /// so a `/*` that only a variable's value supplies does not count.
    static func normalized(_ text: String) -> (pattern: String, parent: String?) {
        let slashed = "/" + Substring(text.unicodeScalars.drop { $0 == "/" })
        let main = strippingTrailingSlashes(slashed[...])
        let scalars = main.unicodeScalars
        guard scalars.count >= 2, scalars.suffix(2).elementsEqual(["/", "*"]) else { return (String(main), nil) }
        return (String(main), String(strippingTrailingSlashes(Substring(scalars.dropLast(2)))))
    }

    /// `text` without its trailing run of `/`. Works on bytes (`/` is ASCII) and slices by scalars,
    /// so a combining mark after a `/` is not taken as part of it.
    static func strippingTrailingSlashes(_ text: Substring) -> Substring {
        let bytes = text.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let before = bytes.index(before: end)
            guard bytes[before] == UInt8(ascii: "/") else { break }
            end = before
        }
        return Substring(text.unicodeScalars[..<end])
    }

    /// `path` without its trailing run of `/`: a `/` byte is always a whole scalar in UTF-8.
    static func strippingTrailingSlashes(_ path: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var end = path.count
        while end > 0, path[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return UnsafeBufferPointer(rebasing: path[..<end])
    }
}
