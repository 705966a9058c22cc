import LinkCheckCore

extension DiagnosticSink {
    /// Reports a finding of `rule` with the rule's severity, or `severity` when it escalates.
    mutating func report(
        _ rule: Rule, _ message: String, at location: SourceLocation?,
        severity: Severity? = nil, notes: [String] = []
    ) {
        switch severity ?? rule.severity {
        case .error: error(rule, message, at: location, notes: notes)
        case .warning: warning(rule, message, at: location, notes: notes)
        }
    }
}
