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
    /// keeping only the failing results (`CaseRetention.failing`), and keeping tape indexes and
    /// reading the cases again (`CaseResults`, what `RoutesRun` reports).
    public static func tableRun(_ table: TableLoader.Opened, schema: RouteSchema) -> FuzzFailure? {
        let (results, diagnostics) = TableLoader.run(table, schema: schema)
        return TableRuns.agree(table, schema: schema, results: results, diagnostics: diagnostics)
    }

    /// A file compiled once, with its index (`CompiledAASA`: literal prefixes and leading
    /// variables alike), must decide a URL for an app as the plain first-match scan over every
    /// rule does: outcome, deciding rule and explanation. `scan`: the file compiled for the scan
    /// (`compiledForScan()`), to compare many URLs; without it each call compiles the app's rules.
    public static func aasaDecision(_ file: AASAFile, compiled: CompiledAASA, scan: CompiledAASA? = nil, url: String,
                                    appID: String, domain: String?) -> FuzzFailure? {
        let fast = compiled.decide(url: url, appID: appID, domain: domain)
        let reference = scan?.decide(url: url, appID: appID, domain: domain)
            ?? file.decideByScan(url: url, appID: appID, domain: domain)
        guard fast == reference else {
            return FuzzFailure("aasa-compiled", "\(SwiftLiteral.string(url)) for \(appID): the compiled file says \(fast), "
                               + "the plain scan says \(reference)")
        }
        return nil
    }

    /// A document parsed in slices on several cores (`JSONDocument.parse(_:limits:slices:)`) must
    /// be the serial parse's exactly: every node, line start and duplicate key, hence every value
    /// and location; and where either throws, both throw the same error. `cut`: whether some slice
    /// count took the sliced path rather than declining, for tests that must not pass vacuously.
    public static func slicedParse(_ bytes: [UInt8], limits: JSONLimits = JSONLimits(),
                                   cut: UnsafeMutablePointer<Bool>? = nil) -> FuzzFailure? {
        let serial = Result { () throws(JSONSyntaxError) in try JSONDocument.parse(bytes, limits: limits) }
        for slices in [2, 3, 5, 8] {
            if JSONDocument.parseInSlices(bytes, limits: limits, slices: slices) != nil { cut?.pointee = true }
            let sliced = Result { () throws(JSONSyntaxError) in try JSONDocument.parse(bytes, limits: limits, slices: slices) }
            switch (serial, sliced) {
            case let (.success(a), .success(b)) where a.isIdentical(to: b):
                continue
            case let (.failure(a), .failure(b)) where a == b:
                continue
            default:
                return FuzzFailure("json-sliced", "in \(slices) slices the parse gives \(describe(sliced)), "
                                   + "serially \(describe(serial))")
            }
        }
        return nil
    }

    private static func describe(_ result: Result<JSONDocument, JSONSyntaxError>) -> String {
        switch result {
        case .success(let document):
            "a document of \(document.nodeCount) nodes and \(document.duplicateKeys.count) duplicate keys"
        case .failure(let error):
            "the error \(error)"
        }
    }
}
