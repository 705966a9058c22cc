/// Renders diagnostics as `file:line:col: error: message [rule]`, notes indented below.
public enum DiagnosticPrinter {
    public static func render(_ d: Diagnostic, style: TextStyle = .plain) -> String {
        let place = Display.path(d.file) + (d.location.map { ":\($0.line):\($0.column)" } ?? "")
        let label = d.severity == .error ? style.bold(style.red("error:")) : style.bold(style.yellow("warning:"))
        var out = "\(style.bold(place + ":")) \(label) \(escaped(d.message)) [\(d.rule)]\n"
        for note in d.notes { out += "  note: \(escaped(note))\n" }
        return out
    }

    /// Messages quote values with `SwiftSyntax.stringLiteral` already; this is the last guard.
    public static func escaped(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: { SwiftSyntax.needsEscape($0) }) else { return s }
        let literal = SwiftSyntax.stringLiteral(s)
        return String(literal.dropFirst().dropLast())
    }
}
