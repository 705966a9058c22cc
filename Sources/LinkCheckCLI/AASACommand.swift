import LinkCheck

/// `linkcheck aasa FILE... [--app-id ID]... [--url URL]... [--urls FILE] [--cases TABLE]... [--domain NAME]`
struct AASACommand {
    let args: ParsedArguments
    let context: CommandContext

    func run() -> CommandOutput {
        let options = OutputOptions(args, context)
        var inputProblems: [Diagnostic] = []
        let urls = listedURLs(&inputProblems)
        let cases = caseURLs(&inputProblems)
        let domain = args.value("domain")?.lowercased()

        var files: [AASAReport.File] = []
        var caseFindings: [Diagnostic] = []
        for path in args.positionals {
            let name = CommandContext.displayName(path)
            let bytes: [UInt8]
            switch context.read(path) {
            case .failure(let e):
                inputProblems.append(Diagnostic(.error, "unreadable-file", "cannot read the file: \(e.reason)", file: name, at: nil))
                continue
            case .success(let b):
                bytes = b
            }
            let lintOptions = AASALintOptions(checkLegacyIOS: args.flag("legacy-ios"))
            let (loaded, diagnostics) = AASALoader.load(bytes, file: name, options: lintOptions)
            var report = AASAReport.File(file: name, diagnostics: diagnostics)
            guard let aasa = loaded else {
                files.append(report)
                continue
            }
            let apps = appIDs(for: aasa, file: name, into: &report.diagnostics)
            // Patterns are compiled once per file, not once per URL.
            let matcher = aasa.compiled()
            for url in urls {
                for app in apps {
                    report.answers.append(.init(url: url, appID: app, decision: matcher.decide(url: url, appID: app, domain: domain)))
                }
            }
            for (table, list) in cases {
                for c in list where isOnDomain(c.url, domain) {
                    for app in apps {
                        let decision = matcher.decide(url: c.url, appID: app, domain: domain)
                        if let finding = Self.check(c, app: app, decision: decision, table: table, aasaFile: name) {
                            caseFindings.append(finding)
                        }
                    }
                }
            }
            files.append(report)
        }

        // Unreadable inputs and broken tables stop the judgement (exit 2) and go to stderr; what
        // the files and tables say about each other is the result.
        let report = AASAReport(files: files, diagnostics: Diagnostic.ordered(caseFindings))
        let unjudged = inputProblems.contains { $0.severity == .error }
        let failed = report.errors > 0 || (args.flag("strict") && report.warnings > 0)
        var out = CommandOutput(status: unjudged ? ExitStatus.unjudged : failed ? ExitStatus.failed : ExitStatus.passed)
        out.stderr = options.render(Diagnostic.ordered(inputProblems))
        if unjudged {
            let n = inputProblems.count(where: { $0.severity == .error })
            out.stderr += "linkcheck: \(n) \(n == 1 ? "input" : "inputs") could not be read; the run is not judged\n"
        }
        switch options.format {
        case .json: out.stdout = AASAJSONReporter.render(report)
        case .text: out.stdout = AASATextReporter(style: options.stdoutStyle, quiet: options.quiet).render(report)
        }
        return out
    }

    /// The apps to answer for: those given (each must be declared), else every app the file lists.
    private func appIDs(for aasa: AASAFile, file: String, into diagnostics: inout [Diagnostic]) -> [String] {
        var declared: [String] = []
        for entry in aasa.applinks?.details ?? [] {
            for id in entry.appIDs where !declared.contains(id.id) { declared.append(id.id) }
        }
        let given = args.values("app-id")
        if given.isEmpty { return declared }
        for app in given where !declared.contains(app) {
            let hint = Suggestion.hint(for: app, among: declared)
            diagnostics.append(Diagnostic(.error, "app-not-declared",
                                          "no applinks entry of the file lists app \(SwiftSyntax.stringLiteral(app)), so iOS opens none of its links" + hint,
                                          file: file, at: aasa.applinks?.location))
        }
        return given
    }

    /// `--url` values, then the lines of `--urls FILE`.
    private func listedURLs(_ problems: inout [Diagnostic]) -> [String] {
        var urls = args.values("url")
        if let list = args.value("urls") {
            switch context.read(list) {
            case .failure(let e):
                problems.append(Diagnostic(.error, "unreadable-file", "cannot read the URL list: \(e.reason)", file: CommandContext.displayName(list), at: nil))
            case .success(let bytes):
                let text = String(decoding: bytes, as: UTF8.self)
                for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
                    let trimmed = line.trimmingSpaces()
                    if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                    urls.append(trimmed)
                }
            }
        }
        return urls
    }

    private func caseURLs(_ problems: inout [Diagnostic]) -> [(String, [TableLoader.CaseURL])] {
        var result: [(String, [TableLoader.CaseURL])] = []
        for path in args.values("cases") {
            let name = CommandContext.displayName(path)
            switch context.read(path) {
            case .failure(let e):
                problems.append(Diagnostic(.error, "unreadable-file", "cannot read the table: \(e.reason)", file: name, at: nil))
            case .success(let bytes):
                let (opened, openProblems) = TableLoader.open(bytes, file: name)
                problems += openProblems
                guard let opened else { continue }
                let (urls, urlProblems) = TableLoader.caseURLs(of: opened)
                problems += urlProblems
                result.append((name, urls))
            }
        }
        return result
    }

    /// A case URL is checked when it is https and, with `--domain`, on that domain.
    private func isOnDomain(_ url: String, _ domain: String?) -> Bool {
        guard case .success(let parts) = URLParts.split(url), parts.lowercasedScheme == "https" else { return false }
        guard let domain else { return true }
        return parts.host?.lowercased() == domain
    }

    /// A table's expectation against the file's answer: a URL that must open and does not is an
    /// error; one the table expects no destination for but that opens the app is a warning.
    static func check(_ c: TableLoader.CaseURL, app: String, decision: AASADecision, table: String, aasaFile: String) -> Diagnostic? {
        let url = SwiftSyntax.stringLiteral(c.url)
        let why: String
        switch (decision.outcome, decision.rule) {
        case (.opens, let rule?): why = "matched by " + AASATextReporter.describe(rule, file: aasaFile)
        case (.excluded, let rule?): why = "excluded by " + AASATextReporter.describe(rule, file: aasaFile)
        default: why = decision.explanation
        }
        if c.expectsDestination && !decision.opens {
            return Diagnostic(.error, "case-not-opened", "\(url) does not open \(app), but the table expects a destination",
                              file: table, at: c.location, notes: [why])
        }
        if !c.expectsDestination && decision.opens {
            return Diagnostic(.warning, "case-opens-app", "\(url) opens \(app), but the table expects no destination; the app must handle it",
                              file: table, at: c.location, notes: [why])
        }
        return nil
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
