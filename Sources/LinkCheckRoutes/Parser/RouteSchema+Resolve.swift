import LinkCheckCore

extension RouteSchema {
    /// The pure parser: URL → destination, or why there is none. The most specific matching link
    /// wins (docs/routes.md); when none matches, the reason names the link that got furthest.
    /// `linkcheck resolve` and every case of a table go through exactly this.
    ///
    ///     switch schema.resolve("miapp://orders/42") {
    ///     case .destination(let destination, _): open(destination)  // (tab: .orders, stack: [.order(id: 42)])
    ///     case .none(let why): print(why.message)
    ///     }
    public func resolve(_ url: String) -> Resolution {
        switch input(for: url) {
        case .failure(let why): return .none(why)
        case .success(let input): return resolve(input, url: url)
        }
    }

    /// The destination of `url`, or `nil`, without the explanation of a miss (the closest link,
    /// which costs more than the match): for a caller that only needs to know whether the URL
    /// opens something, such as the counts of a long list. Its destination is `resolve`'s.
    package func destinationOnly(_ url: String) -> Resolution {
        switch input(for: url) {
        case .failure(let why): return .none(why)
        case .success(let input):
            guard let best = winner(input) else { return .none(NoDestination("")) }
            return .destination(destination(of: links[best.link], captured: best.values, texts: best.texts, url: url), link: best.link)
        }
    }

    /// What the matcher read from `url` and the link that won it, with its captures' values,
    /// before any destination is built; `nil` when `resolve` gives no destination. A list's
    /// trace asks what it needs of this (`readsBack`, a `DestinationTemplate`) and builds the
    /// destination only when that is not enough.
    package func winningMatch(_ url: String) -> WinningMatch? {
        guard case .success(let input) = input(for: url) else { return nil }
        return winningMatch(input)
    }

    /// `winningMatch` of `url`, whose bytes `b` the caller scanned already.
    package func winningMatch(_ url: String, scanned b: UnsafeBufferPointer<UInt8>, _ r: URLParts.Ranges) -> WinningMatch? {
        if let input = fastInput(scanned: b, r) { return winningMatch(input) }
        guard case .success(let input) = generalInput(for: url) else { return nil }
        return winningMatch(input)
    }

    private func winningMatch(_ input: MatchInput) -> WinningMatch? {
        guard let best = winner(input) else { return nil }
        return WinningMatch(input: input, link: best.link, values: best.values, texts: best.texts)
    }

    /// The destination `resolve` gives the URL `match` was read from, `url`.
    package func destination(of match: WinningMatch, url: String) -> Destination {
        destination(of: links[match.link], captured: match.values, texts: match.texts, url: url)
    }

    /// The most specific link that matches `input`, with its captures' values.
    private func winner(_ input: MatchInput) -> (link: Int, values: [Value], texts: [String?])? {
        var best: (link: Int, values: [Value], texts: [String?])?
        // Only links that can match the first segment are tried (see `LinkIndex`): the links with
        // that first literal merged with the open ones, in declaration order, without building a
        // list per URL. Only the candidates whose segment count fits: every match is among them.
        let key = self.index.key(for: input.segments.first, caseSensitive: caseSensitive)
        let segmentCount = input.segments.count
        Self.inDeclarationOrder(self.index.literalCandidates(for: key), self.index.open) { index in
            let link = links[index]
            guard link.fits(segmentCount), link.accepts(input.source) else { return }
            if case .match(let values, let texts) = attempt(link, input) {
                if let b = best, !beats(link, links[b.link]) { return }
                best = (index, values, texts)
            }
        }
        return best
    }

    /// `url` is what `input` was read from: a link that takes parts of the URL reads them there.
    package func resolve(_ input: MatchInput, url: String) -> Resolution {
        if let best = winner(input) {
            return .destination(destination(of: links[best.link], captured: best.values, texts: best.texts, url: url), link: best.link)
        }
        return explainMiss(input)
    }

    /// `resolve` of a URL `winningMatch` gave no winner: why it gets no destination, without
    /// looking for a winning link again (a list's trace asks it of each URL that opens nothing).
    package func resolveMiss(_ url: String) -> Resolution {
        switch input(for: url) {
        case .failure(let why): return .none(why)
        case .success(let input): return explainMiss(input)
        }
    }

    /// Why no link matches `input`: the closest link and how it missed.
    private func explainMiss(_ input: MatchInput) -> Resolution {
        var closest: (link: Int, score: Int, miss: Miss)?
        // The closest's spelling, once asked; the URL's segments lower-cased, once asked.
        var closestSpelling: Int?
        var lowered = [String?](repeating: nil, count: input.segments.count)
        func loweredSegment(_ k: Int) -> String {
            if let made = lowered[k] { return made }
            let made = input.segments[k].lowercased()
            lowered[k] = made
            return made
        }
        // Each literal's spelling, once: links that share a literal at a segment (`/orders/:id/…`)
        // all miss at it alike, and each is weighed when nothing got further.
        var spelled: [SpellingKey: Int] = [:]
        func spelling(_ miss: Miss, _ link: Int) -> Int {
            let pattern = links[link].pattern
            guard case .literal(let k) = miss, k < input.segments.count, k < pattern.segments.count, case .literal(let text) = pattern.segments[k] else {
                return Int.max
            }
            // The first segment's literals are weighed once each (a group of links per literal,
            // below): kept, they would only cost the keeping.
            if k == 0 { return miss.spelling(pattern, loweredSegment) }
            let key = SpellingKey(segment: k, literal: text)
            if let known = spelled[key] { return known }
            let made = miss.spelling(pattern, loweredSegment)
            spelled[key] = made
            return made
        }
        // The closest link is the one a person meant: the furthest match, then the nearest
        // spelling of the literal that differed, then the earlier link.
        func closer(_ index: Int, _ score: Int, _ miss: Miss) -> Bool {
            guard let current = closest else {
                closestSpelling = nil
                return true
            }
            if score != current.score {
                closestSpelling = nil
                return score > current.score
            }
            let mine = spelling(miss, index)
            let theirs = closestSpelling ?? spelling(current.miss, current.link)
            let wins = mine != theirs ? mine < theirs : index < current.link
            closestSpelling = wins ? mine : theirs
            return wins
        }
        // The misses only matter when nothing matches, and then all candidates are tried again
        // for the explanation.
        let key = self.index.key(for: input.segments.first, caseSensitive: caseSensitive)
        let literal = self.index.literalCandidates(for: key)
        let open = self.index.open
        let segmentCount = input.segments.count
        Self.inDeclarationOrder(literal, open) { index in
            let link = links[index]
            guard link.accepts(input.source) else { return }
            if case .miss(let score, let miss) = attempt(link, input), closer(index, score, miss) {
                closest = (index, score, miss)
            }
        }
        // No candidate matched: the explanation may come from any applicable link. A skipped link
        // starts with a literal other than the URL's first segment, so trying it would miss at
        // segment 1 with score 1 (it fits the segment count) or 0; those scores are computed here
        // instead, and only when no candidate got further (a higher score always wins).
        // The links that share a first literal weigh the same spelling, so each literal's is weighed
        // once, for its furthest and then earliest link: the closest is the same whatever order
        // the literals are visited in, as `closer` orders by score, spelling, then position.
        if (closest?.score ?? -1) < 2 {
            let miss: Miss = segmentCount == 0 ? .endsEarly(at: 0) : .literal(at: 0)
            for (first, members) in self.index.byFirstLiteral where first != key {
                var best: (link: Int, score: Int)?
                for position in members where position < links.count {
                    let link = links[position]
                    guard link.accepts(input.source) else { continue }
                    let score = segmentCount > 0 && link.pattern.segments.count <= segmentCount ? 1 : 0
                    if best.map({ score > $0.score }) ?? true { best = (link.index, score) }
                }
                if let best, closer(best.link, best.score, miss) { closest = (best.link, best.score, miss) }
            }
        }
        guard let closest else {
            return .none(NoDestination("no link of the schema applies to this URL"))
        }
        return .none(NoDestination(closest.miss.message(links[closest.link].pattern, input), closestLink: closest.link))
    }

    /// A literal weighed against the URL's segment `segment` (`resolve`'s explanation).
    private struct SpellingKey: Hashable {
        var segment: Int
        var literal: String
    }

    /// Visits the merge of two ascending index lists in ascending (declaration) order, without
    /// building the merged list.
    @inline(__always)
    static func inDeclarationOrder(_ a: [Int], _ b: [Int], _ body: (Int) -> Void) {
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j >= b.count || (i < a.count && a[i] < b[j]) {
                body(a[i]); i += 1
            } else {
                body(b[j]); j += 1
            }
        }
    }

    /// Whether `a` wins over `b` when both match one URL.
    package func beats(_ a: Link, _ b: Link) -> Bool {
        let ra = a.pattern.ranks, rb = b.pattern.ranks
        for (x, y) in zip(ra, rb) where x != y { return x < y }
        if ra.count != rb.count { return ra.count > rb.count }
        let qa = a.pattern.requiredQueryCount, qb = b.pattern.requiredQueryCount
        if qa != qb { return qa > qb }
        // Between links restricted by host: one listing exact hosts only beats one with a wildcard.
        if let ha = a.hosts, let hb = b.hosts {
            let wa = ha.contains { $0.hasPrefix("*.") }, wb = hb.contains { $0.hasPrefix("*.") }
            if wa != wb { return !wa }
        }
        return a.index < b.index
    }

    private enum Attempt {
        /// The captures' values, and for a link with a `format`, the text each matched.
        case match([Value], [String?])
        /// `score` grows with how far matching got, to pick the closest link for the explanation.
        case miss(score: Int, Miss)
    }

    private func attempt(_ link: Link, _ input: MatchInput) -> Attempt {
        let pattern = link.pattern
        let segs = input.segments
        // Allocated at the first capture: most attempts miss before binding anything.
        var values: [Value] = []
        // Only a link with a `format` keeps the text each capture matched.
        let keepsTexts = link.takesCaptureTexts
        var texts: [String?] = keepsTexts ? Array(repeating: nil, count: pattern.captures.count) : []
        var takesRest = false
        for (k, segment) in pattern.segments.enumerated() {
            let countOK = pattern.segments.count <= segs.count
            let score = k * 4 + (countOK ? 1 : 0)
            guard k < segs.count else { return .miss(score: score, .endsEarly(at: k)) }
            switch segment {
            case .literal(let text):
                if !literalMatches(text, segs[k], link) { return .miss(score: score, .literal(at: k)) }
            case .capture(let c):
                // (The capture is read in place: a copy of it is a retain of each of its fields,
                // for every link tried.)
                var text = segs[k]
                if pattern.captures[c].isAffixed {
                    let (prefix, suffix) = (pattern.captures[c].prefix, pattern.captures[c].suffix)
                    guard let between = Self.between(text, prefix, suffix, caseSensitive: link.literalsAreCaseSensitive(in: self)) else {
                        return .miss(score: score + 1, .affix(at: k))
                    }
                    text = between
                }
                switch pattern.captures[c].read(text) {
                case .success(let v):
                    bind(&values, c, v, pattern.captures.count)
                    if keepsTexts { texts[c] = text }
                case .failure(let m): return .miss(score: score + 2, .segmentValue(at: k, m))
                }
            case .catchAll(let c):
                takesRest = true
                let text = segs[k...].joined(separator: "/")
                switch pattern.captures[c].read(text) {
                case .success(let v):
                    bind(&values, c, v, pattern.captures.count)
                    if keepsTexts { texts[c] = text }
                case .failure(let m): return .miss(score: score + 2, .restValue(from: k, m))
                }
            }
        }
        let n = pattern.segments.count
        if !takesRest && segs.count > n { return .miss(score: n * 4, .extraSegments) }
        for (q, item) in pattern.query.enumerated() {
            let score = (n + q + 1) * 4 + 1
            let found = input.item(item.key, last: lastQueryItemWins)
            let text = found?.value.flatMap { $0.isEmpty ? nil : $0 }
            switch item.match {
            case .literal(let expected):
                guard let text else { return .miss(score: score, .queryLiteralMissing(q)) }
                if text != expected { return .miss(score: score + 2, .queryLiteralDiffers(q, text)) }
            case .present:
                if text == nil { return .miss(score: score, .queryCaptureMissing(q, found)) }
            case .absent:
                if let text { return .miss(score: score + 2, .queryPresent(q, text)) }
            case .capture(let c):
                guard let text else {
                    if let fallback = pattern.captures[c].defaultValue {
                        bind(&values, c, fallback, pattern.captures.count)
                        continue
                    }
                    if pattern.captures[c].mayBeMissing { continue }
                    return .miss(score: score, .queryCaptureMissing(q, found))
                }
                switch pattern.captures[c].read(text) {
                case .success(let v):
                    bind(&values, c, v, pattern.captures.count)
                    if keepsTexts { texts[c] = text }
                case .failure(let m): return .miss(score: score + 2, .queryValue(q, m))
                }
            }
        }
        if values.isEmpty && !pattern.captures.isEmpty { values = [Value](repeating: .none, count: pattern.captures.count) }
        return .match(values, texts)
    }

    @inline(__always)
    private func bind(_ values: inout [Value], _ c: Int, _ v: Value, _ count: Int) {
        if values.isEmpty { values = [Value](repeating: .none, count: count) }
        values[c] = v
    }

    /// The text of `segment` between `prefix` and `suffix`, not empty; `nil` when the segment does
    /// not start and end with them. Compared as Characters (`hasPrefix`), so an affix never splits
    /// a base character from its combining mark; folded by `lowercased()` when the schema ignores
    /// case. The generated parser writes exactly these calls.
    package static func between(_ segment: String, _ prefix: String, _ suffix: String, caseSensitive: Bool) -> String? {
        let (p, x) = caseSensitive ? (prefix, suffix) : (prefix.lowercased(), suffix.lowercased())
        let folded = caseSensitive ? segment : segment.lowercased()
        guard folded.hasPrefix(p), folded.hasSuffix(x), segment.count > p.count + x.count else { return nil }
        return String(segment.dropFirst(p.count).dropLast(x.count))
    }

    private func literalMatches(_ literal: String, _ segment: String, _ link: Link) -> Bool {
        link.literalsAreCaseSensitive(in: self) ? literal == segment : literal.lowercased() == segment.lowercased()
    }

    func destination(of link: Link, captured: [Value], texts: [String?] = [], url: String) -> Destination {
        let stack = link.stack.map { entry in
            RouteValue(
                name: entry.route,
                arguments: entry.arguments.map { arg in
                    switch arg.source {
                    case .constant(let v): return .init(label: arg.label, value: v)
                    case .capture(let c): return .init(label: arg.label, value: captured[c])
                    case .urlPart(let part): return .init(label: arg.label, value: part.value(of: url, lastItemWins: lastQueryItemWins))
                    case .format(let template): return .init(label: arg.label, value: .string(template.text(url: url, texts: texts)))
                    }
                })
        }
        return Destination(tab: link.tab, stack: stack)
    }
}
