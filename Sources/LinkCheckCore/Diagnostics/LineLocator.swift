/// Byte offsets to line and column (in Unicode scalars) for the readers that keep a file's bytes:
/// the XML property-list reader and the pbxproj reader.
enum LineLocator {
    /// The line and column of the byte at `offset` (or of the end of the file). `lineStarts` holds
    /// the offset of each line's first byte; counting resumes from `cursor`, the previous answer,
    /// when it is on the same line, so reading a long one-line file forwards stays linear.
    static func location(
        of offset: Int, in bytes: [UInt8], start: Int, lineStarts: [Int],
        cursor: inout (offset: Int, location: SourceLocation)
    ) -> SourceLocation {
        let offset = min(max(offset, start), bytes.count)
        var low = 0, high = lineStarts.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid }
        }
        var i = lineStarts[low]
        var column = 1
        if cursor.location.line == low + 1, cursor.offset <= offset, cursor.offset >= i {
            (i, column) = (cursor.offset, cursor.location.column)
        }
        while i < offset {
            // Continuation bytes do not start a scalar.
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        let location = SourceLocation(line: low + 1, column: column)
        cursor = (offset, location)
        return location
    }
}
