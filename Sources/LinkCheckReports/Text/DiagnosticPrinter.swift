import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// The one text printer of diagnostics: `file:line:col: error: message [rule]`, the detail (a
/// diff) and the notes indented below. Meaning never depends on color: every colored mark is
/// also a character.
public enum DiagnosticPrinter {
    public static func render(_ d: Diagnostic, style: TextStyle = .plain) -> String {
        let place = Display.path(d.file) + (d.location.map { ":\($0.line):\($0.column)" } ?? "")
        let label = d.severity == .error ? style.bold(style.red("error:")) : style.bold(style.yellow("warning:"))
        var out = "\(style.bold(place + ":")) \(label) \(Display.escaped(d.message)) [\(d.rule)]\n"
        for line in d.detail { out += render(line, style: style) + "\n" }
        for note in d.notes { out += "  note: \(Display.escaped(note))\n" }
        return out
    }

    static func render(_ line: DetailLine, style: TextStyle) -> String {
        let text = Display.escaped(line.text)
        switch line.kind {
        case .legend: return "  \(style.red("- expected"))  \(style.green("+ actual"))"
        case .same: return style.dim("    \(text)")
        case .removed: return style.red("  - \(text)")
        case .added: return style.green("  + \(text)")
        case .text: return "  \(text)"
        }
    }
}
