import LinkCheckCore
import LinkCheckRoutes
import LinkCheckAASA
import LinkCheckApp
import LinkCheckReports

/// The lines of an input, to check that a reported location points inside it.
struct TextBounds {
    /// Unicode scalars per line. Lines end at LF, CR LF or a lone CR, as the JSON reader counts
    /// them; a byte order mark and invalid UTF-8 count generously, as the check is for locations
    /// past the end, not off by one inside.
    let lineLengths: [Int]

    init(_ bytes: [UInt8]) {
        var lengths = [0]
        for (i, byte) in bytes.enumerated() {
            if byte == 0x0A || (byte == 0x0D && (i + 1 == bytes.count || bytes[i + 1] != 0x0A)) {
                lengths.append(0)
            } else if byte & 0xC0 != 0x80 {
                lengths[lengths.count - 1] += 1
            }
        }
        lineLengths = lengths
    }

    /// A failure named `property` when `location` is not a position inside the text (or just past
    /// a line's end).
    func check(_ location: SourceLocation, _ property: String, _ what: String) -> FuzzFailure? {
        guard location.line >= 1, location.line <= lineLengths.count, location.column >= 1,
            location.column <= lineLengths[location.line - 1] + 1
        else {
            return FuzzFailure(property, "\(what) at \(location) is outside the input (\(lineLengths.count) lines)")
        }
        return nil
    }
}
