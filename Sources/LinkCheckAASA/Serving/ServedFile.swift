import LinkCheckCore

/// What a fetched location served, for the report: the status line's facts, not the body.
public struct ServedInfo: Sendable, Hashable {
    public var url: String
    public var status: Int
    public var contentType: String?
    /// Bytes received, at most the size limit plus one.
    public var bytes: Int
    public var end: HTTPResponse.BodyEnd
    /// For the CDN's copy: whether it is byte for byte the site's file (`nil` for the site itself).
    public var sameAsSite: Bool?

    public init(url: String, response: HTTPResponse, sameAsSite: Bool? = nil) {
        self.url = url
        status = response.status
        contentType = response.header("Content-Type")
        bytes = response.body.count
        end = response.end
        self.sameAsSite = sameAsSite
    }

    /// `200 OK, application/json, 421 bytes`, and for the CDN's copy how it compares.
    public var summary: String {
        var parts = [
            status == 200 ? "200 OK" : ServingCheck.statusText(status),
            contentType.map { SwiftLiteral.clipped($0, limit: 100) } ?? "no Content-Type"
        ]
        switch end {
        case .complete: parts.append(Plural.count(bytes, "byte"))
        case .overLimit: parts.append("over \(AASALoader.maximumSize) bytes")
        case .timedOut: parts.append("\(bytes) bytes before the time ran out")
        }
        switch sameAsSite {
        case true?: parts.append("the same bytes as the site's file")
        case false?: parts.append("not the same bytes as the site's file")
        case nil: break
        }
        return parts.joined(separator: ", ")
    }
}

/// One location judged: the findings about how it is served, and the body to lint when there is
/// one worth linting (a complete 200 answer that is not empty and not markup).
public struct ServedFile: Sendable {
    /// The URL the findings name: the file's "path" in every diagnostic.
    public var url: String
    public var served: ServedInfo?
    public var body: [UInt8]?
    public var diagnostics: [Diagnostic]
    /// For the CDN's copy: the URLs that get another answer from it than from the site's file.
    public var changes: [CDNCheck.Change] = []
    /// Set when the host could not be reached at all: the fault may be this machine's, so the
    /// run is not judged (exit 2) rather than failed.
    public var unreachable: Diagnostic?

    public init(
        url: String, served: ServedInfo? = nil, body: [UInt8]? = nil, diagnostics: [Diagnostic] = [],
        unreachable: Diagnostic? = nil
    ) {
        self.url = url
        self.served = served
        self.body = body
        self.diagnostics = diagnostics
        self.unreachable = unreachable
    }
}
