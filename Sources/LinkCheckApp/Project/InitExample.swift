import LinkCheckCore
import LinkCheckRoutes
import LinkCheckGenerate

/// What `linkcheck init` writes: a small schema, a table that passes against it, an AASA file and
/// the project file that ties them together, each explaining itself in `"$comment"` keys. Made
/// for the app when its Xcode project is read (`AppFacts`): its schemes, hosts and app ID, its
/// Info.plist and entitlements named, so that `linkcheck` right after `init` passes.
public struct InitExample: Sendable {
    /// The app's Xcode project, as a path from the folder init writes into.
    public var xcodeproj: String?
    /// What the project ships; `nil` writes the example app's (`example://`, `example.com`).
    public var facts: AppFacts?
    /// `--hand-written-parser`: a `"tests"` entry (generated tests for the app's own
    /// `DeepLink.parse`, importing `module`) instead of a generated parser.
    public var handWrittenParser: Bool
    /// The module the generated tests import: the app target's name as a Swift identifier.
    public var module: String

    /// The example for a folder with no project read (`facts` `nil`), or for the app `facts` describes.
    public init(xcodeproj: String? = nil, facts: AppFacts? = nil, handWrittenParser: Bool = false) {
        self.xcodeproj = xcodeproj
        self.facts = facts
        self.handWrittenParser = handWrittenParser
        self.module = Self.moduleName(facts?.target ?? "App")
    }

    static let exampleAppID = "ABCDE12345.com.example.app"
    static let schemaPath = "deeplinks/routes.schema.json"
    static let tablePath = "deeplinks/routes.cases.json"
    static let aasaPath = "deeplinks/apple-app-site-association"
    static let parserPath = "deeplinks/DeepLink.swift"
    static let testsPath = "deeplinks/DeepLinkCaseTests.swift"

    /// Whether the app's own schemes and hosts are used: it has at least one of them.
    var fits: Bool { facts.map { !$0.schemes.isEmpty || !$0.hosts.isEmpty } ?? false }
    var schemes: [String] { fits ? facts?.schemes ?? [] : ["example"] }
    var hosts: [String] { fits ? facts?.hosts ?? [] : ["example.com"] }
    var appID: String { facts?.appID ?? Self.exampleAppID }
    /// The scheme and the host the example URLs use; a wildcard host as its `www.` subdomain.
    var scheme: String? { schemes.first }
    var host: String? { hosts.first.map { $0.hasPrefix("*.") ? Link.filledHost($0) : $0 } }

    /// The files to write, in order, each with its path from the folder.
    public var files: [(path: String, text: String)] {
        var out = [("linkcheck.json", project), (Self.schemaPath, schema), (Self.tablePath, table)]
        if host != nil { out.append((Self.aasaPath, aasa)) }
        out.append(handWrittenParser ? (Self.testsPath, tests) : (Self.parserPath, parser))
        return out
    }

    /// Lines for init to print about what it read, or why the example is not the app's.
    public var notes: [String] {
        guard let xcodeproj else { return [] }
        let project = Display.path(xcodeproj)
        guard let facts else {
            return ["\(project) has no iOS app target linkcheck can read; the example is for example:// and example.com"]
        }
        let clips = facts.targets.dropFirst().map { SwiftLiteral.string($0) }
        var out = [
            "read \(project): \(facts.target) (\(facts.configuration)), the configuration that ships"
                + (clips.isEmpty ? "" : ", and its App Clip\(clips.count == 1 ? "" : "s") \(Plural.list(clips))")
        ]
        if let reason = facts.reason {
            let apps = ([facts.target] + facts.otherApps).map { SwiftLiteral.string($0) }
            out.append(
                "\(project) has \(apps.count) iOS app targets (\(Plural.list(apps))): init took \(SwiftLiteral.string(facts.target)), \(reason); "
                    + "linkcheck init --target NAME takes another")
        }
        let entitlements = facts.entitlements.map { " in " + Display.path($0) } ?? ""
        out += facts.skipped.map {
            "the entitlements entry \($0.text)\(entitlements) \($0.defect). Until then iOS opens none of its Universal Links; "
                + "the example takes no host from it"
        }
        if !fits {
            let plist = facts.infoPlist.map { " (CFBundleURLTypes in \(Display.path($0)))" } ?? ""
            out.append(
                "the app registers no URL scheme and no applinks: host, so the example is for example:// and example.com, and linkcheck.json "
                    + "does not name \(project) yet: once the app registers a scheme\(plist) or an applinks: host\(entitlements), "
                    + "put them in the schema and add \"xcodeproj\": \(json(xcodeproj))")
        } else {
            let sources = facts.schemes.map { "\($0)://" } + facts.hosts
            let aasa = host != nil ? facts.appID.map { "; the AASA example lists app ID \($0)" } ?? "" : ""
            out.append("the example schema uses \(sources.joined(separator: ", "))" + aasa)
        }
        if fits, facts.schemesUseSettings, facts.infoPlist != nil {
            out.append(
                "its URL schemes are expanded when the app is built (build settings, or INFOPLIST_PREPROCESS), so linkcheck.json names no "
                    + "\"infoPlist\": the Xcode check reads them expanded")
        }
        if fits, facts.domainsUseSettings, !facts.hosts.isEmpty {
            out.append("its associated domains hold build settings, so linkcheck.json names no \"entitlements\": the Xcode check reads them expanded")
        }
        if facts.appID == nil { out.append("the app ID is unknown (linkcheck xcode says why); the AASA example lists \(Self.exampleAppID)") }
        if fits, let first = facts.projectFindings.first {
            let counts = Summary(findings: facts.projectFindings)
            var rules: [String] = []
            for finding in facts.projectFindings where !rules.contains(finding.rule.id) { rules.append(finding.rule.id) }
            let count = [Plural.count(counts.errors, "error"), Plural.count(counts.warnings, "warning")].filter { !$0.hasPrefix("0 ") }
            out.append(
                "linkcheck will also report what the project as committed gets wrong: \(count.joined(separator: " and ")) "
                    + "(\(rules.joined(separator: ", "))), the first about \(Display.path(first.file))")
        }
        return out
    }

    // MARK: - The files

    var project: String {
        var lines = [
            "{",
            #"  "$comment": "linkcheck's project file: bare `linkcheck` (or `linkcheck check`) runs everything named here. Paths are relative to this file; docs/project-file.md lists every key.","#
        ]
        // The project is named only where the example fits the app: its check would otherwise ask
        // the app for example.com and example://, which it does not have.
        if fits, let xcodeproj, let facts {
            lines += [
                #"  "xcodeproj": {"#,
                #"    "$comment": "The app's Xcode project: what the targets named here ship is checked against the schema and the AASA file. Name another target to check it too.","#,
                "    \"project\": \(json(xcodeproj)),",
                "    \"targets\": \(list(facts.targets))",
                "  },"
            ]
        }
        // Schemes that are build settings are read expanded by the Xcode check only.
        if fits, let plist = facts?.infoPlist, facts?.schemesUseSettings == false { lines.append("  \"infoPlist\": \(json(plist)),") }
        // Entries with build settings are read expanded by the Xcode check only.
        if fits, let entitlements = facts?.entitlements, !hosts.isEmpty, facts?.domainsUseSettings == false {
            lines.append("  \"entitlements\": \(json(entitlements)),")
        }
        lines.append("  \"tables\": [\(json(Self.tablePath))],")
        if handWrittenParser {
            lines += [
                #"  "tests": ["#,
                "    {",
                #"      "$comment": "Swift Testing tests of the app's own DeepLink.parse, one per case of the tables: move the output into your test target and keep this path pointing at it. `linkcheck check` fails when it is stale; the command in its header writes it again.","#,
                "      \"tables\": [\(json(Self.tablePath))],",
                "      \"output\": \(json(Self.testsPath)),",
                "      \"import\": \(json(module)),",
                "      \"testable\": true",
                "    }",
                "  ]" + (host == nil ? "" : ",")
            ]
        } else {
            lines += [
                #"  "swift": ["#,
                "    {",
                #"      "$comment": "The app's Tab, Route and DeepLink.parse, generated from the schema: move the output into your app target and keep this path pointing at it. `linkcheck check` fails when it is stale; `linkcheck generate swift deeplinks/routes.schema.json --output deeplinks/DeepLink.swift` writes it again.","#,
                "      \"schema\": \(json(Self.schemaPath)),",
                "      \"output\": \(json(Self.parserPath))",
                "    }",
                "  ]" + (host == nil ? "" : ",")
            ]
        }
        if let host {
            lines += [
                #"  "aasa": ["#,
                "    {",
                #"      "$comment": "The apple-app-site-association file your site serves. Every https URL of the tables that expects a destination must open the app.","#,
                "      \"file\": \(json(Self.aasaPath)),",
                "      \"appIDs\": [\(json(appID))],",
                "      \"domain\": \(json(host)),",
                "      \"urls\": [\(json("https://\(host)/orders/42"))]",
                "    }",
                "  ]"
            ]
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    var schema: String {
        var links = [
            #"    { "path": "/orders", "tab": "orders", "stack": [] },"#,
            #"    { "path": "/orders/:id", "tab": "orders", "stack": [{ "order": { "id": ":id" } }] },"#,
            #"    { "$comment": "A segment the app ignores: /orders/42/blue-shoes opens order 42.","#,
            #"      "path": "/orders/:id/:_title", "tab": "orders", "stack": [{ "order": { "id": ":id" } }] },"#,
            #"    { "$comment": "A value map: the URL says open or sent, the app's enum says pending or shipped.","#,
            #"      "path": "/orders/list/:status", "tab": "orders", "stack": [{ "orderList": { "status": ":status" } }],"#,
            #"      "values": { "status": { "open": "pending", "sent": "shipped" } } },"#,
            #"    { "path": "/settings", "tab": "profile", "stack": ["settings"] },"#,
            #"    { "$comment": "$url: the whole URL as the value, for a page the app shows in a web view.","#
        ]
        let restriction = hosts.isEmpty ? "" : " \"hosts\": \(list(hosts)),"
        links.append(#"      "path": "/help/*_page","# + restriction + #" "tab": "profile", "stack": [{ "help": { "url": "$url" } }] }"#)
        let lines =
            [
                "{",
                #"  "$comment": "How the app turns a URL into a tab and a navigation stack of `enum Route` values. Replace the example with your app's routes and links; docs/routes.md lists every form.","#,
                "  \"schemes\": \(list(schemes)),",
                "  \"hosts\": \(list(hosts)),",
                #"  "tabs": ["orders", "profile"],"#,
                #"  "routes": {"#,
                #"    "$comment": "Route cases and their associated values: int, double, bool, uuid, string, an array of strings (an enum), query ([String: String]), optional with ?.","#,
                #"    "order": { "id": "int" },"#,
                #"    "orderList": { "status": ["pending", "shipped"] },"#,
                #"    "settings": {},"#,
                #"    "help": { "url": "string" }"#,
                "  },",
                #"  "links": ["#
            ] + links + ["  ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    var table: String {
        func order(_ id: Int) -> String { #"{ "tab": "orders", "stack": [{ "order": { "id": \#(id) } }] }"# }
        var cases: [String] = []
        // Web URLs where the app has a host, custom-scheme ones where it has a scheme.
        let base = host.map { "https://\($0)/" } ?? "\(scheme ?? "example")://"
        cases.append(#"    { "url": \#(json(base + "orders")), "expect": { "tab": "orders", "stack": [] } },"#)
        if let scheme, host != nil {
            cases.append("    { \"url\": \(json("\(scheme)://orders/42")),\n      \"expect\": \(order(42)) },")
        }
        cases += [
            "    { \"url\": \(json(base + "orders/42")),\n      \"expect\": \(order(42)) },",
            "    { \"url\": \(json(base + "orders/42/blue-shoes")),\n      \"expect\": \(order(42)) },",
            "    { \"url\": \(json(base + "orders/list/sent")),\n      \"expect\": { \"tab\": \"orders\", \"stack\": [{ \"orderList\": { \"status\": \"shipped\" } }] } },",
            "    { \"url\": \(json(base + "settings")),\n      \"expect\": { \"tab\": \"profile\", \"stack\": [\"settings\"] } },",
            "    { \"url\": \(json(base + "help/returns")),\n      \"expect\": { \"tab\": \"profile\", \"stack\": [{ \"help\": { \"url\": \(json(base + "help/returns")) } }] } },"
        ]
        // URLs with no destination on the custom scheme: on the web, the AASA opens them in the
        // app anyway (/orders/*), which linkcheck would rightly warn about.
        if let scheme {
            cases += [
                "    { \"url\": \(json("\(scheme)://orders/abc")), \"expect\": null, \"note\": \"ids are numeric\" },",
                "    { \"url\": \(json("\(scheme)://orders/list/lost")), \"expect\": null, \"note\": \"only open and sent are statuses\" },"
            ]
        } else {
            cases.append(
                "    { \"url\": \(json(base + "account")), \"expect\": null, \"note\": \"the site shows the account page; the AASA does not send it\" },")
        }
        cases[cases.count - 1] = String(cases[cases.count - 1].dropLast())  // the last case takes no comma
        let lines =
            [
                "{",
                #"  "$comment": "URLs and the destination each must produce; expect null means no destination. Run: linkcheck routes deeplinks/routes.cases.json","#,
                #"  "schema": "routes.schema.json","#,
                #"  "cases": ["#
            ] + cases + ["  ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    var aasa: String {
        // The sections the app's entitlements and App Clips need besides applinks.
        var more = ""
        if facts?.webCredentials == true { more += ",\n  \"webcredentials\": { \"apps\": [\(json(appID))] }" }
        if let clips = facts?.appClipIDs, !clips.isEmpty { more += ",\n  \"appclips\": { \"apps\": \(list(clips)) }" }
        return """
            {
              "applinks": {
                "details": [
                  {
                    "appIDs": [\(json(appID))],
                    "components": [
                      { "/": "/orders/*/invoice", "exclude": true, "comment": "invoices open in Safari" },
                      { "/": "/orders" },
                      { "/": "/orders/*" },
                      { "/": "/settings" },
                      { "/": "/help/*" }
                    ]
                  }
                ]
              }\(more)
            }

            """
    }

    /// The app's parser generated from the example schema, as the project's `"swift"` entry asks:
    /// `linkcheck check` fails when the schema changes and this file is not written again.
    var parser: String {
        let request = GenerateRequest(.swift(schema: Self.schemaPath), output: Self.parserPath)
        guard let loaded = SchemaLoader.load(Array(schema.utf8), file: Self.schemaPath).schema else { return "" }
        return SwiftParserGenerator.source(for: loaded, file: Self.schemaPath, command: request.command)
    }

    /// The tests of the app's own parser, as the project's `"tests"` entry asks.
    var tests: String {
        let request = GenerateRequest(
            .tests(tables: [Self.tablePath], schema: nil, module: module, testable: true, xctest: false), output: Self.testsPath)
        let files = MemoryFiles([Self.schemaPath: schema, Self.tablePath: table])
        return GenerateRun.run(request, limits: .defaults, files: files).text ?? ""
    }

    // MARK: - Text

    /// A JSON string: `"` and `\\` escaped, control characters as `\\u00XX`.
    func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
    func list(_ items: [String]) -> String { "[" + items.map(json).joined(separator: ", ") + "]" }

    /// A target name as the module Swift makes of it: characters other than letters, digits and
    /// `_` become `_`, and a leading digit gets one before it.
    static func moduleName(_ target: String) -> String {
        var out = String(target.unicodeScalars.map { ($0.properties.isAlphabetic || ("0"..."9").contains($0)) && $0.isASCII ? Character($0) : "_" })
        if out.first?.isNumber ?? true { out = "_" + out }
        return out
    }
}
