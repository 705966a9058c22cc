/// A piece of XML markup, as the property-list reader needs it. Offsets are byte offsets into
/// the source; comments and processing instructions are skipped.
enum XMLToken: Sendable, Equatable {
    /// `<name …>` or `<name …/>`, at its `<`. Attributes are checked and dropped: plist 1.0 has
    /// only `<plist version="1.0">`, which changes nothing.
    case start(name: String, selfClosing: Bool, offset: Int)
    /// `</name>`, at its `<`.
    case end(name: String, offset: Int)
    /// Character data with references resolved, line breaks normalized to LF and CDATA sections
    /// included. `significant` is the offset of its first character other than XML whitespace,
    /// `nil` when there is none.
    case text(String, significant: Int?)
    /// `<!DOCTYPE …>`, at its `<`.
    case doctype(offset: Int)
    case endOfFile(offset: Int)
}

/// Splits an XML document into `XMLToken`s, one call of `next()` at a time.
struct XMLScanner {
    var source: XMLSource
    var pos: Int
    /// Whether a start tag's attributes are kept in `attributes` (an Xcode scheme's data is all
    /// in them); a property list has none worth the allocation.
    var keepsAttributes = false
    /// The attributes of the last start tag, values with the predefined entities resolved, when
    /// `keepsAttributes`.
    private(set) var attributes: [(name: String, value: String)] = []

    init(source: XMLSource) {
        self.source = source
        self.pos = source.start
    }

    var bytes: [UInt8] { source.bytes }

    mutating func next() throws(PlistSyntaxError) -> XMLToken {
        while true {
            guard pos < bytes.count else { return .endOfFile(offset: pos) }
            guard bytes[pos] == XMLByte.lt else { return try text() }
            if starts("<!--") {
                try skipComment()
            } else if starts("<?") {
                try skipProcessingInstruction()
            } else if starts("<![CDATA[") {
                return try text()
            } else if starts("<!DOCTYPE") {
                let at = pos
                try skipDoctype()
                return .doctype(offset: at)
            } else if starts("<!") {
                throw fail("unexpected \(quoted("<!")); expected a comment, a CDATA section or a DOCTYPE", at: pos)
            } else if starts("</") {
                return try endTag()
            } else {
                return try startTag()
            }
        }
    }

    // MARK: - Tags

    private mutating func startTag() throws(PlistSyntaxError) -> XMLToken {
        let open = pos
        pos += 1
        let name = try elementName(after: "<")
        attributes.removeAll(keepingCapacity: true)
        while true {
            let spaced = skipWhitespace()
            guard pos < bytes.count else { throw fail("unterminated tag <\(name) (opened at \(location(open))) at end of file", at: pos) }
            if bytes[pos] == XMLByte.gt {
                pos += 1
                return .start(name: name, selfClosing: false, offset: open)
            }
            if starts("/>") {
                pos += 2
                return .start(name: name, selfClosing: true, offset: open)
            }
            guard spaced, isNameStart(bytes[pos]) else {
                throw fail("expected an attribute, \">\" or \"/>\" in <\(name)>, found \(describe(pos))", at: pos)
            }
            try skipAttribute(in: name)
        }
    }

    /// `name = "value"` or `name='value'`; the value is not needed, only checked to be closed.
    private mutating func skipAttribute(in element: String) throws(PlistSyntaxError) {
        let attribute = readName()
        skipWhitespace()
        guard pos < bytes.count, bytes[pos] == XMLByte.equals else {
            throw fail("expected \"=\" after the attribute \(quoted(attribute)) of <\(element)>, found \(describe(pos))", at: pos)
        }
        pos += 1
        skipWhitespace()
        guard pos < bytes.count, bytes[pos] == XMLByte.quote || bytes[pos] == XMLByte.apostrophe else {
            throw fail("expected a quoted value for the attribute \(quoted(attribute)) of <\(element)>, found \(describe(pos))", at: pos)
        }
        let quote = bytes[pos], open = pos
        pos += 1
        while pos < bytes.count, bytes[pos] != quote {
            if bytes[pos] == XMLByte.lt { throw fail("\"<\" is not allowed in an attribute value; write it as \"&lt;\"", at: pos) }
            pos += 1
        }
        guard pos < bytes.count else { throw fail("unterminated attribute value (opened at \(location(open))) at end of file", at: pos) }
        if keepsAttributes { attributes.append((attribute, Self.resolvingEntities(source.text(open + 1..<pos)))) }
        pos += 1
    }

    /// `&quot;`, `&apos;`, `&lt;`, `&gt;` and `&amp;` as their characters; another reference
    /// is kept as written (scheme attributes use no other).
    static func resolvingEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        let entities = ["&quot;": "\"", "&apos;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&"]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            rest = rest[amp...]
            if let (entity, character) = entities.first(where: { rest.hasPrefix($0.key) }) {
                out += character
                rest = rest.dropFirst(entity.count)
            } else {
                out += "&"
                rest = rest.dropFirst()
            }
        }
        return out + rest
    }

    private mutating func endTag() throws(PlistSyntaxError) -> XMLToken {
        let open = pos
        pos += 2
        let name = try elementName(after: "</")
        skipWhitespace()
        guard pos < bytes.count, bytes[pos] == XMLByte.gt else {
            throw fail("expected \">\" to end </\(name)>, found \(describe(pos))", at: pos)
        }
        pos += 1
        return .end(name: name, offset: open)
    }

    private mutating func elementName(after opener: String) throws(PlistSyntaxError) -> String {
        guard pos < bytes.count, isNameStart(bytes[pos]) else {
            throw fail("expected an element name after \(quoted(opener)), found \(describe(pos))", at: pos)
        }
        return readName()
    }

    private mutating func readName() -> String {
        let from = pos
        while pos < bytes.count, isNameStart(bytes[pos]) || isNameByte(bytes[pos]) { pos += 1 }
        return source.text(from..<pos)
    }

    /// ASCII letters, `_`, `:` and any non-ASCII character may start a name.
    private func isNameStart(_ b: UInt8) -> Bool {
        (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") || b == UInt8(ascii: "_") || b == UInt8(ascii: ":") || b >= 0x80
    }

    private func isNameByte(_ b: UInt8) -> Bool {
        b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
    }

    // MARK: - Markup that carries no data

    private mutating func skipComment() throws(PlistSyntaxError) {
        let open = pos
        pos += 4
        guard skip(past: "-->") else { throw fail("unterminated comment (opened at \(location(open))) at end of file", at: pos) }
    }

    private mutating func skipProcessingInstruction() throws(PlistSyntaxError) {
        let open = pos
        pos += 2
        let target = readName()
        if target.lowercased() == "xml", open != source.start {
            throw fail("the XML declaration \"<?xml …?>\" must come first in the file", at: open)
        }
        guard skip(past: "?>") else {
            throw fail("unterminated \(quoted("<?" + target)) (opened at \(location(open))) at end of file", at: pos)
        }
    }

    /// `<!DOCTYPE plist PUBLIC "…" "…">`, with an internal subset in brackets if any.
    private mutating func skipDoctype() throws(PlistSyntaxError) {
        let open = pos
        pos += 9
        var quote: UInt8?
        var brackets = 0
        while pos < bytes.count {
            let b = bytes[pos]
            pos += 1
            if let q = quote {
                if b == q { quote = nil }
            } else if b == XMLByte.quote || b == XMLByte.apostrophe {
                quote = b
            } else if b == UInt8(ascii: "[") {
                brackets += 1
            } else if b == UInt8(ascii: "]") {
                brackets = max(0, brackets - 1)
            } else if b == XMLByte.gt, brackets == 0 {
                return
            }
        }
        throw fail("unterminated DOCTYPE (opened at \(location(open))) at end of file", at: pos)
    }

    // MARK: - Helpers

    func starts(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard pos + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { lit in (0..<count).allSatisfy { bytes[pos + $0] == lit[$0] } }
    }

    /// Moves past the next `terminator`; `false` (at end of file) when there is none.
    mutating func skip(past terminator: StaticString) -> Bool {
        while pos < bytes.count {
            if starts(terminator) {
                pos += terminator.utf8CodeUnitCount
                return true
            }
            pos += 1
        }
        return false
    }

    /// Skips spaces, tabs and line breaks; whether there were any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let from = pos
        while pos < bytes.count, XMLByte.isWhitespace(bytes[pos]) { pos += 1 }
        return pos > from
    }

    mutating func location(_ offset: Int) -> SourceLocation { source.location(of: offset) }

    mutating func fail(_ message: String, at offset: Int) -> PlistSyntaxError {
        PlistSyntaxError(message: message, location: location(offset))
    }

    func quoted(_ s: String) -> String { SwiftLiteral.clippedString(s) }

    /// What is at `offset`, for "found …": `"x"`, `U+0009`, or `end of file`.
    func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let b = bytes[offset]
        if b < 0x21 || b == 0x7F { return JSONParserText.scalarName(UInt32(b)) }
        if b < 0x80 { return quoted(String(UnicodeScalar(b))) }
        guard let (scalar, length) = XMLSource.decode(bytes, at: offset) else { return JSONParserText.hexByte(b) }
        return scalar < 0xA0 ? JSONParserText.scalarName(scalar) : quoted(source.text(offset..<offset + length))
    }
}

enum XMLByte {
    static let lt = UInt8(ascii: "<")
    static let gt = UInt8(ascii: ">")
    static let amp = UInt8(ascii: "&")
    static let equals = UInt8(ascii: "=")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let cr: UInt8 = 0x0D
    static let lf: UInt8 = 0x0A

    static func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
}
