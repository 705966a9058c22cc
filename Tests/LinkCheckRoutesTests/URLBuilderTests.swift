@testable import LinkCheckCore
@testable import LinkCheckRoutes
import LinkCheckRoutesFixtures
import Testing

/// The URL builder is the matcher's inverse: every sample URL must resolve back to its link with
/// the sample values, and values that need it must be percent-encoded.
struct URLBuilderTests {
    static func schema() throws -> RouteSchema {
        try #require(SchemaLoader.load(ReportFixtures.bytes("fixtures/routes/app.schema.json"), file: "app.schema.json").schema)
    }

    @Test func everySampleResolvesToItsLink() throws {
        let schema = try Self.schema()
        var samples: [String] = []
        for link in schema.links {
            let url = try #require(link.sampleURL(in: schema), "no sample for \(link.path)")
            samples.append(url)
            guard case .destination(_, let winner) = schema.resolve(url) else {
                Issue.record("\(url) (from \(link.path)) gets no destination")
                continue
            }
            #expect(winner == link.index, "\(url) resolves to \(schema.links[winner].path), not \(link.path)")
        }
        #expect(
            samples == [
                "https://miapp.com/", "https://miapp.com/orders", "https://miapp.com/orders/1", "https://miapp.com/orders/1/items/x",
                "https://miapp.com/search?q=x&sort=price", "https://miapp.com/search/recent?mode=compact", "https://miapp.com/settings",
                "https://miapp.com/products/featured", "https://miapp.com/products/1", "https://miapp.com/products/x",
                "https://miapp.com/users/E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "https://miapp.com/notifications/true",
                "https://miapp.com/coupons/1.5", "https://miapp.com/help/x", "https://miapp.com/caf%C3%A9/x", "miapp://debug?verbose=true"
            ])
    }

    /// A schema built by hand with links out of order renumbers them: the matcher reads
    /// `links[link.index]`, which would otherwise trap or answer with another link.
    @Test func linksAreNumberedByPosition() throws {
        let schema = try Self.schema()
        let reversed = RouteSchema(
            schemes: schema.schemes, hosts: schema.hosts, tabs: schema.tabs, caseSensitive: schema.caseSensitive,
            routes: schema.routes, links: schema.links.reversed())
        #expect(reversed.links.enumerated().allSatisfy { $0.offset == $0.element.index })
        guard case .destination(_, let link) = reversed.resolve("https://miapp.com/orders/42") else {
            Issue.record("no destination")
            return
        }
        #expect(reversed.links[link].path == "/orders/:id")
        var edited = schema
        edited.links = [schema.links[2]]
        #expect(edited.links.map(\.index) == [0])
        #expect(edited.resolve("https://miapp.com/orders/42").destination != nil)
    }

    @Test func valuesAreEncodedAndReadBack() throws {
        let schema = try Self.schema()
        let help = try #require(schema.links.first { $0.path == "/help/*topic" })
        let product = try #require(schema.links.first { $0.path == "/products/:slug" })
        let search = try #require(schema.links.first { $0.path == "/search?q=:q&sort=:s" })
        let host = URLSource.host("miapp.com")
        // A catch-all keeps its slashes; everything else that is not unreserved is encoded.
        #expect(help.url(from: host, captures: [.string("a b/c?d")]) == "https://miapp.com/help/a%20b/c%3Fd")
        #expect(product.url(from: host, captures: [.string("50%/off#1")]) == "https://miapp.com/products/50%25%2Foff%231")
        #expect(search.url(from: host, captures: [.string("tea & cake=1"), nil]) == "https://miapp.com/search?q=tea%20%26%20cake%3D1")
        #expect(product.url(from: .scheme("miapp"), captures: [.string("é")]) == "miapp://products/%C3%A9")
        // An empty value cannot stand in a path segment.
        #expect(product.url(from: host, captures: [.string("")]) == nil)
        #expect(product.url(from: host, captures: []) == nil)
        for (link, values) in [
            (help, [Value.string("a b/c?d")]), (product, [.string("50%/off#1")]),
            (search, [.string("tea & cake=1"), .none])
        ] {
            let url = try #require(link.url(from: host, captures: values))
            guard case .destination(let destination, let winner) = schema.resolve(url) else {
                Issue.record("\(url) gets no destination")
                continue
            }
            #expect(winner == link.index)
            #expect(destination == schema.destination(of: link, captured: values, url: url))
        }
    }
}
