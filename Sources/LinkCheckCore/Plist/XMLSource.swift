/// A file's bytes checked to be UTF-8 text that XML 1.0 allows, with where each line starts.
///
/// Everything XML itself uses is ASCII, so the scanner works on bytes and decodes text only
/// where a value needs it; columns are counted in Unicode scalars as everywhere else.
struct XMLSource {
    let bytes: [UInt8]
    /// Offset of the first byte after the byte-order mark, if any.
    let start: Int
    /// Byte offset of each line's first byte; a line ends at LF, CR LF or a lone CR.
    private(set) var lineStarts: [Int]
    /// The last offset `location(of:)` answered for.
    private var cursor = (offset: 0, location: SourceLocation(line: 1, column: 1))

    init(_ bytes: [UInt8]) throws(PlistSyntaxError) {
        self.bytes = bytes
        let first = SourceLocation(line: 1, column: 1)
        if bytes.starts(with: Array("bplist".utf8)) {
            throw PlistSyntaxError(
                message: "this is a binary property list; convert it to XML with "
                    + "\"plutil -convert xml1 FILE\"", location: first)
        }
        if SourceText.isUTF16(bytes) {
            throw PlistSyntaxError(message: SourceText.utf16 + " (\"plutil -convert xml1 FILE\" does)", location: first)
        }
        start = SourceText.start(bytes)
        lineStarts = [start]
        try validate()
    }

    /// Checks every byte, recording line starts, and throws at the first that is not UTF-8 or
    /// decodes to a character XML 1.0 forbids (controls other than tab and line breaks,
    /// U+FFFE, U+FFFF).
    private mutating func validate() throws(PlistSyntaxError) {
        var i = start
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 {
                if b < 0x20 {
                    if b == 0x0A || (b == 0x0D && (i + 1 == n || bytes[i + 1] != 0x0A)) {
                        lineStarts.append(i + 1)
                    } else if b != 0x09 && b != 0x0D {
                        throw PlistSyntaxError(
                            message: "character \(JSONParserText.scalarName(UInt32(b))) is not allowed in XML",
                            location: location(of: i))
                    }
                }
                i += 1
                continue
            }
            guard let (scalar, length) = Self.decode(bytes, at: i) else {
                throw PlistSyntaxError(message: "invalid UTF-8 byte \(JSONParserText.hexByte(b))", location: location(of: i))
            }
            if scalar == 0xFFFE || scalar == 0xFFFF {
                throw PlistSyntaxError(
                    message: "character \(JSONParserText.scalarName(scalar)) is not allowed in XML",
                    location: location(of: i))
            }
            i += length
        }
    }

    /// The scalar of the multi-byte sequence at `i` and its length; `nil` when the bytes are not
    /// shortest-form UTF-8 of a scalar (no surrogates, nothing past U+10FFFF).
    static func decode(_ bytes: [UInt8], at i: Int) -> (UInt32, Int)? {
        let b = bytes[i]
        let length: Int, minimum: UInt32
        var value: UInt32
        switch b {
        case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(b & 0x1F))
        case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(b & 0x0F))
        case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(b & 0x07))
        default: return nil
        }
        guard i + length <= bytes.count else { return nil }
        for k in 1..<length {
            let c = bytes[i + k]
            guard c & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(c & 0x3F)
        }
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
        return (value, length)
    }

    /// The line and column of the byte at `offset` (or of the end of the file).
    mutating func location(of offset: Int) -> SourceLocation {
        LineLocator.location(of: offset, in: bytes, start: start, lineStarts: lineStarts, cursor: &cursor)
    }

    /// The text of `range`, already known to be valid UTF-8.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
