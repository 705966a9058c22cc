/// An open object or array: where its node is, how many values it has so far, and where its keys
/// start in the scanner's duplicate-key records.
struct JSONFrame {
    var node: UInt32
    var count: UInt32
    /// Where this object's entries start in `JSONScanner.keys` and `JSONScanner.decodedKeys`.
    var keyBase: UInt32
    var decodedBase: UInt32
    var isObject: Bool
}

/// Opening and closing objects and arrays, and the key before each member's value.
extension JSONScanner {
    @inline(__always)
    mutating func open(isObject: Bool) throws(JSONSyntaxError) {
        guard depth < maxDepth else {
            throw fail("nesting deeper than \(maxDepth) levels; --max-depth raises the limit", at: pos)
        }
        if depth > 0 { parents.append(current) }
        depth += 1
        current = JSONFrame(
            node: UInt32(truncatingIfNeeded: nodeCount), count: 0,
            keyBase: UInt32(truncatingIfNeeded: keys.count),
            decodedBase: UInt32(truncatingIfNeeded: decodedKeys.count), isObject: isObject)
        try append(
            JSONNode(
                start: UInt32(truncatingIfNeeded: pos), end: 0, count: 0,
                kind: isObject ? .object : .array, flags: 0))
        pos += 1
    }

    /// Ends the current container (its closing bracket already consumed).
    @inline(__always)
    mutating func close() {
        let index = Int(current.node)
        tape[index].end = UInt32(truncatingIfNeeded: nodeCount)
        tape[index].count = current.count
        if current.isObject {
            let base = Int(current.keyBase)
            if keys.count - base > 1 { findDuplicates(from: base) }
            keys.removeSubrange(base...)
            if decodedKeys.count > Int(current.decodedBase) {
                decodedKeys.removeSubrange(Int(current.decodedBase)...)
            }
        }
        depth -= 1
        if depth > 0, let parent = parents.popLast() { current = parent }
    }

    /// Scans a key (at its opening quote) and the colon after it.
    @inline(__always)
    mutating func scanKey() throws(JSONSyntaxError) {
        let start = pos
        let flags = try scanString()
        let node = UInt32(truncatingIfNeeded: nodeCount)
        try append(
            JSONNode(
                start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: pos),
                count: 0, kind: .string, flags: flags))
        recordKey(node: node, start: start + 1, end: pos - 1, hasEscapes: flags & JSONNode.hasEscapes != 0)
        skipWhitespace()
        guard pos < end else { throw unterminatedContainer() }
        guard p[pos] == JSONASCII.colon else {
            throw unexpected(at: pos) { "expected \":\" after an object key, found \($0)" }
        }
        pos += 1
    }
}
