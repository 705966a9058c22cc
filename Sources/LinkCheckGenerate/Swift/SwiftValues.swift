import LinkCheckCore
import LinkCheckRoutes

/// How the schema's types and values are spelled in the generated Swift: the types of
/// associated values, the nested enumerations, constants and conversions from text.
struct SwiftValues {
    let names: SwiftTypeNames
    /// The nested enumeration of each enumeration parameter, by route and parameter name.
    let enumerations: [EnumerationType]

    /// One nested `String`-backed enum: its name, raw values and case names.
    struct EnumerationType {
        var name: String
        var rawValues: [String]
        var caseNames: [String]
        /// The parameters it types, as (route, parameter).
        var uses: [(route: String, parameter: String)]
        /// Where the first parameter it types is declared, for its doc comment.
        var line: Int
    }

    /// Names each enumeration parameter's type after the parameter (`sort` → `Sort`). Parameters of
    /// one name and the same members share a type; another parameter of that name with other
    /// members gets its route's name in front (`SearchSort`), and so does a name that `Route`'s body
    /// would find in place of what it means (`String`, `Type`, a route `Sort`).
    init(schema: RouteSchema, names: SwiftTypeNames) {
        self.names = names
        let routeCases = Set(schema.routes.map(\.name))
        func taken(_ name: String) -> Bool {
            GeneratedVocabulary.routeScope.contains(name) || SwiftNames.keywords.contains(name) || routeCases.contains(name)
                || name == names.tab || name == names.route || name == names.namespace
        }
        var types: [EnumerationType] = []
        for route in schema.routes {
            for parameter in route.parameters {
                guard case .enumeration(let members) = parameter.type.base else { continue }
                if let k = types.firstIndex(where: { $0.rawValues == members && $0.uses.contains { $0.parameter == parameter.name } }) {
                    types[k].uses.append((route.name, parameter.name))
                    continue
                }
                var name = SwiftNames.typeName(parameter.name)
                if types.contains(where: { $0.name == name }) || taken(name) {
                    name = SwiftNames.typeName(route.name) + name
                }
                var unique = name, n = 2
                while types.contains(where: { $0.name == unique }) || taken(unique) {
                    unique = name + String(n)
                    n += 1
                }
                types.append(EnumerationType(name: unique, rawValues: members, caseNames: SwiftNames.caseNames(forRawValues: members),
                                             uses: [(route.name, parameter.name)], line: parameter.location.line))
            }
        }
        enumerations = types
    }

    func enumeration(route: String, parameter: String) -> EnumerationType? {
        enumerations.first { $0.uses.contains { $0.route == route && $0.parameter == parameter } }
    }

    /// `Int`, `String?`, `Route.Sort?`: the associated value's type.
    func type(_ type: ParamType, route: String, parameter: String) -> String {
        baseType(type.base, route: route, parameter: parameter) + (type.isOptional ? "?" : "")
    }

    func baseType(_ base: BaseType, route: String, parameter: String) -> String {
        switch base {
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .uuid: return "UUID"
        case .string: return "String"
        case .enumeration:
            return names.route + "." + (enumeration(route: route, parameter: parameter)?.name ?? SwiftNames.typeName(parameter))
        }
    }

    /// The expression that reads `text` as a value of `base`, `nil` when it cannot: `Int(s[1])`,
    /// `URLReader.uuid(s[1])`, `Route.Sort(rawValue: s[1])`; a string is the text itself.
    func conversion(_ base: BaseType, of text: String, route: String, parameter: String) -> String {
        switch base {
        case .int: return "Int(\(text))"
        case .double: return "Double(\(text))"
        case .bool: return "Bool(\(text))"
        // Not `UUID(uuidString:)` alone: Foundation on Linux takes more than 8-4-4-4-12 digits.
        case .uuid: return "URLReader.uuid(\(text))"
        case .string: return text
        case .enumeration: return baseType(base, route: route, parameter: parameter) + "(rawValue: \(text))"
        }
    }

    /// The text a URL carries for a value held in `name`, as `linkcheck url` writes it.
    func text(_ base: BaseType, of name: String, optional: Bool) -> String {
        let chain = optional ? "?." : "."
        switch base {
        case .string: return name
        case .enumeration: return name + chain + "rawValue"
        case .uuid: return name + chain + "uuidString"
        case .int, .double, .bool: return name + chain + "description"
        }
    }

    /// A constant of the schema as a Swift expression of its parameter's type.
    func constant(_ value: Value, route: String, parameter: String) -> String {
        switch value {
        case .int(let i): return String(i)
        case .double(let d):
            if d.isNaN { return "Double.nan" }
            if d.isInfinite { return d < 0 ? "-Double.infinity" : "Double.infinity" }
            return d.description
        case .bool(let b): return b ? "true" : "false"
        case .uuid(let u):
            let bytes = (0..<8).map { UInt8(truncatingIfNeeded: u.high >> (56 - 8 * $0)) }
                + (0..<8).map { UInt8(truncatingIfNeeded: u.low >> (56 - 8 * $0)) }
            return "UUID(uuid: (" + bytes.map { "0x" + String($0, radix: 16, uppercase: true).leftPadded(2) }.joined(separator: ", ") + "))"
        case .string(let s): return SwiftLiteral.string(s)
        case .enumCase(let raw):
            guard let type = enumeration(route: route, parameter: parameter), let k = type.rawValues.firstIndex(of: raw) else {
                return SwiftLiteral.string(raw)
            }
            return "." + SwiftNames.identifier(type.caseNames[k])
        case .none: return "nil"
        }
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
