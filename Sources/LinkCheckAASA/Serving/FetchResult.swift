import LinkCheckCore

/// One header of an HTTP answer, as received.
public struct HTTPHeader: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// What one HTTPS GET came back with, as far as it got. The transport (curl, in the CLI) builds
/// it; `ServingCheck` judges it without touching the network.
public enum FetchResult: Sendable, Hashable {
    /// The server answered; the body may have been cut short (`HTTPResponse.end`).
    case response(HTTPResponse)
    /// No HTTP answer at all.
    case failed(FetchFailure)
}

public struct HTTPResponse: Sendable, Hashable {
    public var status: Int
    /// In the order received; names as the server spelled them.
    public var headers: [HTTPHeader]
    /// At most the transport's limit plus one byte, so that "longer than the limit" is visible.
    public var body: [UInt8]
    public var end: BodyEnd

    public enum BodyEnd: Sendable, Hashable {
        case complete
        /// Reading stopped at the size limit: the body is longer, or its Content-Length says so.
        case overLimit
        /// The time limit ran out before the body was complete.
        case timedOut
    }

    public init(status: Int, headers: [HTTPHeader] = [], body: [UInt8] = [], end: BodyEnd = .complete) {
        self.status = status
        self.headers = headers
        self.body = body
        self.end = end
    }

    /// The last value of the header `name`, compared case-insensitively as HTTP requires.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.last { $0.name.lowercased() == wanted }?.value
    }
}

public enum FetchFailure: Sendable, Hashable {
    /// The TLS handshake failed, so iOS would not read the file either.
    case tls(TLSProblem)
    /// No answer arrived within the time limit.
    case timedOut
    /// The host could not be resolved or connected to. The detail is the transport's own words;
    /// the fault may be this machine's network, so the run is not judged.
    case unreachable(String)
    /// The connection closed before a complete HTTP answer.
    case noAnswer(String)
    /// The transport itself could not run or failed in a way not listed here.
    case transport(String)
}

public enum TLSProblem: Sendable, Hashable {
    /// The certificate chain does not lead to a CA this machine trusts (self-signed, private CA).
    case untrusted
    /// The certificate does not name the host.
    case nameMismatch
    case expired
    /// Any other handshake failure, in the transport's words.
    case handshake(String)
}
