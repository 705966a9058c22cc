import LinkCheckCore
import LinkCheckAASA
import LinkCheckApp

/// What `linkcheck xcode` computes: `XcodeAudit`, with `--fetch` the live files of the domains the
/// shipping configurations are signed for fetched as `aasa --fetch` fetches them (by the caller's
/// `fetch`, given the sites) and checked like `--aasa` files.
public enum XcodeCheck {
    /// Fetches the sites, in any order; each answer names its target.
    public typealias Fetch = @Sendable ([FetchTarget]) -> [FetchedSite]

    /// The report, or why a domain the app is signed for cannot be fetched (a usage error: the
    /// entitlements name a domain no request can be made to; nothing is fetched then).
    public static func run(
        projects: [String], options: XcodeAudit.Options, files: any FileSource,
        fetch: Fetch?
    ) -> Result<XcodeReport, FetchTargetError> {
        let refusal = Refusal()
        var domains: XcodeAudit.Fetch?
        if let fetch {
            domains = { (names: [String]) -> [FetchedSite] in
                var targets: [FetchTarget] = []
                for name in names {
                    switch FetchTarget.parse(name) {
                    case .success(let target): targets.append(target)
                    case .failure(let e):
                        refusal.error = e
                        return []
                    }
                }
                return fetch(targets)
            }
        }
        let report = XcodeAudit.run(projects: projects, options: options, files: files, fetch: domains)
        if let error = refusal.error { return .failure(error) }
        return .success(report)
    }

    /// The first domain that could not be made a fetch target. Unchecked: the audit calls its
    /// `fetch` once, on the caller's thread, before it returns.
    private final class Refusal: @unchecked Sendable {
        var error: FetchTargetError?
    }
}
