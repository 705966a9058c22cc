import LinkCheckCore
/// One `--name` option: a flag, or an option that takes a value.
///
/// Invariants the parser relies on: `name` is non-empty and has neither leading dashes nor `=`;
/// `allowedValues`, when set, is non-empty; `defaultValue`, when set, is one of `allowedValues`.
/// The names `help` and `version` are the parser's own and are never looked up here.
public struct OptionSpec: Sendable, Equatable {
    /// The long name without dashes: `schema` for `--schema`.
    public var name: String
    /// What the value stands for in help and errors (`FILE`). An option with neither this nor
    /// `allowedValues` is a flag and takes no value.
    public var valueName: String?
    /// The only values accepted, in the order help lists them; `nil` accepts any value.
    /// Comparison is exact (case-sensitive); a near miss is reported with a suggestion.
    public var allowedValues: [String]?
    /// What an absent option means. Help shows it, and `ParsedArguments.value(_:)` returns it.
    public var defaultValue: String?
    /// Whether the option may be given more than once; its values then accumulate in order.
    /// Giving a non-repeatable option twice is a usage error, never a silent override.
    public var repeatable: Bool
    /// Whether the command cannot run without it.
    public var required: Bool
    /// One or more sentences for the OPTIONS list; wrapped by the help formatter.
    public var help: String
    /// What an open value is (a file, a number, text), for completion and the manual page.
    /// `allowedValues`, when set, says more and wins: see `valueKind`.
    public var kind: ValueKind

    public init(
        name: String, valueName: String? = nil, allowedValues: [String]? = nil,
        defaultValue: String? = nil, repeatable: Bool = false, required: Bool = false,
        kind: ValueKind = .text, help: String
    ) {
        self.name = name
        self.valueName = valueName
        self.allowedValues = allowedValues
        self.defaultValue = defaultValue
        self.repeatable = repeatable
        self.required = required
        self.kind = kind
        self.help = help
    }

    /// A flag such as `--quiet`, recorded as `"true"` each time it is given.
    public static func flag(_ name: String, repeatable: Bool = false, help: String) -> OptionSpec {
        OptionSpec(name: name, repeatable: repeatable, help: help)
    }

    /// An option that takes a value, given as `--name value` or `--name=value`.
    public static func option(
        _ name: String, valueName: String, allowedValues: [String]? = nil,
        defaultValue: String? = nil, repeatable: Bool = false,
        required: Bool = false, kind: ValueKind = .text, help: String
    ) -> OptionSpec {
        OptionSpec(
            name: name, valueName: valueName, allowedValues: allowedValues,
            defaultValue: defaultValue, repeatable: repeatable, required: required,
            kind: kind, help: help)
    }

    /// `false` for a flag.
    public var takesValue: Bool { valueName != nil || allowedValues != nil }

    /// What the value is, the closed list first; `nil` for a flag.
    public var valueKind: ValueKind? {
        guard takesValue else { return nil }
        return allowedValues.map(ValueKind.choice) ?? kind
    }

    /// `--name`, as the user types it.
    public var spelling: String { "--" + name }

    /// How the value is shown in help and errors: the allowed values when the list is closed,
    /// since they say more than a placeholder; `nil` for a flag.
    var valueDisplay: String? {
        if let allowedValues { return allowedValues.joined(separator: "|") }
        return valueName
    }

    /// `--name VALUE` or `--name`.
    var label: String {
        valueDisplay.map { "\(spelling) \($0)" } ?? spelling
    }
}
