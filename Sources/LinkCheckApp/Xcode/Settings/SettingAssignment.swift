import LinkCheckCore

/// Where a value was written: a file as the user names it, and a location in it.
public struct SettingOrigin: Sendable, Hashable {
    /// The file as the user names it (an xcconfig, or the `project.pbxproj`).
    public var file: String
    /// Where in `file` the assignment starts; `nil` when unknown.
    public var location: SourceLocation?

    /// An origin in `file` at `location`.
    public init(file: String, location: SourceLocation?) {
        self.file = file
        self.location = location
    }
}

/// One condition of a conditional assignment: `[key=pattern]`, such as `[sdk=iphoneos*]`.
public struct SettingCondition: Sendable, Hashable {
    /// The condition parameter: `sdk`, `config`, `arch`, `variant`, `target`, or any other word.
    public var key: String
    /// An `fnmatch()`-style pattern (`*`, `?`, `[…]`) the parameter's value must match.
    public var pattern: String

    /// The condition `[key=pattern]`.
    public init(key: String, pattern: String) {
        self.key = key
        self.pattern = pattern
    }
}

/// One assignment `NAME[cond=pattern][cond2=p2] = value` (xcconfig) or one pbxproj buildSettings key.
public struct SettingAssignment: Sendable, Hashable {
    /// The setting's name, without conditions.
    public var name: String
    /// All must match the build for the assignment to apply; empty matches every build.
    public var conditions: [SettingCondition]
    /// The raw text, references unexpanded.
    public var value: String
    /// Where it was written.
    public var origin: SettingOrigin

    /// An assignment of `value` to `name` under `conditions`, written at `origin`.
    public init(name: String, conditions: [SettingCondition] = [], value: String, origin: SettingOrigin) {
        self.name = name
        self.conditions = conditions
        self.value = value
        self.origin = origin
    }
}
