import LinkCheckCore

extension Diagnostic {
    /// `file:line:col: severity: message [rule]`, for tests that compare a finding in one line.
    /// The reports print diagnostics with `DiagnosticPrinter`, whose own tests check that form.
    public var headline: String {
        let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): \(severity.rawValue): \(message) [\(rule)]"
    }
}
