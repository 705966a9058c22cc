import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// What `trace` follows a URL through, read by the caller: the schema, the app as its shipping
/// configuration is signed, the AASA files and the tables' cases. A class, so that a trace of
/// each URL shares them instead of copying (retaining) every part of them.
public final class TraceInputs: Sendable {
    /// The app as it is signed: from the Xcode project's shipping configuration, or from the
    /// Info.plist and entitlements linkcheck.json names.
    public struct App: Sendable {
        /// `target "MiApp" (Release)`, or the files' names, for messages.
        public var label: String
        /// The configuration's app ID; `nil` when its team or bundle ID is not known or, without a
        /// project, when the app IDs are linkcheck.json's (`AASA.appIDs`).
        public var appID: String?
        /// The Info.plist's schemes, located, settings expanded; `nil` when they are not known.
        public var schemes: URLSchemeRegistry? { didSet { registeredSchemes = Self.lowered(schemes) } }
        /// Why `schemes` is `nil` (no Info.plist given, a macro whose value is not committed).
        public var schemesUnknown: String
        /// The Info.plist, as messages name it.
        public var infoPlist: String?
        /// The entitlements' associated domains, located, settings expanded; `nil` when unknown.
        public var domains: AssociatedDomains?
        /// Why `domains` is `nil`.
        public var domainsUnknown: String
        /// The entitlements file, as messages name it.
        public var entitlements: String?
        /// Where a finding with no file of its own is put (the pbxproj, linkcheck.json).
        public var fallbackFile: String
        /// Whether it is the configuration that ships, where a developer-mode entry opens nothing.
        public var isRelease: Bool
        /// The schemes, lower-cased: asked of every custom-scheme URL.
        private(set) var registeredSchemes: Set<String> = []

        /// The app as the caller resolved it.
        public init(
            label: String, appID: String?, schemes: URLSchemeRegistry?, schemesUnknown: String = "", infoPlist: String?,
            domains: AssociatedDomains?, domainsUnknown: String = "", entitlements: String?, fallbackFile: String, isRelease: Bool = true
        ) {
            self.label = label
            self.appID = appID
            self.schemes = schemes
            self.schemesUnknown = schemesUnknown
            self.infoPlist = infoPlist
            self.domains = domains
            self.domainsUnknown = domainsUnknown
            self.entitlements = entitlements
            self.fallbackFile = fallbackFile
            self.isRelease = isRelease
            registeredSchemes = Self.lowered(schemes)
        }

        static func lowered(_ schemes: URLSchemeRegistry?) -> Set<String> {
            Set(schemes?.schemes.map { $0.name.asciiLowercased() } ?? [])
        }
    }

    /// One AASA file, with the domain it is served from and the app IDs to ask about when there
    /// is no app ID from the project.
    public struct AASA: Sendable {
        /// The file as messages name it (a path, or the URL it was fetched from).
        public var name: String
        /// The domain it is served from, lower-cased; `nil`: any host.
        public var domain: String?
        /// The file, compiled once for every URL; `nil` when the site served none iOS reads.
        public var file: AASAFile?
        public var compiled: CompiledAASA?
        /// Apps to ask about when the app's own ID is not known (linkcheck.json's `appIDs`).
        public var appIDs: [String]
        /// With `--online`, why iOS gets no file from the site (the first serving error).
        public var notServed: Diagnostic?
        /// The app IDs of its `applinks` entries, asked once per file rather than once per URL.
        let listed: Set<String>

        /// An AASA file served from `domain`.
        public init(name: String, domain: String?, file: AASAFile, appIDs: [String]) {
            self.name = name
            self.domain = domain?.lowercased()
            self.file = file
            compiled = file.compiled()
            self.appIDs = appIDs
            listed = Set(file.applinks?.details.flatMap { $0.appIDs.map(\.id) } ?? [])
        }

        /// A site that serves no file iOS reads, and the finding that says why.
        public init(name: String, domain: String, notServed: Diagnostic) {
            self.name = name
            self.domain = domain.lowercased()
            appIDs = []
            self.notServed = notServed
            listed = []
        }
    }

    /// The route schema.
    public let schema: RouteSchema
    /// The schema file, as messages name it.
    public let schemaFile: String
    /// The app; `nil` when neither an Xcode project nor an Info.plist or entitlements is given.
    public let app: App?
    /// The AASA files.
    public let aasa: [AASA]
    /// The files served from each domain, and those given for any host, by index in `aasa`.
    let served: [String: [Int]]
    let anyHost: [Int]
    /// The tables' cases, by URL.
    public let cases: TraceCases
    /// Each link's sources (`Link.sources(in:)`), made once rather than for every URL's way back.
    let linkSources: [[URLSource]]
    /// Each link's destinations as a list's line writes them, but for the values.
    let destinationTemplates: [DestinationTemplate]
    /// The app's ID and its registered schemes (lower-cased; `nil` when its Info.plist or schemes
    /// are not known), read once: a list's shortcut asks them of every URL, and reading them
    /// through `app` copied the whole app each time.
    let appID: String?
    let registeredSchemes: Set<String>?
    /// For each associated host whose files the shortcut can ask (each served, compiled and
    /// listing the app IDs to ask about), those files, with those app IDs: what the iOS step asks
    /// of a web URL on the host but whether each file opens it, decided once for the host.
    let openingFiles: [String: [OpeningFile]]

    /// A file as the shortcut asks it: the URL must open each app.
    final class OpeningFile: Sendable {
        let compiled: CompiledAASA
        let domain: String?
        let appIDs: [String]

        init(compiled: CompiledAASA, domain: String?, appIDs: [String]) {
            self.compiled = compiled
            self.domain = domain
            self.appIDs = appIDs
        }
    }

    /// The inputs of a trace.
    public init(schema: RouteSchema, schemaFile: String, app: App?, aasa: [AASA], cases: TraceCases = TraceCases([])) {
        self.schema = schema
        self.schemaFile = schemaFile
        self.app = app
        self.aasa = aasa
        self.cases = cases
        linkSources = schema.links.map { $0.sources(in: schema) }
        destinationTemplates = schema.links.map(DestinationTemplate.init)
        var served: [String: [Int]] = [:]
        for (i, file) in aasa.enumerated() { if let domain = file.domain { served[domain, default: []].append(i) } }
        self.served = served
        anyHost = aasa.indices.filter { aasa[$0].domain == nil }
        // The hosts of the AASA files and of the schema that the app's entitlements associate, as
        // the iOS step finds them.
        var associatedHosts: Set<String> = []
        if let app {
            for host in Set(served.keys).union(schema.hosts.map { $0.lowercased() }) where !host.hasPrefix("*.") {
                if case .success(_?) = TraceSteps.associated("", host: host, app, .verdict) { associatedHosts.insert(host) }
            }
        }
        appID = app?.appID
        registeredSchemes = app.flatMap { $0.schemes != nil && $0.infoPlist != nil ? $0.registeredSchemes : nil }
        var openingFiles: [String: [OpeningFile]] = [:]
        hosts: for host in associatedHosts {
            let positions = served[host] ?? anyHost
            guard !positions.isEmpty else { continue }
            var files: [OpeningFile] = []
            for position in positions {
                let file = aasa[position]
                guard file.notServed == nil, let compiled = file.compiled else { continue hosts }
                let appIDs = app?.appID.map { [$0] } ?? file.appIDs
                guard !appIDs.isEmpty, appIDs.allSatisfy(file.listed.contains) else { continue hosts }
                files.append(OpeningFile(compiled: compiled, domain: file.domain, appIDs: appIDs))
            }
            openingFiles[host] = files
        }
        self.openingFiles = openingFiles
    }

    /// The same inputs with no storage shared with these (`RouteSchema.unshared`): the schema,
    /// each AASA file compiled again, the app's ID and the files' names, domains and app IDs
    /// made anew, for a thread of its own to read (the tables' cases, asked of few URLs, are
    /// shared).
    func unshared() -> TraceInputs {
        var app = app
        let appID = app?.appID.map(Unshared.string)
        app?.appID = appID
        let aasa = aasa.map { file -> AASA in
            guard let compiled = file.file else { return file }
            var copy = AASA(
                name: Unshared.string(file.name), domain: file.domain.map(Unshared.string), file: compiled, appIDs: file.appIDs.map(Unshared.string))
            copy.notServed = file.notServed
            return copy
        }
        return TraceInputs(schema: schema.unshared(), schemaFile: schemaFile, app: app, aasa: aasa, cases: cases)
    }

    /// The files for a web URL's `host` (lower-cased): those served from it, else those given
    /// for any host.
    func files(for host: String) -> [Int] {
        served[host] ?? anyHost
    }
}
