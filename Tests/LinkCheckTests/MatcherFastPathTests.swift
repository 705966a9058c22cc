@testable import LinkCheck
import Testing

/// The byte-level `fastInput` must agree with the general `URLParts` path wherever it answers,
/// and `resolve` must keep explaining misses from links it skips.
@Suite struct MatcherFastPathTests {
    static let json = #"""
    {
      "schemes": ["miapp"],
      "hosts": ["miapp.com"],
      "caseSensitive": false,
      "routes": { "order": { "id": "int" }, "home": {}, "named": { "name": "string", "k": "string?" } },
      "links": [
        { "path": "/orders/:id", "stack": [{ "order": { "id": ":id" } }] },
        { "path": "/home", "stack": ["home"] },
        { "path": "/Über/x", "stack": ["home"] },
        { "path": "/n/:name?k=:k", "stack": [{ "named": { "name": ":name", "k": ":k" } }] }
      ]
    }
    """#

    static func schema() throws -> RouteSchema {
        let (loaded, diagnostics) = SchemaLoader.load(Array(json.utf8), file: "fast.json")
        return try #require(loaded, "\(diagnostics.map(\.message))")
    }

    static let urls = [
        "https://miapp.com/orders/42", "https://MIAPP.com//orders//42/", "HTTPS://miapp.com:443/home",
        "https://miapp.com:8443/home", "https://user@miapp.com/home", "miapp://orders/7", "MiApp:/orders/7",
        "miapp://u@orders/7", "miapp://orders:1/7", "miapp:", "miapp://", "https://miapp.com",
        "https://miapp.com/%C3%9Cber/x", "https://miapp.com/%FF/x", "miapp://%FF/x", "https://miapp.com/n/a?k=b&k=c",
        "https://miapp.com/n/a?=&&k&k=%20x%FF&k=%41", "https://miapp.com/n/a?k=%F0%9F%98%80#frag",
        "http://miapp.com/home", "https://other.com/home", "ftp://x/y", "not a url", "", "https://[::1]/home",
        "https://miapp.com/zzz/1", "https://miapp.com/zzz", "https://miapp.com/HOME", "https://miapp.com/orders",
        "https://miapp.com:0443/home", "https://miapp.com:/home", "https://miapp.com:000/home",
        "https://miapp.com:99999999999999999999/home", "miapp://orders:/7", "miapp://orders:0/7",
        "miapp://orders:99999999999999999999/7",
    ]

    @Test func fastPathAgreesWithGeneralPath() throws {
        let schema = try Self.schema()
        for url in Self.urls {
            let general = schema.generalInput(for: url)
            if let fast = schema.fastInput(url) {
                #expect(general == .success(fast), "\(url)")
            }
            #expect(schema.input(for: url) == general, "\(url)")
        }
    }

    @Test func missesAreExplainedFromSkippedLinks() throws {
        let schema = try Self.schema()
        // No link starts with "zzz": the closest is the first link that fits the segment count.
        guard case .none(let why) = schema.resolve("https://miapp.com/zzz/1") else { Issue.record("matched"); return }
        #expect(why.closestLink == 0)
        #expect(why.message == #"segment 1 is "zzz", the link expects "orders""#)
        guard case .none(let why2) = schema.resolve("https://miapp.com/zzz") else { Issue.record("matched"); return }
        #expect(why2.closestLink == 1)
        guard case .none(let why3) = schema.resolve("https://miapp.com") else { Issue.record("matched"); return }
        #expect(why3.closestLink == 0)
        #expect(schema.resolve("https://miapp.com/HOME").destination != nil)
    }
}
