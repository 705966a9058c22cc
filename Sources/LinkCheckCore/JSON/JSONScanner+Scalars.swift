extension JSONScanner {
    // MARK: - Scalars

    @inline(__always)
    mutating func scanLiteral(_ word: UInt32, length: Int, kind: JSONKind, flags: UInt8) throws(JSONSyntaxError) {
        guard pos + length <= end,
            UInt32(littleEndian: UnsafeRawPointer(p + pos).loadUnaligned(as: UInt32.self)) == word
        else { throw badValue(at: pos) }
        try append(
            JSONNode(
                start: UInt32(truncatingIfNeeded: pos), end: UInt32(truncatingIfNeeded: pos + length),
                count: 0, kind: kind, flags: flags))
        pos += length
    }

    @inline(__always)
    func isDigit(_ i: Int) -> Bool {
        i < end && p[i] &- JSONASCII.zero < 10
    }

    @inline(__always)
    mutating func scanNumber() throws(JSONSyntaxError) {
        let start = pos
        if p[pos] == JSONASCII.minus {
            pos += 1
            guard isDigit(pos) else { throw badNumberAfterMinus(start) }
        }
        if p[pos] == JSONASCII.zero {
            pos += 1
            if isDigit(pos) {
                throw fail("leading zero in number \(quoted(numberText(from: start)))", at: pos - 1)
            }
        } else {
            pos += 1
            while isDigit(pos) { pos += 1 }
        }
        var flags = JSONNode.isInteger
        if pos < end, p[pos] == JSONASCII.dot {
            pos += 1
            guard isDigit(pos) else {
                throw unexpected(at: pos) { "expected a digit after the decimal point, found \($0)" }
            }
            while isDigit(pos) { pos += 1 }
            flags = 0
        }
        if pos < end, p[pos] | 0x20 == UInt8(ascii: "e") {
            pos += 1
            if pos < end, p[pos] == JSONASCII.plus || p[pos] == JSONASCII.minus { pos += 1 }
            guard isDigit(pos) else {
                throw unexpected(at: pos) { "expected a digit in the exponent, found \($0)" }
            }
            while isDigit(pos) { pos += 1 }
            flags = 0
        }
        try append(
            JSONNode(
                start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: pos),
                count: 0, kind: .number, flags: flags))
    }

    /// Scans a string from its opening quote to just past its closing quote, validating UTF-8 and
    /// escapes. Returns the node flags.
    @inline(__always)
    mutating func scanString() throws(JSONSyntaxError) -> UInt8 {
        let open = pos
        pos += 1
        var flags: UInt8 = 0
        let raw = UnsafeRawPointer(p)
        while true {
            // Skip eight plain bytes at a time: stop at `"`, `\`, a control character or a non-ASCII byte.
            while pos + 8 <= end {
                let w = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: pos, as: UInt64.self))
                let ones: UInt64 = 0x0101_0101_0101_0101
                let q = w ^ (ones &* 0x22)
                let b = w ^ (ones &* 0x5C)
                let special =
                    (((q &- ones) & ~q) | ((b &- ones) & ~b) | ((w &- ones &* 0x20) & ~w) | w)
                    & 0x8080_8080_8080_8080
                if special != 0 {
                    pos += special.trailingZeroBitCount >> 3
                    break
                }
                pos += 8
            }
            guard pos < end else { throw unterminatedString(open) }
            let c = p[pos]
            if c == JSONASCII.quote {
                pos += 1
                return flags
            } else if c == JSONASCII.backslash {
                try scanEscape(open)
                flags = JSONNode.hasEscapes
            } else if c < 0x20 {
                throw controlCharacter(c)
            } else if c < 0x80 {
                pos += 1
            } else {
                let length = utf8Length(at: pos)
                guard length > 0 else { throw invalidUTF8(at: pos) }
                pos += length
            }
        }
    }

    /// The length of the well-formed UTF-8 sequence at `i` (a byte >= 0x80), or 0 if there is none.
    @inline(__always)
    func utf8Length(at i: Int) -> Int {
        let c0 = p[i]
        if c0 < 0xC2 { return 0 }
        guard i + 1 < end else { return 0 }
        let c1 = p[i + 1]
        if c0 < 0xE0 { return c1 & 0xC0 == 0x80 ? 2 : 0 }
        guard i + 2 < end, p[i + 2] & 0xC0 == 0x80 else { return 0 }
        if c0 < 0xF0 {
            let low: UInt8 = c0 == 0xE0 ? 0xA0 : 0x80  // no overlongs
            let high: UInt8 = c0 == 0xED ? 0x9F : 0xBF  // no surrogates
            return c1 >= low && c1 <= high ? 3 : 0
        }
        if c0 < 0xF5 {
            let low: UInt8 = c0 == 0xF0 ? 0x90 : 0x80  // no overlongs
            let high: UInt8 = c0 == 0xF4 ? 0x8F : 0xBF  // nothing past U+10FFFF
            guard i + 3 < end, p[i + 3] & 0xC0 == 0x80 else { return 0 }
            return c1 >= low && c1 <= high ? 4 : 0
        }
        return 0
    }

    /// Scans one escape sequence at a backslash (a surrogate pair counts as one).
    mutating func scanEscape(_ open: Int) throws(JSONSyntaxError) {
        let backslash = pos
        guard pos + 1 < end else { throw unterminatedString(open) }
        switch p[pos + 1] {
        case JSONASCII.quote, JSONASCII.backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            pos += 2
        case UInt8(ascii: "u"):
            let scalar = try scanUnicodeEscape(open)
            if scalar & 0xFC00 == 0xDC00 { throw loneSurrogate(scalar, at: backslash) }
            if scalar & 0xFC00 == 0xD800 {
                guard pos + 1 < end, p[pos] == JSONASCII.backslash, p[pos + 1] == UInt8(ascii: "u") else {
                    if pos >= end || (p[pos] == JSONASCII.backslash && pos + 1 >= end) { throw unterminatedString(open) }
                    throw loneSurrogate(scalar, at: backslash)
                }
                let low = try scanUnicodeEscape(open)
                guard low & 0xFC00 == 0xDC00 else { throw loneSurrogate(scalar, at: backslash) }
            }
        default:
            throw invalidEscape(at: backslash)
        }
    }

    /// Scans `\uXXXX` at a backslash and returns its value.
    mutating func scanUnicodeEscape(_ open: Int) throws(JSONSyntaxError) -> UInt32 {
        let backslash = pos
        var value: UInt32 = 0
        for k in 0..<4 {
            let i = backslash + 2 + k
            guard i < end else { throw unterminatedString(open) }
            let d = JSONDocument.hexDigitValue(p[i])
            guard d < 16 else {
                throw fail(
                    "invalid escape \"\(text(backslash, i))\" in a string; expected 4 hex digits after \\u",
                    at: backslash)
            }
            value = value << 4 | UInt32(d)
        }
        pos = backslash + 6
        return value
    }
}
