/// A file's bytes checked to be UTF-8, with where each line starts.
///
/// Everything the format itself uses is ASCII (apart from two Unicode separators it counts as
/// space), so the scanner works on bytes and decodes text only to make a string; columns are
/// counted in Unicode scalars as everywhere else.
struct OpenStepSource {
    let bytes: [UInt8]
    /// Offset of the first byte after the byte-order mark, if any.
    let start: Int
    /// Byte offset of each line's first byte; a line ends at LF, CR LF or a lone CR.
    private(set) var lineStarts: [Int]
    /// The last offset `location(of:)` answered for.
    private var cursor = (offset: 0, location: SourceLocation(line: 1, column: 1))

    init(_ bytes: [UInt8]) throws(OpenStepSyntaxError) {
        self.bytes = bytes
        let first = SourceLocation(line: 1, column: 1)
        // Xcode writes UTF-8 (its `// !$*UTF8*$!` line says so); Core Foundation would also guess
        // other encodings, which linkcheck does not.
        if SourceText.isUTF16(bytes) {
            throw OpenStepSyntaxError(invalidText: SourceText.utf16, location: first)
        }
        start = SourceText.start(bytes)
        lineStarts = [start]
        try validate()
    }

    /// Checks that every byte is UTF-8, recording line starts, and throws at the first that is
    /// not. Control characters are text here: the format allows them raw inside quotes.
    private mutating func validate() throws(OpenStepSyntaxError) {
        var i = start
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 {
                if b == 0x0A || (b == 0x0D && (i + 1 == n || bytes[i + 1] != 0x0A)) {
                    lineStarts.append(i + 1)
                }
                i += 1
                continue
            }
            guard let (_, length) = XMLSource.decode(bytes, at: i) else {
                throw OpenStepSyntaxError(invalidText: "invalid UTF-8 byte \(JSONParserText.hexByte(b))", location: location(of: i))
            }
            i += length
        }
    }

    /// The line and column of the byte at `offset` (or of the end of the file).
    mutating func location(of offset: Int) -> SourceLocation {
        LineLocator.location(of: offset, in: bytes, start: start, lineStarts: lineStarts, cursor: &cursor)
    }
}
