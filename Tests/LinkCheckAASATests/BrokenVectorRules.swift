import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// What linkcheck reports for each entry of `../shared/vectors/aasa/broken.json`: the finding the
/// vector's `expect` describes, and any other finding that must come with it. Every entry has a
/// row, so a vector added to the file fails until someone says which rule catches it.
struct BrokenVectorRule: Sendable {
    struct Finding: Sendable, Hashable, CustomStringConvertible {
        var rule: String
        var severity: Severity
        var description: String { "\(severity) [\(rule)]" }

        static func error(_ rule: Rule) -> Finding { Finding(rule: rule.id, severity: .error) }
        static func warning(_ rule: Rule) -> Finding { Finding(rule: rule.id, severity: .warning) }
    }

    var index: Int
    /// Words of the entry's `expect`, to catch a table that no longer lines up with the file.
    var expectContains: String
    /// The finding the vector names. Its severity is the vector's, but for an `info` vector,
    /// which an opt-in check (`--legacy-ios`) reports as a warning.
    var named: Finding
    /// Findings linkcheck must also give, each for a reason in the row's comment.
    var also: [Finding] = []

    init(_ index: Int, _ expectContains: String, _ named: Finding, also: [Finding] = []) {
        (self.index, self.expectContains, self.named, self.also) = (index, expectContains, named, also)
    }

    static let all: [BrokenVectorRule] = [
        .init(0, "trailing comma", .error(.jsonSyntax)),
        .init(1, "must be a JSON object", .error(.rootNotObject)),
        .init(2, "no recognized service", .warning(.noService)),
        .init(3, "'applinks' must be an object", .error(.wrongType)),
        // docs/aasa.md makes the "no details defined" half an error: no URL can open any app.
        .init(4, "unknown key 'detail'", .warning(.unknownKey), also: [.error(.noDetails)]),
        .init(5, "neither 'appID' nor 'appIDs'", .error(.missingAppID)),
        .init(6, "'appID' must be a string", .error(.wrongType)),
        .init(7, "lacks the 10-character Team ID", .error(.missingTeamID)),
        .init(8, "prefix is lowercase", .warning(.lowercaseTeamID)),
        .init(9, "both 'appID' and 'appIDs'", .warning(.appIDAndAppIDs)),
        .init(10, "'applinks.apps' must be an empty array", .error(.legacyAppsNotEmpty)),
        .init(11, "mixes legacy 'paths' with 'components'", .warning(.pathsAndComponents)),
        .init(12, "iOS 12 and earlier", .warning(.legacyIOS)),
        .init(13, "'paths' must be an array of strings", .error(.wrongType)),
        .init(14, "'exclude' must be a boolean", .error(.stringBoolean)),
        .init(15, "'/' must be a single string pattern", .error(.wrongType)),
        .init(16, "'?' must be a string or an object", .error(.wrongType)),
        // The vector's note: its Team ID "K6789HNH" has 8 characters.
        .init(17, "path pattern contains '#'", .error(.fragmentInPath), also: [.error(.malformedAppID)]),
        .init(18, "path pattern contains '?'", .warning(.queryInPath)),
        .init(19, "path pattern is a full URL", .warning(.urlAsPattern)),
        .init(20, "components[1] is unreachable", .warning(.unreachableRule)),
        .init(21, "may not reference other variables", .error(.nestedVariable)),
        .init(22, "undefined substitution variable 'foood'", .error(.undefinedVariable)),
        .init(23, "unterminated '$('", .error(.unterminatedVariable)),
        .init(24, "shadows predefined $(region)", .warning(.shadowedVariable)),
        .init(25, "webcredentials.apps must be an array", .error(.wrongType)),
        .init(26, "larger than 128 KB", .error(.fileTooLarge)),
        .init(27, "first component excludes every URL", .warning(.excludesEverything))
    ]
}
