public enum PercentDecoding {
    /// Decodes `%XX` escapes (and nothing else: `+` stays `+`). Returns `nil` when the decoded
    /// bytes are not valid UTF-8. Assumes every `%` starts a valid escape, as `URLParts` guarantees;
    /// a stray `%` is kept as it is.
    public static func decode(_ text: Substring) -> String? {
        let utf8 = text.utf8
        if !utf8.contains(UInt8(ascii: "%")) { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var i = utf8.startIndex
        while i != utf8.endIndex {
            let c = utf8[i]
            if c == UInt8(ascii: "%") {
                let h1 = utf8.index(after: i)
                if h1 != utf8.endIndex {
                    let h2 = utf8.index(after: h1)
                    if h2 != utf8.endIndex, let hi = URIClass.hexValue(utf8[h1]), let lo = URIClass.hexValue(utf8[h2]) {
                        bytes.append(hi << 4 | lo)
                        i = utf8.index(after: h2)
                        continue
                    }
                }
            }
            bytes.append(c)
            i = utf8.index(after: i)
        }
        return validUTF8(bytes)
    }

    /// `String(validating:as:)` needs macOS 15 / iOS 18; this works wherever the library does.
    static func validUTF8(_ bytes: [UInt8]) -> String? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return String(decoding: bytes, as: UTF8.self)
            case .error: return nil
            }
        }
    }
}
