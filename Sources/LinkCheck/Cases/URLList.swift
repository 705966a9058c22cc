/// A plain list of URLs, one a line, as a site's URL list or sitemap export gives them.
public enum URLList {
    /// Lines trimmed of spaces and tabs; blank lines and lines starting with `#` are skipped.
    public static func parse(_ bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        var urls: [String] = []
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
            guard let first = line.firstIndex(where: { !isSpace($0) }), let last = line.lastIndex(where: { !isSpace($0) }) else { continue }
            let trimmed = line[first...last]
            if trimmed.hasPrefix("#") { continue }
            urls.append(String(trimmed))
        }
        return urls
    }
}
