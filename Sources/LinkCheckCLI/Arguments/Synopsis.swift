/// The synopsis of every command, as docs/commands.md shows it: one usage per command, written
/// from the same option tables as `help`, so the page cannot drift from the command line (a test
/// compares them; `make golden` writes the page's block again).
extension CommandLineParser {
    /// Each command's summary as a `#` line, then its usage, in lines of at most `width` columns
    /// (one option is never split), continuation lines indented under the command's first argument.
    public func synopsis(width: Int = 100) -> String {
        let formatter = HelpFormatter(parser: self)
        var lines: [String] = []
        for command in commands where command.name != "help" {
            var items = [programName, command.name] + command.options.map(formatter.usageItem)
            items += formatter.positionalUsage(command)
            let indent = String(repeating: " ", count: programName.count + command.name.count + 2)
            lines += TextWrapping.fill(["#"] + TextWrapping.words(command.summary), width: width, prefix: "# ")
            lines += TextWrapping.fill(items, width: width, prefix: indent)
        }
        lines.append("\(programName) help [COMMAND]    \(programName) --help    \(programName) --version")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `document` with the block between the synopsis markers written anew: what docs/commands.md
    /// must hold. `nil` when the markers are missing.
    public func documentWithSynopsis(_ document: String) -> String? {
        let bytes = Array(document.utf8)
        guard let start = Self.offset(of: Self.synopsisStart, in: bytes, from: 0),
            let end = Self.offset(of: Self.synopsisEnd, in: bytes, from: start)
        else { return nil }
        let head = String(decoding: bytes[..<(start + Self.synopsisStart.utf8.count)], as: UTF8.self)
        return head + "\n```\n" + synopsis() + "```\n" + String(decoding: bytes[end...], as: UTF8.self)
    }

    /// The byte offset of the first `needle` in `bytes` at or after `from`.
    private static func offset(of needle: String, in bytes: [UInt8], from: Int) -> Int? {
        let n = Array(needle.utf8)
        guard !n.isEmpty, bytes.count >= n.count, from <= bytes.count - n.count else { return nil }
        for i in from...(bytes.count - n.count) where bytes[i] == n[0] && bytes[i..<i + n.count].elementsEqual(n) { return i }
        return nil
    }

    static let synopsisStart = "<!-- synopsis: written from the option tables; make golden writes it again -->"
    static let synopsisEnd = "<!-- end of synopsis -->"
}
