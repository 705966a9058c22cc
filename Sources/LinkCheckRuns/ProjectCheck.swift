import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckGenerate
import LinkCheckApp

/// What `linkcheck check` computes: everything `linkcheck.json` names, read through a
/// `FileSource`, each path confined to the project before anything is read.
public enum ProjectCheck {
    public struct Options: Sendable {
        public var limits: InputLimits
        /// `--release`: check the entitlements for a release build even where the project does not say so.
        public var release: Bool
        public var cores: Int
        /// Now (`yyyy-mm-ddThh:mm:ssZ`), for the provisioning profiles of `"xcodeproj"`.
        public var now: String
        /// `--online`: also fetch each `aasa` entry's site; `nil` stays offline.
        public var online: OnlineFetch?
        /// How to fetch when the project itself says `"online": true` and `online` is `nil`.
        public var onlineIfAsked: OnlineFetch?

        public init(
            limits: InputLimits = .defaults, release: Bool = false, cores: Int = 1, now: String = "1970-01-01T00:00:00Z",
            online: OnlineFetch? = nil
        ) {
            self.limits = limits
            self.release = release
            self.cores = cores
            self.now = now
            self.online = online
        }
    }

    public static func run(project path: String, options: Options, files: any FileSource) -> CheckReport {
        let name = files.displayName(path)
        let loaded: (project: Project?, diagnostics: [Diagnostic])
        switch files.read(path) {
        case .failure(let e):
            loaded = (nil, [Diagnostic(.error, .unreadableFile, "cannot read the project file: \(e.reason)", file: name, at: nil)])
        case .success(let bytes):
            loaded = ProjectLoader.load(bytes, file: name, limits: options.limits)
        }
        guard let project = loaded.project else { return CheckReport(project: name, notChecked: loaded.diagnostics) }

        // Every path the project names, resolved and confined before anything is read.
        var refused: [Diagnostic] = []
        func resolve(_ reference: Project.FileReference) -> String {
            switch files.resolve(reference.path, namedBy: path) {
            case .success(let resolved):
                return resolved
            case .failure(let refusal):
                refused.append(
                    Diagnostic(
                        .error, .outsideProject, "\(SwiftLiteral.clippedString(reference.path)) \(refusal.reason)",
                        file: name, at: reference.location))
                return reference.path
            }
        }
        let tables = project.tables.map(resolve)
        // Resolved now so that a refused path stops the run before anything is read, as the others do.
        _ = project.xcode.map { entry in (resolve(entry.project), entry.profiles.map(resolve), entry.aasa?.map(resolve)) }
        let schema = project.schema.map(resolve)
        let configuration = ConfigurationFiles(
            infoPlist: project.infoPlist.map(resolve), entitlements: project.entitlements.map(resolve),
            release: project.release || options.release)
        let entries = project.aasa.map { entry in
            (file: resolve(entry.file), list: entry.urlList.map(resolve), schema: entry.schema.map(resolve))
        }
        // An "xcodeproj" entry always checks the configurations that ship as release builds, so
        // --release asks nothing more of it; without either file, it would check nothing.
        if configuration.release && configuration.entitlements == nil && project.xcode == nil {
            refused.append(
                Diagnostic(
                    .error, .missingKey,
                    "--release checks the app's entitlements as a release build signs them, and the project names no \"entitlements\" "
                        + "and no \"xcodeproj\"",
                    file: name, at: nil))
        }
        guard refused.isEmpty else { return CheckReport(project: name, notChecked: loaded.diagnostics + refused) }

        var routesOptions = RoutesRun.Options(schemaOverride: schema, limits: options.limits, cores: options.cores)
        switch project.coverage {
        case .report?: routesOptions.coverage = true
        case .minimum(let percent)?: routesOptions.minimumCoverage = percent
        case nil: break
        }
        let routes =
            tables.isEmpty
            ? RoutesCheckReport(RoutesReport(tables: [], diagnostics: []))
            : RoutesCheck.run(tables: tables, options: routesOptions, configuration: configuration, files: files)
        var listProblems: [Diagnostic] = []
        let inputs = zip(project.aasa, entries).map { entry, paths in
            var urls = ListedURLs(entry.urls)
            if let list = paths.list {
                let (listed, problems) = URLList.read(list, files: files, limits: options.limits, cores: options.cores)
                urls = listed.after(entry.urls)
                listProblems += problems
            }
            // Checked against a schema only on a known domain (the same rule as `aasa --schema`).
            let entrySchema = entry.domain == nil ? nil : (paths.schema ?? schema)
            return AASAInput(source: .path(paths.file), appIDs: entry.appIDs, domain: entry.domain, urls: urls, schema: entrySchema)
        }
        // Tables are checked against the files that ask for it; a broken table is already
        // reported by the routes run.
        var aasa = AASAReport(files: [])
        let audit = AASAAudit(limits: options.limits, cores: options.cores)
        for (entry, input) in zip(project.aasa, inputs) {
            let one = audit.run([input], cases: entry.checkTables && !routes.hasErrors ? tables : [], files: files)
            aasa.files += one.files
            aasa.diagnostics += one.diagnostics
            aasa.inputProblems += one.inputProblems
            aasa.suppressed += one.suppressed
        }
        if let online = options.online ?? (project.online ? options.onlineIfAsked : nil) {
            // The files the sites serve, each asked what its entry asks of the file in the repository.
            let wanted = OnlineFetch.sites(of: project.aasa, projectName: name)
            // A finding like the file's own: counted in the summary, failing a strict project.
            aasa.diagnostics += wanted.warnings
            let sites = wanted.sites.isEmpty || !listProblems.isEmpty ? [] : online.fetch(wanted.sites)
            for (entry, input) in zip(project.aasa, inputs) {
                guard let site = sites.first(where: { $0.target.domain == input.domain?.lowercased() }) else { continue }
                let fetched = AASAInput(
                    source: .fetched(site), appIDs: input.appIDs, domain: site.target.domain, urls: input.urls,
                    schema: input.schema)
                let one = audit.run([fetched], cases: entry.checkTables && !routes.hasErrors ? tables : [], files: files)
                aasa.files += one.files
                aasa.diagnostics += one.diagnostics
                aasa.inputProblems += one.inputProblems
            }
        }
        var routesReport = routes
        var generationProblems: [Diagnostic] = []
        let generatedFiles =
            project.generated.map { request, location in
                GeneratedEntry(
                    inputs: request.inputs, output: request.output, command: request.command, location: location,
                    generate: { located in
                        let made = GenerateRun.run(request, limits: options.limits, files: files, located: located)
                        return (made.text, made.diagnostics)
                    },
                    compare: GeneratedFileCheck.compare)
            }
            + project.aasaGenerated.map { request, location in
                GeneratedEntry(
                    inputs: request.inputs, output: request.output, command: request.command, location: location,
                    generate: { located in
                        let made = AASAGenerateRun.run(request, limits: options.limits, files: files, located: located, project: name)
                        return (made.text, made.diagnostics)
                    },
                    compare: GeneratedAASACheck.compare)
            }
        for entry in generatedFiles {
            switch staleness(of: entry, projectFile: path, projectName: name, files: files) {
            case .current: break
            case .stale(let finding): routesReport.routes.checks.append(finding)
            case .notChecked(let why):
                // A schema or table the routes run reported too is reported once, below.
                generationProblems += why
            }
        }
        var xcode: XcodeReport?
        if let entry = project.xcode {
            // The project's schema (or its tables' first), and its AASA files, are what the app must agree with.
            let schemaOfTables = routes.routes.tables.first?.schema
            let xcodeOptions = XcodeAudit.Options(
                targets: entry.targets, configurations: entry.configurations, releaseConfigurations: entry.release,
                schema: schema, aasa: entry.aasa.map { $0.map(resolve) } ?? entries.map(\.file),
                profiles: entry.profiles.map(resolve),
                now: options.now, limits: options.limits)
            // A file the routes or AASA runs could not read too is reported once, below.
            xcode = XcodeAudit.run(
                projects: [resolve(entry.project)], options: xcodeOptions, files: files,
                loadedSchema: schema == nil ? schemaOfTables : nil)
        }
        if var report = xcode {
            foldSigningFindings(&report, into: &aasa)
            xcode = report
        }
        var namesUnknown: [Diagnostic] = []
        if let entry = project.xcode, let found = xcode?.projects.first { namesUnknown = unknownNames(in: entry, of: found, projectName: name) }
        // One finding, once: a file reached through several entries is reported the first time.
        var reported = ReportedFindings()
        let problems = reported.keepNew(
            Diagnostic.ordered(
                loaded.diagnostics + listProblems + aasa.inputProblems + routes.routes.diagnostics + generationProblems
                    + (xcode?.problems ?? []) + namesUnknown))
        aasa.inputProblems = []
        reported.note(routesReport.configurationFailures + routesReport.routes.checks)
        for i in aasa.files.indices { aasa.files[i].diagnostics = reported.keepNew(aasa.files[i].diagnostics) }
        aasa.diagnostics = reported.keepNew(aasa.diagnostics)
        if var report = xcode {
            report.problems = []
            report.serving = reported.keepNew(report.serving)
            for i in report.projects.indices { report.projects[i].diagnostics = reported.keepNew(report.projects[i].diagnostics) }
            xcode = report
        }
        // Suppressions: findings an "ignore" entry matches are counted, not reported; errors
        // that stop the run (`problems`) are never matched.
        var ignore = Suppressions(project.ignore)
        let folder = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : ""
        let relative = { (file: String) -> String in
            folder.isEmpty || !file.hasPrefix(folder + "/") ? file : String(file.dropFirst(folder.count + 1))
        }
        routesReport.routes.checks = ignore.filter(routesReport.routes.checks, relative: relative)
        for i in aasa.files.indices { aasa.files[i].diagnostics = ignore.filter(aasa.files[i].diagnostics, relative: relative) }
        aasa.diagnostics = ignore.filter(aasa.diagnostics, relative: relative)
        if var report = xcode {
            report.serving = ignore.filter(report.serving, relative: relative)
            for i in report.projects.indices { report.projects[i].diagnostics = ignore.filter(report.projects[i].diagnostics, relative: relative) }
            xcode = report
        }
        foldUnopenedCases(&routesReport, into: &aasa) { urls in
            // Whether every entry for the URLs' hosts opens each of them for its apps.
            var opened = Set(urls)
            for input in inputs {
                let own = urls.filter { url in input.domain.map { Self.host(of: url) == $0.lowercased() } ?? true }
                guard !own.isEmpty else { continue }
                let asked = AASAInput(source: input.source, appIDs: input.appIDs, domain: input.domain, urls: ListedURLs(own))
                for file in audit.run([asked], cases: [], files: files).files {
                    for answer in file.answers where !answer.decision.opens { opened.remove(answer.url) }
                }
            }
            return opened
        }
        var report = CheckReport(
            project: name, routes: routesReport, aasa: aasa, problems: problems + ignore.unused, strict: project.strict)
        report.xcode = xcode
        report.suppressed = ignore.suppressed + aasa.suppressed
        return report
    }

    /// The Xcode check's `app-id-not-in-aasa` about a file whose entry already reports the same
    /// app as not declared (`app-not-declared`, the cause) is folded under that error.
    static func foldSigningFindings(_ report: inout XcodeReport, into aasa: inout AASAReport) {
        for p in report.projects.indices {
            report.projects[p].diagnostics.removeAll { finding in
                guard finding.rule == .appIDNotInAASA else { return false }
                for f in aasa.files.indices where aasa.files[f].file == finding.file {
                    guard
                        let d = aasa.files[f].diagnostics.firstIndex(where: { d in
                            // The cause, or the error it is folded under.
                            let texts = d.rule == .appNotDeclared ? [d.message] : d.rule == .missingAppID ? d.notes : []
                            return texts.contains { Self.quotedApp(in: $0).map { finding.message.contains($0) } == true }
                        })
                    else { continue }
                    aasa.files[f].diagnostics[d].notes += ["folded here: " + finding.message + " (app-id-not-in-aasa)"] + finding.notes
                    return true
                }
                return false
            }
        }
    }

    /// The names of the `"xcodeproj"` entry's `targets` and `configurations` that `project` does
    /// not have: each an error at its place, since the check would judge nothing of it.
    static func unknownNames(in entry: Project.XcodeEntry, of project: XcodeReport.Project, projectName: String) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let lists = [
            ("target", entry.targets, entry.targetLocations, project.targetNames),
            ("configuration", entry.configurations, entry.configurationLocations, project.configurationNames)
        ]
        for (what, names, locations, known) in lists {
            for (i, name) in names.enumerated() where !known.contains(name) {
                out.append(
                    Diagnostic(
                        .error, .unknownTarget,
                        "\(Display.path(project.file)) has no \(what) \(SwiftLiteral.clippedString(name)), so the check would judge nothing "
                            + "of it\(Suggestion.hint(for: name, among: known))",
                        file: projectName, at: i < locations.count ? locations[i] : entry.project.location))
            }
        }
        return out
    }

    /// `"ABCDE12345.com.x"` from `… lists app "ABCDE12345.com.x", so …`.
    static func quotedApp(in message: String) -> String? {
        guard let start = message.firstRange(of: "lists app \""), let end = message[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return "\"" + message[start.upperBound..<end] + "\""
    }

    private enum Staleness {
        case current
        case stale(Diagnostic)
        case notChecked([Diagnostic])
    }

    /// An entry of `"swift"`, `"tests"` or `"aasaGenerated"`: what it reads and writes, and how its
    /// file is made and compared.
    private struct GeneratedEntry {
        var inputs: [String]
        var output: String?
        var command: String
        var location: SourceLocation
        /// Given where each path as written is read from: the text, or the diagnostics that stopped it.
        var generate: ((String) -> String) -> (text: String?, diagnostics: [Diagnostic])
        /// `nil` when current; else the stale (or foreign) file's finding.
        var compare: (_ existing: [UInt8], _ generated: String, _ file: String, _ command: String) -> Diagnostic?
    }

    /// Generates what an entry asks for and compares it with its file. A missing file is stale
    /// like an outdated one: the command in the note writes it.
    private static func staleness(
        of entry: GeneratedEntry, projectFile: String, projectName: String, files: any FileSource
    ) -> Staleness {
        var refused: [Diagnostic] = []
        var located: [String: String] = [:]
        for written in entry.inputs + [entry.output].compactMap({ $0 }) {
            switch files.resolve(written, namedBy: projectFile) {
            case .success(let resolved): located[written] = resolved
            case .failure(let refusal):
                refused.append(
                    Diagnostic(
                        .error, .outsideProject, "\(SwiftLiteral.clippedString(written)) \(refusal.reason)",
                        file: projectName, at: entry.location))
            }
        }
        guard refused.isEmpty, let output = entry.output, let outputPath = located[output] else { return .notChecked(refused) }
        // The same file through another spelling or a link: never generated over, never called
        // "not generated" (whose note would say to delete it).
        if let input = entry.inputs.first(where: { located[$0].map(files.identity) == files.identity(outputPath) }) {
            let finding = Diagnostic(
                .error, .outputIsInput,
                "the entry's output \(SwiftLiteral.clippedString(output)) is its input \(SwiftLiteral.clippedString(input)); "
                    + "generating it would write over the input, so the entry is neither generated nor compared",
                file: projectName, at: entry.location)
            return .notChecked([finding])
        }
        let generated = entry.generate { located[$0] ?? $0 }
        guard let text = generated.text else { return .notChecked(generated.diagnostics) }
        let existing: [UInt8]
        switch files.read(outputPath) {
        case .success(let bytes): existing = bytes
        case .failure(let e):
            var missing = Diagnostic(
                .error, .generatedFileStale, "the generated file cannot be read: \(e.reason)",
                file: files.displayName(outputPath), at: nil)
            missing.notes = ["run `\(entry.command)` in the folder of \(projectName) to write it"]
            return .stale(missing)
        }
        guard let stale = entry.compare(existing, text, files.displayName(outputPath), entry.command) else { return .current }
        return .stale(stale)
    }
}
