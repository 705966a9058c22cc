/// How every reader of a text file (JSON, XML and old-style property lists, URL lists, AASA
/// files, a fetched body) tells what the bytes are, the same way for each: UTF-16 is refused, and
/// UTF-8 text starts after its byte order mark, if it has one.
package enum SourceText {
    /// The sentence each reader refuses UTF-16 with, before its own advice.
    package static let utf16 = "the file is UTF-16; save it as UTF-8"

    /// UTF-16, either byte order: a byte order mark (`FE FF`, `FF FE`), or a NUL in either of the
    /// first two bytes, as the encoding of an ASCII first character has and UTF-8 text never does.
    package static func isUTF16(_ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first else { return false }
        if first == 0 { return true }
        guard bytes.count >= 2 else { return false }
        return bytes[1] == 0 || (first == 0xFE && bytes[1] == 0xFF) || (first == 0xFF && bytes[1] == 0xFE)
    }

    /// Whether the text starts with the UTF-8 byte order mark, `EF BB BF`.
    package static func hasByteOrderMark(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: [0xEF, 0xBB, 0xBF])
    }

    /// The offset where the text starts: 3 after a byte order mark, else 0.
    package static func start(_ bytes: some Collection<UInt8>) -> Int {
        hasByteOrderMark(bytes) ? 3 : 0
    }
}
