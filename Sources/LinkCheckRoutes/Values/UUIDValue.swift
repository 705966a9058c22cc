import LinkCheckCore

/// A UUID read as `UUID(uuidString:)` reads it: exactly 8-4-4-4-12 hexadecimal digits, either case.
/// Foundation is not needed for this, and the library stays free of it.
public struct UUIDValue: Sendable, Hashable, CustomStringConvertible {
    /// The first 16 hexadecimal digits, as a number.
    public let high: UInt64
    /// The last 16 hexadecimal digits, as a number.
    public let low: UInt64

    /// `nil` unless `text` is exactly 8-4-4-4-12 hexadecimal digits, as `UUID(uuidString:)` asks.
    public init?(_ text: Substring) {
        let u = text.utf8
        guard u.count == 36 else { return nil }
        var high: UInt64 = 0
        var low: UInt64 = 0
        var nibbles = 0
        for (i, c) in u.enumerated() {
            if i == 8 || i == 13 || i == 18 || i == 23 {
                guard c == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard let v = URIClass.hexValue(c) else { return nil }
            if nibbles < 16 { high = high << 4 | UInt64(v) } else { low = low << 4 | UInt64(v) }
            nibbles += 1
        }
        self.high = high
        self.low = low
    }

    /// `nil` unless `text` is exactly 8-4-4-4-12 hexadecimal digits, as `UUID(uuidString:)` asks.
    public init?(_ text: String) { self.init(Substring(text)) }

    /// Upper-case, as Foundation's `UUID.uuidString` prints it.
    public var description: String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(36)
        for (n, word) in [high, low].enumerated() {
            for k in 0..<16 {
                let index = n * 16 + k
                if index == 8 || index == 12 || index == 16 || index == 20 { out.append(UInt8(ascii: "-")) }
                out.append(digits[Int((word >> UInt64(60 - 4 * k)) & 0xF)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
