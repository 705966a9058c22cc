import LinkCheckCore
import LinkCheckRoutes

/// One AASA file to check, with the apps and domain to answer for.
public struct AASAInput: Sendable {
    public enum Source: Sendable {
        /// A path, or "-" for standard input.
        case path(String)
        /// A site's file as `--fetch` got it.
        case fetched(FetchedSite)
    }

    public var source: Source
    /// Empty: every app the file lists.
    public var appIDs: [String]
    public var domain: String?
    public var urls: ListedURLs
    /// A route schema to check the file against (needs `domain`).
    public var schema: String?

    public init(source: Source, appIDs: [String] = [], domain: String? = nil, urls: ListedURLs = [], schema: String? = nil) {
        self.source = source
        self.appIDs = appIDs
        self.domain = domain
        self.urls = urls
        self.schema = schema
    }

    /// What `aasa --fetch` checks of each site: each answers the URLs on its own host, and every
    /// site a URL on none of the fetched hosts (so it shows why such a URL opens nothing).
    public static func fetched(_ sites: [FetchedSite], urls: ListedURLs, appIDs: [String], schema: String?) -> [AASAInput] {
        let domains = Set(sites.map(\.target.domain))
        let host = { (url: String) -> String? in
            guard case .success(let parts) = URLParts.split(url) else { return nil }
            return parts.host?.lowercased()
        }
        return sites.map { site in
            // Each site's URLs share the list's bytes: a split costs a range per URL, not a string.
            let own = urls.filter { url in
                let h = host(url)
                return h == site.target.domain || !domains.contains(h ?? "")
            }
            return AASAInput(source: .fetched(site), appIDs: appIDs, domain: site.target.domain, urls: own, schema: schema)
        }
    }
}

/// What `linkcheck aasa` computes: each file linted, the answer for each URL and app, tables'
/// URLs and a schema's links checked against the file, a fetched file's serving and its CDN copy
/// judged. One call, one whole result; `check` calls it for each `aasa` entry.
public struct AASAAudit: Sendable {
    public var limits: InputLimits
    /// `--legacy-ios`: also report what iOS 12 and earlier cannot read.
    public var legacyIOS: Bool
    /// How many cores a long URL list may be decided on.
    public var cores: Int
    /// With a schema: also name each rule that opens URLs the schema does not route
    /// (`rule-wider-than-schema`), as `aasa --schema` does.
    public var widerRules: Bool

    public init(limits: InputLimits = .defaults, legacyIOS: Bool = false, cores: Int = 1, widerRules: Bool = false) {
        self.limits = limits
        self.legacyIOS = legacyIOS
        self.cores = cores
        self.widerRules = widerRules
    }

    /// `domain`: the one the file is served from, when known.
    private func lintOptions(domain: String?) -> AASALintOptions {
        AASALintOptions(checkLegacyIOS: legacyIOS, maxDepth: limits.maxDepth, domain: domain)
    }

    /// The report; its `inputProblems` (unreadable files, broken tables, unreachable sites, and
    /// `listProblems`, what reading the URL list found) make the run unjudged.
    public func run(
        _ inputs: [AASAInput], cases casePaths: [String], files: any FileSource,
        listProblems: [Diagnostic] = []
    ) -> AASAReport {
        var inputProblems = listProblems
        var schemas = SchemaCache(files: files, limits: limits)
        let cases = caseURLs(casePaths, files: files, &inputProblems)
        var reports: [AASAReport.File] = []
        var caseFindings: [Diagnostic] = []
        var suppressed = 0
        for input in inputs {
            var report: AASAReport.File
            var bytes: [UInt8]?
            var fetched: FetchedSite?
            switch input.source {
            case .path(let path):
                let name = files.displayName(path)
                switch files.read(path) {
                case .failure(let e):
                    inputProblems.append(Diagnostic(.error, .unreadableFile, "cannot read the file: \(e.reason)", file: name, at: nil))
                    continue
                case .success(let b):
                    bytes = b
                }
                report = AASAReport.File(file: name, diagnostics: [])
            case .fetched(let site):
                if let unreachable = site.site.unreachable {
                    inputProblems.append(unreachable)
                    continue
                }
                fetched = site
                bytes = site.site.body
                report = AASAReport.File(file: site.site.url, diagnostics: site.site.diagnostics, served: site.site.served)
            }
            let name = report.file
            let domain = input.domain?.lowercased()
            var loaded: AASAFile?
            if let bytes {
                let (model, diagnostics) = AASALoader.load(bytes, file: name, options: lintOptions(domain: domain))
                report.diagnostics += diagnostics
                loaded = model
            }
            let apps = loaded.map { appIDs(input.appIDs, for: $0, file: name, into: &report.diagnostics) } ?? []
            // An app the file does not list opens none of its links: that one error is the
            // cause, and what follows from it (each case and link that does not open) is folded
            // under it with its count, not reported one by one.
            let undeclared = Set(apps.filter { app in !(loaded?.applinks?.details ?? []).contains { $0.appIDs.contains { $0.id == app } } })
            var folded: [String: (cases: Int, links: Int)] = [:]
            // Besides the given URLs, the CDN check compares the table URLs checked here.
            var checkedCaseURLs: [String] = []
            if let aasa = loaded {
                // Patterns are compiled once per file, not once per URL.
                let matcher = aasa.compiled()
                report.answers = AASAAnswers(urls: input.urls, apps: apps, matcher: matcher, domain: domain, cores: cores)
                if let schemaPath = input.schema, let domain {
                    let (schema, problems) = schemas.load(schemaPath)
                    inputProblems += problems.filter { $0.severity == .error }
                    if let schema {
                        let check = AASASchemaCheck(
                            aasa: aasa, compiled: matcher, schema: schema, aasaFile: name,
                            schemaFile: files.displayName(schemaPath))
                        for app in apps {
                            let found = check.findings(appID: app, domain: domain, widerRules: widerRules)
                            guard undeclared.contains(app) else {
                                caseFindings += found
                                continue
                            }
                            folded[app, default: (0, 0)].links += found.filter { $0.rule == .linkNotInAASA }.count
                            caseFindings += found.filter { $0.rule != .linkNotInAASA }
                        }
                    }
                }
                for (table, list) in cases {
                    for c in list where Self.isOnDomain(c.url, domain) {
                        checkedCaseURLs.append(c.url)
                        var silenced: Set<String> = []
                        for app in apps {
                            let decision = matcher.decide(url: c.url, appID: app, domain: domain)
                            if let finding = Self.check(c, app: app, decision: decision, table: table, aasaFile: name) {
                                if c.ignore.contains(finding.rule.id) {
                                    // The case's own "ignore": counted as suppressed, not reported.
                                    suppressed += 1
                                    silenced.insert(finding.rule.id)
                                } else if undeclared.contains(app), finding.rule == .caseNotOpened {
                                    folded[app, default: (0, 0)].cases += 1
                                } else {
                                    caseFindings.append(finding)
                                }
                            }
                        }
                        for rule in c.ignore where !silenced.contains(rule) {
                            caseFindings.append(
                                Diagnostic(
                                    .warning, .unusedSuppression,
                                    "the case's \"ignore\" entry for rule \(SwiftLiteral.string(rule)) matches no finding about "
                                        + "\(SwiftLiteral.string(c.url)) on \(SwiftLiteral.string(domain ?? name))",
                                    file: table, at: c.ignoreLocation ?? c.location))
                        }
                    }
                }
            }
            for (app, count) in folded {
                let quoted = SwiftLiteral.string(app)
                guard let i = report.diagnostics.firstIndex(where: { $0.rule == .appNotDeclared && $0.message.contains(quoted) }) else { continue }
                report.diagnostics[i].notes += Self.foldedNote(cases: count.cases, links: count.links)
            }
            Self.foldUndeclaredApps(into: &report.diagnostics)
            reports.append(report)
            if let fetched, let cdn = fetched.cdn {
                let check = CDNCheck(target: fetched.target, timeLimit: fetched.timeLimit, lintOptions: lintOptions(domain: domain))
                let site = bytes.map { CDNCheck.Site(url: name, bytes: $0, file: loaded, findings: report.diagnostics) }
                let copy = check.judge(cdn.result, url: cdn.url, site: site, urls: Array(input.urls) + checkedCaseURLs, appIDs: input.appIDs)
                reports.append(
                    AASAReport.File(
                        file: copy.url, diagnostics: Diagnostic.ordered(copy.diagnostics), served: copy.served,
                        changes: copy.changes))
            }
        }
        var report = AASAReport(files: reports, diagnostics: Diagnostic.ordered(caseFindings), inputProblems: Diagnostic.ordered(inputProblems))
        report.suppressed = suppressed
        return report
    }

    /// An entry with no app ID (`missing-app-id`, a misspelled `"appIDs"`) is why an app the
    /// file should list is in no entry: each such `app-not-declared`, with what it folds, goes
    /// under that first error.
    static func foldUndeclaredApps(into diagnostics: inout [Diagnostic]) {
        guard diagnostics.contains(where: { $0.rule == .missingAppID && $0.severity == .error }) else { return }
        var notes: [String] = []
        diagnostics.removeAll { d in
            guard d.rule == .appNotDeclared else { return false }
            notes.append("folded here: " + d.message + " (app-not-declared)")
            notes += d.notes
            return true
        }
        if let cause = diagnostics.firstIndex(where: { $0.rule == .missingAppID && $0.severity == .error }) { diagnostics[cause].notes += notes }
    }

    /// What an undeclared app's error stands for besides itself.
    static func foldedNote(cases: Int, links: Int) -> [String] {
        var parts: [String] = []
        if cases > 0 { parts.append("\(Plural.count(cases, "table case")) that expect\(cases == 1 ? "s" : "") a destination (case-not-opened)") }
        if links > 0 { parts.append("\(Plural.count(links, "link")) of the schema (link-not-in-aasa)") }
        guard !parts.isEmpty else { return [] }
        return ["so none of these opens the app either, each folded here: " + parts.joined(separator: ", ")]
    }

    /// The apps to answer for: those given (each must be declared), else every app the file lists.
    private func appIDs(_ given: [String], for aasa: AASAFile, file: String, into diagnostics: inout [Diagnostic]) -> [String] {
        var declared: [String] = []
        for entry in aasa.applinks?.details ?? [] {
            for id in entry.appIDs where !declared.contains(id.id) { declared.append(id.id) }
        }
        if given.isEmpty { return declared }
        for app in given where !declared.contains(app) {
            let hint = Suggestion.hint(for: app, among: declared)
            diagnostics.append(
                Diagnostic(
                    .error, .appNotDeclared,
                    "no applinks entry of the file lists app \(SwiftLiteral.string(app)), so iOS opens none of its links" + hint,
                    file: file, at: aasa.applinks?.location))
        }
        return given
    }

    private func caseURLs(_ paths: [String], files: any FileSource, _ problems: inout [Diagnostic]) -> [(String, [TableLoader.CaseURL])] {
        var result: [(String, [TableLoader.CaseURL])] = []
        for path in paths {
            let name = files.displayName(path)
            switch files.read(path) {
            case .failure(let e):
                problems.append(Diagnostic(.error, .unreadableFile, "cannot read the table: \(e.reason)", file: name, at: nil))
            case .success(let bytes):
                let (opened, openProblems) = TableLoader.open(bytes, file: name, limits: limits)
                problems += openProblems
                guard let opened else { continue }
                let (urls, urlProblems) = TableLoader.caseURLs(of: opened)
                problems += urlProblems
                result.append((name, urls))
            }
        }
        return result
    }

    /// A case URL is checked when it is https or http (iOS decides both by the file, docs/aasa.md
    /// step 0) and, with a domain, on that domain.
    static func isOnDomain(_ url: String, _ domain: String?) -> Bool {
        guard case .success(let parts) = URLParts.split(url), ["https", "http"].contains(parts.lowercasedScheme) else { return false }
        guard let domain else { return true }
        return parts.host?.lowercased() == domain
    }

    static func isHTTP(_ url: String) -> Bool {
        guard case .success(let parts) = URLParts.split(url) else { return false }
        return parts.lowercasedScheme == "http"
    }

    /// A table's expectation against the file's answer: a URL that must open and does not is an
    /// error; one the table expects no destination for but that opens the app is a warning.
    static func check(_ c: TableLoader.CaseURL, app: String, decision: AASADecision, table: String, aasaFile: String) -> Diagnostic? {
        let url = SwiftLiteral.string(c.url)
        let why: String
        switch (decision.outcome, decision.rule) {
        case (.opens, let rule?): why = "matched by " + rule.described(in: aasaFile)
        case (.excluded, let rule?): why = "excluded by " + rule.described(in: aasaFile)
        default: why = decision.explanation
        }
        if c.expectsDestination && !decision.opens {
            return Diagnostic(
                .error, .caseNotOpened, "\(url) does not open \(app), but the table expects a destination",
                file: table, at: c.location, notes: [why])
        }
        if !c.expectsDestination && decision.opens {
            // A file has no key for the scheme: the http URL opens wherever its https twin does.
            let http =
                Self.isHTTP(c.url)
                ? [
                    "iOS hands http URLs on the domain to the app as it does https ones, and the file cannot tell them apart; "
                        + "the app's parser must handle it (a route schema handles http only with \"webSchemes\": [\"https\", \"http\"])"
                ]
                : []
            return Diagnostic(
                .warning, .caseOpensApp, "\(url) opens \(app), but the table expects no destination; the app must handle it",
                file: table, at: c.location, notes: [why] + http)
        }
        return nil
    }
}
