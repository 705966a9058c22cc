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

        public init(targets: [String] = [], configurations: [String] = [], releaseConfigurations: [String] = [], schema: String? = nil,
                    aasa: [String] = [], profiles: [String] = [], now: String, limits: InputLimits = .defaults) {
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

    /// `loadedSchema` stands for `options.schema` when the caller has the schema already (`check`).
    public static func run(projects paths: [String], options: Options, files: any FileSource, loadedSchema: RouteSchema? = nil) -> XcodeReport {
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
        for (name, bytes) in options.fetched {
            let (file, diagnostics) = AASALoader.load(bytes, file: name)
            if let file { aasaFiles.append((name, file)) } else { problems += diagnostics }
        }
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
        var projects: [XcodeReport.Project] = []
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
            projects.append(audit(project, context: context, options: options, schema: schema, aasaFiles: aasaFiles, profiles: profiles,
                                  xcconfigs: &xcconfigs))
        }
        return XcodeReport(projects: projects, problems: problems)
    }

    static func audit(_ project: XcodeProject, context: XcodeContext, options: Options, schema: RouteSchema?,
                      aasaFiles: [(name: String, file: AASAFile)], profiles: [(name: String, profile: ProvisioningProfile)],
                      xcconfigs: inout XCConfigFiles) -> XcodeReport.Project {
        var diagnostics: [Diagnostic] = []
        let release = options.releaseConfigurations.isEmpty ? [project.defaultConfiguration ?? "Release"] : options.releaseConfigurations
        var targets: [XcodeReport.Target] = []
        for target in project.targets where options.targets.isEmpty || options.targets.contains(target.name) {
            var configurations: [XcodeReport.Configuration] = []
            var kind = target.kind
            for configuration in target.configurations where options.configurations.isEmpty || options.configurations.contains(configuration.name) {
                let shipped = ShippedConfiguration.resolve(target: target, configuration: configuration, project: project, context: context,
                                                           isRelease: release.contains(configuration.name), xcconfigs: &xcconfigs)
                diagnostics += shipped.diagnostics
                configurations.append(shipped.configuration)
                kind = shipped.kind
                guard shipped.kind == .app || shipped.kind == .appClip else { continue }
                diagnostics += XcodeCrossChecks.run(shipped, target: target, schema: schema, aasaFiles: aasaFiles, profiles: profiles,
                                                    now: options.now)
            }
            targets.append(XcodeReport.Target(name: target.name, productType: target.productType, kind: kind,
                                              configurations: configurations))
        }
        var result = XcodeReport.Project(file: project.file, targets: targets, diagnostics: Diagnostic.ordered(dedupe(diagnostics)))
        result.targetNames = project.targets.map(\.name)
        var names: [String] = []
        for name in (project.configurations + project.targets.flatMap(\.configurations)).map(\.name) where !names.contains(name) { names.append(name) }
        result.configurationNames = names
        return result
    }

    /// Several targets sharing one entitlements file report its problems once.
    static func dedupe(_ list: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<String> = []
        return list.filter { seen.insert("\($0.file):\($0.location.map { "\($0.line):\($0.column)" } ?? ""): \($0.rule) \($0.message)").inserted }
    }
}

/// Joining paths as the user writes them.
enum XcodePaths {
    static func join(_ a: String, _ b: String) -> String { GroupPaths.join(a, b) }

    /// `a/./b/../c` as `a/c`, as text (a leading `..` kept): how a file is named in messages.
    static func normalized(_ path: String) -> String { PathText.normalized(path) }
}
