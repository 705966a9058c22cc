@testable import LinkCheckCore
@testable import LinkCheckRoutes
@testable import LinkCheckAASA
@testable import LinkCheckApp
import LinkCheckTestSupport
import LinkCheckGenerate
import Testing

/// Issue 7 part 4: the app's Info.plist and entitlements checked against route schemas.
@Suite struct AppConfigTests {
    static func schema(_ json: String) -> RouteSchema {
        let (schema, diagnostics) = SchemaLoader.load(Array(json.utf8), file: "s.json")
        guard let schema else { fatalError("test schema does not load: \(diagnostics.map(\.headline))") }
        return schema
    }

    static let app = schema(
        #"""
        {"schemes": ["miapp"], "hosts": ["miapp.com", "www.miapp.com"],
         "routes": {"order": {"id": "int"}, "settings": {}},
         "links": [{"path": "/", "stack": []},
                   {"path": "/orders/:id", "stack": [{"order": {"id": ":id"}}]},
                   {"path": "/settings", "hosts": ["www.miapp.com"], "stack": ["settings"]}]}
        """#)

    static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n"
    }

    /// `line:col rule: message` and the notes, one a line.
    static func lines(_ d: Diagnostic?) -> [String] {
        guard let d else { return [] }
        return ["\(d.location.map { "\($0) " } ?? "")\(d.rule): \(d.message)"] + d.notes.map { "  \($0)" }
    }

    static func infoPlist(_ body: String, schemas: [RouteSchema] = [app]) -> ConfigurationResult? {
        let (registry, problems) = URLSchemeRegistry.load(Array(plist(body).utf8), file: "Info.plist")
        #expect(problems.isEmpty, "\(problems.map(\.headline))")
        return registry.map { InfoPlistCheck.run($0, file: "Info.plist", schemas: schemas) }
    }

    /// A schema whose host is a wildcard: only an `applinks:*.` entry associates every subdomain.
    @Test func aWildcardHostNeedsAWildcardEntry() throws {
        let wildcard = Self.schema(#"{"hosts": ["*.example.org"], "routes": {"p": {}}, "links": [{"path": "/p", "stack": ["p"]}]}"#)
        func run(_ entries: [String]) throws -> ConfigurationResult {
            let body =
                "<key>com.apple.developer.associated-domains</key>\n<array>\n" + entries.map { "<string>\($0)</string>\n" }.joined() + "</array>"
            let domains = try #require(AssociatedDomains.load(Array(Self.plist(body).utf8), file: "App.entitlements").0)
            return EntitlementsCheck.run(domains, file: "App.entitlements", schemas: [wildcard], release: false)
        }
        #expect(try run(["applinks:*.example.org"]).failed == 0)
        let exactOnly = try run(["applinks:www.example.org"])
        #expect(exactOnly.failed == 1)
        #expect(
            exactOnly.checks.first?.failure?.message
                == #"host "*.example.org" has no "applinks:*.example.org" entry in com.apple.developer.associated-domains, so iOS opens https://www.example.org/p in the browser, not the app"#
        )
    }

    static func entitlements(_ entries: [String], release: Bool = false) -> ConfigurationResult? {
        let body =
            "<key>com.apple.developer.associated-domains</key>\n<array>\n"
            + entries.map { "<string>\($0)</string>\n" }.joined() + "</array>"
        let (domains, problems) = AssociatedDomains.load(Array(plist(body).utf8), file: "App.entitlements")
        #expect(problems.isEmpty, "\(problems.map(\.headline))")
        return domains.map { EntitlementsCheck.run($0, file: "App.entitlements", schemas: [app], release: release) }
    }

    // MARK: - Info.plist

    @Test func registeredSchemeIgnoringCase() throws {
        let result = try #require(
            Self.infoPlist("<key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array><string>MiApp</string></array></dict></array>"))
        #expect(result.checks.map(\.subject) == [.scheme("miapp")])
        #expect(result.passed == 1 && result.failed == 0)
    }

    @Test func missingSchemeNamesAURLAndTheClosestRegistered() throws {
        let result = try #require(
            Self.infoPlist(
                """
                <key>CFBundleURLTypes</key>
                <array><dict><key>CFBundleURLSchemes</key><array><string>mapp</string><string>$(APP_SCHEME)</string></array></dict></array>
                """))
        #expect(
            Self.lines(result.checks.first?.failure) == [
                "4:1 scheme-not-registered: scheme \"miapp\" is not in any CFBundleURLSchemes, so iOS will not open miapp://orders/1 in the app",
                "  the closest registered scheme is \"mapp\" at Info.plist:5:50",
                "  \"$(APP_SCHEME)\" at Info.plist:5:71 is a build setting, which linkcheck does not expand; check the Info.plist of the built app",
                "  register it: add <string>miapp</string> to the CFBundleURLSchemes of a CFBundleURLTypes entry"
            ])
    }

    @Test func noURLTypesIsReportedAtTheRoot() throws {
        let result = try #require(Self.infoPlist("<key>CFBundleIdentifier</key><string>x</string>"))
        #expect(
            Self.lines(result.checks.first?.failure).first
                == "3:1 scheme-not-registered: scheme \"miapp\" is not registered: the file has no CFBundleURLTypes, so iOS will not open miapp://orders/1 in the app"
        )
    }

    /// One cause at one place: an Info.plist without URL types is one finding for every scheme.
    @Test func noURLTypesIsOneFindingForEveryScheme() throws {
        let two = Self.schema(#"{"schemes": ["miapp", "miapp-beta"], "routes": {}, "links": [{"path": "/", "stack": []}]}"#)
        let result = try #require(Self.infoPlist("<key>CFBundleIdentifier</key><string>x</string>", schemas: [two]))
        #expect(result.checks.count == 1)
        #expect(result.failed == 1)
        #expect(
            Self.lines(result.checks.first?.failure) == [
                "3:1 scheme-not-registered: schemes \"miapp\" and \"miapp-beta\" are not registered: the file has no CFBundleURLTypes, so iOS will not open miapp:// or any URL of the other schemes in the app",
                "  register them: add <string>miapp</string> and <string>miapp-beta</string> to the CFBundleURLSchemes of a CFBundleURLTypes entry"
            ])
    }

    @Test func schemesOfEverySchemaOnce() throws {
        let other = Self.schema(#"{"schemes": ["other", "MIAPP"], "routes": {}, "links": []}"#)
        let result = try #require(Self.infoPlist("<key>CFBundleURLTypes</key><array/>", schemas: [Self.app, other]))
        #expect(result.checks.map(\.subject) == [.scheme("miapp"), .scheme("other")])
        // A schema without links has no URL to show; the message still names the scheme.
        #expect(result.checks.last?.failure?.message.hasSuffix("so iOS will not open other: URLs in the app") == true)
    }

    @Test func aURLTypeWithoutSchemesRegistersNothing() throws {
        let result = try #require(Self.infoPlist("<key>CFBundleURLTypes</key><array><dict><key>CFBundleURLName</key><string>x</string></dict></array>"))
        #expect(result.failed == 1)
    }

    struct WrongType: Sendable, CustomTestStringConvertible {
        var name: String, body: String, expected: String
        var testDescription: String { name }
    }

    static let wrongTypes: [WrongType] = [
        .init(name: "root array", body: "", expected: "1:8 an Info.plist must hold a <dict>, not an <array>"),
        .init(
            name: "URL types a dict", body: "<key>CFBundleURLTypes</key><dict/>",
            expected: "4:28 CFBundleURLTypes must be an <array> of <dict>s, not a <dict>"),
        .init(
            name: "URL type a string", body: "<key>CFBundleURLTypes</key><array><string>miapp</string></array>",
            expected: "4:35 each of CFBundleURLTypes must be a <dict>, not a <string>"),
        .init(
            name: "schemes a string", body: "<key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><string>miapp</string></dict></array>",
            expected: "4:70 CFBundleURLSchemes must be an <array> of <string>s, not a <string>"),
        .init(
            name: "scheme an integer",
            body: "<key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array><integer>1</integer></array></dict></array>",
            expected: "4:77 each of CFBundleURLSchemes must be a <string>, not an <integer>")
    ]

    @Test(arguments: wrongTypes)
    func wrongTypesMakeTheFileUnjudged(_ c: WrongType) {
        let text = c.name == "root array" ? "<plist><array/></plist>" : Self.plist(c.body)
        let (registry, problems) = URLSchemeRegistry.load(Array(text.utf8), file: "Info.plist")
        #expect(registry == nil)
        #expect(problems.map { "\($0.location.map(\.description) ?? "") \($0.message)" } == [c.expected])
        #expect(problems.allSatisfy { $0.rule.id == "wrong-type" && $0.severity == .error })
    }

    /// The root cause first: the schemes a misspelled key holds fail their checks with the
    /// misspelling itself, an error at the key with the scheme-not-registered findings folded under
    /// it and counted, once however many schemes it holds; a scheme it does not hold is its own.
    @Test func aMisspelledSchemesKeyIsTheCauseOfTheSchemesItHolds() throws {
        let two = Self.schema(
            #"{"schemes": ["miapp", "miapp-dev", "other"], "routes": {"p": {}}, "links": [{"path": "/p", "stack": ["p"]}]}"#)
        let body =
            "<key>CFBundleURLTypes</key><array><dict><key>CFBundleURLScheme</key><array><string>MiApp</string><string>miapp-dev</string></array></dict></array>"
        let (registry, problems) = URLSchemeRegistry.load(Array(Self.plist(body).utf8), file: "Info.plist")
        #expect(problems.map(\.severity) == [.warning])
        let result = InfoPlistCheck.run(try #require(registry), file: "Info.plist", schemas: [two])
        #expect(result.failed == 3)
        #expect(result.failures.count == 2)
        let cause = try #require(result.failures.first)
        #expect(
            Self.lines(cause) == [
                #"4:41 unknown-key: "CFBundleURLScheme" in a CFBundleURLTypes entry is not a key iOS reads, so what it holds registers nothing; did you mean "CFBundleURLSchemes"?"#,
                #"  so 2 schemes of the schema are not registered either, each folded here: scheme "miapp" is not in any CFBundleURLSchemes, so iOS will not open miapp://p in the app; scheme "miapp-dev" is not in any CFBundleURLSchemes, so iOS will not open miapp-dev://p in the app (scheme-not-registered)"#
            ])
        #expect(cause.severity == .error)
        #expect(result.failures.last?.rule == .schemeNotRegistered)
    }

    /// A misspelled key registers nothing, and says which key was meant; the real keys of a URL
    /// type are left alone however close they are.
    @Test func misspelledURLKeysGetDidYouMean() {
        func warnings(_ body: String) -> [String] {
            let (registry, problems) = URLSchemeRegistry.load(Array(Self.plist(body).utf8), file: "Info.plist")
            #expect(registry != nil)
            return problems.map { "\($0.severity) \($0.rule.id) \($0.message)" }
        }
        #expect(
            warnings(
                "<key>CFBundleURLTypes</key><array><dict><key>CFBundleURLName</key><string>x</string><key>CFBundleURLScheme</key><array><string>miapp</string></array></dict></array>"
            ) == [
                #"warning unknown-key "CFBundleURLScheme" in a CFBundleURLTypes entry is not a key iOS reads, so what it holds registers nothing; did you mean "CFBundleURLSchemes"?"#
            ])
        #expect(
            warnings("<key>CFBundleUrlTypes</key><array/>") == [
                #"warning unknown-key "CFBundleUrlTypes" in the Info.plist is not a key iOS reads, so what it holds registers nothing; did you mean "CFBundleURLTypes"?"#
            ])
        #expect(warnings("<key>CFBundleURLTypes</key><array><dict><key>CFBundleURLName</key><string>x</string></dict></array>") == [])
        let (domains, problems) = AssociatedDomains.load(
            Array(Self.plist("<key>com.apple.developer.associated-domain</key><array><string>applinks:x.com</string></array>").utf8),
            file: "App.entitlements")
        #expect(domains?.hasKey == false)
        #expect(
            problems.map(\.message) == [
                #""com.apple.developer.associated-domain" is not an entitlement iOS reads, so it associates no domain; did you mean "com.apple.developer.associated-domains"?"#
            ])
    }

    // MARK: - Entitlements

    @Test func everyHostAssociated() throws {
        let result = try #require(Self.entitlements(["applinks:MiApp.com", "applinks:*.miapp.com"]))
        #expect(result.checks.map(\.subject) == [.host("miapp.com"), .host("www.miapp.com")])
        #expect(result.failed == 0)
    }

    @Test func aWildcardDoesNotCoverItsOwnDomain() throws {
        let result = try #require(Self.entitlements(["applinks:*.miapp.com", "webcredentials:miapp.com", "applinks:miapp.com:8443"]))
        #expect(result.checks.map { $0.failure == nil } == [false, true])
        #expect(
            Self.lines(result.checks.first?.failure) == [
                "4:1 domain-not-associated: host \"miapp.com\" has no \"applinks:miapp.com\" entry in com.apple.developer.associated-domains, so iOS opens https://miapp.com/orders/1 in the browser, not the app",
                "  \"applinks:*.miapp.com\" at App.entitlements:6:1 covers the subdomains of miapp.com, not miapp.com itself",
                "  \"webcredentials:miapp.com\" at App.entitlements:7:1 is for webcredentials, not applinks (universal links)",
                "  \"applinks:miapp.com:8443\" at App.entitlements:8:1 has a port, which associated domains cannot have",
                "  add <string>applinks:miapp.com</string> to the com.apple.developer.associated-domains array"
            ])
    }

    @Test func aTypoNamesTheClosestEntry() throws {
        let result = try #require(Self.entitlements(["applinks:miap.com", "applinks:www.miapp.com"]))
        #expect(result.checks.first?.failure?.notes.first == "the closest entry is \"applinks:miap.com\" at App.entitlements:6:1")
    }

    @Test func aHostOnlyOneLinkAcceptsGetsThatLinksURL() throws {
        let result = try #require(Self.entitlements(["applinks:miapp.com"]))
        #expect(result.checks.last?.failure?.message.contains("https://www.miapp.com/orders/1") == true)
    }

    @Test func noAssociatedDomainsIsReportedAtTheRoot() throws {
        let (domains, _) = AssociatedDomains.load(Array(Self.plist("<key>aps-environment</key><string>production</string>").utf8), file: "App.entitlements")
        let result = EntitlementsCheck.run(try #require(domains), file: "App.entitlements", schemas: [Self.app], release: true)
        // One cause at one place: the missing key is one finding for both hosts.
        #expect(result.checks.count == 1)
        #expect(
            Self.lines(result.checks.first?.failure) == [
                "3:1 domain-not-associated: hosts \"miapp.com\" and \"www.miapp.com\" are not associated: the file has no com.apple.developer.associated-domains, so iOS opens https://miapp.com/orders/1 and every URL of the other hosts in the browser, not the app",
                "  add <string>applinks:miapp.com</string> and <string>applinks:www.miapp.com</string> to the com.apple.developer.associated-domains array"
            ])
        // One host keeps the message of one host.
        let one = Self.schema(#"{"hosts": ["miapp.com"], "routes": {}, "links": [{"path": "/", "stack": []}]}"#)
        let single = EntitlementsCheck.run(try #require(domains), file: "App.entitlements", schemas: [one], release: false)
        #expect(single.checks.count == 1)
        #expect(single.checks.first?.failure?.message.hasPrefix("host \"miapp.com\" is not associated: the file has no ") == true)
    }

    @Test func developerModeFailsOnlyInARelease() throws {
        let entries = ["applinks:miapp.com?mode=developer", "applinks:*.miapp.com?mode=managed", "webcredentials:miapp.com?mode=developer+managed"]
        let debug = try #require(Self.entitlements(entries))
        #expect(debug.checks.count == 2 && debug.failed == 0)
        let release = try #require(Self.entitlements(entries, release: true))
        #expect(
            release.checks.map(\.subject.description) == [
                "host \"miapp.com\"", "host \"www.miapp.com\"", "release \"applinks:miapp.com?mode=developer\"",
                "release \"applinks:*.miapp.com?mode=managed\"", "release \"webcredentials:miapp.com?mode=developer+managed\""
            ])
        #expect(release.checks.map { $0.failure?.rule.id } == [nil, nil, "developer-mode", nil, "developer-mode"])
        #expect(
            Self.lines(release.checks[2].failure) == [
                "6:1 developer-mode: \"applinks:miapp.com?mode=developer\" is in developer mode, which a release build ignores, so iOS opens https://miapp.com/orders/1 in the browser, not the app",
                "  a release build needs the entry without \"?mode=developer\"; keep developer-mode entries in the debug entitlements"
            ])
        #expect(release.checks[4].failure?.message == "\"webcredentials:miapp.com?mode=developer+managed\" is in developer mode, which a release build ignores")
    }

    struct Entry: Sendable, CustomTestStringConvertible {
        var text: String
        var parsed: String
        var associates: [String]
        var testDescription: String { text }
    }

    static let entries: [Entry] = [
        .init(text: "applinks:miapp.com", parsed: "applinks miapp.com [] nil", associates: ["miapp.com"]),
        .init(text: "applinks:*.miapp.com", parsed: "applinks *.miapp.com [] nil", associates: ["www.miapp.com", "a.b.miapp.com"]),
        .init(text: "applinks:MIAPP.com?mode=developer+managed", parsed: #"applinks miapp.com ["developer", "managed"] nil"#, associates: ["miapp.com"]),
        .init(text: "applinks:miapp.com:443", parsed: "applinks miapp.com:443 [] has a port, which associated domains cannot have", associates: []),
        .init(
            text: "applinks:https://miapp.com", parsed: "applinks https://miapp.com [] holds a URL or a path; write the domain alone, as applinks:HOST",
            associates: []),
        .init(text: "miapp.com", parsed: " miapp.com [] has no service; write applinks:HOST", associates: []),
        .init(text: "webcredentials:miapp.com", parsed: "webcredentials miapp.com [] nil", associates: [])
    ]

    @Test(arguments: entries)
    func associatedDomainEntries(_ e: Entry) {
        let d = AssociatedDomain(e.text, at: LinkCheckCore.SourceLocation(line: 1, column: 1))
        #expect("\(d.service) \(d.isWildcard ? "*." : "")\(d.domain) \(d.modes) \(d.defect ?? "nil")" == e.parsed)
        for host in ["miapp.com", "www.miapp.com", "a.b.miapp.com", "xmiapp.com"] {
            #expect(d.associates(host) == e.associates.contains(host), "\(host)")
        }
    }

    @Test func entitlementsWrongTypes() {
        let body = "<key>com.apple.developer.associated-domains</key><string>applinks:miapp.com</string>"
        let (domains, problems) = AssociatedDomains.load(Array(Self.plist(body).utf8), file: "App.entitlements")
        #expect(domains == nil)
        #expect(problems.map(\.message) == ["com.apple.developer.associated-domains must be an <array> of <string>s, not a <string>"])
    }

    // MARK: - Sample URLs

    @Test func sampleURLsResolve() {
        let schema = Self.schema(
            #"""
            {"schemes": ["miapp"], "hosts": ["miapp.com"],
             "routes": {"r": {"i": "int", "d": "double", "b": "bool", "u": "uuid", "s": "string", "e": ["a b", "c"], "o": "int?", "l": "string"}},
             "links": [{"path": "/café/:i/:d/:b/:u/:s/:e/*l?k=:o&lit=v", "stack": [{"r": {"i": ":i", "d": ":d", "b": ":b", "u": ":u", "s": ":s", "e": ":e", "o": ":o", "l": ":l"}}]}]}
            """#)
        let scheme = schema.sampleURL(for: .scheme("miapp"))
        #expect(scheme == "miapp://caf%C3%A9/1/1.5/true/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/x/a%20b/x?k=1&lit=v")
        #expect(
            schema.sampleURL(for: .host("miapp.com"))
                == "https://miapp.com/caf%C3%A9/1/1.5/true/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/x/a%20b/x?k=1&lit=v")
        #expect(scheme.map { schema.resolve($0).destination != nil } == true)
    }

    @Test func theRootLinkIsTheLastResort() {
        let schema = Self.schema(#"{"schemes": ["miapp"], "routes": {}, "links": [{"path": "/", "stack": []}]}"#)
        #expect(schema.sampleURL(for: .scheme("miapp")) == "miapp://")
    }

    // MARK: - linkcheck.json

    @Test func projectKeys() {
        let (project, diagnostics) = ProjectLoader.load(
            Array(#"{"tables": ["t.json"], "infoPlist": "Info.plist", "entitlements": "App.entitlements", "release": true}"#.utf8), file: "linkcheck.json")
        #expect(diagnostics.isEmpty)
        #expect(project?.infoPlist == Project.FileReference("Info.plist", at: SourceLocation(line: 1, column: 37)))
        #expect(project?.entitlements == Project.FileReference("App.entitlements", at: SourceLocation(line: 1, column: 67)))
        #expect(project?.release == true)
    }

    /// `"import"` is written after `import` in the generated suite: a pull request must not turn it into code.
    @Test func aTestsEntrysImportMustBeAModuleName() {
        let json = #"{"tests": [{"tables": ["t.json"], "output": "T.swift", "import": "Foundation; let pwned: Void = { print(\"pwned\") }()"}]}"#
        let (project, diagnostics) = ProjectLoader.load(Array(json.utf8), file: "linkcheck.json")
        #expect(project?.generated.isEmpty != false)
        #expect(
            diagnostics.map(\.headline) == [
                #"linkcheck.json:1:66: error: "import": "Foundation; let pwned: Void = { print(\"pwned\") }()" is not a module name (identifiers joined by dots, such as App or MyApp.Core) [generate-bad-name]"#
            ])
        let (good, none) = ProjectLoader.load(
            Array(#"{"tests": [{"tables": ["t.json"], "output": "T.swift", "import": "MyApp.Core"}]}"#.utf8), file: "linkcheck.json")
        #expect(none.isEmpty)
        #expect(good?.generated.count == 1)
    }

    @Test func projectKeyErrors() {
        let (project, diagnostics) = ProjectLoader.load(
            Array(#"{"aasa": [], "infoPlist": "", "entitlements": "E", "release": true}"#.utf8), file: "linkcheck.json")
        #expect(project == nil)
        #expect(
            diagnostics.map(\.headline) == [
                "linkcheck.json:1:27: error: \"infoPlist\" cannot be empty [wrong-type]",
                "linkcheck.json:1:47: error: \"entitlements\" is checked against the schemas of \"tables\", and the project names none [missing-key]"
            ])
        let (_, release) = ProjectLoader.load(Array(#"{"tables": ["t.json"], "release": true}"#.utf8), file: "linkcheck.json")
        #expect(
            release.map(\.headline) == ["linkcheck.json:1:35: error: \"release\" checks the \"entitlements\" file, and the project names none [missing-key]"])
    }
}

extension AppConfigTests {
    /// A `"swift"` entry's `"enums"` is `generate swift --enums`: the entry's request, and so its
    /// staleness check, declares the enumerations where the app does.
    @Test func aSwiftEntrysEnums() {
        let (project, none) = ProjectLoader.load(
            Array(#"{"swift": [{"schema": "s.json", "output": "D.swift", "enums": "top-level"}]}"#.utf8), file: "linkcheck.json")
        #expect(none.isEmpty)
        #expect(project?.generated.first?.request.command == "linkcheck generate swift s.json --enums top-level --output D.swift")
        let (_, bad) = ProjectLoader.load(
            Array(#"{"swift": [{"schema": "s.json", "output": "D.swift", "enums": "global"}]}"#.utf8), file: "linkcheck.json")
        #expect(bad.map(\.headline) == [#"linkcheck.json:1:63: error: "enums" is "nested" or "top-level" [wrong-type]"#])
    }
}
