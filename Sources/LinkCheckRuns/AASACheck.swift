import LinkCheckCore
import LinkCheckAASA

/// What `linkcheck aasa` computes: the URLs to answer for (the `--url` values, then the lines of
/// `--urls FILE`), the files read or fetched, and `AASAAudit` over them, in one report.
public enum AASACheck {
    public struct Request: Sendable {
        /// The files to read, when nothing is fetched.
        public var paths: [String]
        public var appIDs: [String]
        public var domain: String?
        /// `--url` values, answered first.
        public var urls: [String]
        /// `--urls FILE`.
        public var urlList: String?
        public var schema: String?
        public var cases: [String]
        /// `--fetch`: the sites, fetched by the caller (a library does no I/O). Not called when the
        /// URL list is broken: the run is already unjudged, and no request is worth making then.
        public var fetch: (@Sendable () -> [FetchedSite])?
        /// `--strict`: warnings fail the run too.
        public var strict: Bool

        public init(
            paths: [String], appIDs: [String], domain: String?, urls: [String], urlList: String?, schema: String?,
            cases: [String], fetch: (@Sendable () -> [FetchedSite])?, strict: Bool = false
        ) {
            self.strict = strict
            self.paths = paths
            self.appIDs = appIDs
            self.domain = domain
            self.urls = urls
            self.urlList = urlList
            self.schema = schema
            self.cases = cases
            self.fetch = fetch
        }
    }

    public static func run(_ request: Request, audit: AASAAudit, files: any FileSource) -> AASAReport {
        var urls = ListedURLs(request.urls)
        var listProblems: [Diagnostic] = []
        if let list = request.urlList {
            let listed: ListedURLs
            (listed, listProblems) = URLList.read(list, files: files, limits: audit.limits, cores: audit.cores)
            urls = listed.after(request.urls)
        }
        let inputs: [AASAInput]
        if let fetch = request.fetch {
            let sites = listProblems.hasErrors ? [] : fetch()
            inputs = AASAInput.fetched(sites, urls: urls, appIDs: request.appIDs, schema: request.schema)
        } else {
            inputs = request.paths.map {
                AASAInput(source: .path($0), appIDs: request.appIDs, domain: request.domain, urls: urls, schema: request.schema)
            }
        }
        var report = audit.run(inputs, cases: request.cases, files: files, listProblems: listProblems)
        report.strict = request.strict
        return report
    }
}
