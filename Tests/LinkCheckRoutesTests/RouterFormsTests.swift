import LinkCheckCore
import LinkCheckRoutes
import Testing

/// The forms real routers need (docs/routes.md, "Forms from real routers"): ignored captures and
/// query conditions, decided by `resolve`, ranked by precedence, and built back by `url`.
@Suite struct RouterFormsTests {
    static let json = #"""
        {
          "schemes": ["ksr"],
          "hosts": ["example.com"],
          "routes": {
            "project": { "slug": "string" }, "preview": { "slug": "string" }, "comments": { "slug": "string" },
            "search": {}, "typed": { "slug": "string", "n": "int" }, "login": {}, "home": {}
          },
          "links": [
            { "path": "/projects/:_creator/:slug?!token", "stack": [{ "project": { "slug": ":slug" } }] },
            { "path": "/projects/:_creator/:slug?token", "stack": [{ "preview": { "slug": ":slug" } }] },
            { "path": "/projects/:_/:slug/comments/*_rest", "stack": [{ "comments": { "slug": ":slug" } }] },
            { "path": "/projects/:_creator/:slug/:n", "stack": [{ "typed": { "slug": ":slug", "n": ":n" } }] },
            { "path": "/search?ref=:_", "stack": ["search"] },
            { "path": "/login", "stack": ["login"] },
            { "path": "/login?!next", "stack": ["home"] }
          ]
        }
        """#

    static func schema() throws -> RouteSchema {
        let (schema, problems) = SchemaLoader.load(Array(json.utf8), file: "s.json")
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        return try #require(schema)
    }

    /// The decision for each URL: the route it opens, or the reason it gets none.
    static let decisions: [(url: String, expected: String)] = [
        ("https://example.com/projects/bob/cool", "project by link 0"),
        ("ksr://projects/bob/cool", "project by link 0"),
        ("https://example.com/projects/bob/cool?token=abc", "preview by link 1"),
        // An empty value, or an item without "=", counts as missing: `!token` holds.
        ("https://example.com/projects/bob/cool?token=", "project by link 0"),
        ("https://example.com/projects/bob/cool?token", "project by link 0"),
        ("https://example.com/projects/bob/cool/comments/a/b", "comments by link 2"),
        ("https://example.com/projects/bob/cool/7", "typed by link 3"),
        ("https://example.com/search?ref=home", "search by link 4"),
        ("https://example.com/search?ref=", #"nil: query item "ref" is empty; the link requires it"#),
        ("https://example.com/search", #"nil: query item "ref" is missing; the link requires it"#),
        // `!next` is a required item, so it outranks the link without a query.
        ("https://example.com/login", "home by link 6"),
        ("https://example.com/login?next=/a", "login by link 5")
    ]

    @Test(arguments: decisions)
    func decides(_ c: (url: String, expected: String)) throws {
        let got: String
        switch try Self.schema().resolve(c.url) {
        case .destination(let d, let link): got = "\(d.stack.map(\.name).joined(separator: ",")) by link \(link)"
        case .none(let why): got = "nil: \(why.message)"
        }
        #expect(got == c.expected, "\(c.url)")
    }

    /// An `!key` condition's miss names the value that broke it.
    @Test func anAbsentConditionSaysWhatWasThere() throws {
        let schema = try #require(
            SchemaLoader.load(Array(#"{"schemes": ["a"], "routes": {"r": {}}, "links": [{"path": "/x?!t", "stack": ["r"]}]}"#.utf8), file: "s.json").schema)
        guard case .none(let why) = schema.resolve("a://x?t=1") else { Issue.record("a://x?t=1 opened the link"); return }
        #expect(why.message == #"query item "t" is "1"; the link requires it missing ("!t")"#)
    }

    /// The way back writes what the destination does not hold, and says so.
    @Test func theWayBackFillsAndSays() throws {
        let schema = try Self.schema()
        let slug = RouteValue(name: "project", arguments: [.init(label: "slug", value: .string("cool"))])
        #expect(
            schema.canonicalURL(for: Destination(tab: nil, stack: [slug]))
                == .url("https://example.com/projects/_creator/cool", link: 0, filled: [#":_creator (ignored) as "_creator""#]))
        let preview = RouteValue(name: "preview", arguments: [.init(label: "slug", value: .string("cool"))])
        #expect(
            schema.canonicalURL(for: Destination(tab: nil, stack: [preview]))
                == .url(
                    "https://example.com/projects/_creator/cool?token=1", link: 1,
                    filled: [#":_creator (ignored) as "_creator""#, #"token (must be present) as "token=1""#]))
        #expect(
            schema.canonicalURL(for: Destination(tab: nil, stack: [RouteValue(name: "search", arguments: [])]))
                == .url("https://example.com/search?ref=_", link: 4, filled: [#"ref=:_ (ignored) as "ref=_""#]))
        #expect(
            schema.canonicalURL(for: Destination(tab: nil, stack: [RouteValue(name: "home", arguments: [])]))
                == .url("https://example.com/login", link: 6, filled: []))
    }
}

/// `webSchemes` and wildcard hosts (docs/routes.md): which URLs reach the hosts.
@Suite struct WebSchemeAndWildcardTests {
    @Test(arguments: [
        ("a.example.org", true), ("a.b.example.org", true), ("example.org", false), (".example.org", false),
        ("a..example.org", false), ("aexample.org", false), ("exact.example.org", true)
    ])
    func wildcardHosts(_ c: (host: String, expected: Bool)) {
        #expect(RouteSchema.host(c.host, isIn: ["*.example.org"]) == c.expected, "\(c.host)")
    }

    @Test func eachWebSchemeOnItsDefaultPort() throws {
        let json = #"{"hosts": ["shop.example.com"], "webSchemes": ["https", "http"], "routes": {"p": {}}, "links": [{"path": "/p", "stack": ["p"]}]}"#
        let schema = try #require(SchemaLoader.load(Array(json.utf8), file: "s.json").schema)
        let opened = ["https://shop.example.com/p", "http://shop.example.com/p", "http://shop.example.com:80/p", "https://shop.example.com:443/p"]
        for url in opened { #expect(schema.resolve(url).destination != nil, "\(url)") }
        guard case .none(let why) = schema.resolve("http://shop.example.com:443/p") else { Issue.record("port 443 opened an http URL"); return }
        #expect(why.message == "a Universal Link on port 443 is not handled; only 80 is")
    }

    @Test func webSchemesAreHTTPAndHTTPSOnly() {
        let json = #"{"hosts": ["a.com", "*a.com", "*.b.*.com"], "webSchemes": ["ftp"], "routes": {}, "links": []}"#
        let problems = SchemaLoader.load(Array(json.utf8), file: "s.json").1.map(\.message)
        #expect(
            problems == [
                #""*a.com" is not a host: a wildcard is written "*.example.com", at the start only"#,
                #""*.b.*.com" is not a host: a wildcard is written "*.example.com", at the start only"#,
                #""ftp" is not a web scheme: "webSchemes" lists "https" and "http""#
            ])
    }
}
