import Dispatch
import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// `aasa --fetch`'s options, checked: the domains, and how to reach them.
struct FetchOptions {
    var targets: [FetchTarget]
    var seconds: Double
    var caFile: String?
    var connectTo: String?
    var userAgent = FetchRequest.appleCDNUserAgent
    /// With `--cdn`: the CDN's base URL.
    var cdnBase: String?
    /// The targets whose CDN copy is fetched when `cdnBase` is set; `nil`: every one.
    var cdnTargets: Set<FetchTarget>?

    static let defaultSeconds = 10.0

    /// The fetch options of `args`, or the usage error that stops the run. Without `--fetch`,
    /// `nil` (and an error when a fetch-only option was given).
    static func parse(_ args: ParsedArguments, context: CommandContext) -> Result<FetchOptions?, UsageError> {
        guard args.flag("fetch") else { return refuseStray(args, needing: "--fetch") }
        if args.value("domain") != nil {
            return .failure(UsageError("--domain cannot be combined with --fetch: each fetched file is judged on its own domain"))
        }
        var targets: [FetchTarget] = []
        for text in args.positionals {
            switch FetchTarget.parse(text) {
            case .success(let t): targets.append(t)
            case .failure(let e): return .failure(UsageError("--fetch: \(e.message)"))
            }
        }
        return connection(args, context: context, cdn: args.flag("cdn")).map { options in
            var options = options
            options.targets = targets
            return options
        }
    }

    /// `check --online`: how to reach the sites of the project's `aasa` entries, which the
    /// project names (and whether each wants its CDN copy), or `nil` offline.
    /// `byProject`: linkcheck.json says `"online": true`, which is `--online` for every run of it.
    static func parseOnline(_ args: ParsedArguments, context: CommandContext, byProject: Bool = false) -> Result<FetchOptions?, UsageError> {
        guard args.flag("online") || byProject else { return refuseStray(args, needing: "--online") }
        // The CDN base serves the entries that ask for `"cdn": true`; the others are fetched without it.
        return connection(args, context: context, cdn: true).map { $0 }
    }

    private static let fetchOnly = ["cdn", "cdn-base", "timeout", "ca-file", "connect-to", "user-agent"]

    private static func refuseStray(_ args: ParsedArguments, needing flag: String) -> Result<FetchOptions?, UsageError> {
        if let given = fetchOnly.first(where: { args.value($0) != nil }) {
            return .failure(UsageError("--\(given) needs \(flag)"))
        }
        return .success(nil)
    }

    /// The options every fetch shares: time limit, trust, where to connect, the User-Agent and,
    /// with `cdn`, the CDN's base URL.
    private static func connection(_ args: ParsedArguments, context: CommandContext, cdn: Bool) -> Result<FetchOptions, UsageError> {
        let seconds: Double
        switch timeout(args) {
        case .failure(let e): return .failure(e)
        case .success(let value): seconds = value
        }
        var connectTo: String?
        if let text = args.value("connect-to") {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, let port = Int(parts[1]), (1...65535).contains(port) else {
                return .failure(UsageError("--connect-to \(SwiftLiteral.clippedString(text)) is not HOST:PORT"))
            }
            connectTo = text
        }
        var cdnBase: String?
        if cdn {
            let base = args.value("cdn-base") ?? FetchTarget.appleCDNBase
            guard base.lowercased().hasPrefix("https://") else {
                return .failure(UsageError("--cdn-base \(SwiftLiteral.clippedString(base)) must be an https URL"))
            }
            cdnBase = base
        } else if args.value("cdn-base") != nil {
            return .failure(UsageError("--cdn-base needs --cdn"))
        }
        var options = FetchOptions(
            targets: [], seconds: seconds, caFile: args.value("ca-file").map(context.absolute),
            connectTo: connectTo, cdnBase: cdnBase)
        if let agent = args.value("user-agent") {
            guard !agent.isEmpty, agent.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) else {
                return .failure(UsageError("--user-agent \(SwiftLiteral.clippedString(agent)) must be printable ASCII"))
            }
            options.userAgent = agent
        }
        return .success(options)
    }

    /// `--timeout SECONDS`, or the default: above 0 and at most 600.
    static func timeout(_ args: ParsedArguments) -> Result<Double, UsageError> {
        guard let text = args.value("timeout") else { return .success(defaultSeconds) }
        guard let value = Double(text), value > 0, value <= 600 else {
            return .failure(UsageError("--timeout \(SwiftLiteral.clippedString(text)) is not a number of seconds above 0 and at most 600"))
        }
        return .success(value)
    }

    /// "10 s", "1.5 s".
    var timeLimit: String {
        (seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) + " s"
    }

    /// Fetches each domain's file (and the legacy location when iOS would fall back to it), then
    /// the CDN's copy. Domains are fetched side by side, a few at a time: the time goes to waiting
    /// on servers, and a project lists up to a few dozen domains.
    func fetchAll(_ fetch: @escaping Fetcher) -> [FetchedSite] {
        let sites = Slots<FetchedSite>(count: targets.count)
        defer { sites.free() }
        // Its own queue, not the global pool: each item blocks on a child process, and a queue
        // of our own gets threads for them where the global pool would run two at a time.
        let queue = DispatchQueue(label: "linkcheck.fetch", attributes: .concurrent)
        let group = DispatchGroup()
        let slots = DispatchSemaphore(value: Self.parallelFetches)
        for (i, target) in targets.enumerated() {
            slots.wait()
            queue.async(group: group) {
                sites.set(i, fetchOne(target, fetch))
                slots.signal()
            }
        }
        group.wait()
        return sites.values()
    }

    static let parallelFetches = 8

    /// One domain: the well-known location, the root when needed, then the CDN, in that order.
    private func fetchOne(_ target: FetchTarget, _ fetch: Fetcher) -> FetchedSite {
        func get(_ url: String) -> FetchResult {
            fetch(FetchRequest(url: url, seconds: seconds, caFile: caFile, connectTo: connectTo, userAgent: userAgent))
        }
        let check = ServingCheck(target: target, timeLimit: timeLimit)
        let wellKnown = get(target.wellKnownURL)
        let root = ServingCheck.shouldTryRoot(wellKnown) ? get(target.rootURL) : nil
        var site = FetchedSite(target: target, site: check.site(wellKnown: wellKnown, root: root), timeLimit: timeLimit)
        if let cdnBase, cdnTargets?.contains(target) ?? true, site.site.unreachable == nil {
            let url = target.cdnURL(base: cdnBase)
            site.cdn = (url, get(url))
        }
        return site
    }
}
