import LinkCheckCore

/// A stack value `{"format": "https://example.com/projects/{creator}/{slug}"}`: a string built
/// from the text captures matched and parts of the URL as written (docs/routes.md).
public struct FormatTemplate: Sendable, Hashable {
    /// A part of the URL a template may name: `{$url}`, `{$scheme}`, `{$host}`, `{$path}`,
    /// `{$query}`, `{$fragment}`.
    public enum Part: String, Sendable, Hashable, CaseIterable {
        case url, scheme, host, path, query, fragment
    }

    /// One piece of the template, in order.
    public enum Piece: Sendable, Hashable {
        /// Text as written (`{{` and `}}` already read as braces).
        case literal(String)
        /// The decoded text capture `Int` matched (`+3`, not `3`); empty when it matched nothing.
        case capture(Int)
        /// A part of the URL as written, empty when absent; with a marker (`{?$query}`,
        /// `{#$fragment}`), the part after its `?` or `#`, only when present.
        case part(Part, marker: String?)
    }

    /// In order.
    public var pieces: [Piece]
    /// As the schema writes it, for messages.
    public var written: String

    /// The string for a URL the link matched: `texts[c]` is the text capture `c` matched.
    package func text(url: String, texts: [String?]) -> String {
        let parts: URLParts? = if case .success(let p) = URLParts.split(url) { p } else { nil }
        func part(_ p: Part) -> String? {
            switch p {
            case .url: return url
            case .scheme: return parts.map { String($0.scheme) }
            case .host: return parts?.host.map(String.init)
            case .path: return parts.map { String($0.path) }
            case .query: return parts?.query.map(String.init)
            case .fragment: return parts?.fragment.map(String.init)
            }
        }
        var out = ""
        for piece in pieces {
            switch piece {
            case .literal(let text): out += text
            case .capture(let c): out += (texts.indices.contains(c) ? texts[c] : nil) ?? ""
            case .part(let p, let marker):
                guard let value = part(p) else { continue }
                out += (marker ?? "") + value
            }
        }
        return out
    }

    /// Why a template cannot be read, at an offset in Unicode scalars.
    struct Problem: Error {
        var message: String
        var offset: Int
    }

    /// The names of the captures a template refers to, and its pieces with each name looked up by
    /// `index`; or why it cannot be read, with the offset (in Unicode scalars) it concerns.
    static func parse(_ text: String, index: (String) -> Int?) -> Result<FormatTemplate, Problem> {
        let scalars = Array(text.unicodeScalars)
        var pieces: [Piece] = []
        var literal = String.UnicodeScalarView()
        func flush() {
            if !literal.isEmpty { pieces.append(.literal(String(literal))) }
            literal = String.UnicodeScalarView()
        }
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            if (c == "{" || c == "}"), i + 1 < scalars.count, scalars[i + 1] == c {
                literal.append(c)
                i += 2
                continue
            }
            if c == "}" { return .failure(Problem(message: "a lone \"}\"; write \"}}\" for a brace", offset: i)) }
            guard c == "{" else {
                literal.append(c)
                i += 1
                continue
            }
            guard let close = scalars[i...].firstIndex(of: "}") else {
                return .failure(Problem(message: "\"{\" is not closed; write \"{{\" for a brace", offset: i))
            }
            let name = String(String.UnicodeScalarView(scalars[(i + 1)..<close]))
            flush()
            var marker: String?
            var body = name
            if name.hasPrefix("?$") || name.hasPrefix("#$") {
                marker = String(name.prefix(1))
                body = String(name.dropFirst())
            }
            if body.hasPrefix("$") {
                guard let part = Part(rawValue: String(body.dropFirst())) else {
                    let names = Part.allCases.map { "{$" + $0.rawValue + "}" }.joined(separator: ", ")
                    return .failure(Problem(message: "{\(name)} is not a part of the URL (\(names))", offset: i))
                }
                if let marker, (marker == "?") != (part == .query) || (part != .query && part != .fragment) {
                    return .failure(Problem(message: "{\(name)}: \"?\" goes with $query and \"#\" with $fragment", offset: i))
                }
                pieces.append(.part(part, marker: marker))
            } else if marker == nil, let c = index(name) {
                pieces.append(.capture(c))
            } else {
                return .failure(Problem(message: "{\(name)} names no capture of the link's path", offset: i))
            }
            i = close + 1
        }
        flush()
        return .success(FormatTemplate(pieces: pieces, written: text))
    }
}
