import LinkCheckCore

/// Why a URL gets no destination: a sentence, and the link that came closest when one did.
public struct NoDestination: Error, Sendable, Hashable {
    /// One lower-case sentence without a trailing period:
    /// `host "example.com" is not one of the schema's hosts ("miapp.com")`.
    public var message: String
    /// Index into the schema's links of the closest link, when the URL reached link matching.
    public var closestLink: Int?

    /// A reason, and the index of the link that came closest when matching got that far.
    public init(_ message: String, closestLink: Int? = nil) {
        self.message = message
        self.closestLink = closestLink
    }
}

/// The outcome of parsing one URL: a destination and the link that produced it, or why none.
public enum Resolution: Sendable, Hashable {
    /// The URL opens this destination; `link` is the index in the schema's links of the link
    /// that produced it.
    case destination(Destination, link: Int)
    /// The URL opens nothing, for the reason given.
    case none(NoDestination)

    /// The destination, or `nil` when the URL gets none.
    public var destination: Destination? {
        if case .destination(let d, _) = self { return d }
        return nil
    }
}
