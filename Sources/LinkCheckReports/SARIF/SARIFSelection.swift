import LinkCheckCore

/// The results a SARIF run holds: all of them, up to `limit`. GitHub code scanning rejects a run
/// of more than 25,000 results and shows only 5,000, the most severe first; past the limit,
/// errors are kept before warnings and the rest are counted, not written. At most `limit`
/// findings are ever made, however many cases fail.
struct SARIFSelection {
    /// GitHub's display limit: more results per run are stored by no one.
    static let githubLimit = 5_000

    /// The findings kept, in report order.
    var findings: [SARIFFinding] = []
    /// Results left out for the limit, by severity.
    var leftOutErrors = 0
    var leftOutWarnings = 0

    var leftOut: Int { leftOutErrors + leftOutWarnings }

    init(_ sources: [SARIFSource], limit: Int) {
        let (errors, warnings) = Self.count(sources)
        let (keptErrors, keptWarnings) = Self.kept(errors: errors, warnings: warnings, limit: limit)
        leftOutErrors = errors - keptErrors
        leftOutWarnings = warnings - keptWarnings
        var e = 0, w = 0
        for source in sources {
            guard e < keptErrors || w < keptWarnings else { break }
            for i in 0..<source.count {
                switch source.severity(i) {
                case .error? where e < keptErrors: e += 1
                case .warning? where w < keptWarnings: w += 1
                default: continue
                }
                findings.append(source.finding(i))
            }
        }
    }

    /// How many errors and warnings a run of `limit` results keeps: errors first.
    static func kept(errors: Int, warnings: Int, limit: Int) -> (errors: Int, warnings: Int) {
        let errorsKept = min(errors, max(limit, 0))
        return (errorsKept, min(warnings, max(limit, 0) - errorsKept))
    }

    /// Errors and warnings among all the sources' entries, without making a finding.
    static func count(_ sources: [SARIFSource]) -> (errors: Int, warnings: Int) {
        var errors = 0, warnings = 0
        for source in sources {
            for i in 0..<source.count {
                switch source.severity(i) {
                case .error?: errors += 1
                case .warning?: warnings += 1
                case nil: break
                }
            }
        }
        return (errors, warnings)
    }
}
