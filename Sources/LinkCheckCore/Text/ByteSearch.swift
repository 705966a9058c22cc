/// Substring search over UTF-8 bytes. `StringProtocol.contains(_:)` compares Characters
/// (grapheme clusters, canonical equivalence), which is costly even on a short ASCII string and
/// showed in `check`'s start-up through the template-ID check (docs/performance.md). Looking for an
/// ASCII marker needs no more than its bytes; the one difference is that a marker followed by a
/// combining mark (`YOUR_\u{301}`) is found here and not by `contains`, which for markers is the
/// better answer.
public enum ByteSearch {
    /// Whether `needle`'s bytes occur in `haystack`'s; the empty needle occurs everywhere.
    public static func contains(_ haystack: some StringProtocol, _ needle: some StringProtocol) -> Bool {
        let h = Array(haystack.utf8), n = Array(needle.utf8)
        guard !n.isEmpty else { return true }
        guard h.count >= n.count else { return false }
        let first = n[0]
        var i = 0
        while i <= h.count - n.count {
            if h[i] == first {
                var j = 1
                while j < n.count && h[i + j] == n[j] { j += 1 }
                if j == n.count { return true }
            }
            i += 1
        }
        return false
    }
}
