import LinkCheckCore

/// Byte work for matching a URL: comparisons and UTF-8 decoding. The generic `elementsEqual` over
/// `String.UTF8View` walks an index at a time; over contiguous storage (every native string) it is
/// a tight loop.
enum MatchBytes {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// `body` over the UTF-8 of `text`, in place when it is contiguous (every native string).
    @inline(__always)
    static func with<S: StringProtocol, R>(_ text: S, _ body: (Bytes) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        // Not contiguous (a bridged string): copy once.
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// The scalar that starts at byte `i` of UTF-8 `p`, and how many bytes it takes. Every caller
    /// passes valid UTF-8 (a Swift string, a URL, a validated decoding); anything else reads as
    /// U+FFFD a byte at a time rather than trap.
    @inline(__always)
    static func scalar(_ p: Bytes, at i: Int) -> (Unicode.Scalar, Int) {
        let b0 = UInt32(p[i])
        if b0 < 0x80 { return (Unicode.Scalar(UInt8(b0)), 1) }
        let count = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : 2
        guard b0 >= 0xC0, i + count <= p.count else { return ("\u{FFFD}", 1) }
        var value = b0 & (0x7F >> UInt32(count))
        for k in 1..<count {
            let b = UInt32(p[i + k])
            guard b & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
            value = value << 6 | (b & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return ("\u{FFFD}", 1) }
        return (scalar, count)
    }

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
                != q.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)
            {
                return false
            }
            end -= 8
        }
        for i in 0..<end where p[i] != q[i] { return false }
        return true
    }

    /// Whether `a` and `b` are equal once ASCII letters are lower-cased (both must be ASCII for
    /// this to be `lowercased()` equality; the caller checks).
    static func sameASCIIIgnoringCase(_ a: Bytes, _ b: String) -> Bool {
        with(b) { q in
            guard a.count == q.count else { return false }
            // Hosts are nearly always written as the domain is: try plain equality first.
            if equal(UnsafeRawBufferPointer(a), UnsafeRawBufferPointer(q)) { return true }
            @inline(__always) func lower(_ c: UInt8) -> UInt8 { c >= 0x41 && c <= 0x5A ? c + 32 : c }
            for i in 0..<a.count where lower(a[i]) != lower(q[i]) { return false }
            return true
        }
    }

    /// Whether every byte is ASCII.
    static func isASCII(_ bytes: Bytes) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    /// Whether every byte is ASCII.
    static func isASCII<S: StringProtocol>(_ text: S) -> Bool {
        with(text) { isASCII($0) }
    }
}
