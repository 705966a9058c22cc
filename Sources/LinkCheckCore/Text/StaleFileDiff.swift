/// The diff a stale generated file is reported with: where the file and what would be generated
/// start to differ, and the lines between their common head and tail (`-` the file, `+` what
/// would be generated), at most `shownLines` of them.
public enum StaleFileDiff {
    /// Lines of diff shown at most; the rest are counted.
    public static let shownLines = 40

    /// The detail lines of a `generated-file-stale` finding for `old` (the file) against `new`.
    public static func detail(old: String, new: String) -> [DetailLine] {
        let old = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Generated files run to thousands of lines; only the part between the common head and
        // tail is diffed, which also keeps the quadratic diff small.
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] { tail += 1 }
        let lines = LineDiff.folded(LineDiff.diff(Array(old[head..<(old.count - tail)]), Array(new[head..<(new.count - tail)])))
        var detail = [DetailLine(.text, "from line \(head + 1): - the file, + what would be generated")]
        for line in lines.prefix(shownLines) {
            switch line.mark {
            case .same: detail.append(DetailLine(.same, line.text))
            case .removed: detail.append(DetailLine(.removed, line.text))
            case .added: detail.append(DetailLine(.added, line.text))
            }
        }
        if lines.count > shownLines { detail.append(DetailLine(.text, "… \(lines.count - shownLines) more lines of diff")) }
        return detail
    }
}
