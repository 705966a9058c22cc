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
        // Walk the entries in place rather than filtering them into an array: most URLs match.
        guard details.contains(where: { $0.lists(appID) }) else {
            return AASADecision(.notHandled,
                                explanation: "the file lists no applinks entry for \(MatchSummary.quoted(appID))")
        }

        let subject = MatchSubject(parts, needsDecoded: needsDecoded, needsItems: needsItems)
        var nearMiss: (CompiledComponent, MatchMiss)? = nil
        for entry in details where entry.lists(appID) {
            let index = entry.ruleIndex
            let found: AASADecision? = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: max(1, index.wordCount)) {
                buffer -> AASADecision? in
                guard let bits = buffer.baseAddress else { return nil }
                index.candidates(subject, into: bits)
                // Candidates in rule order: a rule the index leaves out cannot match its path, so
                // skipping it changes neither the first match nor `nearMiss` (which ignores path misses).
                for word in 0..<index.wordCount {
                    var w = bits[word]
                    while w != 0 {
                        let i = word << 6 | w.trailingZeroBitCount
                        w &= w - 1
                        switch entry.rules {
                        case .components(let components):
                            let component = components[i]
                            guard let miss = component.miss(subject) else {
                                return Self.decision(component.reference, name: component.name,
                                                     excludes: component.exclude, subject: subject.shown)
                            }
                            if nearMiss == nil, miss != .path, !component.exclude { nearMiss = (component, miss) }
                        case .paths(let paths):
                            let path = paths[i]
                            if path.matches(subject) {
                                return Self.decision(path.reference, name: path.name, excludes: path.isExclusion,
                                                     subject: subject.path)
                            }
                        case .none:
                            break
                        }
                    }
                }
                return nil
            }
            if let found { return found }
        }
        let entries = details.filter { $0.lists(appID) }
        return AASADecision(.notHandled, explanation: Self.noMatch(entries, subject: subject, nearMiss: nearMiss,
                                                                    broken: entries.lazy.compactMap(\.broken).first))
    }

    private static func decision(_ rule: AASARuleReference, name: String, excludes: Bool, subject: Substring) -> AASADecision {
        let shown = subject.isEmpty ? "/" : subject
        // One buffer instead of a string per `+`: an explanation is built for every decision.
        var text = ""
        text.reserveCapacity(name.utf8.count + shown.utf8.count + 32)
        text += name
        text += " matches "
        if MatchSummary.isPlain(shown) {
            text += "\""
            text += shown
            text += "\""
        } else {
            text += MatchSummary.quoted(shown)
        }
        if excludes {
            text += " and excludes it"
            return AASADecision(.excluded, rule: rule, explanation: text)
        }
        return AASADecision(.opens, rule: rule, explanation: text)
    }

    /// `no component of details[0] matches "/help"`, and the most useful hint about why.
    private static func noMatch(_ entries: [Details], subject: MatchSubject,
                                nearMiss: (CompiledComponent, MatchMiss)?,
                                broken: (AASARuleReference, AASAPatternError)?) -> String {
        var hasComponents = false, hasPaths = false
        for entry in entries {
            switch entry.rules {
            case .components(let list): hasComponents = hasComponents || !list.isEmpty
            case .paths(let list): hasPaths = hasPaths || !list.isEmpty
            case .none: break
            }
        }
        if !hasComponents && !hasPaths {
            let names = entries.map { "details[\($0.index)]" }.joined(separator: ", ")
            return entries.count == 1
                ? "\(names) lists the app but has no components or paths"
                : "\(names) list the app but have no components or paths"
        }
        let kind = hasComponents && hasPaths ? "rule" : hasComponents ? "component" : "path"
        let shown = MatchSummary.quoted(hasComponents ? subject.shown : subject.path.isEmpty ? "/" : subject.path)
        // `no <kind> of details[0], details[2] matches "<shown>"`, built in one buffer: most URLs
        // of a big table match nothing, and this runs for each of them.
        var text = ""
        text.reserveCapacity(32 + 12 * entries.count + shown.utf8.count)
        text += "no "
        text += kind
        text += " of "
        for (n, entry) in entries.enumerated() {
            if n > 0 { text += ", " }
            text += "details["
            text += String(entry.index)
            text += "]"
        }
        text += " matches "
        text += shown
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
