/// "Did you mean" for keys, names and options.
public enum Suggestion {
    /// The candidate the user most likely meant by `word`, or `nil` when none is close enough.
    ///
    /// Comparison ignores case. In order of preference:
    /// 1. a candidate equal to `word` ignoring case (`JSON` → `json`);
    /// 2. the only candidate that starts with `word` (`sch` → `schema`; `-q` → `quiet`);
    /// 3. the candidate at the smallest Damerau–Levenshtein distance (optimal string alignment:
    ///    insertions, deletions, substitutions and swaps of adjacent characters each cost 1), when
    ///    that distance is at most `max(1, word.count / 3)` and smaller than `word.count`, so a
    ///    one-letter slip in a short word is caught while unrelated words are never suggested.
    /// Ties go to the earlier candidate, so the answer depends only on the arguments.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        guard !typed.isEmpty else { return nil }
        let lowered = candidates.map { Array($0.lowercased()) }

        if let exact = lowered.firstIndex(of: typed) {
            return candidates[exact]
        }
        let extensions = lowered.indices.filter { lowered[$0].starts(with: typed) }
        if extensions.count == 1, let only = extensions.first {
            return candidates[only]
        }

        let limit = min(max(1, typed.count / 3), typed.count - 1)
        var best: (index: Int, distance: Int)?
        for (index, candidate) in lowered.enumerated() {
            let bound = best.map { $0.distance - 1 } ?? limit
            if let distance = editDistance(typed, candidate, atMost: bound) {
                best = (index, distance)
            }
        }
        return best.map { candidates[$0.index] }
    }

    /// `; did you mean "x"?` or the empty string, ready to append to a message.
    public static func hint(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// The optimal-string-alignment distance between `a` and `b`, or `nil` when it exceeds `limit`.
    ///
    /// The length difference is a lower bound on the distance, so checking it first keeps a huge
    /// argument from costing a quadratic table.
    /// Generic so that ASCII text is compared byte by byte (`[UInt8]`), many times cheaper than
    /// `Character`s; inlinable so that each element type gets its own specialised copy.
    @inlinable
    package static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element], atMost limit: Int) -> Int? {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in editDistance(a, b, atMost: limit) } }
    }

    /// `editDistance` of text already in memory (a string's UTF-8), without copying it.
    @inlinable
    package static func editDistance<Element: Equatable>(
        _ a: UnsafeBufferPointer<Element>, _ b: UnsafeBufferPointer<Element>, atMost limit: Int
    ) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }

        // Three rows suffice: a swap looks back two rows. They are one temporary allocation, on
        // the stack for short text (the closest link of a URL weighs many literals).
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows -> Int? in
            var twoBack = 0, previous = width, current = 2 * width
            for j in 0..<width {
                rows[twoBack + j] = 0
                rows[previous + j] = j
                rows[current + j] = 0
            }
            func smallest(_ row: Int) -> Int {
                var m = rows[row]
                for j in 1..<width { m = min(m, rows[row + j]) }
                return m
            }
            for i in 1...a.count {
                rows[current] = i
                for j in 1...b.count {
                    let substitution = rows[previous + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    var cell = min(rows[previous + j] + 1, rows[current + j - 1] + 1, substitution)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        cell = min(cell, rows[twoBack + j - 2] + 1)
                    }
                    rows[current + j] = cell
                }
                (twoBack, previous, current) = (previous, current, twoBack)
                // Every later row's cells are at least this row's smallest (a swap reaches back two rows).
                if i > 1, min(smallest(previous), smallest(twoBack)) > limit { return nil }
            }
            let distance = rows[previous + b.count]
            return distance <= limit ? distance : nil
        }
    }
}
