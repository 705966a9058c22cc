import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

extension ProjectCheck {
    /// The root cause first, its consequences folded: a case whose URL gets no destination (a
    /// misspelled URL) and that an AASA file does not open (`case-not-opened`) is one mistake when
    /// the URL of the case's expected destination, on the case's host, would open: correcting the
    /// URL fixes both. The `case-not-opened` is then a note under the case's failure, the error at
    /// the same place, and not counted again. Where the right URL would not open either (the file
    /// has no rule for that path), the file's problem is its own and stays an error.
    ///
    /// `opened` answers which of the URLs it is given every AASA entry for their hosts opens.
    static func foldUnopenedCases(
        _ routes: inout RoutesCheckReport, into aasa: inout AASAReport, opened: ([String]) -> Set<String>
    ) {
        guard aasa.diagnostics.contains(where: { $0.rule == .caseNotOpened }) else { return }
        // The failing cases without a destination that the file does not open, and the URL each
        // should have been.
        var candidates: [(table: Int, at: SourceLocation, corrected: String)] = []
        for t in routes.routes.tables.indices {
            let table = routes.routes.tables[t]
            let unopened = Set(
                aasa.diagnostics.filter { $0.rule == .caseNotOpened && $0.file == table.file }.compactMap(\.location))
            guard !unopened.isEmpty else { continue }
            for r in table.failures where r.actual.destination == nil && unopened.contains(r.testCase.location) {
                guard let expected = r.testCase.expected, let corrected = Self.corrected(r.testCase.url, to: expected, in: table.schema)
                else { continue }
                candidates.append((t, r.testCase.location, corrected))
            }
        }
        guard !candidates.isEmpty else { return }
        let opens = opened(candidates.map(\.corrected))
        for candidate in candidates where opens.contains(candidate.corrected) {
            let file = routes.routes.tables[candidate.table].file
            aasa.diagnostics.removeAll { d in
                guard d.rule == .caseNotOpened, d.file == file, d.location == candidate.at else { return false }
                routes.routes.tables[candidate.table].folded[candidate.at, default: []].append(
                    "so iOS does not open it either, folded here: " + d.message + " (case-not-opened)")
                return true
            }
        }
    }

    /// The URL that opens `destination` (the schema run backwards), on the scheme and host of
    /// `url`, the case's: `nil` when no link restores it or it is not a web URL.
    static func corrected(_ url: String, to destination: Destination, in schema: RouteSchema) -> String? {
        guard case .url(let built, _, _) = schema.canonicalURL(for: destination),
            case .success(let given) = URLParts.split(url), let host = given.host,
            case .success(let parts) = URLParts.split(built), parts.host != nil,
            ["http", "https"].contains(parts.lowercasedScheme)
        else { return nil }
        let rest = built.drop { $0 != "/" }.dropFirst(2).drop { $0 != "/" && $0 != "?" && $0 != "#" }
        return given.lowercasedScheme + "://" + host + rest
    }

    /// The lower-cased host of `url`, when it has one.
    static func host(of url: String) -> String? {
        guard case .success(let parts) = URLParts.split(url) else { return nil }
        return parts.host?.lowercased()
    }
}
