import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import Testing

/// One finding as the tests compare it: position, severity, rule id and the exact message.
struct AASALintFinding: Sendable, Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var severity: Severity
    var rule: String
    var message: String

    init(_ line: Int, _ column: Int, _ severity: Severity, _ rule: String, _ message: String) {
        (self.line, self.column, self.severity, self.rule, self.message) = (line, column, severity, rule, message)
    }

    init(_ diagnostic: Diagnostic) {
        self.init(
            diagnostic.location?.line ?? 0, diagnostic.location?.column ?? 0, diagnostic.severity,
            diagnostic.rule.id, diagnostic.message)
    }

    var description: String { "\(line):\(column) \(severity) [\(rule)] \(message)" }
}

/// A small AASA file and every finding it must produce, in order.
struct AASALintCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var legacyIOS: Bool
    /// The domain the file is served from (`--domain`), when the case needs one.
    var domain: String?
    var expected: [AASALintFinding]
    var testDescription: String { name }

    init(_ name: String, _ text: String, legacyIOS: Bool = false, domain: String? = nil, _ expected: [AASALintFinding]) {
        (self.name, self.text, self.legacyIOS, self.domain, self.expected) = (name, text, legacyIOS, domain, expected)
    }

    func check() {
        let result = AASALoader.load(
            Array(text.utf8), file: "apple-app-site-association",
            options: AASALintOptions(checkLegacyIOS: legacyIOS, domain: domain))
        #expect(result.diagnostics.map(AASALintFinding.init) == expected)
        #expect(result.file != nil || expected.contains { $0.rule == "json-syntax" || $0.rule == "root-not-object" })
    }
}

/// `AASALoader`: the file, its keys, value types and app IDs; one small broken file per rule.
@Suite struct AASALintRuleTests {
    typealias Case = AASALintCase
    typealias E = AASALintFinding

    static let cases: [Case] = [
        Case(
            "placeholder-app-id",
            ##"{"applinks": {"details": [{"appIDs": ["XXXXXXXXXX.com.maisonemile.app", "0000000000.com.example.app", "YOURTEAMID.com.example.app", "ABCDE12345.com.YOUR_APP", "$(AppIdentifierPrefix)com.example.app", "ABCDE12345.com.yourcompany.app", "AAAAAAAAAB.com.example.app"], "components": [{"/": "/a"}]}]}, "webcredentials": {"apps": ["ABCDE12345.REPLACE_ME"]}}"##,
            [
                E(
                    1, 39, .error, "placeholder-app-id",
                    "app ID \"XXXXXXXXXX.com.maisonemile.app\" has the placeholder Team ID \"XXXXXXXXXX\" (one character repeated), so it names no real app and the file opens none; write the app's own \"<TeamID>.<BundleID>\""
                ),
                E(
                    1, 73, .error, "placeholder-app-id",
                    "app ID \"0000000000.com.example.app\" has the placeholder Team ID \"0000000000\" (one character repeated), so it names no real app and the file opens none; write the app's own \"<TeamID>.<BundleID>\""
                ),
                E(
                    1, 103, .error, "placeholder-app-id",
                    "app ID \"YOURTEAMID.com.example.app\" has a placeholder Team ID \"YOURTEAMID\" (it holds \"TEAMID\"), so it names no real app and the file opens none; write the app's own \"<TeamID>.<BundleID>\""
                ),
                E(
                    1, 133, .error, "placeholder-app-id",
                    "app ID \"ABCDE12345.com.YOUR_APP\" holds the template marker \"YOUR_\", so it names no real app and the file opens none; write the app's own \"<TeamID>.<BundleID>\""
                ),
                E(
                    1, 160, .error, "placeholder-app-id",
                    "app ID \"$(AppIdentifierPrefix)com.example.app\" holds the template marker \"$(\", so it names no real app and the file opens none; write the app's own \"<TeamID>.<BundleID>\""
                ),
                E(
                    1, 201, .error, "placeholder-app-id",
                    "app ID \"ABCDE12345.com.yourcompany.app\" has the template word \"yourcompany\" in its bundle ID, so it names no real app and the file opens none; write the app's own \"<TeamID>.<BundleID>\""
                ),
                E(
                    1, 326, .error, "placeholder-app-id",
                    "app ID \"ABCDE12345.REPLACE_ME\" holds the template marker \"REPLACE_\", so it names no real app and the file opens none; write the app's own \"<TeamID>.<BundleID>\""
                )
            ]),
        Case(
            "placeholder-app-id-example",
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example-app", "ABCDE12345.com.examples.app"], "components": [{"/": "/a"}]}]}}"##,
            domain: "miapp.com",
            [
                E(
                    1, 39, .error, "placeholder-app-id",
                    "app ID \"ABCDE12345.com.example.app\" has the template word \"example\" in its bundle ID, and the file is not an example, so it names no real app and the file opens none; write the app's own \"<TeamID>.<BundleID>\""
                ),
                E(
                    1, 69, .error, "placeholder-app-id",
                    "app ID \"ABCDE12345.com.example-app\" has the template word \"example\" in its bundle ID, and the file is not an example, so it names no real app and the file opens none; write the app's own \"<TeamID>.<BundleID>\""
                )
            ]),
        Case(
            "placeholder-app-id-example-domain", ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a"}]}]}}"##,
            domain: "www.example.org", []),
        Case(
            "unreachable-entry",
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.two"], "components": [{"/": "/promo/*", "exclude": true}, {"/": "*"}]}, {"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/orders/*"}]}, {"appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.three"], "components": [{"/": "/help/*"}]}, {"appID": "ABCDE12345.com.example.two", "paths": ["NOT /*"]}, {"appID": "ABCDE12345.com.example.two", "paths": ["/x"]}]}}"##,
            [
                E(
                    1, 165, .warning, "unreachable-entry",
                    "details[1] can never be reached on any iOS version: for the apps it lists, details[0].components[1] {\"/\": \"*\"} comes first and matches every URL; remove it, or move its rules into the earlier entry before the rule that takes every URL"
                ),
                E(
                    1, 177, .warning, "duplicate-app-id",
                    "app ID \"ABCDE12345.com.example.app\" is also listed in details[0]; the rules of details[1] are tried for it only when no rule of details[0] matches"
                ),
                E(
                    1, 257, .warning, "duplicate-app-id",
                    "app ID \"ABCDE12345.com.example.app\" is also listed in details[0]; the rules of details[2] are tried for it only when no rule of details[0] matches"
                ),
                E(
                    1, 365, .warning, "duplicate-app-id",
                    "app ID \"ABCDE12345.com.example.two\" is also listed in details[0]; the rules of details[3] are tried for it only when no rule of details[0] matches"
                ),
                E(
                    1, 405, .warning, "excludes-everything",
                    "details[3].paths[0] \"NOT /*\" excludes every URL, so no universal link can ever open the app of details[3]"),
                E(
                    1, 417, .warning, "unreachable-entry",
                    "details[4] can never be reached on any iOS version: for the apps it lists, details[0].components[1] {\"/\": \"*\"} comes first and matches every URL on iOS 13 and later, and details[3].paths[0] \"NOT /*\" on iOS 12 and earlier; remove it, or move its rules into the earlier entry before the rule that takes every URL"
                ),
                E(
                    1, 427, .warning, "duplicate-app-id",
                    "app ID \"ABCDE12345.com.example.two\" is also listed in details[0]; the rules of details[4] are tried for it only when no rule of details[0] matches"
                )
            ]),
        Case(
            "exclusion-shadowed",
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/????????????"}, {"#": "no_universal_links", "exclude": true}, {"/": "/$(lang)/*"}, {"/": "/en/admin", "exclude": true}, {"/": "/a/*", "exclude": true}, {"/": "/a/*", "?": {"draft": "?*"}, "exclude": true}, {"/": "/b", "exclude": true}]}]}}"##,
            [
                E(
                    1, 109, .warning, "exclusion-shadowed",
                    "details[0].components[1] {\"#\": \"no_universal_links\", \"exclude\": true} does not exclude all the URLs it matches: details[0].components[0] {\"/\": \"/????????????\"} comes first and opens the app for at least some of them, such as \"/xxxxxxxxxxxx#no_universal_links\"; put exclusions first"
                ),
                E(
                    1, 176, .warning, "exclusion-shadowed",
                    "details[0].components[3] {\"/\": \"/en/admin\", \"exclude\": true} does not exclude all the URLs it matches: details[0].components[2] {\"/\": \"/$(lang)/*\"} comes first and opens the app for at least some of them, such as \"/en/admin\"; put exclusions first"
                ),
                E(
                    1, 213, .warning, "exclusion-shadowed",
                    "details[0].components[4] {\"/\": \"/a/*\", \"exclude\": true} does not exclude all the URLs it matches: details[0].components[0] {\"/\": \"/????????????\"} comes first and opens the app for at least some of them, such as \"/a/xxxxxxxxxx\"; put exclusions first"
                ),
                E(
                    1, 245, .warning, "unreachable-rule",
                    "details[0].components[5] {\"/\": \"/a/*\", \"?\": {\"draft\": \"?*\"}, \"exclude\": true} can never be reached: components[4] {\"/\": \"/a/*\", \"exclude\": true} matches every URL it matches and comes first"
                )
            ]),
        Case(
            "app-id-and-app-ids",
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.one"], "appID": "ABCDE12345.com.example.app", "components": [{"/": "/a"}]}]}}"##,
            [
                E(1, 70, .warning, "app-id-and-app-ids", "details[0] sets both \"appID\" and \"appIDs\"; list every app in \"appIDs\" and remove \"appID\"")
            ]),
        Case(
            "app-ids",
            ##"{"webcredentials": {"apps": ["com.example.app", "ABCDE12345", "ABCDE12345.", "ABCDE1234X5.com.x", "ABCDE12345.com..x", "ABCDE12345.com.my_app", "abcde12345.com.example.app", "", "ABCDE12345.com.example.app", "ABCDE12345.COM.example.app"]}}"##,
            [
                E(
                    1, 30, .error, "missing-team-id",
                    "app ID \"com.example.app\" has no Team ID prefix; expected \"<TeamID>.<BundleID>\", such as \"ABCDE12345.com.example.app\""),
                E(1, 49, .error, "malformed-app-id", "app ID \"ABCDE12345\" has no bundle ID after the Team ID; expected \"<TeamID>.<BundleID>\""),
                E(1, 63, .error, "malformed-app-id", "app ID \"ABCDE12345.\" has no bundle ID after the Team ID; expected \"<TeamID>.<BundleID>\""),
                E(
                    1, 78, .error, "malformed-app-id",
                    "app ID \"ABCDE1234X5.com.x\" starts with \"ABCDE1234X5\" (11 characters), but a Team ID is exactly 10 characters A-Z 0-9"),
                E(
                    1, 99, .error, "malformed-app-id",
                    "app ID \"ABCDE12345.com..x\" has an empty label in its bundle ID (a leading, trailing or doubled \".\"); expected \"<TeamID>.<BundleID>\""),
                E(
                    1, 120, .error, "malformed-app-id",
                    "app ID \"ABCDE12345.com.my_app\" has \"_\" in its bundle ID, which allows only A-Z a-z 0-9 \".\" and \"-\"; expected \"<TeamID>.<BundleID>\""
                ),
                E(
                    1, 145, .warning, "lowercase-team-id",
                    "app ID prefix \"abcde12345\" is lower case; Team IDs are upper case A-Z 0-9, so \"abcde12345.com.example.app\" will not equal the app's signed application identifier"
                ),
                E(1, 175, .error, "malformed-app-id", "app ID is empty; expected \"<TeamID>.<BundleID>\""),
                E(
                    1, 179, .warning, "duplicate-app-id",
                    "app ID \"ABCDE12345.com.example.app\" differs from \"abcde12345.com.example.app\" in webcredentials.apps only in case; iOS compares app IDs exactly, so one of them is probably mistyped"
                ),
                E(
                    1, 209, .warning, "duplicate-app-id",
                    "app ID \"ABCDE12345.COM.example.app\" differs from \"abcde12345.com.example.app\" in webcredentials.apps only in case; iOS compares app IDs exactly, so one of them is probably mistyped"
                )
            ]),
        Case(
            "duplicate-app-id",
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app"], "components": [{"/": "/a"}]}, {"appID": "ABCDE12345.com.example.app", "paths": ["/b"]}]}}"##,
            [
                E(1, 69, .warning, "duplicate-app-id", "app ID \"ABCDE12345.com.example.app\" is listed twice in details[0]"),
                E(
                    1, 140, .warning, "duplicate-app-id",
                    "app ID \"ABCDE12345.com.example.app\" is also listed in details[0]; the rules of details[1] are tried for it only when no rule of details[0] matches"
                )
            ]),
        Case(
            "duplicate-key", ##"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"], "apps": ["ABCDE12345.com.example.app"]}}"##,
            [
                E(1, 61, .error, "duplicate-key", "duplicate key \"apps\"")
            ]),
        Case(
            "empty-service", ##"{"activitycontinuation": {"apps": []}}"##,
            [
                E(1, 35, .warning, "empty-service", "activitycontinuation.apps is empty, so \"activitycontinuation\" associates no app")
            ]),
        Case(
            "json-syntax", ##"{"applinks": }"##,
            [
                E(1, 14, .error, "json-syntax", "expected a JSON value, found \"}\"")
            ]),
        Case(
            "legacy-apps", ##"{"applinks": {"apps": {}, "details": [{"appID": "ABCDE12345.com.example.app", "paths": ["/a"]}]}}"##,
            [
                E(
                    1, 23, .error, "legacy-apps-not-empty",
                    "legacy \"applinks.apps\" must be an empty array, not an object; app IDs belong in \"details\" (write \"apps\": [] or leave the key out)")
            ]),
        Case(
            "legacy-apps-array",
            ##"{"applinks": {"apps": ["ABCDE12345.com.example.app"], "details": [{"appID": "ABCDE12345.com.example.app", "paths": ["/a"]}]}}"##,
            [
                E(
                    1, 23, .error, "legacy-apps-not-empty",
                    "legacy \"applinks.apps\" must be an empty array, not an array with 1 value; app IDs belong in \"details\" (write \"apps\": [] or leave the key out)"
                )
            ]),
        Case(
            "variable-suggestion",
            ##"{"applinks": {"substitutionVariables": {"food": ["taco"]}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/$(fod)/$(food)/$(lnag)"}]}]}}"##,
            [
                E(
                    1, 136, .error, "undefined-variable",
                    "pattern \"/$(fod)/$(food)/$(lnag)\" uses undefined substitution variable \"fod\", so it never matches; did you mean \"$(food)\"?"),
                E(
                    1, 136, .error, "undefined-variable",
                    "pattern \"/$(fod)/$(food)/$(lnag)\" uses undefined substitution variable \"lnag\", so it never matches; did you mean \"$(lang)\"?")
            ]),
        Case(
            "missing-app-id", ##"{"applinks": {"details": [{"appIDs": [], "components": [{"/": "/a"}]}]}}"##,
            [
                E(1, 38, .error, "missing-app-id", "\"appIDs\" of details[0] is empty, so its rules apply to no app")
            ]),
        Case(
            "missing-key", ##"{"webcredentials": {}}"##,
            [
                E(1, 20, .error, "missing-key", "\"webcredentials\" has no \"apps\" list, so it associates nothing")
            ]),
        Case(
            "no-details", ##"{"applinks": {"defaults": {"caseSensitive": false}}}"##,
            [
                E(1, 14, .error, "no-details", "\"applinks\" has no \"details\", so no URL opens an app")
            ]),
        // As "no-details" is: an empty list opens no more than a missing one (docs/aasa.md).
        Case(
            "empty-details", ##"{"applinks": {"details": []}}"##,
            [
                E(1, 26, .error, "no-details", "\"details\" is empty, so no URL opens an app")
            ]),
        Case(
            "empty-details-dictionary", ##"{"applinks": {"details": {}}}"##,
            [
                E(
                    1, 26, .warning, "details-dictionary",
                    "\"details\" is a dictionary keyed by app ID, so the order iOS tries the apps in is undefined; use an array of {\"appIDs\": [...], \"components\": [...]} entries"
                ),
                E(1, 26, .error, "no-details", "\"details\" is empty, so no URL opens an app")
            ]),
        Case(
            "no-service", ##"{}"##,
            [
                E(
                    1, 1, .warning, "no-service",
                    "the file declares none of \"applinks\", \"webcredentials\", \"appclips\", \"activitycontinuation\", so nothing is associated")
            ]),
        Case(
            "query-value-not-string",
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a", "?": {"a": "1", "flag": true}}]}]}}"##,
            [
                E(
                    1, 121, .error, "query-value-not-string",
                    "query item \"flag\" must have a pattern string, not true; iOS then ignores the whole \"?\" dictionary")
            ]),
        Case(
            "root-not-object", ##"[]"##,
            [
                E(1, 1, .error, "root-not-object", "the top-level value must be an object, not an array")
            ]),
        Case(
            "string-boolean", ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a", "percentEncoded": 0}]}]}}"##,
            [
                E(1, 115, .error, "string-boolean", "\"percentEncoded\" must be a boolean, not the number 0; write false")
            ]),
        Case(
            "unknown-key-applinks", ##"{"applinks": {"details": [], "defualts": {}}}"##,
            [
                E(1, 26, .error, "no-details", "\"details\" is empty, so no URL opens an app"),
                E(1, 30, .warning, "unknown-key", "unknown key \"defualts\" in \"applinks\"; did you mean \"defaults\"?")
            ]),
        Case(
            "unknown-key-component-catchall",
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"path": "/admin/*", "exclude": true}]}]}}"##,
            [
                E(
                    1, 85, .warning, "excludes-everything",
                    "details[0].components[0] excludes every URL, so no universal link can ever open the apps of details[0]"),
                E(
                    1, 86, .error, "unknown-key",
                    "unknown key \"path\" in details[0].components[0], which iOS ignores, so the component excludes every URL; did you mean \"/\"?")
            ]),
        Case(
            "unknown-key-component-exclude",
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/admin/*", "excluded": true}]}]}}"##,
            [
                E(
                    1, 103, .error, "unknown-key",
                    "unknown key \"excluded\" in details[0].components[0], which iOS ignores, so matching URLs open the app instead of being excluded; did you mean \"exclude\"?"
                )
            ]),
        Case(
            "unknown-key-component-query",
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/search", "query": "q=*"}]}]}}"##,
            [
                E(
                    1, 102, .error, "unknown-key",
                    "unknown key \"query\" in details[0].components[0], which iOS ignores, so the component has no \"?\" constraint and matches more URLs than intended; did you mean \"?\"?"
                )
            ]),
        Case(
            "unknown-key-component-warning",
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/admin/*", "casesensitive": false}]}]}}"##,
            [
                E(1, 103, .warning, "unknown-key", "unknown key \"casesensitive\" in details[0].components[0]; did you mean \"caseSensitive\"?")
            ]),
        Case(
            "unknown-key-defaults",
            ##"{"applinks": {"defaults": {"caseSensitiv": false}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a"}]}]}}"##,
            [
                E(1, 28, .warning, "unknown-key", "unknown key \"caseSensitiv\" in applinks.defaults; did you mean \"caseSensitive\"?")
            ]),
        Case(
            // The misspelled app-ID key is the cause: one error at it, not an unknown-key warning.
            "misspelled-app-ids-entry", ##"{"applinks": {"details": [{"appIds": ["ABCDE12345.com.example.app"], "components": []}]}}"##,
            [
                E(
                    1, 28, .error, "missing-app-id",
                    "details[0] has no \"appID\" or \"appIDs\", so its rules apply to no app: \"appIds\" is not a key iOS reads; did you mean \"appIDs\"?"),
                E(1, 84, .warning, "no-rules", "\"components\" of details[0] is empty, so it opens no URL")
            ]),
        Case(
            "unknown-key-entry", ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "componets": [], "components": []}]}}"##,
            [
                E(1, 70, .warning, "unknown-key", "unknown key \"componets\" in details[0]; did you mean \"components\"?"),
                E(1, 101, .warning, "no-rules", "\"components\" of details[0] is empty, so it opens no URL")
            ]),
        Case(
            "unknown-key-service", ##"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"], "details": [], "app": []}}"##,
            [
                E(1, 61, .warning, "unknown-key", "unknown key \"details\" in \"webcredentials\"; \"details\" only applies to \"applinks\""),
                E(1, 76, .warning, "unknown-key", "unknown key \"app\" in \"webcredentials\"; did you mean \"apps\"?")
            ]),
        Case(
            "unknown-key-top", ##"{"webcredentials": {"apps": ["ABCDE12345.com.example.app"]}, "appLinks": {}}"##,
            [
                E(1, 62, .warning, "unknown-key", "unknown top-level key \"appLinks\"; did you mean \"applinks\"?")
            ]),
        Case(
            "unknown-key-top-error", ##"{"appLinks": {"details": []}}"##,
            [
                E(1, 2, .error, "unknown-key", "unknown top-level key \"appLinks\", so the file associates nothing; did you mean \"applinks\"?")
            ]),
        Case(
            "valid-apple-example",
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app2"], "components": [{"#": "no_universal_links", "exclude": true, "comment": "x"}, {"/": "/buy/*", "comment": "y"}, {"/": "/menu/$(food)/*", "caseSensitive": false}, {"/": "/help/*", "?": {"articleNumber": "????"}}]}], "substitutionVariables": {"food": ["burrito", "taco"]}}, "webcredentials": {"apps": ["ABCDE12345.com.example.app"]}, "appclips": {"apps": ["ABCDE12345.com.example.MyApp.Clip"]}}"##,
            []),
        Case(
            "valid-catch-all-last",
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/login", "exclude": true}, {"/": "*", "comment": "Matches all remaining routes"}]}]}}"##,
            []),
        Case(
            "valid-legacy",
            ##"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.app", "paths": ["/wwdc/news/", "NOT /videos/wwdc/2010/*", "/videos/wwdc/201?/*"]}]}}"##,
            []),
        Case(
            "wrong-type-appid", ##"{"applinks": {"details": [{"appID": 42, "paths": ["*"]}]}}"##,
            [
                E(1, 37, .error, "wrong-type", "\"appID\" must be a string, not the number 42")
            ]),
        Case(
            "wrong-type-appids", ##"{"applinks": {"details": [{"appIDs": "ABCDE12345.com.example.app", "components": [{"/": "/a"}]}]}}"##,
            [
                E(
                    1, 38, .error, "wrong-type",
                    "\"appIDs\" must be an array of strings, not the string \"ABCDE12345.com.example.app\"; write [\"ABCDE12345.com.example.app\"]")
            ]),
        Case(
            "wrong-type-appids-element", ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app", 7], "components": [{"/": "/a"}]}]}}"##,
            [
                E(1, 69, .error, "wrong-type", "each app ID in \"appIDs\" must be a string, not the number 7")
            ]),
        Case(
            "wrong-type-bool",
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a", "caseSensitive": null}]}]}}"##,
            [
                E(1, 114, .error, "wrong-type", "\"caseSensitive\" must be true or false, not null")
            ]),
        Case(
            "wrong-type-comment", ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a", "comment": ["x"]}]}]}}"##,
            [
                E(1, 108, .error, "wrong-type", "\"comment\" must be a string, not an array")
            ]),
        Case(
            "wrong-type-component", ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": ["/a"]}]}}"##,
            [
                E(1, 85, .error, "wrong-type", "details[0].components[0] must be an object, not the string \"/a\"; write {\"/\": \"/a\"}")
            ]),
        Case(
            "wrong-type-components", ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": {"/": "/a"}}]}}"##,
            [
                E(1, 84, .error, "wrong-type", "\"components\" must be an array of objects, not an object; wrap the component in [ ]")
            ]),
        Case(
            "wrong-type-details", ##"{"applinks": {"details": "x"}}"##,
            [
                E(1, 26, .error, "wrong-type", "\"details\" must be an array of entries, not the string \"x\"")
            ]),
        Case(
            "wrong-type-fragment", ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a", "#": 1}]}]}}"##,
            [
                E(1, 102, .error, "wrong-type", "\"#\" must be a pattern string, not the number 1")
            ]),
        Case(
            "wrong-type-service", ##"{"appclips": ["ABCDE12345.com.example.app"]}"##,
            [
                E(1, 14, .error, "wrong-type", "\"appclips\" must be an object with an \"apps\" array, not an array; write {\"apps\": [...]}")
            ]),
        Case(
            "wrong-type-service-element", ##"{"appclips": {"apps": [null]}}"##,
            [
                E(1, 24, .error, "wrong-type", "each app ID in appclips.apps must be a string, not null")
            ]),
        Case(
            "wrong-type-variable",
            ##"{"applinks": {"substitutionVariables": {"food": "pizza"}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/$(food)"}]}]}}"##,
            [
                E(1, 49, .error, "wrong-type", "substitution variable \"food\" must be an array of strings, not the string \"pizza\"; write [\"pizza\"]")
            ]),
        Case(
            "wrong-type-variables",
            ##"{"applinks": {"substitutionVariables": [], "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a"}]}]}}"##,
            [
                E(1, 40, .error, "wrong-type", "\"substitutionVariables\" must be an object of name → array of strings, not an array")
            ])
    ]

    @Test(arguments: cases)
    func findings(_ c: Case) {
        c.check()
    }
}
