import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// The app's own configuration files to check against the schemas of a routes run
/// (`--info-plist`, `--entitlements`, `--release`, or the same keys in `linkcheck.json`).
struct ConfigurationFiles: Sendable {
    var infoPlist: String?
    var entitlements: String?
    /// No entitlement entry may be in developer mode.
    var release: Bool

    static let none = ConfigurationFiles(infoPlist: nil, entitlements: nil, release: false)

    /// Every file named, for `--output`'s check that no input is overwritten.
    var paths: [String] { [infoPlist, entitlements].compactMap { $0 } }
}

/// Reads the configuration files and checks them: the I/O around `InfoPlistCheck` and
/// `EntitlementsCheck`.
struct ConfigurationRun {
    let context: CommandContext

    /// A result per file named. A file that cannot be read, is not a property list or holds a
    /// value of the wrong type is an error in `diagnostics` (the run is then not judged), and
    /// has no result.
    func run(_ files: ConfigurationFiles, schemas: [RouteSchema]) -> (results: [ConfigurationResult], diagnostics: [Diagnostic]) {
        var results: [ConfigurationResult] = []
        var diagnostics: [Diagnostic] = []
        if let path = files.infoPlist {
            let name = CommandContext.displayName(path)
            let (registry, problems) = read(path, what: "the Info.plist") { URLSchemeRegistry.load($0, file: name, limits: context.limits) }
            diagnostics += problems
            if let registry { results.append(InfoPlistCheck.run(registry, file: name, schemas: schemas)) }
        }
        if let path = files.entitlements {
            let name = CommandContext.displayName(path)
            let (domains, problems) = read(path, what: "the entitlements") { AssociatedDomains.load($0, file: name, limits: context.limits) }
            diagnostics += problems
            if let domains {
                results.append(EntitlementsCheck.run(domains, file: name, schemas: schemas, release: files.release))
            }
        }
        return (results, diagnostics)
    }

    private func read<T>(_ path: String, what: String,
                         _ load: ([UInt8]) -> (T?, [Diagnostic])) -> (T?, [Diagnostic]) {
        switch context.read(path) {
        case .failure(let e):
            return (nil, [Diagnostic(.error, .unreadableFile, "cannot read \(what): \(e.reason)",
                                     file: CommandContext.displayName(path), at: nil)])
        case .success(let bytes):
            return load(bytes)
        }
    }
}
