import LinkCheckCore
import LinkCheckAASA
import LinkCheckApp

/// `check --online`: the sites of the project's `aasa` entries are fetched as `aasa --fetch`
/// fetches them. The check decides which sites (and which want their CDN copy); the caller does
/// the fetching, since a library does no I/O.
public struct OnlineFetch: Sendable {
    /// A site to fetch, and whether its CDN copy is wanted too (`"cdn": true` in an entry).
    public struct Site: Sendable, Hashable {
        public var target: FetchTarget
        public var cdn: Bool
    }

    /// Fetches every site, in any order; each answer names its target.
    public var fetch: @Sendable ([Site]) -> [FetchedSite]

    public init(fetch: @escaping @Sendable ([Site]) -> [FetchedSite]) {
        self.fetch = fetch
    }

    /// One site per domain, in the entries' order; a domain wants the CDN when any of its entries
    /// asks. An entry that names no domain, or one that is no host name, cannot be fetched: it is
    /// a warning that says why, located at the entry's `"file"`.
    static func sites(of entries: [Project.AASAEntry], projectName: String) -> (sites: [Site], warnings: [Diagnostic]) {
        var sites: [Site] = []
        var warnings: [Diagnostic] = []
        for entry in entries {
            guard let domain = entry.domain else {
                warnings.append(
                    Diagnostic(
                        .warning, .onlineNotFetched,
                        "--online fetches each \"aasa\" entry's file from its \"domain\", and this entry names none: "
                            + "only the file in the repository was checked", file: projectName, at: entry.file.location))
                continue
            }
            switch FetchTarget.parse(domain) {
            case .failure(let e):
                warnings.append(
                    Diagnostic(
                        .warning, .onlineNotFetched, "--online cannot fetch this entry's file: the \"domain\" \(e.message)",
                        file: projectName, at: entry.file.location))
            case .success(let target):
                if let i = sites.firstIndex(where: { $0.target == target }) {
                    sites[i].cdn = sites[i].cdn || entry.cdn
                } else {
                    sites.append(Site(target: target, cdn: entry.cdn))
                }
            }
        }
        return (sites, warnings)
    }
}
