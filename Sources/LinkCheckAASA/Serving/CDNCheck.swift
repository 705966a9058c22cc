import LinkCheckCore

/// Apple's CDN copy against the site's file. Devices on iOS 14 and later read the CDN's copy, so
/// where the two give a URL different answers, the site's file is not yet what devices do.
public struct CDNCheck: Sendable {
    public var target: FetchTarget
    public var timeLimit: String
    public var lintOptions: AASALintOptions

    /// The site's file as served and loaded, to compare the CDN's copy with.
    public struct Site: Sendable {
        public var url: String
        public var bytes: [UInt8]
        public var file: AASAFile?
        /// The site's file's own findings, not repeated for the CDN's copy.
        public var findings: [Diagnostic]

        public init(url: String, bytes: [UInt8], file: AASAFile?, findings: [Diagnostic] = []) {
            self.url = url
            self.bytes = bytes
            self.file = file
            self.findings = findings
        }
    }

    public init(target: FetchTarget, timeLimit: String, lintOptions: AASALintOptions = AASALintOptions()) {
        self.target = target
        self.timeLimit = timeLimit
        self.lintOptions = lintOptions
    }

    /// The CDN's answer judged: a missing or unreadable copy is a warning (devices then depend on
    /// the CDN fetching again); a copy that differs is linted (findings the site's file shares are
    /// left out) and compared, URL by URL, over
    /// `urls` and sample URLs of every rule of both files, for `appIDs` (every app either file
    /// lists when empty).
    public func judge(_ result: FetchResult, url: String, site: Site?, urls: [String], appIDs: [String]) -> ServedFile {
        var file = ServedFile(url: url)
        func warn(_ rule: Rule, _ message: String) {
            file.diagnostics.append(Diagnostic(.warning, rule, message, file: url, at: nil))
        }
        let response: HTTPResponse
        switch result {
        case .failed(let failure):
            warn(.cdnFailure, "cannot read Apple's CDN copy of \(target.domain)'s file: \(Self.describe(failure, timeLimit: timeLimit))")
            return file
        case .response(let r):
            response = r
        }
        file.served = ServedInfo(url: url, response: response)
        switch response.status {
        case 200:
            break
        case 404 where response.header("Apple-Failure-Reason") != nil:
            // The CDN says why it has no copy: its fetcher was refused, timed out or got no file.
            let reason = response.header("Apple-Failure-Reason") ?? ""
            var notes: [String] = []
            if let details = response.header("Apple-Failure-Details") { notes.append("Apple-Failure-Details: " + SwiftLiteral.clipped(details, limit: 300)) }
            if let direct = response.header("Apple-Try-Direct") { notes.append("Apple-Try-Direct: " + SwiftLiteral.clipped(direct, limit: 40)) }
            notes.append(
                "the CDN fetches from Apple's own addresses with the user agent AASA-Bot/1.0.0: a firewall, bot filter or "
                    + "geo block that refuses it keeps the file from devices even when the site answers everyone else")
            file.diagnostics.append(
                Diagnostic(
                    .error, Rule.cdnFetchFailed,
                    "Apple's CDN has no copy of \(target.domain)'s file because its own fetch from the site failed: "
                        + SwiftLiteral.clippedString(reason, limit: 200) + "; devices on iOS 14 and later get no file from it",
                    file: url, at: nil, notes: notes))
            return file
        case 404:
            warn(
                .cdnMissing,
                "Apple's CDN has no copy of \(target.domain)'s file yet (404 Not Found); devices on iOS 14 and later "
                    + "ask the CDN, which fetches the file from the site within about a day of first being asked")
            return file
        default:
            warn(.cdnFailure, "Apple's CDN answered \(ServingCheck.statusText(response.status)) for \(target.domain)")
            return file
        }
        guard response.end == .complete else {
            warn(
                .cdnFailure,
                response.end == .overLimit
                    ? "Apple's CDN copy of \(target.domain)'s file is over \(AASALoader.maximumSize) bytes; linkcheck stopped reading"
                    : "Apple's CDN copy did not arrive within \(timeLimit) (--timeout)")
            return file
        }
        let same = site.map { $0.bytes == response.body }
        file.served?.sameAsSite = same
        if same == true { return file }
        // Linted, as devices read it; what the site's file has too is said once, there.
        let (copy, lint) = AASALoader.load(response.body, file: url, options: lintOptions)
        let known = Set((site?.findings ?? []).map { [$0.rule.id, $0.message] })
        file.diagnostics += lint.filter { !known.contains([$0.rule.id, $0.message]) }
        guard let site, let siteFile = site.file, let copy else { return file }
        let changes = Self.changes(site: siteFile, cdn: copy, domain: target.domain, urls: urls, appIDs: appIDs)
        file.changes = changes
        if let finding = Self.finding(changes, domain: target.domain, cdnURL: url) { file.diagnostics.append(finding) }
        return file
    }

    /// A URL whose answer for one app differs between the site's file and the CDN's copy.
    public struct Change: Sendable, Hashable {
        public var url: String
        public var appID: String
        public var site: AASADecision
        public var cdn: AASADecision
    }

    /// The probe URLs whose answer (opens or not) differs, for each app, in probe order: the
    /// first of each kind of change (same app, same deciding rules).
    public static func changes(site: AASAFile, cdn: AASAFile, domain: String, urls: [String], appIDs: [String]) -> [Change] {
        let apps = appIDs.isEmpty ? listedApps(site) + listedApps(cdn).filter { !listedApps(site).contains($0) } : appIDs
        var probes: [String] = []
        var seen: Set<String> = []
        for url in urls + samples(site, domain: domain) + samples(cdn, domain: domain) where seen.insert(url).inserted {
            probes.append(url)
        }
        let (a, b) = (site.compiled(), cdn.compiled())
        var out: [Change] = []
        // One URL per app and pair of deciding rules: the samples of one rule all change alike.
        var shown: Set<[String]> = []
        for url in probes {
            for app in apps {
                let x = a.decide(url: url, appID: app, domain: domain), y = b.decide(url: url, appID: app, domain: domain)
                guard x.opens != y.opens else { continue }
                let key = [app, x.rule?.name ?? "-", y.rule?.name ?? "-", x.opens ? "opens" : "not"]
                if shown.insert(key).inserted { out.append(Change(url: url, appID: app, site: x, cdn: y)) }
            }
        }
        return out
    }

    /// `cdn-stale`: an error when a URL the site's file opens does not open from the CDN's copy
    /// (those links are broken on devices now), a warning when the CDN's copy only opens more.
    static func finding(_ changes: [Change], domain: String, cdnURL: String) -> Diagnostic? {
        guard !changes.isEmpty else { return nil }
        let lost = changes.contains { $0.site.opens }
        let n = changes.count
        let shown = 20
        var notes = changes.prefix(shown).map { c in
            "\(SwiftLiteral.clippedString(c.url, limit: 200)): the site's file \(describe(c.site, app: c.appID)); the CDN's copy \(describe(c.cdn, app: c.appID))"
        }
        if n > shown { notes.append("and \(n - shown) more") }
        notes.append("the CDN fetches the file again within about a day of a change, and nothing refreshes it sooner")
        return Diagnostic(
            lost ? .error : .warning, Rule.cdnStale,
            "Apple's CDN serves a different copy of \(domain)'s file: \(n) \(n == 1 ? "URL gets" : "URLs get") another "
                + "answer on devices on iOS 14 and later, which read the CDN's copy",
            file: cdnURL, at: nil, notes: notes)
    }

    static func describe(_ d: AASADecision, app: String) -> String {
        switch (d.outcome, d.rule) {
        case (.opens, let rule?): return "opens \(app) (\(rule.name) \(rule.summary))"
        case (.excluded, let rule?): return "does not open \(app) (excluded by \(rule.name) \(rule.summary))"
        default: return "does not open \(app) (\(SwiftLiteral.clipped(d.explanation, limit: 200)))"
        }
    }

    static func describe(_ failure: FetchFailure, timeLimit: String) -> String {
        switch failure {
        case .tls(let p): return "the TLS handshake failed: " + ServingCheck.describe(p)
        case .timedOut: return "no answer within \(timeLimit) (--timeout)"
        case .noAnswer(let d), .unreachable(let d), .transport(let d): return ServingCheck.clip(d)
        }
    }

    static func listedApps(_ file: AASAFile) -> [String] {
        var apps: [String] = []
        for entry in file.applinks?.details ?? [] {
            for id in entry.appIDs where !apps.contains(id.id) { apps.append(id.id) }
        }
        return apps
    }

    /// A URL for each rule, with wildcards filled by "x" and by "1", excluding rules too: a
    /// changed exclusion changes answers as much as a changed rule.
    static func samples(_ file: AASAFile, domain: String) -> [String] {
        let variables = file.applinks?.substitutionVariables ?? [:]
        let domainDefaults = file.applinks?.defaults ?? AASARuleFields()
        var out: [String] = []
        for entry in file.applinks?.details ?? [] {
            let defaults = domainDefaults.overridden(by: entry.defaults)
            switch entry.rules {
            case .components(let components):
                for c in components {
                    for fill in ["x", "1"] {
                        out.append(AASASchemaCheck.sampleURL(defaults.overridden(by: c.fields), domain: domain, variables: variables, fill: fill))
                    }
                }
            case .paths(let paths):
                for p in paths {
                    for fill in ["x", "1"] {
                        out.append("https://" + domain + AASASchemaCheck.sample(p.pattern, variables: variables, leadingSlash: true, fill: fill))
                    }
                }
            case .none:
                break
            }
        }
        return out
    }
}
