import LinkCheckSystem
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// Fetches with the system's `curl`, so that linkcheck links no TLS or HTTP library and the
/// commands that do not fetch start as fast as before. curl writes the body to standard output
/// and the headers to a pipe of their own (descriptor 3): read from one stream, a body could pose
/// as headers, and a proxy's reply to CONNECT as the site's. Its exit status says what went wrong.
public struct CurlFetcher: Sendable {
    /// Where to look for curl (`PATH`), and `LINKCHECK_CURL` to name one.
    public var environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
    }

    public func fetch(_ request: FetchRequest) -> FetchResult {
        let name = environment["LINKCHECK_CURL"].flatMap { $0.isEmpty ? nil : $0 } ?? "curl"
        guard let curl = ChildProcess.find(name, path: environment["PATH"]) else {
            return .failed(.transport("--fetch needs curl, and \(SwiftLiteral.string(name)) was not found on PATH"))
        }
        // curl opens the header file by name, and 7.88 crashes when it cannot.
        guard access("/dev/fd", F_OK) == 0 else {
            return .failed(.transport("--fetch needs /dev/fd, where curl writes the headers apart from the body, and this system has none"))
        }
        // curl's own limit first; ours a little later, in case curl hangs past it.
        let run = ChildProcess.run(curl, Self.arguments(request), environment: environment, seconds: request.seconds + 2) { body, headers in
            body.count > request.sizeLimit || headers.count > Self.headerLimit
        }
        switch run {
        case .failure(let e): return .failed(.transport("cannot run \(curl): \(e.reason)"))
        case .success(let child): return CurlOutput.result(child, sizeLimit: request.sizeLimit)
        }
    }

    /// Past this many bytes of headers curl is stopped: no site needs that many.
    static let headerLimit = 1 << 20

    static func arguments(_ r: FetchRequest) -> [String] {
        let seconds = String(r.seconds)
        var args = [
            "-q",  // first: no ~/.curlrc
            "--silent", "--show-error",
            // A proxy's reply to CONNECT (https_proxy) is not the site's answer: leave it out.
            "--suppress-connect-headers",
            "--dump-header", "/dev/fd/3", "--output", "-", "--globoff",
            "--proto", "=https", "--max-redirs", "0",
            "--max-time", seconds, "--connect-timeout", seconds,
            "--user-agent", r.userAgent
        ]
        if let ca = r.caFile { args += ["--cacert", ca] }
        if let to = r.connectTo { args += ["--connect-to", "::" + to] }
        return args + ["--url", r.url]
    }
}

/// curl's output and exit status, read back into a `FetchResult`.
enum CurlOutput {
    static func result(_ child: ChildRun, sizeLimit: Int) -> FetchResult {
        let head = HTTPHead.final(in: child.fd3)
        func response(_ end: HTTPResponse.BodyEnd) -> FetchResult? {
            guard let head else { return nil }
            let body = Array(child.stdout.prefix(sizeLimit + 1))
            let over = end == .overLimit || body.count > sizeLimit
            return .response(HTTPResponse(status: head.status, headers: head.headers, body: body, end: over ? .overLimit : end))
        }
        let message = Self.message(child.stderr)
        switch child.end {
        case .stopped where child.fd3.count > CurlFetcher.headerLimit:
            return .failed(.noAnswer("the answer's headers are over 1 MB"))
        case .stopped:
            return response(.overLimit) ?? .failed(.noAnswer("no HTTP answer"))
        case .deadline:
            return response(.timedOut) ?? .failed(.timedOut)
        case .signaled(let signal):
            return .failed(.transport("curl was killed by signal \(signal)"))
        case .exited(let code):
            switch code {
            case 0: return response(.complete) ?? .failed(.noAnswer("no HTTP answer"))
            case 28: return response(.timedOut) ?? .failed(.timedOut)
            case 63: return response(.overLimit) ?? .failed(.noAnswer(message))
            case 5, 6: return .failed(.unreachable("cannot resolve the host name (" + message + ")"))
            case 7: return .failed(.unreachable("cannot connect (" + withoutTiming(message) + ")"))
            case 35, 51, 53, 54, 58, 59, 60, 64, 66, 80, 82, 83, 90, 91, 98: return .failed(.tls(tlsProblem(message)))
            case 16, 18, 52, 55, 56, 92: return .failed(.noAnswer(message))
            case 77: return .failed(.transport("the --ca-file cannot be used: " + message))
            default: return .failed(.transport("curl failed with exit status \(code): " + message))
            }
        }
    }

    /// curl's last "curl: (N) …" line, without the prefix.
    static func message(_ stderr: [UInt8]) -> String {
        let lines = String(decoding: stderr, as: UTF8.self).split(whereSeparator: \.isNewline)
        guard let line = lines.last(where: { $0.hasPrefix("curl: (") }) ?? lines.last else { return "no message" }
        if line.hasPrefix("curl: ("), let close = line.firstIndex(of: ")") {
            return String(line[line.index(after: close)...].drop { $0 == " " })
        }
        return String(line)
    }

    /// curl's "Failed to connect to H port P after 3 ms: …" without the time, which changes
    /// from run to run.
    static func withoutTiming(_ message: String) -> String {
        var words = message.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        if let i = words.firstIndex(of: "after"), i > 0, i + 2 < words.count,
            !words[i + 1].isEmpty, words[i + 1].allSatisfy(\.isNumber), words[i + 2] == "ms:"
        {
            words[i - 1] += ":"
            words.removeSubrange(i...(i + 2))
        }
        return words.joined(separator: " ")
    }

    static func tlsProblem(_ message: String) -> TLSProblem {
        let m = message.lowercased()
        if m.contains("subject name") || m.contains("does not match") || m.contains("doesn't match") { return .nameMismatch }
        if m.contains("expired") { return .expired }
        if m.contains("self-signed") || m.contains("self signed") || m.contains("local issuer") || m.contains("unable to verify")
            || m.contains("not trusted") || m.contains("unknown ca")
        {
            return .untrusted
        }
        return .handshake(message)
    }
}
