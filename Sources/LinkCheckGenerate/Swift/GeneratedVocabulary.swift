/// The names the generated files use themselves. A name the user chooses must not shadow them:
/// `enum UInt8` at file scope breaks the reader, `Route.String` the associated values, a local
/// `Int` the conversions after it. Each list is where the names are looked up.
enum GeneratedVocabulary {
    /// Every identifier the fixed parts of a generated parser and test suite spell (types, modules,
    /// functions, members, parameters, locals). A file-scope type named like one of them (`--route-type`,
    /// `--tab-type`, `--namespace`) would be found in its place somewhere in those files, so these
    /// names are refused there.
    static let fileScope: Set<String> = [
        // Modules, and types of the standard library, Foundation, Testing and XCTest.
        "Swift", "Foundation", "Testing", "XCTest",
        "Any", "Array", "Bool", "CaseIterable", "Character", "Comment", "CustomTestStringConvertible", "Dictionary", "Double",
        "Equatable", "Error", "Hashable", "Int", "Issue", "Mirror", "Never", "Optional", "Range", "Sendable", "Set", "String",
        "Substring", "Suite", "Test", "UInt8", "URL", "UTF8", "UUID", "UnsafeBufferPointer", "Void", "XCTFail", "XCTestCase",
        // The generated code's own types and generic parameters.
        "URLReader", "Parts", "Source", "Case", "Value",
        // Functions, members, parameters and locals the generated code names without a type in front.
        "a", "absoluteString", "actual", "allSatisfy", "alsoAllowing", "append", "arguments", "ascii", "at", "available", "b",
        "back", "byte", "bytes", "cases", "check", "children", "close", "colon", "compactMap", "contains", "convert", "count",
        "dash", "debugDescription", "decoded", "decodedSegment", "decoding", "deepLink", "describing", "displayStyle", "dot",
        "elementsEqual", "encoded", "encodingInvalidCharacters", "end", "enumerated", "equals", "expected", "expectedText",
        "extra", "failure", "first", "firstIndex", "flatMap", "from", "groups", "half", "halves", "hex", "hexValue", "host",
        "hostStart", "hosts", "i", "inner", "isAlpha", "isDigit", "isEmpty", "isHex", "isIPLiteral", "isSubDelim",
        "isUnreserved", "item", "items", "joined", "k", "keepingSlash", "key", "label", "labels", "lazy", "link", "lowerBound",
        "lowercasedMatch", "lowered", "map", "mirror", "n", "name", "names", "number", "octet", "octets", "of",
        "omittingEmptySubsequences", "optionalQuery", "out", "parse", "parts", "path", "pathStart", "payload",
        "percentDecoded", "piece", "pieces", "place", "port", "prefix", "prefixes", "query", "queryBytes", "queryStart", "r",
        "range", "rawValue", "read", "rebasing", "record", "reduce", "reflecting", "refusingNUL", "reserveCapacity",
        "restored", "s", "same", "scanAuthority", "scanning", "scheme", "schemes", "segments", "separator", "shown", "skip",
        "source", "split", "start", "stop", "swift", "tab", "tail", "testDescription", "text", "tuple", "upperBound", "url",
        "userInfo", "utf8", "uuid", "uuidString", "value", "values", "withUTF8", "withoutNUL"
    ]

    /// What the body of `enum Route` and its nested enumerations look up in `Route`'s own scope: a
    /// nested enumeration of one of these names (`Route.String` for a parameter `string`) would be
    /// found instead. The member types Swift itself gives enumerations are here too.
    static let routeScope: Set<String> = [
        "String", "Int", "Double", "Bool", "UUID", "Optional", "Hashable", "CaseIterable", "Sendable", "Equatable",
        "RawValue", "AllCases", "Type", "Self", "Protocol", "Any"
    ]

    /// What the generated `parse` and `url` bodies name after a capture's value is bound, besides
    /// their own locals and the app's type names: a capture's local of one of these names (`:Int`,
    /// `:restored`) would be found instead, so it gets another.
    static let bodyScope: Set<String> = [
        "restored", "same", "parse", "URLReader", "Int", "Double", "Bool", "UUID", "String", "URL", "Optional", "Swift",
        "Foundation"
    ]

    /// `bodyScope`, a body's own `locals` and the app's type names (with `--enums top-level`, the
    /// enumerations' too, which the bodies name unqualified): what a capture's local must not be.
    static func reservedInBody(_ locals: Set<String>, values: SwiftValues) -> Set<String> {
        let names = values.names
        let enumerations = names.enumerations == .topLevel ? values.enumerations.map(\.name) : []
        return bodyScope.union(locals).union([names.tab, names.route, names.namespace]).union(enumerations)
    }

    /// Members Swift gives a `CaseIterable` enumeration that a case of the same name makes ambiguous
    /// (`Tab.allCases` no longer compiles), so a tab or enumeration value of that name gets a number
    /// after it. (`rawValue`, `hashValue` and `init` are fine as cases: Swift tells them apart.)
    static let enumerationMembers: Set<String> = ["allCases"]
}
