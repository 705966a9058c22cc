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

    /// The spelling of a literal is the edit distance within a slip's reach, for every pair of
    /// words: the count of letters one word lacks, asked first, only skips pairs too far apart.
    @Test func spellingIsTheEditDistanceWithinASlip() throws {
        var seed: UInt64 = 0x5E_11
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        // Words over few letters, so that many pairs are near; some with a letter in upper case.
        func word() -> String { String((0..<(3 + next(5))).map { _ in Array("abcS")[next(4)] }) }
        var literals: [String] = []
        while literals.count < 40 {
            let w = word()
            if !literals.contains(where: { $0.lowercased() == w.lowercased() }) { literals.append(w) }
        }
        let links = literals.map { #"{ "path": "/\#($0)", "stack": ["r"] }"# }.joined(separator: ", ")
        let text = #"{ "hosts": ["x.com"], "routes": { "r": {} }, "links": [\#(links)] }"#
        let schema = try #require(SchemaLoader.load(Array(text.utf8), file: "s.json").schema)
        var near = 0
        for _ in 0..<2_000 {
            let segment = word() + (next(4) == 0 ? "\(next(10))" : "")
            let lowered = segment.lowercased()
            for link in schema.links {
                guard case .literal(let literal) = link.pattern.segments[0] else { continue }
                let (l, s) = (Array(literal.lowercased().utf8), Array(lowered.utf8))
                let expected =
                    l == s
                    ? 0
                    : abs(l.count - s.count) > max(1, s.count / 3)
                        ? Int.max
                        : Suggestion.editDistance(l, s, atMost: max(1, s.count / 3)).map { 1 + $0 } ?? Int.max
                #expect(Miss.literal(at: 0).spelling(link.pattern, { _ in lowered }) == expected, "\(segment) against \(literal)")
                if expected != Int.max { near += 1 }
            }
        }
        // The words must often be a slip apart, or the test proves little.
        #expect(near > 1_000)
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
