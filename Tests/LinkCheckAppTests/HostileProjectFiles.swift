import LinkCheckCore
@testable import LinkCheckApp

/// Files in memory that count how often each file is read, by identity: "read once" is a number
/// a test can assert, where a timing could not be.
final class CountingFiles: FileSource, @unchecked Sendable {
    // One test owns each instance and reads from one thread, so the counts need no lock.
    var base: MemoryFiles
    private(set) var reads: [String: Int] = [:]

    init(_ files: [String: String], links: [String: String] = [:]) {
        base = MemoryFiles(files)
        base.links = links
    }

    func read(_ path: String) -> Result<[UInt8], FileFailure> {
        reads[base.identity(path), default: 0] += 1
        return base.read(path)
    }

    func resolve(_ reference: String, namedBy file: String) -> Result<String, PathRefusal> {
        // Absolute paths are refused as the command line's file system refuses them.
        if reference.hasPrefix("/") { return .failure(PathRefusal(reason: "is an absolute path")) }
        return base.resolve(reference, namedBy: file)
    }

    func displayName(_ path: String) -> String { base.displayName(path) }
    func identity(_ path: String) -> String { base.identity(path) }
}

/// A small project in memory: `App.xcodeproj` with one app target `App` and one configuration,
/// Release, whose project level is based on `Config/Release.xcconfig`.
enum HostileProject {
    /// The `project.pbxproj`: the target's `settings`, and the xcconfig placed through `groups`
    /// nested groups named `d` (one group `Config` when 0).
    static func pbxproj(settings: [String: String] = ["DEVELOPMENT_TEAM": "ABCDE12345"], groups: Int = 0) -> String {
        var objects = ""
        let file = "F00000000000000000000001"
        var top = "G00000000000000000000000"
        if groups == 0 {
            objects += "\t\t\(top) = {isa = PBXGroup; children = (\(file)); path = Config; sourceTree = \"<group>\"; };\n"
        } else {
            for i in 0..<groups {
                let id = "G" + String(repeating: "0", count: 23 - String(i).count) + String(i)
                let child = i + 1 < groups ? "G" + String(repeating: "0", count: 23 - String(i + 1).count) + String(i + 1) : file
                objects += "\t\t\(id) = {isa = PBXGroup; children = (\(child)); path = d; sourceTree = \"<group>\"; };\n"
            }
            top = "G" + String(repeating: "0", count: 23)
        }
        let targetSettings = settings.sorted { $0.key < $1.key }.map { "\t\t\t\t\($0.key) = \"\($0.value)\";\n" }.joined()
        return """
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	objectVersion = 56;
            	objects = {
            		\(file) = {isa = PBXFileReference; path = Release.xcconfig; sourceTree = "<group>"; };
            		M00000000000000000000001 = {isa = PBXGroup; children = (\(top)); sourceTree = "<group>"; };
            \(objects)		P00000000000000000000001 = {isa = PBXProject; buildConfigurationList = L00000000000000000000001; mainGroup = M00000000000000000000001; targets = (T00000000000000000000001); };
            		L00000000000000000000001 = {isa = XCConfigurationList; buildConfigurations = (C00000000000000000000001); defaultConfigurationName = Release; };
            		C00000000000000000000001 = {isa = XCBuildConfiguration; baseConfigurationReference = \(file); buildSettings = { SDKROOT = iphoneos; }; name = Release; };
            		T00000000000000000000001 = {isa = PBXNativeTarget; buildConfigurationList = L00000000000000000000002; name = App; productType = "com.apple.product-type.application"; };
            		L00000000000000000000002 = {isa = XCConfigurationList; buildConfigurations = (C00000000000000000000002); defaultConfigurationName = Release; };
            		C00000000000000000000002 = {isa = XCBuildConfiguration; buildSettings = {
            \(targetSettings)			}; name = Release; };
            	};
            	rootObject = P00000000000000000000001;
            }

            """
    }

    /// `linkcheck xcode App.xcodeproj` over `files`, with `now` for the profiles.
    static func audit(_ files: any FileSource, profiles: [String] = [], now: String = "2026-12-01T00:00:00Z") -> XcodeReport {
        XcodeAudit.run(projects: ["App.xcodeproj"], options: XcodeAudit.Options(profiles: profiles, now: now), files: files)
    }

    /// Each diagnostic as `file:line:column: severity: message [rule]`.
    static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { d in
            "\(d.file):\(d.location.map { "\($0.line):\($0.column)" } ?? "-"): \(d.severity == .error ? "error" : "warning"): \(d.message) [\(d.rule.id)]"
        }
    }
}
