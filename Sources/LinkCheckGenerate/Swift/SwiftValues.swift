import LinkCheckCore
import LinkCheckRoutes

/// How the schema's types and values are spelled in the generated Swift: the types of
/// associated values, the nested enumerations, constants and conversions from text.
struct SwiftValues {
    let names: SwiftTypeNames
    /// The nested enumeration of each enumeration parameter, by route and parameter name.
    let enumerations: [EnumerationType]
    /// (route, parameter) → the first type that lists it, by position in `enumerations`: looked up
    /// for every capture and constant of an enumeration, so searching the types each time was quadratic.
    private let typeOfParameter: [Use: Int]

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

    private struct Use: Hashable {
        var route: String
        var parameter: String
    }

    /// What makes parameters share a type: the same name and the same members.
    private struct Shared: Hashable {
        var parameter: String
        var members: [String]
    }

    /// Names each enumeration parameter's type after the parameter (`sort` → `Sort`). Parameters of
    /// one name and the same members share a type; another parameter of that name with other
    /// members gets its route's name in front (`SearchSort`), and so does a name that `Route`'s body
    /// would find in place of what it means (`String`, `Type`, a route `Sort`).
    init(schema: RouteSchema, names: SwiftTypeNames) {
        self.names = names
        let routeCases = Set(schema.routes.map(\.name))
        func reserved(_ name: String) -> Bool {
            GeneratedVocabulary.routeScope.contains(name) || SwiftNames.keywords.contains(name) || routeCases.contains(name)
                || name == names.tab || name == names.route || name == names.namespace
                // At the top level a type named like one the file uses (`URL`, `URLReader`) would shadow it.
                || (names.enumerations == .topLevel && GeneratedVocabulary.fileScope.contains(name))
        }
        var types: [EnumerationType] = []
        // Every use of a type has one parameter name, so (name, members) finds the type to share.
        var shared: [Shared: Int] = [:]
        var taken: Set<String> = []
        // The next number to try after a name: the names before it are taken, and stay taken.
        var nextNumber: [String: Int] = [:]
        var typeOfParameter: [Use: Int] = [:]
        for route in schema.routes {
            for parameter in route.parameters {
                guard case .enumeration(let members) = parameter.type.base else { continue }
                let use = Use(route: route.name, parameter: parameter.name)
                if let k = shared[Shared(parameter: parameter.name, members: members)] {
                    types[k].uses.append((route.name, parameter.name))
                    typeOfParameter[use] = min(typeOfParameter[use] ?? k, k)
                    continue
                }
                var name = SwiftNames.typeName(parameter.name)
                if taken.contains(name) || reserved(name) {
                    name = SwiftNames.typeName(route.name) + name
                }
                var unique = name, n = nextNumber[name] ?? 2
                if taken.contains(unique) || reserved(unique) {
                    repeat {
                        unique = name + String(n)
                        n += 1
                    } while taken.contains(unique) || reserved(unique)
                    nextNumber[name] = n
                }
                taken.insert(unique)
                shared[Shared(parameter: parameter.name, members: members)] = types.count
                typeOfParameter[use] = min(typeOfParameter[use] ?? types.count, types.count)
                types.append(
                    EnumerationType(
                        name: unique, rawValues: members, caseNames: SwiftNames.caseNames(forRawValues: members),
                        uses: [(route.name, parameter.name)], line: parameter.location.line))
            }
        }
        enumerations = types
        self.typeOfParameter = typeOfParameter
    }

    func enumeration(route: String, parameter: String) -> EnumerationType? {
        typeOfParameter[Use(route: route, parameter: parameter)].map { enumerations[$0] }
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
            let name = enumeration(route: route, parameter: parameter)?.name ?? SwiftNames.typeName(parameter)
            return names.enumerations == .nested ? names.route + "." + name : name
        case .query: return "[String: String]"
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
        // Never captured (the schema refuses it): only `$queryItems` gives a dictionary.
        case .query: return "nil"
        }
    }

    /// A value map as a dictionary looked up by `text` (lower-cased when the map ignores case):
    /// `(["1": true, "0": false] as [String: Bool])[s[3]]`, `nil` for text not in the map.
    func mapLookup(_ map: ValueMap, of text: String, base: BaseType, route: String, parameter: String) -> String {
        let pairs = map.entries.map { entry in
            SwiftLiteral.string(map.caseSensitive ? entry.key : entry.key.lowercased()) + ": " + constant(entry.value, route: route, parameter: parameter)
        }
        let type = "[String: " + baseType(base, route: route, parameter: parameter) + "]"
        return "([" + pairs.joined(separator: ", ") + "] as \(type))[" + (map.caseSensitive ? text : "\(text).lowercased()") + "]"
    }

    /// The way back through a value map: the first key of each value, looked up by `name`:
    /// `([true: "1", false: "0"] as [Bool: String])[racing]`.
    func mapKey(_ map: ValueMap, of name: String, base: BaseType, route: String, parameter: String) -> String {
        var seen: [Value] = []
        var pairs: [String] = []
        for entry in map.entries where !seen.contains(entry.value) {
            seen.append(entry.value)
            pairs.append(constant(entry.value, route: route, parameter: parameter) + ": " + SwiftLiteral.string(entry.key))
        }
        let type = "[" + baseType(base, route: route, parameter: parameter) + ": String]"
        return "([" + pairs.joined(separator: ", ") + "] as \(type))[\(name)]"
    }

    /// The text a URL carries for a value held in `name`, as `linkcheck url` writes it.
    func text(_ base: BaseType, of name: String, optional: Bool) -> String {
        let chain = optional ? "?." : "."
        switch base {
        case .string: return name
        case .enumeration: return name + chain + "rawValue"
        case .uuid: return name + chain + "uuidString"
        case .int, .double, .bool: return name + chain + "description"
        case .query: return "nil"
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
            let bytes =
                (0..<8).map { UInt8(truncatingIfNeeded: u.high >> (56 - 8 * $0)) }
                + (0..<8).map { UInt8(truncatingIfNeeded: u.low >> (56 - 8 * $0)) }
            return "UUID(uuid: (" + bytes.map { "0x" + String($0, radix: 16, uppercase: true).leftPadded(2) }.joined(separator: ", ") + "))"
        case .string(let s): return SwiftLiteral.string(s)
        case .enumCase(let raw):
            guard let type = enumeration(route: route, parameter: parameter), let k = type.rawValues.firstIndex(of: raw) else {
                return SwiftLiteral.string(raw)
            }
            return "." + SwiftNames.identifier(type.caseNames[k])
        case .query(let items):
            if items.isEmpty { return "[:]" }
            return "[" + items.sorted { $0.key < $1.key }.map { SwiftLiteral.string($0.key) + ": " + SwiftLiteral.string($0.value) }.joined(separator: ", ")
                + "]"
        case .none: return "nil"
        }
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
