extension JSONScanner {
    // MARK: - Errors (cold paths)

    @inline(never)
    func fail(_ message: String, at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: JSONDocument.location(of: offset, bytes, lineStarts, []))
    }

    /// Builds "expected ..., found X" style errors, describing what is at `offset`; invalid UTF-8
    /// there is reported as such instead.
    @inline(never)
    func unexpected(at offset: Int, _ message: (String) -> String) -> JSONSyntaxError {
        guard offset < end else { return fail(message("end of file"), at: end) }
        guard let found = describe(at: offset) else { return invalidUTF8(at: offset) }
        var text = message(found)
        if p[offset] == UInt8(ascii: "/"), offset + 1 < end,
            p[offset + 1] == UInt8(ascii: "/") || p[offset + 1] == UInt8(ascii: "*")
        {
            text += "; JSON does not allow comments"
        }
        return fail(text, at: offset)
    }

    /// A short description of the character at `offset`: `"x"`, `byte 0x07`, `U+00A0`, or nil
    /// when the bytes there are not valid UTF-8.
    func describe(at offset: Int) -> String? {
        let c = p[offset]
        if c < 0x20 || c == 0x7F { return "byte " + hexByte(c) }
        if c < 0x80 { return quoted(String(UnicodeScalar(c))) }
        let length = utf8Length(at: offset)
        guard length > 0 else { return nil }
        let text = String(decoding: UnsafeBufferPointer(start: p + offset, count: length), as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return nil }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return JSONParserText.scalarName(scalar.value)
        default:
            return quoted(text)
        }
    }

    @inline(never)
    func invalidUTF8(at offset: Int) -> JSONSyntaxError {
        fail("invalid UTF-8 byte \(hexByte(p[offset]))", at: offset)
    }

    @inline(never)
    func endOfFileWhereValueExpected() -> JSONSyntaxError {
        depth > 0 ? unterminatedContainer() : fail("expected a JSON value, found end of file", at: end)
    }

    @inline(never)
    func unterminatedContainer() -> JSONSyntaxError {
        let opened = JSONDocument.location(of: Int(tape[Int(current.node)].start), bytes, lineStarts, [])
        return fail("unterminated \(current.isObject ? "object" : "array") (opened at \(opened)) at end of file", at: end)
    }

    @inline(never)
    func unterminatedString(_ open: Int) -> JSONSyntaxError {
        let opened = JSONDocument.location(of: open, bytes, lineStarts, [])
        return fail("unterminated string (opened at \(opened)) at end of file", at: end)
    }

    @inline(never)
    func controlCharacter(_ c: UInt8) -> JSONSyntaxError {
        let escape: String
        switch c {
        case 0x08: escape = "\\b"
        case 0x09: escape = "\\t"
        case 0x0A: escape = "\\n"
        case 0x0C: escape = "\\f"
        case 0x0D: escape = "\\r"
        default: escape = "\\u" + JSONParserText.hex4(UInt32(c))
        }
        return fail("control character \(JSONParserText.scalarName(UInt32(c))) in a string; write it as \(escape)", at: pos)
    }

    @inline(never)
    func invalidEscape(at backslash: Int) -> JSONSyntaxError {
        let next = backslash + 1
        guard let found = describe(at: next) else { return invalidUTF8(at: next) }
        if found.hasPrefix("\"") {
            let escape = text(backslash, next + (p[next] < 0x80 ? 1 : utf8Length(at: next)))
            return fail("invalid escape \"\(escape)\" in a string", at: backslash)
        }
        return fail("invalid escape in a string: a backslash followed by \(found)", at: backslash)
    }

    @inline(never)
    func loneSurrogate(_ value: UInt32, at offset: Int) -> JSONSyntaxError {
        fail("lone surrogate \\u\(JSONParserText.hex4(value)) in a string", at: offset)
    }

    @inline(never)
    func unexpectedKey(after comma: Int?) -> JSONSyntaxError {
        guard pos < end else { return unterminatedContainer() }
        if let comma, p[pos] == JSONASCII.closeBrace {
            return fail("trailing comma before \"}\"", at: comma)
        }
        let expected = comma == nil ? "a string key or \"}\"" : "a string key"
        var hint = ""
        let c = p[pos]
        if c == UInt8(ascii: "'") {
            hint = "; JSON strings use double quotes"
        } else if (c | 0x20) >= UInt8(ascii: "a"), (c | 0x20) <= UInt8(ascii: "z") || c == UInt8(ascii: "_") {
            hint = "; object keys need double quotes"
        }
        return unexpected(at: pos) { "expected \(expected), found \($0)\(hint)" }
    }

    @inline(never)
    func badNumberAfterMinus(_ minus: Int) -> JSONSyntaxError {
        let next = minus + 1
        if next < end, isLetter(p[next]) {
            let word = self.word(at: next).lowercased()
            if word == "infinity" || word == "inf" { return fail("-Infinity is not allowed in JSON", at: minus) }
            if word == "nan" { return fail("NaN is not allowed in JSON", at: minus) }
        }
        return unexpected(at: next) { "expected a digit after \"-\", found \($0)" }
    }

    /// A value was expected at `offset` but what is there cannot start one.
    @inline(never)
    func badValue(at offset: Int) -> JSONSyntaxError {
        let c = p[offset]
        if isLetter(c) {
            let word = self.word(at: offset)
            let lower = word.lowercased()
            if lower == "nan" { return fail("NaN is not allowed in JSON", at: offset) }
            if lower == "infinity" || lower == "inf" { return fail("Infinity is not allowed in JSON", at: offset) }
            // A near miss of a literal (`tru`, `True`, `nulll`) is quoted: it is the typo itself.
            for literal in ["true", "false", "null"]
            where word.utf8.count <= literal.utf8.count + 1 && (literal.hasPrefix(lower) || lower.hasPrefix(literal)) {
                return fail("expected \(quoted(literal)), found \(quoted(word))", at: offset)
            }
            // Any other bare word is not quoted: a file named by mistake (a token, a key, an
            // environment dump) may hold a secret there, and the line and column locate it.
            if nodeCount == 0 {
                return fail("the file is not JSON: it begins with a bare word, not a JSON value such as \"{\" or \"[\"", at: offset)
            }
            return fail("expected a JSON value, found a bare word; strings need double quotes", at: offset)
        }
        let hint: String
        switch c {
        case UInt8(ascii: "'"): hint = "; JSON strings use double quotes"
        case JSONASCII.plus: hint = "; numbers cannot start with \"+\""
        case JSONASCII.dot: hint = "; write a 0 before the decimal point"
        default: hint = ""
        }
        return unexpected(at: offset) { "expected a JSON value, found \($0)\(hint)" }
    }

    // MARK: - Error text helpers

    func isLetter(_ c: UInt8) -> Bool {
        (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z")
    }

    /// The run of ASCII letters, digits and underscores at `offset`, at most 32 of them.
    func word(at offset: Int) -> String {
        var i = offset
        while i < end, i - offset < 32, isLetter(p[i]) || p[i] &- JSONASCII.zero < 10 || p[i] == UInt8(ascii: "_") {
            i += 1
        }
        return text(offset, i)
    }

    func numberText(from start: Int) -> String {
        var i = start + 1
        while i < end, i - start < 40, p[i] &- JSONASCII.zero < 10 { i += 1 }
        return text(start, i)
    }

    func text(_ from: Int, _ to: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: p + from, count: max(0, min(to, end) - from)), as: UTF8.self)
    }

    func quoted(_ s: String) -> String { JSONParserText.quoted(s) }

    func hexByte(_ c: UInt8) -> String { JSONParserText.hexByte(c) }
}

enum JSONParserText {
    static let hexDigits: [Character] = Array("0123456789ABCDEF")

    static func hex4(_ v: UInt32) -> String {
        String([
            hexDigits[Int(v >> 12 & 0xF)], hexDigits[Int(v >> 8 & 0xF)],
            hexDigits[Int(v >> 4 & 0xF)], hexDigits[Int(v & 0xF)]
        ])
    }

    static func hexByte(_ c: UInt8) -> String {
        "0x" + String([hexDigits[Int(c >> 4)], hexDigits[Int(c & 0xF)]])
    }

    /// `U+000A`, `U+00A0`, `U+1F600`.
    static func scalarName(_ v: UInt32) -> String {
        var digits = String(v, radix: 16, uppercase: true)
        while digits.count < 4 { digits = "0" + digits }
        return "U+" + digits
    }

    /// Double-quotes `s`, escaping `"` and `\` so the quoted text reads back unambiguously.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for ch in s.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.unicodeScalars.append(ch)
            }
        }
        out += "\""
        return out
    }
}
