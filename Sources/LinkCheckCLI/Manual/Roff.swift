import LinkCheckCore
/// Text made safe for roff (man(7)) input: nothing from the tables can become a request, an
/// escape or a macro argument boundary.
enum Roff {
    /// Text for a line of running text or a macro argument: `\` as `\e`, `-` as `\-` (a minus:
    /// option names must copy and paste as typed), quotes as `\(dq`, `\(aq` and `\(ga` (never
    /// typographic ones), non-ASCII as `\[uXXXX]`, controls as spaces, runs of spaces as one.
    static func escaped(_ text: String, collapsingSpaces: Bool = true) -> String {
        var out = ""
        var lastWasSpace = false
        for scalar in text.unicodeScalars {
            let isSpace = scalar == " " || scalar.properties.generalCategory == .control
            if isSpace {
                if !lastWasSpace || !collapsingSpaces { out += " " }
                lastWasSpace = true
                continue
            }
            lastWasSpace = false
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case "\"": out += "\\(dq"
            case "'": out += "\\(aq"
            case "`": out += "\\(ga"
            case _ where scalar.value > 0x7E:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Running text as input lines of at most `width` bytes (roff fills them again; shorter
    /// input lines are what `mandoc -T lint` asks for), each kept from starting with `.` or `'`,
    /// which would make it a request, by a zero-width `\&`.
    static func lines(_ text: String) -> [String] {
        wrapped(escaped(text).split(separator: " ").map(String.init))
    }

    /// Words already in roff, laid out on input lines of at most `width` bytes; a longer word
    /// has a line of its own.
    static func wrapped(_ words: [String]) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            if line.isEmpty {
                line = word
            } else if line.utf8.count + 1 + word.utf8.count <= width {
                line += " " + word
            } else {
                lines.append(guarded(line))
                line = word
            }
        }
        if !line.isEmpty { lines.append(guarded(line)) }
        return lines
    }

    static let width = 80

    /// One input line of text; a `.` or `'` at its start would make it a request.
    static func guarded(_ line: String) -> String {
        line.first == "." || line.first == "'" ? "\\&" + line : line
    }

    /// A line of a no-fill block (an example): escaped, its spaces kept as typed.
    static func verbatim(_ text: String) -> String {
        let indent = String(text.prefix { $0 == " " })
        let body = guarded(escaped(String(text.dropFirst(indent.count)), collapsingSpaces: false))
        return indent.isEmpty ? body : "\\&" + indent + body
    }

    static func bold(_ text: String) -> String { "\\fB" + escaped(text) + "\\fR" }
    static func italic(_ text: String) -> String { "\\fI" + escaped(text) + "\\fR" }
}
