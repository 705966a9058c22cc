import LinkCheckCore

/// One rule (a component with its effective fields, or a legacy path) as `AASAExclusionLeak`
/// intersects it with another: each part it constrains as a `GlobNFA`, compiled when first needed.
/// A class: the search walks thousands of rules per exclusion, and a struct of a dozen fields
/// would be copied (a retain and release each) at every step. Its name and summary are made only
/// for a finding.
final class AASALeakRule {
    enum Query {
        /// No `?`, or a dictionary iOS ignores.
        case anything
        case whole(GlobNFA)
        /// Name as written, the value's automaton, and whether an absent item (read as empty) matches.
        case items([(name: String, value: GlobNFA, takesEmpty: Bool)])
    }

    /// The parts, compiled; `nil` when a pattern does not compile (the linter reports it), and such
    /// a rule never matches.
    struct Parts {
        /// The normalised path pattern and its `/*`-less parent; empty when the path is unconstrained.
        var paths: [GlobNFA]
        var query: Query
        var fragment: GlobNFA
    }

    /// `details[0].components[1]` or `details[0].paths[1]`.
    var name: String { entryName + "." + (written == nil ? "paths" : "components") + "[\(index)]" }
    /// The rule as written, compactly.
    var summary: String {
        written.map(AASAReachability.summary) ?? AASAReader.quoted((excludes ? "NOT " : "") + (fields.path ?? ""))
    }
    let entryName: String
    let index: Int
    /// A component's own fields; `nil` for a legacy path.
    let written: AASARuleFields?
    let location: SourceLocation
    let excludes: Bool
    let caseSensitive: Bool
    let percentEncoded: Bool
    /// What `parts()` compiles.
    let fields: AASARuleFields
    /// The path's leading literal text (folded when case-insensitive): two rules can share a path
    /// only if one's prefix starts the other's. Empty when the path is unconstrained.
    let pathPrefix: [Unicode.Scalar]
    /// `pathPrefix` folded, for comparing with a rule of the other case setting.
    let foldedPrefix: [Unicode.Scalar]
    let variables: [String: [String]]

    /// `fields`: effective (built-ins ← `applinks.defaults` ← the entry's ← the component's);
    /// `written`: the component's own, or `nil` for a legacy path.
    init(
        entryName: String, index: Int, written: AASARuleFields?, location: SourceLocation, fields: AASARuleFields,
        variables: [String: [String]]
    ) {
        self.entryName = entryName
        self.index = index
        self.written = written
        self.location = location
        self.fields = fields
        self.variables = variables
        excludes = fields.exclude ?? false
        caseSensitive = fields.caseSensitive ?? true
        percentEncoded = fields.percentEncoded ?? true
        if let path = fields.path, !AASAReachability.isCatchAllPath(path) {
            var prefix: [Unicode.Scalar] = []
            let normalized = PathMatcher.normalized(path)
            let scalars = Array(normalized.pattern.unicodeScalars)
            for (i, c) in scalars.enumerated() {
                if c == "*" || c == "?" || (c == "$" && i + 1 < scalars.count && scalars[i + 1] == "(") { break }
                prefix.append(caseSensitive ? c : CaseFolding.fold(c))
            }
            // `/x/*` also matches `/x`: only the part the pattern and its parent share is sure.
            if let parent = normalized.parent {
                prefix = Array(prefix.prefix(parent.unicodeScalars.count))
            }
            pathPrefix = prefix
            foldedPrefix = caseSensitive ? prefix.map(CaseFolding.fold) : prefix
        } else {
            pathPrefix = []
            foldedPrefix = []
        }
    }

    /// Whether the two rules' paths may share a text: one's literal prefix starts the other's.
    /// Folded when either folds. Rules that compare the path in different encodings are compared
    /// on text without escapes (`AASALeakExample`), the same both ways, so this holds for them too.
    func pathsMayMeet(_ other: AASALeakRule) -> Bool {
        let (a, b) = caseSensitive == other.caseSensitive ? (pathPrefix, other.pathPrefix) : (foldedPrefix, other.foldedPrefix)
        return a.count <= b.count ? b.starts(with: a) : a.starts(with: b)
    }

    /// The shape of the normalised path and of its `/*`-less parent; empty when the path is
    /// unconstrained. `pieces`: `AASAPathShape`'s cache of variables.
    func pathShapes(_ pieces: inout [String: AASAPathShape.Piece]) -> [AASAPathShape] {
        guard let path = fields.path, !AASAReachability.isCatchAllPath(path) else { return [] }
        let (main, parent) = PathMatcher.normalized(path)
        return ([main] + (parent.map { [$0] } ?? [])).map {
            AASAPathShape(text: $0, folds: !caseSensitive, variables: variables, pieces: &pieces)
        }
    }

    /// Whether two rules' path shapes fit (`AASAPathShape`); an unconstrained path fits any.
    /// Rules that compare the path in different encodings are compared on text without escapes,
    /// the same both ways, so this holds for them too.
    static func shapesFit(_ a: [AASAPathShape], _ b: [AASAPathShape]) -> Bool {
        a.isEmpty || b.isEmpty || a.contains { x in b.contains { x.fits($0) } }
    }

    /// Positions (atoms, branches' atoms included) past which a pattern is not compared: its
    /// automaton would cost more to build than the search budget of a pair could use.
    static let maximumPositions = 10_000

    /// Compiles the parts; `nil` when a pattern does not, or has over `maximumPositions`.
    func parts() -> Parts? {
        let folds = !caseSensitive
        func nfa(_ text: String) -> GlobNFA? {
            guard let items = try? GlobSyntax.parse(text, caseSensitive: caseSensitive, variables: variables) else { return nil }
            // A pattern of more positions than a search could visit is not compared at all.
            var positions = 0
            for item in items {
                if case .choice(let branches) = item { positions += branches.reduce(1) { $0 + $1.count } } else { positions += 1 }
            }
            return positions <= Self.maximumPositions ? GlobNFA(items, foldsCase: folds) : nil
        }
        var paths: [GlobNFA] = []
        if let path = fields.path, !AASAReachability.isCatchAllPath(path) {
            let (main, parent) = PathMatcher.normalized(path)
            for text in [main] + (parent.map { [$0] } ?? []) {
                guard let automaton = nfa(text) else { return nil }
                paths.append(automaton)
            }
        }
        var query = Query.anything
        switch fields.query {
        case .whole(let text)? where !AASAReachability.isCatchAllText(text):
            guard let automaton = nfa(text) else { return nil }
            query = .whole(automaton)
        case .items(let items)?:
            var compiled: [(name: String, value: GlobNFA, takesEmpty: Bool)] = []
            for item in items where !AASAReachability.isCatchAllText(item.pattern) {
                guard let automaton = nfa(item.pattern) else { return nil }
                compiled.append((item.name, automaton, automaton.accepting[0]))
            }
            query = compiled.isEmpty ? .anything : .items(compiled)
        default:
            break
        }
        var fragment = GlobNFA.anything
        if let text = fields.fragment, !AASAReachability.isCatchAllText(text) {
            guard let automaton = nfa(text) else { return nil }
            fragment = automaton
        }
        return Parts(paths: paths, query: query, fragment: fragment)
    }
}
