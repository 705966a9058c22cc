/// URLs to answer for, kept compact: the ones given one by one (`--url`, linkcheck.json's
/// `"urls"`) as strings, then a URL list's URLs as byte ranges of the list's own bytes. A million
/// listed URLs are then the list's bytes plus eight bytes each, not a million strings; a URL
/// becomes a `String` only when it is read.
public struct ListedURLs: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    /// The URLs given one by one, first.
    private var given: [String]
    /// The list's bytes, shared by every copy (never copied per URL).
    private let bytes: [UInt8]
    /// Where each listed URL is in `bytes`, in list order.
    private var spans: ByteSpans

    /// URLs given one by one, and no list.
    public init(_ given: [String] = []) {
        self.init(given: given, bytes: [], spans: ByteSpans(capacity: 0, maxOffset: 0))
    }

    /// `["https://…", …]`: URLs given one by one.
    public init(arrayLiteral elements: String...) {
        self.init(elements)
    }

    init(given: [String], bytes: [UInt8], spans: ByteSpans) {
        self.given = given
        self.bytes = bytes
        self.spans = spans
    }

    /// `given` first, then `self`'s URLs: the order `--url` values and a list's lines are answered in.
    public func after(_ given: [String]) -> ListedURLs {
        ListedURLs(given: given + self.given, bytes: bytes, spans: spans)
    }

    /// 0: the first URL given, else the list's first.
    public var startIndex: Int { 0 }
    /// How many URLs: those given and those listed.
    public var endIndex: Int { given.count + spans.count }

    /// The URL at `i`, made into a string now.
    public subscript(i: Int) -> String {
        i < given.count ? given[i] : String(decoding: bytes[spans[i - given.count]], as: UTF8.self)
    }

    /// The URLs `isIncluded` keeps, in order, still sharing the list's bytes.
    public func filter(_ isIncluded: (String) throws -> Bool) rethrows -> ListedURLs {
        var kept = ByteSpans(capacity: 0, maxOffset: bytes.count)
        for k in 0..<spans.count where try isIncluded(self[given.count + k]) { kept.append(spans[k]) }
        return ListedURLs(given: try given.filter(isIncluded), bytes: bytes, spans: kept)
    }

    /// Equal when they hold the same URLs in the same order, however they are kept.
    public static func == (a: ListedURLs, b: ListedURLs) -> Bool {
        a.elementsEqual(b)
    }
}

/// Byte ranges in one buffer, as pairs of 32-bit offsets when the buffer is under 4 GiB (every
/// real list; `--max-file-size` could allow a bigger one, which gets full-width offsets).
struct ByteSpans: Sendable {
    private enum Storage: Sendable {
        case narrow([UInt32])
        case wide([Int])
    }

    private var storage: Storage

    init(capacity: Int, maxOffset: Int) {
        if maxOffset <= Int(UInt32.max) {
            var offsets: [UInt32] = []
            offsets.reserveCapacity(2 * capacity)
            storage = .narrow(offsets)
        } else {
            storage = .wide([])
        }
    }

    var count: Int {
        switch storage {
        case .narrow(let offsets): offsets.count / 2
        case .wide(let offsets): offsets.count / 2
        }
    }

    subscript(i: Int) -> Range<Int> {
        switch storage {
        case .narrow(let offsets): Int(offsets[2 * i])..<Int(offsets[2 * i + 1])
        case .wide(let offsets): offsets[2 * i]..<offsets[2 * i + 1]
        }
    }

    /// `range` must lie within the `maxOffset` given at creation.
    mutating func append(_ range: Range<Int>) {
        switch storage {
        case .narrow(var offsets):
            // Released first so that the append does not copy the whole array.
            storage = .wide([])
            offsets.append(UInt32(truncatingIfNeeded: range.lowerBound))
            offsets.append(UInt32(truncatingIfNeeded: range.upperBound))
            storage = .narrow(offsets)
        case .wide(var offsets):
            storage = .wide([])
            offsets.append(range.lowerBound)
            offsets.append(range.upperBound)
            storage = .wide(offsets)
        }
    }

    /// `other`'s spans after these, each moved by nothing: both index the same buffer.
    mutating func append(contentsOf other: ByteSpans) {
        switch (storage, other.storage) {
        case (.narrow(var offsets), .narrow(let more)):
            storage = .wide([])
            offsets += more
            storage = .narrow(offsets)
        case (.wide(var offsets), .wide(let more)):
            storage = .wide([])
            offsets += more
            storage = .wide(offsets)
        default:
            for k in 0..<other.count { append(other[k]) }
        }
    }
}
