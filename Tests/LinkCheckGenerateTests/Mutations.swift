import Foundation
import LinkCheckRoutes

/// URLs near a table's URLs, where parsers tend to differ: case, slashes, escapes, ports,
/// user-info, query items, NUL and bytes that are not UTF-8, values of the wrong type.
enum Mutations {
    static func of(_ url: String) -> [String] {
        var out: [String] = []
        out.append(url.uppercased())
        out.append(url + "/")
        out.append(url + "#fragment")
        out.append(url + (url.contains("?") ? "&" : "?") + "extra=1")
        out.append(url + (url.contains("?") ? "&" : "?") + "q=&sort=%FF&v=%00")
        out.append(url.replacingOccurrences(of: "://", with: "://user@"))
        out.append(url.replacingOccurrences(of: "https://", with: "http://"))
        if let slash = url.range(of: "/", range: (url.range(of: "://")?.upperBound ?? url.startIndex)..<url.endIndex) {
            out.append(url.replacingCharacters(in: slash, with: ":443/"))
            out.append(url.replacingCharacters(in: slash, with: ":0443/"))
            out.append(url.replacingCharacters(in: slash, with: ":8080/"))
            out.append(url.replacingCharacters(in: slash, with: ":/"))
            out.append(url.replacingCharacters(in: slash, with: "//"))
            let tail = url[slash.upperBound...]
            if let first = tail.first, first.isLetter, let ascii = first.asciiValue {
                // The first letter of the path percent-encoded, in both cases of hex.
                let hex = String(ascii, radix: 16, uppercase: true)
                out.append(url.replacingCharacters(in: slash.upperBound..<url.index(after: slash.upperBound), with: "%" + hex))
                out.append(url.replacingCharacters(in: slash.upperBound..<url.index(after: slash.upperBound), with: "%" + hex.lowercased()))
            }
        }
        out.append(url.replacingOccurrences(of: "1", with: "x"))
        out.append(url.replacingOccurrences(of: "0", with: "%00"))
        out.append(url.replacingOccurrences(of: "-", with: "%2D"))
        out.append(url.replacingOccurrences(of: "/", with: "%2F"))
        out.append(url + "/%C3%A9")
        out.append(url + "/%FF")
        out.append(url + "%20x")
        out.append(url + " x")
        out.append(String(url.dropLast()))
        if let last = url.lastIndex(of: "/") { out.append(String(url[..<last])) }
        return out
    }

    /// A URL per link and source with sample values, and with odd ones: every link is reached.
    static func samples(_ schema: RouteSchema) -> [String] {
        var out: [String] = []
        let odd: [Value] = [
            .string("-1"), .string("+7"), .string("1e3"), .string("0x1p4"), .string("NaN"), .string("inf"),
            .string("TRUE"), .string("true"), .string("e621e1f8-c36c-495a-93fc-0c247a3e6e5f"), .string("a/b"),
            .string("ü"), .string("9223372036854775808"),
            // Foundation on Linux takes a sign or a space inside a UUID group; linkcheck does not.
            .string("e621e1f8-+36c-495a-93fc-0c247a3e6e5f"), .string("e621e1f8-036c-495a-93fc- c247a3e6e5f")
        ]
        for link in schema.links {
            for source in link.sources(in: schema) {
                out += link.sampleURL(in: schema).map { [$0] } ?? []
                for value in odd {
                    let values = [Value?](repeating: value, count: link.pattern.captures.count)
                    if let url = link.url(from: source, captures: values) { out.append(url) }
                }
            }
        }
        return out
    }
}
