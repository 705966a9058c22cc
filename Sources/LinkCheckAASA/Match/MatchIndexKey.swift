import LinkCheckCore

/// A set of bytes: what one position of an index key allows.
struct ByteClass: Hashable, Sendable {
    private var low: UInt64 = 0, high: UInt64 = 0

    init() {}

    /// Only ASCII is ever indexed (see `MatchIndexKey`), so two words are enough.
    init(_ bytes: some Sequence<UInt8>) {
        for b in bytes { insert(b) }
    }

    mutating func insert(_ b: UInt8) {
        if b < 64 { low |= 1 << UInt64(b) } else if b < 128 { high |= 1 << UInt64(b - 64) }
    }

    mutating func formUnion(_ other: ByteClass) {
        low |= other.low
        high |= other.high
    }

    @inline(__always)
    func contains(_ b: UInt8) -> Bool {
        b < 64 ? low & (1 << UInt64(b)) != 0 : b < 128 && high & (1 << UInt64(b - 64)) != 0
    }

    /// The byte, when the class holds exactly one (a literal).
    var onlyByte: UInt8? {
        switch (low.nonzeroBitCount, high.nonzeroBitCount) {
        case (1, 0): return UInt8(low.trailingZeroBitCount)
        case (0, 1): return UInt8(64 + high.trailingZeroBitCount)
        default: return nil
        }
    }

    /// The bytes of the class, ascending.
    var bytes: [UInt8] { (0..<128).filter { contains(UInt8($0)) }.map { UInt8($0) } }
}

/// What `MatchIndex` knows of a pattern: sequences of byte classes, one of which every subject it
/// matches (folded when the pattern ignores case) starts with. The literal prefix `/wiki/` is one
/// key of six single-byte classes; `/$(lang)-$(region)/news/*` is one key too, whose second and
/// third classes are the first and second letters of the language codes: a multi-locale site puts
/// the locale first, and without this every such rule was tried for every URL.
///
/// Keys are over-approximations, which is all an index needs to be sound: a subject that starts
/// with no key cannot match, and a key may let through some that do not match (`fr` then `US`
/// reads as a language code whatever the list says). A choice between values of one length adds
/// one class per position; values of several lengths make one key per length; a `*`, a `?` (one
/// scalar, of one to four bytes), a non-ASCII scalar or a value holding any of them ends the keys.
/// Expansion stops, keeping the keys made so far (shorter, still sound), past `maxKeys`.
enum MatchIndexKey {
    typealias Key = [ByteClass]
    static let maxKeys = 64

    static func keys(_ items: [GlobItem]) -> [Key] {
        var open: [Key] = [[]]
        for item in items {
            switch item {
            case .atom(let atom):
                var c = ByteClass()
                guard literal(atom, into: &c) else { return open }
                for i in open.indices { open[i].append(c) }
            case .choice(let branches):
                // Branch classes merged by length, lengths in order of first appearance (a short
                // list: values of a variable rarely have more than a few lengths).
                var byLength: [(length: Int, key: Key)] = []
                for branch in branches {
                    let slot = byLength.firstIndex { $0.length == branch.count }
                    if slot == nil { byLength.append((branch.count, [ByteClass](repeating: ByteClass(), count: branch.count))) }
                    let k = slot ?? byLength.count - 1
                    for (p, atom) in branch.enumerated() {
                        guard literal(atom, into: &byLength[k].key[p]) else { return open }
                    }
                }
                // No branch (a variable defined as `[]`): the pattern matches nothing; the keys so
                // far are still sound.
                guard !byLength.isEmpty, open.count * byLength.count <= maxKeys else { return open }
                open = open.flatMap { key in byLength.map { key + $0.key } }
            }
        }
        return open
    }

    /// Adds an atom of ASCII scalars to `c`; `false` for any other atom.
    private static func literal(_ atom: GlobAtom, into c: inout ByteClass) -> Bool {
        guard case .oneOf(let set) = atom, !set.isEmpty else { return false }
        for scalar in set {
            guard scalar.isASCII else { return false }
            c.insert(UInt8(scalar.value))
        }
        return true
    }

    /// `a` and `b` together without a key another one of them starts with: such a key lets
    /// through nothing the shorter one does not.
    static func union(_ a: [Key], _ b: [Key]) -> [Key] {
        var kept: [Key] = []
        for key in (a + b).sorted(by: { $0.count < $1.count }) where !kept.contains(where: { key.starts(with: $0) }) {
            kept.append(key)
        }
        return kept
    }
}
