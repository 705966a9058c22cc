import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp

/// Renders diagnostics as `file:line:col: error: message [rule]`, notes indented below.
public enum DiagnosticPrinter {
    public static func render(_ d: Diagnostic, style: TextStyle = .plain) -> String {
        let place = Display.path(d.file) + (d.location.map { ":\($0.line):\($0.column)" } ?? "")
        let label = d.severity == .error ? style.bold(style.red("error:")) : style.bold(style.yellow("warning:"))
        var out = "\(style.bold(place + ":")) \(label) \(Display.escaped(d.message)) [\(d.rule)]\n"
        for note in d.notes { out += "  note: \(Display.escaped(note))\n" }
        return out
    }
}
