import LinkCheckCore

/// Which key of a rule stopped it from matching a URL.
enum MatchMiss: Sendable, Hashable {
    case path
    /// The whole-query pattern (`nil`) or the named query item.
    case query(item: String?)
    case fragment
}

/// One component of `components`, with its effective keys (built-ins ← `applinks.defaults` ←
/// `details[i].defaults` ← the component) compiled. A class so that walking the rules per URL
/// retains one reference instead of copying every field.
final class CompiledComponent: Sendable {
    let reference: AASARuleReference
    let exclude: Bool
    let caseSensitive: Bool
    let percentEncoded: Bool
    let path: MatchSlot<PathMatcher>
    let query: QueryMatcher
    let fragment: MatchSlot<AASAPattern>

    /// Built-ins: case-sensitive, compared as written, not an exclusion; a missing `/`, `?` or
    /// `#` is `*`, which is what `.anything` does.
    static let builtIns = AASARuleFields(exclude: false, caseSensitive: true, percentEncoded: true)

    init(_ component: AASAComponent, effective: AASARuleFields, detailsIndex: Int, variables: [String: [String]]) {
        reference = AASARuleReference(
            detailsIndex: detailsIndex, kind: .component(component.index),
            location: component.location, summary: MatchSummary.component(component.fields))
        exclude = effective.exclude ?? false
        let caseSensitive = effective.caseSensitive ?? true
        self.caseSensitive = caseSensitive
        percentEncoded = effective.percentEncoded ?? true
        if let text = effective.path {
            do throws(AASAPatternError) {
                path = .compiled(try PathMatcher(text, caseSensitive: caseSensitive, variables: variables))
            } catch {
                path = .broken(error)
            }
        } else {
            path = .anything
        }
        query = QueryMatcher(effective.query, caseSensitive: caseSensitive, variables: variables)
        fragment = MatchSlot(effective.fragment, caseSensitive: caseSensitive, variables: variables)
    }

    /// The first pattern of this rule that does not compile.
    var error: AASAPatternError? { path.error ?? query.error ?? fragment.error }

    var needsDecoded: Bool { !percentEncoded }

    /// For `MatchIndex`: how the path is compared and what it must start with.
    var indexKeys: MatchIndex.RuleKeys? {
        guard case .compiled(let p) = path else { return nil }
        return (percentEncoded, caseSensitive, p.indexKeys)
    }

    /// `nil` when every key matches, else the first key (path, query, fragment) that does not.
    func miss(_ subject: MatchSubject) -> MatchMiss? {
        switch path {
        case .anything: break
        case .compiled(let p): if !p.matches(subject.path(percentEncoded: percentEncoded)) { return .path }
        case .broken: return .path
        }
        if let item = query.failure(in: subject, percentEncoded: percentEncoded, caseSensitive: caseSensitive) {
            return .query(item: item.isEmpty ? nil : item)
        }
        if !fragment.matches(subject.fragment(percentEncoded: percentEncoded) ?? MatchSubject.empty) { return .fragment }
        return nil
    }
}

/// One legacy `paths` entry: compared with the URL's path as written, case-sensitively, with the
/// same path rules and pattern engine as `/` (substitution variables included).
final class CompiledLegacyPath: Sendable {
    let reference: AASARuleReference
    let isExclusion: Bool
    let path: MatchSlot<PathMatcher>

    init(_ entry: AASALegacyPath, detailsIndex: Int, variables: [String: [String]]) {
        reference = AASARuleReference(
            detailsIndex: detailsIndex, kind: .path(entry.index), location: entry.location,
            summary: MatchSummary.legacyPath(entry))
        isExclusion = entry.isExclusion
        do throws(AASAPatternError) {
            path = .compiled(try PathMatcher(entry.pattern, caseSensitive: true, variables: variables))
        } catch {
            path = .broken(error)
        }
    }

    /// For `MatchIndex`: legacy paths compare the path as written, case-sensitively.
    var indexKeys: MatchIndex.RuleKeys? {
        guard case .compiled(let p) = path else { return nil }
        return (true, true, p.indexKeys)
    }

    func matches(_ subject: MatchSubject) -> Bool {
        if case .compiled(let p) = path { return p.matches(subject.path) }
        return false
    }
}
