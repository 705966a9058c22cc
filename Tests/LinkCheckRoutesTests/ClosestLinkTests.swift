@testable import LinkCheckCore
@testable import LinkCheckRoutes
import Testing

/// The closest link is the one a person meant: the furthest match, then the nearest spelling of
/// the first literal that differed (naming a difference in letter case only), then the earlier link.
@Suite struct ClosestLinkTests {
    static let schema = """
        { "hosts": ["x.com"], "routes": { "trail": {"id": "int"}, "region": {"name": "string"}, "search": {}, "settings": {} },
          "links": [
            { "path": "/trails/:id", "stack": [{"trail": {"id": ":id"}}] },
            { "path": "/regions/:name", "stack": [{"region": {"name": ":name"}}] },
            { "path": "/search", "stack": ["search"] },
            { "path": "/settings", "stack": ["settings"] }
          ] }
        """

    @Test(arguments: [
        // Before: "/trails/:id", the first link of the same shape.
        ("https://x.com/region/alps", "/regions/:name", #"segment 1 is "region", the link expects "regions""#),
        // Before: "/search", the first one-segment link.
        ("https://x.com/setings", "/settings", #"segment 1 is "setings", the link expects "settings""#),
        ("https://x.com/Settings", "/settings", #"segment 1 is "Settings", the link expects "settings" (they differ only in letter case)"#),
        // No spelling is near: the earlier link, as before.
        ("https://x.com/zzz", "/search", #"segment 1 is "zzz", the link expects "search""#)
    ])
    func closest(_ url: String, _ link: String, _ message: String) throws {
        let schema = try #require(SchemaLoader.load(Array(Self.schema.utf8), file: "s.json").schema)
        guard case .none(let why) = schema.resolve(url) else {
            Issue.record("\(url) resolved")
            return
        }
        #expect(why.closestLink.map { schema.links[$0].path } == link)
        #expect(why.message == message)
    }

    /// A nearer spelling found after a far one is the one later links are weighed against (each
    /// link's spelling is worked out once, and the closest's kept): `/sittings`, one slip further
    /// than `/settings`, does not take its place.
    @Test func nearestSpellingHoldsAgainstLaterLinks() throws {
        let text = """
            { "hosts": ["x.com"], "routes": { "about": {}, "settings": {}, "sittings": {} },
              "links": [
                { "path": "/about", "stack": ["about"] },
                { "path": "/settings", "stack": ["settings"] },
                { "path": "/sittings", "stack": ["sittings"] }
              ] }
            """
        let schema = try #require(SchemaLoader.load(Array(text.utf8), file: "s.json").schema)
        guard case .none(let why) = schema.resolve("https://x.com/setings") else {
            Issue.record("resolved")
            return
        }
        #expect(why.closestLink.map { schema.links[$0].path } == "/settings")
    }
}
