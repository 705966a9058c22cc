import LinkCheckCore
@testable import LinkCheckRoutes
import Testing

/// `readsBack` says the way back passes only when the URL the winning link builds back, from the
/// URL's own source, resolves as the URL did (so `canonicalURL(for:)` finds a URL), and says it
/// for the URLs that differ from that one only in what the matcher does not read.
@Suite struct ReadBackTests {
    static let schema = """
        {
          "schemes": ["shop"],
          "hosts": ["shop.example", "www.shop.example", "*.eu.example"],
          "caseSensitive": false,
          "routes": {
            "orders": {}, "order": { "id": "int" }, "item": { "order": "int", "sku": "string" },
            "search": { "q": "string?" }, "user": { "name": "string" }, "doc": { "id": "int" },
            "project": { "slug": "string" }, "help": { "url": "string" }, "thanks": { "racing": "bool" },
            "preview": { "slug": "string" }, "price": { "amount": "double" }
          },
          "links": [
            { "path": "/orders", "stack": ["orders"] },
            { "path": "/orders/:id", "stack": ["orders", { "order": { "id": ":id" } }] },
            { "path": "/orders/:id?!gift", "stack": [{ "order": { "id": ":id" } }] },
            { "path": "/orders/:id/items/:sku", "stack": [{ "item": { "order": ":id", "sku": ":sku" } }] },
            { "path": "/search?q=:q", "stack": [{ "search": { "q": ":q" } }] },
            { "path": "/@:name", "stack": [{ "user": { "name": ":name" } }] },
            { "path": "/docs/:id.json", "stack": [{ "doc": { "id": ":id" } }] },
            { "path": "/projects/:_creator/:slug", "stack": [{ "project": { "slug": ":slug" } }] },
            { "path": "/help/*_rest", "stack": [{ "help": { "url": "$url" } }] },
            { "path": "/thanks?racing=:racing", "stack": [{ "thanks": { "racing": ":racing" } }],
              "values": { "racing": { "1": true, "0": false } } },
            { "path": "/preview/:slug?token", "stack": [{ "preview": { "slug": ":slug" } }] },
            { "path": "/price/:amount", "stack": [{ "price": { "amount": ":amount" } }] }
          ]
        }
        """

    static func load() throws -> RouteSchema {
        try #require(SchemaLoader.load(Array(Self.schema.utf8), file: "s.json").schema)
    }

    /// `readsBack` of `url`; `nil` when the URL gets no destination.
    static func readsBack(_ url: String, in schema: RouteSchema) -> Bool? {
        guard let match = schema.winningMatch(url) else { return nil }
        return schema.readsBack(match, sources: schema.links[match.link].sources(in: schema))
    }

    /// URLs that read as the URL built back: the same segments and the same text for each query
    /// key a link names, with what the matcher does not read (empty segments, a trailing slash,
    /// the host's case, the default port, the fragment, percent-encoding of plain text, an item
    /// no link names, an empty item, an item after the first of its key) written otherwise.
    static let readBack = [
        "https://shop.example/orders", "https://shop.example/orders/42", "https://shop.example//orders/42/",
        "https://SHOP.example:443/orders/42#top", "https://www.shop.example/orders/42/items/A-1", "https://shop.example/orders/%34%32",
        "shop://orders/42", "shop://orders/42/items/A-1", "https://shop.example/search?q=caf%C3%A9", "https://shop.example/search",
        "https://shop.example/@ana", "https://shop.example/docs/7.json", "https://shop.example/projects/_creator/cool",
        "https://shop.example/thanks?racing=1", "https://shop.example/preview/cool?token=1", "https://shop.example/price/1.5",
        "https://shop.example/orders/42/items/a%20b", "https://shop.example/orders/42?ref=mail", "https://shop.example/search?q=",
        "https://shop.example/search?utm_source=mail&q=a#top", "https://shop.example/thanks?racing=1&racing=0", "https://shop.example/search?q=a&q=b"
    ]

    /// URLs whose built URL reads otherwise, or that the check does not decide: another case of
    /// a literal, `042`, an item another link names (`gift`, which another link wants
    /// missing), another value for the link's own item, an
    /// ignored capture's other text, a `$url` link, a wildcard host, a custom-scheme host that is
    /// not plain text, a double written otherwise, the text around a capture in another case.
    static let notReadBack = [
        "https://shop.example/ORDERS/42", "https://shop.example/orders/042", "https://shop.example/orders/42?q=x",
        "https://shop.example/orders/42?gift=1",
        "https://shop.example/preview/cool?token=1&racing=1", "https://shop.example/search?racing=0&q=a",
        "https://shop.example/projects/bob/cool", "https://shop.example/help/faq",
        "https://a.eu.example/orders/42", "shop://%40ana", "https://shop.example/price/1.50", "https://shop.example/preview/cool?token=yes",
        "https://shop.example/docs/7.JSON"
    ]

    @Test func aURLThatReadsAsItsBuiltURLIsKnownWithoutBuildingIt() throws {
        let schema = try Self.load()
        for url in Self.readBack {
            #expect(Self.readsBack(url, in: schema) == true, "\(url)")
        }
        for url in Self.notReadBack {
            #expect(Self.readsBack(url, in: schema) == false, "\(url)")
        }
    }

    /// Wherever it says so, the URL built back from the URL's own source resolves to the same
    /// destination by the same link, and `canonicalURL(for:)` finds a URL.
    @Test func itSaysSoOnlyWhenTheBuiltURLResolvesAlike() throws {
        let schema = try Self.load()
        var said = 0
        for url in Self.readBack + Self.notReadBack {
            guard let match = schema.winningMatch(url), Self.readsBack(url, in: schema) == true else { continue }
            said += 1
            let destination = schema.destination(of: match, url: url)
            #expect(schema.resolve(url) == .destination(destination, link: match.link), "\(url)")
            let link = schema.links[match.link]
            let values = schema.captures(link, producing: destination)?.values ?? []
            let built = try #require(link.url(from: match.input.source, captures: values, webScheme: "https"), "\(url)")
            #expect(schema.resolve(built) == .destination(destination, link: match.link), "\(url) built back as \(built)")
            guard case .url = schema.canonicalURL(for: destination) else {
                Issue.record("\(url): no canonical URL")
                continue
            }
        }
        #expect(said == Self.readBack.count)
    }
}
