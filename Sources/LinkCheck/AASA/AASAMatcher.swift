extension AASAFile {
    /// Whether iOS would open the app `appID` for `url`, and which rule decided (AASA.md §1.6).
    ///
    /// `domain` is the domain the file is served from; `nil` takes the URL's own host. This compiles
    /// the app's rules on every call: to decide many URLs, call `compiled()` once and use that.
    public func decide(url: String, appID: String, domain: String?) -> AASADecision {
        CompiledAASA(self, onlyFor: appID).decide(url: url, appID: appID, domain: domain)
    }

    /// The file with its patterns compiled, for deciding many URLs.
    public func compiled() -> CompiledAASA {
        CompiledAASA(self)
    }
}

extension CompiledAASA {
    /// Whether iOS would open the app `appID` for `url`, and which rule decided.
    ///
    /// The URL must be an absolute `https` URL on `domain` (compared case-insensitively; `nil` takes
    /// the URL's host) and the default port. Then the `details` entries listing `appID` are tried in
    /// file order, their rules in order; the first rule that matches decides (`excluded` for
    /// `exclude: true` or `NOT `). An entry with `components` ignores its `paths`.
    public func decide(url: String, appID: String, domain: String?) -> AASADecision {
        let parts: URLParts
        switch MatchURL.admit(url, domain: domain) {
        case .failure(let refusal): return AASADecision(.notHandled, explanation: refusal.explanation)
        case .success(let p): parts = p
        }
        guard hasAppLinks else { return AASADecision(.notHandled, explanation: "the file has no applinks section") }
        let entries = details.filter { $0.lists(appID) }
        guard !entries.isEmpty else {
            return AASADecision(.notHandled,
                                explanation: "the file lists no applinks entry for \(MatchSummary.quoted(appID))")
        }

        let subject = MatchSubject(parts, needsDecoded: needsDecoded, needsItems: needsItems)
        var nearMiss: (CompiledComponent, MatchMiss)? = nil
        var broken: (AASARuleReference, AASAPatternError)? = nil
        for entry in entries {
            switch entry.rules {
            case .components(let components):
                for component in components {
                    guard let miss = component.miss(subject) else {
                        return Self.decision(component.reference, name: component.name, excludes: component.exclude,
                                             subject: subject.shown)
                    }
                    if broken == nil, let error = component.error { broken = (component.reference, error) }
                    if nearMiss == nil, miss != .path, !component.exclude { nearMiss = (component, miss) }
                }
            case .paths(let paths):
                for path in paths {
                    if path.matches(subject) {
                        return Self.decision(path.reference, name: path.name, excludes: path.isExclusion, subject: subject.path)
                    }
                    if broken == nil, let error = path.path.error { broken = (path.reference, error) }
                }
            case .none:
                break
            }
        }
        return AASADecision(.notHandled, explanation: Self.noMatch(entries, subject: subject, nearMiss: nearMiss, broken: broken))
    }

    private static func decision(_ rule: AASARuleReference, name: String, excludes: Bool, subject: Substring) -> AASADecision {
        let shown = MatchSummary.quoted(subject.isEmpty ? "/" : subject)
        if excludes {
            return AASADecision(.excluded, rule: rule, explanation: name + " matches " + shown + " and excludes it")
        }
        return AASADecision(.opens, rule: rule, explanation: name + " matches " + shown)
    }

    /// `no component of details[0] matches "/help"`, and the most useful hint about why.
    private static func noMatch(_ entries: [Details], subject: MatchSubject,
                                nearMiss: (CompiledComponent, MatchMiss)?,
                                broken: (AASARuleReference, AASAPatternError)?) -> String {
        let names = entries.map { "details[\($0.index)]" }.joined(separator: ", ")
        var hasComponents = false, hasPaths = false
        for entry in entries {
            switch entry.rules {
            case .components(let list): hasComponents = hasComponents || !list.isEmpty
            case .paths(let list): hasPaths = hasPaths || !list.isEmpty
            case .none: break
            }
        }
        if !hasComponents && !hasPaths {
            return entries.count == 1
                ? "\(names) lists the app but has no components or paths"
                : "\(names) list the app but have no components or paths"
        }
        let kind = hasComponents && hasPaths ? "rule" : hasComponents ? "component" : "path"
        let shown = MatchSummary.quoted(hasComponents ? subject.shown : subject.path.isEmpty ? "/" : subject.path)
        var text = "no \(kind) of \(names) matches \(shown)"
        if let (rule, error) = broken {
            text += "; \(rule.name) never matches: \(error)"
        } else if let (component, miss) = nearMiss {
            let name = component.name
            switch miss {
            case .path: break
            case .query(let item?):
                text += "; \(name) matches the path but not the query item \(MatchSummary.quoted(item))"
            case .query(nil): text += "; \(name) matches the path but not the query"
            case .fragment: text += "; \(name) matches the path and query but not the fragment"
            }
        }
        return text
    }
}
