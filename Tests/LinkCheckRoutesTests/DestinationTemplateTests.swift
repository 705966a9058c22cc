import LinkCheckCore
@testable import LinkCheckRoutes
import Testing

/// A link's template writes each destination the link gives exactly as `RouteSyntax.destination`
/// does, and declines a destination of another shape.
@Suite struct DestinationTemplateTests {
    static let schema = """
        {
          "schemes": ["shop"],
          "tabs": ["home", "my account"],
          "routes": {
            "orders": {}, "order": { "id": "int" }, "item": { "order": "int", "sku": "string" },
            "search": { "q": "string?", "page": "int?" }, "profile": {},
            "web": { "url": "string" }
          },
          "links": [
            { "path": "/orders", "tab": "home", "stack": ["orders"] },
            { "path": "/orders/:id", "tab": "home", "stack": ["orders", { "order": { "id": ":id" } }] },
            { "path": "/orders/:id/items/:sku", "tab": "home",
              "stack": ["orders", { "order": { "id": ":id" } }, { "item": { "order": ":id", "sku": ":sku" } }] },
            { "path": "/search?q=:q", "tab": "my account", "stack": [{ "search": { "q": ":q" } }] },
            { "path": "/me", "tab": "my account", "stack": ["profile"] },
            { "path": "/help/*_rest", "tab": "home", "stack": [{ "web": { "url": "$url" } }] }
          ]
        }
        """

    @Test func everyLinksDestinationsAreWrittenAsTheDestinationIs() throws {
        let schema = try #require(SchemaLoader.load(Array(Self.schema.utf8), file: "s.json").schema)
        var compared = 0
        for url in [
            "shop://orders", "shop://orders/42", "shop://orders/42/items/A-1", "shop://orders/7/items/%22quoted%22%5C",
            "shop://search?q=caf%C3%A9", "shop://search", "shop://me"
        ] {
            guard case .destination(let destination, let link) = schema.resolve(url) else {
                Issue.record("\(url) has no destination")
                continue
            }
            let written = DestinationTemplate(schema.links[link]).text(destination)
            #expect(written == RouteSyntax.destination(destination), "\(url)")
            // From the match's values alone, as a list's trace writes it.
            let values = try #require(schema.winningMatch(url)).values
            #expect(DestinationTemplate(schema.links[link]).text(values: values) == RouteSyntax.destination(destination), "\(url)")
            compared += 1
        }
        #expect(compared == 7)
        #expect(
            DestinationTemplate(schema.links[2]).text(try #require(schema.resolve("shop://orders/7/items/A-1").destination))
                == #"(tab: .home, stack: [.orders, .order(id: 7), .item(order: 7, sku: "A-1")])"#)
        // Another shape: another link's destination.
        let other = try #require(schema.resolve("shop://orders/42").destination)
        #expect(DestinationTemplate(schema.links[2]).text(other) == nil)
        #expect(DestinationTemplate(schema.links[0]).text(other) == nil)
        // The values do not hold a value taken from the URL's text.
        let help = try #require(schema.winningMatch("shop://help/faq"))
        #expect(help.link == 5)
        #expect(DestinationTemplate(schema.links[5]).text(values: help.values) == nil)
    }
}
