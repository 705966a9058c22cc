/// The names a generated file gives its three types and how visible they are, for apps whose
/// names differ from `Tab`, `Route` and `DeepLink` (`--tab-type`, `--route-type`, `--namespace`,
/// `--access`).
public struct SwiftTypeNames: Sendable, Hashable {
    /// `internal` (the default) or `public`, for a parser in its own module.
    public enum Access: String, Sendable, CaseIterable {
        case `internal`, `public`
    }

    /// Where the enumeration parameters' types are declared (`--enums`).
    public enum EnumerationScope: String, Sendable, CaseIterable {
        /// Inside the routes' enumeration, `Route.Difficulty` (the default).
        case nested
        /// At the file's top level, `Difficulty`, for an app whose own types are declared there.
        case topLevel = "top-level"
    }

    /// How visible the types and functions are.
    public var access: Access
    /// Where the enumeration parameters' types are declared.
    public var enumerations: EnumerationScope = .nested
    /// The tabs' enumeration.
    public var tab: String
    /// The routes' enumeration.
    public var route: String
    /// The enumeration holding `parse(_:)` and `url(tab:path:)`.
    public var namespace: String

    /// The names docs/generate.md gives, unless told otherwise.
    public init(access: Access = .internal, tab: String = "Tab", route: String = "Route", namespace: String = "DeepLink") {
        self.access = access
        self.tab = tab
        self.route = route
        self.namespace = namespace
    }

    /// Why a name cannot name a Swift type, or `nil` when all three can and differ.
    public var problem: String? {
        for (option, name) in [("--tab-type", tab), ("--route-type", route), ("--namespace", namespace)] {
            if !isTypeName(name) { return "\(option) takes a Swift type name, such as \(option == "--namespace" ? "AppLinks" : "AppRoute")" }
            if GeneratedVocabulary.fileScope.contains(name) {
                return
                    "\(option) \(name) would shadow \(name), which the generated code uses itself; choose another name, such as \(option == "--namespace" ? "AppLinks" : "AppRoute")"
            }
        }
        if Set([tab, route, namespace]).count < 3 { return "--tab-type, --route-type and --namespace must differ" }
        return nil
    }

    /// `public ` or nothing, before a declaration.
    var prefix: String { access == .public ? "public " : "" }

    private func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart,
            name.unicodeScalars.allSatisfy({ $0.properties.isXIDContinue })
        else { return false }
        return !SwiftNames.keywords.contains(name)
    }
}
