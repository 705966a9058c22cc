/// The variable-led AASA file of issue #18: about 900 rules of a big multi-locale site, each led by
/// `$(lang)`, `$(region)` or the file's own `$(locale)`, so that no rule has a literal prefix past
/// the first `/`; some compare `?` or `#`, some ignore case, some exclude. And its URLs: most made
/// to match one of the later rules (a plain first-match scan tries nearly every rule for them),
/// the rest on no rule at all.
enum VariableLedAASA {
    static let appID = "ABCDE12345.com.bench.locales"
    static let domain = "locales.bench.example"

    struct Rule {
        var path: String
        var query: (name: String, pattern: String)?
        var fragment: String?
        var caseSensitive = true
        var exclude = false
    }

    /// The file's own variables: a list of locales and the site's sections.
    static func variables(_ random: inout SeededRandom) -> [String: [String]] {
        [
            "locale": [
                "en-us", "en-gb", "fr-fr", "fr-ca", "de-de", "de-at", "es-es", "es-mx", "pt-br", "pt-pt",
                "it-it", "nl-nl", "ja-jp", "ko-kr", "zh-cn", "zh-tw"
            ],
            "section": (0..<12).map { _ in random.word(syllables: 2) }
        ]
    }

    /// 924 rules in six shapes.
    static func rules(seed: UInt64, count: Int = 924) -> (rules: [Rule], variables: [String: [String]]) {
        var random = SeededRandom(seed: seed)
        let variables = variables(&random)
        var rules: [Rule] = []
        var used: Set<String> = []
        while rules.count < count {
            let w = random.word(syllables: 3)
            // A word per rule, so that a URL made for one rule matches no other by accident.
            guard used.insert(w).inserted else { continue }
            let v = random.word(syllables: 2)
            switch rules.count % 6 {
            case 0: rules.append(Rule(path: "/$(lang)-$(region)/\(w)/*"))
            case 1: rules.append(Rule(path: "/$(region)/\(w)-???", caseSensitive: false))
            case 2: rules.append(Rule(path: "/$(lang)/\(w)/*", query: ("ref", "$(section)*")))
            case 3: rules.append(Rule(path: "/$(lang)-$(region)/\(w)/*", fragment: "\(v)*"))
            case 4: rules.append(Rule(path: "/$(lang)/\(w)/private/*", exclude: true))
            default: rules.append(Rule(path: "/$(locale)/\(w)/$(section)"))
            }
        }
        return (rules, variables)
    }

    static func file(seed: UInt64) -> String {
        var random = SeededRandom(seed: seed &+ 1)
        let (rules, variables) = rules(seed: seed)
        func quoted(_ s: String) -> String { "\"" + s + "\"" }
        func list(_ items: [String]) -> String { "[" + items.map(quoted).joined(separator: ", ") + "]" }
        let components = rules.enumerated().map { i, rule -> String in
            var keys = ["\"/\": " + quoted(rule.path)]
            if let query = rule.query { keys.append("\"?\": { \(quoted(query.name)): \(quoted(query.pattern)) }") }
            if let fragment = rule.fragment { keys.append("\"#\": " + quoted(fragment)) }
            if !rule.caseSensitive { keys.append("\"caseSensitive\": false") }
            if rule.exclude { keys.append("\"exclude\": true") }
            // Real rules carry comments of this length: they bring the file to about 128 KB.
            keys.append("\"comment\": \"rule \(i): " + (0..<6).map { _ in random.word(syllables: 3) }.joined(separator: " ") + "\"")
            return "          { " + keys.joined(separator: ", ") + " }"
        }
        return """
            {
              "applinks": {
                "substitutionVariables": {
                  "locale": \(list(variables["locale"] ?? [])),
                  "section": \(list(variables["section"] ?? []))
                },
                "details": [
                  {
                    "appIDs": ["\(appID)"],
                    "components": [
            \(components.joined(separator: ",\n"))
                    ]
                  }
                ]
              }
            }

            """
    }

    /// `count` URLs: nine in ten made for a rule of the file's second half, the rest for none.
    static func urls(seed: UInt64, count: Int) -> [String] {
        let (rules, variables) = rules(seed: seed)
        var random = SeededRandom(seed: seed &+ 2)
        let languages = ["en", "fr", "de", "es", "pt", "it", "nl", "ja", "ko", "zh"]
        let regions = ["US", "GB", "FR", "CA", "DE", "AT", "ES", "MX", "BR", "PT", "JP", "KR", "CN", "TW"]
        func pick(_ values: [String]) -> String { values[Int.random(in: 0..<values.count, using: &random)] }
        var urls: [String] = []
        urls.reserveCapacity(count)
        while urls.count < count {
            guard random.chance(90) else {
                urls.append("https://\(domain)/\(pick(languages))-\(pick(regions))/\(random.word(syllables: 3))/\(random.word(syllables: 2))")
                continue
            }
            let rule = rules[Int.random(in: (rules.count / 2)..<rules.count, using: &random)]
            var url = "https://" + domain
            var rest = Substring(rule.path)
            while let c = rest.first {
                if rest.hasPrefix("$("), let close = rest.firstIndex(of: ")") {
                    switch rest[rest.index(rest.startIndex, offsetBy: 2)..<close] {
                    case "lang": url += pick(languages)
                    case "region": url += rule.caseSensitive ? pick(regions) : pick(regions).lowercased()
                    case let name: url += pick(variables[String(name)] ?? [""])
                    }
                    rest = rest[rest.index(after: close)...]
                    continue
                }
                switch c {
                case "*": url += random.word(syllables: 2)
                case "?": url += "x"
                default: url.append(c)
                }
                rest = rest.dropFirst()
            }
            if let query = rule.query { url += "?\(query.name)=\(pick(variables["section"] ?? [""]))\(random.word(syllables: 1))" }
            if rule.fragment != nil { url += "#" + (rule.fragment ?? "").dropLast() + "top" }
            urls.append(url)
        }
        return urls
    }
}
