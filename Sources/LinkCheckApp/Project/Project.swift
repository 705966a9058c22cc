import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckGenerate

/// A repository's `linkcheck.json`: what bare `linkcheck` (or `linkcheck check`) runs.
/// Paths are as written, relative to the project file's folder, each with where it is written.
public struct Project: Sendable {
    /// A path as written in the project file, and where.
    public struct FileReference: Sendable, Hashable {
        public var path: String
        public var location: SourceLocation

        public init(_ path: String, at location: SourceLocation) {
            self.path = path
            self.location = location
        }
    }

    /// When set, used for every table instead of the schema each names (like `--schema`).
    public var schema: FileReference?
    public var tables: [FileReference]
    public var aasa: [AASAEntry]
    /// Warnings fail the run too.
    public var strict: Bool
    /// The app's Info.plist, checked to register every scheme of the tables' schemas.
    public var infoPlist: FileReference?
    /// The app's entitlements, checked to associate every host of the tables' schemas.
    public var entitlements: FileReference?
    /// The entitlements are for a release build: no entry may be in developer mode.
    public var release: Bool
    /// `"coverage": true` reports coverage as `routes --coverage` does; a number from 0 to 100 is
    /// also the minimum, as `--min-coverage` is. `nil`: no coverage.
    public var coverage: Coverage?
    /// `"online": true`: fetch each `aasa` entry's site as `check --online` does.
    public var online = false
    /// `"ignore"`: findings to silence, each counted as suppressed.
    public var ignore: [Suppression] = []

    /// What `"coverage"` asks for.
    public enum Coverage: Sendable, Equatable {
        /// `true`: the table and its findings.
        case report
        /// A number: the table, and the run fails below this percentage.
        case minimum(Double)
    }
    /// Generated Swift files (`"swift"` and `"tests"`), each with where it is written: `check`
    /// fails when one is stale.
    public var generated: [(request: GenerateRequest, location: SourceLocation)] = []
    /// `"aasaGenerated"`: apple-app-site-association files generated from a schema, each with
    /// where it is written: `check` fails when one is stale.
    public var aasaGenerated: [(request: AASAGenerateRequest, location: SourceLocation)] = []
    /// `"xcodeproj"`: the app's Xcode project, checked as `linkcheck xcode` checks it against the
    /// project's schema and AASA files.
    public var xcode: XcodeEntry?

    /// The `"xcodeproj"` entry: a path, or an object with the options of `linkcheck xcode`.
    public struct XcodeEntry: Sendable {
        public var project: FileReference
        public var targets: [String] = []
        public var configurations: [String] = []
        /// Where each of `targets` and `configurations` is written, in their order, for a name the
        /// project does not have.
        public var targetLocations: [SourceLocation] = []
        public var configurationLocations: [SourceLocation] = []
        public var release: [String] = []
        public var profiles: [FileReference] = []
        /// The AASA files the release app IDs must be in; `nil`: every file of `"aasa"`.
        public var aasa: [FileReference]?
    }

    /// One apple-app-site-association file and what to ask of it.
    public struct AASAEntry: Sendable {
        public var file: FileReference
        /// Empty: answer for every app the file lists.
        public var appIDs: [String]
        public var domain: String?
        public var urls: [String]
        /// A file of URLs, one a line.
        public var urlList: FileReference?
        /// Check the project's tables' URLs against the file (default `true`).
        public var checkTables: Bool
        /// A route schema to check the file against on `domain` (`aasa --schema`); without it,
        /// the project's `schema`.
        public var schema: FileReference? = nil
        /// With `check --online`: also fetch the copy Apple's CDN serves (`aasa --fetch --cdn`).
        public var cdn = false
    }

    public init(
        schema: FileReference? = nil, tables: [FileReference] = [], aasa: [AASAEntry] = [], strict: Bool = false,
        infoPlist: FileReference? = nil, entitlements: FileReference? = nil, release: Bool = false
    ) {
        self.schema = schema
        self.tables = tables
        self.aasa = aasa
        self.strict = strict
        self.infoPlist = infoPlist
        self.entitlements = entitlements
        self.release = release
    }
}
