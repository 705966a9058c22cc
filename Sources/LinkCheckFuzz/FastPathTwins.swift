import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// The fast paths and their reference twins, one property per pair. The fuzz targets check them
/// on every input they make; `FastPathTwinTests` on every fixture, vector and saved input.
public enum FastPathTwins {
    /// A URL read byte by byte (`fastInput`) must give exactly what the general reader built on
    /// `URLParts` gives, where the fast path answers at all.
    public static func urlInput(_ url: String, schema: RouteSchema) -> FuzzFailure? {
        guard let fast = schema.fastInput(url) else { return nil }
        let general = schema.generalInput(for: url)
        guard case .success(let input) = general, input == fast else {
            return FuzzFailure("routes-fast-input", "\(SwiftLiteral.string(url)): the fast path reads \(fast), the general one \(general)")
        }
        return nil
    }

    /// A table run with the expectation shortcut (`TableLoader.run`) must give the results and
    /// diagnostics of reading every case in full and running it, in one slice or several, and
    /// keeping only the failing results (as every run does), and keeping tape indexes and
    /// reading the cases again (`CaseResults`, what `RoutesRun` reports).
    public static func tableRun(_ table: TableLoader.Opened, schema: RouteSchema) -> FuzzFailure? {
        let (results, diagnostics) = TableLoader.run(table, schema: schema)
        return TableRuns.agree(table, schema: schema, results: results, diagnostics: diagnostics)
    }

    /// A file compiled once, with its index (`CompiledAASA`: literal prefixes and leading
    /// variables alike), must decide a URL for an app as the plain first-match scan over every
    /// rule does: outcome, deciding rule and explanation. `scan`: the file compiled for the scan
    /// (`compiledForScan()`), to compare many URLs; without it each call compiles the app's rules.
    public static func aasaDecision(
        _ file: AASAFile, compiled: CompiledAASA, scan: CompiledAASA? = nil, url: String,
        appID: String, domain: String?
    ) -> FuzzFailure? {
        let fast = compiled.decide(url: url, appID: appID, domain: domain)
        let reference =
            scan?.decide(url: url, appID: appID, domain: domain)
            ?? file.decideByScan(url: url, appID: appID, domain: domain)
        guard fast == reference else {
            return FuzzFailure(
                "aasa-compiled",
                "\(SwiftLiteral.string(url)) for \(appID): the compiled file says \(fast), "
                    + "the plain scan says \(reference)")
        }
        return nil
    }

}
