/// Makes repeated test case names unique as `JUnitDocument.Suite(name:cases:)` does (` (2)`,
/// ` (3)`…, the first free one), a case at a time, holding only the names that can take part in a
/// repeat: a URL list of a million lines with a few repeated URLs then holds a few names, not a
/// million. Before, such a list held every answer's test case and name (17× the list).
///
/// Which names can: those whose hash (of classname and name) occurs more than once among all the
/// names, and the names made from them, which are such a name followed by ` (N)`. A name that is
/// neither equals no other name and no made one, so it is kept as it is and not remembered.
struct JUnitUniqueNames {
    /// Hashes seen more than once: a name that is repeated has one (and a collision adds a few).
    private let repeated: Set<Int>
    /// The names that can repeat, kept and made so far.
    private var seen: Set<[String]> = []

    /// `names` gives every (classname, name) of the suite, in order, to its argument.
    init(_ names: (_ each: (_ classname: String, _ name: String) -> Void) -> Void) {
        var hashes: [Int] = []
        names { hashes.append([$0, $1].hashValue) }
        hashes.sort()
        var repeated: Set<Int> = []
        for (a, b) in zip(hashes, hashes.dropFirst()) where a == b { repeated.insert(a) }
        self.repeated = repeated
    }

    /// Whether no two of the names have the same hash: then none needs a number.
    var allDistinct: Bool { repeated.isEmpty }

    /// `c`, renamed ` (N)` when its name was taken before.
    mutating func unique(_ c: JUnitDocument.TestCase) -> JUnitDocument.TestCase {
        var c = c
        c.name = unique(classname: c.classname, name: c.name)
        return c
    }

    /// `name`, or `name (N)` when it was taken before.
    mutating func unique(classname: String, name base: String) -> String {
        guard mayRepeat(classname, base) else { return base }
        var name = base
        var n = 1
        while !seen.insert([classname, name]).inserted {
            n += 1
            name = "\(base) (\(n))"
        }
        return name
    }

    /// Whether `name`, or what is left of it without its ` (N)` endings, has a repeated hash.
    private func mayRepeat(_ classname: String, _ name: String) -> Bool {
        var name = Substring(name)
        while true {
            if repeated.contains([classname, String(name)].hashValue) { return true }
            guard let stripped = Self.withoutNumber(name) else { return false }
            name = stripped
        }
    }

    /// `name` without a final ` (N)` (N one or more digits), or `nil` when it has none.
    static func withoutNumber(_ name: Substring) -> Substring? {
        guard name.hasSuffix(")"), let open = name.lastIndex(of: "(") else { return nil }
        let digits = name[name.index(after: open) ..< name.index(before: name.endIndex)]
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let head = name[..<open]
        guard head.hasSuffix(" ") else { return nil }
        return head.dropLast()
    }
}
