import LinkCheckCore

/// Why an AASA pattern cannot be compiled. A pattern that fails to compile never matches anything;
/// the linter reports it.
public enum AASAPatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `$(name)` names neither a custom variable of the file nor a predefined one.
    case undefinedVariable(String)
    /// `$(` at this 0-based Unicode-scalar offset of the pattern has no closing `)`.
    case unterminatedVariable(offset: Int)
    /// A value of the named variable contains `$(`: values may hold `*` and `?`, not other variables.
    case nestedVariable(String)

    public var description: String {
        switch self {
        case .undefinedVariable(let name):
            return "the substitution variable \(SwiftLiteral.string(name)) is not defined"
        case .unterminatedVariable(let offset):
            return "\"$(\" at character \(offset + 1) is not closed by \")\""
        case .nestedVariable(let name):
            return "a value of the substitution variable \(SwiftLiteral.string(name)) refers to another variable, "
                + "which values cannot do"
        }
    }
}
