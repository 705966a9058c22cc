import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// The four steps of one URL (docs/trace.md), each a pure function of the inputs. A step's
/// summary says what it found in a few words; a failing step's finding says it as a sentence
/// about the URL, at the place to change.
public enum TraceSteps {
    /// `url`'s trace. `detail` says which texts to write: every outcome is the same at each level;
    /// below `.full` what a passing step found is left out (a list's one-line report needs only
    /// the destination), and at `.verdict` the explanation of a URL with no destination too (a
    /// list's counts need only the outcomes).
    public static func trace(_ url: String, in inputs: TraceInputs, detail: TraceDetail = .full) -> TraceReport.Trace {
        // The counts need no explanation of a URL that gets no destination, the costliest part.
        let resolution = detail == .verdict ? inputs.schema.destinationOnly(url) : inputs.schema.resolve(url)
        return TraceReport.Trace(
            url: url,
            steps: [
                ios(url, inputs, detail), app(url, resolution, inputs, detail), wayBack(url, resolution, inputs, detail),
                tables(url, resolution, inputs, detail)
            ])
    }

    /// `url`'s trace as a list's line needs it: at `.line`, up to the first step that fails (the
    /// answer, all a failing URL's line shows), every step of a URL that fails none. Its answer,
    /// destination and first step not checked are `trace(url, in: inputs, detail: .line)`'s;
    /// a URL iOS does not hand to the app is not resolved. What `shortcut` (`shortcut(url,
    /// in: inputs)`) found is not asked again: an iOS step it passed is a pass without details.
    public static func traceToTheAnswer(_ url: String, in inputs: TraceInputs, after shortcut: Shortcut = .unknown) -> TraceReport.Trace {
        let ios: Step
        let resolution: Resolution
        switch shortcut {
        case .opensTheApp(let noWinner):
            ios = Step(name: .ios, outcome: .pass, summary: "")
            resolution = noWinner ? inputs.schema.resolveMiss(url) : inputs.schema.resolve(url)
        case .passes, .unknown:
            ios = Self.ios(url, inputs, .line)
            guard ios.outcome != .fail else { return TraceReport.Trace(url: url, steps: [ios]) }
            resolution = inputs.schema.resolve(url)
        }
        let app = app(url, resolution, inputs, .line)
        guard app.outcome != .fail else { return TraceReport.Trace(url: url, steps: [ios, app]) }
        return TraceReport.Trace(url: url, steps: [ios, app, wayBack(url, resolution, inputs, .line), tables(url, resolution, inputs, .line)])
    }

    typealias Step = TraceReport.Step

    static func failed(_ name: Step.Name, _ summary: String, _ finding: Diagnostic, details: [String] = []) -> Step {
        Step(name: name, outcome: .fail, summary: summary, details: details, finding: finding)
    }

    /// `file:line:column`, as a detail line names a place.
    static func place(_ file: String, _ location: SourceLocation) -> String {
        "\(Display.path(file)):\(location.line):\(location.column)"
    }

    // MARK: - The app

    static func app(_ url: String, _ resolution: Resolution, _ inputs: TraceInputs, _ detail: TraceDetail) -> Step {
        switch resolution {
        case .destination(let destination, let index):
            return Step(
                name: .app, outcome: .pass, summary: detail >= .line ? RouteSyntax.destination(destination) : "",
                details: detail == .full ? ["by link \(link(index, inputs))"] : [])
        case .none(let why):
            // A list's counts ask only whether it fails (`.verdict`): no sentence is written.
            guard detail > .verdict else { return failed(.app, "no destination", Diagnostic(.error, .noDestination, "", file: inputs.schemaFile, at: nil)) }
            let closest = why.closestLink.map { inputs.schema.links[$0] }
            return failed(
                .app, "no destination: \(why.message)",
                Diagnostic(
                    .error, .noDestination, "\(SwiftLiteral.clippedString(url)) gets no destination: \(why.message)",
                    file: inputs.schemaFile, at: closest?.location,
                    notes: why.closestLink.map { ["the closest link is \(link($0, inputs))"] } ?? []))
        }
    }

    static func link(_ index: Int, _ inputs: TraceInputs) -> String {
        let l = inputs.schema.links[index]
        return "\(SwiftLiteral.string(l.path)) at \(place(inputs.schemaFile, l.location))"
    }

    // MARK: - The way back

    /// The URL `linkcheck url` builds for the destination, which `canonicalURL` has already
    /// resolved back: it is given only when it opens the same destination.
    static func wayBack(_ url: String, _ resolution: Resolution, _ inputs: TraceInputs, _ detail: TraceDetail) -> Step {
        guard case .destination(let destination, let index) = resolution else {
            return Step(name: .wayBack, outcome: .notChecked, summary: "no destination to build a URL for")
        }
        // Most URLs traced are the very URL built back (a sitemap's): below `.full`, which names
        // the URL built, that URL passes the step without the search.
        if detail < .full, index < inputs.linkSources.count,
            inputs.schema.buildsBack(url, destination, winner: index, sources: inputs.linkSources[index])
        {
            return Step(name: .wayBack, outcome: .pass, summary: "")
        }
        // The URL traced, already resolved, is not resolved again when it is the one built.
        switch inputs.schema.canonicalURL(for: destination, known: (url, resolution)) {
        case .url(let built, let winner, let filled):
            guard detail == .full else { return Step(name: .wayBack, outcome: .pass, summary: "") }
            var details = ["by link \(link(winner, inputs))"]
            details += filled.map { "filled: \($0)" }
            return Step(
                name: .wayBack, outcome: .pass, summary: "`url` builds \(SwiftLiteral.clippedString(built)), which opens the same", details: details)
        case .unrestorable(let reason):
            let what = RouteSyntax.destination(destination)
            return failed(
                .wayBack, "no URL opens it again: \(reason)",
                Diagnostic(
                    .error, .noRoundTrip, "no URL opens \(what) again: \(reason)", file: inputs.schemaFile,
                    at: inputs.schema.links[index].location,
                    notes: ["the destination came from link \(link(index, inputs))"]))
        }
    }

    // MARK: - The tables

    static func tables(_ url: String, _ resolution: Resolution, _ inputs: TraceInputs, _ detail: TraceDetail) -> Step {
        let cases = inputs.cases[url]
        guard !cases.isEmpty else { return Step(name: .tables, outcome: .pass, summary: "no case") }
        var lines: [String] = []
        for entry in cases {
            let c = entry.testCase
            let at = place(entry.table, c.location)
            guard CaseResult(testCase: c, actual: resolution).passed else {
                let differs =
                    "expects \(RouteSyntax.destination(c.expected)), and the URL gets \(RouteSyntax.destination(resolution.destination))"
                return failed(
                    .tables, "the case at \(at) \(differs)",
                    Diagnostic(.error, .caseFailed, "the case for \(SwiftLiteral.clippedString(url)) \(differs)", file: entry.table, at: c.location))
            }
            if detail == .full { lines.append("passes at \(at)") }
        }
        guard detail == .full else { return Step(name: .tables, outcome: .pass, summary: "") }
        return Step(name: .tables, outcome: .pass, summary: Plural.count(lines.count, "case") + " pass" + (lines.count == 1 ? "es" : ""), details: lines)
    }
}

/// How much of a trace to write (`TraceSteps.trace`): the outcomes only (a failing step's finding
/// may then say less), also the failures and the destination (a list's one line per URL), or
/// every step's summary and details.
public enum TraceDetail: Int, Sendable, Comparable {
    case verdict, line, full

    public static func < (a: TraceDetail, b: TraceDetail) -> Bool { a.rawValue < b.rawValue }
}
