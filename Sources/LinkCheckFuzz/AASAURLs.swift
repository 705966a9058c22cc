import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// URLs and app IDs for the `aasa` target, taken from the file itself so that its rules match
/// often enough for the decisions to be interesting.
public enum AASAURLs {
    public static let domain = "example.com"

    /// Every app ID `applinks` lists, first occurrence first.
    public static func appIDs(_ file: AASAFile) -> [String] {
        var seen: Set<String> = []
        return (file.applinks?.details ?? []).flatMap(\.appIDs).map(\.id).filter { seen.insert($0).inserted }
    }

    /// For each rule, a URL on `domain` that its patterns should match: `*` becomes nothing or a
    /// short run, `?` one letter, a variable its first value.
    public static func derived(from file: AASAFile) -> [String] {
        guard let applinks = file.applinks else { return [] }
        let variables = applinks.substitutionVariables
        var urls: [String] = []
        for (n, entry) in applinks.details.enumerated() {
            switch entry.rules {
            case .components(let components):
                for component in components {
                    let fields = applinks.defaults.overridden(by: entry.defaults).overridden(by: component.fields)
                    var url = "https://\(domain)" + instance(fields.path ?? "/", variables, star: n)
                    switch fields.query {
                    case .whole(let pattern)?: url += "?" + instance(pattern, variables, star: n)
                    case .items(let items)?:
                        url +=
                            "?"
                            + items.map { encode($0.name) + "=" + instance($0.pattern, variables, star: n) }
                            .joined(separator: "&")
                    case .ignored?, nil: break
                    }
                    if let fragment = fields.fragment { url += "#" + instance(fragment, variables, star: n) }
                    urls.append(url)
                }
            case .paths(let paths):
                urls += paths.map { "https://\(domain)" + instance($0.pattern, variables, star: n) }
            case .none:
                break
            }
        }
        return urls
    }

    /// The `http` spellings of an `https` URL that iOS decides as it (docs/aasa.md): the
    /// scheme in lower and upper case, and with its default port written out; none for another URL.
    public static func httpTwins(of url: String) -> [String] {
        guard url.hasPrefix("https://") else { return [] }
        let rest = url.dropFirst("https://".count)
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return ["http://" + rest, "HTTP://" + rest, "http://" + host + ":80" + rest.dropFirst(host.count)]
    }

    /// `pattern` with its wildcards and variables filled in and what a URL can't hold encoded.
    /// `star` varies what `*` stands for between entries; `nil` variables leave `$(` as it is.
    private static func instance(_ pattern: String, _ variables: [String: [String]]?, star: Int) -> String {
        var out = ""
        var rest = Substring(pattern)
        while let c = rest.first {
            if let variables, rest.hasPrefix("$("), let close = rest.firstIndex(of: ")") {
                let name = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close])
                let value = (variables[name] ?? AASAVariables.predefinedValues(name))?.first ?? ""
                // Values may hold wildcards of their own, but no variables.
                out += instance(value, nil, star: star)
                rest = rest[rest.index(after: close)...]
                continue
            }
            switch c {
            case "*": out += star % 2 == 0 ? "" : "x/y"
            case "?": out += "q"
            default: out += encode(String(c))
            }
            rest = rest.dropFirst()
        }
        return out
    }

    /// Percent-encodes every byte but RFC 3986's unreserved and sub-delims, `:`, `@`, `/` and `%`
    /// (patterns for `percentEncoded` URLs hold escapes already).
    private static func encode(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            if kept.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + String(byte >> 4, radix: 16, uppercase: true)
                out += String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return out
    }

    private static let kept = Set(
        ("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
            + "-._~!$&'()*+,;=:@/%").utf8)
}
