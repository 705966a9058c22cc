/// Byte comparisons for the per-URL path. The generic `elementsEqual` over `String.UTF8View`
/// walks an index at a time; over contiguous storage (every native string) it is a tight loop.
enum MatchBytes {
    /// Whether `a` and `b` have the same UTF-8, which is scalar-by-scalar equality.
    @inline(__always)
    static func same<A: StringProtocol, B: StringProtocol>(_ a: A, _ b: B) -> Bool {
        let x = a.utf8, y = b.utf8
        guard x.count == y.count else { return false }
        let fast = x.withContiguousStorageIfAvailable { p in
            y.withContiguousStorageIfAvailable { q in equal(UnsafeRawBufferPointer(p), UnsafeRawBufferPointer(q)) }
        }
        if let fast, let result = fast { return result }
        return x.elementsEqual(y)
    }

    /// Equal-length buffers compared eight bytes at a time, from the end: app IDs of one team share
    /// their start, so a mismatch shows up in the first word compared.
    private static func equal(_ p: UnsafeRawBufferPointer, _ q: UnsafeRawBufferPointer) -> Bool {
        var end = p.count
        while end >= 8 {
            if p.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)
                != q.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self) { return false }
            end -= 8
        }
        for i in 0..<end where p[i] != q[i] { return false }
        return true
    }

    /// Whether `a` and `b` are equal once ASCII letters are lower-cased (both must be ASCII for
    /// this to be `lowercased()` equality; the caller checks).
    static func sameASCIIIgnoringCase<A: StringProtocol, B: StringProtocol>(_ a: A, _ b: B) -> Bool {
        let x = a.utf8, y = b.utf8
        guard x.count == y.count else { return false }
        @inline(__always) func lower(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c + 32 : c }
        let fast = x.withContiguousStorageIfAvailable { p in
            y.withContiguousStorageIfAvailable { q in
                for i in 0..<p.count where lower(p[i]) != lower(q[i]) { return false }
                return true
            }
        }
        if let fast, let result = fast { return result }
        return x.elementsEqual(y) { lower($0) == lower($1) }
    }

    /// Whether every byte is ASCII.
    static func isASCII<S: StringProtocol>(_ text: S) -> Bool {
        let bytes = text.utf8
        if let fast = bytes.withContiguousStorageIfAvailable({ p in p.allSatisfy { $0 < 0x80 } }) { return fast }
        return bytes.allSatisfy { $0 < 0x80 }
    }
}
