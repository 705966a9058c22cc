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
struct JUnitUniqueNames {
    /// Hashes seen more than once: a name that is repeated has one (and a collision adds a few).
    private let repeated: Set<Int>
    /// The names that can repeat and were kept as they are, so far.
    private var kept: Set<[String]> = []
    /// For each (classname, name) numbered so far, the next number to try.
    private var next: [[String]: Int] = [:]

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
    mutating func unique(classname: String, name: String) -> String {
        number(classname: classname, name: name).map { "\(name) (\($0))" } ?? name
    }

    /// The N of `name (N)` when `name` was taken before, else `nil` (the name is kept).
    mutating func number(classname: String, name: String) -> Int? {
        guard mayRepeat(classname, name) else { return nil }
        let key = [classname, name]
        guard taken(classname, name) else {
            kept.insert(key)
            return nil
        }
        // Every `name (N)` below `next` is taken; above it only a kept name can be.
        var n = next[key] ?? 2
        while kept.contains([classname, "\(name) (\(n))"]) { n += 1 }
        next[key] = n + 1
        return n
    }

    /// Whether `name` was kept or made before.
    private func taken(_ classname: String, _ name: String) -> Bool {
        if kept.contains([classname, name]) { return true }
        guard let (base, n) = Self.numbered(name), let below = next[[classname, base]] else { return false }
        return n < below
    }

    /// Whether `name`, or what is left of it without its ` (N)` endings, has a repeated hash.
    private func mayRepeat(_ classname: String, _ name: String) -> Bool {
        var name = name
        while true {
            if repeated.contains([classname, name].hashValue) { return true }
            guard let (base, _) = Self.split(name) else { return false }
            name = base
        }
    }

    /// `name` as `base (N)` with N as `\(N)` writes it (2 or more, no leading zero), or `nil`.
    static func numbered(_ name: String) -> (base: String, number: Int)? {
        guard let (base, digits) = split(name), digits.first != "0", let n = Int(digits), n >= 2 else { return nil }
        return (base, n)
    }

    /// `name` as `base (digits)`, or `nil`. By scalars, not characters: `base (N)` is `base` and
    /// ` (N)` put together, whatever the last character of `base` is.
    static func split(_ name: String) -> (base: String, digits: String)? {
        let scalars = name.unicodeScalars
        guard scalars.last == ")", let open = scalars.lastIndex(of: "(") else { return nil }
        let digits = scalars[scalars.index(after: open) ..< scalars.index(before: scalars.endIndex)]
        guard !digits.isEmpty, digits.allSatisfy({ $0.value >= 0x30 && $0.value <= 0x39 }),
              open > scalars.startIndex, scalars[scalars.index(before: open)] == " " else { return nil }
        return (String(scalars[..<scalars.index(before: open)]), String(digits))
    }
}
