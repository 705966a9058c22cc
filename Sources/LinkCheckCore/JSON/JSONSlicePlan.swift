/// Where a big document can be cut for a parse on several cores: a structural pre-scan (strings
/// and escapes respected, nesting depth tracked) finds element starts of its big array (a table's
/// `cases`, at depth 1 or 2) near evenly spaced bytes. The plan is only a guess that the slices
/// then prove: each slice must stop exactly at the next cut, as an element of the same array,
/// or the whole document is parsed serially (see `JSONSlicedParser`).
struct JSONSlicePlan: Sendable {
    /// The depth of the array (the root is depth 1): the number of containers open at its elements.
    var depth: Int
    /// The byte offset where each cut element starts (after the comma and whitespace before it),
    /// ascending; the last is where the array's last element starts.
    var cuts: [Int]
    /// Upper bounds of the node count of each region: before the first cut, between cuts, and
    /// from the last cut to the end (one more than the cuts).
    var bounds: [Int]

    /// A plan of about `parts` slices, or nil when the document has no array worth cutting (or is
    /// not well-formed as far as the pre-scan can tell: the serial parse then reports it).
    static func make(_ input: UnsafeBufferPointer<UInt8>, from start: Int, parts: Int) -> JSONSlicePlan? {
        guard let p = input.baseAddress, parts > 1 else { return nil }
        let end = input.count
        let step = max(1, (end - start) / parts)
        var next = start + step
        // Cuts are recorded for any array at depth 1 or 2, each tagged with its opening bracket;
        // the array with the most cuts wins.
        var found: [(array: Int, at: Int, structural: Int)] = []
        var lastElement: [Int: (at: Int, structural: Int)] = [:]
        var openAt = [0, -1, -1] // the opening bracket of the array at depth 1 and 2 (-1: not an array)
        var last = [-1, -1, -1]
        var lastStructural = [0, 0, 0]
        var depth = 0
        var structural = 0
        var i = start
        let raw = UnsafeRawPointer(p)
        let ones: UInt64 = 0x0101_0101_0101_0101
        while i < end {
            let c = p[i]
            switch c {
            case JSONASCII.quote:
                // Skip the string: eight bytes at a time to the next `"` or `\`.
                i += 1
                while true {
                    while i + 8 <= end {
                        let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                        let q = w ^ (ones &* 0x22), b = w ^ (ones &* 0x5C)
                        let marks = (((q &- ones) & ~q) | ((b &- ones) & ~b)) & 0x8080_8080_8080_8080
                        if marks != 0 {
                            i += marks.trailingZeroBitCount >> 3
                            break
                        }
                        i += 8
                    }
                    while i < end, p[i] != JSONASCII.quote, p[i] != JSONASCII.backslash { i += 1 }
                    guard i < end else { return nil }
                    if p[i] == JSONASCII.backslash {
                        i += 2
                        continue
                    }
                    break
                }
            case JSONASCII.openBrace, JSONASCII.openBracket:
                structural += 1
                depth += 1
                if depth <= 2 {
                    openAt[depth] = c == JSONASCII.openBracket ? i : -1
                    last[depth] = -1
                }
            case JSONASCII.closeBrace, JSONASCII.closeBracket:
                if depth <= 2, depth > 0, openAt[depth] >= 0, last[depth] >= 0 {
                    lastElement[openAt[depth]] = (last[depth], lastStructural[depth])
                }
                depth -= 1
                guard depth >= 0 else { return nil }
            case JSONASCII.colon:
                structural += 1
            case JSONASCII.comma:
                structural += 1
                if depth <= 2, depth > 0, openAt[depth] >= 0 {
                    var e = i + 1
                    while e < end, p[e] == JSONASCII.space || p[e] == JSONASCII.lf
                            || p[e] == JSONASCII.cr || p[e] == JSONASCII.tab { e += 1 }
                    last[depth] = e
                    lastStructural[depth] = structural
                    if i >= next {
                        found.append((openAt[depth], e, structural))
                        next = i + step
                    }
                }
            default:
                break
            }
            i += 1
        }
        guard depth == 0 else { return nil }
        // The array with the most cuts, and its last element (a region of its own, parsed last).
        var tally: [Int: Int] = [:]
        for cut in found { tally[cut.array, default: 0] += 1 }
        guard let array = tally.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })?.key,
              let tail = lastElement[array] else { return nil }
        let arrayDepth = depthOfArray(at: array, in: input, from: start)
        var cuts: [Int] = []
        var counts: [Int] = []
        for cut in found where cut.array == array && cut.at < tail.at {
            cuts.append(cut.at)
            counts.append(cut.structural)
        }
        cuts.append(tail.at)
        counts.append(tail.structural)
        guard cuts.count >= 2, let arrayDepth else { return nil }
        var bounds: [Int] = []
        var previous = 0
        for count in counts + [structural] {
            bounds.append(count - previous + 1)
            previous = count
        }
        return JSONSlicePlan(depth: arrayDepth, cuts: cuts, bounds: bounds)
    }

    /// 1 for an array at the document's start, 2 otherwise (the plan only records arrays at depth
    /// 1 or 2, and only the root starts at the first non-whitespace byte).
    private static func depthOfArray(at offset: Int, in input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var i = start
        while i < input.count, input[i] == JSONASCII.space || input[i] == JSONASCII.lf
                || input[i] == JSONASCII.cr || input[i] == JSONASCII.tab { i += 1 }
        return i == offset ? 1 : 2
    }
}
