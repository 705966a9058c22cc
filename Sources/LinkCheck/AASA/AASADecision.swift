/// Whether iOS would hand a URL to an app, and which rule of the file decided.
public struct AASADecision: Sendable, Hashable {
    public enum Outcome: Sendable, Hashable {
        /// A rule matched: iOS opens the app.
        case opens
        /// An exclusion (`exclude: true` or `NOT `) matched first: iOS opens Safari.
        case excluded
        /// Nothing sends the URL to the app (no rule matched, wrong host or scheme, app not listed).
        case notHandled
    }

    public var outcome: Outcome
    /// The rule that decided, when one did (`opens` and `excluded` always have one).
    public var rule: AASARuleReference?
    /// One lower-case sentence: why, e.g. `no component of details[0] matches "/help"` or
    /// `the file lists no applinks entry for "ABCDE12345.com.other"`.
    public var explanation: String

    public var opens: Bool { outcome == .opens }

    public init(_ outcome: Outcome, rule: AASARuleReference? = nil, explanation: String) {
        self.outcome = outcome
        self.rule = rule
        self.explanation = explanation
    }
}

/// A rule of an AASA file: a component or a legacy path of one `details` entry.
public struct AASARuleReference: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case component(Int)
        case path(Int)
    }

    public var detailsIndex: Int
    public var kind: Kind
    public var location: SourceLocation
    /// The rule as written, compactly: `{"/": "/buy/*", "exclude": true}` or `"NOT /videos/*"`.
    public var summary: String

    public init(detailsIndex: Int, kind: Kind, location: SourceLocation, summary: String) {
        self.detailsIndex = detailsIndex
        self.kind = kind
        self.location = location
        self.summary = summary
    }

    /// `details[0].components[2]` or `details[1].paths[0]`.
    public var name: String {
        switch kind {
        case .component(let i): return "details[\(detailsIndex)].components[\(i)]"
        case .path(let i): return "details[\(detailsIndex)].paths[\(i)]"
        }
    }
}
