/// Character data: runs of text, references and CDATA sections, up to the next tag.
extension XMLScanner {
    mutating func text() throws(PlistSyntaxError) -> XMLToken {
        var out: [UInt8] = []
        var significant: Int?
        func note(_ offset: Int) { if significant == nil { significant = offset } }

        while pos < bytes.count {
            let b = bytes[pos]
            if b == XMLByte.lt {
                if starts("<![CDATA[") {
                    let open = pos
                    pos += 9
                    let from = pos
                    guard skip(past: "]]>") else {
                        throw fail("unterminated CDATA section (opened at \(location(open))) at end of file", at: pos)
                    }
                    if let first = (from..<pos - 3).first(where: { !XMLByte.isWhitespace(bytes[$0]) }) { note(first) }
                    appendNormalized(from..<pos - 3, to: &out)
                } else if starts("<!--") {
                    // A comment inside text splits nothing: `a<!-- c -->b` reads "ab".
                    let open = pos
                    pos += 4
                    guard skip(past: "-->") else { throw fail("unterminated comment (opened at \(location(open))) at end of file", at: pos) }
                } else {
                    break
                }
            } else if b == XMLByte.amp {
                note(pos)
                try reference(into: &out)
            } else {
                let from = pos
                while pos < bytes.count, bytes[pos] != XMLByte.lt, bytes[pos] != XMLByte.amp {
                    if significant == nil, !XMLByte.isWhitespace(bytes[pos]) { significant = pos }
                    pos += 1
                }
                appendNormalized(from..<pos, to: &out)
            }
        }
        return .text(String(decoding: out, as: UTF8.self), significant: significant)
    }

    /// Appends `range`, with CR LF and lone CR read as LF as XML requires.
    private func appendNormalized(_ range: Range<Int>, to out: inout [UInt8]) {
        var i = range.lowerBound
        while i < range.upperBound {
            let b = bytes[i]
            if b == XMLByte.cr {
                out.append(XMLByte.lf)
                if i + 1 < range.upperBound, bytes[i + 1] == XMLByte.lf { i += 1 }
            } else {
                out.append(b)
            }
            i += 1
        }
    }

    /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;`, `&#NNN;` and `&#xHHH;`.
    private mutating func reference(into out: inout [UInt8]) throws(PlistSyntaxError) {
        let amp = pos
        var end = pos + 1
        // Names and numbers in references are short; a ";" further away is not this one's.
        while end < bytes.count, end - amp <= 32, bytes[end] != UInt8(ascii: ";"), !XMLByte.isWhitespace(bytes[end]),
            bytes[end] != XMLByte.lt, bytes[end] != XMLByte.amp
        {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > amp + 1 else {
            throw fail("a bare \"&\" must be written \"&amp;\"", at: amp)
        }
        let name = source.text(amp + 1..<end)
        pos = end + 1
        let named: [String: UInt8] = [
            "lt": XMLByte.lt, "gt": XMLByte.gt, "amp": XMLByte.amp,
            "quot": XMLByte.quote, "apos": XMLByte.apostrophe
        ]
        if let byte = named[name] {
            out.append(byte)
            return
        }
        guard name.hasPrefix("#") else {
            throw fail(
                "unknown entity \(quoted("&" + name + ";")); XML defines only &lt; &gt; &amp; &quot; &apos; "
                    + "(write any other character itself or as &#NNN;)", at: amp)
        }
        let hex = name.hasPrefix("#x")
        let digits = name.dropFirst(hex ? 2 : 1)
        // `UInt32(_:radix:)` would also take a sign.
        guard digits.allSatisfy({ $0.isHexDigit && (hex || $0.isNumber) }),
            let value = UInt32(digits, radix: hex ? 16 : 10)
        else {
            throw fail("\(quoted("&" + name + ";")) is not a character reference; write &#NNN; or &#xHHH;", at: amp)
        }
        guard Self.isXMLCharacter(value), let scalar = Unicode.Scalar(value) else {
            throw fail("\(quoted("&" + name + ";")) refers to \(JSONParserText.scalarName(value)), which XML does not allow", at: amp)
        }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    /// XML 1.0's `Char`: tab, line breaks, and U+0020 and up except surrogates, U+FFFE and U+FFFF.
    static func isXMLCharacter(_ v: UInt32) -> Bool {
        v == 0x09 || v == 0x0A || v == 0x0D || (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v)
            || (0x10000...0x10FFFF).contains(v)
    }
}
