import LinkCheckCore

/// `applinks.substitutionVariables`: declarations, and which of them no pattern uses.
extension AASAReader {
    /// The variables iOS defines itself (docs/aasa.md), from the matcher so both agree.
    static var predefinedVariables: [String] { AASAVariables.predefinedNames }

    /// Name → values for every well-formed declaration; reports the rest.
    mutating func readVariables(_ value: JSONValue) -> [String: [String]] {
        guard value.kind == .object else {
            sink.report(
                .wrongType,
                "\"substitutionVariables\" must be an object of name → array of strings, "
                    + "not \(Self.describe(value))", at: value.location)
            return [:]
        }
        let kept = Self.lastMembers(value)
        var variables: [String: [String]] = [:]
        for member in value.members where kept[member.key]?.value.index == member.value.index {
            let name = member.key
            let shown = SwiftLiteral.string(name)
            declaredVariables.append((name, member.keyLocation))
            declaredVariableNames.insert(name)
            if name.isEmpty {
                sink.report(
                    .emptyVariableName, "substitution variable name \"\" is empty, so no pattern can reference it",
                    at: member.keyLocation)
            } else if let forbidden = name.first(where: Self.forbiddenInNames.contains) {
                sink.report(
                    .badVariableName,
                    "substitution variable name \(shown) contains \(Self.quoted(String(forbidden))), "
                        + "which Apple's documentation forbids in a name, so no pattern can reference it",
                    at: member.keyLocation)
            }
            if Self.predefinedVariables.contains(name) {
                sink.report(
                    .shadowedVariable,
                    "substitution variable \(shown) shadows the predefined $(\(name)); "
                        + "which one iOS uses is undocumented, so rename it", at: member.keyLocation)
            }
            guard member.value.kind == .array else {
                let fix = member.value.stringValue.map { "; write [\(Self.quoted($0))]" } ?? ""
                sink.report(
                    .wrongType,
                    "substitution variable \(shown) must be an array of strings, not "
                        + Self.describe(member.value) + fix, at: member.value.location)
                continue
            }
            if member.value.count == 0 {
                sink.report(
                    .emptyVariable, "substitution variable \(shown) has no values, so a pattern using it never matches",
                    at: member.value.location)
            }
            var values: [String] = []
            var wellFormed = true
            for element in member.value.elements {
                guard let text = element.stringValue else {
                    sink.report(
                        .wrongType,
                        "each value of substitution variable \(shown) must be a string, not "
                            + Self.describe(element), at: element.location)
                    wellFormed = false
                    continue
                }
                if text.contains("$(") {
                    sink.report(
                        .nestedVariable,
                        "value \(Self.quoted(text)) of substitution variable \(shown) references "
                            + "another variable; values may not contain \"$(...)\", list the alternatives instead",
                        at: element.location)
                }
                values.append(text)
            }
            if wellFormed { variables[name] = values }
        }
        return variables
    }

    /// A declared variable no pattern references is usually a typo on one side.
    mutating func reportUnusedVariables() {
        // A name that cannot be referenced has its own finding.
        for (name, location) in declaredVariables where !usedVariables.contains(name) && Self.isReferenceable(name) {
            sink.report(
                .unusedVariable, "substitution variable \(SwiftLiteral.string(name)) is not used by any pattern",
                at: location)
        }
    }

    /// What `$(name)` cannot spell, and Apple's documentation forbids in a name.
    static let forbiddenInNames: Set<Character> = ["$", "(", ")"]

    /// Whether `$(name)` can spell the name: not empty, none of `forbiddenInNames`.
    static func isReferenceable(_ name: String) -> Bool {
        !name.isEmpty && !name.contains(where: forbiddenInNames.contains)
    }
}
