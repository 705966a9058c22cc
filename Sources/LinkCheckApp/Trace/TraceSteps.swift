import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// The four steps of one URL (docs/trace.md), each a pure function of the inputs.
public enum TraceSteps {
    /// `url`'s trace.
    public static func trace(_ url: String, in inputs: TraceInputs) -> TraceReport.Trace {
        let resolution = inputs.schema.resolve(url)
        return TraceReport.Trace(
            url: url, steps: [ios(url, inputs), app(url, resolution, inputs), wayBack(url, resolution, inputs), tables(url, resolution, inputs)])
    }

    typealias Step = TraceReport.Step

    static func failed(_ name: Step.Name, _ summary: String, _ finding: Diagnostic) -> Step {
        Step(name: name, outcome: .fail, summary: summary, finding: finding)
    }

    // MARK: - iOS

    static func ios(_ url: String, _ inputs: TraceInputs) -> Step {
        guard case .success(let parts) = URLParts.split(url) else {
            return Step(name: .ios, outcome: .notChecked, summary: "not a URL iOS can open")
        }
        let scheme = parts.lowercasedScheme
        let quotedURL = SwiftLiteral.clippedString(url)
        guard scheme == "https" || scheme == "http" else {
            guard let app = inputs.app else { return Step(name: .ios, outcome: .notChecked, summary: "no Xcode project: the app's schemes are not known") }
            guard let schemes = app.urlSchemes else {
                return Step(name: .ios, outcome: .notChecked, summary: "the URL schemes of \(app.label) are not known (see `linkcheck xcode`)")
            }
            guard schemes.contains(where: { $0.lowercased() == scheme }) else {
                let message = "\(quotedURL) does not open the app: scheme \(SwiftLiteral.string(scheme)) is not registered by \(app.label)"
                return failed(
                    .ios, message,
                    Diagnostic(
                        .error, .schemeNotRegistered, message, file: app.infoPlist ?? app.pbxproj, at: nil,
                        notes: ["add it to the CFBundleURLSchemes of a CFBundleURLTypes entry"]))
            }
            return Step(
                name: .ios, outcome: .pass,
                summary: "scheme \(SwiftLiteral.string(scheme)) is registered by \(app.label) in \(app.infoPlist.map(Display.path) ?? "its Info.plist")")
        }
        let host = String(parts.host ?? "").lowercased()
        guard scheme == "https" else {
            let message = "\(quotedURL) does not open the app: iOS opens only https URLs in an app, http ones in the browser"
            return failed(.ios, message, Diagnostic(.error, .urlNotOpened, message, file: inputs.schemaFile, at: nil))
        }
        var lines: [String] = []
        if let app = inputs.app {
            let entries = (app.associatedDomains ?? []).map { AssociatedDomain($0, at: SourceLocation(line: 1, column: 1)) }
                .filter { $0.service == "applinks" && $0.defect == nil }
            let matching = entries.filter { entry in
                entry.isWildcard ? host.hasSuffix("." + entry.domain.lowercased()) : entry.domain.lowercased() == host
            }
            // A build that does not ship runs on devices in developer mode, where such an entry works.
            guard let entry = matching.first(where: { !$0.isDeveloperMode || !app.isRelease }) else {
                if let developer = matching.first {
                    let message =
                        "\(quotedURL) does not open the app: \(SwiftLiteral.string(developer.text)) of \(app.label) is in developer mode, which a release build ignores"
                    return failed(.ios, message, Diagnostic(.error, .developerMode, message, file: app.entitlements ?? app.pbxproj, at: nil))
                }
                let message = "\(quotedURL) does not open the app: \(app.label) is not associated with \(host) (no applinks:\(host) entry in its entitlements)"
                return failed(
                    .ios, message,
                    Diagnostic(
                        .error, .domainNotAssociated, message, file: app.entitlements ?? app.pbxproj, at: nil,
                        notes: ["add <string>applinks:\(host)</string> to the com.apple.developer.associated-domains array"]))
            }
            lines.append("\(app.label) is associated with it by \(SwiftLiteral.string(entry.text))")
        }
        let files = inputs.aasa.filter { $0.domain?.lowercased() == host }
        let forHost = files.isEmpty ? inputs.aasa.filter { $0.domain == nil } : files
        guard !forHost.isEmpty else {
            return Step(
                name: .ios, outcome: .notChecked, summary: "no AASA file for \(host) is given (linkcheck.json's \"aasa\", or --aasa FILE)", details: lines)
        }
        for aasa in forHost {
            let appIDs = inputs.app.map { $0.appID.map { [$0] } ?? [] } ?? aasa.appIDs
            guard !appIDs.isEmpty else {
                return Step(name: .ios, outcome: .notChecked, summary: "no app ID to ask \(Display.path(aasa.name)) about (give --xcodeproj)", details: lines)
            }
            for appID in appIDs {
                let listed = aasa.file.applinks?.details.contains { $0.appIDs.contains { $0.id == appID } } ?? false
                guard listed else {
                    let message = "\(quotedURL) does not open the app: \(Display.path(aasa.name)) lists no applinks entry for \(SwiftLiteral.string(appID))"
                    return failed(
                        .ios, message,
                        Diagnostic(.error, .appIDNotInAASA, message, file: aasa.name, at: aasa.file.applinks?.location, notes: notes(inputs)))
                }
                let decision = aasa.file.decide(url: url, appID: appID, domain: aasa.domain)
                guard decision.opens else {
                    let by = decision.rule.map { " by \($0.described(in: aasa.name))" } ?? ""
                    let reason = decision.outcome == AASADecision.Outcome.excluded ? "it is excluded\(by)" : Display.escaped(decision.explanation)
                    let message = "\(quotedURL) does not open the app: \(reason)"
                    return failed(.ios, message, Diagnostic(.error, .urlNotOpened, message, file: aasa.name, at: decision.rule?.location))
                }
                lines.append("\(Display.path(aasa.name)) opens it for \(appID)" + (decision.rule.map { " by \($0.described(in: aasa.name))" } ?? ""))
            }
        }
        return Step(name: .ios, outcome: .pass, summary: "opens the app", details: lines)
    }

    static func notes(_ inputs: TraceInputs) -> [String] {
        inputs.app.map { ["the app ID is \($0.label)'s, as `linkcheck xcode` shows it"] } ?? []
    }

    // MARK: - The app

    static func app(_ url: String, _ resolution: Resolution, _ inputs: TraceInputs) -> Step {
        switch resolution {
        case .destination(let destination, let index):
            return Step(
                name: .app, outcome: .pass, summary: RouteSyntax.destination(destination), details: ["by link \(link(index, inputs))"])
        case .none(let why):
            let message = "\(SwiftLiteral.clippedString(url)) gets no destination: \(why.message)"
            let closest = why.closestLink.map { inputs.schema.links[$0] }
            return failed(
                .app, message,
                Diagnostic(
                    .error, .noDestination, message, file: inputs.schemaFile, at: closest?.location,
                    notes: why.closestLink.map { ["the closest link is \(link($0, inputs))"] } ?? []))
        }
    }

    static func link(_ index: Int, _ inputs: TraceInputs) -> String {
        let l = inputs.schema.links[index]
        return "\(SwiftLiteral.string(l.path)) at \(Display.path(inputs.schemaFile)):\(l.location.line):\(l.location.column)"
    }

    // MARK: - The way back

    static func wayBack(_ url: String, _ resolution: Resolution, _ inputs: TraceInputs) -> Step {
        guard let destination = resolution.destination else { return Step(name: .wayBack, outcome: .notChecked, summary: "no destination to build a URL for") }
        switch inputs.schema.canonicalURL(for: destination) {
        case .url(let built, let index, _):
            let same = built == url ? "the same URL" : "\(SwiftLiteral.clippedString(built)), which resolves the same"
            return Step(name: .wayBack, outcome: .pass, summary: "`url` builds \(same)", details: ["by link \(link(index, inputs))"])
        case .unrestorable(let reason):
            let message = "no URL opens \(RouteSyntax.destination(destination)) again: \(reason)"
            return failed(.wayBack, message, Diagnostic(.error, .noRoundTrip, message, file: inputs.schemaFile, at: nil))
        }
    }

    // MARK: - The tables

    static func tables(_ url: String, _ resolution: Resolution, _ inputs: TraceInputs) -> Step {
        var lines: [String] = []
        for (file, cases) in inputs.tables {
            for c in cases where c.url == url {
                let result = CaseResult(testCase: c, actual: resolution)
                let place = "\(Display.path(file)):\(c.location.line):\(c.location.column)"
                guard result.passed else {
                    let message =
                        "the case at \(place) expects \(RouteSyntax.destination(c.expected)), and the URL gives \(RouteSyntax.destination(resolution.destination))"
                    return failed(.tables, message, Diagnostic(.error, .caseFailed, message, file: file, at: c.location))
                }
                lines.append("passes at \(place)")
            }
        }
        guard !lines.isEmpty else { return Step(name: .tables, outcome: .pass, summary: "no case") }
        return Step(name: .tables, outcome: .pass, summary: Plural.count(lines.count, "case") + " pass", details: lines)
    }
}
