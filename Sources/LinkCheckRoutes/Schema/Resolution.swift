import LinkCheckCore

/// Why a URL gets no destination: a sentence, and the link that came closest when one did.
public struct NoDestination: Error, Sendable, Hashable {
    public var message: String
    /// Index into the schema's links of the closest link, when the URL reached link matching.
    public var closestLink: Int?

    public init(_ message: String, closestLink: Int? = nil) {
        self.message = message
        self.closestLink = closestLink
    }
}

/// The outcome of parsing one URL: a destination and the link that produced it, or why none.
public enum Resolution: Sendable, Hashable {
    case destination(Destination, link: Int)
    case none(NoDestination)

    public var destination: Destination? {
        if case .destination(let d, _) = self { return d }
        return nil
    }
}
