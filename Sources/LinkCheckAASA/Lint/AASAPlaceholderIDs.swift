import LinkCheckCore

/// App IDs copied from a template and never filled in: `XXXXXXXXXX.com.maisonemile.app`,
/// `ABCDE12345.com.YOUR_APP`, `TEAMID.com.example.app`. Such an ID has the right shape often
/// enough to pass the shape checks, yet no signed app carries it, so the file opens no real app.
/// Seven of sixty real files read for issue #19 had one.
///
/// The heuristics stay narrow so that a real ID is never taken for a template (docs/aasa.md
/// lists them with examples):
/// - a Team ID of one character repeated (`XXXXXXXXXX`, `0000000000`, `AAAAAAAAAA`), or one
///   holding `TEAMID`, `YOUR`, `REPLACE` or `PLACEHOLD`: a real Team ID is ten random characters;
/// - anywhere in the ID, a template marker: `YOUR_`, `TEAM_ID`, `BUNDLE_ID`, `APP_ID`, `_HERE`,
///   `REPLACE_`, `PLACEHOLDER`, `$(`, `${`, `<`, `>`, `{{` (an entitlements variable such as
///   `$(AppIdentifierPrefix)` copied into the file is one too);
/// - a bundle ID label (between `.` or `-`) that is a template word (`yourapp`, `yourcompany`,
///   `replaceme`, …), or `example` when the file is not an example itself (`isExample`).
/// Letters compare without case throughout.
enum AASAPlaceholderIDs {
    static let teamIDWords = ["TEAMID", "YOUR", "REPLACE", "PLACEHOLD"]
    static let markers = ["YOUR_", "TEAM_ID", "BUNDLE_ID", "APP_ID", "_HERE", "REPLACE_", "PLACEHOLDER", "$(", "${", "<", ">", "{{"]
    static let templateLabels: Set<String> = [
        "yourapp", "yourappname", "yourbundleid", "yourcompany", "yourcompanyname", "yourdomain", "yourname", "yourorg",
        "yourteam", "yourteamid", "bundleid", "teamid", "appname", "replace", "replaceme", "placeholder"
    ]

    /// What makes `id` a template's app ID, as the end of a sentence (`has the placeholder Team ID
    /// "XXXXXXXXXX" (one character repeated)`), or `nil` for an ID that may be real.
    /// `exampleFile`: whether the file is an example, where `com.example.app` is what it should say.
    static func problem(_ id: String, exampleFile: Bool) -> String? {
        let upper = id.uppercased()
        if let marker = markers.first(where: { ByteSearch.contains(upper, $0) }) {
            return "holds the template marker \(SwiftLiteral.string(marker))"
        }
        let parts = id.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let team = parts[0]
        if team.unicodeScalars.count == 10, let first = team.unicodeScalars.first, team.unicodeScalars.allSatisfy({ $0 == first }) {
            return "has the placeholder Team ID \(SwiftLiteral.string(team)) (one character repeated)"
        }
        if let word = teamIDWords.first(where: { ByteSearch.contains(team.uppercased(), $0) }) {
            return "has a placeholder Team ID \(SwiftLiteral.string(team)) (it holds \(SwiftLiteral.string(word)))"
        }
        guard parts.count > 1 else { return nil }
        let labels = parts[1].split { $0 == "." || $0 == "-" }.map { $0.lowercased() }
        if let word = labels.first(where: templateLabels.contains) {
            return "has the template word \(SwiftLiteral.string(word)) in its bundle ID"
        }
        if !exampleFile, labels.contains("example") {
            return "has the template word \"example\" in its bundle ID, and the file is not an example"
        }
        return nil
    }

    /// Whether a file is an example, so that `com.example.app` in it is expected: its domain is
    /// reserved for examples and tests (RFC 2606: `example`, `example.com`, `.net`, `.org` and
    /// their subdomains, and the `test`, `invalid`, `localhost` names; RFC 6761 reserves the same),
    /// or its path says `example`. Without a domain (a file linted alone, with no `--domain`) there
    /// is no telling, and the file is given the benefit of the doubt.
    static func isExample(domain: String?, file: String) -> Bool {
        if ByteSearch.contains(file.lowercased(), "example") { return true }
        guard let domain = domain?.lowercased() else { return true }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: true)
        guard let last = labels.last else { return true }
        if ["example", "test", "invalid", "localhost"].contains(last) { return true }
        guard labels.count >= 2 else { return false }
        return labels[labels.count - 2] == "example" && ["com", "net", "org"].contains(last)
    }
}
