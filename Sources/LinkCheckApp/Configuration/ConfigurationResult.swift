import LinkCheckCore

/// One of the app's own configuration files checked against the route schemas: an Info.plist
/// (are the schemes registered?) or an entitlements file (are the hosts associated?).
public struct ConfigurationResult: Sendable {
    /// Which of the app's files this is.
    public enum Kind: String, Sendable {
        case infoPlist
        case entitlements
    }

    /// The file as the user named it.
    public var file: String
    /// An Info.plist or an entitlements file.
    public var kind: Kind
    /// In the order the schemas declare what they check.
    public var checks: [ConfigurationCheck]

    /// The checks of one file, in the order the schemas declare what they check.
    public init(file: String, kind: Kind, checks: [ConfigurationCheck]) {
        self.file = file
        self.kind = kind
        self.checks = checks
    }

    /// The failed checks' errors, each once, in order: one cause folds the checks it fails (a
    /// misspelled `CFBundleURLSchemes` key holding two of the schema's schemes is one error).
    public var failures: [Diagnostic] {
        var seen: Set<DiagnosticIdentity> = []
        return checks.compactMap(\.failure).filter { seen.insert(DiagnosticIdentity($0)).inserted }
    }

    /// Checks that passed.
    public var passed: Int { checks.count { $0.failure == nil } }
    /// Checks that failed; each counts as a failing case of the run.
    public var failed: Int { checks.count { $0.failure != nil } }
    /// The checks as passed and failed.
    public var summary: Summary { Summary(passed: passed, failed: failed) }
}

/// One thing a configuration file must get right: a scheme registered, a host associated, an
/// entry fit for a release build.
public struct ConfigurationCheck: Sendable {
    /// What is checked.
    public var subject: Subject
    /// The error, located in the file and naming a URL that shows it; `nil` when the check passed.
    public var failure: Diagnostic?

    /// A check of `subject`: passed unless a `failure` is given.
    public init(_ subject: Subject, failure: Diagnostic? = nil) {
        self.subject = subject
        self.failure = failure
    }

    /// What a check is about: a scheme, a host or an associated-domains entry.
    public enum Subject: Sendable, Hashable, CustomStringConvertible {
        /// A schema's custom scheme (lower-cased), registered in the Info.plist.
        case scheme(String)
        /// A schema's Universal Link host (lower-cased), associated by an `applinks:` entry.
        case host(String)
        /// An associated-domains entry as written, not in developer mode (`--release`).
        case releaseEntry(String)

        /// `scheme`, `host`, `release`: the kind of check, for reports.
        public var kind: String {
            switch self {
            case .scheme: return "scheme"
            case .host: return "host"
            case .releaseEntry: return "release"
            }
        }

        /// The scheme, host or entry itself.
        public var value: String {
            switch self {
            case .scheme(let v), .host(let v), .releaseEntry(let v): return v
            }
        }

        /// `scheme "miapp"`, `host "miapp.com"`, `release "applinks:miapp.com?mode=developer"`.
        public var description: String { "\(kind) \(SwiftLiteral.clippedString(value))" }
    }
}
