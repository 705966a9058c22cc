/// Quoted strings and their escapes, as Core Foundation's old-style reader decodes them.
extension OpenStepScanner {
    /// The quoted string at `pos` (on its `"` or `'`), escapes resolved. Anything but the closing
    /// quote and `\` is taken as written: line breaks, tabs, non-ASCII text. A string without
    /// escapes is made in one step from the file's bytes.
    mutating func quotedString() throws(OpenStepSyntaxError) -> String {
        let open = pos
        let quote = bytes[pos]
        pos += 1
        var mark = pos
        var decoded: [UInt8] = []
        var escaped = false
        let n = bytes.count
        while pos < n {
            let b = bytes[pos]
            if b == quote {
                let text: String
                if escaped {
                    decoded.append(contentsOf: bytes[mark..<pos])
                    text = String(decoding: decoded, as: UTF8.self)
                } else {
                    text = String(decoding: bytes[mark..<pos], as: UTF8.self)
                }
                pos += 1
                return text
            }
            if b == UInt8(ascii: "\\") {
                decoded.append(contentsOf: bytes[mark..<pos])
                escaped = true
                try escape(into: &decoded, stringAt: open)
                mark = pos
            } else {
                pos += 1
            }
        }
        throw unterminated(open)
    }

    /// Decodes the escape at `pos` (on its `\`) into `out` as UTF-8 and moves past it.
    private mutating func escape(into out: inout [UInt8], stringAt open: Int) throws(OpenStepSyntaxError) {
        let backslash = pos
        pos += 1
        guard pos < bytes.count else { throw unterminated(open) }
        let c = bytes[pos]
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            try octal(into: &out, at: backslash)
        case UInt8(ascii: "U"):
            try utf16(into: &out, at: backslash)
        case UInt8(ascii: "a"): out.append(0x07); pos += 1
        case UInt8(ascii: "b"): out.append(0x08); pos += 1
        case UInt8(ascii: "f"): out.append(0x0C); pos += 1
        case UInt8(ascii: "n"): out.append(0x0A); pos += 1
        case UInt8(ascii: "r"): out.append(0x0D); pos += 1
        case UInt8(ascii: "t"): out.append(0x09); pos += 1
        case UInt8(ascii: "v"): out.append(0x0B); pos += 1
        default:
            // Any other character stands for itself: `\\`, `\"`, `\'`, a line break, `\x`.
            let length = c < 0x80 ? 1 : XMLSource.decode(bytes, at: pos)?.1 ?? 1
            out.append(contentsOf: bytes[pos..<pos + length])
            pos += length
        }
    }

    /// `\` and one to three octal digits: a byte of the NeXTSTEP encoding, which is ASCII below
    /// `\200`.
    private mutating func octal(into out: inout [UInt8], at backslash: Int) throws(OpenStepSyntaxError) {
        var value = 0
        var digits = 0
        while digits < 3, pos < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[pos]) {
            value = value << 3 | Int(bytes[pos] - UInt8(ascii: "0"))
            pos += 1
            digits += 1
        }
        let written = String(decoding: bytes[backslash..<pos], as: UTF8.self)
        // Core Foundation keeps only the low eight bits of \400 and above, and makes \376 and \377
        // (no character in NeXTSTEP) a NUL; both are surely mistakes, so they are errors here.
        guard value <= 0o377 else {
            throw fail("the octal escape \(written) is above \\377, the largest byte", at: backslash)
        }
        let scalar = value < 0x80 ? UInt32(value) : UInt32(Self.nextStep[value - 0x80])
        guard scalar != 0xFFFD else {
            throw fail("the octal escape \(written) is no character of the NeXTSTEP encoding; write the character itself", at: backslash)
        }
        Self.appendUTF8(scalar, to: &out)
    }

    /// `\U` and one to four hex digits: a UTF-16 code unit. A high surrogate must be followed at
    /// once by a `\U` escape of a low one; the pair is one character.
    private mutating func utf16(into out: inout [UInt8], at backslash: Int) throws(OpenStepSyntaxError) {
        let unit = try hexUnit(at: backslash)
        switch unit {
        case 0xD800...0xDBFF:
            let second = pos
            guard pos + 1 < bytes.count, bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "U") else {
                throw unpaired(backslash, second)
            }
            pos += 1
            let low = try hexUnit(at: second)
            guard (0xDC00...0xDFFF).contains(low) else { throw unpaired(backslash, second) }
            Self.appendUTF8(0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00), to: &out)
        case 0xDC00...0xDFFF:
            throw unpaired(backslash, pos)
        default:
            Self.appendUTF8(unit, to: &out)
        }
    }

    /// The value of the hex digits after `\U` (`pos` on the `U`).
    private mutating func hexUnit(at backslash: Int) throws(OpenStepSyntaxError) -> UInt32 {
        pos += 1
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, pos < bytes.count, let digit = Self.hexValue(bytes[pos]) {
            value = value << 4 | UInt32(digit)
            pos += 1
            digits += 1
        }
        // Core Foundation reads a bare \U as a NUL character: surely a mistake.
        guard digits > 0 else { throw fail("\\U needs one to four hex digits, as in \\U00E9", at: backslash) }
        return value
    }

    /// The escape written from `backslash` to `end` is a surrogate without its partner.
    private mutating func unpaired(_ backslash: Int, _ end: Int) -> OpenStepSyntaxError {
        let written = String(decoding: bytes[backslash..<end], as: UTF8.self)
        return fail("the escape \(written) is half of a UTF-16 surrogate pair without its other half", at: backslash)
    }

    private mutating func unterminated(_ open: Int) -> OpenStepSyntaxError {
        fail("unterminated quoted string: no closing quote before the end of the file", at: open)
    }

    /// Appends `scalar` (never a surrogate) as UTF-8.
    static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            out.append(UInt8(scalar))
        case ..<0x800:
            out += [UInt8(0xC0 | scalar >> 6), UInt8(0x80 | scalar & 0x3F)]
        case ..<0x10000:
            out += [UInt8(0xE0 | scalar >> 12), UInt8(0x80 | scalar >> 6 & 0x3F), UInt8(0x80 | scalar & 0x3F)]
        default:
            out += [
                UInt8(0xF0 | scalar >> 18), UInt8(0x80 | scalar >> 12 & 0x3F), UInt8(0x80 | scalar >> 6 & 0x3F),
                UInt8(0x80 | scalar & 0x3F)
            ]
        }
    }

    /// The NeXTSTEP encoding's bytes 0x80 to 0xFF as Unicode, as Core Foundation maps them
    /// (`kCFStringEncodingNextStepLatin`); 0xFFFD marks the two bytes that are no character.
    static let nextStep: [UInt16] = [
        0x00A0, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C7, 0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF,
        0x00D0, 0x00D1, 0x00D2, 0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D9, 0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00B5, 0x00D7, 0x00F7,
        0x00A9, 0x00A1, 0x00A2, 0x00A3, 0x2044, 0x00A5, 0x0192, 0x00A7, 0x00A4, 0x2019, 0x201C, 0x00AB, 0x2039, 0x203A, 0xFB01, 0xFB02,
        0x00AE, 0x2013, 0x2020, 0x2021, 0x00B7, 0x00A6, 0x00B6, 0x2022, 0x201A, 0x201E, 0x201D, 0x00BB, 0x2026, 0x2030, 0x00AC, 0x00BF,
        0x00B9, 0x02CB, 0x00B4, 0x02C6, 0x02DC, 0x00AF, 0x02D8, 0x02D9, 0x00A8, 0x00B2, 0x02DA, 0x00B8, 0x00B3, 0x02DD, 0x02DB, 0x02C7,
        0x2014, 0x00B1, 0x00BC, 0x00BD, 0x00BE, 0x00E0, 0x00E1, 0x00E2, 0x00E3, 0x00E4, 0x00E5, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB,
        0x00EC, 0x00C6, 0x00ED, 0x00AA, 0x00EE, 0x00EF, 0x00F0, 0x00F1, 0x0141, 0x00D8, 0x0152, 0x00BA, 0x00F2, 0x00F3, 0x00F4, 0x00F5,
        0x00F6, 0x00E6, 0x00F9, 0x00FA, 0x00FB, 0x0131, 0x00FC, 0x00FD, 0x0142, 0x00F8, 0x0153, 0x00DF, 0x00FE, 0x00FF, 0xFFFD, 0xFFFD
    ]
}
