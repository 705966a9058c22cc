import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// `linkcheck xcode` (docs/xcode.md): reads each project as Xcode builds it for an iOS device,
/// resolves every native target's configurations, and checks what ships against the route schema,
/// the AASA files and the provisioning profiles given.
public enum XcodeAudit {
    public struct Options: Sendable {
        public var targets: [String]
        public var configurations: [String]
        /// Configurations that ship; empty: the project's default configuration.
        public var releaseConfigurations: [String]
        public var schema: String?
        public var aasa: [String]
        public var profiles: [String]
        /// AASA files fetched from the sites (`--fetch`): the URL they came from, and the body.
        public var fetched: [(name: String, bytes: [UInt8])] = []
        /// Now, as `yyyy-mm-ddThh:mm:ssZ`, for the profiles' expiry.
        public var now: String
        public var limits: InputLimits

        public init(
            targets: [String] = [], configurations: [String] = [], releaseConfigurations: [String] = [], schema: String? = nil,
            aasa: [String] = [], profiles: [String] = [], now: String, limits: InputLimits = .defaults
        ) {
            self.targets = targets
            self.configurations = configurations
            self.releaseConfigurations = releaseConfigurations
            self.schema = schema
            self.aasa = aasa
            self.profiles = profiles
            self.now = now
            self.limits = limits
        }
    }

    /// The live files of the sites the shipping configurations are signed for (`xcode --fetch`):
    /// given the domains, fetched by the caller (a library does no I/O).
    public typealias Fetch = @Sendable (_ domains: [String]) -> [FetchedSite]

    /// `loadedSchema` stands for `options.schema` when the caller has the schema already (`check`).
    /// With `fetch`, the files of the domains the release configurations name (`applinks:` and
    /// `appclips:`) are fetched once every configuration is resolved, and checked like `aasa`
    /// files; a site that cannot be reached is a problem, and the app is then checked without them.
    public static func run(
        projects paths: [String], options: Options, files: any FileSource, loadedSchema: RouteSchema? = nil,
        fetch: Fetch? = nil
    ) -> XcodeReport {
        var problems: [Diagnostic] = []
        var schema = loadedSchema
        if let path = options.schema {
            var cache = SchemaCache(files: files, limits: options.limits)
            let (loaded, diagnostics) = cache.load(path)
            problems += diagnostics
            schema = loaded
        }
        var aasaFiles: [(name: String, file: AASAFile)] = []
        for path in options.aasa {
            let name = files.displayName(path)
            switch files.read(path) {
            case .failure(let e): problems.append(Diagnostic(.error, .unreadableFile, "cannot read the AASA file: \(e.reason)", file: name, at: nil))
            case .success(let bytes):
                let (file, diagnostics) = AASALoader.load(bytes, file: name)
                if let file { aasaFiles.append((name, file)) } else { problems += diagnostics }
            }
        }
        // Read in this order, and reported in it, a fetched file's problems after the AASA files'.
        let filesProblems = problems
        problems = []
        var profiles: [(name: String, profile: ProvisioningProfile)] = []
        for path in options.profiles {
            let name = files.displayName(path)
            switch files.read(path) {
            case .failure(let e): problems.append(Diagnostic(.error, .unreadableFile, "cannot read the profile: \(e.reason)", file: name, at: nil))
            case .success(let bytes):
                let (profile, diagnostics) = ProvisioningProfile.load(bytes, file: name, limits: options.limits)
                if let profile { profiles.append((name, profile)) } else { problems += diagnostics }
            }
        }
        var resolved: [ResolvedProject] = []
        // Each xcconfig is read and parsed once in the run, however many configurations name it.
        var xcconfigs = XCConfigFiles()
        for path in paths {
            let pbxprojPath = XcodePaths.join(path, "project.pbxproj")
            let pbxprojName = files.displayName(pbxprojPath)
            let bytes: [UInt8]
            switch files.read(pbxprojPath) {
            case .failure(let e):
                problems.append(Diagnostic(.error, .unreadableFile, "cannot read the project: \(e.reason)", file: pbxprojName, at: nil))
                continue
            case .success(let b): bytes = b
            }
            var sink = DiagnosticSink(file: pbxprojName)
            guard let document = sink.parseOpenStep(bytes, limits: options.limits) else {
                problems += sink.diagnostics
                continue
            }
            let (project, shapeProblems) = XcodeProjectReader.read(document, file: files.displayName(path), pbxproj: pbxprojName)
            guard let project, !shapeProblems.hasErrors else {
                problems += shapeProblems
                continue
            }
            let context = XcodeContext(project: project, projectPath: path, pbxprojPath: pbxprojPath, files: files, limits: options.limits)
            // `--release` names what ships; otherwise the committed schemes' Archive actions do.
            let (schemes, schemeProblems) =
                options.releaseConfigurations.isEmpty ? SharedSchemes.read(projectPath: path, files: files, limits: options.limits) : ([], [])
            problems += schemeProblems
            var one = resolve(project, context: context, options: options, schemes: schemes, xcconfigs: &xcconfigs)
            one.schemes = schemes
            resolved.append(one)
        }
        var serving: [Diagnostic] = []
        var fetchedProblems: [Diagnostic] = []
        if let fetch {
            var fetched: [(name: String, file: AASAFile)] = []
            var unreachable: [Diagnostic] = []
            for site in fetch(shippedDomains(resolved)) {
                if let problem = site.site.unreachable {
                    unreachable.append(problem)
                    continue
                }
                serving += site.site.diagnostics
                // A file served wrongly (404, HTML, a redirect) is what iOS cannot use: its
                // findings say so, and it lists nothing.
                guard !site.site.diagnostics.hasErrors, let body = site.site.body else { continue }
                let (file, diagnostics) = AASALoader.load(body, file: site.site.url)
                if let file { fetched.append((site.site.url, file)) } else { fetchedProblems += diagnostics }
            }
            if (filesProblems + problems + unreachable).hasErrors {
                // A run that cannot be judged: the app checked as if nothing were fetched, and
                // the sites not reached said.
                (serving, fetchedProblems) = ([], [])
                problems += unreachable
            } else {
                aasaFiles += fetched
            }
        }
        problems = filesProblems + fetchedProblems + problems
        let projects = resolved.map { judge($0, schema: schema, aasaFiles: aasaFiles, profiles: profiles, now: options.now) }
        var report = XcodeReport(projects: projects, problems: problems)
        report.serving = serving
        return report
    }

    /// A project with each selected target's configurations resolved as Xcode builds them, before
    /// anything is checked against the app's other files.
    struct ResolvedProject {
        var project: XcodeProject
        /// Each configuration's own findings are in its `ShippedConfiguration`.
        var targets: [(target: NativeTarget, kind: NativeTarget.Kind, shipped: [ShippedConfiguration])]
        /// Findings about the shared schemes that choose what ships.
        var schemeFindings: [Diagnostic] = []
        /// The committed shared schemes (none with `--release`), which say what an archive builds.
        var schemes: [XcodeScheme] = []
    }

    static func resolve(
        _ project: XcodeProject, context: XcodeContext, options: Options, schemes: [XcodeScheme], xcconfigs: inout XCConfigFiles
    ) -> ResolvedProject {
        var targets: [(target: NativeTarget, kind: NativeTarget.Kind, shipped: [ShippedConfiguration])] = []
        var schemeFindings: [Diagnostic] = []
        for target in project.targets where options.targets.isEmpty || options.targets.contains(target.name) {
            var shippedList: [ShippedConfiguration] = []
            var kind = target.kind
            var release = options.releaseConfigurations
            if release.isEmpty {
                let shipping = SharedSchemes.shipping(target, schemes: schemes, default: project.defaultConfiguration ?? "Release")
                release = shipping.names
                schemeFindings += shipping.warnings
            }
            for configuration in target.configurations where options.configurations.isEmpty || options.configurations.contains(configuration.name) {
                let shipped = ShippedConfiguration.resolve(
                    target: target, configuration: configuration, project: project, context: context,
                    isRelease: release.contains(configuration.name), xcconfigs: &xcconfigs)
                shippedList.append(shipped)
                kind = shipped.kind
            }
            targets.append((target, kind, shippedList))
        }
        return ResolvedProject(project: project, targets: targets, schemeFindings: schemeFindings)
    }

    /// The resolved project checked against the schema, the AASA files and the profiles.
    static func judge(
        _ resolved: ResolvedProject, schema: RouteSchema?, aasaFiles: [(name: String, file: AASAFile)],
        profiles: [(name: String, profile: ProvisioningProfile)], now: String
    ) -> XcodeReport.Project {
        let project = resolved.project
        var diagnostics: [Diagnostic] = resolved.schemeFindings
        var targets: [XcodeReport.Target] = []
        for (target, kind, shippedList) in resolved.targets {
            // In the order they were found: a configuration's findings, then its cross-checks.
            for shipped in shippedList {
                diagnostics += shipped.diagnostics
                guard shipped.kind == .app || shipped.kind == .appClip else { continue }
                diagnostics += XcodeCrossChecks.run(shipped, target: target, schema: schema, aasaFiles: aasaFiles, profiles: profiles, now: now)
            }
            var shown = XcodeReport.Target(
                name: target.name, productType: target.productType, kind: kind, configurations: shippedList.map(\.configuration))
            shown.archivedBy = resolved.schemes.filter { $0.archivedTargets.contains(target.id) }.map(\.name)
            targets.append(shown)
        }
        var result = XcodeReport.Project(file: project.file, targets: targets, diagnostics: Diagnostic.ordered(dedupe(diagnostics)))
        result.targetNames = project.targets.map(\.name)
        var names: [String] = []
        for name in (project.configurations + project.targets.flatMap(\.configurations)).map(\.name) where !names.contains(name) { names.append(name) }
        result.configurationNames = names
        return result
    }

    /// The domains of the release configurations' `applinks:` and `appclips:` entries of the app
    /// and App Clip targets, in order, each once (a wildcard entry's own domain is not fetched:
    /// its subdomains are each their own site).
    static func shippedDomains(_ projects: [ResolvedProject]) -> [String] {
        var domains: [String] = []
        for project in projects {
            for (_, kind, shippedList) in project.targets where kind == .app || kind == .appClip {
                for shipped in shippedList where shipped.configuration.isRelease {
                    for entry in shipped.configuration.resolvedDomains ?? [] {
                        let domain = AssociatedDomain(entry, at: SourceLocation(line: 1, column: 1))
                        guard ["applinks", "appclips"].contains(domain.service), !domain.isWildcard, domain.defect == nil,
                            !domains.contains(domain.domain)
                        else { continue }
                        domains.append(domain.domain)
                    }
                }
            }
        }
        return domains
    }

    /// Several targets sharing one entitlements file report its problems once, as an error when
    /// a configuration that ships meets it (one that does not ship reports it as a warning). An
    /// error found later replaces the warning whole: a misspelled Info.plist key that a release
    /// configuration's check finds to be a cause carries the findings folded under it.
    static func dedupe(_ list: [Diagnostic]) -> [Diagnostic] {
        var at: [String: Int] = [:]
        var out: [Diagnostic] = []
        for d in list {
            let key = "\(d.file):\(d.location.map { "\($0.line):\($0.column)" } ?? ""): \(d.rule) \(d.message)"
            if let i = at[key] {
                if d.severity == .error && out[i].severity != .error { out[i] = d }
                continue
            }
            at[key] = out.count
            out.append(d)
        }
        return out
    }
}

/// Joining paths as the user writes them.
enum XcodePaths {
    static func join(_ a: String, _ b: String) -> String { GroupPaths.join(a, b) }

    /// `a/./b/../c` as `a/c`, as text (a leading `..` kept): how a file is named in messages.
    static func normalized(_ path: String) -> String { PathText.normalized(path) }
}
