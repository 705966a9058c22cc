/// The byte-level reader behind ``JSONDocument/parse(_:limits:)``: one iterative pass that
/// validates RFC 8259 (including UTF-8), fills the node tape, records line starts and
/// collects duplicate keys.
enum JSONParser {
    static func parse(_ bytes: [UInt8], limits: JSONLimits) throws(JSONSyntaxError) -> JSONDocument {
        let count = bytes.count
        if SourceText.isUTF16(bytes) {
            throw JSONSyntaxError(message: SourceText.utf16, location: SourceLocation(line: 1, column: 1))
        }
        // Offsets are stored as UInt32.
        guard count < Int(UInt32.max) else {
            throw JSONSyntaxError(message: "the file is too large to read (4 GiB or more)", location: SourceLocation(line: 1, column: 1))
        }
        let start = SourceText.start(bytes)
        guard count > start else {
            throw JSONSyntaxError(message: "expected a JSON value, found end of file", location: SourceLocation(line: 1, column: 1))
        }

        // The tape is allocated once at an upper bound of its size and filled in place: no
        // reallocation (which would briefly hold two copies) and no per-append capacity checks.
        let capacity = bytes.withUnsafeBufferPointer { nodeBound($0, from: start) }
        var failure: JSONSyntaxError?
        var lineStarts: [UInt32] = []
        var duplicates: [(UInt32, UInt32)] = []
        let nodes = [JSONNode](unsafeUninitializedCapacity: capacity) { tape, initialized in
            bytes.withUnsafeBufferPointer { input in
                guard let base = input.baseAddress, let tapeBase = tape.baseAddress else {
                    failure = JSONSyntaxError(
                        message: "expected a JSON value, found end of file",
                        location: SourceLocation(line: 1, column: 1))
                    return
                }
                var scanner = JSONScanner(
                    bytes: bytes, base: base, end: input.count, start: start,
                    tape: tapeBase, capacity: tape.count, maxDepth: limits.maxDepth,
                    maxElements: limits.maxElements)
                do throws(JSONSyntaxError) {
                    try scanner.run()
                } catch {
                    failure = error
                }
                initialized = scanner.nodeCount
                lineStarts = scanner.lineStarts
                duplicates = scanner.duplicates
            }
        }
        if let failure { throw failure }
        return JSONDocument(
            bytes: bytes, nodes: nodes, lineStarts: lineStarts, duplicates: duplicates,
            hadByteOrderMark: start == 3)
    }

    /// An upper bound for the node count: 1 + the number of `,` `:` `[` `{` bytes, since every node
    /// but the root follows one of them (bytes inside strings only make the bound looser).
    static func nodeBound(_ input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let p = input.baseAddress else { return 1 }
        let end = input.count
        let raw = UnsafeRawPointer(p)
        let ones: UInt64 = 0x0101_0101_0101_0101
        var structural = 0
        var i = start
        while i + 8 <= end {
            // Per-byte-lane counters, summed before any lane can pass 255 (no reliance on POPCNT).
            var lanes: UInt64 = 0
            var rounds = 0
            while rounds < 255, i + 8 <= end {
                let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                // Zero bytes of w ^ c mark bytes equal to c; `[` 0x5B and `{` 0x7B differ only in bit 5.
                // (The borrow trick may also mark a byte just above a match: harmless for an upper bound.)
                let comma = w ^ (ones &* 0x2C)
                let colon = w ^ (ones &* 0x3A)
                let open = (w | (ones &* 0x20)) ^ (ones &* 0x7B)
                let marks = ((comma &- ones) & ~comma) | ((colon &- ones) & ~colon) | ((open &- ones) & ~open)
                lanes &+= (marks >> 7) & ones
                i += 8
                rounds += 1
            }
            structural += JSONDocument.sumLanes(lanes)
        }
        while i < end {
            switch p[i] {
            case 0x2C, 0x3A, 0x5B, 0x7B: structural += 1
            default: break
            }
            i += 1
        }
        return structural + 1
    }
}

/// An open array or object.
