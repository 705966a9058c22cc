import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// What each command's result contributes to its SARIF run: the findings the `github` format
/// annotates (each finding, each failing case, each URL or destination the command fails on),
/// whether the run was judged, and what to tell about the run that is no finding in a file.
struct SARIFCommandResults {
    /// The results, in report order.
    var sources: [SARIFSource]
    /// `invocations[0].executionSuccessful`: false when the run was not judged (exit status 2).
    var judged: Bool
    /// `toolExecutionNotifications`: why a run was not judged where no finding says it.
    var notifications: [String] = []

    init(_ result: CommandResult) {
        switch result {
        case .routes(let report):
            self.init(
                sources: [.diagnostics(report.routes.diagnostics)] + (report.hasErrors ? [] : Self.routes(report)),
                judged: !report.hasErrors)
        case .resolve(let report):
            guard let schema = report.schema else { self.init(sources: [.diagnostics(report.diagnostics)], judged: false); break }
            self.init(
                sources: [.diagnostics(report.diagnostics), Self.unresolved(report.results, schema: schema, schemaFile: report.schemaFile)],
                judged: true)
        case .url(let report):
            guard report.schema != nil else { self.init(sources: [.diagnostics(report.diagnostics)], judged: false); break }
            guard report.problems.isEmpty else {
                // Destinations come from the command line: what is wrong with them is in no file.
                self.init(
                    sources: [.diagnostics(report.diagnostics)], judged: false,
                    notifications: report.problems.map { "destination \($0.index), column \($0.column): \($0.message)" })
                break
            }
            self.init(sources: [.diagnostics(report.diagnostics), Self.unrestorable(report.results, schemaFile: report.schemaFile)], judged: true)
        case .aasa(let report, _):
            let findings = report.isUnjudged ? [] : report.files.map { SARIFSource.diagnostics($0.diagnostics) } + [.diagnostics(report.diagnostics)]
            self.init(sources: [.diagnostics(report.inputProblems)] + findings, judged: !report.isUnjudged)
        case .check(let report):
            if let stopped = report.notChecked { self.init(sources: [.diagnostics(stopped)], judged: false); break }
            // `problems` holds what reading the tables, AASA files and project found.
            guard !report.problems.hasErrors else { self.init(sources: [.diagnostics(report.problems)], judged: false); break }
            let xcode = report.xcode.map { [SARIFSource.diagnostics($0.serving + $0.projects.flatMap(\.diagnostics))] } ?? []
            self.init(
                sources: [.diagnostics(report.problems)] + Self.routes(report.routes)
                    + report.aasa.files.map { .diagnostics($0.diagnostics) } + [.diagnostics(report.aasa.diagnostics)] + xcode,
                judged: true)
        case .xcode(let report):
            let judged = report.verdict != .unjudged
            self.init(sources: [.diagnostics(judged ? report.diagnostics : report.problems)], judged: judged)
        case .trace(let report):
            guard report.verdict != .unjudged else { self.init(sources: [.diagnostics(report.problems)], judged: false); break }
            // A failing URL is the same finding while its URL and rule are, whatever the message says.
            let traces = report.traces
            let answers = SARIFSource(
                count: traces.count, severity: { traces.fails($0) ? .error : nil },
                finding: { i in
                    let trace = traces[i]
                    let finding = trace.reported ?? Diagnostic(.error, .urlNotOpened, trace.url, file: "<command line>", at: nil)
                    return SARIFFinding(finding, identity: trace.url + "\n" + finding.rule.id)
                })
            self.init(sources: [.diagnostics(report.problems + report.badLines), answers], judged: true)
        }
        if !judged {
            notifications.append(
                "the run could not be judged (exit status 2): "
                    + "an input could not be read or loaded; the error results and these notifications say which")
        }
    }

    private init(sources: [SARIFSource], judged: Bool, notifications: [String] = []) {
        self.sources = sources
        self.judged = judged
        self.notifications = notifications
    }

    /// A judged routes run past its loading diagnostics: the failing cases of each table, the
    /// failed configuration checks, the cross-checks and the coverage findings.
    static func routes(_ report: RoutesCheckReport) -> [SARIFSource] {
        report.routes.tables.map(SARIFSource.cases)
            + [
                .diagnostics(report.configurationFailures),
                .diagnostics(report.routes.checks),
                .diagnostics(report.routes.coverage?.findings ?? [])
            ]
    }

    /// `resolve`: each URL that gets no destination, located at the link that came closest (or
    /// the schema, when none did): the URL comes from the command line, the schema is the file
    /// that would have to change.
    static func unresolved(_ results: [(url: String, resolution: Resolution)], schema: RouteSchema, schemaFile: String) -> SARIFSource {
        SARIFSource(
            count: results.count, severity: { results[$0].resolution.destination == nil ? .error : nil },
            finding: { i in
                let (url, resolution) = results[i]
                // Asked only of URLs without a destination; an empty finding for any other keeps this total.
                guard case .none(let why) = resolution else { return SARIFFinding(Diagnostic(.error, .noDestination, "", file: schemaFile, at: nil)) }
                let closest = why.closestLink.map { schema.links[$0] }
                let d = Diagnostic(
                    .error, .noDestination, "\(Display.text(url)) gets no destination: \(why.message)", file: schemaFile,
                    at: closest?.location,
                    notes: why.closestLink.map { ["closest link: " + ResolveTextReporter.link($0, schema, schemaFile)] } ?? [])
                return SARIFFinding(d, identity: url)
            })
    }

    /// `url`: each destination no URL restores, located at the schema.
    static func unrestorable(_ results: [URLReport.Result], schemaFile: String) -> SARIFSource {
        SARIFSource(
            count: results.count, severity: { if case .unrestorable = results[$0].url { .error } else { nil } },
            finding: { i in
                let r = results[i]
                // Asked only of destinations without a URL, as above.
                guard case .unrestorable(let reason) = r.url else { return SARIFFinding(Diagnostic(.error, .noURL, "", file: schemaFile, at: nil)) }
                return SARIFFinding(Diagnostic(.error, .noURL, "no URL restores \(r.text): \(reason)", file: schemaFile, at: nil), identity: r.text)
            })
    }
}
