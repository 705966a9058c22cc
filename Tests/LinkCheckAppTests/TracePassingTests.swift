import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import Testing

/// A list's shortcut for a URL that passes every step (`passingDestination`) answers exactly as
/// the full trace does: a destination for every URL whose steps all pass, with the text the
/// trace gives, and `nil` for every other URL, whatever the inputs leave unknown.
struct TracePassingTests {
    static let urls: [String] = [
        "https://shop.example/orders", "https://shop.example/orders/7", "https://shop.example/orders/0", "https://shop.example/orders/8/invoice",
        "https://shop.example/orders/9?ref=mail", "https://shop.example/orders/10/", "https://shop.example//orders/11", "https://SHOP.example/orders/12",
        "https://shop.example/ORDERS/13", "https://www.shop.example/orders/14", "https://eu.shop.example/orders/15", "https://shop.example:443/orders/16",
        "https://shop.example:8443/orders/17", "http://shop.example/orders/18", "https://other.example/orders/19", "https://shop.example/p/about",
        "https://shop.example/nowhere", "https://shop.example/orders/007", "shop://orders/20", "SHOP://orders/21", "shop://orders/22/", "shp://orders/23",
        "shop://orders", "https://shop.example/orders#top", "not a url", "https://shop.example/orders/%32%34"
    ]

    /// Every kind of input a trace may be given: the app signed for the host, in developer mode,
    /// not at all, without an app ID, with entitlements unknown; two files for the host; no app.
    static func configurations() throws -> [(String, TraceInputs)] {
        [
            ("signed", try TraceStepsTests.inputs()),
            ("developer mode", try TraceStepsTests.inputs(domains: ["applinks:shop.example?mode=developer"])),
            ("developer mode, debug", try TraceStepsTests.inputs(domains: ["applinks:shop.example?mode=developer"], release: false)),
            ("wildcard entry", try TraceStepsTests.inputs(domains: ["applinks:*.shop.example"])),
            ("not associated", try TraceStepsTests.inputs(domains: ["applinks:elsewhere.example"])),
            ("entitlements unknown", try TraceStepsTests.inputs(domains: nil)),
            ("no app ID", try TraceStepsTests.inputs(appID: nil)),
            ("two files", try TraceStepsTests.inputs(files: [("aasa.json", TraceStepsTests.aasa), ("other.json", TraceStepsTests.otherAASA)])),
            ("no app", try TraceStepsTests.inputs(app: false))
        ]
    }

    @Test func theShortcutAnswersAsTheTraceDoes() throws {
        var passed: [String: Int] = [:]
        var opened: [Bool: Int] = [:]
        for (name, inputs) in try Self.configurations() {
            for url in Self.urls {
                let trace = TraceSteps.trace(url, in: inputs, detail: .line)
                // A URL some table holds passes only when each of its cases does.
                let everyStepPasses = trace.steps.allSatisfy { $0.outcome == .pass }
                let shortcut = TraceSteps.passingDestination(url, in: inputs)
                #expect(shortcut == (everyStepPasses ? trace.destination : nil), "\(url), \(name)")
                if shortcut != nil { passed[name, default: 0] += 1 }
                // How far it got, when not to the end: the iOS step passes, and the app's fails
                // just when no link wins.
                if case .opensTheApp(let noWinner) = TraceSteps.shortcut(url, in: inputs) {
                    #expect(trace.steps[0].outcome == .pass, "\(url), \(name)")
                    #expect((trace.steps[1].outcome == .fail) == noWinner, "\(url), \(name)")
                    #expect(!everyStepPasses, "\(url), \(name)")
                    opened[noWinner, default: 0] += 1
                }
            }
        }
        // With the app signed for shop.example: /orders, /orders/7 (whose case passes),
        // /orders/9?ref=mail, /orders/10/, SHOP.example, :443, /orders/007, the fragment and the
        // percent-encoded id (the last six built back as another URL that opens the same), and the
        // four custom-scheme URLs the app registers. Not /orders/0, whose case expects the list,
        // nor //orders/11, which the AASA file does not open.
        #expect(passed["signed"] == 13)
        // Two files for the host, the second opening /orders only: /orders, its fragment, and the
        // four custom-scheme URLs.
        #expect(passed["two files"] == 6)
        // In developer mode a debug build opens what the signed one does; a release build only the
        // custom-scheme URLs, as when the entitlements are not known.
        #expect(passed["developer mode, debug"] == 13)
        #expect(passed["developer mode"] == 4)
        #expect(passed["entitlements unknown"] == 4)
        #expect(passed["no app"] == nil)
        #expect(opened[true, default: 0] > 0)
        #expect(opened[false, default: 0] > 0)
    }

    /// The way back of a URL that is itself the URL built for its destination is decided without
    /// building any other; any other URL is left to the search.
    @Test func aURLBuiltBackIsKnownWithoutTheSearch() throws {
        let inputs = try TraceStepsTests.inputs()
        let schema = inputs.schema
        func buildsBack(_ url: String) -> Bool {
            guard case .destination(let destination, let winner) = schema.resolve(url) else { return false }
            return schema.buildsBack(url, destination, winner: winner, sources: schema.links[winner].sources(in: schema))
        }
        #expect(buildsBack("https://shop.example/orders/7"))
        #expect(buildsBack("https://www.shop.example/orders/7"))
        #expect(buildsBack("shop://orders/7"))
        #expect(buildsBack("https://shop.example/orders"))
        for url in [
            "https://SHOP.example/orders/7", "https://shop.example//orders/7", "https://shop.example/orders/7/", "https://shop.example/orders/07",
            "https://eu.shop.example/orders/7", "https://shop.example/orders/7?x=1", "https://shop.example:443/orders/7", "https://shop.example/p/about"
        ] {
            #expect(!buildsBack(url), "\(url)")
        }
    }
}
