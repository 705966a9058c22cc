/// One key of an open object, for duplicate detection.
struct JSONKeyEntry {
    var hash: UInt32
    var node: UInt32
    /// The decoded key bytes: in the input, or in `JSONScanner.decodedKeys` when `inDecoded`.
    var start: UInt32
    var length: UInt32
    var inDecoded: Bool
}

/// Each open object's keys recorded as they are scanned, and the repeats found when it closes.
extension JSONScanner {
    @inline(__always)
    mutating func recordKey(node: UInt32, start: Int, end keyEnd: Int, hasEscapes: Bool) {
        if !hasEscapes {
            let hash = JSONParserHash.hash(p + start, keyEnd - start)
            keys.append(
                JSONKeyEntry(
                    hash: hash, node: node, start: UInt32(truncatingIfNeeded: start),
                    length: UInt32(truncatingIfNeeded: keyEnd - start), inDecoded: false))
            return
        }
        let rawLength = keyEnd - start
        let base = decodedKeys.count
        decodedKeys.append(contentsOf: repeatElement(0, count: rawLength))
        let content = UnsafeBufferPointer(start: p + start, count: rawLength)
        let (written, hash) = decodedKeys.withUnsafeMutableBufferPointer { all -> (Int, UInt32) in
            let out = UnsafeMutableBufferPointer(rebasing: all[base...])
            let written = JSONDocument.unescape(content, into: out)
            guard let outBase = out.baseAddress else { return (written, 0) }
            return (written, JSONParserHash.hash(UnsafePointer(outBase), written))
        }
        decodedKeys.removeLast(rawLength - written)
        keys.append(
            JSONKeyEntry(
                hash: hash, node: node, start: UInt32(truncatingIfNeeded: base),
                length: UInt32(truncatingIfNeeded: written), inDecoded: true))
    }

    /// Reports every key in `keys[base...]` (one object's keys) that repeats an earlier one.
    mutating func findDuplicates(from base: Int) {
        let input = p
        var found: [(UInt32, UInt32)] = []
        decodedKeys.withUnsafeBufferPointer { decodedBuffer in
            let decoded = decodedBuffer.baseAddress ?? input
            func bytes(_ e: JSONKeyEntry) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(start: (e.inDecoded ? decoded : input) + Int(e.start), count: Int(e.length))
            }
            func same(_ a: JSONKeyEntry, _ b: JSONKeyEntry) -> Bool {
                a.hash == b.hash && a.length == b.length && bytes(a).elementsEqual(bytes(b))
            }
            keys.withUnsafeMutableBufferPointer { all in
                var entries = UnsafeMutableBufferPointer(rebasing: all[base...])
                let n = entries.count
                if n <= 16 {
                    for i in 1..<n {
                        for j in 0..<i where same(entries[i], entries[j]) {
                            found.append((entries[i].node, entries[j].node))
                            break
                        }
                    }
                    return
                }
                // Sort so equal keys are adjacent, each run in document order; hash collisions are
                // separated by the byte comparison.
                entries.sort { a, b in
                    if a.hash != b.hash { return a.hash < b.hash }
                    let order = compareBytes(bytes(a), bytes(b))
                    if order != 0 { return order < 0 }
                    return a.node < b.node
                }
                var first = 0
                for i in 1..<n {
                    if same(entries[i], entries[first]) {
                        found.append((entries[i].node, entries[first].node))
                    } else {
                        first = i
                    }
                }
            }
        }
        duplicates.append(contentsOf: found)
    }
}

/// Lexicographic comparison of two byte buffers: negative, zero or positive.
func compareBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
    let n = min(a.count, b.count)
    for i in 0..<n where a[i] != b[i] {
        return a[i] < b[i] ? -1 : 1
    }
    return a.count - b.count
}

enum JSONParserHash {
    /// A fast, non-cryptographic hash of a short byte string (collisions are resolved by comparing bytes).
    @inline(__always)
    static func hash(_ p: UnsafePointer<UInt8>, _ count: Int) -> UInt32 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: count)
        var i = 0
        let raw = UnsafeRawPointer(p)
        while i + 8 <= count {
            h = (h ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
            i += 8
        }
        if i < count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while i < count {
                tail |= UInt64(p[i]) << shift
                shift += 8
                i += 1
            }
            h = (h ^ tail) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 32
        }
        h = (h ^ (h >> 29)) &* 0xC4CE_B9FE_1A85_EC53
        return UInt32(truncatingIfNeeded: h ^ (h >> 32))
    }
}
