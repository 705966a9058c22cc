import LinkCheckCore

/// What `linkcheck xcode` computes: per project, each native target's configurations as they
/// ship (bundle ID, team, app ID, entitlements, associated domains, URL schemes), and the findings.
public struct XcodeReport: Sendable {
    public var projects: [Project]
    /// Problems that stopped a project from being read (an unreadable or malformed pbxproj).
    public var problems: [Diagnostic]

    public struct Project: Sendable {
        /// The `.xcodeproj` as the user named it.
        public var file: String
        public var targets: [Target]
        /// Findings about the project, its configurations and the files checked against them.
        public var diagnostics: [Diagnostic]
        /// Every native target's name and every configuration name, whatever `--target` and
        /// `--configuration` chose: what those options may name.
        public var targetNames: [String] = []
        public var configurationNames: [String] = []
    }

    public struct Target: Sendable {
        public var name: String
        public var productType: String
        public var kind: NativeTarget.Kind
        public var configurations: [Configuration]
        /// The committed shared schemes whose Archive builds the target, in name order: how an
        /// archive for the App Store reaches it.
        public var archivedBy: [String] = []
    }

    /// One configuration of a target as it ships. `nil` where the value is not set or cannot be
    /// resolved (the diagnostics say which).
    public struct Configuration: Sendable {
        public var name: String
        /// The project's default configuration (or one named by `--release`): the one shipped.
        public var isRelease: Bool
        public var bundleID: String?
        public var team: String?
        /// `team.bundleID`, what an AASA file lists.
        public var appID: String?
        /// The resolved `CODE_SIGN_ENTITLEMENTS`, as a path from the working folder.
        public var entitlements: String?
        /// The associated-domains entries as written in the file (`$(VAR)` left as written).
        public var associatedDomains: [String]?
        /// The same entries with build settings expanded, which is what the app is signed with.
        public var resolvedDomains: [String]?
        /// The Info.plist's `CFBundleURLSchemes`, build settings expanded, for apps, App Clips and
        /// watch apps (`infoPlist` says which file); empty for other targets, whose Info.plist is
        /// not read (an extension registers no scheme that opens it).
        public var urlSchemes: [String]
        /// `false` when what the Info.plist registers is not known (a preprocessor macro whose
        /// value is not in the repository, a file that could not be read whole): `urlSchemes` is
        /// then empty and means nothing.
        public var urlSchemesKnown = true
        /// Whether the Info.plist as written is not what the app registers: a scheme holds a
        /// build setting (`${ENV_URL_HANDLER}`, `$(PRODUCT_BUNDLE_IDENTIFIER)`), or
        /// `INFOPLIST_PREPROCESS` runs the C preprocessor over the file first. Only a check that
        /// expands them, as this one does, reads its schemes right.
        public var urlSchemesUseSettings = false
        public var infoPlist: String?
        /// The Info.plist's schemes as `urlSchemes`, each with its line: `nil` where `urlSchemes`
        /// is not known. For `trace`, which points at the line; not part of the JSON output.
        public var schemeRegistry: URLSchemeRegistry?
        /// The entitlements' entries as `resolvedDomains`, each with its line.
        public var domainList: AssociatedDomains?
    }

    public init(projects: [Project], problems: [Diagnostic]) {
        self.projects = projects
        self.problems = problems
    }

    /// Findings about the sites the AASA files were fetched from (`--fetch`): how each is served.
    public var serving: [Diagnostic] = []

    public var diagnostics: [Diagnostic] { problems + serving + projects.flatMap(\.diagnostics) }
}

extension XcodeReport: CommandReport {
    /// Every problem and finding, as `diagnostics`.
    public var findings: [Diagnostic] { diagnostics }

    /// The findings as errors and warnings; an Xcode run counts no cases.
    public var summary: Summary { Summary(findings: diagnostics) }

    /// Unjudged when a project could not be read, failed with an error finding, else passed.
    public var verdict: Verdict {
        if problems.hasErrors { return .unjudged }
        return summary.errors > 0 ? .failed : .passed
    }
}
