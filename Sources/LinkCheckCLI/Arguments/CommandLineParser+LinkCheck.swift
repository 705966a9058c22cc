import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

extension CommandLineParser {
    /// linkcheck's own command line (docs/commands.md): `routes`, `resolve`, `help`, and the global
    /// `--format`, `--color` and `--quiet`.
    ///
    /// - Parameter formats: the report formats `--format` accepts, first one the default; kept a
    ///   parameter so a new reporter only has to be added to this list.
    public static func linkcheck(version: String, formats: [String] = Reporters.names) -> CommandLineParser {
        let schemaHelp = "\"-\" reads standard input."
        let routes = CommandSpec(
            name: "routes",
            summary: "Run every case; print a diff for each failure.",
            positionalName: "TABLE",
            positionalRange: 1...Int.max,
            positionalKinds: [.file],
            options: [
                .option(
                    "schema", valueName: "FILE", kind: .file,
                    help: "Use this route schema instead of the one each table names; " + schemaHelp),
                .flag("coverage", help: "Also report which links no case reaches and which routes no link produces."),
                .option(
                    "min-coverage", valueName: "PERCENT", kind: .number,
                    help: "Fail (exit 1) when cases reach fewer than PERCENT of a schema's links; implies --coverage."),
                .flag("round-trip", help: "Also check that every expected destination has a canonical URL that opens it again."),
                .option(
                    "info-plist", valueName: "FILE", kind: .file,
                    help: "The app's Info.plist (XML): every scheme of the schemas must be in a "
                        + "CFBundleURLTypes entry's CFBundleURLSchemes."),
                .option(
                    "entitlements", valueName: "FILE", kind: .file,
                    help: "The app's entitlements (XML): every host of the schemas needs an applinks: "
                        + "entry in com.apple.developer.associated-domains."),
                .flag(
                    "release",
                    help: "With --entitlements: the build is a release, so no entry may be in "
                        + "developer mode (?mode=developer), which release builds ignore.")
            ],
            discussion: """
                Each TABLE is a JSON case table; "-" reads standard input. A table names its \
                schema relative to its own file. Each scheme or host checked in --info-plist or \
                --entitlements counts as a case. The last line reads "N passed, N failed".

                Exit status: 0 when every case passes, 1 when a case or a configuration check \
                fails, 2 when the run cannot be judged (usage error, unreadable file, invalid \
                JSON or property list, schema or table error).
                """)
        let resolve = CommandSpec(
            name: "resolve",
            summary: "Print the destination of each URL, or why it has none.",
            positionalName: "URL",
            positionalRange: 1...Int.max,
            options: [
                .option(
                    "schema", valueName: "FILE", required: true, kind: .file,
                    help: "The route schema to resolve against; " + schemaHelp)
            ],
            discussion: """
                Quote each URL that holds "?" or "&" so the shell passes it whole:
                  linkcheck resolve --schema routes.json 'https://miapp.com/search?q=tea'
                """)
        let url = CommandSpec(
            name: "url",
            summary: "Print the canonical URL of each destination (the parser run backwards).",
            positionalName: "DESTINATION",
            positionalRange: 1...Int.max,
            options: [
                .option(
                    "schema", valueName: "FILE", required: true, kind: .file,
                    help: "The route schema to build URLs from; " + schemaHelp)
            ],
            discussion: """
                A DESTINATION is written as in Swift, the tab first when the schema has tabs:
                  linkcheck url --schema routes.json 'orders .order(id: 42)'
                or in the case-table form:
                  linkcheck url --schema routes.json '{"tab": "orders", "stack": [{"order": {"id": 42}}]}'
                The URL comes from the first link that produces the destination and whose URL \
                resolves back to it. Exit status: 0 when every destination has a URL, 1 when one \
                has none, 2 when one cannot be read.
                """)
        let aasa = CommandSpec(
            name: "aasa",
            summary: "Lint apple-app-site-association files; say which URLs open the app.",
            positionalName: "FILE",
            positionalRange: 1...Int.max,
            positionalKinds: [.file],
            options: [
                .option(
                    "app-id", valueName: "ID", repeatable: true,
                    help: "The app to answer for (TEAMID.bundle.id); the file must declare it. "
                        + "Without it, URLs are answered for every app the file lists."),
                .option("url", valueName: "URL", repeatable: true, help: "A URL to decide."),
                .option(
                    "urls", valueName: "FILE", kind: .file,
                    help: "A file of URLs, one a line (blank lines and lines starting with # are "
                        + "skipped); \"-\" reads standard input."),
                .option(
                    "cases", valueName: "TABLE", repeatable: true, kind: .file,
                    help: "A case table: every https URL on the file's domain that the table "
                        + "expects a destination for must open the app."),
                .option(
                    "domain", valueName: "NAME",
                    help: "The domain the file is served from; URLs on other hosts do not open "
                        + "the app. Without it, each URL's host is taken as the file's domain."),
                .option(
                    "schema", valueName: "FILE", kind: .file,
                    help: "A route schema: each https link on --domain must open the app, and each rule "
                        + "should send URLs some link handles; a rule that also sends URLs no link handles is "
                        + "named with one (what the file opens beyond the schema)."),
                .flag("strict", help: "Fail (exit 1) on warnings too."),
                .flag(
                    "legacy-ios",
                    help: "Also report what iOS 12 and earlier cannot read "
                        + "(no \"apps\": [], entries without appID and paths)."),
                .flag(
                    "fetch",
                    help: "Each positional argument is a DOMAIN: download "
                        + "https://DOMAIN/.well-known/apple-app-site-association (and the legacy "
                        + "/apple-app-site-association when that fails) with curl, and check how it is served "
                        + "as well as what it says."),
                .flag(
                    "cdn",
                    help: "With --fetch: also fetch the copy Apple's CDN serves to devices, and show "
                        + "the URLs whose answer differs from the site's file."),
                .option(
                    "timeout", valueName: "SECONDS", kind: .number,
                    help: "With --fetch: the time each download may take, connection included (default 10)."),
                .option(
                    "ca-file", valueName: "FILE", kind: .file,
                    help: "With --fetch: trust only the CAs in this PEM file, for a test server. iOS "
                        + "itself accepts no custom CA."),
                .option(
                    "connect-to", valueName: "HOST:PORT",
                    help: "With --fetch: connect to HOST:PORT instead of each URL's host, keeping the "
                        + "names in the URLs and the TLS check (a staging or loopback server)."),
                .option(
                    "user-agent", valueName: "UA",
                    help: "With --fetch: the User-Agent to send (default AASA-Bot/1.0.0, which Apple's CDN "
                        + "is reported to send, so a filter that blocks it shows here)."),
                .option(
                    "cdn-base", valueName: "URL",
                    help: "With --cdn: the CDN's base URL, to which the domain is appended (default "
                        + FetchTarget.appleCDNBase + ").")
            ],
            discussion: """
                Each FILE is an apple-app-site-association file; "-" reads standard input. A \
                file that is not valid JSON is a finding like any other. The last line reads \
                "N errors, N warnings".

                With --fetch, each argument is a DOMAIN and the file is the one the site serves:
                  linkcheck aasa --fetch --cdn --app-id ABCDE12345.com.miapp.app miapp.com
                reports a redirect, a status other than 200, a Content-Type other than \
                application/json, a body over 128 KB, empty or HTML, a TLS failure or a \
                time-out, then lints the body like a file. Fetching needs curl on PATH.

                Exit status: 0 when no error was found, 1 when one was (or a warning, with \
                --strict), 2 when the run cannot be judged (usage error, unreadable file, a \
                domain that cannot be resolved or connected to).
                """)
        let check = CommandSpec(
            name: "check",
            summary: "Run everything linkcheck.json names (also: bare linkcheck).",
            positionalName: "",
            positionalRange: 0...0,
            options: [
                .option(
                    "project", valueName: "FILE", kind: .file,
                    help: "The project file; by default linkcheck.json in this folder or the nearest parent."),
                .flag(
                    "release",
                    help: "Check the project's entitlements for a release build, as "
                        + "\"release\": true in linkcheck.json does."),
                .flag(
                    "online",
                    help: "Also fetch the file each \"aasa\" entry's domain serves, as aasa --fetch does "
                        + "(and Apple's CDN copy where the entry has \"cdn\": true), and check it like the entry's file."),
                .option("timeout", valueName: "SECONDS", kind: .number, help: "With --online: the time each download may take (default 10)."),
                .option("ca-file", valueName: "FILE", kind: .file, help: "With --online: trust only the CAs in this PEM file, for a test server."),
                .option("connect-to", valueName: "HOST:PORT", help: "With --online: connect to HOST:PORT instead of each domain."),
                .option("user-agent", valueName: "UA", help: "With --online: the User-Agent to send (default AASA-Bot/1.0.0)."),
                .option(
                    "cdn-base", valueName: "URL",
                    help: "With --online: the CDN's base URL for the entries with \"cdn\": true (default "
                        + FetchTarget.appleCDNBase + ").")
            ],
            discussion: """
                linkcheck.json names the route tables (and optionally one "schema" for all of \
                them), the app's "infoPlist" and "entitlements", and the \
                apple-app-site-association files with their app IDs and domain. \
                The last line reads "N passed, N failed, N errors, N warnings".

                Offline by default, for hooks; --online also fetches each "aasa" entry's file \
                from its "domain", so one command gates a release:
                  linkcheck check --online

                Exit status: 0 when everything passed, 1 when a case failed or a lint error was \
                found, 2 when the run cannot be judged (a site that cannot be reached, with --online).
                """)
        let initCommand = CommandSpec(
            name: "init",
            summary: "Write a starting linkcheck.json, schema, table and AASA file.",
            positionalName: "FOLDER",
            positionalRange: 0...1,
            positionalKinds: [.directory],
            options: [
                .option(
                    "xcodeproj", valueName: "PATH", kind: .directory,
                    help: "The app's Xcode project, when FOLDER and the folders just below it hold none or several (a path from FOLDER)."),
                .option(
                    "target", valueName: "NAME",
                    help: "The iOS app target to fit the example to, when the project has several (default: the one a shared "
                        + "scheme archives, else the one named like the project)."),
                .flag(
                    "hand-written-parser",
                    help: "The app keeps its own DeepLink.parse: write generated tests for it (a \"tests\" entry) "
                        + "instead of a generated parser.")
            ],
            discussion: """
                Writes linkcheck.json and deeplinks/ into FOLDER (default: this folder). It never \
                overwrites a file. With one .xcodeproj in FOLDER or a folder just below it (ios/ in \
                React Native and Flutter apps), or --xcodeproj, it reads what the shipping \
                configuration of the iOS app target ships (URL schemes, applinks: hosts, app ID, \
                Info.plist and entitlements) and writes an example that agrees with it, and a \
                linkcheck.json that names the project's app target and App Clips, the Info.plist and \
                the entitlements. Right after it, linkcheck passes with no error and no warning, \
                but for what the project as committed gets wrong (an xcconfig it names that is not \
                committed, such as CocoaPods' before pod install). An app with no URL scheme and no \
                applinks: host gets the example app's (example:// and example.com) and no \
                "xcodeproj" entry yet; init says what to add.
                """)
        let typeName = "Swift type name"
        let generate = CommandSpec(
            name: "generate",
            summary: "Write the app's Swift parser or an AASA file from a schema, or Swift tests from tables.",
            positionalName: "swift SCHEMA | aasa SCHEMA | tests TABLE",
            positionalRange: 2...Int.max,
            positionalKinds: [.choice(["swift", "tests", "aasa"]), .file],
            options: [
                .option(
                    "check", valueName: "FILE", kind: .file,
                    help: "Compare FILE with what would be generated instead of writing: exit 0 when it is "
                        + "current, 1 with a short diff when it is stale."),
                .option(
                    "access", valueName: "LEVEL", allowedValues: ["internal", "public"],
                    help: "swift: the access level of the types and functions (default internal)."),
                .option("tab-type", valueName: "NAME", help: "The " + typeName + " of the tabs (default Tab)."),
                .option("route-type", valueName: "NAME", help: "The " + typeName + " of the routes (default Route)."),
                .option(
                    "namespace", valueName: "NAME",
                    help: "The " + typeName + " that holds parse(_:) and url(tab:path:) (default DeepLink)."),
                .option(
                    "enums", valueName: "SCOPE", allowedValues: ["nested", "top-level"],
                    help: "swift: declare the enumeration parameters' types inside the routes' type (Route.Sort, "
                        + "the default) or at the file's top level (Sort)."),
                .option(
                    "source-name", valueName: "NAME",
                    help: "swift: the name the file's header and comments give the schema, in place of SCHEMA as "
                        + "given (a build tool's absolute path would differ from machine to machine)."),
                .option("schema", valueName: "FILE", kind: .file, help: "tests: use this schema instead of the one each table names."),
                .option("import", valueName: "MODULE", help: "tests: the module that holds the app's DeepLink.parse."),
                .flag("testable", help: "tests: import the module with @testable, for internal types."),
                .flag("xctest", help: "tests: write XCTest test methods instead of a Swift Testing suite."),
                .option(
                    "app-id", valueName: "ID", repeatable: true,
                    help: "aasa: an app the file opens (TEAMID.bundle.id); at least one."),
                .option(
                    "domain", valueName: "NAME",
                    help: "aasa: only the links that apply to this host, for the file it serves (default: every host's links, "
                        + "for one file served on each host of the schema).")
            ],
            discussion: """
                generate swift writes the Tab, Route and DeepLink the schema describes; \
                DeepLink.parse gives, for every URL, the destination "linkcheck resolve" gives:
                  linkcheck generate swift routes.schema.json \\
                    --output Sources/App/DeepLink.swift
                generate tests writes one test case per case of the tables, run against the \
                app's own DeepLink.parse, hand-written or generated:
                  linkcheck generate tests routes.cases.json --import App --testable \\
                    --output Tests/AppTests/DeepLinkCaseTests.swift
                generate aasa writes the apple-app-site-association file whose rules open every \
                web URL the schema gives a destination, as narrow as AASA patterns can say \
                ("linkcheck aasa FILE --schema SCHEMA --domain HOST" names what it opens beyond):
                  linkcheck generate aasa routes.schema.json \\
                    --app-id ABCDE12345.com.example.app --output apple-app-site-association
                The output is the same for the same input; a Swift file's header says how to \
                write it again. Inside a project, without SCHEMA or TABLE, the "swift", \
                "tests" or "aasaGenerated" entry of linkcheck.json is generated (its app IDs, \
                domain and output too), in its folder, as its command writes it; the entry is \
                named on standard error, and with several, --output FILE or --check FILE says \
                which.

                Exit status: 0 when written (or, with --check, current), 1 when --check finds \
                the file stale, 2 when an input cannot be read or has an error.
                """)
        let xcode = CommandSpec(
            name: "xcode",
            summary: "Check what each configuration of an Xcode project ships: app ID, domains, schemes.",
            positionalName: "PROJECT",
            positionalRange: 1...Int.max,
            positionalKinds: [.file],
            options: [
                .option("target", valueName: "NAME", repeatable: true, help: "Check only this target (default: every native target)."),
                .option(
                    "configuration", valueName: "NAME", repeatable: true,
                    help: "Check only this build configuration (default: every one)."),
                .option(
                    "release", valueName: "NAME", repeatable: true,
                    help: "A configuration that ships (default: the project's default configuration, usually Release): "
                        + "its app ID, entitlements and profile are checked against the schema, AASA files and profiles."),
                .option(
                    "schema", valueName: "FILE", kind: .file,
                    help: "A route schema: its hosts must be applinks: domains of the release entitlements, its schemes registered."),
                .option(
                    "aasa", valueName: "FILE", repeatable: true, kind: .file,
                    help: "An apple-app-site-association file that must list each release configuration's app ID."),
                .flag(
                    "fetch",
                    help: "Also fetch the AASA file of each applinks: and appclips: domain of the release "
                        + "configurations, as aasa --fetch does, and check it like an --aasa file."),
                .option("timeout", valueName: "SECONDS", kind: .number, help: "With --fetch: the time each download may take (default 10)."),
                .option("ca-file", valueName: "FILE", kind: .file, help: "With --fetch: trust only the CAs in this PEM file, for a test server."),
                .option("connect-to", valueName: "HOST:PORT", help: "With --fetch: connect to HOST:PORT instead of each domain."),
                .option(
                    "profile", valueName: "FILE", repeatable: true, kind: .file,
                    help: "A .mobileprovision: its team, app ID, associated domains and expiry must fit the configuration "
                        + "that names it (PROVISIONING_PROFILE_SPECIFIER), or the release configurations it covers.")
            ],
            discussion: """
                Reads PROJECT.xcodeproj as Xcode builds it for an iOS device: each target's \
                configurations with their xcconfig files and build settings resolved, the bundle \
                ID, team, app ID, entitlements and their associated domains, and the Info.plist's \
                URL schemes. A value that refers to a setting no level defines is reported, never \
                guessed.
                  linkcheck xcode App.xcodeproj --schema deeplinks/routes.schema.json \\
                    --aasa deeplinks/apple-app-site-association

                Exit status: 0 when nothing is wrong, 1 when a finding is an error, 2 when the \
                project cannot be read.
                """)
        let trace = CommandSpec(
            name: "trace",
            summary: "Follow each URL as a tap does: iOS, the app, the way back, the tables.",
            positionalName: "URL",
            positionalRange: 0...Int.max,
            options: [
                .option("urls", valueName: "FILE", kind: .file, help: "Also trace each URL of this file, one a line; one line of output per URL."),
                .option("project", valueName: "FILE", kind: .file, help: "The linkcheck.json whose inputs are the defaults (default: found upward)."),
                .option("schema", valueName: "FILE", kind: .file, help: "The route schema (default: linkcheck.json's)."),
                .option(
                    "aasa", valueName: "FILE", repeatable: true, kind: .file,
                    help: "An apple-app-site-association file, asked about any host (default: linkcheck.json's \"aasa\" entries)."),
                .option(
                    "app-id", valueName: "ID", repeatable: true,
                    help: "An app ID to ask the AASA files about when no Xcode project gives the app's (default: the entries' \"appIDs\")."),
                .option("xcodeproj", valueName: "PATH", kind: .file, help: "The app's Xcode project (default: linkcheck.json's \"xcodeproj\")."),
                .option(
                    "configuration", valueName: "NAME", help: "Trace this configuration of the app target (default: the one that ships)."),
                .flag("online", help: "Fetch the file each URL's host serves, as aasa --fetch does, instead of the repository's."),
                .option("timeout", valueName: "SECONDS", kind: .number, help: "With --online: the time each download may take (default 10)."),
                .option("ca-file", valueName: "FILE", kind: .file, help: "With --online: trust only the CAs in this PEM file, for a test server."),
                .option("connect-to", valueName: "HOST:PORT", help: "With --online: connect to HOST:PORT instead of each domain."),
                .option("user-agent", valueName: "UA", help: "With --online: the User-Agent to send (default AASA-Bot/1.0.0).")
            ],
            discussion: """
                For each URL, four steps, each passing or failing with its located reason: iOS \
                (the scheme registered, or the host an applinks: domain whose AASA file opens the \
                URL for the app ID), the app (the destination, or why none), the way back (the \
                URL that url builds for it) and the tables (the cases with that URL). The first \
                failing step is the answer, printed first as a finding at the line to change.
                  linkcheck trace https://miapp.com/orders/42
                  linkcheck trace --urls sitemap.txt --quiet

                Exit status: 0 when no step of any URL fails, 1 when one fails, 2 when an input \
                cannot be read.
                """)
        return CommandLineParser(
            programName: "linkcheck",
            version: version,
            summary: "Check that deep links open the screens they promise.",
            commands: [check, routes, resolve, url, aasa, trace, generate, xcode, initCommand, .completions, .manual],
            globalOptions: [
                .option(
                    "format", valueName: "FORMAT", allowedValues: formats,
                    defaultValue: formats.first, help: "How to write the results."),
                .option(
                    "color", valueName: "WHEN", allowedValues: ["auto", "always", "never"],
                    defaultValue: "auto",
                    help: "When to color the output; \"auto\" colors only on a terminal and "
                        + "never when NO_COLOR is set."),
                .flag("quiet", help: "Print failures, errors, warnings and the summary: nothing that passed."),
                .option(
                    "output", valueName: "FILE", kind: .file,
                    help: "Write the report to FILE instead of standard output; the file is "
                        + "replaced atomically, so it is never left half-written."),
                .option(
                    "max-file-size", valueName: "BYTES", kind: .number,
                    help: "Refuse an input file larger than this (default 256M; K, M and G suffixes)."),
                .option("max-depth", valueName: "N", kind: .number, help: "Refuse JSON or property lists nested deeper than N levels (default 512)."),
                .option("max-url-length", valueName: "BYTES", kind: .number, help: "Refuse a URL longer than this (default 64K)."),
                .flag(
                    "allow-outside",
                    help: "Let a table's \"schema\" and the paths in linkcheck.json name files outside "
                        + "their project (the git work tree, or the naming file's folder); refused by default, so that a "
                        + "pull request cannot make CI read other files.")
            ])
    }
}
