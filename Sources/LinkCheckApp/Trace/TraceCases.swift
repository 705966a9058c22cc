import LinkCheckCore
import LinkCheckRoutes

/// The tables' cases by their URL exactly as written, so that each traced URL finds its cases
/// in one lookup whatever the size of the tables and of the list traced.
public struct TraceCases: Sendable {
    /// A case and the table that holds it, as messages name it.
    public struct Entry: Sendable {
        public var table: String
        public var testCase: TestCase
    }

    let byURL: [String: [Entry]]
    /// A bit for the signature (`signature`) of each case's URL: a URL whose bit is clear is in no
    /// table, which a list's trace learns of most URLs without hashing them.
    private let signatures: [UInt64]
    /// Whether some case's URL is not ASCII. A string equals another when their characters are
    /// canonically equivalent (`\u{212A}`, the Kelvin sign, equals `K`), so such a URL may be a
    /// list's ASCII URL whose bytes differ: the filter then lets every URL through.
    private let holdsNonASCII: Bool

    /// Every case of `tables`, in table order.
    public init(_ tables: [(file: String, cases: [TestCase])]) {
        var byURL: [String: [Entry]] = [:]
        var signatures = [UInt64](repeating: 0, count: Self.words)
        var holdsNonASCII = false
        for (file, cases) in tables {
            for c in cases {
                byURL[c.url, default: []].append(Entry(table: file, testCase: c))
                var url = c.url
                let bit = url.withUTF8(Self.signature)
                signatures[bit >> 6] |= 1 << UInt64(bit & 63)
                if !url.utf8.allSatisfy({ $0 < 0x80 }) { holdsNonASCII = true }
            }
        }
        self.byURL = byURL
        self.signatures = signatures
        self.holdsNonASCII = holdsNonASCII
    }

    /// The cases whose URL is `url`, in table order.
    public subscript(url: String) -> [Entry] { byURL[url] ?? [] }

    /// Whether some table may hold the URL whose UTF-8 is `bytes`: `false` only when none does.
    func mayHold(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if holdsNonASCII { return true }
        let bit = Self.signature(bytes)
        return signatures[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    private static let words = 64

    /// A URL's length and last eight bytes, hashed (FNV-1a) into one of `64 * words` bits: read
    /// without walking the URL, and apart for the URLs of a list, which differ mostly at their end.
    private static func signature(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
        for b in bytes.suffix(8) { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash >> 52) & (64 * words - 1)
    }
}
