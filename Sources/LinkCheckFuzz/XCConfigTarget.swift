import LinkCheckCore
import LinkCheckApp

extension FuzzTargets {
    /// xcconfig include graphs and macro expansion. The input is up to eight xcconfig files cut at
    /// NUL: the first is `Config/Release.xcconfig`, the base configuration of a one-target project
    /// (`XCConfigProject`); the others are `Config/f1.xcconfig`, `Config/sub/f2.xcconfig`, … in
    /// turn, and `Config/link.xcconfig` is a symbolic link to the first, so includes can name one
    /// file in many spellings. Properties:
    /// - the work is bounded: each distinct file is read once in a whole run (however many times
    ///   and spellings it is included), and a level holds at most `SettingLimits.maxAssignments`;
    /// - files are reused, never results: the level read again with the run's files already
    ///   parsed is the one read from nothing;
    /// - a value past a bound is cut and says so: no setting resolves to more than
    ///   `SettingLimits.maxLength` bytes unless it is cut, and a cut, malformed or cyclic value is
    ///   not known;
    /// - the audit shows a bundle ID only when it resolved whole: never beside a finding that it
    ///   was cut, not computed or undefined, and never one of those findings without it unknown.
    public static func xcconfig(_ bytes: [UInt8]) -> FuzzFailure? {
        let files = XCConfigProject.files(parts(bytes))
        let source = CountingFiles(files)
        func load(_ cache: inout XCConfigFiles) -> (level: SettingLevel, diagnostics: [Diagnostic]) {
            XCConfig.load(
                XCConfigProject.top, displayName: XCConfigProject.top, files: &cache,
                read: { path in
                    guard case .success(let b) = source.read(path) else { return nil }
                    return b
                },
                resolveInclude: { source.resolve($1, namedBy: $0) }, identity: { source.identity($0) })
        }
        var cache = XCConfigFiles()
        let (level, diagnostics) = load(&cache)
        if let twice = source.readTwice() { return FuzzFailure("xcconfig-read-once", "\(twice) was read more than once in one load") }
        guard level.assignments.count <= SettingLimits.maxAssignments else {
            return FuzzFailure("xcconfig-bounded", "the level holds \(level.assignments.count) assignments")
        }
        let (again, againDiagnostics) = load(&cache)
        if let twice = source.readTwice() { return FuzzFailure("xcconfig-read-once", "\(twice) was read again by a second load") }
        guard again.assignments == level.assignments, againDiagnostics == diagnostics else {
            return FuzzFailure(
                "xcconfig-reuse",
                "read again with the files parsed, the level differs: \(again.assignments.count) "
                    + "assignments and \(againDiagnostics.count) problems, not \(level.assignments.count) and \(diagnostics.count)")
        }
        if let failure = expansions(level) { return failure }
        return audited(files)
    }

    /// Every name the level assigns (the first 16), resolved: at most `maxLength` bytes unless cut,
    /// and unknown whenever an issue was met.
    private static func expansions(_ level: SettingLevel) -> FuzzFailure? {
        let stack = SettingsStack(levels: [level], context: BuildContext(configuration: "Release", builtins: ["TARGET_NAME": "App"]))
        var names: [String] = []
        for a in level.assignments where !names.contains(a.name) && names.count < 16 { names.append(a.name) }
        for name in names {
            let resolved = stack.resolve(name)
            let cut = resolved.issues.contains(.tooComplex)
            if let value = resolved.value, !cut, value.utf8.count > SettingLimits.maxLength {
                return FuzzFailure("xcconfig-cut", "\(name) resolved to \(value.utf8.count) bytes without being cut")
            }
            if !resolved.issues.isEmpty && resolved.isKnown {
                return FuzzFailure("xcconfig-unknown", "\(name) met \(resolved.issues) and is taken as known")
            }
        }
        return nil
    }

    /// The project audited: its bundle ID shown only when nothing says it is unknown.
    private static func audited(_ files: [String: String]) -> FuzzFailure? {
        let source = CountingFiles(files)
        let report = XcodeAudit.run(projects: ["App.xcodeproj"], options: XcodeAudit.Options(now: "2026-12-01T00:00:00Z"), files: source)
        if let twice = source.readTwice() { return FuzzFailure("xcconfig-read-once", "the audit read \(twice) more than once") }
        guard let configuration = report.projects.first?.targets.first?.configurations.first else {
            return FuzzFailure("xcconfig-audit", "the project of one target and one configuration was not audited: \(report.diagnostics)")
        }
        let unknown = report.diagnostics.filter { d in
            // An undefined name is empty as Xcode reads it: unknown only where the message says so.
            ([Rule.settingTooComplex, .settingExpression].contains(d.rule) || (d.rule == .unresolvedSetting && d.message.hasSuffix("its value is unknown")))
                && d.message.hasPrefix("PRODUCT_BUNDLE_IDENTIFIER of ")
        }
        if let bundleID = configuration.bundleID {
            if let finding = unknown.first {
                return FuzzFailure("xcconfig-shown-unknown", "the bundle ID is shown as \(SwiftLiteral.clippedString(bundleID)) beside: \(finding.message)")
            }
            if bundleID.utf8.count > SettingLimits.maxLength {
                return FuzzFailure("xcconfig-cut", "the bundle ID is \(bundleID.utf8.count) bytes")
            }
        }
        return nil
    }
}

/// The one-target project the xcconfig target audits, in memory.
enum XCConfigProject {
    static let top = "Config/Release.xcconfig"

    /// The xcconfig texts by path, the project beside them.
    static func files(_ parts: [[UInt8]]) -> [String: String] {
        var files = ["App.xcodeproj/project.pbxproj": pbxproj]
        for (i, part) in parts.prefix(8).enumerated() {
            let path = i == 0 ? top : i % 2 == 1 ? "Config/f\(i).xcconfig" : "Config/sub/f\(i).xcconfig"
            files[path] = String(decoding: part, as: UTF8.self)
        }
        return files
    }

    static let pbxproj = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objectVersion = 56;
        	objects = {
        		F1 = {isa = PBXFileReference; path = Release.xcconfig; sourceTree = "<group>"; };
        		G1 = {isa = PBXGroup; children = (F1); path = Config; sourceTree = "<group>"; };
        		M1 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
        		P1 = {isa = PBXProject; buildConfigurationList = L1; mainGroup = M1; targets = (T1); };
        		L1 = {isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Release; };
        		C1 = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
        		T1 = {isa = PBXNativeTarget; buildConfigurationList = L2; name = App; productType = "com.apple.product-type.application"; };
        		L2 = {isa = XCConfigurationList; buildConfigurations = (C2); defaultConfigurationName = Release; };
        		C2 = {isa = XCBuildConfiguration; buildSettings = { DEVELOPMENT_TEAM = ABCDE12345; }; name = Release; };
        	};
        	rootObject = P1;
        }

        """
}

/// `MemoryFiles` with `Config/link.xcconfig` a link to the top file, counting reads by identity.
final class CountingFiles: FileSource, @unchecked Sendable {
    // A fuzz input runs on one thread, and each instance serves one input.
    private var base: MemoryFiles
    private var reads: [String: Int] = [:]

    init(_ files: [String: String]) {
        base = MemoryFiles(files)
        base.links = ["Config/link.xcconfig": "Release.xcconfig"]
    }

    func read(_ path: String) -> Result<[UInt8], FileFailure> {
        reads[base.identity(path), default: 0] += 1
        return base.read(path)
    }

    func resolve(_ reference: String, namedBy file: String) -> Result<String, PathRefusal> {
        if reference.hasPrefix("/") { return .failure(PathRefusal(reason: "is an absolute path")) }
        return base.resolve(reference, namedBy: file)
    }

    func displayName(_ path: String) -> String { base.displayName(path) }
    func identity(_ path: String) -> String { base.identity(path) }

    /// A file read more than once, if any.
    func readTwice() -> String? { reads.first { $0.value > 1 }?.key }
}
