/// One `"ignore"` entry: findings of `rule` (in files matching `path`, about `url`) are silenced,
/// counted as suppressed instead of as errors or warnings (docs/project-file.md). Errors that stop
/// a run are never matched: they are not findings of a judged run.
public struct Suppression: Sendable, Hashable {
    /// The rule id, as `[rule-id]` prints it.
    public var rule: String
    /// A glob of the finding's file, as a path from the project's folder: `*` within a path
    /// component, `**` across them, `?` one character. `nil`: any file.
    public var path: String?
    /// The URL a finding is about, quoted in its message. `nil`: any.
    public var url: String?
    /// The file the entry is written in (linkcheck.json), for `unused-suppression`.
    public var file: String
    /// Where in `file`.
    public var location: SourceLocation?

    /// An entry of `rule`, in `file` at `location`, narrowed by `path` and `url` when given.
    public init(rule: String, path: String? = nil, url: String? = nil, file: String, at location: SourceLocation?) {
        self.rule = rule
        self.path = path
        self.url = url
        self.file = file
        self.location = location
    }

    /// Whether the entry silences `d`, whose file is `relativeFile` from the project's folder.
    public func matches(_ d: Diagnostic, relativeFile: String) -> Bool {
        guard d.rule.id == rule else { return false }
        if let path, !Self.glob(path, matches: relativeFile) { return false }
        if let url, !d.message.contains(SwiftLiteral.string(url)) { return false }
        return true
    }

    /// `*` any characters but `/`, `**` any characters, `?` one character but `/`.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        let p = Array(pattern.unicodeScalars), t = Array(text.unicodeScalars)
        // Memoized on (pattern index, text index): a pattern of many stars stays linear-ish.
        var memo: [Int: Bool] = [:]
        func match(_ i: Int, _ j: Int) -> Bool {
            let key = i * (t.count + 1) + j
            if let known = memo[key] { return known }
            let result: Bool
            if i == p.count {
                result = j == t.count
            } else if p[i] == "*" {
                let double = i + 1 < p.count && p[i + 1] == "*"
                let next = double ? i + 2 : i + 1
                var k = j
                var found = match(next, k)
                while !found, k < t.count, double || t[k] != "/" {
                    k += 1
                    found = match(next, k)
                }
                result = found
            } else if j < t.count, p[i] == "?" ? t[j] != "/" : p[i] == t[j] {
                result = match(i + 1, j + 1)
            } else {
                result = false
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }
}

/// The run's suppressions and what each matched: findings go through `filter`, and the entries
/// that matched nothing are `unused-suppression` warnings at the end.
public struct Suppressions: Sendable {
    /// The entries, in the order written.
    public var entries: [Suppression]
    /// How many findings each entry silenced, by index.
    public private(set) var matched: [Int]

    /// The entries of one run.
    public init(_ entries: [Suppression]) {
        self.entries = entries
        matched = Array(repeating: 0, count: entries.count)
    }

    /// Findings silenced so far.
    public var suppressed: Int { matched.reduce(0, +) }

    /// `list` without the findings an entry silences; `relative` gives a finding's file as a path
    /// from the project's folder.
    public mutating func filter(_ list: [Diagnostic], relative: (String) -> String) -> [Diagnostic] {
        guard !entries.isEmpty else { return list }
        return list.filter { d in
            guard let i = entries.firstIndex(where: { $0.matches(d, relativeFile: relative(d.file)) }) else { return true }
            matched[i] += d.count
            return false
        }
    }

    /// A warning for each entry that silenced nothing.
    public var unused: [Diagnostic] {
        zip(entries, matched).filter { $0.1 == 0 }.map { entry, _ in
            var what = "rule \(SwiftLiteral.string(entry.rule))"
            if let path = entry.path { what += " in \(SwiftLiteral.string(path))" }
            if let url = entry.url { what += " about \(SwiftLiteral.string(url))" }
            return Diagnostic(
                .warning, .unusedSuppression, "the \"ignore\" entry for \(what) matches no finding of this run", file: entry.file,
                at: entry.location)
        }
    }
}
