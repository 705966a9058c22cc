import LinkCheckCore

/// Swift spellings of the schema's names: identifiers that may be keywords, enumeration cases
/// made from raw values that may not be identifiers, type names made from parameter names.
enum SwiftNames {
    /// `name` usable where Swift expects an identifier: keywords in backticks. `SwiftNameCheck` has
    /// already refused route and parameter names that are not identifiers; tab and value names are
    /// made identifiers by `caseNames`.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` as an argument label where a value is given or matched (`.order(id: 42)`,
    /// `case .order(id: let id)`): there Swift takes every keyword but `inout` bare, and warns when
    /// one is escaped that need not be.
    static func label(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// The tabs once each, in order: a tab listed twice (a warning of the schema) is one tab, and one
    /// case of the generated `Tab`.
    static func distinctTabs(_ tabs: [String]) -> [String] {
        var seen: Set<String> = []
        return tabs.filter { seen.insert($0).inserted }
    }

    /// A case name for each raw value, in order, all distinct: the raw value itself when it is an
    /// identifier, else its letters and digits in lower camel case (`price-asc` → `priceAsc`), with
    /// `_` before a leading digit, and a number after a name already taken, or after `allCases`,
    /// which a case would make ambiguous with the `CaseIterable` list the enumeration promises.
    static func caseNames(forRawValues values: [String]) -> [String] {
        var taken = GeneratedVocabulary.enumerationMembers
        // The next number to try after a base: those before it are taken, and stay taken, so many
        // values of one base do not each count up from 2 (quadratic in the members).
        var nextNumber: [String: Int] = [:]
        return values.map { value in
            var base = SwiftLiteral.isIdentifier(value) ? value : camelCase(value)
            if base.isEmpty { base = "empty" }
            var name = base
            if taken.contains(name) {
                var n = nextNumber[base] ?? 2
                repeat {
                    name = base + String(n)
                    n += 1
                } while taken.contains(name)
                nextNumber[base] = n
            }
            taken.insert(name)
            return name
        }
    }

    /// `sort` → `Sort`: a type named after a parameter.
    static func typeName(_ parameter: String) -> String {
        parameter.prefix(1).uppercased() + parameter.dropFirst()
    }

    /// A local name for a capture: its own name when it is an identifier that clashes with nothing
    /// the generated code declares, else a made-up one.
    static func local(_ capture: String, avoiding reserved: Set<String>) -> String {
        var name = SwiftLiteral.isIdentifier(capture) ? capture : camelCase(capture)
        if name.isEmpty || keywords.contains(name) || reserved.contains(name) { name += "Value" }
        if let first = name.unicodeScalars.first, !(first == "_" || first.properties.isXIDStart) { name = "_" + name }
        return name
    }

    private static func camelCase(_ text: String) -> String {
        var out = ""
        var upperNext = false
        for scalar in text.unicodeScalars {
            guard scalar.properties.isXIDContinue, scalar != "_" || !out.isEmpty else {
                upperNext = !out.isEmpty
                continue
            }
            if out.isEmpty {
                if !scalar.properties.isXIDStart && scalar != "_" { out = "_" }
                out += String(scalar).lowercased()
            } else {
                out += upperNext ? String(scalar).uppercased() : String(scalar)
            }
            upperNext = false
        }
        return out
    }

    /// Swift's keywords, which an identifier may only be in backticks.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol", "_"
    ]
}
