import LinkCheckCore

/// An apple-app-site-association file as iOS reads it: the services it declares, with every value
/// located in the file. Built by `AASALoader` from any JSON object, leniently: what iOS would
/// ignore (unknown keys, values of the wrong type) is left out here and reported by the linter.
public struct AASAFile: Sendable {
    public var applinks: AASAAppLinks?
    /// `webcredentials.apps`, `appclips.apps`, `activitycontinuation.apps`: app IDs only, no rules.
    public var webcredentials: [AASAAppID]
    public var appclips: [AASAAppID]
    public var activitycontinuation: [AASAAppID]

    public init(
        applinks: AASAAppLinks? = nil, webcredentials: [AASAAppID] = [], appclips: [AASAAppID] = [],
        activitycontinuation: [AASAAppID] = []
    ) {
        self.applinks = applinks
        self.webcredentials = webcredentials
        self.appclips = appclips
        self.activitycontinuation = activitycontinuation
    }
}

/// An app ID as written (`ABCDE12345.com.example.app`) and where.
public struct AASAAppID: Sendable, Hashable {
    public var id: String
    public var location: SourceLocation

    public init(_ id: String, at location: SourceLocation) {
        self.id = id
        self.location = location
    }
}

/// The `applinks` service.
public struct AASAAppLinks: Sendable {
    /// In file order, which is the order iOS tries them. For the legacy dictionary-shaped
    /// `details`, in the order the keys appear in the file.
    public var details: [AASADetails]
    /// `applinks.defaults`: the domain-level defaults.
    public var defaults: AASARuleFields
    /// `applinks.substitutionVariables`: custom variables, name → values, as written.
    public var substitutionVariables: [String: [String]]
    public var location: SourceLocation

    public init(
        details: [AASADetails] = [], defaults: AASARuleFields = AASARuleFields(),
        substitutionVariables: [String: [String]] = [:], location: SourceLocation
    ) {
        self.details = details
        self.defaults = defaults
        self.substitutionVariables = substitutionVariables
        self.location = location
    }
}

/// One entry of `applinks.details`: the apps it names and their ordered rules.
public struct AASADetails: Sendable {
    /// 0-based position in `details`.
    public var index: Int
    /// `appID` and `appIDs` together, in file order.
    public var appIDs: [AASAAppID]
    public var rules: Rules
    /// `details[i].defaults`: the app-level defaults.
    public var defaults: AASARuleFields
    public var location: SourceLocation

    public enum Rules: Sendable {
        /// `components` (iOS 13+); when present, iOS ignores `paths`.
        case components([AASAComponent])
        /// Legacy `paths` with `NOT ` exclusions; only the URL path is compared, case-sensitively.
        case paths([AASALegacyPath])
        /// Neither: the entry routes nothing.
        case none
    }

    public init(
        index: Int, appIDs: [AASAAppID], rules: Rules, defaults: AASARuleFields = AASARuleFields(),
        location: SourceLocation
    ) {
        self.index = index
        self.appIDs = appIDs
        self.rules = rules
        self.defaults = defaults
        self.location = location
    }
}

/// The keys a component, or a `defaults` object, may set; `nil` means not set here.
public struct AASARuleFields: Sendable, Hashable {
    /// `/`: pattern for the URL path.
    public var path: String?
    /// `?`: pattern for the whole query, or per-item patterns.
    public var query: AASAQuery?
    /// `#`: pattern for the fragment.
    public var fragment: String?
    public var exclude: Bool?
    public var caseSensitive: Bool?
    public var percentEncoded: Bool?

    public init(
        path: String? = nil, query: AASAQuery? = nil, fragment: String? = nil, exclude: Bool? = nil,
        caseSensitive: Bool? = nil, percentEncoded: Bool? = nil
    ) {
        self.path = path
        self.query = query
        self.fragment = fragment
        self.exclude = exclude
        self.caseSensitive = caseSensitive
        self.percentEncoded = percentEncoded
    }

    /// `self` with every field that `more` sets taken from `more`: the more specific level wins.
    public func overridden(by more: AASARuleFields) -> AASARuleFields {
        AASARuleFields(
            path: more.path ?? path, query: more.query ?? query, fragment: more.fragment ?? fragment,
            exclude: more.exclude ?? exclude, caseSensitive: more.caseSensitive ?? caseSensitive,
            percentEncoded: more.percentEncoded ?? percentEncoded)
    }
}

/// The `?` key of a component.
public enum AASAQuery: Sendable, Hashable {
    /// A pattern for the whole query string (as written after `?`, without the `?`).
    case whole(String)
    /// Item name → pattern for that item's value; every named item must match, others are ignored.
    case items([AASAQueryItem])
    /// A dictionary holding a non-string value: `swcutil` ignores the whole `?` then.
    case ignored
}

public struct AASAQueryItem: Sendable, Hashable {
    public var name: String
    public var pattern: String

    public init(name: String, pattern: String) {
        self.name = name
        self.pattern = pattern
    }
}

/// One entry of `components`.
public struct AASAComponent: Sendable {
    /// 0-based position in its `components`.
    public var index: Int
    public var fields: AASARuleFields
    public var comment: String?
    public var location: SourceLocation

    public init(index: Int, fields: AASARuleFields, comment: String? = nil, location: SourceLocation) {
        self.index = index
        self.fields = fields
        self.comment = comment
        self.location = location
    }
}

/// One entry of legacy `paths`: a pattern, or an exclusion written `NOT pattern`.
public struct AASALegacyPath: Sendable {
    public var index: Int
    /// Without the `NOT ` prefix.
    public var pattern: String
    public var isExclusion: Bool
    public var location: SourceLocation

    public init(index: Int, pattern: String, isExclusion: Bool, location: SourceLocation) {
        self.index = index
        self.pattern = pattern
        self.isExclusion = isExclusion
        self.location = location
    }
}
