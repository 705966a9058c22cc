import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// One HTTPS GET that `aasa --fetch` asks for.
public struct FetchRequest: Sendable, Hashable {
    public var url: String
    /// For the whole exchange, connection included.
    public var seconds: Double
    /// Reading stops one byte past this; the answer then ends `.overLimit`.
    public var sizeLimit: Int
    /// `--ca-file`: trust only the CAs in this PEM file (a test server's).
    public var caFile: String?
    /// `--connect-to HOST:PORT`: connect there instead of to the URL's host; names stay as they are.
    public var connectTo: String?
    public var userAgent: String

    /// What Apple's CDN fetcher is reported to send: a firewall or bot filter that refuses it
    /// refuses linkcheck too, which is the point.
    public static let appleCDNUserAgent = "AASA-Bot/1.0.0"

    public init(
        url: String, seconds: Double, sizeLimit: Int = AASALoader.maximumSize, caFile: String? = nil, connectTo: String? = nil,
        userAgent: String = appleCDNUserAgent
    ) {
        self.url = url
        self.seconds = seconds
        self.sizeLimit = sizeLimit
        self.caFile = caFile
        self.connectTo = connectTo
        self.userAgent = userAgent
    }
}

/// Performs fetches. The CLI uses curl; tests may answer from a table.
public typealias Fetcher = @Sendable (FetchRequest) -> FetchResult
