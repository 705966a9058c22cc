/// How bad a finding is. Errors fail the run; warnings are shown and do not.
public enum Severity: String, Sendable, Hashable, Comparable {
    case warning
    case error

    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// A problem the user must fix, located in a file. Every reporter renders these same values.
public struct Diagnostic: Sendable, Hashable {
    public var severity: Severity
    /// A stable, kebab-case identifier such as `json-syntax` or `unknown-route`.
    public var rule: String
    /// One lower-case sentence without a trailing period, quoting the offending value.
    public var message: String
    /// The file as the user named it.
    public var file: String
    /// Where in `file`; `nil` when the problem concerns the file as a whole.
    public var location: SourceLocation?
    /// Extra lines shown under the message (a hint, a related location).
    public var notes: [String]

    public init(_ severity: Severity, _ rule: String, _ message: String, file: String,
                at location: SourceLocation?, notes: [String] = []) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.file = file
        self.location = location
        self.notes = notes
    }

    /// Grouped by file in order of first appearance, each file's findings by position (stable).
    public static func ordered(_ list: [Diagnostic]) -> [Diagnostic] {
        var fileOrder: [String: Int] = [:]
        for d in list where fileOrder[d.file] == nil { fileOrder[d.file] = fileOrder.count }
        return list.enumerated().sorted { a, b in
            let fa = fileOrder[a.element.file] ?? 0, fb = fileOrder[b.element.file] ?? 0
            if fa != fb { return fa < fb }
            let la = a.element.location ?? SourceLocation(line: 0, column: 0)
            let lb = b.element.location ?? SourceLocation(line: 0, column: 0)
            return la != lb ? la < lb : a.offset < b.offset
        }.map(\.element)
    }

    /// `file:line:col: error: message [rule]`, the form editors and CI problem matchers parse.
    public var headline: String {
        let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): \(severity.rawValue): \(message) [\(rule)]"
    }
}
