import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

extension FuzzTargets {
    /// URL splitting: a URL that splits is ASCII and is exactly its parts joined again; a problem
    /// points inside the text; decoding the parts and reading the query never fail; the port
    /// reads as `Int(_:)` reads its digits.
    public static func url(_ bytes: [UInt8]) -> FuzzFailure? {
        let text = String(decoding: bytes, as: UTF8.self)
        let parts: URLParts
        switch URLParts.split(text) {
        case .failure(let problem):
            let scalars = text.unicodeScalars.count
            guard problem.offset >= 0, problem.offset <= scalars, !problem.description.isEmpty else {
                return FuzzFailure(
                    "url-problem-offset",
                    "\(problem) in \(SwiftLiteral.string(text)) of "
                        + "\(scalars) scalars")
            }
            return nil
        case .success(let p):
            parts = p
        }
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return FuzzFailure("url-ascii", "\(SwiftLiteral.string(text)) splits but is not ASCII")
        }
        let joined = joined(parts)
        guard joined == text else {
            return FuzzFailure(
                "url-parts",
                "\(SwiftLiteral.string(text)) splits into parts that join to "
                    + SwiftLiteral.string(joined))
        }
        for part in [parts.userInfo, parts.host, parts.port, parts.path, parts.query, parts.fragment] {
            if let part { _ = PercentDecoding.decode(part) }
        }
        if let query = parts.query { _ = QueryItem.parse(query) }
        // URLComponents.port is Int(_:) of the digits, which an app's parser reads.
        if parts.portNumber?.foundationValue != parts.port.flatMap({ Int($0) }) {
            return FuzzFailure("url-port", "\(SwiftLiteral.string(text)) has port \(String(describing: parts.portNumber))")
        }
        return nil
    }

    /// RFC 3986 §5.3, component recomposition.
    private static func joined(_ p: URLParts) -> String {
        var out = String(p.scheme) + ":"
        if let host = p.host {
            out += "//"
            if let userInfo = p.userInfo { out += userInfo + "@" }
            out += host
            if let port = p.port { out += ":" + port }
        }
        out += p.path
        if let query = p.query { out += "?" + query }
        if let fragment = p.fragment { out += "#" + fragment }
        return out
    }
}
