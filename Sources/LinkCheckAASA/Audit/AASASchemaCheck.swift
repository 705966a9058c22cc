import LinkCheckCore
import LinkCheckRoutes

/// An AASA file against the route schema, for one app on one domain: each link of the schema on
/// that domain, tried with a sample URL for each of its web schemes, must be sent to the app (else it only ever
/// opens in Safari: an error, in the schema); each rule that sends URLs to the app should send one
/// the schema handles (else the app opens on nothing: a warning, in the AASA file). Asked to, it
/// also names each rule that sends some URLs the schema handles and some it does not, with one of
/// the latter: what the file opens beyond the schema (`rule-wider-than-schema`).
public struct AASASchemaCheck {
    public let aasa: AASAFile
    public let compiled: CompiledAASA
    public let schema: RouteSchema
    public let aasaFile: String
    public let schemaFile: String

    public init(aasa: AASAFile, compiled: CompiledAASA, schema: RouteSchema, aasaFile: String, schemaFile: String) {
        self.aasa = aasa
        self.compiled = compiled
        self.schema = schema
        self.aasaFile = aasaFile
        self.schemaFile = schemaFile
    }

    /// `widerRules`: also report `rule-wider-than-schema` (`aasa --schema` does; `check` does not,
    /// since no pattern can say a type, so every file with a typed capture's rule would warn on
    /// every run).
    public func findings(appID: String, domain: String, widerRules: Bool = false) -> [Diagnostic] {
        let domain = domain.lowercased()
        var out: [Diagnostic] = []
        // A wildcard host (`*.example.com`) applies to every subdomain's file, not only `www.`'s.
        let onDomain = RouteSchema.host(domain, isIn: schema.hosts)
        let links = onDomain ? schema.links.filter { $0.accepts(.host(domain)) } : []
        if links.isEmpty {
            out.append(
                Diagnostic(
                    .warning, .domainNotInSchema,
                    "no link of the schema applies to \(SwiftLiteral.string(domain)), so none was checked against \(Display.path(aasaFile))",
                    file: schemaFile, at: nil))
        }
        // Rules that send some link's sample URL to the app: those hand the app what it handles.
        var reachedByLinks: Set<AASARuleReference> = []
        for link in links {
            let values = link.pattern.captures.map { URLBuilder.sample($0.type) }
            // One sample per web scheme the schema handles (`"webSchemes": ["https", "http"]`):
            // iOS decides an http URL by the same rules, and the first one not sent is reported.
            // Each is tried escaped as linkcheck writes URLs (`it%27s`) and raw as a browser shows
            // them (`it's`): the schema routes both, an AASA pattern compares them as written.
            var samples: [String] = []
            for scheme in schema.webSchemes {
                for raw in [false, true] {
                    if let url = link.url(from: .host(domain), captures: values, webScheme: scheme, raw: raw), !samples.contains(url) {
                        samples.append(url)
                    }
                }
            }
            var refused: (url: String, decision: AASADecision)?
            for url in samples {
                let decision = compiled.decide(url: url, appID: appID, domain: domain)
                if decision.opens, let rule = decision.rule { reachedByLinks.insert(rule) }
                if !decision.opens && refused == nil { refused = (url, decision) }
            }
            guard let (url, decision) = refused else { continue }
            let why = decision.rule.map { "excluded by " + $0.described(in: aasaFile) } ?? decision.explanation
            out.append(
                Diagnostic(
                    .error, .linkNotInAASA,
                    "link \(SwiftLiteral.string(link.path)) never opens \(appID): \(Display.path(aasaFile)) does not send "
                        + "\(SwiftLiteral.string(url)) to the app, so it opens in Safari",
                    file: schemaFile, at: link.location, notes: [why]))
        }
        for (rule, urls) in rules(appID: appID, domain: domain) where !reachedByLinks.contains(rule) {
            guard let url = urls.first, !urls.contains(where: handled) else { continue }
            out.append(
                Diagnostic(
                    .warning, .ruleNotInSchema,
                    "\(rule.name) sends \(SwiftLiteral.string(url)) to \(appID), but no link of \(Display.path(schemaFile)) "
                        + "handles it, so the app opens on nothing",
                    file: aasaFile, at: rule.location, notes: ["the rule: \(rule.summary)"]))
        }
        if widerRules { out += wider(appID: appID, domain: domain, reachedByLinks: reachedByLinks) }
        return out
    }

    /// Each rule that sends the app URLs the schema handles (a link's sample, or one of its own)
    /// and also one no link handles, named with the first such sample: filled as for
    /// `rule-not-in-schema`, and once more with a `/` in each wildcard, so a rule that reaches
    /// deeper than its links shows it; then each handled sample with a query item more (`wider`
    /// samples) and in upper case, where the rule still decides it.
    func wider(appID: String, domain: String, reachedByLinks: Set<AASARuleReference>) -> [Diagnostic] {
        rules(appID: appID, domain: domain, fills: Self.fills + [Self.deeperFill]).compactMap { rule, samples in
            guard reachedByLinks.contains(rule) || samples.contains(where: handled) else { return nil }
            var urls = samples
            for url in samples where handled(url) {
                let more = variants(of: url, domain: domain).filter { variant in
                    let decision = compiled.decide(url: variant, appID: appID, domain: domain)
                    return decision.opens && decision.rule == rule
                }
                urls += more
            }
            guard let url = urls.first(where: { !handled($0) }) else { return nil }
            return Diagnostic(
                .warning, .ruleWiderThanSchema,
                "\(rule.name) also sends \(SwiftLiteral.string(url)) to \(appID), which no link of \(Display.path(schemaFile)) "
                    + "handles: the app opens on URLs the schema does not route",
                file: aasaFile, at: rule.location,
                notes: ["the rule: \(rule.summary)", "the app must handle such URLs; docs/aasa.md says what a pattern cannot narrow"])
        }
    }

    /// URLs a rule that opens `url` may open too, which the schema may not route: `url` with each
    /// query item of the link that routes it and that `url` lacks, given a value no typed capture
    /// reads (`/search?sort=x`, for a rule that leaves an optional enumeration open), and `url` in
    /// upper case after its host (`/k/TRUE`, for a rule that ignores case where a capture does
    /// not). At most one per query item of that link, and one.
    func variants(of url: String, domain: String) -> [String] {
        var out: [String] = []
        guard case .destination(_, let index) = schema.resolve(url), schema.links.indices.contains(index) else { return out }
        let prefix = "https://" + domain
        guard url.hasPrefix(prefix) else { return out }
        let tail = url.dropFirst(prefix.count)
        let query = tail.firstIndex(of: "?").map { tail[tail.index(after: $0)...] } ?? ""
        let present = Set(query.split(separator: "&").map { $0.split(separator: "=", maxSplits: 1).first.map(String.init) ?? "" })
        var keys: [String] = []
        for item in schema.links[index].pattern.query where !keys.contains(item.key) { keys.append(item.key) }
        for key in keys {
            let written = URLBuilder.encoded(key, keeping: "")
            guard !present.contains(written) else { continue }
            out.append(url + (query.isEmpty && !tail.contains("?") ? "?" : "&") + written + "=" + Self.badValue)
        }
        let upper = prefix + String(decoding: tail.utf8.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
        if upper != url { out.append(upper) }
        return out
    }

    /// A query value no typed capture reads (not a number, a `bool`, a UUID) and that an
    /// enumeration or a value map is unlikely to hold.
    static let badValue = "x"

    /// Whether the schema gives the rule's sample URL (built `https`) a destination under one of
    /// its web schemes: the same URL on `http` opens the app too.
    func handled(_ url: String) -> Bool {
        schema.webSchemes.contains { scheme in
            let twin = scheme == "https" ? url : scheme + url.dropFirst("https".count)
            return schema.resolve(twin).destination != nil
        }
    }

    /// The rules of `appID`'s entries that send URLs to the app, each with the sample URLs that the
    /// rule itself decides (one per way of filling its wildcards; a rule whose samples other rules
    /// take first is left out).
    func rules(appID: String, domain: String, fills: [String] = Self.fills) -> [(AASARuleReference, [String])] {
        var out: [(AASARuleReference, [String])] = []
        let variables = aasa.applinks?.substitutionVariables ?? [:]
        for entry in aasa.applinks?.details ?? [] where entry.appIDs.contains(where: { $0.id == appID }) {
            var samples: [[String]] = []
            switch entry.rules {
            case .components(let components):
                for component in components where component.fields.exclude != true {
                    samples.append(fills.map { Self.sampleURL(component.fields, domain: domain, variables: variables, fill: $0) })
                }
            case .paths(let paths):
                for path in paths where !path.isExclusion {
                    samples.append(
                        fills.map {
                            "https://" + domain + Self.sample(path.pattern, variables: variables, leadingSlash: true, fill: $0)
                        })
                }
            case .none:
                break
            }
            for urls in samples {
                var rule: AASARuleReference?
                var decided: [String] = []
                for url in urls {
                    let decision = compiled.decide(url: url, appID: appID, domain: domain)
                    guard decision.opens, let by = decision.rule, by.detailsIndex == entry.index, rule == nil || rule == by else { continue }
                    rule = by
                    decided.append(url)
                }
                if let rule, !out.contains(where: { $0.0 == rule }) { out.append((rule, decided)) }
            }
        }
        return out
    }

    /// What a `*` or `?` stands for in a sample: text, then the samples of the typed captures, so
    /// a rule such as `/orders/*` is tried with `/orders/1` too.
    static let fills = ["x", "1", "true", "1.5", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]
    /// The fill that shows a wildcard reaching into another segment (`/orders/*` opening `/orders/x/x`).
    static let deeperFill = "x/x"

    static func sampleURL(_ fields: AASARuleFields, domain: String, variables: [String: [String]], fill: String) -> String {
        var url = "https://" + domain + sample(fields.path ?? "/*", variables: variables, leadingSlash: true, fill: fill)
        switch fields.query {
        case .items(let items)?:
            if !items.isEmpty {
                url += "?" + items.map { $0.name + "=" + sample($0.pattern, variables: variables, leadingSlash: false, fill: fill) }.joined(separator: "&")
            }
        case .whole(let pattern)?:
            let text = sample(pattern, variables: variables, leadingSlash: false, fill: fill)
            if !text.isEmpty { url += "?" + text }
        case .ignored?, nil:
            break
        }
        if let fragment = fields.fragment {
            url += "#" + sample(fragment, variables: variables, leadingSlash: false, fill: fill)
        }
        return url
    }

    /// Text a glob matches: `*` becomes `fill`, `?` its first character, `$(name)` the variable's
    /// first value (`US` for `region`, `en` for `lang`) filled the same way (a value is a pattern
    /// too), anything else itself.
    static func sample(_ pattern: String, variables: [String: [String]], leadingSlash: Bool, fill: String) -> String {
        var out = ""
        var rest = Substring(pattern)
        while let c = rest.first {
            if c == "*" {
                out += fill
                rest = rest.dropFirst()
            } else if c == "?" {
                out += fill.prefix(1)
                rest = rest.dropFirst()
            } else if rest.hasPrefix("$("), let close = rest.firstIndex(of: ")") {
                let name = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close])
                let value = variables[name]?.first ?? (name == "region" ? "US" : name == "lang" ? "en" : "x")
                out += sample(value, variables: [:], leadingSlash: false, fill: fill)
                rest = rest[rest.index(after: close)...]
            } else {
                out.append(c)
                rest = rest.dropFirst()
            }
        }
        if leadingSlash && !out.hasPrefix("/") { out = "/" + out }
        return out
    }
}
