import LinkCheckCore

extension AASAFile {
    /// Whether iOS would open the app `appID` for `url`, and which rule decided (docs/aasa.md).
    ///
    /// `domain` is the domain the file is served from; `nil` takes the URL's own host. This compiles
    /// the app's rules on every call: to decide many URLs, call `compiled()` once and use that.
    public func decide(url: String, appID: String, domain: String?) -> AASADecision {
        CompiledAASA(self, onlyFor: appID).decide(url: url, appID: appID, domain: domain)
    }

    /// `decide` by the plain first-match scan: every rule of the app's entries tried in order,
    /// with no prefix index. The reference the indexed matcher is proven equal to.
    package func decideByScan(url: String, appID: String, domain: String?) -> AASADecision {
        CompiledAASA(self, onlyFor: appID, indexed: false).decide(url: url, appID: appID, domain: domain)
    }

    /// The whole file compiled for the plain first-match scan (no index): the reference for many
    /// URLs, compiled once.
    package func compiledForScan() -> CompiledAASA {
        CompiledAASA(self, onlyFor: nil, indexed: false)
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
        // Matching reads the URL's UTF-8 in place: no string or array is made for a URL a rule decides.
        let found = url.utf8.withContiguousStorageIfAvailable { decide(bytes: $0, url: url, appID: appID, domain: domain) }
        // Consumed, not bound: binding copied the decision (a retain and a release per string).
        if case .some(let decision) = consume found { return decision }
        // Not contiguous (a bridged string): copy once.
        return Array(url.utf8).withUnsafeBufferPointer { decide(bytes: $0, url: url, appID: appID, domain: domain) }
    }

    private func decide(bytes: UnsafeBufferPointer<UInt8>, url: String, appID: String, domain: String?) -> AASADecision {
        // The parts are bound once and borrowed from here on: they are a dozen words, and each
        // `Result` or `Optional` around them would be another copy.
        switch URLParts.scanComponents(bytes) {
        case .failure(let problem):
            return AASADecision(outcome: .notHandled, reason: .text(MatchURL.refusal(bytes, problem)))
        case .success(let parts):
            if let refusal = MatchURL.refusal(bytes, parts, domain: domain) {
                return AASADecision(outcome: .notHandled, reason: .text(refusal))
            }
            guard hasAppLinks else { return AASADecision(outcome: .notHandled, reason: .text("the file has no applinks section")) }
            guard needsDecoded else {
                return decide(MatchSubject(bytes, parts, scratch: nil), url: url, path: parts.path, appID: appID)
            }
            // Decoded parts are no longer than the URL; the rest holds one decoded query item at a time.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * bytes.count + 1) { scratch in
                decide(MatchSubject(bytes, parts, scratch: scratch), url: url, path: parts.path, appID: appID)
            }
        }
    }

    /// Whether `decide` says the URL opens the app, for a URL whose bytes `bytes` the caller
    /// scanned already: the same rules tried in the same order, without the decision's
    /// explanation. A list's trace asks only this of most URLs.
    package func opens(scanned bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts.Ranges, appID: String, domain: String?) -> Bool {
        guard MatchURL.refusal(bytes, parts, domain: domain) == nil, hasAppLinks else { return false }
        func opens(_ subject: MatchSubject) -> Bool {
            var nearMiss: (CompiledComponent, MatchMiss)? = nil
            for entry in details where entry.lists(appID) {
                if let rule = entry.firstComponent(subject, nearMiss: &nearMiss) { return !rule.exclude }
                if let rule = entry.firstPath(subject) { return !rule.isExclusion }
            }
            return false
        }
        guard needsDecoded else { return opens(MatchSubject(bytes, parts, scratch: nil)) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * bytes.count + 1) { scratch in
            opens(MatchSubject(bytes, parts, scratch: scratch))
        }
    }

    /// The rules of the entries listing `appID`, tried in order on `subject`; `url` and `path` (its
    /// UTF-8 offsets) are for the explanation.
    private func decide(_ subject: MatchSubject, url: String, path: Range<Int>, appID: String) -> AASADecision {
        var nearMiss: (CompiledComponent, MatchMiss)? = nil
        // Walk the entries in place rather than filtering them into an array: most URLs match.
        var listed = false
        for entry in details where entry.lists(appID) {
            listed = true
            if let rule = entry.firstComponent(subject, nearMiss: &nearMiss) {
                return Self.matched(rule.reference, excludes: rule.exclude, url: url, path: path, withTail: true)
            }
            if let rule = entry.firstPath(subject) {
                return Self.matched(rule.reference, excludes: rule.isExclusion, url: url, path: path, withTail: false)
            }
        }
        guard listed else {
            return AASADecision(
                outcome: .notHandled,
                reason: .text("the file lists no applinks entry for \(MatchSummary.quoted(appID))"))
        }
        return AASADecision(
            outcome: .notHandled,
            reason: .noMatch(
                details: details, appID: appID, url: url, path: path,
                nearMiss: nearMiss))
    }

    private static func matched(
        _ rule: AASARuleReference, excludes: Bool, url: String, path: Range<Int>,
        withTail: Bool
    ) -> AASADecision {
        AASADecision(
            outcome: excludes ? .excluded : .opens, rule: rule,
            reason: .matched(excludes: excludes, url: url, path: path, withTail: withTail))
    }
}

/// Candidates in rule order: a rule the index leaves out cannot match its path, so skipping it
/// changes neither the first match nor a near miss (which ignores path misses).
private extension CompiledAASA.Details {
    /// The first component that matches `subject`; the first near miss of an inclusion (a
    /// component whose path matches) goes to `nearMiss` unless it holds one already.
    func firstComponent(_ subject: MatchSubject, nearMiss: inout (CompiledComponent, MatchMiss)?) -> CompiledComponent? {
        guard !components.isEmpty else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: max(1, ruleIndex.wordCount)) { buffer in
            guard let bits = buffer.baseAddress else { return nil }
            ruleIndex.candidates(subject, into: bits)
            let hit = ruleIndex.first(of: bits) { i in
                let component = components[i]
                guard let miss = component.miss(subject) else { return true }
                if nearMiss == nil, miss != .path, !component.exclude { nearMiss = (component, miss) }
                return false
            }
            return hit.map { components[$0] }
        }
    }

    /// The first legacy path that matches `subject`.
    func firstPath(_ subject: MatchSubject) -> CompiledLegacyPath? {
        guard !paths.isEmpty else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: max(1, ruleIndex.wordCount)) { buffer in
            guard let bits = buffer.baseAddress else { return nil }
            ruleIndex.candidates(subject, into: bits)
            return ruleIndex.first(of: bits) { paths[$0].matches(subject) }.map { paths[$0] }
        }
    }
}
