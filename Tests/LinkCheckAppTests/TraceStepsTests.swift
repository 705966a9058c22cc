import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import Testing

/// `linkcheck trace`'s four steps, each a pure function of the inputs: what each says for a URL
/// that passes it, fails it, or cannot be checked with what was given.
struct TraceStepsTests {
    static let schema = """
        {
          "schemes": ["shop"],
          "hosts": ["shop.example", "*.shop.example"],
          "routes": { "orders": {}, "drafts": {}, "order": { "id": "int" }, "page": { "url": "string" } },
          "links": [
            { "path": "/orders",     "stack": ["orders"] },
            { "path": "/orders/0",   "stack": ["drafts"] },
            { "path": "/orders/:id", "stack": [{ "order": { "id": ":id" } }] },
            { "path": "/p/:slug",    "stack": [{ "page": { "url": { "format": "https://cms.example/{slug}" } } }] }
          ]
        }
        """

    static let aasa = """
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.example.shop"], "components": [
          {"/": "/orders/*/invoice", "exclude": true},
          {"/": "/orders*"},
          {"/": "/p/*"}
        ]}]}}
        """

    static let otherAASA = """
        {"applinks": {"details": [{"appIDs": ["ABCDE12345.example.shop"], "components": [{"/": "/orders"}]}]}}
        """

    static func plist(_ body: String) -> [UInt8] {
        Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n".utf8)
    }

    static let infoPlist = plist(
        "<key>CFBundleURLTypes</key>\n<array><dict><key>CFBundleURLSchemes</key><array><string>shop</string></array></dict></array>")

    static func entitlements(_ entries: [String]) -> [UInt8] {
        plist(
            "<key>com.apple.developer.associated-domains</key>\n<array>\n"
                + entries.map { "<string>\($0)</string>" }.joined(separator: "\n") + "\n</array>")
    }

    static let table = """
        {"cases": [
          {"url": "https://shop.example/orders/7", "expect": {"stack": [{"order": {"id": 7}}]}},
          {"url": "https://shop.example/orders/0", "expect": {"stack": ["orders"]}}
        ]}
        """

    /// The inputs: the app signed with `domains`, its Info.plist registering `shop`, and `files`
    /// (name, text) served from shop.example.
    static func inputs(
        domains: [String]? = ["applinks:shop.example"], appID: String? = "ABCDE12345.example.shop", release: Bool = true,
        files: [(String, String)] = [("aasa.json", aasa)], app: Bool = true
    ) throws -> TraceInputs {
        let schema = try #require(SchemaLoader.load(Array(Self.schema.utf8), file: "shop.schema.json").schema)
        let registry = URLSchemeRegistry.load(infoPlist, file: "Info.plist").registry
        let associated = domains.flatMap { AssociatedDomains.load(entitlements($0), file: "Shop.entitlements").domains }
        let aasa = try files.map { name, text in
            TraceInputs.AASA(name: name, domain: "shop.example", file: try #require(AASALoader.load(Array(text.utf8), file: name).file), appIDs: [])
        }
        let opened = try #require(TableLoader.open(Array(table.utf8), file: "shop.cases.json").table)
        let cases = try #require(TableLoader.cases(of: opened, schema: schema).cases)
        let traced = TraceInputs.App(
            label: "the app", appID: appID, schemes: registry, infoPlist: "Info.plist", domains: associated,
            domainsUnknown: "no entitlements", entitlements: domains == nil ? nil : "Shop.entitlements", fallbackFile: "linkcheck.json",
            isRelease: release)
        return TraceInputs(
            schema: schema, schemaFile: "shop.schema.json", app: app ? traced : nil, aasa: aasa, cases: TraceCases([("shop.cases.json", cases)]))
    }

    /// One step of `url`'s trace, as `outcome summary` and the finding as `rule file:line:col message`.
    static func step(_ url: String, _ name: TraceReport.Step.Name, _ inputs: TraceInputs) -> (String, String?) {
        let step = TraceSteps.trace(url, in: inputs).steps.first { $0.name == name }
        let finding = step?.finding.map { f in "\(f.rule) \(f.file)\(f.location.map { ":\($0.line):\($0.column)" } ?? "") \(f.message)" }
        return ("\(step?.outcome.rawValue ?? "-") \(step?.summary ?? "-")", finding)
    }

    @Test func aRegisteredSchemeOpensTheApp() throws {
        let (summary, finding) = Self.step("shop://orders/7", .ios, try Self.inputs())
        #expect(summary == "pass scheme \"shop\" is registered by the app at Info.plist:5:50")
        #expect(finding == nil)
    }

    @Test func aSchemeNotRegisteredIsTheAnswerAtTheURLTypes() throws {
        let trace = TraceSteps.trace("shp://orders/7", in: try Self.inputs())
        #expect(trace.answer?.name == .ios)
        #expect(trace.answer?.finding?.rule == .schemeNotRegistered)
        #expect(trace.answer?.finding?.file == "Info.plist")
        #expect(trace.answer?.finding?.location?.line == 4)
        #expect(trace.answer?.finding?.message == "\"shp://orders/7\" does not open the app: scheme \"shp\" is not registered by the app")
        #expect(trace.answer?.finding?.notes.first == "the closest registered scheme is \"shop\" at Info.plist:5:50")
    }

    @Test func withoutTheAppsSchemesTheStepIsNotChecked() throws {
        let (summary, _) = Self.step("shop://orders/7", .ios, try Self.inputs(app: false))
        #expect(summary == "not checked the app's URL schemes are not known: give --xcodeproj, or name \"infoPlist\" in linkcheck.json")
    }

    @Test func aHostNotAssociatedIsTheAnswerAtTheEntitlements() throws {
        let (summary, finding) = Self.step("https://shop.example/orders/7", .ios, try Self.inputs(domains: ["applinks:other.example"]))
        #expect(summary == "fail the app is not associated with shop.example: its entitlements have no applinks:shop.example entry")
        #expect(
            finding
                == "domain-not-associated Shop.entitlements:4:1 \"https://shop.example/orders/7\" does not open the app: the app is not associated with "
                + "shop.example: its entitlements have no applinks:shop.example entry")
    }

    /// An entry written for the host without its service is the cause, at its own line (Say Their
    /// Names ships `saytheirnames.io` so).
    @Test func anEntryWithoutItsServiceIsTheCause() throws {
        let (summary, finding) = Self.step("https://shop.example/orders/7", .ios, try Self.inputs(domains: ["shop.example"]))
        #expect(summary == "fail the entitlements entry \"shop.example\" of the app has no service, so it associates no host; write applinks:shop.example")
        #expect(finding?.hasPrefix("domain-not-associated Shop.entitlements:6:1 ") == true)
    }

    /// `applinks:*.shop.example` associates any subdomain and not shop.example itself.
    @Test func aWildcardEntryAssociatesSubdomainsOnly() throws {
        let inputs = try Self.inputs(domains: ["applinks:*.shop.example"])
        #expect(Self.step("https://shop.example/orders/7", .ios, inputs).0.hasPrefix("fail the app is not associated with shop.example"))
        // www.shop.example is associated; no AASA file serves that host, so the rest is not checked.
        let www = TraceSteps.trace("https://www.shop.example/orders/7", in: inputs).steps[0]
        #expect(www.outcome == .notChecked)
        #expect(www.details == ["the app is associated with www.shop.example by \"applinks:*.shop.example\" at Shop.entitlements:6:1"])
    }

    /// A developer-mode entry opens nothing in the build that ships, and works in one that does not.
    @Test func aDeveloperModeEntryFailsOnlyInTheShippingBuild() throws {
        let entries = ["applinks:shop.example?mode=developer"]
        let (shipping, finding) = Self.step("https://shop.example/orders/7", .ios, try Self.inputs(domains: entries))
        #expect(shipping == "fail \"applinks:shop.example?mode=developer\" of the app is in developer mode, which a release build ignores")
        #expect(finding?.hasPrefix("developer-mode Shop.entitlements:6:1 ") == true)
        #expect(Self.step("https://shop.example/orders/7", .ios, try Self.inputs(domains: entries, release: false)).0 == "pass opens the app")
    }

    @Test func anAppTheFileDoesNotListIsTheAnswerWithTheNearMiss() throws {
        let trace = TraceSteps.trace("https://shop.example/orders/7", in: try Self.inputs(appID: "ZZZZZ99999.example.shop"))
        let finding = try #require(trace.answer?.finding)
        #expect(finding.rule == .appIDNotInAASA)
        #expect(finding.message == "\"https://shop.example/orders/7\" does not open the app: aasa.json lists no applinks entry for \"ZZZZZ99999.example.shop\"")
        #expect(finding.notes == ["the file lists \"ABCDE12345.example.shop\": the same bundle ID under team ABCDE12345, not ZZZZZ99999"])
    }

    @Test func anExcludedURLNamesTheExclusionAtItsLine() throws {
        let (summary, finding) = Self.step("https://shop.example/orders/7/invoice", .ios, try Self.inputs())
        #expect(summary == "fail excluded by details[0].components[0] {\"/\": \"/orders/*/invoice\", \"exclude\": true} in aasa.json")
        #expect(
            finding
                == "url-not-opened aasa.json:2:3 \"https://shop.example/orders/7/invoice\" does not open the app: excluded by "
                + "details[0].components[0] {\"/\": \"/orders/*/invoice\", \"exclude\": true}")
    }

    /// Every file named for the host is asked, and named; one that does not open the URL is the answer.
    @Test func eachFileForTheHostIsChecked() throws {
        let inputs = try Self.inputs(files: [("aasa.json", Self.aasa), ("old.json", Self.otherAASA)])
        let (summary, finding) = Self.step("https://shop.example/orders/7", .ios, inputs)
        #expect(summary == "fail no component of details[0] matches \"/orders/7\"")
        #expect(finding?.hasPrefix("url-not-opened old.json:1:") == true)
        let both = TraceSteps.trace("https://shop.example/orders", in: inputs).steps[0]
        #expect(both.outcome == .pass)
        #expect(both.details.count == 3)
        #expect(both.details[1].hasPrefix("aasa.json opens it for ABCDE12345.example.shop by details[0].components[1]"))
        #expect(both.details[2].hasPrefix("old.json opens it for ABCDE12345.example.shop by details[0].components[0]"))
    }

    /// When several files fail, the first is the answer and every one is named.
    @Test func everyFailingFileIsNamed() throws {
        let inputs = try Self.inputs(appID: "ZZZZZ99999.example.shop", files: [("aasa.json", Self.aasa), ("old.json", Self.otherAASA)])
        let step = TraceSteps.trace("https://shop.example/orders/7", in: inputs).steps[0]
        #expect(step.finding?.file == "aasa.json")
        #expect(
            step.details == [
                "the app is associated with shop.example by \"applinks:shop.example\" at Shop.entitlements:6:1",
                "aasa.json lists no applinks entry for \"ZZZZZ99999.example.shop\"",
                "old.json lists no applinks entry for \"ZZZZZ99999.example.shop\""
            ])
    }

    /// The entry iOS goes by is named: an exact one over a wildcard that also covers the host.
    @Test func anExactEntryIsNamedBeforeAWildcard() throws {
        let inputs = try Self.inputs(domains: ["applinks:*.example", "applinks:shop.example"])
        let step = TraceSteps.trace("https://shop.example/orders/7", in: inputs).steps[0]
        #expect(step.details.first == "the app is associated with shop.example by \"applinks:shop.example\" at Shop.entitlements:7:1")
    }

    /// An http URL on the domain is decided by the same rules (docs/aasa.md).
    @Test func anHTTPURLIsDecidedAsHTTPSIs() throws {
        #expect(Self.step("http://shop.example/orders/7", .ios, try Self.inputs()).0 == "pass opens the app")
    }

    @Test func noDestinationNamesTheClosestLink() throws {
        let trace = TraceSteps.trace("https://shop.example/orders/abc", in: try Self.inputs())
        #expect(trace.answer?.name == .app)
        let finding = try #require(trace.answer?.finding)
        #expect(finding.rule == .noDestination)
        #expect(finding.message == "\"https://shop.example/orders/abc\" gets no destination: segment 2: \"abc\" is not an Int")
        #expect(finding.notes == ["the closest link is \"/orders/:id\" at shop.schema.json:8:5"])
        #expect(trace.steps[2].outcome == .notChecked)
    }

    /// `/orders/00` opens order 0; the URL built back for it, `/orders/0`, opens the drafts.
    @Test func aWayBackThatOpensAnotherLinkFails() throws {
        let (summary, finding) = Self.step("https://shop.example/orders/00", .wayBack, try Self.inputs())
        #expect(
            summary
                == "fail no URL opens it again: the link that produces it builds \"https://shop.example/orders/0\", which opens link \"/orders/0\" instead")
        #expect(finding?.hasPrefix("no-round-trip shop.schema.json:8:5 no URL opens [.order(id: 0)] again:") == true)
        #expect(
            Self.step("https://shop.example/orders/007", .wayBack, try Self.inputs()).0
                == "pass `url` builds \"https://shop.example/orders/7\", which opens the same")
    }

    /// A value built from the URL by a format cannot be turned back into a URL, and that is said.
    @Test func aWayBackThroughAFormatSaysWhy() throws {
        let (summary, _) = Self.step("https://shop.example/p/spring", .wayBack, try Self.inputs())
        #expect(
            summary
                == "fail no URL opens it again: link \"/p/:slug\" produces it from text of the URL that the destination does not hold whole "
                + "(a format), so no URL can be built back from it")
    }

    @Test func theTablesCasesForTheURLArePassedOrFailed() throws {
        let inputs = try Self.inputs()
        #expect(Self.step("https://shop.example/orders/7", .tables, inputs).0 == "pass 1 case passes")
        #expect(Self.step("https://shop.example/orders/8", .tables, inputs).0 == "pass no case")
        let (summary, finding) = Self.step("https://shop.example/orders/0", .tables, inputs)
        #expect(summary == "fail the case at shop.cases.json:3:3 expects [.orders], and the URL gets [.drafts]")
        #expect(finding == "case-failed shop.cases.json:3:3 the case for \"https://shop.example/orders/0\" expects [.orders], and the URL gets [.drafts]")
    }

    /// The first failing step is the answer, whatever fails after it.
    @Test func theFirstFailingStepIsTheAnswer() throws {
        let trace = TraceSteps.trace("https://shop.example/orders/7/invoice", in: try Self.inputs())
        #expect(trace.steps.map(\.outcome) == [.fail, .fail, .notChecked, .pass])
        #expect(trace.answer?.name == .ios)
    }
}
