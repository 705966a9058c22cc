import LinkCheckCore

/// An `AASAFile` with every pattern compiled, ready to decide many URLs: build it once per file
/// (`AASAFile.compiled()`), then call `decide(url:appID:domain:)` per URL. Rules keep file order.
public struct CompiledAASA: Sendable {
    /// A class so that walking the entries per URL retains one reference instead of every field.
    final class Details: Sendable {
        let index: Int
        let appIDs: [String]
        /// The entry's components, or else its legacy paths: at most one of the two is not empty.
        /// Two arrays rather than an enum, which the per-URL loop would copy its array out of.
        let components: [CompiledComponent]
        let paths: [CompiledLegacyPath]
        /// Which of the rules could match a given path.
        let ruleIndex: MatchIndex
        /// The first rule whose pattern does not compile: such a rule never matches, so when no
        /// rule matches it is the one the explanation names. Found once here, not per URL.
        let broken: (AASARuleReference, AASAPatternError)?

        init(index: Int, appIDs: [String], components: [CompiledComponent], paths: [CompiledLegacyPath], indexed: Bool) {
            self.index = index
            self.appIDs = appIDs
            self.components = components
            self.paths = paths
            let keys = components.isEmpty ? paths.map(\.indexKeys) : components.map(\.indexKeys)
            // Without the index every rule is a candidate: the plain first-match scan.
            ruleIndex = MatchIndex(indexed ? keys : keys.map { _ in nil })
            broken =
                components.lazy.compactMap { c in c.error.map { (c.reference, $0) } }.first
                ?? paths.lazy.compactMap { p in p.path.error.map { (p.reference, $0) } }.first
        }

        /// Scalar-by-scalar equality is byte-by-byte equality of the UTF-8, which is cheaper.
        func lists(_ appID: String) -> Bool {
            appIDs.contains { MatchBytes.same($0, appID) }
        }
    }

    let hasAppLinks: Bool
    let details: [Details]
    /// Whether some rule compares decoded text: the URL is decoded only then.
    let needsDecoded: Bool

    /// Compiles every rule of `file`.
    public init(_ file: AASAFile) {
        self.init(file, onlyFor: nil)
    }

    /// Compiles the entries that list `appID` (all of them when `nil`); `AASAFile.decide` uses this
    /// to compile no more than one answer needs. `indexed` false tries every rule in order, as the
    /// plain first-match scan that the prefix index must agree with.
    init(_ file: AASAFile, onlyFor appID: String?, indexed: Bool = true) {
        hasAppLinks = file.applinks != nil
        guard let applinks = file.applinks else {
            details = []
            needsDecoded = false
            return
        }
        let variables = applinks.substitutionVariables
        var compiled: [Details] = []
        var decoded = false
        for entry in applinks.details {
            let ids = entry.appIDs.map(\.id)
            if let appID, !ids.contains(where: { $0.unicodeScalars.elementsEqual(appID.unicodeScalars) }) { continue }
            var components: [CompiledComponent] = [], paths: [CompiledLegacyPath] = []
            switch entry.rules {
            case .components(let list):
                let inherited = CompiledComponent.builtIns.overridden(by: applinks.defaults).overridden(by: entry.defaults)
                components = list.map {
                    CompiledComponent(
                        $0, effective: inherited.overridden(by: $0.fields), detailsIndex: entry.index,
                        variables: variables)
                }
                decoded = decoded || components.contains(where: \.needsDecoded)
            case .paths(let list):
                paths = list.map { CompiledLegacyPath($0, detailsIndex: entry.index, variables: variables) }
            case .none:
                break
            }
            compiled.append(Details(index: entry.index, appIDs: ids, components: components, paths: paths, indexed: indexed))
        }
        details = compiled
        needsDecoded = decoded
    }
}
