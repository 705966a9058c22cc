import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// What `trace` follows a URL through, read by the caller: the schema, the app as its shipping
/// configuration is signed, the AASA files and the tables' cases.
public struct TraceInputs: Sendable {
    /// The shipping configuration of the app target, as `linkcheck xcode` resolves it.
    public struct App: Sendable {
        /// `target "MiApp" (Release)`, for messages.
        public var label: String
        /// The configuration's app ID, `nil` when its team or bundle ID is not known.
        public var appID: String?
        /// The Info.plist's schemes, `nil` when they are not known.
        public var urlSchemes: [String]?
        /// The Info.plist, as messages name it.
        public var infoPlist: String?
        /// The entitlements' entries with settings expanded, `nil` without entitlements.
        public var associatedDomains: [String]?
        /// The entitlements file, as messages name it.
        public var entitlements: String?
        /// Where the configuration is written, for a finding with no file of its own.
        public var pbxproj: String
        /// Whether it is the configuration that ships, where a developer-mode entry opens nothing.
        public var isRelease = true

        /// The app as the caller resolved it.
        public init(
            label: String, appID: String?, urlSchemes: [String]?, infoPlist: String?, associatedDomains: [String]?, entitlements: String?,
            pbxproj: String
        ) {
            self.label = label
            self.appID = appID
            self.urlSchemes = urlSchemes
            self.infoPlist = infoPlist
            self.associatedDomains = associatedDomains
            self.entitlements = entitlements
            self.pbxproj = pbxproj
        }
    }

    /// One AASA file, with the domain it is served from and the app IDs to ask about when there
    /// is no Xcode project.
    public struct AASA: Sendable {
        /// The file as messages name it.
        public var name: String
        /// The domain it is served from; `nil`: any host.
        public var domain: String?
        /// The file.
        public var file: AASAFile
        /// Apps to ask about when the project gives no app ID (linkcheck.json's `appIDs`).
        public var appIDs: [String]

        /// An AASA file served from `domain`.
        public init(name: String, domain: String?, file: AASAFile, appIDs: [String]) {
            self.name = name
            self.domain = domain
            self.file = file
            self.appIDs = appIDs
        }
    }

    /// The route schema.
    public var schema: RouteSchema
    /// The schema file, as messages name it.
    public var schemaFile: String
    /// The app, `nil` without an Xcode project.
    public var app: App?
    /// The AASA files.
    public var aasa: [AASA]
    /// Each table's file and cases.
    public var tables: [(file: String, cases: [TestCase])]

    /// The inputs of a trace.
    public init(schema: RouteSchema, schemaFile: String, app: App?, aasa: [AASA], tables: [(file: String, cases: [TestCase])]) {
        self.schema = schema
        self.schemaFile = schemaFile
        self.app = app
        self.aasa = aasa
        self.tables = tables
    }
}
