/// Parsing a big document on several cores (`JSONSlicedParser`), and the check that it gives
/// exactly the serial parse's document.
extension JSONDocument {
    /// Below this a document is parsed on one core: cutting it costs more than it saves.
    static let bytesForSlices = 1 << 20

    /// Parses as ``parse(_:limits:)`` does, on up to `cores` cores when the document is big and
    /// is, or holds, one big array (a case table). The document and any error are the same.
    public static func parse(_ bytes: [UInt8], limits: JSONLimits = JSONLimits(),
                             cores: Int) throws(JSONSyntaxError) -> JSONDocument {
        // A few slices per core, so that a slow one does not leave a core idle.
        let slices = cores > 1 && bytes.count >= bytesForSlices ? 4 * cores : 1
        return try JSONParser.parse(bytes, limits: limits, slices: slices)
    }

    /// ``parse(_:limits:cores:)`` in `slices` slices whatever the size (falling back to the serial
    /// parse as it does), for tests that compare its document and errors with the serial ones.
    package static func parse(_ bytes: [UInt8], limits: JSONLimits = JSONLimits(),
                              slices: Int) throws(JSONSyntaxError) -> JSONDocument {
        try JSONParser.parse(bytes, limits: limits, slices: slices)
    }

    /// The parse in `slices` slices whatever the size, for tests that prove it equal to the serial
    /// one; nil when it declined (and the serial parse would be used).
    package static func parseInSlices(_ bytes: [UInt8], limits: JSONLimits = JSONLimits(), slices: Int) -> JSONDocument? {
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        guard bytes.count > (hasBOM ? 3 : 0), bytes.count < Int(UInt32.max) else { return nil }
        return JSONSlicedParser.parse(bytes, start: hasBOM ? 3 : 0, hasBOM: hasBOM, limits: limits, parts: slices)
    }

    /// Whether `other` is exactly this document: bytes, every node, line starts, duplicate keys.
    package func isIdentical(to other: JSONDocument) -> Bool {
        guard bytes == other.bytes, nodes.count == other.nodes.count, lineStarts == other.lineStarts,
              blockScalars == other.blockScalars, duplicateKeys == other.duplicateKeys,
              hadByteOrderMark == other.hadByteOrderMark else { return false }
        for (a, b) in zip(nodes, other.nodes)
        where a.start != b.start || a.end != b.end || a.count != b.count || a.kind != b.kind || a.flags != b.flags {
            return false
        }
        return true
    }
}
