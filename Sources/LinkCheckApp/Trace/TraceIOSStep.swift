import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// Step 1 of a trace: whether iOS hands the URL to the app at all. A custom scheme must be
/// registered in the Info.plist; a web URL's host must be an `applinks:` domain of the
/// entitlements, and every AASA file for the host must list the app and send it the URL.
extension TraceSteps {
    static func ios(_ url: String, _ inputs: TraceInputs, _ detail: TraceDetail) -> Step {
        guard let (scheme, host) = URLParts.loweredSchemeAndHost(url) else {
            return Step(name: .ios, outcome: .notChecked, summary: "not a URL iOS can read (the app step says why)")
        }
        guard scheme == "https" || scheme == "http" else { return customScheme(url, scheme, inputs, detail) }
        return web(url, host: host ?? "", inputs, detail)
    }

    static func doesNotOpen(_ url: String) -> String { "\(SwiftLiteral.clippedString(url)) does not open the app: " }

    // MARK: - A custom scheme

    static func customScheme(_ url: String, _ scheme: String, _ inputs: TraceInputs, _ detail: TraceDetail) -> Step {
        guard let app = inputs.app else {
            return Step(
                name: .ios, outcome: .notChecked,
                summary: "the app's URL schemes are not known: give --xcodeproj, or name \"infoPlist\" in linkcheck.json")
        }
        guard let registry = app.schemes, let file = app.infoPlist else {
            return Step(name: .ios, outcome: .notChecked, summary: "the URL schemes of \(app.label) are not known: \(app.schemesUnknown)")
        }
        // iOS compares schemes ignoring case. (Below `.full` no place is named: a set says.)
        if detail < .full, app.registeredSchemes.contains(scheme) { return Step(name: .ios, outcome: .pass, summary: "") }
        guard let registered = registry.schemes.first(where: { $0.name.asciiLowercased() == scheme }) else {
            let reason = "scheme \(SwiftLiteral.string(scheme)) is not registered by \(app.label)"
            var notes: [String] = []
            if let closest = Suggestion.closest(to: scheme, among: registry.schemes.map(\.name)),
                let at = registry.schemes.first(where: { $0.name == closest })
            {
                notes.append("the closest registered scheme is \(SwiftLiteral.clippedString(closest)) at \(place(file, at.location))")
            }
            notes.append("register it: add <string>\(Display.text(scheme))</string> to the CFBundleURLSchemes of a CFBundleURLTypes entry")
            return failed(
                .ios, reason, Diagnostic(.error, .schemeNotRegistered, doesNotOpen(url) + reason, file: file, at: registry.anchor, notes: notes))
        }
        guard detail == .full else { return Step(name: .ios, outcome: .pass, summary: "") }
        return Step(
            name: .ios, outcome: .pass,
            summary: "scheme \(SwiftLiteral.string(scheme)) is registered by \(app.label) at \(place(file, registered.location))")
    }

    // MARK: - A web URL

    static func web(_ url: String, host: String, _ inputs: TraceInputs, _ detail: TraceDetail) -> Step {
        var details: [String] = []
        var unchecked: [String] = []
        if let app = inputs.app {
            switch associated(url, host: host, app, detail) {
            case .failure(let failure): return failure.step
            case .success(let line?): if !line.isEmpty { details.append(line) }
            case .success(nil): unchecked.append(app.domainsUnknown)
            }
        } else {
            unchecked.append(
                "the app's entitlements are not known, so neither is whether it is associated with \(host) "
                    + "(give --xcodeproj, or name \"entitlements\" in linkcheck.json)")
        }
        let files = inputs.files(for: host)
        if files.isEmpty {
            unchecked.append("no AASA file for \(host) is given (an \"aasa\" entry with its \"domain\" in linkcheck.json, --aasa FILE, or --online)")
        }
        // Every file for the host is asked and named (one the site serves at the well-known
        // location, another at the root, one per environment); the first that does not open the
        // URL is the answer.
        var failure: Step?
        func fail(_ summary: String, _ finding: Diagnostic) {
            if failure == nil { failure = failed(.ios, summary, finding) }
            let named = Display.path(finding.file)
            if detail == .full || files.count > 1 { details.append(summary.hasPrefix(named) ? summary : "\(named) does not open it: \(summary)") }
        }
        for position in files {
            let aasa = inputs.aasa[position]
            if let notServed = aasa.notServed {
                fail("the site serves no file iOS reads: \(notServed.message)", notServed)
                continue
            }
            guard let file = aasa.file, let compiled = aasa.compiled else { continue }
            // The app's own ID when the project gives it, else the entry's apps (linkcheck.json).
            let own = inputs.app?.appID
            if own == nil, aasa.appIDs.isEmpty {
                unchecked.append(
                    inputs.app.map { "the app ID of \($0.label) is not known (see linkcheck xcode)" }
                        ?? "no app ID to ask \(Display.path(aasa.name)) about (give --app-id, --xcodeproj, or \"appIDs\" in its linkcheck.json entry)")
            }
            func ask(_ appID: String) {
                guard aasa.listed.contains(appID) else {
                    let reason = "\(Display.path(aasa.name)) lists no applinks entry for \(SwiftLiteral.string(appID))"
                    let notes = XcodeCrossChecks.nearMiss(appID, among: file.applinks?.details.flatMap { $0.appIDs.map(\.id) } ?? [])
                    fail(
                        reason,
                        Diagnostic(.error, .appIDNotInAASA, doesNotOpen(url) + reason, file: aasa.name, at: file.applinks?.location, notes: notes))
                    return
                }
                let decision = compiled.decide(url: url, appID: appID, domain: aasa.domain)
                guard decision.opens else {
                    let reason =
                        decision.outcome == .excluded
                        ? "excluded by \(decision.rule?.name ?? "a rule") \(Display.escaped(SwiftLiteral.clipped(decision.rule?.summary ?? "", limit: 300)))"
                        : Display.escaped(decision.explanation)
                    fail(
                        reason + (decision.outcome == .excluded ? " in \(Display.path(aasa.name))" : ""),
                        Diagnostic(.error, .urlNotOpened, doesNotOpen(url) + reason, file: aasa.name, at: decision.rule?.location ?? file.applinks?.location))
                    return
                }
                if detail == .full || files.count > 1 {
                    let by = decision.rule.map { " by \($0.described(in: aasa.name))" } ?? ""
                    details.append("\(Display.path(aasa.name)) opens it for \(appID)\(by)")
                }
            }
            // (No one-element list is made for the app's own ID: this runs for every URL.)
            if let own { ask(own) } else { aasa.appIDs.forEach(ask) }
        }
        if var failure {
            failure.details = details
            return failure
        }
        guard unchecked.isEmpty else {
            return Step(name: .ios, outcome: .notChecked, summary: "not checked: " + unchecked[0], details: details + unchecked.dropFirst())
        }
        return Step(name: .ios, outcome: .pass, summary: detail == .full ? "opens the app" : "", details: details)
    }

    /// Whether the app's entitlements associate `host`: a detail line naming the entry that does,
    /// `nil` when the entitlements are not known, or the failed step.
    static func associated(_ url: String, host: String, _ app: TraceInputs.App, _ detail: TraceDetail) -> Result<String?, StepFailure> {
        guard let domains = app.domains, let file = app.entitlements else { return .success(nil) }
        // A build that does not ship runs on devices in developer mode, where such an entry works.
        // The entry iOS goes by: an exact one before a wildcard, the longest wildcard first.
        // (Found in one walk, without a list of the fitting entries: this runs for every URL.)
        var exact: AssociatedDomain?, widest: AssociatedDomain?
        for entry in domains.entries where entry.associates(host) && (!app.isRelease || !entry.isDeveloperMode) {
            if !entry.isWildcard {
                exact = entry
                break
            }
            if widest.map({ entry.domain.utf8.count > $0.domain.utf8.count }) ?? true { widest = entry }
        }
        if let entry = exact ?? widest {
            guard detail == .full else { return .success("") }
            return .success("\(app.label) is associated with \(host) by \(SwiftLiteral.string(entry.text)) at \(place(file, entry.location))")
        }
        if let developer = domains.entries.first(where: { $0.associates(host) }) {
            let reason = "\(SwiftLiteral.string(developer.text)) of \(app.label) is in developer mode, which a release build ignores"
            return .failure(
                StepFailure(
                    failed(
                        .ios, reason,
                        Diagnostic(
                            .error, .developerMode, doesNotOpen(url) + reason, file: file, at: developer.location,
                            notes: ["remove ?mode=developer from the entry the release build is signed with"]))))
        }
        // An entry written for the host that associates nothing (no service, a path, a port) is
        // the cause, at its own line.
        if let broken = domains.entries.first(where: { $0.defect != nil && ($0.domain == host || host.hasSuffix("." + $0.domain)) }),
            let defect = broken.defect
        {
            // The defect says what is wrong, then after "; " how to write it.
            let (what, fix) = defect.firstRange(of: "; ").map { (defect[..<$0.lowerBound], "; " + defect[$0.upperBound...]) } ?? (defect[...], "")
            let reason =
                "the entitlements entry \(SwiftLiteral.string(broken.text)) of \(app.label) \(what), so it associates no host"
                + fix.replacing("HOST", with: host)
            return .failure(
                StepFailure(failed(.ios, reason, Diagnostic(.error, .domainNotAssociated, doesNotOpen(url) + reason, file: file, at: broken.location))))
        }
        let reason = "\(app.label) is not associated with \(host): its entitlements have no applinks:\(host) entry"
        return .failure(
            StepFailure(
                failed(
                    .ios, reason,
                    Diagnostic(
                        .error, .domainNotAssociated, doesNotOpen(url) + reason, file: file, at: domains.anchor,
                        notes: ["add <string>applinks:\(host)</string> to the com.apple.developer.associated-domains array"]))))
    }

    /// A step that failed, where a `Result` needs an `Error`.
    struct StepFailure: Error {
        var step: Step
        init(_ step: Step) { self.step = step }
    }
}
