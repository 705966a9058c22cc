/// A URL as the matcher read it and the link that won it (`RouteSchema.winningMatch`): the
/// destination is `RouteSchema.destination(of:url:)`, built only when asked.
package struct WinningMatch: Sendable {
    /// The URL's source, decoded segments and query items.
    package let input: MatchInput
    /// Index in the schema's links of the winning link.
    package let link: Int
    /// One value per capture of the link's pattern (`.none` for an optional one left out).
    package let values: [Value]
    /// For a link with a `format`, the text each capture matched; else empty.
    package let texts: [String?]
}
