import LinkCheckCore
import LinkCheckRoutes

/// One check of the apple-app-site-association linter: a stable id, the severity it reports
/// with, and what it means. `AASARule.all` is the catalogue the CLI and README list.
public struct AASARule: Sendable, Hashable {
    /// Stable kebab-case id, printed in brackets after each finding.
    public let id: String
    /// The severity findings of this rule carry, except where `summary` names an escalation.
    public let severity: Severity
    /// One line: what the rule reports and why it matters.
    public let summary: String

    init(_ id: String, _ severity: Severity, _ summary: String) {
        self.id = id
        self.severity = severity
        self.summary = summary
    }
}

extension AASARule {
    // The file as a whole.
    static let jsonSyntax = AASARule("json-syntax", .error, "the file is not valid JSON (position of the first syntax error)")
    static let duplicateKey = AASARule("duplicate-key", .error, "a key appears twice in one object; iOS keeps only one of the values")
    static let rootNotObject = AASARule("root-not-object", .error, "the top-level value is not a JSON object, so nothing is associated")
    static let fileTooLarge = AASARule("file-too-large", .error, "the file is over 128 KB (131072 bytes), which iOS 9.3.1 and later reject")
    static let jsonExtension = AASARule("json-extension", .warning, "the file name ends in .json; iOS fetches apple-app-site-association without an extension")
    static let byteOrderMark = AASARule("byte-order-mark", .warning, "the file starts with a UTF-8 byte order mark")
    static let noService = AASARule("no-service", .warning, "the file declares none of applinks, webcredentials, appclips, activitycontinuation")

    // Keys and value types.
    static let unknownKey = AASARule("unknown-key", .warning, "a key iOS ignores, usually a misspelling; an error when ignoring it widens a component or leaves the file associating nothing")
    static let wrongType = AASARule("wrong-type", .error, "a value of the wrong JSON type, which iOS treats as absent")
    static let stringBoolean = AASARule("string-boolean", .error, "exclude, caseSensitive or percentEncoded written as a string or number instead of true/false")
    static let queryValueNotString = AASARule("query-value-not-string", .error, "a non-string value in a \"?\" dictionary, which makes iOS ignore the whole dictionary")
    static let missingKey = AASARule("missing-key", .error, "a service without its required \"apps\" list")
    static let emptyService = AASARule("empty-service", .warning, "a service whose \"apps\" list is empty")
    static let noDetails = AASARule("no-details", .error, "applinks has no \"details\" key, so no URL opens an app; validators such as yURL and LinkForty's fail it too")
    static let emptyDetails = AASARule("empty-details", .warning, "applinks.details is empty, so no URL opens an app (which a site may mean)")

    // App IDs.
    static let missingTeamID = AASARule("missing-team-id", .error, "an app ID without its 10-character Team ID prefix (<TeamID>.<BundleID>)")
    static let malformedAppID = AASARule("malformed-app-id", .error, "an app ID that is not <10 characters A-Z0-9>.<bundle ID of A-Z a-z 0-9 . ->")
    static let lowercaseTeamID = AASARule("lowercase-team-id", .warning, "an app ID prefix in lower case; Team IDs are upper case, so it will not equal the signed app's ID")
    static let duplicateAppID = AASARule("duplicate-app-id", .warning, "an app ID listed twice (or differing only in case), so later rules for it are tried only when earlier ones do not match")
    static let appIDAndAppIDs = AASARule("app-id-and-app-ids", .warning, "a details entry sets both appID and appIDs")
    static let missingAppID = AASARule("missing-app-id", .error, "a details entry that names no app, so its rules route nothing")

    // Legacy shapes.
    static let legacyAppsNotEmpty = AASARule("legacy-apps-not-empty", .error, "applinks.apps is present and is not an empty array")
    static let detailsDictionary = AASARule("details-dictionary", .warning, "details written as a dictionary keyed by app ID, whose order between apps is undefined")
    static let pathsAndComponents = AASARule("paths-and-components", .warning, "a details entry with both paths and components; iOS 13+ ignores paths")
    static let notSyntax = AASARule("not-syntax", .warning, "a legacy path that looks like an exclusion but is not written \"NOT \" + pattern")
    static let legacyIOS = AASARule("legacy-ios", .warning, "(opt-in) what iOS 12 and earlier cannot read: no \"apps\": [], an entry without appID + paths")
    static let undocumentedDefault = AASARule("undocumented-default", .warning, "a pattern or exclude key in defaults; observed to apply to every component, but undocumented")

    // Patterns and substitution variables.
    static let fragmentInPath = AASARule("fragment-in-path", .error, "a path pattern containing #, which can never match: the fragment is not part of the path")
    static let queryInPath = AASARule("query-in-path", .warning, "a path pattern with ?name=… : ? is a one-character wildcard there, not the query separator")
    static let urlAsPattern = AASARule("url-as-pattern", .warning, "a path pattern written as a full URL; \"/\" matches only the URL path")
    static let undefinedVariable = AASARule("undefined-variable", .error, "a pattern uses a $(name) that is neither predefined nor in substitutionVariables")
    static let unterminatedVariable = AASARule("unterminated-variable", .error, "a pattern has \"$(\" without a closing \")\"")
    static let nestedVariable = AASARule("nested-variable", .error, "a substitution variable value references another variable")
    static let shadowedVariable = AASARule("shadowed-variable", .warning, "a custom substitution variable named like a predefined one")
    static let emptyVariable = AASARule("empty-variable", .warning, "a substitution variable with no values, so a pattern using it never matches")
    static let badVariableName = AASARule("bad-variable-name", .error, "a substitution variable name containing $, ( or ), which Apple's documentation forbids")
    static let emptyVariableName = AASARule("empty-variable-name", .warning, "a substitution variable named \"\", which no $(name) can reference")
    static let unusedVariable = AASARule("unused-variable", .warning, "a substitution variable no pattern uses")

    // Reachability.
    static let unreachableRule = AASARule("unreachable-rule", .warning, "a component or legacy path that an earlier rule of the same entry always wins over")
    static let excludesEverything = AASARule("excludes-everything", .warning, "the first rule of an entry excludes every URL, so its apps never open")
    static let noRules = AASARule("no-rules", .warning, "a details entry with no components or paths, so it opens no URL")

    /// Every rule, in the order the catalogue lists them.
    public static let all: [AASARule] = [
        jsonSyntax, duplicateKey, rootNotObject, fileTooLarge, jsonExtension, byteOrderMark, noService,
        unknownKey, wrongType, stringBoolean, queryValueNotString, missingKey, emptyService, noDetails, emptyDetails,
        missingTeamID, malformedAppID, lowercaseTeamID, duplicateAppID, appIDAndAppIDs, missingAppID,
        legacyAppsNotEmpty, detailsDictionary, pathsAndComponents, notSyntax, legacyIOS, undocumentedDefault,
        fragmentInPath, queryInPath, urlAsPattern, undefinedVariable, unterminatedVariable, nestedVariable,
        shadowedVariable, emptyVariable, badVariableName, emptyVariableName, unusedVariable,
        unreachableRule, excludesEverything, noRules,
    ]
}

extension DiagnosticSink {
    /// Reports a finding of `rule` with the rule's severity, or `severity` when it escalates.
    mutating func report(_ rule: AASARule, _ message: String, at location: SourceLocation?,
                         severity: Severity? = nil, notes: [String] = []) {
        switch severity ?? rule.severity {
        case .error: error(rule.id, message, at: location, notes: notes)
        case .warning: warning(rule.id, message, at: location, notes: notes)
        }
    }
}
