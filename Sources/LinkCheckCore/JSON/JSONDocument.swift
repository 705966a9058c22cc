/// A parsed JSON text. Keeps the input bytes and a compact tape of nodes that point into them;
/// strings are decoded and line/column positions computed only when asked for.
public final class JSONDocument: Sendable {
    /// The input exactly as given (a leading byte order mark included).
    let bytes: [UInt8]
    let nodes: [JSONNode]
    /// Byte offset at which each line starts; `lineStarts[0]` is 0, or 3 after a byte order mark.
    let lineStarts: [UInt32]
    /// For documents with very long lines: `blockScalars[k]` is the number of Unicode scalars
    /// (non-continuation bytes) in `bytes[0 ..< k * blockSize]`. Empty when every line is short.
    let blockScalars: [UInt32]

    /// Every key that repeats an earlier key of the same object, in document order.
    public let duplicateKeys: [JSONDuplicateKey]
    /// Whether the input started with a UTF-8 byte order mark (which is skipped).
    public let hadByteOrderMark: Bool

    static let blockShift = 12

    init(
        bytes: [UInt8], nodes: [JSONNode], lineStarts: [UInt32], duplicates: [(UInt32, UInt32)],
        hadByteOrderMark: Bool
    ) {
        self.bytes = bytes
        self.nodes = nodes
        self.lineStarts = lineStarts
        self.hadByteOrderMark = hadByteOrderMark
        self.blockScalars = JSONDocument.makeBlockScalars(bytes, lineStarts)
        self.duplicateKeys = JSONDocument.describeDuplicates(duplicates, bytes, nodes, lineStarts, blockScalars)
    }

    /// Turns (key node, first key node) pairs into ``JSONDuplicateKey`` values in document order.
    /// Positions are computed in one forward sweep, so thousands of repeats on one long line stay cheap.
    private static func describeDuplicates(
        _ duplicates: [(UInt32, UInt32)], _ bytes: [UInt8], _ nodes: [JSONNode],
        _ lineStarts: [UInt32], _ blockScalars: [UInt32]
    ) -> [JSONDuplicateKey] {
        guard !duplicates.isEmpty else { return [] }
        // Duplicates are found when their object closes, so inner objects report first; restore document order.
        let ordered = duplicates.sorted { $0.0 < $1.0 }
        var offsets: [Int] = []
        offsets.reserveCapacity(2 * ordered.count)
        for (node, first) in ordered {
            offsets.append(Int(nodes[Int(node)].start))
            offsets.append(Int(nodes[Int(first)].start))
        }
        offsets.sort()
        var locations: [Int: SourceLocation] = [:]
        var previous = -1
        var previousLocation = SourceLocation(line: 1, column: 1)
        var previousLineEnd = -1
        bytes.withUnsafeBufferPointer { buffer in
            for offset in offsets where offset != previous {
                if previous >= 0, offset < previousLineEnd {
                    // Same line: continue counting from the previous position.
                    previousLocation.column += countScalars(buffer, previous, offset)
                } else {
                    previousLocation = location(of: offset, bytes, lineStarts, blockScalars)
                    let next = previousLocation.line < lineStarts.count ? Int(lineStarts[previousLocation.line]) : Int.max
                    previousLineEnd = next
                }
                previous = offset
                locations[offset] = previousLocation
            }
        }
        return ordered.map { node, first in
            let start = Int(nodes[Int(node)].start)
            let firstStart = Int(nodes[Int(first)].start)
            return JSONDuplicateKey(
                key: decodeString(bytes, nodes[Int(node)]),
                location: locations[start] ?? SourceLocation(line: 1, column: 1),
                firstLocation: locations[firstStart] ?? SourceLocation(line: 1, column: 1))
        }
    }

    /// Parses a complete JSON text (RFC 8259) given as UTF-8 bytes.
    ///
    /// Throws the first syntax error, located at the offending byte. Duplicate keys are not
    /// errors; they are listed in ``duplicateKeys``.
    public static func parse(_ bytes: [UInt8], limits: JSONLimits = JSONLimits()) throws(JSONSyntaxError) -> JSONDocument {
        try JSONParser.parse(bytes, limits: limits)
    }

    /// The top-level value.
    public var root: JSONValue { JSONValue(document: self, index: 0) }

    /// The number of nodes on the tape (each value and each object key is one node).
    package var nodeCount: Int { nodes.count }

    /// Bytes used per tape node.
    package static var bytesPerNode: Int { MemoryLayout<JSONNode>.stride }

    /// The 1-based line and column (in Unicode scalars) of a byte offset into the input.
    /// Offsets are clamped to the input; offsets inside a byte order mark map to 1:1.
    public func location(ofByteOffset offset: Int) -> SourceLocation {
        JSONDocument.location(of: min(max(offset, 0), bytes.count), bytes, lineStarts, blockScalars)
    }

    /// The location of an offset at or after the one `line` was last set for (1-based, 0 for none):
    /// for walking a document forwards, where the line is usually the same or the next one.
    package func location(ofByteOffset offset: Int, after line: inout Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        let location = JSONDocument.location(of: offset, bytes, lineStarts, blockScalars, fromLine: max(0, line - 1))
        line = location.line
        return location
    }

    // MARK: - Positions

    /// Turns a byte offset into a location given the line starts recorded so far (all of those
    /// before `offset`, which is what the parser guarantees).
    static func location(
        of offset: Int, _ bytes: [UInt8], _ lineStarts: [UInt32], _ blockScalars: [UInt32],
        fromLine first: Int = 0
    ) -> SourceLocation {
        // Binary search for the last line start <= offset, after a few steps forward from `first`.
        var low = first < lineStarts.count && Int(lineStarts[first]) <= offset ? first : 0
        var high = lineStarts.count
        for step in 1...4 {
            guard low + step < high else { break }
            if Int(lineStarts[low + step]) > offset {
                high = low + step
                break
            }
        }
        while high - low > 1 {
            let mid = (low + high) / 2
            if Int(lineStarts[mid]) <= offset { low = mid } else { high = mid }
        }
        let lineStart = lineStarts.isEmpty ? 0 : Int(lineStarts[low])
        guard offset > lineStart else { return SourceLocation(line: low + 1, column: 1) }
        let column = bytes.withUnsafeBufferPointer { buffer -> Int in
            let limit = min(offset, buffer.count)
            guard lineStart < limit else { return 0 }
            let blockSize = 1 << blockShift
            if limit - lineStart > 2 * blockSize, !blockScalars.isEmpty {
                return scalarsBefore(limit, buffer, blockScalars) - scalarsBefore(lineStart, buffer, blockScalars)
            }
            return countScalars(buffer, lineStart, limit)
        }
        return SourceLocation(line: low + 1, column: column + 1)
    }

    private static func scalarsBefore(_ offset: Int, _ buffer: UnsafeBufferPointer<UInt8>, _ blockScalars: [UInt32]) -> Int {
        let block = min(offset >> blockShift, blockScalars.count - 1)
        let blockStart = block << blockShift
        return Int(blockScalars[block]) + countScalars(buffer, blockStart, offset)
    }

    /// The number of bytes in `buffer[from ..< to]` that are not UTF-8 continuation bytes.
    static func countScalars(_ buffer: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Int {
        guard let base = buffer.baseAddress, from < to, to <= buffer.count else { return 0 }
        var i = from
        var continuations = 0
        let raw = UnsafeRawPointer(base)
        while i + 8 <= to {
            // Per-byte-lane counters, summed before any lane can pass 255 (no reliance on POPCNT).
            var lanes: UInt64 = 0
            var rounds = 0
            while rounds < 255, i + 8 <= to {
                let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                // A continuation byte is 0b10xxxxxx: bit 7 set and bit 6 clear.
                lanes &+= (w >> 7) & ~(w >> 6) & 0x0101_0101_0101_0101
                i += 8
                rounds += 1
            }
            continuations += sumLanes(lanes)
        }
        while i < to {
            if base[i] & 0xC0 == 0x80 { continuations += 1 }
            i += 1
        }
        return (to - from) - continuations
    }

    /// The sum of the eight byte lanes of `lanes`.
    @inline(__always)
    static func sumLanes(_ lanes: UInt64) -> Int {
        let pairs = (lanes & 0x00FF_00FF_00FF_00FF) &+ ((lanes >> 8) & 0x00FF_00FF_00FF_00FF)
        return Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
    }

    private static func makeBlockScalars(_ bytes: [UInt8], _ lineStarts: [UInt32]) -> [UInt32] {
        let blockSize = 1 << blockShift
        // Only worth it when some line is long enough to make per-query counting slow.
        var longest = 0
        var previous = 0
        for start in lineStarts.dropFirst() {
            longest = max(longest, Int(start) - previous)
            previous = Int(start)
        }
        longest = max(longest, bytes.count - previous)
        guard longest > 2 * blockSize else { return [] }
        return bytes.withUnsafeBufferPointer { buffer in
            var table: [UInt32] = [0]
            table.reserveCapacity(buffer.count >> blockShift + 1)
            var total = 0
            var blockStart = 0
            while blockStart + blockSize <= buffer.count {
                total += countScalars(buffer, blockStart, blockStart + blockSize)
                table.append(UInt32(truncatingIfNeeded: total))
                blockStart += blockSize
            }
            return table
        }
    }

    // MARK: - Strings

    /// The decoded text of a string node. The parser has validated the bytes and escapes.
    static func decodeString(_ bytes: [UInt8], _ node: JSONNode) -> String {
        bytes.withUnsafeBufferPointer { decodeString($0, node) }
    }

    static func decodeString(_ buffer: UnsafeBufferPointer<UInt8>, _ node: JSONNode) -> String {
        let start = Int(node.start) + 1
        let end = max(start, Int(node.end) - 1)
        guard end <= buffer.count else { return "" }
        let content = UnsafeBufferPointer(rebasing: buffer[start..<end])
        if node.flags & JSONNode.hasEscapes == 0 {
            return String(decoding: content, as: UTF8.self)
        }
        // Escapes never make a string longer, so the raw length is enough room.
        return String(unsafeUninitializedCapacity: content.count) { out in
            JSONDocument.unescape(content, into: out)
        }
    }

    /// Resolves the escapes of validated string content into `out` (which must have room for
    /// `content.count` bytes) and returns the number of bytes written.
    static func unescape(_ content: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var i = 0
        var o = 0
        let n = content.count
        guard out.count >= n else { return 0 }
        while i < n {
            let c = content[i]
            if c != UInt8(ascii: "\\") {
                out[o] = c
                o += 1
                i += 1
                continue
            }
            guard i + 1 < n else { break }
            let e = content[i + 1]
            i += 2
            switch e {
            case UInt8(ascii: "b"): out[o] = 0x08
            case UInt8(ascii: "f"): out[o] = 0x0C
            case UInt8(ascii: "n"): out[o] = 0x0A
            case UInt8(ascii: "r"): out[o] = 0x0D
            case UInt8(ascii: "t"): out[o] = 0x09
            case UInt8(ascii: "u"):
                guard var scalar = hex4(content, i) else { return o }
                i += 4
                if scalar & 0xFC00 == 0xD800, i + 6 <= n, let low = hex4(content, i + 2), low & 0xFC00 == 0xDC00 {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                }
                o += writeUTF8(scalar, into: out, at: o)
                continue
            default: out[o] = e  // `"`, `\` and `/` stand for themselves.
            }
            o += 1
        }
        return o
    }

    static func hex4(_ content: UnsafeBufferPointer<UInt8>, _ at: Int) -> UInt32? {
        guard at + 4 <= content.count else { return nil }
        var value: UInt32 = 0
        for k in 0..<4 {
            let d = hexDigitValue(content[at + k])
            guard d < 16 else { return nil }
            value = value << 4 | UInt32(d)
        }
        return value
    }

    @inline(__always)
    static func hexDigitValue(_ c: UInt8) -> UInt8 {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c &- UInt8(ascii: "A") &+ 10
        default: return 0xFF
        }
    }

    private static func writeUTF8(_ scalar: UInt32, into out: UnsafeMutableBufferPointer<UInt8>, at o: Int) -> Int {
        // Lone surrogates were rejected by the parser; fall back to U+FFFD defensively.
        let s = (scalar & 0xF800 == 0xD800 && scalar < 0x10000) ? 0xFFFD : scalar
        if s < 0x80 {
            out[o] = UInt8(s)
            return 1
        } else if s < 0x800 {
            out[o] = UInt8(0xC0 | s >> 6)
            out[o + 1] = UInt8(0x80 | s & 0x3F)
            return 2
        } else if s < 0x10000 {
            out[o] = UInt8(0xE0 | s >> 12)
            out[o + 1] = UInt8(0x80 | (s >> 6) & 0x3F)
            out[o + 2] = UInt8(0x80 | s & 0x3F)
            return 3
        } else {
            out[o] = UInt8(0xF0 | s >> 18)
            out[o + 1] = UInt8(0x80 | (s >> 12) & 0x3F)
            out[o + 2] = UInt8(0x80 | (s >> 6) & 0x3F)
            out[o + 3] = UInt8(0x80 | s & 0x3F)
            return 4
        }
    }
}
