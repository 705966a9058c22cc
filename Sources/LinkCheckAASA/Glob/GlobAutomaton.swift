import LinkCheckCore

/// A compiled pattern: the Glushkov (position) automaton of its items, simulated with bitsets.
///
/// Every atom is one position, laid out in pattern order with the branches of a choice side by
/// side. The state is the set of positions that consumed the last scalar, kept as `wordCount`
/// `UInt64` words. One step costs a few word operations per word plus a constant per unit (run of
/// atoms, or choice), so a match takes O(pattern × subject / 64 + units × subject) time whatever
/// the pattern: nothing backtracks, so `*a*a*a*a*b` against 10,000 `a`s is as cheap as `/abcdefgh`.
///
/// How a step computes the positions that may come next (Glushkov's "follow" sets) without a
/// table per position, using the pattern's shape:
/// - inside one run (a maximal sequence of atoms, top level or one branch), position `p` leads to
///   `p + 1`: one shift of the masked state;
/// - a `*` is nullable, so a token standing before it also stands before the next position; since
///   two stars are never adjacent (`**` is folded to `*`) one more masked shift closes this;
/// - `*` loops on itself;
/// - between units, a left-to-right sweep carries one bit, "a token stands before this unit",
///   which is set when the previous unit's exit positions are live or it was passed through.
///
/// A class: a struct of a dozen arrays was copied (a retain and release each) whenever a match
/// read it out of the pattern that holds it.
final class GlobAutomaton: Sendable {
    /// Words per bitset; at least 1.
    let wordCount: Int
    /// Flat storage, each a `wordCount`-word bitset: `next` (p → p + 1 stays in one run) at 0,
    /// `star` at 1, `starNext` (star & next) at 2, then the rows: row r at `3 + r`. Row 0 holds the
    /// positions any scalar satisfies (`?`, `*`); row r > 0 adds those whose set holds one scalar.
    let words: [UInt64]
    /// Row of each ASCII scalar (0 when no position names it).
    let asciiRow: [Int32]
    /// Row of each other scalar a position names.
    let otherRow: [UInt32: Int32]
    /// Per unit u: `unitStart[u] ..< unitStart[u + 1]` indexes `entries`, then `exits` likewise.
    /// Entries and exits are (word, bits) pairs; `nullable[u]` says a token may pass through u.
    let entryStart: [Int]
    let entryWord: [Int]
    let entryBits: [UInt64]
    let exitStart: [Int]
    let exitWord: [Int]
    let exitBits: [UInt64]
    let nullable: [Bool]
    /// For a state of one or two words (most patterns: up to 128 positions), each unit's entries
    /// and exits as `wordCount` masks (unit u at `u * wordCount`), so a step is a few register
    /// operations per unit (`matchesOneWord`, `matchesTwoWords`); else empty.
    let entryMask: [UInt64]
    let exitMask: [UInt64]
    /// Every unit is nullable: the pattern matches the empty text.
    let matchesEmpty: Bool
    /// Fold the subject before matching (the pattern's scalars are folded already).
    let foldsCase: Bool

    init(_ items: [GlobItem], foldsCase: Bool) {
        self.foldsCase = foldsCase
        // Lay out units: each unit is a list of branches, each branch a range of positions.
        var atoms: [GlobAtom] = []
        var units: [[Range<Int>]] = []
        var runStart: Int? = nil
        func closeRun() {
            if let start = runStart { units.append([start..<atoms.count]) }
            runStart = nil
        }
        for item in items {
            switch item {
            case .atom(let a):
                if runStart == nil { runStart = atoms.count }
                atoms.append(a)
            case .choice(let branches):
                closeRun()
                var ranges: [Range<Int>] = []
                for branch in branches {
                    let start = atoms.count
                    atoms.append(contentsOf: branch)
                    ranges.append(start..<atoms.count)
                }
                units.append(ranges)
            }
        }
        closeRun()

        let w = max(1, (atoms.count + 63) / 64)
        wordCount = w
        func set(_ bits: inout [UInt64], _ base: Int, _ p: Int) { bits[base + p / 64] |= 1 << UInt64(p % 64) }

        // Rows: one per distinct scalar named by a position.
        var rowOf: [UInt32: Int32] = [:]
        for case .oneOf(let scalars) in atoms {
            for s in scalars where rowOf[s.value] == nil { rowOf[s.value] = Int32(rowOf.count + 1) }
        }
        var flat = [UInt64](repeating: 0, count: (3 + 1 + rowOf.count) * w)
        for (p, atom) in atoms.enumerated() {
            switch atom {
            case .star:
                set(&flat, w, p)
                for r in 0...rowOf.count { set(&flat, (3 + r) * w, p) }
            case .any:
                for r in 0...rowOf.count { set(&flat, (3 + r) * w, p) }
            case .oneOf(let scalars):
                for s in scalars { if let r = rowOf[s.value] { set(&flat, (3 + Int(r)) * w, p) } }
            }
        }

        var eStart = [0], eWord: [Int] = [], eBits: [UInt64] = []
        var xStart = [0], xWord: [Int] = [], xBits: [UInt64] = []
        var nullables: [Bool] = []
        func append(_ positions: [Int], _ wordsOut: inout [Int], _ bitsOut: inout [UInt64]) {
            var byWord: [Int: UInt64] = [:]
            for p in positions { byWord[p / 64, default: 0] |= 1 << UInt64(p % 64) }
            for (word, bits) in byWord.sorted(by: { $0.key < $1.key }) {
                wordsOut.append(word)
                bitsOut.append(bits)
            }
        }
        for branches in units {
            var entry: [Int] = [], exit: [Int] = []
            var canPass = false
            for r in branches {
                guard let first = r.first, let last = r.last else { canPass = true; continue }
                for p in first..<last { set(&flat, 0, p) }
                for p in r where atoms[p] == .star && p < last { set(&flat, 2 * w, p) }
                entry.append(first)
                exit.append(last)
                // A trailing star is nullable, so the position before it ends the branch too.
                if atoms[last] == .star, last > first { exit.append(last - 1) }
                if r.allSatisfy({ atoms[$0] == .star }) { canPass = true }
            }
            append(entry, &eWord, &eBits)
            eStart.append(eWord.count)
            append(exit, &xWord, &xBits)
            xStart.append(xWord.count)
            nullables.append(canPass)
        }

        var ascii = [Int32](repeating: 0, count: 128)
        var other: [UInt32: Int32] = [:]
        for (value, row) in rowOf {
            if value < 128 { ascii[Int(value)] = row } else { other[value] = row }
        }
        words = flat
        asciiRow = ascii
        otherRow = other
        entryStart = eStart
        entryWord = eWord
        entryBits = eBits
        exitStart = xStart
        exitWord = xWord
        exitBits = xBits
        nullable = nullables
        matchesEmpty = nullables.allSatisfy { $0 }
        if w <= 2 {
            func masks(_ start: [Int], _ word: [Int], _ bits: [UInt64]) -> [UInt64] {
                var out = [UInt64](repeating: 0, count: units.count * w)
                for u in 0..<units.count {
                    for e in start[u]..<start[u + 1] { out[u * w + word[e]] |= bits[e] }
                }
                return out
            }
            entryMask = masks(eStart, eWord, eBits)
            exitMask = masks(xStart, xWord, xBits)
        } else {
            entryMask = []
            exitMask = []
        }
    }
}
