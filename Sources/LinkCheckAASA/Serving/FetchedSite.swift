import LinkCheckCore

/// A site's file as `aasa --fetch` got it, and the CDN's answer to compare with it.
public struct FetchedSite: Sendable {
    public var target: FetchTarget
    public var site: ServedFile
    public var cdn: (url: String, result: FetchResult)?
    /// How `--timeout` reads in messages ("10 s").
    public var timeLimit: String

    public init(target: FetchTarget, site: ServedFile, cdn: (url: String, result: FetchResult)? = nil, timeLimit: String) {
        self.target = target
        self.site = site
        self.cdn = cdn
        self.timeLimit = timeLimit
    }
}
