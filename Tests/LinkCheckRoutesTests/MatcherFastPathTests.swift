@testable import LinkCheckCore
@testable import LinkCheckRoutes
import Testing

/// The byte-level `fastInput` must answer wherever the general `URLParts` path gives input, and
/// give the same; `resolve` must keep explaining misses from links it skips.
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

    /// URLs the schema handles: the fast path must answer each (and agree).
    static let handled = [
        "https://miapp.com/orders/42", "https://MIAPP.com//orders//42/", "HTTPS://miapp.com:443/home", "miapp://orders/7",
        "MiApp:/orders/7", "miapp:", "miapp://", "https://miapp.com", "https://miapp.com/%C3%9Cber/x",
        "https://miapp.com/n/a?k=b&k=c", "https://miapp.com/n/a?=&&k&k=%20x%FF&k=%41", "https://miapp.com/n/a?k=%F0%9F%98%80#frag",
        "https://miapp.com/zzz/1", "https://miapp.com/zzz", "https://miapp.com/HOME", "https://miapp.com/orders",
        "https://miapp.com:0443/home", "https://miapp.com:/home", "https://miapp.com:99999999999999999999/home",
        "miapp://orders:/7", "miapp://orders:99999999999999999999/7"
    ]

    /// URLs the schema refuses: the fast path must leave each to the general path, which words why.
    static let refused = [
        "https://miapp.com:8443/home", "https://user@miapp.com/home", "miapp://u@orders/7", "miapp://orders:1/7",
        "https://miapp.com/%FF/x", "miapp://%FF/x", "http://miapp.com/home", "https://other.com/home", "ftp://x/y",
        "not a url", "", "https://[::1]/home", "https://miapp.com:000/home", "miapp://orders:0/7"
    ]

    /// The fast path answers exactly when the general path gives input, and gives the same input:
    /// so it is taken for every URL the schema handles, and never decides a refusal.
    static func checkTwins(_ schema: RouteSchema, _ url: String) {
        let general = schema.generalInput(for: url)
        #expect(schema.fastInput(url) == (try? general.get()), "\(url)")
        #expect(schema.input(for: url) == general, "\(url)")
    }

    @Test func fastPathAnswersExactlyWhereTheGeneralPathDoes() throws {
        let schema = try Self.schema()
        for url in Self.handled {
            #expect(schema.fastInput(url) != nil, "the fast path leaves \(url) to the general path")
            Self.checkTwins(schema, url)
        }
        for url in Self.refused {
            #expect(schema.fastInput(url) == nil, "the fast path answers \(url), which the schema refuses")
            Self.checkTwins(schema, url)
        }
    }

    /// Every combination of the pieces where the two paths could part: scheme and host case,
    /// user-info, ports, empty and encoded segments, query items and fragments.
    @Test func fastPathAgreesOnEveryCombination() throws {
        let schema = try Self.schema()
        let authorities = [
            "MiApp.COM", "u@miapp.com", "miapp.com:0443", "miapp.com:", "miapp.com:8443",
            "miapp.com:99999999999999999999", "other.com", "orders:1", "%6Frders", "%FF"
        ]
        let paths = ["", "//orders//42//", "/%6Frders/%34%32", "/%C3%9Cber/x", "/%FF", "/n/a%2Fb"]
        let queries = ["", "?k=%FF&k=c#f?g", "?%FF=1&k", "?&&k=&k=a+b%20c"]
        var answered = 0
        var differing: [String] = []
        for scheme in ["https", "HTTPS", "miapp", "MiApp", "http", "foo"] {
            for authority in authorities {
                for path in paths {
                    for query in queries {
                        let url = "\(scheme)://\(authority)\(path)\(query)"
                        let general = schema.generalInput(for: url)
                        let fast = schema.fastInput(url)
                        if fast != (try? general.get()) || schema.input(for: url) != general { differing.append(url) }
                        if fast != nil { answered += 1 }
                    }
                }
            }
        }
        #expect(differing.isEmpty, "the two paths differ on \(differing.count) URLs, such as \(differing.prefix(5))")
        #expect(answered > 200)
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
