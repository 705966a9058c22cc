#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import LinkCheckCore
import LinkCheckApp
import LinkCheckReports

/// `linkcheck xcode PROJECT.xcodeproj... [--target NAME]... [--configuration NAME]... [--release NAME]...
/// [--schema FILE] [--aasa FILE]... [--profile FILE]...` (SPEC section 8).
struct XcodeCommand {
    let args: ParsedArguments
    let context: CommandContext

    func run() -> CommandOutcome {
        for project in args.positionals where !project.hasSuffix(".xcodeproj") && !project.hasSuffix(".xcodeproj/") {
            return .usage("\(CLI.quoted(project)) is not an .xcodeproj folder; give the project, as in App.xcodeproj")
        }
        let projects = args.positionals.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        let options = XcodeAudit.Options(targets: args.values("target"), configurations: args.values("configuration"),
                                         releaseConfigurations: args.values("release"), schema: args.value("schema"),
                                         aasa: args.values("aasa"), profiles: args.values("profile"), now: Self.now(context),
                                         limits: context.limits)
        let report = XcodeAudit.run(projects: projects, options: options, files: SystemFiles(context: context))
        for (option, names) in [("target", options.targets), ("configuration", options.configurations)] {
            let known = report.projects.flatMap { option == "target" ? $0.targetNames : $0.configurationNames }
            if !report.projects.isEmpty, let unknown = names.first(where: { !known.contains($0) }) {
                return .usage("no \(option) \(CLI.quoted(unknown)) in the project" + Suggestion.hint(for: unknown, among: known))
            }
        }
        return .result(.xcode(report), report.verdict)
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
