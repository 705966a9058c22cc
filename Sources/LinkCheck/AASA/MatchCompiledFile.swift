/// An `AASAFile` with every pattern compiled, ready to decide many URLs: build it once per file
/// (`AASAFile.compiled()`), then call `decide(url:appID:domain:)` per URL. Rules keep file order.
public struct CompiledAASA: Sendable {
    /// A class so that walking the entries per URL retains one reference instead of every field.
    final class Details: Sendable {
        let index: Int
        let appIDs: [String]
        let rules: Rules
        /// Which of `rules` could match a given path.
        let ruleIndex: MatchIndex
        /// The first rule whose pattern does not compile: such a rule never matches, so when no
        /// rule matches it is the one the explanation names. Found once here, not per URL.
        let broken: (AASARuleReference, AASAPatternError)?

        init(index: Int, appIDs: [String], rules: Rules, ruleIndex: MatchIndex,
             broken: (AASARuleReference, AASAPatternError)?) {
            self.index = index
            self.appIDs = appIDs
            self.rules = rules
            self.ruleIndex = ruleIndex
            self.broken = broken
        }

        enum Rules: Sendable {
            case components([CompiledComponent])
            case paths([CompiledLegacyPath])
            case none
        }

        /// Scalar-by-scalar equality is byte-by-byte equality of the UTF-8, which is cheaper.
        func lists(_ appID: String) -> Bool {
            appIDs.contains { MatchBytes.same($0, appID) }
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
            let ruleIndex: MatchIndex
            var broken: (AASARuleReference, AASAPatternError)? = nil
            switch rules {
            case .components(let list):
                ruleIndex = MatchIndex(list.map(\.indexKey))
                broken = list.lazy.compactMap { c in c.error.map { (c.reference, $0) } }.first
            case .paths(let list):
                ruleIndex = MatchIndex(list.map(\.indexKey))
                broken = list.lazy.compactMap { p in p.path.error.map { (p.reference, $0) } }.first
            case .none:
                ruleIndex = MatchIndex([])
            }
            compiled.append(Details(index: entry.index, appIDs: ids, rules: rules, ruleIndex: ruleIndex, broken: broken))
        }
        details = compiled
        needsDecoded = decoded
        needsItems = items
    }
}
