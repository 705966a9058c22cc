import LinkCheckCore
/// Greedy line filling for help text.
enum TextWrapping {
    /// Lays `items` out on lines of at most `width` characters, one space between items. Items
    /// are never split, so an item longer than the room left sits alone on an over-long line
    /// rather than being broken mid-word. Returns no lines for no items.
    static func fill(
        _ items: [String], width: Int, firstPrefix: String = "",
        prefix: String = ""
    ) -> [String] {
        var lines: [String] = []
        var line = firstPrefix
        var lineHasItem = false
        for item in items {
            if !lineHasItem {
                line += item
                lineHasItem = true
            } else if line.count + 1 + item.count <= width {
                line += " " + item
            } else {
                lines.append(line)
                line = prefix + item
            }
        }
        if lineHasItem { lines.append(line) }
        return lines
    }

    /// `text`'s words refilled to `width`, each line starting with `prefix`.
    static func paragraph(_ text: String, width: Int, prefix: String = "") -> [String] {
        fill(words(text), width: width, firstPrefix: prefix, prefix: prefix)
    }

    /// Each line of `text` refilled on its own, keeping its leading spaces as the indent of all
    /// its pieces and keeping blank lines, so hand-laid examples survive.
    static func preservingLines(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            let indent = String(line.prefix { $0 == " " })
            let filled = paragraph(String(line), width: width, prefix: indent)
            return filled.isEmpty ? [""] : filled
        }
    }

    static func words(_ text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }
}
