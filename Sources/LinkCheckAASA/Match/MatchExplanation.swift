import LinkCheckCore

/// Why `decide` decided, kept as the pieces of its sentence: the sentence is built only when
/// `AASADecision.explanation` is read, and a run over a big table reads it for few of its URLs.
enum MatchExplanation: Sendable {
    /// Built already: the rarer outcomes (a refused URL, an app the file does not list).
    case text(String)
    /// `<rule> matches "<shown>"`, then ` and excludes it` for an exclusion, where the rule is the
    /// decision's own (one string fewer to hold). A component shows the path with its query and
    /// fragment (`withTail`), a legacy path the path alone.
    case matched(excludes: Bool, url: String, path: Range<Int>, withTail: Bool)
    /// `no <kind> of details[0], details[2] matches "<shown>"`, and the most useful hint about why.
    /// `details` are all the file's entries: those listing `appID` are the ones tried. Boxed
    /// (`indirect`): only a no-match pays for the box, and every decision is the smaller for it.
    indirect case noMatch(
        details: [CompiledAASA.Details], appID: String, url: String, path: Range<Int>,
        nearMiss: (CompiledComponent, MatchMiss)?)

    /// The sentence; `rule` is the decision's, which a `.matched` one names.
    func text(rule: AASARuleReference?) -> String {
        switch self {
        case .text(let text):
            return text
        case .matched(let excludes, let url, let path, let withTail):
            let shown = MatchSummary.quoted(Self.shown(url, path: path, withTail: withTail))
            return (rule?.name ?? "") + " matches " + shown + (excludes ? " and excludes it" : "")
        case .noMatch(let details, let appID, let url, let path, let nearMiss):
            return Self.noMatch(details.filter { $0.lists(appID) }, url: url, path: path, nearMiss: nearMiss)
        }
    }

    /// The URL's path as written (then its `?query#fragment` too when `withTail`: they follow the
    /// path in the URL); an empty path shows as `/`. `path` is a range of UTF-8 offsets.
    static func shown(_ url: String, path: Range<Int>, withTail: Bool) -> String {
        let utf8 = url.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: path.lowerBound)
        let end = withTail ? utf8.endIndex : utf8.index(start, offsetBy: path.count)
        let text = String(url[start..<end])
        return path.isEmpty ? "/" + text : text
    }

    private static func noMatch(
        _ entries: [CompiledAASA.Details], url: String, path: Range<Int>,
        nearMiss: (CompiledComponent, MatchMiss)?
    ) -> String {
        let hasComponents = entries.contains { !$0.components.isEmpty }
        let hasPaths = entries.contains { !$0.paths.isEmpty }
        if !hasComponents && !hasPaths {
            let names = entries.map { "details[\($0.index)]" }.joined(separator: ", ")
            return entries.count == 1
                ? "\(names) lists the app but has no components or paths"
                : "\(names) list the app but have no components or paths"
        }
        let kind = hasComponents && hasPaths ? "rule" : hasComponents ? "component" : "path"
        let shown = MatchSummary.quoted(Self.shown(url, path: path, withTail: hasComponents))
        var text = "no \(kind) of " + entries.map { "details[\($0.index)]" }.joined(separator: ", ") + " matches \(shown)"
        if let (rule, error) = entries.lazy.compactMap(\.broken).first {
            text += "; \(rule.name) never matches: \(error)"
        } else if let (component, miss) = nearMiss {
            let name = component.reference.name
            switch miss {
            case .path: break
            case .query(let item?):
                text += "; \(name) matches the path but not the query item \(MatchSummary.quoted(item))"
            case .query(nil): text += "; \(name) matches the path but not the query"
            case .fragment: text += "; \(name) matches the path and query but not the fragment"
            }
        }
        return text
    }
}
