import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

extension FuzzTargets {
    static let aasaFile = "apple-app-site-association"

    /// AASA linting and matching; the input is `file (NUL url)*`. Every finding is located inside
    /// the file, and the opt-in checks only add findings; the file compiled once decides each URL
    /// (given, and made from the file's own patterns) as `AASAFile.decide` does; every report
    /// renders and keeps the promises `ReportChecks` checks.
    public static func aasa(_ bytes: [UInt8]) -> FuzzFailure? {
        let inputs = parts(bytes)
        let (file, diagnostics) = AASALoader.load(inputs[0], file: aasaFile)
        let legacy = AASALintOptions(checkLegacyIOS: true)
        let (_, withLegacy) = AASALoader.load(inputs[0], file: aasaFile, options: legacy)
        if let failure = ReportChecks.located(withLegacy, in: [aasaFile: inputs[0]]) { return failure }
        // Past the first 100 problems a file's findings are counted, not shown (`more-problems`), so
        // the opt-in's extra findings can push a shown one out: compare only files under the cap.
        let capped = withLegacy.contains { $0.rule == .moreProblems }
        if !capped, let missing = diagnostics.first(where: { !withLegacy.contains($0) }) {
            return FuzzFailure("aasa-lint-options", "with --legacy-ios, the finding \(DiagnosticPrinter.render(missing)) is gone")
        }

        var answers: [AASAReport.Answer] = []
        if let file {
            let appIDs = AASAURLs.appIDs(file).prefix(2) + ["ABCDE12345.com.example.fuzz"]
            let urls =
                inputs.dropFirst().prefix(8).map { String(decoding: $0, as: UTF8.self) }
                + AASAURLs.derived(from: file).prefix(12)
            let compiled = file.compiled(), scan = file.compiledForScan()
            for (n, url) in urls.enumerated() {
                for appID in appIDs {
                    let decision = compiled.decide(url: url, appID: appID, domain: AASAURLs.domain)
                    // Every URL against the scan compiled once; the first two also against
                    // `AASAFile.decide`'s own scan, which compiles the app's entries on every call.
                    if let failure = FastPathTwins.aasaDecision(
                        file, compiled: compiled, scan: n < 2 ? nil : scan, url: url,
                        appID: appID, domain: AASAURLs.domain)
                    {
                        return failure
                    }
                    // Without a domain the URL's own host counts; only that must not crash.
                    _ = compiled.decide(url: url, appID: appID, domain: nil)
                    answers.append(AASAReport.Answer(url: url, appID: appID, decision: decision))
                }
            }
            if let failure = httpTwins(file, compiled: compiled, appIDs: Array(appIDs.prefix(2))) { return failure }
            if let failure = streamedTwins(file, diagnostics: diagnostics, compiled: compiled, urls: urls, appIDs: Array(appIDs)) {
                return failure
            }
        }
        let report = AASAReport(files: [AASAReport.File(file: aasaFile, diagnostics: diagnostics, answers: AASAAnswers(answers))])
        _ = AASATextReporter(style: TextStyle(color: true)).render(report)
        _ = MarkdownSummary.aasa(report)
        return ReportChecks.json(AASAJSONReporter.render(report), "aasa JSON")
            ?? ReportChecks.junit(JUnitReporter.aasa(report), "aasa JUnit")
            ?? ReportChecks.github(GitHubReporter.aasa(report), "aasa GitHub")
    }

    /// Answers decided as they are written (`AASAAnswers` over a URL list read into byte ranges,
    /// in blocks of 3 URLs on 2 threads) render in every format exactly as the same URLs decided
    /// one by one and held: the first two URLs given as `--url` values, the rest as a list.
    static func streamedTwins(
        _ file: AASAFile, diagnostics: [Diagnostic], compiled: CompiledAASA, urls: [String],
        appIDs: [String]
    ) -> FuzzFailure? {
        let listed = URLList.parseSerially(Array(urls.dropFirst(2).joined(separator: "\n").utf8), file: "urls.txt").urls
        let all = listed.after(Array(urls.prefix(2)))
        let held = all.flatMap { url in
            appIDs.map { AASAReport.Answer(url: url, appID: $0, decision: compiled.decide(url: url, appID: $0, domain: AASAURLs.domain)) }
        }
        let source = AnswerSource(
            urls: all, apps: appIDs, matcher: compiled, domain: AASAURLs.domain, cores: 2,
            blockURLs: 3, forcedThreads: 2)
        func renderings(_ answers: AASAAnswers) -> [String] {
            let report = AASAReport(files: [AASAReport.File(file: aasaFile, diagnostics: diagnostics, answers: answers)])
            return [
                AASATextReporter().render(report), AASAJSONReporter.render(report), JUnitReporter.aasa(report),
                MarkdownSummary.aasa(report)
            ]
        }
        let streamed = renderings(AASAAnswers(source)), reference = renderings(AASAAnswers(held))
        for (format, (a, b)) in zip(["text", "JSON", "JUnit", "Markdown"], zip(streamed, reference)) where a != b {
            return FuzzFailure("aasa-streamed", "the \(format) report of answers decided as written differs from the held one:\n\(a)\n---\n\(b)")
        }
        return nil
    }

    /// iOS decides an `http` URL on the domain by the file as it decides the `https` one: the
    /// compiled file and the plain scan agree on the `http` spellings of URLs made from the file's
    /// own patterns, and each decides as its `https` twin (outcome and rule).
    static func httpTwins(_ file: AASAFile, compiled: CompiledAASA, appIDs: [String]) -> FuzzFailure? {
        for url in AASAURLs.derived(from: file).prefix(2) {
            for twin in AASAURLs.httpTwins(of: url) {
                for appID in appIDs {
                    if let failure = FastPathTwins.aasaDecision(file, compiled: compiled, url: twin, appID: appID, domain: AASAURLs.domain) {
                        return failure
                    }
                    let secure = compiled.decide(url: url, appID: appID, domain: AASAURLs.domain)
                    let plain = compiled.decide(url: twin, appID: appID, domain: AASAURLs.domain)
                    if secure.outcome != plain.outcome || secure.rule != plain.rule {
                        return FuzzFailure(
                            "aasa-http",
                            "\(SwiftLiteral.string(twin)) for \(appID): \(plain), but "
                                + "\(SwiftLiteral.string(url)) \(secure)")
                    }
                }
            }
        }
        return nil
    }
}
