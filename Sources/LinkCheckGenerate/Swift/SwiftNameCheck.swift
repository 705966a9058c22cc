import LinkCheckCore
import LinkCheckRoutes

/// The names generated Swift takes as they are written: routes become `Route`'s cases, parameters
/// their labels, `--import` follows `import`. Anything else a name could be is refused here, before
/// a line is generated, rather than turned into code that does not compile or does something else.
/// Names the generator makes itself (nested enumerations, tab and value cases, locals) are chosen
/// so that they compile, and need no check.
public enum SwiftNameCheck {
    /// Why `module` cannot be imported by name: it must be identifiers joined by dots
    /// (`App`, `Foundation.NSString`), none of them a keyword. `nil` when it can.
    public static func moduleProblem(_ module: String) -> String? {
        let parts = module.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy({ SwiftLiteral.isIdentifier($0) && !SwiftNames.keywords.contains($0) }) else {
            return "\(SwiftLiteral.string(module)) is not a module name (identifiers joined by dots, such as App or MyApp.Core)"
        }
        return nil
    }

    /// The routes and parameters of `schema` (read from `file`) whose names are not identifiers, so
    /// that no Swift case or label can be spelled from them; each at its line in the schema.
    public static func schemaProblems(_ schema: RouteSchema, file: String) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for route in schema.routes {
            if !SwiftLiteral.isIdentifier(route.name) {
                problems.append(
                    Diagnostic(
                        .error, .generateBadName,
                        "route \(SwiftLiteral.string(route.name)) is not a Swift identifier, so it cannot name a case of the generated enum",
                        file: file, at: route.location))
            }
            for parameter in route.parameters where !SwiftLiteral.isIdentifier(parameter.name) || parameter.name == "_" {
                problems.append(
                    Diagnostic(
                        .error, .generateBadName,
                        "parameter \(SwiftLiteral.string(parameter.name)) of route \(SwiftLiteral.string(route.name)) is not a Swift identifier that can label an associated value",
                        file: file, at: parameter.location))
            }
        }
        return problems
    }
}
