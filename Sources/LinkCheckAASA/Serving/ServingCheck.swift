import LinkCheckCore

/// Judges how a site serves its apple-app-site-association file, from what the transport got:
/// the status, redirects, Content-Type, size, an empty or HTML body, TLS and time-outs. No I/O.
public struct ServingCheck: Sendable {
    public var target: FetchTarget
    /// How the time limit reads in messages ("10 s").
    public var timeLimit: String
    public var sizeLimit = AASALoader.maximumSize

    public init(target: FetchTarget, timeLimit: String) {
        self.target = target
        self.timeLimit = timeLimit
    }

    /// iOS tries the legacy root location when the well-known one gives no file; a failure before
    /// any HTTP answer (TLS, time-out) would fail the same way there, so only an HTTP status sends
    /// the check on.
    public static func shouldTryRoot(_ wellKnown: FetchResult) -> Bool {
        if case .response(let r) = wellKnown { return r.status != 200 }
        return false
    }

    /// The site's file: the well-known location, or the root one when only that serves.
    public func site(wellKnown: FetchResult, root: FetchResult?) -> ServedFile {
        if let root, case .response(let r) = root, r.status == 200, Self.shouldTryRoot(wellKnown) {
            var served = judge(root, url: target.rootURL)
            let why = Self.statusPhrase(wellKnown).map { " (\(target.wellKnownURL) answered \($0))" } ?? ""
            served.diagnostics.insert(
                Diagnostic(
                    .warning, Rule.legacyLocation,
                    "the file is served only at the legacy location /apple-app-site-association\(why); iOS still falls back to it, "
                        + "but Apple calls it deprecated: serve it at /.well-known/apple-app-site-association",
                    file: target.rootURL, at: nil), at: 0)
            return served
        }
        var served = judge(wellKnown, url: target.wellKnownURL)
        if let root, let phrase = Self.statusPhrase(root), !served.diagnostics.isEmpty {
            served.diagnostics[0].notes.append("the legacy location \(target.rootURL) answered \(phrase) too")
        }
        return served
    }

    /// One answer for the file, judged on its own.
    public func judge(_ result: FetchResult, url: String) -> ServedFile {
        var file = ServedFile(url: url)
        func finding(_ rule: Rule, _ message: String, notes: [String] = []) {
            file.diagnostics.append(Diagnostic(rule.severity, rule, message, file: url, at: nil, notes: notes))
        }
        let response: HTTPResponse
        switch result {
        case .failed(let failure):
            switch failure {
            case .tls(let problem):
                finding(
                    .tlsFailure,
                    "the TLS handshake with \(target.domain) failed: \(Self.describe(problem)); "
                        + "iOS reads the file only over HTTPS with a certificate from a CA it trusts, and accepts no custom roots")
            case .timedOut:
                finding(.timeout, "no answer within \(timeLimit) (--timeout); a device or Apple's CDN that waits less gets no file")
            case .noAnswer(let detail):
                finding(.noAnswer, "the server closed the connection without a complete answer (\(Self.clip(detail)))")
            case .unreachable(let detail), .transport(let detail):
                file.unreachable = Diagnostic(.error, Rule.unreachable, "cannot fetch \(url): \(Self.clip(detail))", file: url, at: nil)
            }
            return file
        case .response(let r):
            response = r
        }
        file.served = ServedInfo(url: url, response: response)
        switch response.status {
        case 200:
            break
        case 300..<400:
            let location = response.header("Location").map { " to \(SwiftLiteral.clippedString($0, limit: 200))" } ?? ""
            finding(
                .redirect,
                "answered \(Self.statusText(response.status)) with a redirect\(location); iOS and Apple's CDN never follow "
                    + "redirects for this file, so serve it at \(url) itself with status 200")
            return file
        default:
            finding(.httpStatus, "answered \(Self.statusText(response.status)); iOS reads the file only from a 200 answer" + Self.hint(response.status))
            return file
        }
        let looksLikeMarkup = Self.markupStart(response.body)
        checkContentType(response, markup: looksLikeMarkup != nil, into: &file)
        switch response.end {
        case .overLimit:
            let declared = response.header("Content-Length").flatMap { Int($0.trimmingSpaces) }.map { " (Content-Length: \($0))" } ?? ""
            finding(
                .fileTooLarge,
                "the body is over \(sizeLimit) bytes\(declared), the limit (128 KB) that iOS 9.3.1 and later accept; "
                    + "the system ignores the file, and linkcheck stopped reading at the limit")
        case .timedOut:
            let of = response.header("Content-Length").flatMap { Int($0.trimmingSpaces) }.map { " of \($0)" } ?? ""
            finding(
                .timeout,
                "the answer began, but its body did not finish within \(timeLimit) (--timeout): \(response.body.count)\(of) "
                    + "bytes arrived; a device or Apple's CDN that waits less gets no file")
        case .complete:
            if response.body.isEmpty {
                finding(.emptyBody, "the body is empty; iOS needs the JSON file here")
            } else if let start = looksLikeMarkup {
                finding(
                    .htmlBody,
                    "the body is a markup page, not JSON: it starts with \(SwiftLiteral.clippedString(start, limit: 40)), "
                        + "so a sign-in, error or catch-all page answers instead of the file")
            } else {
                file.body = response.body
            }
        }
        return file
    }

    private func checkContentType(_ response: HTTPResponse, markup: Bool, into file: inout ServedFile) {
        let rule = Rule.contentType
        guard let value = response.header("Content-Type") else {
            file.diagnostics.append(
                Diagnostic(
                    rule.severity, rule, "served without a Content-Type; Apple documents application/json",
                    file: file.url, at: nil))
            return
        }
        let type = value.split(separator: ";", maxSplits: 1).first.map { String($0).trimmingSpaces.lowercased() } ?? ""
        if type == "application/json" || (markup && type == "text/html") { return }
        let signed =
            type == "application/pkcs7-mime"
            ? "; a signed file was for iOS 8, and Apple is removing support for it: serve plain JSON" : ""
        file.diagnostics.append(
            Diagnostic(
                rule.severity, rule,
                "served as \(SwiftLiteral.clippedString(value, limit: 100)); Apple documents application/json, and a type other "
                    + "than that is accepted by some iOS versions and the CDN but not promised\(signed)",
                file: file.url, at: nil))
    }

    /// `404 Not Found`, or `nil` when `result` is no HTTP answer.
    static func statusPhrase(_ result: FetchResult) -> String? {
        if case .response(let r) = result { return statusText(r.status) }
        return nil
    }

    static func statusText(_ status: Int) -> String {
        let names = [
            301: "Moved Permanently", 302: "Found", 303: "See Other", 307: "Temporary Redirect",
            308: "Permanent Redirect", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden",
            404: "Not Found", 410: "Gone", 429: "Too Many Requests", 500: "Internal Server Error",
            502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout"
        ]
        return names[status].map { "\(status) \($0)" } ?? "\(status)"
    }

    static func hint(_ status: Int) -> String {
        switch status {
        case 401, 403:
            return " (a site that blocks unknown user agents, bots or regions blocks Apple's CDN too: allow every client on this path)"
        case 404, 410:
            return " (is the file deployed at this path, without a .json extension?)"
        case 429:
            return " (rate limiting: Apple's CDN may be refused the same way)"
        default:
            return ""
        }
    }

    static func describe(_ problem: TLSProblem) -> String {
        switch problem {
        case .untrusted: return "the certificate is not signed by a CA this machine trusts (self-signed or a private CA?)"
        case .nameMismatch: return "the certificate does not name this host"
        case .expired: return "the certificate has expired"
        case .handshake(let detail): return clip(detail)
        }
    }

    /// The first characters of a body that starts (after white space and a byte order mark) with
    /// `<`, which no JSON text does; `nil` otherwise.
    static func markupStart(_ body: [UInt8]) -> String? {
        var i = SourceText.start(body)
        while i < body.count, body[i] == 0x20 || body[i] == 0x09 || body[i] == 0x0A || body[i] == 0x0D { i += 1 }
        guard i < body.count, body[i] == UInt8(ascii: "<") else { return nil }
        var end = i
        while end < body.count, end - i < 40, body[end] != 0x0A, body[end] != 0x0D { end += 1 }
        return String(decoding: body[i..<end], as: UTF8.self)
    }

    static func clip(_ text: String) -> String { SwiftLiteral.clipped(text, limit: 200) }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" { s = s.dropLast() }
        return String(s)
    }
}
