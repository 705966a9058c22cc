import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// GitHub Actions workflow commands (`::error file=F,line=L,col=C,title=T::MESSAGE`), escaped
/// exactly as GitHub's toolkit does (`@actions/core` `escapeData` and `escapeProperty`), so no
/// text from a file or URL can end a command, start another or add a property.
enum GitHubCommand {
    enum Level: String {
        case error, warning, notice
    }

    /// One annotation line. `line` and `col` are 1-based and left out when `nil`.
    static func annotation(
        _ level: Level, file: String?, line: Int? = nil, col: Int? = nil,
        title: String?, message: String
    ) -> String {
        var properties: [String] = []
        if let file { properties.append("file=" + escapeProperty(file)) }
        if let line { properties.append("line=\(line)") }
        if let col { properties.append("col=\(col)") }
        if let title { properties.append("title=" + escapeProperty(title)) }
        let head = properties.isEmpty ? "::\(level.rawValue)" : "::\(level.rawValue) " + properties.joined(separator: ",")
        return head + "::" + escapeData(message) + "\n"
    }

    /// An annotation for a diagnostic: its message with the notes on the following lines, titled
    /// with its rule. A fetched file is no file of the repository, so its URL goes in the title.
    static func annotation(_ d: Diagnostic) -> String {
        let message = ([Display.escaped(d.message)] + d.notes.map { "note: " + Display.escaped($0) })
            .joined(separator: "\n")
        let isURL = d.file.hasPrefix("https://") || d.file.hasPrefix("http://")
        return annotation(
            d.severity == .error ? .error : .warning, file: isURL ? nil : Display.path(d.file),
            line: d.location?.line, col: d.location?.column,
            title: isURL ? "\(d.rule) (\(Display.path(d.file)))" : d.rule.id, message: message)
    }

    /// `%` → `%25`, CR → `%0D`, LF → `%0A`.
    static func escapeData(_ s: String) -> String {
        escape(s, property: false)
    }

    /// As `escapeData`, and `:` → `%3A`, `,` → `%2C`.
    static func escapeProperty(_ s: String) -> String {
        escape(s, property: true)
    }

    private static func escape(_ s: String, property: Bool) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where property: out += "%3A"
            case "," where property: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
