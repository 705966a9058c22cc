import LinkCheckCore
import LinkCheckRoutes

/// The app's own configuration files to check against the schemas of a routes run
/// (`--info-plist`, `--entitlements`, `--release`, or the same keys in `linkcheck.json`).
public struct ConfigurationFiles: Sendable {
    public var infoPlist: String?
    public var entitlements: String?
    /// No entitlement entry may be in developer mode.
    public var release: Bool

    public init(infoPlist: String? = nil, entitlements: String? = nil, release: Bool = false) {
        self.infoPlist = infoPlist
        self.entitlements = entitlements
        self.release = release
    }

    public static let none = ConfigurationFiles()
}

/// Reads the configuration files and checks them: what surrounds `InfoPlistCheck` and
/// `EntitlementsCheck`.
public enum ConfigurationRun {
    /// A result per file named. A file that cannot be read, is not a property list or holds a
    /// value of the wrong type is an error in `diagnostics` (the run is then not judged), and
    /// has no result.
    public static func run(
        _ configuration: ConfigurationFiles, schemas: [RouteSchema], limits: InputLimits,
        files: any FileSource
    ) -> (results: [ConfigurationResult], diagnostics: [Diagnostic]) {
        var results: [ConfigurationResult] = []
        var diagnostics: [Diagnostic] = []
        func read<T>(_ path: String, what: String, _ load: ([UInt8]) -> (T?, [Diagnostic])) -> T? {
            switch files.read(path) {
            case .failure(let e):
                diagnostics.append(Diagnostic(.error, .unreadableFile, "cannot read \(what): \(e.reason)", file: files.displayName(path), at: nil))
                return nil
            case .success(let bytes):
                let (value, problems) = load(bytes)
                diagnostics += problems
                return value
            }
        }
        if let path = configuration.infoPlist {
            let name = files.displayName(path)
            if let registry = read(path, what: "the Info.plist", { URLSchemeRegistry.load($0, file: name, limits: limits) }) {
                let result = InfoPlistCheck.run(registry, file: name, schemas: schemas)
                // A misspelled key that fails a check is that check's error now, not also a warning.
                let causes = Set(result.failures.filter { $0.rule == .unknownKey }.map { DiagnosticIdentity(Self.warning($0)) })
                diagnostics.removeAll { causes.contains(DiagnosticIdentity($0)) }
                results.append(result)
            }
        }
        if let path = configuration.entitlements {
            let name = files.displayName(path)
            if let domains = read(path, what: "the entitlements", { AssociatedDomains.load($0, file: name, limits: limits) }) {
                results.append(EntitlementsCheck.run(domains, file: name, schemas: schemas, release: configuration.release))
            }
        }
        return (results, diagnostics)
    }

    /// `d` as the warning it was before it was found to be a cause.
    static func warning(_ d: Diagnostic) -> Diagnostic {
        var w = d
        w.severity = .warning
        return w
    }
}
