/// RFC 3986 character classes. Each is a constant set of ASCII bytes, so a test is two shifts:
/// no table to load and no lazily initialised global to check on every byte of every URL.
package enum URIClass {
    /// ALPHA
    static var alpha: ByteSet { ByteSet(low: 0x0000000000000000, high: 0x07FFFFFE07FFFFFE) }
    /// DIGIT
    static var digit: ByteSet { ByteSet(low: 0x03FF000000000000, high: 0x0000000000000000) }
    /// ALPHA / DIGIT
    static var alphaDigit: ByteSet { ByteSet(low: 0x03FF000000000000, high: 0x07FFFFFE07FFFFFE) }
    /// unreserved: ALPHA DIGIT `- . _ ~`
    package static var unreserved: ByteSet { ByteSet(low: 0x03FF600000000000, high: 0x47FFFFFE87FFFFFE) }
    /// unreserved / sub-delims: ALPHA DIGIT `- . _ ~ ! $ & ' ( ) * + , ; =`
    static var unreservedOrSubDelim: ByteSet { ByteSet(low: 0x2BFF7FD200000000, high: 0x47FFFFFE87FFFFFE) }
    /// pchar without pct-encoded: unreserved / sub-delims / `:` / `@`
    static var pchar: ByteSet { ByteSet(low: 0x2FFF7FD200000000, high: 0x47FFFFFE87FFFFFF) }

    @inline(__always)
    static func isUnreservedOrSubDelim(_ b: UInt8) -> Bool { unreservedOrSubDelim.contains(b) }

    @inline(__always)
    static func isPChar(_ b: UInt8) -> Bool { pchar.contains(b) }

    @inline(__always)
    package static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b &- UInt8(ascii: "A") &+ 10
        default: return nil
        }
    }
}

/// A set of ASCII bytes as two 64-bit masks (bytes 0–63 and 64–127).
package struct ByteSet {
    let low: UInt64
    let high: UInt64

    @inline(__always)
    package func contains(_ b: UInt8) -> Bool {
        b < 64 ? low >> b & 1 != 0 : b < 128 ? high >> (b &- 64) & 1 != 0 : false
    }
}
