import LinkCheckCore

/// Exclusions that let some of their URLs through: an including rule of the same app comes first
/// and matches part of what the exclusion means to exclude, so those URLs open the app
/// (`/????????????` before `{"#": "no_universal_links", "exclude": true}` opens
/// `/abcdefghijkl#no_universal_links`). An exclusion that an earlier rule covers wholly is
/// `unreachable-rule`'s; this finds the partial overlaps.
///
/// For each exclusion, the earlier including rules of its app (earlier entries listing one of its
/// apps, then its own entry) are tried in order. Two rules can share a URL only if each part they
/// both constrain can share a text, which the product of their glob automata answers
/// (`AASALeakExample`, `GlobProduct`), and it gives the shortest shared URL. That URL is then
/// decided by the matcher, the file's own answer (on the rules before the exclusion, less those
/// whose path shape cannot fit the URL's path): it is reported only when the exclusion matches it
/// and the app opens for it anyway (an even earlier exclusion may already take it). The first
/// confirmed URL is reported, once per exclusion, with the rule that opens it.
///
/// Bounded: a literal path prefix, then the paths' shapes (`AASAPathShape`), rule out most pairs
/// without a search; the product searches of one file visit at most `fileBudget` pairs of states,
/// one pair of rules at most `pairBudget`; the matcher decides at most `fileConfirmations`
/// candidate URLs, `exclusionConfirmations` per exclusion; and at most `filePairTests` pairs are
/// compared at all. What a budget leaves open is not reported. docs/aasa.md says what is exact and
/// what is sampled. Only what iOS 13 and later read is compared (`components`, or `paths` in an
/// entry without them).
package enum AASAExclusionLeak {
    package static let fileBudget = 200_000
    package static let pairBudget = 20_000
    /// Pairs of rules whose prefixes one file may compare.
    package static let filePairTests = 1_000_000
    /// Candidate URLs the matcher may decide: one file, and one exclusion.
    package static let fileConfirmations = 2_000
    package static let exclusionConfirmations = 8

    /// What one run did, for tests that bound the work by counting rather than timing.
    package struct Stats: Sendable, Equatable {
        /// Pairs of rules whose automata were intersected.
        package var pairsIntersected = 0
        /// Pairs of automaton states visited, all searches together.
        package var statesVisited = 0
        /// Pairs of rules the search budget left open, and exclusions whose search a budget cut short.
        package var undecided = 0
        /// Candidate URLs decided by the matcher.
        package var confirmations = 0

        package init() {}
    }

    /// One `details` entry as iOS 13 and later read it.
    struct Entry {
        let index: Int
        let appIDs: [String]
        let rules: [AASALeakRule]
    }

    /// `names`: each entry's name in messages (`details[0]`), aligned with `appLinks.details`.
    /// `skipping`: locations of exclusions already reported as unreachable; `deadEntries`: indexes
    /// (into `details`) of entries an earlier entry takes every URL from.
    @discardableResult
    static func check(
        _ appLinks: AASAAppLinks, names: [String], skipping: Set<SourceLocation>, deadEntries: Set<Int>,
        into sink: inout DiagnosticSink
    ) -> Stats {
        let entries = appLinks.details.enumerated().map { position, entry in
            Entry(
                index: position, appIDs: entry.appIDs.map(\.id),
                rules: rules(of: entry, name: position < names.count ? names[position] : "details[\(position)]", in: appLinks))
        }
        var search = Search(appLinks: appLinks, entries: entries)
        for (e, entry) in entries.enumerated() where !entry.appIDs.isEmpty && !deadEntries.contains(e) {
            for (j, exclusion) in entry.rules.enumerated() where exclusion.excludes && !skipping.contains(exclusion.location) {
                // Earlier entries sharing an app, in order, then this entry's earlier rules.
                var sources: [(entry: Int, rules: Range<Int>, app: String)] = []
                for (f, other) in entries[..<e].enumerated() where !deadEntries.contains(f) {
                    guard let app = entry.appIDs.first(where: other.appIDs.contains) else { continue }
                    sources.append((f, other.rules.indices, app))
                }
                sources.append((e, 0..<j, entry.appIDs[0]))
                if let (opener, example) = search.firstLeak(of: (e, j), from: sources) {
                    report(exclusion, opener: opener, example: example, into: &sink)
                }
            }
        }
        return search.stats
    }

    /// The caches and budgets of one file's run.
    private struct Search {
        let appLinks: AASAAppLinks
        let entries: [Entry]
        var stats = Stats()
        var budget = fileBudget
        var confirmationsLeft = fileConfirmations
        var pairTestsLeft = filePairTests
        /// Compiled when a pair first needs them: most rules never get past the prefix test.
        var parts: [[AASALeakRule.Parts??]]
        var shapes: [[[AASAPathShape]?]]
        var pieces: [String: AASAPathShape.Piece] = [:]

        init(appLinks: AASAAppLinks, entries: [Entry]) {
            self.appLinks = appLinks
            self.entries = entries
            parts = entries.map { Array(repeating: nil, count: $0.rules.count) }
            shapes = entries.map { Array(repeating: nil, count: $0.rules.count) }
        }

        mutating func compiled(_ e: Int, _ r: Int) -> AASALeakRule.Parts? {
            if let done = parts[e][r] { return done }
            let made = entries[e].rules[r].parts()
            parts[e][r] = .some(made)
            return made
        }

        mutating func shape(_ e: Int, _ r: Int) -> [AASAPathShape] {
            if let done = shapes[e][r] { return done }
            let made = entries[e].rules[r].pathShapes(&pieces)
            shapes[e][r] = made
            return made
        }

        /// The first including rule of `sources` that opens the app for a URL the exclusion at
        /// `at` matches, and that URL after the host.
        mutating func firstLeak(of at: (entry: Int, rule: Int), from sources: [(entry: Int, rules: Range<Int>, app: String)])
            -> (AASARuleReference, String)?
        {
            let exclusion = entries[at.entry].rules[at.rule]
            var confirmations = exclusionConfirmations
            var alone: CompiledAASA?
            for (f, range, app) in sources {
                for r in range {
                    // A budget spent cuts this exclusion's search short (and, for the file's, every later one).
                    guard budget > 0, confirmations > 0, confirmationsLeft > 0, pairTestsLeft > 0 else {
                        stats.undecided += 1
                        return nil
                    }
                    pairTestsLeft -= 1
                    let inclusion = entries[f].rules[r]
                    guard !inclusion.excludes, inclusion.pathsMayMeet(exclusion) else { continue }
                    guard AASALeakRule.shapesFit(shape(at.entry, at.rule), shape(f, r)),
                        let x = compiled(at.entry, at.rule), let y = compiled(f, r)
                    else { continue }
                    stats.pairsIntersected += 1
                    var allowance = min(pairBudget, budget)
                    let before = allowance
                    let outcome = AASALeakExample.shared(exclusion, x, inclusion, y, budget: &allowance)
                    stats.statesVisited += before - allowance
                    budget -= before - allowance
                    switch outcome {
                    case .disjoint:
                        continue
                    case .undecided:
                        stats.undecided += 1
                        continue
                    case .candidates(let urls):
                        for rest in urls where confirmations > 0 && confirmationsLeft > 0 {
                            confirmations -= 1
                            confirmationsLeft -= 1
                            stats.confirmations += 1
                            // The file's own answer: the URL opens the app, and the exclusion alone excludes it.
                            let url = "https://linkcheck.invalid" + rest
                            let decision = rulesBefore(at, app: app, path: rest).decide(url: url, appID: app, domain: nil)
                            guard decision.outcome == .opens, let opener = decision.rule else { continue }
                            if alone == nil { alone = Self.alone(exclusion, of: appLinks.details[at.entry], in: appLinks, app: app) }
                            guard alone?.decide(url: url, appID: app, domain: nil).outcome == .excluded else { continue }
                            return (opener, rest)
                        }
                    }
                }
            }
            return nil
        }

        /// The rules iOS tries for `app` before the exclusion at `at`, less those whose path
        /// cannot match the path of `rest` (their shapes do not fit its text, as written or
        /// decoded): the first of them to match a URL with that path is the first of all the rules
        /// before the exclusion, so the matcher decides the URL as the whole file would, without
        /// compiling the whole file for each exclusion.
        mutating func rulesBefore(_ at: (entry: Int, rule: Int), app: String, path rest: String) -> CompiledAASA {
            // Compared as rules compare it: without trailing slashes (`/` reads as the empty path).
            func stripped(_ text: String) -> String { String(PathMatcher.strippingTrailingSlashes(text[...])) }
            let raw = String(rest.prefix { $0 != "?" && $0 != "#" })
            let written = [AASAPathShape(text: stripped(raw), folds: false, variables: [:], pieces: &pieces)]
            let decoded = [
                AASAPathShape(
                    text: stripped(PercentDecoding.decode(raw[...]) ?? raw), folds: false, variables: [:],
                    pieces: &pieces)
            ]
            var details: [AASADetails] = []
            for e in 0...at.entry where entries[e].appIDs.contains(app) {
                var entry = appLinks.details[e]
                let rules = entries[e].rules
                var keep: Set<SourceLocation> = []
                for r in rules.indices where e < at.entry || r < at.rule {
                    if AASALeakRule.shapesFit(shape(e, r), rules[r].percentEncoded ? written : decoded) { keep.insert(rules[r].location) }
                }
                switch entry.rules {
                case .components(let list): entry.rules = .components(list.filter { keep.contains($0.location) })
                case .paths(let list): entry.rules = .paths(list.filter { keep.contains($0.location) })
                case .none: break
                }
                details.append(entry)
            }
            return AASAFile(
                applinks: AASAAppLinks(
                    details: details, defaults: appLinks.defaults,
                    substitutionVariables: appLinks.substitutionVariables,
                    location: appLinks.location)
            ).compiled()
        }

        /// The exclusion alone, in its entry with its defaults, for `app`: it must exclude the URL
        /// the product built for it, which confirms the URL reads as the rules do.
        static func alone(_ exclusion: AASALeakRule, of entry: AASADetails, in appLinks: AASAAppLinks, app: String) -> CompiledAASA {
            var alone = entry
            alone.appIDs = [AASAAppID(app, at: entry.location)]
            switch entry.rules {
            case .components(let list): alone.rules = .components(list.filter { $0.location == exclusion.location })
            case .paths(let list): alone.rules = .paths(list.filter { $0.location == exclusion.location })
            case .none: break
            }
            return AASAFile(
                applinks: AASAAppLinks(
                    details: [alone], defaults: appLinks.defaults,
                    substitutionVariables: appLinks.substitutionVariables,
                    location: appLinks.location)
            ).compiled()
        }
    }

    /// The work `check` does on `file`, its findings dropped: for tests that bound it by count.
    package static func work(on file: AASAFile) -> Stats {
        guard let appLinks = file.applinks else { return Stats() }
        var sink = DiagnosticSink(file: "")
        return check(appLinks, names: appLinks.details.indices.map { "details[\($0)]" }, skipping: [], deadEntries: [], into: &sink)
    }

    /// The entry's rules as iOS 13 and later read them, with effective fields.
    static func rules(of entry: AASADetails, name: String, in appLinks: AASAAppLinks) -> [AASALeakRule] {
        let variables = appLinks.substitutionVariables
        switch entry.rules {
        case .components(let components):
            let inherited = AASAReachability.builtIn.overridden(by: appLinks.defaults).overridden(by: entry.defaults)
            return components.map {
                AASALeakRule(
                    entryName: name, index: $0.index, written: $0.fields, location: $0.location,
                    fields: inherited.overridden(by: $0.fields), variables: variables)
            }
        case .paths(let paths):
            return paths.map {
                AASALeakRule(
                    entryName: name, index: $0.index, written: nil, location: $0.location,
                    fields: AASARuleFields(path: $0.pattern, exclude: $0.isExclusion, caseSensitive: true, percentEncoded: true),
                    variables: variables)
            }
        case .none:
            return []
        }
    }

    private static func report(_ exclusion: AASALeakRule, opener: AASARuleReference, example: String, into sink: inout DiagnosticSink) {
        let url = AASAReader.quoted(example, limit: 120)
        sink.report(
            .exclusionShadowed,
            "\(exclusion.name) \(exclusion.summary) does not exclude all the URLs it matches: "
                + "\(opener.name) \(Display.escaped(SwiftLiteral.clipped(opener.summary, limit: 120))) comes first and opens "
                + "the app for at least some of them, such as \(url); put exclusions first",
            at: exclusion.location,
            notes: ["\(opener.name) is at \(sink.file):\(opener.location)"])
    }
}
