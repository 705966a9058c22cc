// The catalogue: every rule linkcheck reports, in the order docs/rules.md lists them. A rule id
// appears nowhere else as text; code names rules by these constants.
extension Rule {
    // MARK: Reading files
    /// `unreadable-file`: a file cannot be read: missing, a folder, unreadable, over --max-file-size, or a
    /// named pipe nobody writes to.
    public static let unreadableFile = Rule(
        "unreadable-file", .error, .files,
        "a file cannot be read: missing, a folder, unreadable, over --max-file-size, or a named pipe nobody writes to",
        help: "Check the path and its permissions; --max-file-size raises the size limit. The run is not judged (exit 2).")
    /// `outside-project`: a path written in a file (a table's "schema", an entry of linkcheck.json) is absolute
    /// or leads outside the project.
    public static let outsideProject = Rule(
        "outside-project", .error, .files,
        "a path written in a file (a table's \"schema\", an entry of linkcheck.json) is absolute or leads outside the project",
        help: "Keep the file inside the git work tree of the file that names it, with a relative path, or pass --allow-outside.")
    /// `json-syntax`: the file is not valid JSON, or nests deeper than --max-depth (position of the first
    /// syntax error).
    public static let jsonSyntax = Rule(
        "json-syntax", .error, .files,
        "the file is not valid JSON, or nests deeper than --max-depth (position of the first syntax error)",
        help: "Fix the JSON at the position given: comments, trailing commas, single quotes and bare words are not JSON.")
    /// `plist-syntax`: the file is not a well-formed XML property list.
    public static let plistSyntax = Rule(
        "plist-syntax", .error, .files,
        "the file is not a well-formed XML property list",
        help: "Fix the XML at the position given; convert a binary property list with `plutil -convert xml1`.")
    /// `pbxproj-syntax`: an Xcode project's project.pbxproj is not a well-formed old-style property list, or
    /// nests deeper than --max-depth.
    public static let pbxprojSyntax = Rule(
        "pbxproj-syntax", .error, .files,
        "an Xcode project's project.pbxproj is not a well-formed old-style property list, or nests deeper than --max-depth",
        help: "Fix the file at the position given, usually a merge conflict left in it; Xcode rewrites a project it can open.")
    /// `invalid-text`: the file is not UTF-8 text: UTF-16, an invalid byte, a NUL or another control character.
    public static let invalidText = Rule(
        "invalid-text", .error, .files,
        "the file is not UTF-8 text: UTF-16, an invalid byte, a NUL or another control character",
        help: "Save the file as UTF-8; write control characters in a URL percent-encoded.")
    /// `duplicate-key`: a key appears twice in one object; readers keep only one of the values.
    public static let duplicateKey = Rule(
        "duplicate-key", .error, .files,
        "a key appears twice in one object; readers keep only one of the values",
        help: "Remove one of the two; the note says where the first one is.")
    /// `wrong-type`: a value of the wrong JSON or property-list type, which readers treat as absent.
    public static let wrongType = Rule(
        "wrong-type", .error, .files,
        "a value of the wrong JSON or property-list type, which readers treat as absent",
        help: "Write the type the message names: a string in double quotes, an array in brackets, true or false.")
    /// `missing-key`: a required key is missing.
    public static let missingKey = Rule(
        "missing-key", .error, .files,
        "a required key is missing",
        help: "Add the key the message names.")
    /// `unknown-key`: a key the format does not have, usually a misspelling; an error where ignoring it widens
    /// an AASA rule, leaves the file associating nothing, or in a schema, table or linkcheck.json.
    public static let unknownKey = Rule(
        "unknown-key", .warning, .files,
        "a key the format does not have, usually a misspelling; an error where ignoring it widens an AASA rule, leaves the file associating nothing, or in a schema, table or linkcheck.json",
        help: "Use the key the message suggests, or remove it.")
    /// `unused-suppression`: an "ignore" entry of linkcheck.json or a case matches no finding of the run.
    public static let unusedSuppression = Rule(
        "unused-suppression", .warning, .files,
        "an \"ignore\" entry of linkcheck.json or a case matches no finding of the run",
        help: "Remove the entry, or correct its rule, path or URL; the finding it was for is gone or never happened.")
    /// `url-too-long`: a URL longer than --max-url-length (64 KB by default).
    public static let urlTooLong = Rule(
        "url-too-long", .error, .files,
        "a URL longer than --max-url-length (64 KB by default)",
        help: "Shorten the URL, or raise the limit with --max-url-length.")
    /// `more-problems`: the count of a file's problems past the first hundred, which are not shown one by one
    /// (an error or a warning, as those it counts).
    public static let moreProblems = Rule(
        "more-problems", .error, .files,
        "the count of a file's problems past the first hundred, which are not shown one by one (an error or a warning, as those it counts)",
        help: "Fix the problems shown and run again; the summary counts every problem.")

    // MARK: Route schemas
    /// `no-sources`: the schema declares neither "schemes" nor "hosts", so no URL can reach a link.
    public static let noSources = Rule(
        "no-sources", .error, .schema,
        "the schema declares neither \"schemes\" nor \"hosts\", so no URL can reach a link",
        help: "Add the app's custom URL schemes, its Universal Link hosts, or both.")
    /// `bad-scheme`: a scheme or host that is not a valid URL scheme or host name.
    public static let badScheme = Rule(
        "bad-scheme", .error, .schema,
        "a scheme or host that is not a valid URL scheme or host name",
        help: "A scheme is a letter, then letters, digits, \"+\", \"-\" or \".\"; a host is a name without scheme, port or path.")
    /// `unknown-scheme`: a link's "schemes" names a scheme the schema does not declare at the top level.
    public static let unknownScheme = Rule(
        "unknown-scheme", .error, .schema,
        "a link's \"schemes\" names a scheme the schema does not declare at the top level",
        help: "Declare it in the schema's \"schemes\", or fix the spelling.")
    /// `unknown-host`: a link's "hosts" names a host the schema does not declare at the top level.
    public static let unknownHost = Rule(
        "unknown-host", .error, .schema,
        "a link's \"hosts\" names a host the schema does not declare at the top level",
        help: "Declare it in the schema's \"hosts\", or fix the spelling.")
    /// `bad-type`: a route parameter type that is not int, double, bool, uuid, string, an enumeration or one of
    /// these with "?".
    public static let badType = Rule(
        "bad-type", .error, .schema,
        "a route parameter type that is not int, double, bool, uuid, string, an enumeration or one of these with \"?\"",
        help: "Use one of the types the message lists.")
    /// `bad-route-name`: a route or parameter name that is not a Swift identifier.
    public static let badRouteName = Rule(
        "bad-route-name", .error, .schema,
        "a route or parameter name that is not a Swift identifier",
        help: "Name routes and parameters as the app's enum Route spells its cases and labels.")
    /// `duplicate-name`: two names that differ only in case, which the app's Swift cannot tell apart in a
    /// switch (a warning), or only in how their Unicode is composed (`café` as NFC and NFD), which Swift
    /// compares equal, so they are one name twice (an error).
    public static let duplicateName = Rule(
        "duplicate-name", .warning, .schema,
        "two names that differ only in case, which the app's Swift cannot tell apart in a switch (a warning), or only in how their Unicode is composed (café as NFC and NFD), which Swift compares equal, so they are one name twice (an error)",
        help: "Rename one of them.")
    /// `bad-pattern`: a link path that cannot be parsed: an empty segment, a catch-all before the end, a
    /// malformed query pair.
    public static let badPattern = Rule(
        "bad-pattern", .error, .schema,
        "a link path that cannot be parsed: an empty segment, a catch-all before the end, a malformed query pair",
        help: "Write the path as /literal/:capture/*rest?key=:capture, as the message shows.")
    /// `unknown-route`: a stack entry names a route the schema does not declare.
    public static let unknownRoute = Rule(
        "unknown-route", .error, .schema,
        "a stack entry names a route the schema does not declare",
        help: "Use a route declared in \"routes\", or declare it.")
    /// `unknown-parameter`: a stack entry gives a parameter its route does not have.
    public static let unknownParameter = Rule(
        "unknown-parameter", .error, .schema,
        "a stack entry gives a parameter its route does not have",
        help: "Use the route's parameter names.")
    /// `missing-parameter`: a stack entry leaves out a parameter that is not optional.
    public static let missingParameter = Rule(
        "missing-parameter", .error, .schema,
        "a stack entry leaves out a parameter that is not optional",
        help: "Give every parameter that has no \"?\".")
    /// `bad-stack-entry`: a stack entry that is neither a route name nor {"route": {parameters}}.
    public static let badStackEntry = Rule(
        "bad-stack-entry", .error, .schema,
        "a stack entry that is neither a route name nor {\"route\": {parameters}}",
        help: "Write \"settings\" for a route without parameters, or {\"order\": {\"id\": \":id\"}}.")
    /// `unknown-capture`: a stack value refers to a capture (":name") the link's path does not define.
    public static let unknownCapture = Rule(
        "unknown-capture", .error, .schema,
        "a stack value refers to a capture (\":name\") the link's path does not define",
        help: "Capture the name in the path, or write a constant; \"::x\" is the literal \":x\".")
    /// `unknown-url-part`: a stack value beginning with `$` that names no part of the URL.
    public static let unknownURLPart = Rule(
        "unknown-url-part", .error, .schema,
        "a stack value beginning with \"$\" that is not \"$url\", \"$path\", \"$query\", \"$fragment\" or \"$queryItems\"",
        help: "Name a part of the URL, or write a constant that begins with \"$\" as \"$$\".")
    /// `unused-capture`: a capture that feeds no route parameter.
    public static let unusedCapture = Rule(
        "unused-capture", .error, .schema,
        "a capture that feeds no route parameter",
        help: "Use the capture in the stack, or make the segment a literal.")
    /// `capture-type-conflict`: one capture feeds parameters of different types.
    public static let captureTypeConflict = Rule(
        "capture-type-conflict", .error, .schema,
        "one capture feeds parameters of different types",
        help: "Give the parameters one type, or capture twice.")
    /// `duplicate-link`: two links with the same pattern shape (/a/:x and /a/:y), so one can never win.
    public static let duplicateLink = Rule(
        "duplicate-link", .error, .schema,
        "two links with the same pattern shape (/a/:x and /a/:y), so one can never win",
        help: "Remove one, or tell them apart by a literal, a type or a query item; the message shows an example URL.")
    /// `link-never-wins`: a link that a more specific link always beats, so it never decides a URL.
    public static let linkNeverWins = Rule(
        "link-never-wins", .warning, .schema,
        "a link that a more specific link always beats, so it never decides a URL",
        help: "Remove it, or make it more specific; the message shows the URL and the link that wins.")

    // MARK: Case tables and URL lists
    /// `not-a-table`: a route schema given where a case table was expected.
    public static let notATable = Rule(
        "not-a-table", .error, .tables,
        "a route schema given where a case table was expected",
        help: "Pass the schema with --schema and the tables as arguments.")
    /// `no-schema`: a table that names no schema, run without --schema.
    public static let noSchema = Rule(
        "no-schema", .error, .tables,
        "a table that names no schema, run without --schema",
        help: "Add \"schema\": \"routes.json\" to the table, or pass --schema.")
    /// `empty-table`: a table with no cases.
    public static let emptyTable = Rule(
        "empty-table", .warning, .tables,
        "a table with no cases",
        help: "Add cases, or remove the table from the run.")
    /// `unknown-tab`: an expected tab the schema does not declare.
    public static let unknownTab = Rule(
        "unknown-tab", .error, .tables,
        "an expected tab the schema does not declare",
        help: "Use one of the schema's \"tabs\".")
    /// `missing-tab`: an expected destination without a tab, for a schema that declares tabs.
    public static let missingTab = Rule(
        "missing-tab", .error, .tables,
        "an expected destination without a tab, for a schema that declares tabs",
        help: "Add \"tab\" to the expectation.")
    /// `unexpected-tab`: an expectation names a tab, for a schema that declares none.
    public static let unexpectedTab = Rule(
        "unexpected-tab", .error, .tables,
        "an expectation names a tab, for a schema that declares none",
        help: "Remove \"tab\", or declare \"tabs\" in the schema.")
    /// `wrong-value-type`: an expected parameter value of the wrong type ("42" for an Int, a member not in the
    /// enumeration).
    public static let wrongValueType = Rule(
        "wrong-value-type", .error, .tables,
        "an expected parameter value of the wrong type (\"42\" for an Int, a member not in the enumeration)",
        help: "Write the value typed, as the app's Swift has it: 42, true, \"A-1\".")
    /// `invalid-url`: a line of a URL list that is not a URL.
    public static let invalidURL = Rule(
        "invalid-url", .error, .tables,
        "a line of a URL list that is not a URL",
        help: "Give one absolute URL a line; blank lines and lines starting with # are skipped.")
    /// `case-failed`: a case whose URL does not give the expected destination.
    public static let caseFailed = Rule(
        "case-failed", .error, .tables,
        "a case whose URL does not give the expected destination",
        help: "Fix the schema or the table; the diff shows expected (-) and actual (+), and why the actual destination is nil.")

    // MARK: Cross-checks of routes
    /// `no-destination`: a URL given to `linkcheck resolve` that gets no destination.
    public static let noDestination = Rule(
        "no-destination", .error, .routesChecks,
        "a URL given to `linkcheck resolve` that gets no destination",
        help: "The message says why and which link came closest.")
    /// `no-url`: a destination given to `linkcheck url` that no link's URL restores.
    public static let noURL = Rule(
        "no-url", .error, .routesChecks,
        "a destination given to `linkcheck url` that no link's URL restores",
        help: "Add a link that produces the destination; the message says why each close link cannot.")
    /// `no-round-trip`: an expected destination that no link's URL opens again (--round-trip).
    public static let noRoundTrip = Rule(
        "no-round-trip", .error, .routesChecks,
        "an expected destination that no link's URL opens again (--round-trip)",
        help: "Add a link that produces the destination, so the screen can be linked to.")
    /// `coverage-below-minimum`: the cases reach fewer of a schema's links than --min-coverage asks.
    public static let coverageBelowMinimum = Rule(
        "coverage-below-minimum", .error, .routesChecks,
        "the cases reach fewer of a schema's links than --min-coverage asks",
        help: "Add cases for the links listed as not covered.")
    /// `link-not-covered`: a link no case reaches (--coverage).
    public static let linkNotCovered = Rule(
        "link-not-covered", .warning, .routesChecks,
        "a link no case reaches (--coverage)",
        help: "Add a case with the URL the message gives.")
    /// `route-not-produced`: a route no link produces, so no URL can open its screen (--coverage).
    public static let routeNotProduced = Rule(
        "route-not-produced", .warning, .routesChecks,
        "a route no link produces, so no URL can open its screen (--coverage)",
        help: "Add a link to the route, or remove the route.")

    // MARK: apple-app-site-association files
    /// `root-not-object`: the top-level value is not a JSON object, so nothing is associated.
    public static let rootNotObject = Rule(
        "root-not-object", .error, .aasa,
        "the top-level value is not a JSON object, so nothing is associated",
        help: "Write the file as {\"applinks\": {...}}.")
    /// `file-too-large`: the file is over 128 KB (131072 bytes), which iOS 9.3.1 and later reject.
    public static let fileTooLarge = Rule(
        "file-too-large", .error, .aasa,
        "the file is over 128 KB (131072 bytes), which iOS 9.3.1 and later reject",
        help: "Shorten it: merge rules with patterns and substitution variables.")
    /// `json-extension`: the file name ends in .json; iOS fetches apple-app-site-association without an
    /// extension.
    public static let jsonExtension = Rule(
        "json-extension", .warning, .aasa,
        "the file name ends in .json; iOS fetches apple-app-site-association without an extension",
        help: "Serve the file as /.well-known/apple-app-site-association.")
    /// `byte-order-mark`: the file starts with a UTF-8 byte order mark.
    public static let byteOrderMark = Rule(
        "byte-order-mark", .warning, .aasa,
        "the file starts with a UTF-8 byte order mark",
        help: "Save the file without a byte order mark.")
    /// `no-service`: the file declares none of applinks, webcredentials, appclips, activitycontinuation.
    public static let noService = Rule(
        "no-service", .warning, .aasa,
        "the file declares none of applinks, webcredentials, appclips, activitycontinuation",
        help: "Add the service the app uses, usually \"applinks\".")
    /// `string-boolean`: exclude, caseSensitive or percentEncoded written as a string or number instead of
    /// true/false.
    public static let stringBoolean = Rule(
        "string-boolean", .error, .aasa,
        "exclude, caseSensitive or percentEncoded written as a string or number instead of true/false",
        help: "Write true or false without quotes.")
    /// `query-value-not-string`: a non-string value in a "?" dictionary, which makes iOS ignore the whole
    /// dictionary.
    public static let queryValueNotString = Rule(
        "query-value-not-string", .error, .aasa,
        "a non-string value in a \"?\" dictionary, which makes iOS ignore the whole dictionary",
        help: "Write every value of the \"?\" dictionary as a string pattern.")
    /// `empty-service`: a service whose "apps" list is empty.
    public static let emptyService = Rule(
        "empty-service", .warning, .aasa,
        "a service whose \"apps\" list is empty",
        help: "List the app IDs the service is for.")
    /// `no-details`: applinks has no "details" key, or an empty one, so no URL opens an app; validators such as
    /// yURL and LinkForty's fail it too.
    public static let noDetails = Rule(
        "no-details", .error, .aasa,
        "applinks has no \"details\" key, or an empty one, so no URL opens an app; validators such as yURL and LinkForty's fail it too",
        help: "Add \"details\": [{\"appIDs\": [...], \"components\": [...]}], or remove applinks.")
    /// `missing-team-id`: an app ID without its 10-character Team ID prefix (<TeamID>.<BundleID>).
    public static let missingTeamID = Rule(
        "missing-team-id", .error, .aasa,
        "an app ID without its 10-character Team ID prefix (<TeamID>.<BundleID>)",
        help: "Prefix the bundle ID with the Team ID from the Apple Developer account.")
    /// `malformed-app-id`: an app ID that is not <10 characters A-Z0-9>.<bundle ID of A-Z a-z 0-9 . ->.
    public static let malformedAppID = Rule(
        "malformed-app-id", .error, .aasa,
        "an app ID that is not <10 characters A-Z0-9>.<bundle ID of A-Z a-z 0-9 . ->",
        help: "Write the app ID as TEAMID.bundle.id, exactly as the app is signed.")
    /// `placeholder-app-id`: an app ID left as a template wrote it: a Team ID of one repeated character, or a
    /// template word (YOUR_, REPLACE, PLACEHOLDER, TEAM_ID, BUNDLE_ID, example outside an example file).
    public static let placeholderAppID = Rule(
        "placeholder-app-id", .error, .aasa,
        "an app ID left as a template wrote it: a Team ID of one repeated character, or a template word (YOUR_, REPLACE, PLACEHOLDER, TEAM_ID, BUNDLE_ID, example outside an example file)",
        help: "Write the app's own Team ID and bundle ID, exactly as the app is signed (Xcode shows both under Signing & Capabilities).")
    /// `lowercase-team-id`: an app ID prefix in lower case; Team IDs are upper case, so it will not equal the
    /// signed app's ID.
    public static let lowercaseTeamID = Rule(
        "lowercase-team-id", .warning, .aasa,
        "an app ID prefix in lower case; Team IDs are upper case, so it will not equal the signed app's ID",
        help: "Write the Team ID in upper case.")
    /// `duplicate-app-id`: an app ID listed twice (or differing only in case), so later rules for it are tried
    /// only when earlier ones do not match.
    public static let duplicateAppID = Rule(
        "duplicate-app-id", .warning, .aasa,
        "an app ID listed twice (or differing only in case), so later rules for it are tried only when earlier ones do not match",
        help: "List each app once, or merge its entries.")
    /// `app-id-and-app-ids`: a details entry sets both appID and appIDs.
    public static let appIDAndAppIDs = Rule(
        "app-id-and-app-ids", .warning, .aasa,
        "a details entry sets both appID and appIDs",
        help: "Keep appIDs (iOS 13 and later) and, for older iOS, a separate legacy entry.")
    /// `missing-app-id`: a details entry that names no app, so its rules route nothing.
    public static let missingAppID = Rule(
        "missing-app-id", .error, .aasa,
        "a details entry that names no app, so its rules route nothing",
        help: "Add \"appIDs\": [\"TEAMID.bundle.id\"].")
    /// `legacy-apps-not-empty`: applinks.apps is present and is not an empty array.
    public static let legacyAppsNotEmpty = Rule(
        "legacy-apps-not-empty", .error, .aasa,
        "applinks.apps is present and is not an empty array",
        help: "Write \"apps\": [] or leave the key out.")
    /// `details-dictionary`: details written as a dictionary keyed by app ID, whose order between apps is
    /// undefined.
    public static let detailsDictionary = Rule(
        "details-dictionary", .warning, .aasa,
        "details written as a dictionary keyed by app ID, whose order between apps is undefined",
        help: "Write details as an array of entries with appIDs.")
    /// `paths-and-components`: a details entry with both paths and components; iOS 13+ ignores paths.
    public static let pathsAndComponents = Rule(
        "paths-and-components", .warning, .aasa,
        "a details entry with both paths and components; iOS 13+ ignores paths",
        help: "Keep components; keep paths only in an entry meant for older iOS.")
    /// `not-syntax`: a legacy path that looks like an exclusion but is not written "NOT " + pattern.
    public static let notSyntax = Rule(
        "not-syntax", .warning, .aasa,
        "a legacy path that looks like an exclusion but is not written \"NOT \" + pattern",
        help: "Write \"NOT /path\", with one space, or use a component with \"exclude\": true.")
    /// `legacy-ios`: (opt-in, --legacy-ios) what iOS 12 and earlier cannot read: no "apps": [], an entry
    /// without appID + paths.
    public static let legacyIOS = Rule(
        "legacy-ios", .warning, .aasa,
        "(opt-in, --legacy-ios) what iOS 12 and earlier cannot read: no \"apps\": [], an entry without appID + paths",
        help: "Add \"apps\": [] and an entry with appID and paths, if the app still supports iOS 12.")
    /// `undocumented-default`: a pattern or exclude key in defaults; observed to apply to every component, but
    /// undocumented.
    public static let undocumentedDefault = Rule(
        "undocumented-default", .warning, .aasa,
        "a pattern or exclude key in defaults; observed to apply to every component, but undocumented",
        help: "Put the key in each component instead.")
    /// `fragment-in-path`: a path pattern containing #, which can never match: the fragment is not part of the
    /// path.
    public static let fragmentInPath = Rule(
        "fragment-in-path", .error, .aasa,
        "a path pattern containing #, which can never match: the fragment is not part of the path",
        help: "Match the fragment with the component's \"#\" key.")
    /// `query-in-path`: a path pattern with ?name=… : ? is a one-character wildcard there, not the query
    /// separator.
    public static let queryInPath = Rule(
        "query-in-path", .warning, .aasa,
        "a path pattern with ?name=… : ? is a one-character wildcard there, not the query separator",
        help: "Match query items with the component's \"?\" key.")
    /// `url-as-pattern`: a path pattern written as a full URL; "/" matches only the URL path.
    public static let urlAsPattern = Rule(
        "url-as-pattern", .warning, .aasa,
        "a path pattern written as a full URL; \"/\" matches only the URL path",
        help: "Write the path alone, starting with /.")
    /// `undefined-variable`: a pattern uses a $(name) that is neither predefined nor in substitutionVariables.
    public static let undefinedVariable = Rule(
        "undefined-variable", .error, .aasa,
        "a pattern uses a $(name) that is neither predefined nor in substitutionVariables",
        help: "Define the variable in substitutionVariables, or fix its name.")
    /// `unterminated-variable`: a pattern has "$(" without a closing ")".
    public static let unterminatedVariable = Rule(
        "unterminated-variable", .error, .aasa,
        "a pattern has \"$(\" without a closing \")\"",
        help: "Close the variable: $(name).")
    /// `nested-variable`: a substitution variable value references another variable.
    public static let nestedVariable = Rule(
        "nested-variable", .error, .aasa,
        "a substitution variable value references another variable",
        help: "List the values themselves; variables do not nest.")
    /// `shadowed-variable`: a custom substitution variable named like a predefined one.
    public static let shadowedVariable = Rule(
        "shadowed-variable", .warning, .aasa,
        "a custom substitution variable named like a predefined one",
        help: "Rename the variable.")
    /// `empty-variable`: a substitution variable with no values, so a pattern using it never matches.
    public static let emptyVariable = Rule(
        "empty-variable", .warning, .aasa,
        "a substitution variable with no values, so a pattern using it never matches",
        help: "Give it values, or remove it and its patterns.")
    /// `bad-variable-name`: a substitution variable name containing $, ( or ), which Apple's documentation
    /// forbids.
    public static let badVariableName = Rule(
        "bad-variable-name", .error, .aasa,
        "a substitution variable name containing $, ( or ), which Apple's documentation forbids",
        help: "Rename the variable with letters, digits and underscores.")
    /// `empty-variable-name`: a substitution variable named "", which no $(name) can reference.
    public static let emptyVariableName = Rule(
        "empty-variable-name", .warning, .aasa,
        "a substitution variable named \"\", which no $(name) can reference",
        help: "Name the variable, or remove it.")
    /// `unused-variable`: a substitution variable no pattern uses.
    public static let unusedVariable = Rule(
        "unused-variable", .warning, .aasa,
        "a substitution variable no pattern uses",
        help: "Use it, or remove it.")
    /// `unreachable-rule`: a component or legacy path that an earlier rule of the same entry always wins over.
    public static let unreachableRule = Rule(
        "unreachable-rule", .warning, .aasa,
        "a component or legacy path that an earlier rule of the same entry always wins over",
        help: "Move it before the rule that takes its URLs, or remove it.")
    /// `unreachable-entry`: a details entry no URL reaches on any iOS version: for each app it lists, an earlier
    /// entry has a rule that matches every URL.
    public static let unreachableEntry = Rule(
        "unreachable-entry", .warning, .aasa,
        "a details entry no URL reaches on any iOS version: for each app it lists, an earlier entry has a rule that matches every URL",
        help: "Remove the entry, or move its rules into the earlier entry, before the rule that matches every URL.")
    /// `exclusion-shadowed`: an exclusion that an earlier including rule of the same app partly overlaps, so
    /// some URLs it means to exclude open the app (the message gives one).
    public static let exclusionShadowed = Rule(
        "exclusion-shadowed", .warning, .aasa,
        "an exclusion that an earlier including rule of the same app partly overlaps, so some URLs it means to exclude open the app (the message gives one)",
        help: "Put exclusions before the rules that open the app.")
    /// `excludes-everything`: the first rule of an entry excludes every URL, so its apps never open.
    public static let excludesEverything = Rule(
        "excludes-everything", .warning, .aasa,
        "the first rule of an entry excludes every URL, so its apps never open",
        help: "Narrow the exclusion, or move it after the rules that should open the app.")
    /// `no-rules`: a details entry with no components or paths, so it opens no URL.
    public static let noRules = Rule(
        "no-rules", .warning, .aasa,
        "a details entry with no components or paths, so it opens no URL",
        help: "Add components, or remove the entry.")

    // MARK: apple-app-site-association files against routes
    /// `app-not-declared`: an --app-id (or linkcheck.json appID) that no applinks entry of the file lists, so
    /// iOS opens none of its links.
    public static let appNotDeclared = Rule(
        "app-not-declared", .error, .aasaRoutes,
        "an --app-id (or linkcheck.json appID) that no applinks entry of the file lists, so iOS opens none of its links",
        help: "List the app in the file, or fix the app ID.")
    /// `case-not-opened`: a table's https (or http) URL that the table expects a destination for, but that the
    /// file does not send to the app.
    public static let caseNotOpened = Rule(
        "case-not-opened", .error, .aasaRoutes,
        "a table's https (or http) URL that the table expects a destination for, but that the file does not send to the app",
        help: "Add a rule that opens the URL, or change the table; the note names the rule that decided.")
    /// `url-not-opened`: a URL `linkcheck trace` follows that iOS does not send to the app: http, an
    /// exclusion, or no rule of the AASA file matches.
    public static let urlNotOpened = Rule(
        "url-not-opened", .error, .aasaRoutes,
        "a URL linkcheck trace follows that iOS does not send to the app: http, an exclusion, or no rule of the AASA file matches",
        help: "Add a rule that opens the URL (before any exclusion that catches it), or link to another URL; the message names the rule that decided.")
    /// `case-opens-app`: a table's URL that the table expects no destination for, but that the file sends to
    /// the app.
    public static let caseOpensApp = Rule(
        "case-opens-app", .warning, .aasaRoutes,
        "a table's URL that the table expects no destination for, but that the file sends to the app",
        help: "The app must handle it: add a link, or exclude the URL in the file.")
    /// `link-not-in-aasa`: a schema's https link on the domain that the file never sends to the app (aasa
    /// --schema).
    public static let linkNotInAASA = Rule(
        "link-not-in-aasa", .error, .aasaRoutes,
        "a schema's https link on the domain that the file never sends to the app (aasa --schema)",
        help: "Add a rule for the link's URLs to the file.")
    /// `rule-not-in-schema`: a rule of the file that sends URLs to the app that no link of the schema handles
    /// (aasa --schema).
    public static let ruleNotInSchema = Rule(
        "rule-not-in-schema", .warning, .aasaRoutes,
        "a rule of the file that sends URLs to the app that no link of the schema handles (aasa --schema)",
        help: "Add a link for them, or narrow the rule.")
    /// `rule-wider-than-schema`: a rule of the file that sends the app URLs some link handles, and also URLs no
    /// link handles, named with one (aasa --schema): the app opens on those.
    public static let ruleWiderThanSchema = Rule(
        "rule-wider-than-schema", .warning, .aasaRoutes,
        "a rule of the file that sends the app URLs some link handles, and also URLs no link handles, named with one (aasa --schema): the app opens on those",
        help:
            "The app must handle such URLs (show a fallback, or hand the URL back to Safari). Narrow the rule where a pattern can say it (an exclusion for "
            + "segments no link has); a pattern cannot say a type or exactly one segment, so even `linkcheck generate aasa` files have some (docs/generate.md)."
    )
    /// `domain-not-in-schema`: the file's domain is none of the schema's hosts, so no link was checked.
    public static let domainNotInSchema = Rule(
        "domain-not-in-schema", .warning, .aasaRoutes,
        "the file's domain is none of the schema's hosts, so no link was checked",
        help: "Add the domain to the schema's \"hosts\", or check the file against the right schema.")

    // MARK: How a site serves its file
    /// `tls-failure`: the HTTPS connection failed (untrusted certificate, wrong name, expired); iOS accepts no
    /// custom roots.
    public static let tlsFailure = Rule(
        "tls-failure", .error, .serving,
        "the HTTPS connection failed (untrusted certificate, wrong name, expired); iOS accepts no custom roots",
        help: "Serve a certificate from a public CA that covers the domain.")
    /// `timeout`: no complete answer within --timeout.
    public static let timeout = Rule(
        "timeout", .error, .serving,
        "no complete answer within --timeout",
        help: "Make the file answer quickly; Apple's CDN gives up too.")
    /// `no-answer`: the server closed the connection without a complete HTTP answer.
    public static let noAnswer = Rule(
        "no-answer", .error, .serving,
        "the server closed the connection without a complete HTTP answer",
        help: "Check the server's logs for the request.")
    /// `unreachable`: the host could not be resolved or connected to; the run is not judged (exit 2).
    public static let unreachable = Rule(
        "unreachable", .error, .serving,
        "the host could not be resolved or connected to; the run is not judged (exit 2)",
        help: "Check the domain's DNS and that it accepts HTTPS connections.")
    /// `http-status`: an HTTP status other than 200 (a 403 often means the site blocks unknown user agents).
    public static let httpStatus = Rule(
        "http-status", .error, .serving,
        "an HTTP status other than 200 (a 403 often means the site blocks unknown user agents)",
        help: "Serve the file with status 200 to any user agent, AASA-Bot included.")
    /// `redirect`: a redirect; iOS and Apple's CDN never follow one for this file.
    public static let redirect = Rule(
        "redirect", .error, .serving,
        "a redirect; iOS and Apple's CDN never follow one for this file",
        help: "Serve the file itself at https://DOMAIN/.well-known/apple-app-site-association.")
    /// `content-type`: a Content-Type other than application/json, or none.
    public static let contentType = Rule(
        "content-type", .warning, .serving,
        "a Content-Type other than application/json, or none",
        help: "Serve the file as application/json.")
    /// `empty-body`: an empty body.
    public static let emptyBody = Rule(
        "empty-body", .error, .serving,
        "an empty body",
        help: "Serve the file's content.")
    /// `html-body`: an HTML (or other markup) page instead of JSON.
    public static let htmlBody = Rule(
        "html-body", .error, .serving,
        "an HTML (or other markup) page instead of JSON",
        help: "Serve the JSON file, not an error or login page.")
    /// `legacy-location`: served only at the legacy /apple-app-site-association, which Apple calls deprecated.
    public static let legacyLocation = Rule(
        "legacy-location", .warning, .serving,
        "served only at the legacy /apple-app-site-association, which Apple calls deprecated",
        help: "Serve the file under /.well-known/ too.")
    /// `cdn-missing`: Apple's CDN has no copy of the domain's file yet.
    public static let cdnMissing = Rule(
        "cdn-missing", .warning, .serving,
        "Apple's CDN has no copy of the domain's file yet",
        help: "Wait for the CDN to fetch it, or check that the site serves it to Apple's fetcher.")
    /// `cdn-fetch-failed`: Apple's CDN reports (Apple-Failure-Reason) that its own fetch from the site failed,
    /// so devices get no file.
    public static let cdnFetchFailed = Rule(
        "cdn-fetch-failed", .error, .serving,
        "Apple's CDN reports (Apple-Failure-Reason) that its own fetch from the site failed, so devices get no file",
        help: "Fix what the reason names (often a firewall or a slow answer) and wait for the CDN to fetch again.")
    /// `cdn-failure`: Apple's CDN could not be read (an answer other than 200 or 404, or no answer).
    public static let cdnFailure = Rule(
        "cdn-failure", .warning, .serving,
        "Apple's CDN could not be read (an answer other than 200 or 404, or no answer)",
        help: "Try again later; it says nothing about the site.")
    /// `cdn-stale`: Apple's CDN serves a copy on which some URLs get another answer; a warning when no URL the
    /// site opens is lost.
    public static let cdnStale = Rule(
        "cdn-stale", .error, .serving,
        "Apple's CDN serves a copy on which some URLs get another answer; a warning when no URL the site opens is lost",
        help: "Wait for the CDN to refresh its copy (it can take a day); the report lists the URLs that differ.")

    // MARK: The app's configuration and linkcheck.json
    /// `scheme-not-registered`: a schema's custom scheme that the Info.plist's CFBundleURLTypes does not
    /// register.
    public static let schemeNotRegistered = Rule(
        "scheme-not-registered", .error, .configuration,
        "a schema's custom scheme that the Info.plist's CFBundleURLTypes does not register",
        help: "Add the scheme to a CFBundleURLSchemes array.")
    /// `domain-not-associated`: a schema's host with no applinks: entry in the entitlements' associated
    /// domains.
    public static let domainNotAssociated = Rule(
        "domain-not-associated", .error, .configuration,
        "a schema's host with no applinks: entry in the entitlements' associated domains",
        help: "Add <string>applinks:HOST</string> to com.apple.developer.associated-domains.")
    /// `developer-mode`: an associated-domains entry with ?mode=developer in a release build, which release
    /// builds ignore.
    public static let developerMode = Rule(
        "developer-mode", .error, .configuration,
        "an associated-domains entry with ?mode=developer in a release build, which release builds ignore",
        help: "Remove ?mode=developer from the release entitlements.")
    /// `empty-project`: a linkcheck.json that names no tables and no AASA files, so there is nothing to check.
    public static let emptyProject = Rule(
        "empty-project", .warning, .configuration,
        "a linkcheck.json that names no tables and no AASA files, so there is nothing to check",
        help: "Add \"tables\" or \"aasa\" entries.")
    /// `online-not-fetched`: `check --online` cannot fetch an `aasa` entry's file: the entry names no
    /// "domain", or one that is no host name.
    public static let onlineNotFetched = Rule(
        "online-not-fetched", .warning, .configuration,
        "check --online cannot fetch an \"aasa\" entry's file: the entry names no \"domain\", or one that is no host name",
        help: "Give the entry the \"domain\" its file is served from (a host name alone, such as \"miapp.com\").")

    /// `xcconfig-syntax`: an xcconfig line Xcode cannot read: no "=" after the name, an unterminated
    /// condition, an unknown # directive; Xcode skips the line.
    public static let xcconfigSyntax = Rule(
        "xcconfig-syntax", .error, .configuration,
        "an xcconfig line Xcode cannot read: no \"=\" after the name, an unterminated condition, an unknown # directive; Xcode skips the line",
        help: "Write NAME = value or NAME[sdk=iphoneos*] = value, and #include \"file.xcconfig\"; // starts a comment even inside a value.")
    /// `xcconfig-include`: an #include of an xcconfig file that is missing or unreadable, that includes
    /// itself through a cycle (a warning; Xcode skips it), or that nests too deep.
    public static let xcconfigInclude = Rule(
        "xcconfig-include", .error, .configuration,
        "an #include of an xcconfig file that is missing or unreadable, that includes itself through a cycle (a warning; Xcode skips it), or that nests too deep",
        help: "Fix the path (relative to the including file), use #include? for a file that may be absent, or break the cycle.")

    // MARK: Generated files
    /// `generated-file-stale`: a generated file differs from what its inputs generate now: the app ships (or tests)
    /// a parser other than the one checked, or the site serves an apple-app-site-association file the schema has left.
    public static let generatedFileStale = Rule(
        "generated-file-stale", .error, .generated,
        "a generated file differs from what its inputs generate now: the app ships (or tests) a parser other than the one checked, or the site serves an apple-app-site-association file the schema has left",
        help: "Run the linkcheck generate command the note names (a Swift file's header names it too), and commit the result.")
    /// `not-a-generated-file`: a file named as a generated output was not written by linkcheck (Swift that does not begin
    /// with linkcheck's header, an AASA file whose first rule has no linkcheck comment), so it is neither compared nor
    /// shown: a project must not be able to print any file it names.
    public static let notAGeneratedFile = Rule(
        "not-a-generated-file", .error, .generated,
        "a file named as a generated output was not written by linkcheck (Swift that does not begin with linkcheck's header, an AASA file whose first rule has no linkcheck comment), so it is neither compared nor shown",
        help: "Name the file linkcheck generates as the output; if this file is meant to be generated, delete it and run the generate command.")
    /// `output-is-input`: a linkcheck.json entry names one of its own inputs (its schema, a table) as the file it
    /// generates, so writing it would destroy the input; it is neither generated nor compared.
    public static let outputIsInput = Rule(
        "output-is-input", .error, .generated,
        "a linkcheck.json entry names one of its own inputs (its schema, a table) as the file it generates, so writing it would destroy the input",
        help: "Give the entry's \"output\" the path of the file to generate, such as site/.well-known/apple-app-site-association; the input stays as it is.")
    /// `nothing-to-generate`: `generate aasa` finds no link of the schema that gives a web URL (on --domain) a
    /// destination, so there is no apple-app-site-association file to write.
    public static let nothingToGenerate = Rule(
        "nothing-to-generate", .error, .generated,
        "generate aasa finds no link of the schema that gives a web URL (on --domain) a destination, so there is no apple-app-site-association file to write",
        help: "Check the schema's \"hosts\" and --domain; a link restricted to custom schemes never opens from the web.")
    /// `aasa-not-generated`: `generate aasa` cannot write a file that passes `linkcheck aasa` with no error and no
    /// warning: the schema's web links need a file over 128 KB, or a bound of the generator is reached.
    public static let aasaNotGenerated = Rule(
        "aasa-not-generated", .error, .generated,
        "generate aasa cannot write a file that passes linkcheck aasa with no error and no warning: the schema's web links need a file over 128 KB, or a bound of the generator is reached",
        help: "Generate one file per host with --domain, or merge links into fewer patterns; the message names the finding.")
    /// `aasa-bound-reached`: `generate aasa` reached one of its named bounds deciding which exclusions are
    /// safe, so some links' rules are written without the exclusion that keeps them one segment deep.
    public static let aasaBoundReached = Rule(
        "aasa-bound-reached", .warning, .generated,
        "generate aasa reached one of its named bounds deciding which exclusions are safe, so some links' rules open URLs deeper than the links route",
        help:
            "The file still opens every URL the schema routes. Links with very many segments, or very many links sharing a prefix, "
            + "reach it; aasa --schema names what the file opens beyond the schema.")
    /// `generate-mixed-tabs`: `generate tests` was given tables whose schemas differ in having tabs, so no
    /// one `parse` signature fits them all.
    public static let generateMixedTabs = Rule(
        "generate-mixed-tabs", .error, .generated,
        "generate tests was given tables whose schemas differ in having tabs, so no one parse signature fits them all",
        help: "Generate the tests of each schema's tables into their own file.")
    /// `generate-bad-name`: a name that would go into generated Swift (a route, a parameter, `--import`) cannot
    /// be written there as itself: it is not an identifier, or it would shadow what the generated code uses.
    public static let generateBadName = Rule(
        "generate-bad-name", .error, .generated,
        "a name that would go into generated Swift (a route, a parameter, --import) cannot be written there as itself: it is not an identifier, or it would shadow what the generated code uses",
        help: "Rename it; docs/generate.md lists the names generated Swift refuses and why.")

    // MARK: The Xcode project
    /// `unresolved-setting`: a build setting refers to a setting that no level defines, which Xcode reads as
    /// empty: a near miss of a defined name, a bundle ID left with an empty part, or a value an unread
    /// xcconfig may set (then unknown).
    public static let unresolvedSetting = Rule(
        "unresolved-setting", .warning, .xcode,
        "a build setting refers to a setting that no level defines, which Xcode reads as empty: a near miss of a defined name, a bundle ID left with an empty part, or a value an unread xcconfig may set (then unknown)",
        help:
            "Fix the name the message suggests, define the setting in the project, the target or their xcconfig files, or run the tool that writes the xcconfig that could not be read (pod install, flutter pub get)."
    )
    /// `setting-too-complex`: a build setting linkcheck needs expands past its bounds (100,000 references,
    /// references nested 200 deep, 1 MB of text), so it was cut and its value is unknown.
    public static let settingTooComplex = Rule(
        "setting-too-complex", .error, .xcode,
        "a build setting linkcheck needs expands past its bounds (100,000 references, references nested 200 deep, 1 MB of text), so it was cut and its value is unknown",
        help: "Simplify the setting: a value that refers to another twice at each step doubles with every step.")
    /// `setting-expression`: a build setting linkcheck needs holds a malformed reference, an operator
    /// linkcheck does not compute, or a reference to itself in a cycle, so its value is unknown.
    public static let settingExpression = Rule(
        "setting-expression", .error, .xcode,
        "a build setting linkcheck needs holds a malformed reference, an operator linkcheck does not compute, or a reference to itself in a cycle, so its value is unknown",
        help: "Close each $( with ), use the operators Xcode documents, and write $(inherited) for the value below.")
    /// `no-team`: an app configuration has no DEVELOPMENT_TEAM, so no app ID can be formed and Universal Links
    /// cannot be checked.
    public static let noTeam = Rule(
        "no-team", .error, .xcode,
        "an app configuration has no DEVELOPMENT_TEAM, so no app ID can be formed and Universal Links cannot be checked",
        help: "Set DEVELOPMENT_TEAM (Signing & Capabilities) for the configuration.")
    /// `unknown-configuration`: a committed shared scheme archives a target with a configuration the target
    /// does not have, so the scheme decides nothing about what ships.
    public static let unknownConfiguration = Rule(
        "unknown-configuration", .warning, .xcode,
        "a committed shared scheme archives a target with a configuration the target does not have, so the scheme decides nothing about what ships",
        help: "Set the scheme's Archive configuration (Edit Scheme, Archive, Build Configuration) to one the project has.")
    /// `app-id-not-in-aasa`: an AASA file does not list the app ID a release configuration signs with; the note
    /// names the near miss (the same bundle under another team, the same team with another bundle).
    public static let appIDNotInAASA = Rule(
        "app-id-not-in-aasa", .error, .xcode,
        "an AASA file does not list the app ID a release configuration signs with; the note names the near miss (the same bundle under another team, the same team with another bundle)",
        help: "Add TEAMID.bundle.id to the file's applinks details, or fix DEVELOPMENT_TEAM / PRODUCT_BUNDLE_IDENTIFIER.")
    /// `appclip-not-in-aasa`: an App Clip's app ID is missing from the AASA file's appclips section.
    public static let appClipNotInAASA = Rule(
        "appclip-not-in-aasa", .error, .xcode,
        "an App Clip's app ID is missing from the AASA file's appclips section",
        help: "Add the clip's TEAMID.bundle.id to \"appclips\": {\"apps\": [...]}.")
    /// `webcredentials-not-in-aasa`: the entitlements have a webcredentials: entry but the AASA file has no
    /// webcredentials section listing the app.
    public static let webCredentialsNotInAASA = Rule(
        "webcredentials-not-in-aasa", .error, .xcode,
        "the entitlements have a webcredentials: entry but the AASA file has no webcredentials section listing the app",
        help: "Add \"webcredentials\": {\"apps\": [\"TEAMID.bundle.id\"]} to the file, or remove the entry.")
    /// `unknown-target`: linkcheck.json's "xcodeproj" entry names a target or configuration the project does
    /// not have, so the check would judge nothing of it.
    public static let unknownTarget = Rule(
        "unknown-target", .error, .xcode,
        "linkcheck.json's \"xcodeproj\" entry names a target or configuration the project does not have, so the check would judge nothing of it",
        help: "Name a target or configuration of the project as Xcode shows it (linkcheck xcode lists them), or remove the name.")
    /// `profile-unreadable`: a provisioning profile holds no readable property list.
    public static let profileUnreadable = Rule(
        "profile-unreadable", .error, .xcode,
        "a provisioning profile holds no readable property list",
        help: "Download the profile again from the developer portal or Xcode.")
    /// `profile-mismatch`: a provisioning profile does not fit the configuration that uses it: another team,
    /// an app ID it does not cover, or no associated-domains entitlement.
    public static let profileMismatch = Rule(
        "profile-mismatch", .error, .xcode,
        "a provisioning profile does not fit the configuration that uses it: another team, an app ID it does not cover, or no associated-domains entitlement",
        help: "Regenerate the profile with the app ID and the Associated Domains capability, or select the right one.")
    /// `profile-expired`: a provisioning profile has expired (an error), or expires within 30 days (a warning),
    /// or its expiry cannot be checked: no readable ExpirationDate (a warning).
    public static let profileExpired = Rule(
        "profile-expired", .error, .xcode,
        "a provisioning profile has expired (an error), or expires within 30 days (a warning), or its expiry cannot be checked: no readable ExpirationDate (a warning)",
        help: "Renew the profile in the developer portal.")

    /// Every rule, in the catalogue's order.
    public static let all: [Rule] = [
        unreadableFile, outsideProject, jsonSyntax, plistSyntax, pbxprojSyntax, invalidText, duplicateKey, wrongType, missingKey, unknownKey,
        unusedSuppression, urlTooLong, moreProblems,
        noSources, badScheme, unknownScheme, unknownHost, badType, badRouteName, duplicateName, badPattern, unknownRoute, unknownParameter, missingParameter,
        badStackEntry, unknownCapture, unknownURLPart, unusedCapture, captureTypeConflict, duplicateLink, linkNeverWins,
        notATable, noSchema, emptyTable, unknownTab, missingTab, unexpectedTab, wrongValueType, invalidURL, caseFailed,
        noDestination, noURL, noRoundTrip, coverageBelowMinimum, linkNotCovered, routeNotProduced,
        rootNotObject, fileTooLarge, jsonExtension, byteOrderMark, noService, stringBoolean, queryValueNotString, emptyService,
        noDetails, missingTeamID, malformedAppID, placeholderAppID, lowercaseTeamID, duplicateAppID, appIDAndAppIDs, missingAppID,
        legacyAppsNotEmpty, detailsDictionary, pathsAndComponents, notSyntax, legacyIOS, undocumentedDefault, fragmentInPath,
        queryInPath, urlAsPattern, undefinedVariable, unterminatedVariable, nestedVariable, shadowedVariable, emptyVariable,
        badVariableName, emptyVariableName, unusedVariable, unreachableRule, unreachableEntry, exclusionShadowed, excludesEverything,
        noRules,
        appNotDeclared, caseNotOpened, urlNotOpened, caseOpensApp, linkNotInAASA, ruleNotInSchema, ruleWiderThanSchema, domainNotInSchema,
        tlsFailure, timeout, noAnswer, unreachable, httpStatus, redirect, contentType, emptyBody, htmlBody, legacyLocation,
        cdnMissing, cdnFetchFailed, cdnFailure, cdnStale,
        schemeNotRegistered, domainNotAssociated, developerMode, emptyProject, onlineNotFetched, xcconfigSyntax, xcconfigInclude,
        generatedFileStale, notAGeneratedFile, generateMixedTabs, generateBadName, outputIsInput, nothingToGenerate, aasaNotGenerated, aasaBoundReached,
        unresolvedSetting, settingTooComplex, settingExpression, noTeam, unknownConfiguration, appIDNotInAASA, appClipNotInAASA,
        webCredentialsNotInAASA,
        unknownTarget, profileUnreadable, profileMismatch,
        profileExpired
    ]
}
