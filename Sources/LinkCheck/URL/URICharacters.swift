/// RFC 3986 character classes, as a 256-entry table of bit flags indexed by byte.
enum URIClass {
    static let alpha: UInt8 = 1
    static let digit: UInt8 = 2
    static let hex: UInt8 = 4
    /// `- . _ ~`
    static let unreservedMark: UInt8 = 8
    /// `! $ & ' ( ) * + , ; =`
    static let subDelim: UInt8 = 16

    static let table: [UInt8] = {
        var t = [UInt8](repeating: 0, count: 256)
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") { t[Int(b)] |= alpha }
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { t[Int(b)] |= alpha }
        for b in UInt8(ascii: "0")...UInt8(ascii: "9") { t[Int(b)] |= digit | hex }
        for b in UInt8(ascii: "a")...UInt8(ascii: "f") { t[Int(b)] |= hex }
        for b in UInt8(ascii: "A")...UInt8(ascii: "F") { t[Int(b)] |= hex }
        for b in "-._~".utf8 { t[Int(b)] |= unreservedMark }
        for b in "!$&'()*+,;=".utf8 { t[Int(b)] |= subDelim }
        return t
    }()

    @inline(__always)
    static func flags(_ b: UInt8) -> UInt8 { table[Int(b)] }

    @inline(__always)
    static func isUnreservedOrSubDelim(_ b: UInt8) -> Bool {
        flags(b) & (alpha | digit | unreservedMark | subDelim) != 0
    }

    @inline(__always)
    static func isPChar(_ b: UInt8) -> Bool {
        isUnreservedOrSubDelim(b) || b == UInt8(ascii: ":") || b == UInt8(ascii: "@")
    }

    @inline(__always)
    static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b &- UInt8(ascii: "A") &+ 10
        default: return nil
        }
    }
}
