import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// What `linkcheck trace` computes: the inputs gathered (given on the command line, else named
/// by linkcheck.json, each of its paths confined to the project before it is read), then every
/// URL followed through them (docs/trace.md).
public enum TraceRun {
    public struct Request: Sendable {
        /// URLs given one by one, traced first.
        public var urls: [String]
        /// `--urls FILE`: one line per URL in the report.
        public var urlList: String?
        /// The linkcheck.json whose inputs are the defaults, given or found upward.
        public var project: String?
        public var schema: String?
        public var aasa: [String]
        /// `--app-id`: the apps to ask the AASA files about when no Xcode project says.
        public var appIDs: [String]
        public var xcodeproj: String?
        public var configurations: [String]
        /// `--online`: fetches the sites given (the caller's I/O); `nil` stays offline.
        public var fetch: (@Sendable ([FetchTarget]) -> [FetchedSite])?
        /// Now, for the provisioning profiles the project check reads.
        public var now: String

        public init(
            urls: [String], urlList: String? = nil, project: String? = nil, schema: String? = nil, aasa: [String] = [],
            appIDs: [String] = [], xcodeproj: String? = nil, configurations: [String] = [], fetch: (@Sendable ([FetchTarget]) -> [FetchedSite])? = nil,
            now: String = "1970-01-01T00:00:00Z"
        ) {
            self.urls = urls
            self.urlList = urlList
            self.project = project
            self.schema = schema
            self.aasa = aasa
            self.appIDs = appIDs
            self.xcodeproj = xcodeproj
            self.configurations = configurations
            self.fetch = fetch
            self.now = now
        }
    }

    /// A report, or a usage error: what was asked cannot be traced (no schema, no such configuration).
    public enum Outcome: Sendable {
        case report(TraceReport)
        case usage(String)
    }

    /// Sites fetched with `--online`, at most: a list of URLs on more hosts is a finding.
    public static let maximumHosts = 32

    public static func run(_ request: Request, limits: InputLimits, cores: Int, files: any FileSource) -> Outcome {
        var gathered = TraceGathering(request: request, limits: limits, files: files)
        gathered.readProject()
        var urls = ListedURLs(request.urls)
        var badLines: [Diagnostic] = []
        if let list = request.urlList {
            let (listed, problems) = URLList.read(list, files: files, limits: limits, cores: cores)
            urls = listed.after(request.urls)
            // A line that is no URL fails as that URL; a list that cannot be read is a problem.
            let lineRules: Set<Rule> = [.invalidURL, .urlTooLong, .invalidText, .moreProblems]
            let isLine = { (d: Diagnostic) in
                d.rule == .moreProblems || (lineRules.contains(d.rule) && d.location != nil && d.message != SourceText.utf16)
            }
            badLines = problems.filter(isLine)
            gathered.problems += problems.filter { !isLine($0) }
        }
        guard let schemaPath = gathered.schemaPath() else {
            guard gathered.problems.hasErrors else {
                return .usage("trace needs a route schema: give --schema FILE, or run it in a project whose linkcheck.json names one")
            }
            return .report(TraceReport(configuration: nil, traces: TraceList([]), problems: gathered.problems))
        }
        var schemas = SchemaCache(files: files, limits: limits)
        let (schema, schemaProblems) = schemas.load(schemaPath)
        gathered.problems += schemaProblems
        var aasa = gathered.aasaFiles()
        if let fetch = request.fetch, !gathered.problems.hasErrors {
            aasa = online(urls, aasa: aasa, fetch: fetch, problems: &gathered.problems)
        }
        let app: (app: TraceInputs.App?, label: String?)
        switch gathered.app() {
        case .failure(let usage): return .usage(usage.message)
        case .success(let found): app = found
        }
        let cases = schema.map { TraceCases(gathered.tables(for: schemaPath, schema: $0)) }
        // One finding, once: a file two keys name (an Info.plist that is also the entitlements).
        var seen: Set<String> = []
        gathered.problems = gathered.problems.filter { d in
            seen.insert("\(d.file)\u{0}\(d.location.map { "\($0.line):\($0.column)" } ?? "")\u{0}\(d.rule)\u{0}\(d.message)").inserted
        }
        guard let schema, let cases, !gathered.problems.hasErrors else {
            return .report(TraceReport(configuration: app.label, traces: TraceList([]), problems: gathered.problems))
        }
        let inputs = TraceInputs(schema: schema, schemaFile: files.displayName(schemaPath), app: app.app, aasa: aasa, cases: cases)
        return .report(
            TraceReport(
                configuration: app.label, traces: TraceList(urls: urls, inputs: inputs, cores: cores), oneLinePerURL: request.urlList != nil,
                problems: gathered.problems, badLines: badLines))
    }

    /// With `--online`: each web host of the URLs fetched as `aasa --fetch` fetches it, its file
    /// used instead of the repository's (what iOS reads is what the site serves).
    static func online(
        _ urls: ListedURLs, aasa: [TraceInputs.AASA], fetch: @Sendable ([FetchTarget]) -> [FetchedSite], problems: inout [Diagnostic]
    ) -> [TraceInputs.AASA] {
        var hosts: [String] = []
        var seen: Set<String> = []
        var beyond = 0
        for url in urls {
            guard case .success(let parts) = URLParts.split(url), ["https", "http"].contains(parts.lowercasedScheme),
                let host = parts.host.map({ $0.asciiLowercased() }), seen.insert(host).inserted
            else { continue }
            if hosts.count == maximumHosts {
                beyond += 1
            } else {
                hosts.append(host)
            }
        }
        if beyond > 0 {
            problems.append(
                Diagnostic(
                    .warning, .onlineNotFetched,
                    "--online fetches the files of at most \(maximumHosts) hosts; \(Plural.count(beyond, "more host")) were traced with the files in the repository",
                    file: "<command line>", at: nil))
        }
        let targets = hosts.compactMap { host -> FetchTarget? in
            guard case .success(let target) = FetchTarget.parse(host) else { return nil }
            return target
        }
        var out = aasa
        for site in fetch(targets) {
            let domain = site.target.domain
            out.removeAll { $0.domain == domain }
            let problem = site.site.unreachable ?? site.site.diagnostics.first { $0.severity == .error }
            if let problem {
                out.append(TraceInputs.AASA(name: site.site.url, domain: domain, notServed: problem))
                continue
            }
            guard let body = site.site.body else { continue }
            let (file, diagnostics) = AASALoader.load(body, file: site.site.url)
            guard let file else {
                let why =
                    diagnostics.first { $0.severity == .error } ?? Diagnostic(.error, .jsonSyntax, "the file cannot be read", file: site.site.url, at: nil)
                out.append(TraceInputs.AASA(name: site.site.url, domain: domain, notServed: why))
                continue
            }
            let appIDs = aasa.first { $0.domain == domain }?.appIDs ?? []
            out.append(TraceInputs.AASA(name: site.site.url, domain: domain, file: file, appIDs: appIDs))
        }
        return out
    }
}
