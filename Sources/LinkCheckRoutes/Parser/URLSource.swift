import LinkCheckCore

/// Where a URL comes from, as far as the schema cares: a custom scheme or a Universal Link host.
public enum URLSource: Sendable, Hashable {
    /// Lower-cased custom scheme (`miapp`).
    case scheme(String)
    /// Lower-cased Universal Link host (`miapp.com`).
    case host(String)
    /// A custom scheme whose URLs carry a web host (`ksr://www.example.com/…`), both lower-cased.
    case schemeHost(scheme: String, host: String)
}

/// A URL reduced to what the matcher reads: its source, decoded path segments and query items.
package struct MatchInput: Sendable, Hashable {
    package var source: URLSource
    package var segments: [String]
    package var query: [QueryItem]

    /// The first item with `key`, as docs/routes.md says a repeated key is read; the last with
    /// `"repeatedQueryItems": "last"`.
    func item(_ key: String, last: Bool) -> QueryItem? {
        last ? query.last { $0.key == key } : query.first { $0.key == key }
    }
}

extension RouteSchema {
    /// Reduces a URL string to matcher input, or says why the schema does not handle it.
    package func input(for url: String) -> Result<MatchInput, NoDestination> {
        // Most URLs take the byte-level path; the rest, and every refusal, are worded below.
        if let fast = fastInput(url) { return .success(fast) }
        return generalInput(for: url)
    }

    /// `input(for:)` through `URLParts`: handles every URL and words every refusal.
    package func generalInput(for url: String) -> Result<MatchInput, NoDestination> {
        let parts: URLParts
        switch URLParts.split(url) {
        case .failure(let problem): return .failure(NoDestination("not a valid URL: \(problem)"))
        case .success(let p): parts = p
        }
        let scheme = parts.lowercasedScheme
        // Segments are decoded as they are found: no intermediate list of raw segments.
        var segments: [String] = []
        segments.reserveCapacity(8)
        let source: URLSource
        if let webHosts = schemeHosts[scheme] {
            // Its authority is a host, and the path follows it as for a Universal Link.
            if let info = parts.userInfo {
                return .failure(NoDestination("a custom-scheme URL with user-info (\"\(info)@\") is not handled"))
            }
            if let port = parts.port, parts.portNumber?.foundationValue != nil {
                return .failure(NoDestination("a custom-scheme URL with a port (\":\(port)\") is not handled"))
            }
            guard let host = parts.host.map({ $0.asciiLowercased() }), RouteSchema.host(host, isIn: webHosts) else {
                let shown = parts.host.map { SwiftLiteral.string(String($0)) } ?? "none"
                return .failure(
                    NoDestination(
                        "host \(shown) is not one of scheme \"\(scheme)\"'s hosts (" + webHosts.map { "\"\($0)\"" }.joined(separator: ", ") + ")"))
            }
            source = .schemeHost(scheme: scheme, host: host)
        } else if schemes.contains(scheme) {
            if let info = parts.userInfo {
                return .failure(NoDestination("a custom-scheme URL with user-info (\"\(info)@\") is not handled"))
            }
            // Ports are read as the app's URLComponents reads them: an empty one, or one too large
            // for an Int, is no port there.
            if let port = parts.port, parts.portNumber?.foundationValue != nil {
                return .failure(NoDestination("a custom-scheme URL with a port (\":\(port)\") is not handled"))
            }
            // The host of miapp://orders/42 is the app's first path segment.
            if let host = parts.host, !host.isEmpty {
                guard let decoded = PercentDecoding.decode(host) else {
                    return .failure(NoDestination("segment 1 (\"\(host)\") is not UTF-8 once percent-decoded"))
                }
                segments.append(decoded)
            }
            source = .scheme(scheme)
        } else if webSchemes.contains(scheme), let host = parts.host, case let lowered = host.asciiLowercased(),
            RouteSchema.host(lowered, isIn: hosts)
        {
            if let info = parts.userInfo {
                return .failure(NoDestination("a Universal Link with user-info (\"\(info)@\") is not handled"))
            }
            if let port = parts.port, let number = parts.portNumber?.foundationValue, number != RouteSchema.defaultPort(scheme) {
                return .failure(NoDestination("a Universal Link on port \(port) is not handled; only \(RouteSchema.defaultPort(scheme)) is"))
            }
            source = .host(lowered)
        } else {
            return .failure(NoDestination(unhandled(scheme: scheme, host: parts.host)))
        }
        if let failure = appendSegments(of: parts.path, to: &segments) { return .failure(failure) }
        let query = parts.query.map(QueryItem.parse) ?? []
        return .success(MatchInput(source: source, segments: segments, query: query))
    }

    /// Splits on "/" dropping empty segments, over UTF-8: "/" is ASCII, so its positions are
    /// valid String indices, and this avoids the generic Character-walking `split`. Each segment
    /// is percent-decoded as it is found; the failure names it by its 1-based position.
    private func appendSegments(of path: Substring, to segments: inout [String]) -> NoDestination? {
        let utf8 = path.utf8
        var start = utf8.startIndex
        var i = start
        func add(_ raw: Substring) -> NoDestination? {
            guard let decoded = PercentDecoding.decode(raw) else {
                return NoDestination("segment \(segments.count + 1) (\"\(raw)\") is not UTF-8 once percent-decoded")
            }
            segments.append(decoded)
            return nil
        }
        while i != utf8.endIndex {
            if utf8[i] == UInt8(ascii: "/") {
                if i != start, let failure = add(path[start..<i]) { return failure }
                start = utf8.index(after: i)
            }
            i = utf8.index(after: i)
        }
        if start != utf8.endIndex, let failure = add(path[start..<utf8.endIndex]) { return failure }
        return nil
    }

    private func unhandled(scheme: String, host: Substring?) -> String {
        let list = { (items: [String]) in items.map { "\"\($0)\"" }.joined(separator: ", ") }
        if scheme == "https" || scheme == "http" {
            let shown = host.map { "\"\($0)\"" } ?? "none"
            if hosts.isEmpty { return "the schema declares no Universal Link hosts" }
            if scheme == "http" && host.map({ RouteSchema.host($0.lowercased(), isIn: hosts) }) == true {
                return "an http URL is not a Universal Link; only https is"
            }
            return "host \(shown) is not one of the schema's hosts (\(list(hosts)))"
        }
        if schemes.isEmpty { return "scheme \"\(scheme)\" is not handled: the schema declares no custom schemes" }
        return "scheme \"\(scheme)\" is not handled; the schema's custom schemes are \(list(schemes))"
    }
}
