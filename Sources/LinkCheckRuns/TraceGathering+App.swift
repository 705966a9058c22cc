import LinkCheckCore
import LinkCheckAASA
import LinkCheckApp

/// A usage error of `trace`: what was asked for is not in the inputs.
struct TraceUsage: Error {
    var message: String
}

extension TraceGathering {
    /// The app as it is signed: the app target of the Xcode project (`--xcodeproj`, else
    /// linkcheck.json's) in the configuration that ships, or `--configuration`; else the
    /// Info.plist and entitlements linkcheck.json names. With its label, for the report.
    mutating func app() -> Result<(app: TraceInputs.App?, label: String?), TraceUsage> {
        var path = request.xcodeproj
        // The app linkcheck.json's entry names (`init` writes its targets), not another app of the project.
        var targets: [String] = []
        if path == nil, let entry = project?.xcode {
            path = resolve(entry.project)
            targets = entry.targets
        }
        guard let path else { return .success(filesApp()) }
        let configurations = request.configurations
        let report = XcodeAudit.run(
            projects: [path],
            options: XcodeAudit.Options(targets: targets, configurations: configurations, now: request.now, limits: limits),
            files: files)
        // A file the shipping configuration is read from that cannot be read or used keeps the
        // trace from being judged, as it keeps `check` from passing; the project's other findings
        // are checks, which `linkcheck xcode` reports.
        let unreadable: Set<Rule> = [.unreadableFile, .plistSyntax, .outsideProject, .wrongType, .pbxprojSyntax, .xcconfigSyntax, .xcconfigInclude]
        problems += report.problems.filter { $0.severity == .error }
        problems += report.projects.flatMap(\.diagnostics).filter { $0.severity == .error && unreadable.contains($0.rule) }
        guard let found = report.projects.first else { return .success((nil, nil)) }
        let apps = found.targets.filter { $0.kind == .app }
        let pick = apps.lazy.compactMap { target in
            target.configurations.first { configurations.isEmpty ? $0.isRelease : configurations.contains($0.name) }.map { (target, $0) }
        }.first
        guard let (target, c) = pick else {
            guard let wanted = configurations.first else { return .success((nil, nil)) }
            let known = found.configurationNames
            return .failure(
                TraceUsage(
                    message: "no app target has a configuration \(SwiftLiteral.string(wanted)) in \(found.file)"
                        + Suggestion.hint(for: wanted, among: known)))
        }
        let label = "target \(SwiftLiteral.string(target.name)) (\(c.name))"
        let app = TraceInputs.App(
            label: label, appID: c.appID, schemes: c.schemeRegistry,
            schemesUnknown: c.infoPlist == nil
                ? "the configuration has no INFOPLIST_FILE linkcheck can read" : "linkcheck xcode says why",
            infoPlist: c.infoPlist, domains: c.domainList,
            domainsUnknown: c.entitlements == nil
                ? "\(label) has no entitlements linkcheck can read, so its associated domains are not known"
                : "the associated domains of \(label) are not known (see linkcheck xcode)",
            entitlements: c.entitlements, fallbackFile: found.file + "/project.pbxproj", isRelease: c.isRelease)
        return .success((app, label))
    }

    /// The app of linkcheck.json's `"infoPlist"` and `"entitlements"`, when it names either.
    mutating func filesApp() -> (app: TraceInputs.App?, label: String?) {
        guard let project, let projectFile = request.project, project.infoPlist != nil || project.entitlements != nil else { return (nil, nil) }
        let limits = limits
        let (infoPlist, schemes) = load(project.infoPlist, "the Info.plist") { URLSchemeRegistry.load($0, file: $1, limits: limits) }
        let (entitlements, domains) = load(project.entitlements, "the entitlements") { AssociatedDomains.load($0, file: $1, limits: limits) }
        let label = [infoPlist.map { "Info.plist \(Display.path($0))" }, entitlements.map { "entitlements \(Display.path($0))" }]
            .compactMap { $0 }.joined(separator: ", ")
        let app = TraceInputs.App(
            label: "the app", appID: nil, schemes: schemes, schemesUnknown: "linkcheck.json names no \"infoPlist\"", infoPlist: infoPlist,
            domains: domains, domainsUnknown: "linkcheck.json names no \"entitlements\"", entitlements: entitlements,
            fallbackFile: files.displayName(projectFile), isRelease: project.release)
        return (app, label)
    }

    /// The file linkcheck.json names by `reference`, as messages name it, and what `load` reads in
    /// it; an unreadable file and the errors of reading it are problems.
    mutating func load<Value>(
        _ reference: Project.FileReference?, _ what: String, _ load: ([UInt8], String) -> (Value?, [Diagnostic])
    ) -> (name: String?, value: Value?) {
        guard let reference, let path = resolve(reference) else { return (nil, nil) }
        let name = files.displayName(path)
        switch files.read(path) {
        case .failure(let e):
            problems.append(Diagnostic(.error, .unreadableFile, "cannot read \(what): \(e.reason)", file: name, at: nil))
            return (name, nil)
        case .success(let bytes):
            let (value, diagnostics) = load(bytes, name)
            problems += diagnostics.filter { $0.severity == .error }
            return (name, value)
        }
    }
}
