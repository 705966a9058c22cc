@testable import LinkCheckCore
import Testing

/// `URLParts.split(_:)`, `PercentDecoding.decode(_:)` and `QueryItem.parse(_:)` (docs/routes.md, "URL handling").
@Suite struct URLSplitTests {
    /// The components of a split URL as plain optionals, so a whole URL compares in one `#expect`.
    struct Parts: Sendable, Equatable, CustomStringConvertible {
        var scheme: String
        var userInfo: String? = nil
        var host: String? = nil
        var port: String? = nil
        var path: String
        var query: String? = nil
        var fragment: String? = nil

        init(
            scheme: String, userInfo: String? = nil, host: String? = nil, port: String? = nil,
            path: String, query: String? = nil, fragment: String? = nil
        ) {
            (self.scheme, self.userInfo, self.host, self.port) = (scheme, userInfo, host, port)
            (self.path, self.query, self.fragment) = (path, query, fragment)
        }

        init(_ p: URLParts) {
            self.init(
                scheme: String(p.scheme), userInfo: p.userInfo.map(String.init), host: p.host.map(String.init),
                port: p.port.map(String.init), path: String(p.path), query: p.query.map(String.init),
                fragment: p.fragment.map(String.init))
        }

        var description: String {
            "scheme=\(scheme) userInfo=\(userInfo ?? "nil") host=\(host ?? "nil") port=\(port ?? "nil") "
                + "path=\(path) query=\(query ?? "nil") fragment=\(fragment ?? "nil")"
        }
    }

    struct Accepted: Sendable, CustomTestStringConvertible {
        var url: String
        var parts: Parts
        init(_ url: String, _ parts: Parts) { (self.url, self.parts) = (url, parts) }
        var testDescription: String { "accepts \(url)" }
    }

    static let accepted: [Accepted] = [
        Accepted("miapp://orders/42", Parts(scheme: "miapp", host: "orders", path: "/42")),
        Accepted("miapp://orders", Parts(scheme: "miapp", host: "orders", path: "")),
        Accepted("miapp:///x", Parts(scheme: "miapp", host: "", path: "/x")),
        Accepted("miapp:x/y", Parts(scheme: "miapp", path: "x/y")),
        Accepted("miapp:", Parts(scheme: "miapp", path: "")),
        Accepted("Mi-App+1.x://a", Parts(scheme: "Mi-App+1.x", host: "a", path: "")),
        Accepted("https://a.com:8443/x", Parts(scheme: "https", host: "a.com", port: "8443", path: "/x")),
        Accepted("https://a.com:/x", Parts(scheme: "https", host: "a.com", port: "", path: "/x")),
        Accepted("https://u:p@a.com/x", Parts(scheme: "https", userInfo: "u:p", host: "a.com", path: "/x")),
        Accepted("https://@a.com/x", Parts(scheme: "https", userInfo: "", host: "a.com", path: "/x")),
        Accepted("https://[::1]:443/x", Parts(scheme: "https", host: "[::1]", port: "443", path: "/x")),
        Accepted("https://[2001:db8::7]/a", Parts(scheme: "https", host: "[2001:db8::7]", path: "/a")),
        Accepted("https://[1:2:3:4:5:6:7:8]/", Parts(scheme: "https", host: "[1:2:3:4:5:6:7:8]", path: "/")),
        Accepted("https://[::ffff:192.0.2.1]/", Parts(scheme: "https", host: "[::ffff:192.0.2.1]", path: "/")),
        Accepted("https://[v1.fe:x]/", Parts(scheme: "https", host: "[v1.fe:x]", path: "/")),
        Accepted("https://a.com/p?q=1&r=/?#frag/?", Parts(scheme: "https", host: "a.com", path: "/p", query: "q=1&r=/?", fragment: "frag/?")),
        Accepted("https://a.com?q", Parts(scheme: "https", host: "a.com", path: "", query: "q")),
        Accepted("https://a.com/#", Parts(scheme: "https", host: "a.com", path: "/", fragment: "")),
        Accepted("https://a.com/A%2f1?x=%E2%82%AC#%41", Parts(scheme: "https", host: "a.com", path: "/A%2f1", query: "x=%E2%82%AC", fragment: "%41")),
        Accepted("https://a.com/a:b@c;d=e!$'()*+,~", Parts(scheme: "https", host: "a.com", path: "/a:b@c;d=e!$'()*+,~")),
        Accepted("https://a.com//x//", Parts(scheme: "https", host: "a.com", path: "//x//"))
    ]

    @Test(arguments: accepted)
    func splitsAnAbsoluteURI(_ c: Accepted) throws {
        let parts = try URLParts.split(c.url).get()
        #expect(Parts(parts) == c.parts)
    }

    @Test func lowercasedSchemeAndAuthority() throws {
        let parts = try URLParts.split("HTTPS://A.com/x").get()
        #expect(parts.lowercasedScheme == "https")
        #expect(parts.scheme == "HTTPS")
        #expect(parts.hasAuthority)
        #expect(try !URLParts.split("miapp:x").get().hasAuthority)
    }

    struct Rejected: Sendable, CustomTestStringConvertible {
        var url: String
        var message: String
        init(_ url: String, _ message: String) { (self.url, self.message) = (url, message) }
        var testDescription: String { "rejects \(SwiftLiteral.string(url))" }
    }

    static func notAllowed(_ encoded: String) -> String { "is not allowed in a URL; write it as \(encoded)" }
    static let noScheme = "there is no scheme (such as \"https:\"), so it is not an absolute URL"

    static let rejected: [Rejected] = [
        Rejected("", "the URL is empty"),
        Rejected("orders/42", noScheme),
        Rejected("miapp.com/x", noScheme),
        Rejected("miapp", noScheme),
        Rejected(":x", noScheme),
        Rejected("1a:x", noScheme),
        Rejected("mi app:x", "the scheme has a character at character 3 that a scheme cannot contain"),
        Rejected("https://a.com/a b", "a space at character 16 \(notAllowed("%20"))"),
        Rejected("https://a.com/é", "the non-ASCII character \"é\" (U+00E9) at character 15 \(notAllowed("%C3%A9"))"),
        Rejected("https://a.com/{", "\"{\" at character 15 \(notAllowed("%7B"))"),
        Rejected("https://a.com/\"", "\"\"\" at character 15 \(notAllowed("%22"))"),
        Rejected("https://a.com/<", "\"<\" at character 15 \(notAllowed("%3C"))"),
        Rejected("https://a.com/x\u{7}", "the control character U+0007 at character 16 \(notAllowed("%07"))"),
        Rejected("https://a.com/x\u{7F}", "the control character U+007F at character 16 \(notAllowed("%7F"))"),
        Rejected("https://a.com/\t", "a tab at character 15 \(notAllowed("%09"))"),
        Rejected("https://a.com/x\n", "a line break at character 16 \(notAllowed("%0A"))"),
        Rejected("https://a.com/%4", "\"%\" at character 15 is not followed by two hexadecimal digits"),
        Rejected("https://a.com/%G1", "\"%\" at character 15 is not followed by two hexadecimal digits"),
        Rejected("https://a.com/x%", "\"%\" at character 16 is not followed by two hexadecimal digits"),
        Rejected("https://a.com/?q=%zz", "\"%\" at character 18 is not followed by two hexadecimal digits"),
        Rejected("https://a.com/#%", "\"%\" at character 16 is not followed by two hexadecimal digits"),
        Rejected("https://a.com:8a/x", "the port at character 16 is not a number"),
        Rejected("https://a.com/x#a#b", "\"#\" at character 18 \(notAllowed("%23"))"),
        Rejected("https://a b.com/", "a space at character 10 \(notAllowed("%20"))"),
        Rejected("https://u@v@a.com/", "\"@\" at character 12 \(notAllowed("%40"))"),
        Rejected("https://[::1/x", "the host at character 9 is malformed"),
        Rejected("https://[::1]x/", "the host at character 14 is malformed"),
        Rejected("https://[zz]/x", "the host at character 9 is malformed"),
        Rejected("https://[1:2:3:4:5:6:7:8:9]/", "the host at character 9 is malformed"),
        Rejected("https://[1::2::3]/", "the host at character 9 is malformed"),
        Rejected("https://[::256.1.1.1]/", "the host at character 9 is malformed"),
        Rejected("https://[v1.]/", "the host at character 9 is malformed")
    ]

    @Test(arguments: rejected)
    func rejectsWhatIsNotAnAbsoluteURI(_ c: Rejected) throws {
        let result = URLParts.split(c.url)
        guard case .failure(let problem) = result else {
            Issue.record("accepted \(c.url)")
            return
        }
        #expect(problem.description == c.message)
    }

    @Test func problemKindAndOffset() {
        guard case .failure(let problem) = URLParts.split("miapp://é/€ x") else {
            Issue.record("accepted")
            return
        }
        // The first character outside the grammar decides, at its 0-based scalar offset.
        #expect(problem == URLProblem(.invalidCharacter("é"), at: 8))
    }

    // MARK: - Percent decoding

    struct Decoding: Sendable, CustomTestStringConvertible {
        var raw: String
        var decoded: String?
        init(_ raw: String, _ decoded: String?) { (self.raw, self.decoded) = (raw, decoded) }
        var testDescription: String { "decode \(raw)" }
    }

    static let decodings: [Decoding] = [
        Decoding("A%2F1", "A/1"),
        Decoding("A%2f1", "A/1"),
        Decoding("%E2%82%AC", "€"),
        Decoding("caf%C3%A9", "café"),
        Decoding("a+b", "a+b"),
        Decoding("a%2Bb", "a+b"),
        Decoding("%20", " "),
        Decoding("plain-text", "plain-text"),
        Decoding("", ""),
        Decoding("%FF", nil),
        Decoding("%E2%82", nil),
        Decoding("%C3", nil),
        Decoding("100%", "100%")
    ]

    @Test(arguments: decodings)
    func percentDecoding(_ c: Decoding) {
        #expect(PercentDecoding.decode(Substring(c.raw)) == c.decoded)
    }

    // MARK: - Ports

    @Test(arguments: [
        ("", URLPort.empty), ("443", .number(443)), ("0443", .number(443)), ("000", .number(0)), ("0", .number(0)),
        (String(repeating: "0", count: 1000) + "443", .number(443)),
        ("9223372036854775807", .number(Int.max)), ("09223372036854775807", .number(Int.max)),
        ("9223372036854775808", .tooLarge), ("99999999999999999999", .tooLarge),
        ("18446744073709551659", .tooLarge), (String(repeating: "9", count: 1000), .tooLarge)
    ])
    func portIsReadAsURLComponentsReadsIt(_ digits: String, _ expected: URLPort) throws {
        #expect(URLPort(digits: digits.utf8) == expected)
        let parts = try URLParts.split("https://a.com:\(digits)/x").get()
        #expect(parts.portNumber == expected)
        #expect(parts.portNumber?.foundationValue == Int(digits))
    }

    struct Query: Sendable, CustomTestStringConvertible {
        var raw: String
        var items: [QueryItem]
        /// `notUTF8`: the keys whose value is there but not UTF-8 once decoded.
        init(_ raw: String, _ items: [(String, String?)], notUTF8: Set<String> = []) {
            self.raw = raw
            self.items = items.map { QueryItem(key: $0.0, value: $0.1, valueIsNotUTF8: notUTF8.contains($0.0)) }
        }
        var testDescription: String { "query \(raw.isEmpty ? "(empty)" : raw)" }
    }

    static let queries: [Query] = [
        Query("b=2&a=1", [("b", "2"), ("a", "1")]),
        Query("a=1&&b", [("a", "1"), ("b", nil)]),
        Query("a", [("a", nil)]),
        Query("a=", [("a", "")]),
        Query("=v", [("", "v")]),
        Query("a=1=2", [("a", "1=2")]),
        Query("q=a+b", [("q", "a+b")]),
        Query("q=a%20b&k%3D=%26", [("q", "a b"), ("k=", "&")]),
        Query("a=1&a=2", [("a", "1"), ("a", "2")]),
        // As URLComponents.queryItems: a value that is not UTF-8 is nil, such a key is "".
        Query("x=%FF&y=1", [("x", nil), ("y", "1")], notUTF8: ["x"]),
        Query("%FF=1&y", [("", "1"), ("y", nil)]),
        Query("%FF&z=", [("", nil), ("z", "")]),
        Query("%FF=%FE", [("", nil)], notUTF8: [""]),
        Query("q=%C3%A9&q=%C3", [("q", "é"), ("q", nil)], notUTF8: ["q"]),
        Query("é=%FF", [("é", nil)], notUTF8: ["é"]),
        Query("&&", []),
        Query("", [])
    ]

    @Test(arguments: queries)
    func queryItems(_ c: Query) {
        #expect(QueryItem.parse(Substring(c.raw)) == c.items)
    }
}
