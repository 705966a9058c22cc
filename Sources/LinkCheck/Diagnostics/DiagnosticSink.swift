/// Collects the diagnostics of one file, so validation reports every problem in one run.
public struct DiagnosticSink: Sendable {
    public let file: String
    public private(set) var diagnostics: [Diagnostic] = []

    public init(file: String) {
        self.file = file
    }

    public var hasErrors: Bool { errorCount > 0 }
    public private(set) var errorCount = 0

    public mutating func error(_ rule: String, _ message: String, at location: SourceLocation?, notes: [String] = []) {
        diagnostics.append(Diagnostic(.error, rule, message, file: file, at: location, notes: notes))
        errorCount += 1
    }

    /// Orders findings by position (stable), so they read top to bottom like the file.
    public mutating func sortByLocation() {
        diagnostics = Diagnostic.ordered(diagnostics)
    }

    public mutating func warning(_ rule: String, _ message: String, at location: SourceLocation?, notes: [String] = []) {
        diagnostics.append(Diagnostic(.warning, rule, message, file: file, at: location, notes: notes))
    }
}
