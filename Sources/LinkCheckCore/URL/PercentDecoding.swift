/// Percent-decoding of URL components without Foundation, checked to give UTF-8.
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

    /// `decode` without a `String`: writes the decoded bytes of `text` to `out` (at least as long
    /// as `text`) and returns how many, or `nil` when they are not valid UTF-8.
    package static func decode(_ text: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        var i = 0, n = 0
        while i < text.count {
            let c = text[i]
            if c == UInt8(ascii: "%"), i + 2 < text.count,
                let hi = URIClass.hexValue(text[i + 1]), let lo = URIClass.hexValue(text[i + 2])
            {
                out[n] = hi << 4 | lo
                i += 3
            } else {
                out[n] = c
                i += 1
            }
            n += 1
        }
        return isValidUTF8(UnsafeBufferPointer(rebasing: out[..<n])) ? n : nil
    }

    /// `String(validating:as:)` needs macOS 15 / iOS 18; this works wherever the library does.
    package static func validUTF8(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer(isValidUTF8) ? String(decoding: bytes, as: UTF8.self) : nil
    }

    package static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
