/// An `AASAFile` with every pattern compiled, ready to decide many URLs: build it once per file
/// (`AASAFile.compiled()`), then call `decide(url:appID:domain:)` per URL. Rules keep file order.
public struct CompiledAASA: Sendable {
    struct Details: Sendable {
        let index: Int
        let appIDs: [String]
        let rules: Rules

        enum Rules: Sendable {
            case components([CompiledComponent])
            case paths([CompiledLegacyPath])
            case none
        }

        func lists(_ appID: String) -> Bool {
            appIDs.contains { $0.unicodeScalars.elementsEqual(appID.unicodeScalars) }
        }
    }

    let hasAppLinks: Bool
    let details: [Details]
    /// Whether some rule compares decoded text or query items: the URL is decoded or split only then.
    let needsDecoded: Bool
    let needsItems: Bool

    /// Compiles every rule of `file`.
    public init(_ file: AASAFile) {
        self.init(file, onlyFor: nil)
    }

    /// Compiles the entries that list `appID` (all of them when `nil`); `AASAFile.decide` uses this
    /// to compile no more than one answer needs.
    init(_ file: AASAFile, onlyFor appID: String?) {
        hasAppLinks = file.applinks != nil
        guard let applinks = file.applinks else {
            details = []
            needsDecoded = false
            needsItems = false
            return
        }
        let variables = applinks.substitutionVariables
        var compiled: [Details] = []
        var decoded = false, items = false
        for entry in applinks.details {
            let ids = entry.appIDs.map(\.id)
            if let appID, !ids.contains(where: { $0.unicodeScalars.elementsEqual(appID.unicodeScalars) }) { continue }
            let rules: Details.Rules
            switch entry.rules {
            case .components(let components):
                let inherited = CompiledComponent.builtIns.overridden(by: applinks.defaults).overridden(by: entry.defaults)
                let list = components.map {
                    CompiledComponent($0, effective: inherited.overridden(by: $0.fields), detailsIndex: entry.index,
                                      variables: variables)
                }
                decoded = decoded || list.contains(where: \.needsDecoded)
                items = items || list.contains(where: \.needsItems)
                rules = .components(list)
            case .paths(let paths):
                rules = .paths(paths.map { CompiledLegacyPath($0, detailsIndex: entry.index, variables: variables) })
            case .none:
                rules = .none
            }
            compiled.append(Details(index: entry.index, appIDs: ids, rules: rules))
        }
        details = compiled
        needsDecoded = decoded
        needsItems = items
    }
}
