import LinkCheckCore

extension RoutesReport {
    /// `--round-trip`: every destination a table expects must have a canonical URL that opens it
    /// again; an error, at the case, for each that has none (a screen the app can show that no
    /// link can restore). A destination is checked once, at its first case.
    public func roundTripFindings() -> [Diagnostic] {
        var out: [Diagnostic] = []
        for table in tables {
            var seen: Set<Destination> = []
            for result in table.allResults {
                guard let expected = result.testCase.expected, seen.insert(expected).inserted,
                    case .unrestorable(let reason) = table.schema.canonicalURL(for: expected)
                else { continue }
                out.append(
                    Diagnostic(
                        .error, .noRoundTrip,
                        "no URL restores the expected \(RouteSyntax.destination(expected)): \(reason)",
                        file: table.file, at: result.testCase.location))
            }
        }
        return out
    }
}
