import LinkCheckCore

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

    public internal(set) var outcome: Outcome
    /// The rule that decided, when one did (`opens` and `excluded` always have one).
    public internal(set) var rule: AASARuleReference?
    /// One lower-case sentence: why, e.g. `no component of details[0] matches "/help"` or
    /// `the file lists no applinks entry for "ABCDE12345.com.other"`.
    public var explanation: String { reason.text(rule: rule) }
    /// The sentence in pieces, made into text only when read: `decide` runs for every URL of a
    /// table, the sentence is read for few of them. Not part of the value's public face.
    var reason: MatchExplanation

    public var opens: Bool { outcome == .opens }

    // No initializer in this body, so the memberwise one, `init(outcome:rule:reason:)`, exists:
    // `decide` builds its result with that, in place. Through a hand-written one, the optimizer
    // built the value aside and copied it (a retain and a release per string it holds).
}

extension AASADecision {
    public init(_ outcome: Outcome, rule: AASARuleReference? = nil, explanation: String) {
        self.init(outcome: outcome, rule: rule, reason: .text(explanation))
    }

    /// Equal when outcome, rule and explanation are, however the explanation is kept.
    public static func == (a: AASADecision, b: AASADecision) -> Bool {
        a.outcome == b.outcome && a.rule == b.rule && a.explanation == b.explanation
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(outcome)
        hasher.combine(rule)
        hasher.combine(explanation)
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

extension AASARuleReference {
    /// `details[0].components[1] {"/": "/buy/*"} at apple-app-site-association:9:9`: the rule as
    /// messages and reports name it.
    public func described(in file: String) -> String {
        "\(name) \(Display.escaped(SwiftLiteral.clipped(summary, limit: 300))) at \(Display.path(file)):\(location.line):\(location.column)"
    }
}
