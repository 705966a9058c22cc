/// Collects the diagnostics of one file, so validation reports every problem in one run. The
/// first `Diagnostic.shownPerFile` are kept in full and the rest only counted, so a file of a
/// million malformed entries cannot fill memory with messages.
public struct DiagnosticSink: Sendable {
    /// The file every diagnostic is reported in, as the user named it.
    public let file: String
    private var shown: [Diagnostic] = []
    private var omittedErrors = 0
    private var omittedWarnings = 0

    /// An empty sink for the findings of `file`.
    public init(file: String) {
        self.file = file
    }

    /// What was found: the first problems in full, then a `more-problems` line per severity
    /// for the rest.
    public var diagnostics: [Diagnostic] {
        var all = shown
        if omittedErrors > 0 { all.append(.omitted(.error, omittedErrors, file: file)) }
        if omittedWarnings > 0 { all.append(.omitted(.warning, omittedWarnings, file: file)) }
        return all
    }

    /// Whether any error was reported, kept in full or only counted.
    public var hasErrors: Bool { errorCount > 0 }
    /// Errors reported so far, including those only counted.
    public private(set) var errorCount = 0

    /// Reports an error of `rule`. `message` is only built when the error is kept in full, so a
    /// file with a million problems costs a hundred messages.
    public mutating func error(_ rule: Rule, _ message: @autoclosure () -> String, at location: SourceLocation?, notes: [String] = []) {
        errorCount += 1
        guard shown.count < Diagnostic.shownPerFile else {
            omittedErrors += 1
            return
        }
        shown.append(Diagnostic(.error, rule, message(), file: file, at: location, notes: notes))
    }

    /// Takes `other`'s findings after this sink's, kept in full or only counted as if they had been
    /// reported here in order, their lines moved down by `lineOffset`: for a file read in runs on
    /// several threads, `other` being a later run's sink.
    public mutating func append(_ other: DiagnosticSink, lineOffset: Int = 0) {
        errorCount += other.errorCount
        for var d in other.shown {
            if let at = d.location { d.location = SourceLocation(line: at.line + lineOffset, column: at.column) }
            if shown.count < Diagnostic.shownPerFile {
                shown.append(d)
            } else if d.severity == .error {
                omittedErrors += 1
            } else {
                omittedWarnings += 1
            }
        }
        omittedErrors += other.omittedErrors
        omittedWarnings += other.omittedWarnings
    }

    /// Orders findings by position (stable), so they read top to bottom like the file.
    public mutating func sortByLocation() {
        shown = Diagnostic.ordered(shown)
    }

    /// Reports a warning of `rule`; `message` is only built when the warning is kept in full.
    public mutating func warning(_ rule: Rule, _ message: @autoclosure () -> String, at location: SourceLocation?, notes: [String] = []) {
        guard shown.count < Diagnostic.shownPerFile else {
            omittedWarnings += 1
            return
        }
        shown.append(Diagnostic(.warning, rule, message(), file: file, at: location, notes: notes))
    }
}
