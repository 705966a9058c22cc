import LinkCheckCore
import LinkCheckRoutes

/// `linkcheck generate aasa` as a pure function: a route schema and the apps to open in, an
/// apple-app-site-association file whose `components` open every URL the schema gives a
/// destination on its hosts, as narrow as AASA patterns can say (docs/generate.md).
///
/// The file holds one `details` entry for the apps: first the exclusions that keep rules one
/// segment where their links are (`DepthExclusions`), then one include rule per link
/// (`LinkRule`), less those another include covers. It is linted as `linkcheck aasa` lints a
/// file before it is handed back: any finding stops generation, so a generated file always passes
/// `linkcheck aasa` with no error and no warning.
public enum AASAGenerator {
    /// What to generate besides the schema.
    public struct Options: Sendable, Hashable {
        /// The apps the rules open (`TEAMID.bundle.id`), in the order given.
        public var appIDs: [String]
        /// Only the links that apply to this host; `nil`: every web link of the schema, for a file
        /// served on each of its hosts.
        public var domain: String?

        public init(appIDs: [String], domain: String? = nil) {
            self.appIDs = appIDs
            self.domain = domain
        }
    }

    /// Include rules past this many cannot fit the 128 KB iOS reads, so generation stops before
    /// comparing them.
    static let maximumRules = 2_000
    /// Steps `PatternCoverage` may take to prove rules redundant.
    static let coverageBudget = 20_000_000

    /// The file's text, or the errors that stopped it (located in `schemaFile`; a problem with the
    /// app IDs where `appIDsAt` says they are written, when they come from a file).
    public static func generate(
        _ schema: RouteSchema, schemaFile: String, options: Options, appIDsAt: (file: String, location: SourceLocation?)? = nil
    ) -> GeneratedAASA {
        func failure(_ rule: Rule, _ message: String, notes: [String] = []) -> GeneratedAASA {
            GeneratedAASA(text: nil, diagnostics: [Diagnostic(.error, rule, message, file: schemaFile, at: nil, notes: notes)])
        }
        let domain = options.domain?.lowercased()
        let appIDProblems = appIDProblems(options.appIDs, domain: lintDomain(domain, schema))
        if !appIDProblems.isEmpty {
            let file = appIDsAt?.file ?? schemaFile
            let prefix = appIDsAt == nil ? "" : "\"appIDs\": "
            let served = lintDomain(domain, schema).map { host in
                "the file is for \(SwiftLiteral.string(host)), " + (domain == nil ? "the first host of \(Display.path(schemaFile))" : "its \"domain\"")
            }
            return GeneratedAASA(
                text: nil,
                diagnostics: appIDProblems.map {
                    Diagnostic(
                        .error, $0.rule, prefix + $0.message, file: file, at: appIDsAt?.location ?? nil,
                        notes: appIDsAt == nil ? [] : served.map { [$0] } ?? [])
                })
        }
        if let domain, !RouteSchema.host(domain, isIn: schema.hosts) {
            let hosts = schema.hosts.isEmpty ? "it declares none" : "its hosts are " + schema.hosts.map { SwiftLiteral.string($0) }.joined(separator: ", ")
            return failure(.nothingToGenerate, "the schema handles no URL on \(SwiftLiteral.string(domain)): \(hosts)")
        }
        let links = schema.links.filter { link in
            domain.map { link.accepts(.host($0)) } ?? schema.hosts.contains { link.accepts(.host($0)) }
        }
        let includes = links.flatMap { link in
            LinkRule.includes(link, in: schema).map { (rule: $0, linkFoldsCase: !link.literalsAreCaseSensitive(in: schema)) }
        }
        guard !includes.isEmpty else {
            let on = domain.map { " on " + SwiftLiteral.string($0) } ?? ""
            return failure(
                .nothingToGenerate,
                "no link of the schema gives a web URL\(on) a destination, so no apple-app-site-association file opens anything",
                notes: schema.hosts.isEmpty ? ["the schema declares no \"hosts\""] : [])
        }
        guard includes.count <= maximumRules else {
            return failure(
                .aasaNotGenerated,
                "the schema's web links need \(includes.count) rules, over the generator's limit of \(maximumRules), "
                    + "past which a file cannot fit the 128 KB iOS reads; generate a file per host with --domain, or merge links")
        }
        var depth = DepthExclusions(includes: includes)
        var exclusions: [AASARuleDraft] = []
        for include in includes { exclusions += depth.exclusions(for: include.rule) }
        var coverage = PatternCoverage(budget: coverageBudget)
        let rules = Self.withoutCovered(exclusions, &coverage) + Self.mergingCovered(includes.map(\.rule), &coverage)
        let text = AASAFileWriter.text(rules: rules, appIDs: options.appIDs)
        let lint = AASALoader.load(Array(text.utf8), file: "apple-app-site-association", options: AASALintOptions(domain: lintDomain(domain, schema)))
        if let first = lint.diagnostics.first {
            // One finding: the first, and how many more (identical rules would each repeat it).
            var bounds: [String] = []
            if coverage.budget <= 0 { bounds.append("\(coverageBudget) steps proving rules redundant") }
            if let bound = depth.boundReached { bounds.append(bound) }
            let bound = bounds.isEmpty ? "" : " (the generator reached its bound of " + bounds.joined(separator: " and ") + ")"
            let more = lint.diagnostics.count - 1
            return failure(
                .aasaNotGenerated, "the generated file would not pass linkcheck aasa\(bound): \(first.message) [\(first.rule.id)]",
                notes: more > 0 ? ["and \(Plural.count(more, "more finding")) of linkcheck aasa on it"] : [])
        }
        var diagnostics: [Diagnostic] = []
        if let bound = depth.boundReached, let link = depth.unproven.first {
            let others = depth.unproven.count > 1 ? " and \(Plural.count(depth.unproven.count - 1, "other link"))" : ""
            let location = schema.links.first { $0.path == link }?.location
            diagnostics.append(
                Diagnostic(
                    .warning, .aasaBoundReached,
                    "generate aasa reached its bound of \(bound) deciding which exclusions are safe, so the rule of "
                        + "\(SwiftLiteral.clippedString(link))\(others) is written without one and opens URLs deeper than the link routes",
                    file: schemaFile, at: location,
                    notes: ["the file is still correct: it opens every URL the schema routes; aasa --schema names what it opens beyond"]))
        }
        return GeneratedAASA(text: text, diagnostics: diagnostics)
    }

    /// What is wrong with the app IDs as a file's `appIDs` (shape, placeholders for a file served
    /// on `domain`, repeats), each with its rule; empty when they are fine. At least one is needed.
    public static func appIDProblems(_ ids: [String], domain: String?) -> [(rule: Rule, message: String)] {
        guard !ids.isEmpty else { return [(.missingAppID, "generate aasa needs at least one app ID (TEAMID.bundle.id) to open")] }
        var reader = AASAReader(sink: DiagnosticSink(file: "apple-app-site-association"), options: AASALintOptions(domain: domain?.lowercased()))
        let start = SourceLocation(line: 1, column: 1)
        for id in ids { reader.checkAppID(id, at: start) }
        reader.reportDuplicateAppIDs([(name: "the app IDs", ids: ids.map { AASAAppID($0, at: start) })])
        return reader.sink.diagnostics.map { ($0.rule, $0.message) }
    }

    /// The domain the file is linted for: the one asked for, else the schema's first exact host
    /// (a file meant for every host must not name a template app on any real one).
    static func lintDomain(_ domain: String?, _ schema: RouteSchema) -> String? {
        domain ?? schema.hosts.first { !$0.hasPrefix("*.") } ?? schema.hosts.first.map { String($0.dropFirst(2)) }
    }

    /// `rules` less each one another covers (of two that cover each other, the later goes).
    static func withoutCovered(_ rules: [AASARuleDraft], _ coverage: inout PatternCoverage) -> [AASARuleDraft] {
        let kept = keptIndices(rules, &coverage)
        return kept.map { rules[$0] }
    }

    /// `withoutCovered`, each kept rule's comment naming every link whose rule it covers.
    static func mergingCovered(_ rules: [AASARuleDraft], _ coverage: inout PatternCoverage) -> [AASARuleDraft] {
        let kept = keptIndices(rules, &coverage)
        var out = kept.map { rules[$0] }
        let isKept = Set(kept)
        var home: [AASARuleDraft.Key: Int] = [:]
        for (i, rule) in out.enumerated() where home[rule.key] == nil { home[rule.key] = i }
        let index = HeadIndex(out.map { PatternPiece.literalHead($0.path) })
        var named = out.map { Set($0.reasons) }
        for (i, rule) in rules.enumerated() where !isKept.contains(i) {
            let found =
                home[rule.key] ?? index.prefixes(of: PatternPiece.literalHead(rule.path)).first { out[$0].covers(rule, using: &coverage) }
            guard let found else { continue }
            for reason in rule.reasons where named[found].insert(reason).inserted { out[found].reasons.append(reason) }
        }
        return out
    }

    /// The rules no other covers, each once (of two that cover each other, the earlier), found by
    /// comparing each rule with those whose literal head may cover it (`HeadIndex`).
    private static func keptIndices(_ rules: [AASARuleDraft], _ coverage: inout PatternCoverage) -> [Int] {
        var kept: [Int] = []
        var seen: Set<AASARuleDraft.Key> = []
        let unique = rules.indices.filter { seen.insert(rules[$0].key).inserted }
        let heads = unique.map { PatternPiece.literalHead(rules[$0].path) }
        let index = HeadIndex(heads)
        for (u, i) in unique.enumerated() {
            let covered = index.prefixes(of: heads[u]).contains { v in
                let j = unique[v]
                return j != i && rules[j].covers(rules[i], using: &coverage) && (j < i || !rules[i].covers(rules[j], using: &coverage))
            }
            if !covered { kept.append(i) }
        }
        return kept
    }
}

/// What `generate aasa` computes: the file's text, or the diagnostics that stopped it.
public struct GeneratedAASA: Sendable {
    /// `nil` when an input could not be read or had an error.
    public var text: String?
    /// The errors that stopped generation (or the schema's warnings).
    public var diagnostics: [Diagnostic]

    public init(text: String?, diagnostics: [Diagnostic]) {
        self.text = text
        self.diagnostics = diagnostics
    }

    /// Unjudged when nothing could be generated.
    public var verdict: Verdict { text == nil ? .unjudged : .passed }
}
