import LinkCheckCore
import LinkCheckRoutes
import LinkCheckGenerate
/// What `linkcheck init` writes: a small schema, a table that passes against it, an AASA file and
/// the project file that ties them together, each explaining itself in `"$comment"` keys.
enum InitTemplates {
    /// The project file with `"xcodeproj"` naming `name`, for a folder that holds one project.
    static func project(xcodeproj name: String) -> String {
        let entry = "  \"xcodeproj\": " + SwiftLiteral.string(name) + ",\n"
        guard let tables = project.firstRange(of: "  \"tables\"") else { return project }
        return String(project[..<tables.lowerBound]) + entry + String(project[tables.lowerBound...])
    }

    static let files: [(path: String, text: String)] = [
        ("linkcheck.json", project),
        ("deeplinks/routes.schema.json", schema),
        ("deeplinks/routes.cases.json", table),
        ("deeplinks/apple-app-site-association", aasa),
        (parserPath, parser)
    ]

    static let parserPath = "deeplinks/DeepLink.swift"

    /// The app's parser generated from the example schema, as the project's `"swift"` entry asks:
    /// `linkcheck check` fails when the schema changes and this file is not written again.
    static var parser: String {
        let request = GenerateRequest(.swift(schema: "deeplinks/routes.schema.json"), output: parserPath)
        guard let loaded = SchemaLoader.load(Array(schema.utf8), file: "deeplinks/routes.schema.json").schema else { return "" }
        return SwiftParserGenerator.source(for: loaded, file: "deeplinks/routes.schema.json", command: request.command)
    }

    static let project = #"""
        {
          "$comment": "linkcheck's project file: bare `linkcheck` (or `linkcheck check`) runs everything named here. Paths are relative to this file.",
          "tables": ["deeplinks/routes.cases.json"],
          "swift": [
            {
              "$comment": "The app's Tab, Route and DeepLink.parse, generated from the schema: move the output into your app target and keep this path pointing at it. `linkcheck check` fails when it is stale; `linkcheck generate swift deeplinks/routes.schema.json --output deeplinks/DeepLink.swift` writes it again.",
              "schema": "deeplinks/routes.schema.json",
              "output": "deeplinks/DeepLink.swift"
            }
          ],
          "aasa": [
            {
              "$comment": "The apple-app-site-association file your site serves. Every https URL of the tables that expects a destination must open the app.",
              "file": "deeplinks/apple-app-site-association",
              "appIDs": ["ABCDE12345.com.example.app"],
              "domain": "example.com",
              "urls": ["https://example.com/orders/42"]
            }
          ]
        }

        """#

    static let schema = #"""
        {
          "$comment": "How the app turns a URL into a tab and a navigation stack of `enum Route` values. Replace the example with your app's routes and links; docs/routes.md lists every form.",
          "schemes": ["example"],
          "hosts": ["example.com"],
          "tabs": ["orders", "profile"],
          "routes": {
            "$comment": "Route cases and their associated values: int, double, bool, uuid, string, an array of strings (an enum), query ([String: String]), optional with ?.",
            "order": { "id": "int" },
            "orderList": { "status": ["pending", "shipped"] },
            "settings": {},
            "help": { "url": "string" }
          },
          "links": [
            { "path": "/orders", "tab": "orders", "stack": [] },
            { "path": "/orders/:id", "tab": "orders", "stack": [{ "order": { "id": ":id" } }] },
            { "$comment": "A segment the app ignores: /orders/42/blue-shoes opens order 42.",
              "path": "/orders/:id/:_title", "tab": "orders", "stack": [{ "order": { "id": ":id" } }] },
            { "$comment": "A value map: the URL says open or sent, the app's enum says pending or shipped.",
              "path": "/orders/list/:status", "tab": "orders", "stack": [{ "orderList": { "status": ":status" } }],
              "values": { "status": { "open": "pending", "sent": "shipped" } } },
            { "path": "/settings", "tab": "profile", "stack": ["settings"] },
            { "$comment": "$url: the whole URL as the value, for a page the app shows in a web view.",
              "path": "/help/*_page", "hosts": ["example.com"], "tab": "profile", "stack": [{ "help": { "url": "$url" } }] }
          ]
        }

        """#

    static let table = #"""
        {
          "$comment": "URLs and the destination each must produce; expect null means no destination. Run: linkcheck routes deeplinks/routes.cases.json",
          "schema": "routes.schema.json",
          "cases": [
            { "url": "https://example.com/orders", "expect": { "tab": "orders", "stack": [] } },
            { "url": "example://orders/42",
              "expect": { "tab": "orders", "stack": [{ "order": { "id": 42 } }] } },
            { "url": "https://example.com/orders/42",
              "expect": { "tab": "orders", "stack": [{ "order": { "id": 42 } }] } },
            { "url": "https://example.com/orders/42/blue-shoes",
              "expect": { "tab": "orders", "stack": [{ "order": { "id": 42 } }] } },
            { "url": "https://example.com/orders/list/sent",
              "expect": { "tab": "orders", "stack": [{ "orderList": { "status": "shipped" } }] } },
            { "url": "https://example.com/settings",
              "expect": { "tab": "profile", "stack": ["settings"] } },
            { "url": "https://example.com/help/returns",
              "expect": { "tab": "profile", "stack": [{ "help": { "url": "https://example.com/help/returns" } }] } },
            { "url": "example://orders/abc", "expect": null, "note": "ids are numeric" },
            { "url": "example://orders/list/lost", "expect": null, "note": "only open and sent are statuses" }
          ]
        }

        """#

    static let aasa = #"""
        {
          "applinks": {
            "details": [
              {
                "appIDs": ["ABCDE12345.com.example.app"],
                "components": [
                  { "/": "/orders/*/invoice", "exclude": true, "comment": "invoices open in Safari" },
                  { "/": "/orders" },
                  { "/": "/orders/*" },
                  { "/": "/settings" },
                  { "/": "/help/*" }
                ]
              }
            ]
          }
        }

        """#
}
