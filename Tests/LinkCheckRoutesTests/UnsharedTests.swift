import LinkCheckCore
@testable import LinkCheckRoutes
import Testing

/// A schema's unshared copy resolves as the schema does and shares none of its objects: no link,
/// no array of a link's pattern, no string stored out of line.
@Suite struct UnsharedTests {
    static let schema = """
        {
          "schemes": ["shop"],
          "hosts": ["shop.example", "a-rather-long-host-name.example"],
          "routes": { "orders": {}, "order": { "id": "int" }, "search": { "q": "string?" } },
          "links": [
            { "path": "/orders-placed-by-the-customer", "stack": ["orders"] },
            { "path": "/orders-placed-by-the-customer/:id", "stack": ["orders", { "order": { "id": ":id" } }] },
            { "path": "/search?q=:q", "stack": [{ "search": { "q": ":q" } }] }
          ]
        }
        """

    /// The address of the storage of `array`'s elements.
    static func storage<T>(_ array: [T]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    static func storage(_ text: String) -> UnsafeRawPointer? {
        var text = text
        return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func theCopyResolvesAlikeAndSharesNothing() throws {
        let schema = try #require(SchemaLoader.load(Array(Self.schema.utf8), file: "s.json").schema)
        let copy = schema.unshared()
        for url in [
            "https://shop.example/orders-placed-by-the-customer/42", "shop://orders-placed-by-the-customer", "https://shop.example/search?q=a",
            "https://a-rather-long-host-name.example/search", "https://shop.example/nowhere", "shop://orders-placed-by-the-customer/x"
        ] {
            #expect(copy.resolve(url) == schema.resolve(url), "\(url)")
        }
        #expect(copy.links.count == schema.links.count)
        for (mine, theirs) in zip(copy.links, schema.links) {
            #expect(mine !== theirs)
            #expect(mine.index == theirs.index && mine.path == theirs.path)
            #expect(Self.storage(mine.pattern.segments) != Self.storage(theirs.pattern.segments))
            #expect(Self.storage(mine.pattern.captures) != Self.storage(theirs.pattern.captures) || mine.pattern.captures.isEmpty)
            #expect(Self.storage(mine.path) != Self.storage(theirs.path))
        }
        guard case .literal(let mine) = copy.links[0].pattern.segments[0], case .literal(let theirs) = schema.links[0].pattern.segments[0] else {
            Issue.record("no literal")
            return
        }
        #expect(mine == theirs && Self.storage(mine) != Self.storage(theirs))
        #expect(Self.storage(copy.hosts[1]) != Self.storage(schema.hosts[1]))
        #expect(Self.storage(copy.hosts) != Self.storage(schema.hosts))
    }
}
