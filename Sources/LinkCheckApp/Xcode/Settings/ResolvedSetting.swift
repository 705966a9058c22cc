/// A setting's value as the build sees it, where it was set, and what kept it from being whole.
public struct ResolvedSetting: Sendable, Hashable {
    /// Fully expanded; `nil` when the setting is not set at any level (and has no built-in).
    public var value: String?
    /// The winning assignment, for located findings; `nil` for a built-in or an unset setting.
    public var origin: SettingOrigin?
    /// Names referenced but set nowhere (not even a built-in), in order of first reference: the
    /// finding "names the missing setting". Each expanded to "" (a bare `$NAME` stays as written).
    public var undefined: [String]
    /// Other problems met while expanding, in order.
    public var issues: [SettingIssue]

    /// Whether the value can be taken as what the app is built with: no issue at all. A value cut
    /// short, with a malformed reference or an operator linkcheck does not compute is not what
    /// Xcode computes; one that refers to itself in a cycle is (empty there), but is never what a
    /// project means, so it is not taken either.
    public var isKnown: Bool { issues.isEmpty }

    /// A result; `issues` empty unless given.
    public init(value: String?, origin: SettingOrigin?, undefined: [String], issues: [SettingIssue] = []) {
        self.value = value
        self.origin = origin
        self.undefined = undefined
        self.issues = issues
    }
}

/// A problem met while expanding references, besides an undefined name.
public enum SettingIssue: Sendable, Hashable {
    /// `$(NAME)` inside NAME's own value (directly or through others) with no lower assignment
    /// left: Swift Build reads it as `$(inherited)` (`MacroEvaluationScope.swift`,
    /// `nextValueForMacro`) and, with nothing below, gives "".
    case recursive(String)
    /// An operator Swift Build does not know (the value is left unchanged, as there), or one this
    /// reader does not compute: the operator and the reference as written.
    case unsupportedOperator(String, reference: String)
    /// A malformed reference, as written (`$(A`, `$()`, a trailing `$`): Swift Build reports an
    /// error and uses what it could read.
    case malformed(String)
    /// The expansion nests or grows past the reader's bounds, and was cut short.
    case tooComplex
}
