/// A line diff (longest common subsequence), for showing expected against actual destinations.
public enum LineDiff {
    /// How a line of a diff is marked, as its gutter shows it.
    public enum Mark: Character, Sendable {
        case same = " ", removed = "-", added = "+"
    }

    /// One line of a diff.
    public struct Line: Sendable, Hashable {
        /// Same, removed (`-`) or added (`+`).
        public var mark: Mark
        /// The line without its mark.
        public var text: String
    }

    /// Lines of `old` and `new` in order, each marked same, removed (`-`) or added (`+`). Inputs are
    /// destinations, a few dozen lines at most, so the quadratic table is cheap; past 2,000 lines
    /// the diff falls back to all-removed-then-all-added rather than allocate a huge table.
    public static func diff(_ old: [String], _ new: [String]) -> [Line] {
        let n = old.count, m = new.count
        guard n * m <= 4_000_000 else {
            return old.map { Line(mark: .removed, text: $0) } + new.map { Line(mark: .added, text: $0) }
        }
        // lcs[i][j]: length of the LCS of old[i...] and new[j...], in one flat array.
        var lcs = [Int](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i * (m + 1) + j] =
                    old[i] == new[j]
                    ? lcs[(i + 1) * (m + 1) + j + 1] + 1
                    : max(lcs[(i + 1) * (m + 1) + j], lcs[i * (m + 1) + j + 1])
            }
        }
        var out: [Line] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                out.append(Line(mark: .same, text: old[i])); i += 1; j += 1
            } else if j >= m || (i < n && lcs[(i + 1) * (m + 1) + j] >= lcs[i * (m + 1) + j + 1]) {
                out.append(Line(mark: .removed, text: old[i])); i += 1
            } else {
                out.append(Line(mark: .added, text: new[j])); j += 1
            }
        }
        return out
    }

    /// Folds runs of unchanged lines longer than `2 * context + 1`, keeping `context` lines on
    /// each side of a change; a folded run becomes one `… N unchanged lines` line.
    public static func folded(_ lines: [Line], context: Int = 3) -> [Line] {
        var out: [Line] = []
        var run: [Line] = []
        func flush(atEnd: Bool) {
            let keepHead = out.isEmpty ? 0 : context
            let keepTail = atEnd ? 0 : context
            if run.count > keepHead + keepTail + 1 {
                out += run.prefix(keepHead)
                out.append(Line(mark: .same, text: "… \(run.count - keepHead - keepTail) unchanged lines"))
                out += run.suffix(keepTail)
            } else {
                out += run
            }
            run.removeAll()
        }
        for line in lines {
            if line.mark == .same { run.append(line); continue }
            flush(atEnd: false)
            out.append(line)
        }
        flush(atEnd: true)
        return out
    }
}
