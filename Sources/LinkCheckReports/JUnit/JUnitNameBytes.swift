/// A test case's (classname, name) as the UTF-8 bytes JUnit readers compare, written into one
/// buffer that is used again for the next name: hashing a million names and comparing the few
/// that repeat then makes no string per name.
///
/// Names are the same when their bytes are: the tools that read JUnit (Python's, Java's) compare
/// names by code point, so `é` and `e` + U+0301 are two names there, and need no number.
struct JUnitNameBytes {
    /// The classname, a 0xFF (which no UTF-8 text holds, so no classname runs into its name),
    /// then the name.
    private(set) var bytes: [UInt8] = []
    /// Where the name starts in `bytes`.
    private(set) var nameStart = 0

    /// Starts a new (classname, name) with an empty name.
    mutating func start(classname: String) {
        bytes.removeAll(keepingCapacity: true)
        bytes += classname.utf8
        bytes.append(0xFF)
        nameStart = bytes.count
    }

    /// Adds `part` to the name.
    mutating func append(_ part: String) {
        bytes += part.utf8
    }

    /// The (classname, name) as a key, held where a name must be remembered.
    static func key(classname: String, name: String) -> Key {
        var b = JUnitNameBytes()
        b.start(classname: classname)
        b.append(name)
        return Key(b.bytes[...])
    }

    /// A (classname, name) held: its bytes, hashed as one run (an array's own hashing goes a
    /// byte at a time, and was a tenth of a long list's JUnit report).
    struct Key: Hashable {
        let bytes: [UInt8]

        init(_ bytes: ArraySlice<UInt8>) {
            self.bytes = Array(bytes)
        }

        func hash(into h: inout Hasher) {
            bytes.withUnsafeBytes { h.combine(bytes: $0) }
        }
    }

    /// The hash of the (classname, name) in `key`, 32 bits of the process's
    /// seeded hash: a list can't be made for its names to collide, and each costs 4 bytes to
    /// keep and sort. Two keys with the same bytes have the same hash.
    static func hash(_ key: ArraySlice<UInt8>) -> UInt32 {
        var h = Hasher()
        key.withUnsafeBytes { h.combine(bytes: $0) }
        return UInt32(truncatingIfNeeded: h.finalize())
    }

    var hash: UInt32 { Self.hash(bytes[...]) }

    /// 128 bits that tell the (classname, name) in `key` from any other: two seeded 64-bit hashes
    /// of it, one for each of two prefixes. Held rather than the bytes of every name that may
    /// repeat, so that a long list with many repeats costs 16 bytes a repeat, not its names; two
    /// names of a million share one with a chance under 2⁻⁸⁸.
    static func fingerprint(_ key: ArraySlice<UInt8>) -> Fingerprint {
        var a = Hasher(), b = Hasher()
        a.combine(UInt8(1))
        b.combine(UInt8(2))
        key.withUnsafeBytes {
            a.combine(bytes: $0)
            b.combine(bytes: $0)
        }
        return Fingerprint(a: UInt64(truncatingIfNeeded: a.finalize()), b: UInt64(truncatingIfNeeded: b.finalize()))
    }

    struct Fingerprint: Hashable {
        let a: UInt64
        let b: UInt64
    }

    /// The hash of (classname, name).
    static func hash(classname: String, name: String) -> UInt32 {
        hash(key(classname: classname, name: name).bytes[...])
    }
}
