/// How bad a finding is. Errors fail the run; warnings are shown and do not.
public enum Severity: String, Sendable, Hashable, Comparable {
    case warning
    case error

    /// A warning sorts before an error.
    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// A problem the user must fix, located in a file. Every reporter renders these same values.
public struct Diagnostic: Sendable, Hashable {
    /// Whether the finding fails the run: usually `rule.severity`, which some findings escalate.
    public var severity: Severity
    /// What kind of problem: its entry in the rule catalogue (`Rule.all`).
    public var rule: Rule
    /// One lower-case sentence without a trailing period, quoting the offending value.
    public var message: String
    /// The file as the user named it.
    public var file: String
    /// Where in `file`; `nil` when the problem concerns the file as a whole.
    public var location: SourceLocation?
    /// Extra lines shown under the message (a hint, a related location).
    public var notes: [String]
    /// How many problems this stands for: 1, except for the `more-problems` line that follows a
    /// file's first hundred, which counts those left out (`Diagnostic.omitted`).
    public var count = 1
    /// Lines shown between the message and the notes: for a failing case, the diff of expected
    /// and actual destination and what decided the actual one.
    public var detail: [DetailLine] = []

    /// A finding of `rule` in `file`; `location` is `nil` when it concerns the whole file.
    /// `count` starts at 1 and `detail` empty.
    public init(
        _ severity: Severity, _ rule: Rule, _ message: String, file: String,
        at location: SourceLocation?, notes: [String] = []
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.file = file
        self.location = location
        self.notes = notes
    }

    /// Grouped by file in order of first appearance, each file's findings by position (stable),
    /// and what was left out of a file last.
    public static func ordered(_ list: [Diagnostic]) -> [Diagnostic] {
        var fileOrder: [String: Int] = [:]
        for d in list where fileOrder[d.file] == nil { fileOrder[d.file] = fileOrder.count }
        return list.enumerated().sorted { a, b in
            let fa = fileOrder[a.element.file] ?? 0, fb = fileOrder[b.element.file] ?? 0
            if fa != fb { return fa < fb }
            if a.element.isOmission != b.element.isOmission { return b.element.isOmission }
            let la = a.element.location ?? SourceLocation(line: 0, column: 0)
            let lb = b.element.location ?? SourceLocation(line: 0, column: 0)
            return la != lb ? la < lb : a.offset < b.offset
        }.map(\.element)
    }

    /// How many problems of one file are shown in full; the rest are counted.
    public static let shownPerFile = 100

    /// The `more-problems` line: `count` problems of this severity in `file` that are not shown.
    public static func omitted(_ severity: Severity, _ count: Int, file: String) -> Diagnostic {
        let noun = severity == .error ? (count == 1 ? "error" : "errors") : (count == 1 ? "warning" : "warnings")
        var d = Diagnostic(
            severity, .moreProblems,
            "\(count) more \(noun) in this file not shown; only the first \(shownPerFile) problems of a file are",
            file: file, at: nil)
        d.count = count
        return d
    }

    var isOmission: Bool { rule == .moreProblems }

    /// `list` ordered, with at most `shownPerFile` problems of each file in full and the rest of
    /// each file counted in `more-problems` lines (one per severity), so that a file with a
    /// million malformed entries costs a hundred diagnostics, not a million.
    public static func capped(_ list: [Diagnostic]) -> [Diagnostic] {
        var shown: [String: Int] = [:]
        var left: [String: (errors: Int, warnings: Int)] = [:]
        var files: [String] = []
        var out: [Diagnostic] = []
        for d in ordered(list) {
            if shown[d.file] == nil, left[d.file] == nil { files.append(d.file) }
            if !d.isOmission, shown[d.file, default: 0] < shownPerFile {
                shown[d.file, default: 0] += 1
                out.append(d)
            } else if d.severity == .error {
                left[d.file, default: (0, 0)].errors += d.count
            } else {
                left[d.file, default: (0, 0)].warnings += d.count
            }
        }
        for file in files {
            guard let (errors, warnings) = left[file] else { continue }
            if errors > 0 { out.append(omitted(.error, errors, file: file)) }
            if warnings > 0 { out.append(omitted(.warning, warnings, file: file)) }
        }
        return ordered(out)
    }
}

extension Sequence<Diagnostic> {
    /// Errors, counting those a `more-problems` line stands for.
    public var errorCount: Int { reduce(0) { $0 + ($1.severity == .error ? $1.count : 0) } }
    /// Warnings, counting those a `more-problems` line stands for.
    public var warningCount: Int { reduce(0) { $0 + ($1.severity == .warning ? $1.count : 0) } }
    /// Whether any of the diagnostics is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }
}

/// A line of a diagnostic's `detail`: a diff's legend or one of its lines, or a line of text.
public struct DetailLine: Sendable, Hashable {
    /// How a detail line is drawn.
    public enum Kind: Sendable, Hashable {
        /// `- expected  + actual`, above a diff.
        case legend
        /// A line both sides have.
        case same
        /// Expected only: `-` in the diff.
        case removed
        /// Actual only: `+` in the diff.
        case added
        /// Plain text after the diff, such as the link that decided the actual destination.
        case text
    }

    /// How the line is drawn.
    public var kind: Kind
    /// The line without its gutter; empty for the legend.
    public var text: String

    /// A detail line of `kind`; the legend needs no text.
    public init(_ kind: Kind, _ text: String = "") {
        self.kind = kind
        self.text = text
    }

    /// The lines of a diff of `expected` against `actual`, runs of unchanged lines folded.
    public static func diff(_ expected: [String], _ actual: [String]) -> [DetailLine] {
        [DetailLine(.legend)]
            + LineDiff.folded(LineDiff.diff(expected, actual)).map { line in
                switch line.mark {
                case .same: return DetailLine(.same, line.text)
                case .removed: return DetailLine(.removed, line.text)
                case .added: return DetailLine(.added, line.text)
                }
            }
    }
}
