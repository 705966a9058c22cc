/// Makes repeated test case names unique as `JUnitDocument.Suite(name:cases:)` does (` (2)`,
/// ` (3)`…, the first free one), a case at a time, holding only the names that can take part in a
/// repeat: a URL list of a million lines with a few repeated URLs then holds a few names, not a
/// million, where holding every answer's test case and name took many times the list.
///
/// Which names can: those whose hash (of classname and name) occurs more than once among all the
/// names, and the names made from them, which are such a name followed by ` (N)`. A name that is
/// neither equals no other name and no made one, so it is kept as it is and not remembered.
/// Names made are not remembered either: for each name that has been numbered, the next number
/// to try stands for every `name (N)` below it, each made or kept before (a made name
/// `base (N)` can only come from `base`).
///
/// Names are compared by their bytes (`JUnitNameBytes`), each written into one buffer, so telling
/// that a name can't repeat makes no string; those remembered are held as fingerprints.
struct JUnitUniqueNames {
    /// Hashes seen more than once: a name that is repeated has one (and a collision adds a few).
    private let repeated: Set<UInt32>
    /// The names that can repeat and were kept as they are, so far, by fingerprint.
    private var kept: Set<JUnitNameBytes.Fingerprint> = []
    /// For each (classname, name) numbered so far, by fingerprint, the next number to try.
    private var next: [JUnitNameBytes.Fingerprint: Int] = [:]
    /// The name being asked about.
    private var scratch = JUnitNameBytes()

    /// Writes a (classname, name) into the buffer it is given.
    typealias Write = (inout JUnitNameBytes) -> Void

    /// From the hashes of every (classname, name) of the suite (`JUnitNameBytes.hash`), in runs
    /// in any order. The repeated ones are found a sixteenth of the hash values at a time (the
    /// hashes are seeded, so a list can't crowd one part), each part gathered and sorted alone:
    /// the copy a sort needs is then a sixteenth of the hashes, not all of them.
    init(hashes runs: [[UInt32]]) {
        let total = runs.reduce(0) { $0 + $1.count }
        let partBits = total < 1 << 16 ? 0 : 4
        var repeated: Set<UInt32> = [], part: [UInt32] = []
        part.reserveCapacity(total >> partBits + total >> (partBits + 3) + 16)
        for p in 0..<UInt32(1) << partBits {
            part.removeAll(keepingCapacity: true)
            for run in runs {
                for h in run where h >> (32 - partBits) == p { part.append(h) }
            }
            part.sort()
            for i in part.indices.dropFirst() where part[i] == part[i - 1] { repeated.insert(part[i]) }
        }
        self.repeated = repeated
    }

    /// `names` gives every (classname, name) of the suite to its argument, each as what writes it.
    init(_ names: (_ each: (Write) -> Void) -> Void) {
        var hashes: [UInt32] = [], bytes = JUnitNameBytes()
        names { write in
            write(&bytes)
            hashes.append(bytes.hash)
        }
        self.init(hashes: [hashes])
    }

    /// Whether no two of the names have the same hash: then none needs a number.
    var allDistinct: Bool { repeated.isEmpty }

    /// `c`, renamed ` (N)` when its name was taken before.
    mutating func unique(_ c: JUnitDocument.TestCase) -> JUnitDocument.TestCase {
        var c = c
        if let n = number({
            $0.start(classname: c.classname); $0.append(c.name)
        }) {
            c.name += " (\(n))"
        }
        return c
    }

    /// The N of `name (N)` when the name `write` writes was taken before, else `nil` (the name
    /// is kept).
    mutating func number(_ write: Write) -> Int? {
        write(&scratch)
        let key = scratch.bytes[...], start = scratch.nameStart
        guard mayRepeat(key, nameStart: start) else { return nil }
        guard taken(key, nameStart: start) else {
            kept.insert(JUnitNameBytes.fingerprint(key))
            return nil
        }
        // Every `name (N)` below `next` is taken; above it only a kept name can be.
        let base = JUnitNameBytes.fingerprint(key)
        var n = next[base] ?? 2
        while kept.contains(JUnitNameBytes.fingerprint((key + " (\(n))".utf8)[...])) { n += 1 }
        next[base] = n + 1
        return n
    }

    /// Whether the name was kept or made before.
    private func taken(_ key: ArraySlice<UInt8>, nameStart: Int) -> Bool {
        if kept.contains(JUnitNameBytes.fingerprint(key)) { return true }
        guard let (baseEnd, n) = Self.numbered(key, nameStart: nameStart),
            let below = next[JUnitNameBytes.fingerprint(key[..<baseEnd])]
        else { return false }
        return n < below
    }

    /// Whether a name of hash `hash` may repeat: when not, and it does not end like a number
    /// (` (2)`), `number` keeps it as it is and remembers nothing.
    func mayRepeat(hash: UInt32) -> Bool {
        repeated.contains(hash)
    }

    /// Whether the name, or what is left of it without its ` (N)` endings, has a repeated hash.
    private func mayRepeat(_ key: ArraySlice<UInt8>, nameStart: Int) -> Bool {
        var key = key
        while true {
            if repeated.contains(JUnitNameBytes.hash(key)) { return true }
            guard let (baseEnd, _) = Self.split(key, nameStart: nameStart) else { return false }
            key = key[..<baseEnd]
        }
    }

    /// The name as `base (N)` with N as `\(N)` writes it (2 or more, no leading zero): where
    /// the base ends in `key`, and N; or `nil`.
    static func numbered(_ key: ArraySlice<UInt8>, nameStart: Int) -> (baseEnd: Int, number: Int)? {
        guard let (baseEnd, digits) = split(key, nameStart: nameStart), key[digits.lowerBound] != UInt8(ascii: "0") else { return nil }
        var n = 0
        for d in key[digits] {
            let (times, o1) = n.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(Int(d - UInt8(ascii: "0")))
            if o1 || o2 { return nil }
            n = sum
        }
        return n >= 2 ? (baseEnd, n) : nil
    }

    /// The name as `base (digits)`: where the base ends in `key` and where the digits are; or
    /// `nil`. By bytes: the delimiters are ASCII, which UTF-8 never uses inside another
    /// character, so this is what splitting by scalars gives.
    static func split(_ key: ArraySlice<UInt8>, nameStart: Int) -> (baseEnd: Int, digits: Range<Int>)? {
        guard key.last == UInt8(ascii: ")"), let open = key[nameStart...].lastIndex(of: UInt8(ascii: "(")) else { return nil }
        let digits = (open + 1)..<(key.endIndex - 1)
        guard !digits.isEmpty, key[digits].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            open > nameStart, key[open - 1] == UInt8(ascii: " ")
        else { return nil }
        return (open - 1, digits)
    }
}
