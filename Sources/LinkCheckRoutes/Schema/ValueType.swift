import LinkCheckCore

/// The type of one associated value of a route, as the schema declares it.
public enum BaseType: Sendable, Hashable {
    case int, double, bool, uuid, string
    /// A closed set of raw values (an enum with `String` raw values in the app).
    case enumeration([String])
    /// `[String: String]`: the URL's query items, fed only by `"$queryItems"`.
    case query

    /// The name a Swift developer knows, for messages: `Int`, `UUID`, `one of "price", "date"`.
    public var swiftName: String {
        switch self {
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .uuid: return "UUID"
        case .string: return "String"
        case .enumeration(let members): return "one of " + members.map { SwiftLiteral.string($0) }.joined(separator: ", ")
        case .query: return "[String: String]"
        }
    }

    /// The schema's spelling: `int`, `["price", "date"]`.
    public var schemaName: String {
        switch self {
        case .int: return "int"
        case .double: return "double"
        case .bool: return "bool"
        case .uuid: return "uuid"
        case .string: return "string"
        case .enumeration(let members): return "[" + members.map { SwiftLiteral.string($0) }.joined(separator: ", ") + "]"
        case .query: return "query"
        }
    }

    /// How specific a capture of this type is when links compete: typed captures beat strings.
    var isTyped: Bool { self != .string }
}

/// A parameter's declared type: a base type, optional or not.
public struct ParamType: Sendable, Hashable {
    /// The type without its optionality.
    public var base: BaseType
    /// Whether the parameter may be `nil` (`?`, or `null` among an enumeration's members).
    public var isOptional: Bool

    /// A parameter type; not optional unless asked.
    public init(_ base: BaseType, optional: Bool = false) {
        self.base = base
        self.isOptional = optional
    }

    /// The schema's spelling: `int?`, or `["price", "date", null]` for an optional enumeration.
    public var schemaName: String {
        if case .enumeration(let members) = base, isOptional {
            return "[" + (members.map { SwiftLiteral.string($0) } + ["null"]).joined(separator: ", ") + "]"
        }
        return base.schemaName + (isOptional ? "?" : "")
    }
}
