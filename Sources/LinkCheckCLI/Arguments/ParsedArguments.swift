import LinkCheckCore
/// A valid command line for one command, ready to run.
///
/// Only options the user gave appear in `values`; defaults live apart in `defaults`, so a
/// caller can tell "given" from "defaulted" while `value(_:)` hides the difference.
public struct ParsedArguments: Sendable, Equatable {
    /// The command's name as its `CommandSpec` spells it.
    public var command: String
    /// Option name (no dashes) to the values given, in order. A flag records `"true"` once per
    /// occurrence. Options given before the command name are included.
    public var values: [String: [String]]
    /// Positional arguments in order, including everything after `--`.
    public var positionals: [String]
    /// Option name to its `defaultValue`, for every option of the command that has one.
    public var defaults: [String: String]

    public init(
        command: String, values: [String: [String]] = [:], positionals: [String] = [],
        defaults: [String: String] = [:]
    ) {
        self.command = command
        self.values = values
        self.positionals = positionals
        self.defaults = defaults
    }

    /// The last value given (a later option overrides an earlier one), else the default.
    public func value(_ name: String) -> String? {
        values[name]?.last ?? defaults[name]
    }

    /// Every value given, in order; else the default alone; else empty.
    public func values(_ name: String) -> [String] {
        if let given = values[name] { return given }
        return defaults[name].map { [$0] } ?? []
    }

    /// Whether the flag (or option) was given at all.
    public func flag(_ name: String) -> Bool {
        values[name] != nil
    }
}
