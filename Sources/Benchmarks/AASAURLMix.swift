import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA

/// URLs to decide against an AASA file: most made from its own patterns (`*` and `?` filled in,
/// variables replaced by one of their values, query and fragment patterns too), so that rules
/// across the whole file match; the rest ordinary paths that match few rules.
enum AASAURLMix {
    static func urls(for file: AASAFile, domain: String, count: Int, seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        let variables = file.applinks?.substitutionVariables ?? [:]
        var shapes: [AASARuleFields] = []
        for entry in file.applinks?.details ?? [] {
            switch entry.rules {
            case .components(let components): shapes += components.map(\.fields)
            case .paths(let paths):
                shapes += paths.map { AASARuleFields(path: $0.isExclusion ? String($0.pattern.dropFirst(4)) : $0.pattern) }
            case .none: break
            }
        }
        var urls: [String] = []
        while urls.count < count {
            var url = "https://" + domain
            if let shape = shapes.randomElement(using: &random), random.chance(70) {
                url += fill(shape.path ?? "/*", variables, &random)
                switch shape.query {
                case .whole(let pattern)?: url += "?" + fill(pattern, variables, &random)
                case .items(let items)?:
                    url += "?" + items.map { $0.name + "=" + fill($0.pattern, variables, &random) }.joined(separator: "&")
                default: break
                }
                if let fragment = shape.fragment { url += "#" + fill(fragment, variables, &random) }
            } else {
                for _ in 0..<Int.random(in: 1...3, using: &random) { url += "/" + random.word(syllables: 3) }
            }
            urls.append(url)
        }
        return urls
    }

    /// A subject the pattern matches: `*` becomes a word, `?` a letter, `$(name)` one of its values.
    private static func fill(
        _ pattern: String, _ variables: [String: [String]], _ random: inout SeededRandom,
        depth: Int = 0
    ) -> String {
        var out = ""
        var rest = Substring(pattern)
        while let c = rest.first {
            if rest.hasPrefix("$("), let close = rest.firstIndex(of: ")") {
                let name = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close])
                let values = variables[name] ?? AASAVariables.predefinedValues(name) ?? []
                if depth < 2, let value = values.randomElement(using: &random) {
                    out += fill(value, variables, &random, depth: depth + 1)
                }
                rest = rest[rest.index(after: close)...]
                continue
            }
            switch c {
            case "*": out += random.word(syllables: Int.random(in: 1...3, using: &random))
            case "?": out += "x"
            case " ": out += "%20"
            default: out.append(c)
            }
            rest = rest.dropFirst()
        }
        return out
    }
}
