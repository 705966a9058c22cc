import LinkCheckSystem
import LinkCheckCore
import LinkCheckAASA
import LinkCheckApp
import LinkCheckRuns
import LinkCheckReports

/// `linkcheck xcode PROJECT.xcodeproj... [--target NAME]... [--configuration NAME]... [--release NAME]...
/// [--schema FILE] [--aasa FILE]... [--profile FILE]...` (docs/xcode.md).
struct XcodeCommand {
    let args: ParsedArguments
    let context: CommandContext

    func run() -> CommandOutcome {
        if let problem = Self.malformedNow(context) { return .usage(problem) }
        for project in args.positionals where !project.hasSuffix(".xcodeproj") && !project.hasSuffix(".xcodeproj/") {
            return .usage("\(CLI.quoted(project)) is not an .xcodeproj folder; give the project, as in App.xcodeproj")
        }
        let projects = args.positionals.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        let options = XcodeAudit.Options(
            targets: args.values("target"), configurations: args.values("configuration"),
            releaseConfigurations: args.values("release"), schema: args.value("schema"),
            aasa: args.values("aasa"), profiles: args.values("profile"), now: Self.now(context),
            limits: context.limits)
        var fetch: XcodeCheck.Fetch?
        if args.flag("fetch") {
            // The sites the check names, each fetched as `aasa --fetch` fetches it.
            let how: FetchOptions
            switch Self.fetchOptions(args, context: context) {
            case .failure(let message): return .usage(message.message)
            case .success(let options): how = options
            }
            let fetcher = context.fetch
            fetch = { targets in
                var run = how
                run.targets = targets
                return run.fetchAll(fetcher)
            }
        }
        let report: XcodeReport
        switch XcodeCheck.run(projects: projects, options: options, files: SystemFiles(context: context), fetch: fetch) {
        case .failure(let e): return .usage("--fetch: \(e.message)")
        case .success(let r): report = r
        }
        for (option, names) in [("target", options.targets), ("configuration", options.configurations)] {
            let known = report.projects.flatMap { option == "target" ? $0.targetNames : $0.configurationNames }
            if !report.projects.isEmpty, let unknown = names.first(where: { !known.contains($0) }) {
                return .usage("no \(option) \(CLI.quoted(unknown)) in the project" + Suggestion.hint(for: unknown, among: known))
            }
        }
        return .result(.xcode(report))
    }

    /// How `--fetch` reaches the sites; which sites is the check's to say.
    static func fetchOptions(_ args: ParsedArguments, context: CommandContext) -> Result<FetchOptions, UsageError> {
        let seconds: Double
        switch FetchOptions.timeout(args) {
        case .failure(let e): return .failure(e)
        case .success(let value): seconds = value
        }
        return .success(
            FetchOptions(
                targets: [], seconds: seconds, caFile: args.value("ca-file").map(context.absolute),
                connectTo: args.value("connect-to"), cdnBase: nil))
    }

    /// Why `LINKCHECK_NOW` cannot be used, when it is set and is not a time: a run that fixes now
    /// and gets it wrong would check every profile's expiry against nothing.
    static func malformedNow(_ context: CommandContext) -> String? {
        guard let fixed = context.environment["LINKCHECK_NOW"], !fixed.isEmpty, !ProvisioningProfile.isTime(fixed) else { return nil }
        return "LINKCHECK_NOW is \(CLI.quoted(fixed)), not a UTC time such as 2026-12-01T00:00:00Z (yyyy-mm-ddThh:mm:ssZ)"
    }

    /// Now, for the profiles' expiry: `LINKCHECK_NOW` (`yyyy-mm-ddThh:mm:ssZ`) when set, so a test
    /// or a reproducible run can fix it; else the system clock.
    static func now(_ context: CommandContext) -> String {
        if let fixed = context.environment["LINKCHECK_NOW"], !fixed.isEmpty { return fixed }
        var seconds = time(nil)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
}
