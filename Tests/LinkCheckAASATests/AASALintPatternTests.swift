import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import Testing

/// `AASALoader`: legacy shapes, patterns, substitution variables and unreachable rules.
@Suite struct AASALintPatternTests {
    typealias Case = AASALintCase
    typealias E = AASALintFinding

    static let cases: [Case] = [
        Case(
            "details-dictionary", ##"{"applinks": {"details": {"ABCDE12345.com.example.app": {"paths": ["/a"]}, "ABCDE12345.com.other": {"paths": ["/b"]}}}}"##,
            [
                E(
                    1, 26, .warning, "details-dictionary",
                    "\"details\" is a dictionary keyed by app ID, so the order iOS tries the apps in is undefined; use an array of {\"appIDs\": [...], \"components\": [...]} entries"
                )
            ]),
        Case(
            "excludes-everything", ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/*", "exclude": true}]}]}}"##,
            [
                E(
                    1, 85, .warning, "excludes-everything",
                    "details[0].components[0] excludes every URL, so no universal link can ever open the apps of details[0]")
            ]),
        Case(
            "excludes-everything-legacy", ##"{"applinks": {"details": [{"appID": "ABCDE12345.com.example.app", "paths": ["NOT *"]}]}}"##,
            [
                E(
                    1, 77, .warning, "excludes-everything",
                    "details[0].paths[0] \"NOT *\" excludes every URL, so no universal link can ever open the app of details[0]")
            ]),
        // An entry with "paths" that iOS 12 still cannot apply: it reads only "appID".
        Case(
            "legacy-ios-app-ids",
            ##"{"applinks": {"apps": [], "details": [{"appIDs": ["ABCDE12345.com.example.app"], "paths": ["/a"]}, {"paths": ["/b"]}, {"appID": "ABCDE12345.com.example.two", "paths": ["/c"]}]}}"##,
            legacyIOS: true,
            [
                E(
                    1, 39, .warning, "legacy-ios",
                    "details[0] names its apps only in \"appIDs\", which iOS 12 and earlier do not read, so there its \"paths\" open no app; give iOS 12 an entry with \"appID\" and \"paths\" for each app"
                ),
                E(1, 100, .error, "missing-app-id", "details[1] has neither \"appID\" nor \"appIDs\", so its rules apply to no app"),
                E(
                    1, 100, .warning, "legacy-ios",
                    "details[1] names no app in \"appID\", so there its \"paths\" open no app; give iOS 12 an entry with \"appID\" and \"paths\" for each app")
            ]),
        Case(
            "legacy-ios", ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a"}]}]}}"##, legacyIOS: true,
            [
                E(1, 14, .warning, "legacy-ios", "\"applinks\" has no \"apps\": [], which iOS 12 and earlier require"),
                E(
                    1, 27, .warning, "legacy-ios",
                    "details[0] has no \"appID\" with \"paths\", which iOS 12 and earlier need; a \"components\"-only entry fails there (kTypeErr -6756)")
            ]),
        Case(
            "legacy-patterns", ##"{"applinks": {"details": [{"appID": "ABCDE12345.com.example.app", "paths": ["/#/a", "NOT /p?q=1", "http://x.org"]}]}}"##,
            [
                E(
                    1, 77, .error, "fragment-in-path",
                    "path pattern \"/#/a\" contains \"#\", which starts the fragment and never appears in a path, so it can never match; legacy paths cannot match the fragment; use a component with a \"#\" key"
                ),
                E(
                    1, 85, .warning, "query-in-path",
                    "path pattern \"/p?q=1\" contains \"?\", which matches any one character here, not the start of the query; legacy paths cannot match the query; use a component with a \"?\" key"
                ),
                E(1, 99, .warning, "url-as-pattern", "path pattern \"http://x.org\" is a full URL, but it is matched against the URL path only; write \"/\"")
            ]),
        Case(
            "no-rules", ##"{"applinks": {"details": [{"appID": "ABCDE12345.com.example.app"}, {"appID": "ABCDE12345.com.example.two", "components": []}]}}"##,
            [
                E(1, 27, .warning, "no-rules", "details[0] has neither \"components\" nor \"paths\", so it opens no URL"),
                E(1, 122, .warning, "no-rules", "\"components\" of details[1] is empty, so it opens no URL")
            ]),
        Case(
            "not-syntax",
            ##"{"applinks": {"details": [{"appID": "ABCDE12345.com.example.app", "paths": ["not /a", "NOT  /b", "NOT/c", "NOTE/d", "NOT /e", "/f"]}]}}"##,
            [
                E(1, 77, .warning, "not-syntax", "\"not /a\" is read as a path pattern, not an exclusion; write \"NOT /a\""),
                E(
                    1, 87, .warning, "not-syntax",
                    "\"NOT  /b\" has more than one space after \"NOT\", so the excluded pattern starts with white space; write \"NOT /b\""),
                E(1, 98, .warning, "not-syntax", "\"NOT/c\" is read as a path pattern, not an exclusion; write \"NOT /c\"")
            ]),
        Case(
            "paths-and-components", ##"{"applinks": {"details": [{"appID": "ABCDE12345.com.example.app", "components": [{"/": "/a"}], "paths": ["/a"]}]}}"##,
            [
                E(
                    1, 96, .warning, "paths-and-components",
                    "details[0] has both \"paths\" and \"components\"; iOS 13 and later ignore \"paths\" and iOS 12 and earlier ignore \"components\", so the two OS generations behave differently"
                )
            ]),
        Case(
            "patterns",
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/#/market/*"}, {"/": "/products?id=*"}, {"/": "https://example.com/buy/*"}, {"/": "/videos/201?/*"}]}]}}"##,
            [
                E(
                    1, 91, .error, "fragment-in-path",
                    "path pattern \"/#/market/*\" contains \"#\", which starts the fragment and never appears in a path, so it can never match; put the part after \"#\" under the \"#\" key"
                ),
                E(
                    1, 113, .warning, "query-in-path",
                    "path pattern \"/products?id=*\" contains \"?\", which matches any one character here, not the start of the query; put the query under the \"?\" key"
                ),
                E(
                    1, 138, .warning, "url-as-pattern",
                    "path pattern \"https://example.com/buy/*\" is a full URL, but it is matched against the URL path only; write \"/buy/*\"")
            ]),
        Case(
            "undocumented-default",
            ##"{"applinks": {"defaults": {"exclude": true, "/": "/x/*"}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], "defaults": {"#": "a"}, "components": [{"/": "/a"}]}]}}"##,
            [
                E(
                    1, 28, .warning, "undocumented-default",
                    "\"exclude\" in applinks.defaults is undocumented; observed, it turns every component without its own \"exclude\" into an exclusion"),
                E(
                    1, 45, .warning, "undocumented-default",
                    "\"/\" in applinks.defaults is undocumented; observed, it applies to every component that does not set it"),
                E(
                    1, 127, .warning, "undocumented-default",
                    "\"#\" in details[0].defaults is undocumented; observed, it applies to every component that does not set it")
            ]),
        Case(
            "unreachable",
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}, {"/": "/buy/42"}, {"/": "/buy"}, {"/": "buy/x/", "exclude": true}, {"/": "/help/*", "?": "a=*"}, {"/": "/help/x", "?": "a=1"}, {"/": "/help/x"}, {"/": "/c"}, {"/": "/c"}]}]}}"##,
            [
                E(
                    1, 102, .warning, "unreachable-rule",
                    "details[0].components[1] {\"/\": \"/buy/42\"} can never be reached: components[0] {\"/\": \"/buy/*\"} matches every URL it matches and comes first"
                ),
                E(
                    1, 120, .warning, "unreachable-rule",
                    "details[0].components[2] {\"/\": \"/buy\"} can never be reached: components[0] {\"/\": \"/buy/*\"} matches every URL it matches and comes first"
                ),
                E(
                    1, 135, .warning, "unreachable-rule",
                    "details[0].components[3] {\"/\": \"buy/x/\", \"exclude\": true} can never be reached: components[0] {\"/\": \"/buy/*\"} matches every URL it matches and comes first; put exclusions first"
                ),
                E(
                    1, 199, .warning, "unreachable-rule",
                    "details[0].components[5] {\"/\": \"/help/x\", \"?\": \"a=1\"} can never be reached: components[4] {\"/\": \"/help/*\", \"?\": \"a=*\"} matches every URL it matches and comes first"
                ),
                E(1, 260, .warning, "unreachable-rule", "details[0].components[8] repeats components[7] and can never be reached")
            ]),
        Case(
            "unreachable-case",
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/Buy/*"}, {"/": "/buy/x", "caseSensitive": false}, {"/": "/BUY/*", "caseSensitive": false}, {"/": "/buy/y"}]}]}}"##,
            [
                E(
                    1, 184, .warning, "unreachable-rule",
                    "details[0].components[3] {\"/\": \"/buy/y\"} can never be reached: components[2] {\"/\": \"/BUY/*\", \"caseSensitive\": false} matches every URL it matches and comes first"
                )
            ]),
        Case(
            "unreachable-catchall",
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"comment": "all"}, {"/": "/x", "exclude": true}]}]}}"##,
            [
                E(
                    1, 105, .warning, "unreachable-rule",
                    "details[0].components[1] can never be reached: components[0] matches every URL and the first match wins; put exclusions first")
            ]),
        Case(
            "unreachable-paths",
            ##"{"applinks": {"details": [{"appID": "ABCDE12345.com.example.app", "paths": ["/wiki/*", "NOT /wiki/Special:*", "/wiki/*", "*", "/z"]}]}}"##,
            [
                E(
                    1, 88, .warning, "unreachable-rule",
                    "details[0].paths[1] \"NOT /wiki/Special:*\" can never be reached: paths[0] \"/wiki/*\" matches every path it matches and comes first; put exclusions first"
                ),
                E(1, 111, .warning, "unreachable-rule", "details[0].paths[2] \"/wiki/*\" repeats the pattern of paths[0] \"/wiki/*\" and can never be reached"),
                E(
                    1, 127, .warning, "unreachable-rule",
                    "details[0].paths[4] \"/z\" can never be reached: paths[3] \"*\" matches every URL and the first match wins")
            ]),
        Case(
            "unreachable-query",
            ##"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"?": {"a": "1*", "b": "*"}}, {"?": {"a": "12", "c": "3"}}, {"#": "f*"}, {"#": "frag", "/": "/z"}]}]}}"##,
            [
                E(
                    1, 115, .warning, "unreachable-rule",
                    "details[0].components[1] {\"?\": {\"a\": \"12\", \"c\": \"3\"}} can never be reached: components[0] {\"?\": {\"a\": \"1*\", \"b\": \"*\"}} matches every URL it matches and comes first"
                ),
                E(
                    1, 158, .warning, "unreachable-rule",
                    "details[0].components[3] {\"/\": \"/z\", \"#\": \"frag\"} can never be reached: components[2] {\"#\": \"f*\"} matches every URL it matches and comes first"
                )
            ]),
        Case(
            "variable-names",
            ##"{"applinks": {"substitutionVariables": {"": ["x"], "a$b": ["y"], "c)": ["z"], "ok": ["w"]}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/$(ok)"}]}]}}"##,
            [
                E(1, 41, .warning, "empty-variable-name", "substitution variable name \"\" is empty, so no pattern can reference it"),
                E(
                    1, 52, .error, "bad-variable-name",
                    "substitution variable name \"a$b\" contains \"$\", which Apple's documentation forbids in a name, so no pattern can reference it"),
                E(
                    1, 66, .error, "bad-variable-name",
                    "substitution variable name \"c)\" contains \")\", which Apple's documentation forbids in a name, so no pattern can reference it")
            ]),
        Case(
            "variables",
            ##"{"applinks": {"substitutionVariables": {"food": ["pizza", "$(upper)"], "lang": ["xx"], "none": [], "a(b)": ["x"], "unused": ["y"]}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/$(foodd)/$(food)/$(none)/$(lang)"}, {"#": "$(digit"}, {"?": {"q": "$(a(b)"}}]}]}}"##,
            [
                E(
                    1, 59, .error, "nested-variable",
                    "value \"$(upper)\" of substitution variable \"food\" references another variable; values may not contain \"$(...)\", list the alternatives instead"
                ),
                E(
                    1, 72, .warning, "shadowed-variable",
                    "substitution variable \"lang\" shadows the predefined $(lang); which one iOS uses is undocumented, so rename it"),
                E(1, 96, .warning, "empty-variable", "substitution variable \"none\" has no values, so a pattern using it never matches"),
                E(
                    1, 100, .error, "bad-variable-name",
                    "substitution variable name \"a(b)\" contains \"(\", which Apple's documentation forbids in a name, so no pattern can reference it"),
                E(1, 115, .warning, "unused-variable", "substitution variable \"unused\" is not used by any pattern"),
                E(
                    1, 209, .error, "undefined-variable",
                    "pattern \"/$(foodd)/$(food)/$(none)/$(lang)\" uses undefined substitution variable \"foodd\", so it never matches; did you mean \"$(food)\"?"
                ),
                E(1, 253, .error, "unterminated-variable", "pattern \"$(digit\" has \"$(\" without a closing \")\""),
                E(
                    1, 277, .error, "undefined-variable",
                    "pattern \"$(a(b)\" uses undefined substitution variable \"a(b\", so it never matches; declare it in \"applinks.substitutionVariables\"")
            ])
    ]

    @Test(arguments: cases)
    func findings(_ c: Case) {
        c.check()
    }
}
