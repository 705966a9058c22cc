import LinkCheckCore

/// The lines of one xcconfig file, read as Swift Build's `SWBMacro/MacroConfigFileParser.swift`
/// reads them: `//` starts a comment anywhere, even inside a value or quotes (so `http://x` is
/// `http:`); a value ends at the end of the line, trailing spaces and one trailing `;` removed; a
/// value line ending in `\` continues on the next line, the parts joined with a space;
/// `#include "f"` and `#include? "f"` are the only directives. Errors are collected and the
/// rest of the line skipped, as there.
struct XCConfigParser {
    enum Item: Equatable {
        case assignment(name: String, conditions: [SettingCondition], value: String, at: SourceLocation)
        case include(path: String, optional: Bool, at: SourceLocation)
        case problem(String, at: SourceLocation)
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private(set) var items: [Item] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Every item of `bytes`, in file order.
    static func parse(_ bytes: [UInt8]) -> [Item] {
        var parser = XCConfigParser(bytes)
        parser.parseAll()
        return parser.items
    }

    /// A pbxproj key split into its name and conditions (`KEY[sdk=iphoneos*]`), parsed as the
    /// line `key=` as Swift Build's `parseMacroNameAndConditionSet` does; `nil` when it has no name.
    static func nameAndConditions(_ key: String) -> (String, [SettingCondition])? {
        for item in parse(Array((key + "=").utf8)) {
            if case let .assignment(name, conditions, _, _) = item { return (name, conditions) }
        }
        return nil
    }

    // MARK: Characters

    private var current: UInt8 { index < bytes.count ? bytes[index] : 0 }
    private func peek(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
    private var atEnd: Bool { index >= bytes.count }
    /// `\n`, `\r`, U+2028 and U+2029 end a line, as in Swift Build.
    private var atEndOfLine: Bool {
        atEnd || current == 10 || current == 13 || (current == 0xE2 && peek(1) == 0x80 && (peek(2) == 0xA8 || peek(2) == 0xA9))
    }
    private var atComment: Bool { current == 47 && peek(1) == 47 }
    private static func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 9 || c == 11 || c == 12 }
    private var atWhitespace: Bool { current == 32 || (current >= 9 && current <= 13) }
    private static func isNameStart(_ c: UInt8) -> Bool { (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 }
    private static func isNameChar(_ c: UInt8) -> Bool { isNameStart(c) || (c >= 48 && c <= 57) }

    /// The 1-based position of `offset`, its column in Unicode scalars.
    private func location(_ offset: Int) -> SourceLocation {
        var column = 1
        var i = lineStart
        while i < offset && i < bytes.count {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourceLocation(line: line, column: column)
    }

    private mutating func advance(_ n: Int = 1) { index = min(index + n, bytes.count) }
    private mutating func skipRestOfLine() { while !atEndOfLine { advance() } }
    private mutating func skipSpaceAndComments() {
        while !atEnd {
            if Self.isSpace(current) { advance() } else if atComment { skipRestOfLine() } else { break }
        }
    }
    private mutating func scanEndOfLine() {
        var n = 0
        if current == 10 { n = 1 } else if current == 13 { n = peek(1) == 10 ? 2 : 1 } else if current == 0xE2 { n = 3 }
        guard n > 0, !atEnd else { return }
        advance(n)
        line += 1
        lineStart = index
    }
    private func text(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self) }
    private var currentCharacter: String {
        // The whole UTF-8 sequence, so a message quotes a character, not a byte.
        var end = index + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return text(index, min(end, bytes.count))
    }
    private mutating func problem(_ message: String, at offset: Int) {
        items.append(.problem(message, at: location(offset)))
        skipRestOfLine()
    }

    // MARK: Lines

    private mutating func parseAll() {
        while !atEnd {
            skipSpaceAndComments()
            if atEndOfLine {
            } else if current == 35 {
                parseDirective()
            } else if Self.isNameStart(current) {
                parseAssignment()
            } else {
                problem("unexpected character \(SwiftLiteral.string(currentCharacter))", at: index)
            }
            skipRestOfLine()
            scanEndOfLine()
        }
    }

    private mutating func parseDirective() {
        let start = index
        advance()
        skipSpaceAndComments()
        if atEndOfLine { return problem("unexpected end of line after \"#\"", at: start) }
        let mark = index
        while !atEnd && !atWhitespace { advance() }
        let directive = text(mark, index)
        guard directive == "include" || directive == "include?" else {
            return problem("unsupported preprocessor directive \(SwiftLiteral.string("#" + directive))", at: start)
        }
        skipSpaceAndComments()
        guard current == 34 else {
            return problem(
                atEndOfLine
                    ? "expected a quoted file name after #\(directive)"
                    : "unexpected character \(SwiftLiteral.string(currentCharacter)) after #\(directive)", at: index)
        }
        advance()
        let nameStart = index
        while !atEndOfLine && current != 34 { advance() }
        guard current == 34, !atEnd else { return problem("unterminated file name", at: nameStart) }
        let name = text(nameStart, index)
        advance()
        skipSpaceAndComments()
        guard atEndOfLine else {
            return problem("unexpected character \(SwiftLiteral.string(currentCharacter)) at end of line", at: index)
        }
        items.append(.include(path: name, optional: directive == "include?", at: location(start)))
    }

    private mutating func parseAssignment() {
        let start = index
        let startLocation = location(start)
        advance()
        while !atEnd && Self.isNameChar(current) { advance() }
        let name = text(start, index)
        skipSpaceAndComments()
        var conditions: [SettingCondition] = []
        while current == 91 {
            advance()
            let keyStart = index
            while !atEndOfLine && current != 61 && current != 93 { advance() }
            let key = text(keyStart, index)
            if atEndOfLine { return problem("unterminated condition in \(SwiftLiteral.string(name))", at: keyStart) }
            if current == 93 { return problem("expected \"=\" in the condition \(SwiftLiteral.string("[" + key + "]"))", at: index) }
            advance()
            let patternStart = index
            while !atEndOfLine && current != 93 { advance() }
            if atEndOfLine { return problem("unterminated condition in \(SwiftLiteral.string(name))", at: patternStart) }
            conditions.append(SettingCondition(key: key, pattern: text(patternStart, index)))
            advance()
            skipSpaceAndComments()
        }
        guard current == 61 else {
            return problem(
                atEndOfLine
                    ? "expected \"=\" after \(SwiftLiteral.string(name))"
                    : "expected \"=\" after \(SwiftLiteral.string(name)), found \(SwiftLiteral.string(currentCharacter))", at: index)
        }
        advance()
        var chunks: [String] = []
        while let chunk = valueChunk() {
            if chunk.hasSuffix("\\") {
                // A continued line: Swift Build drops the backslash, trims, and reads the next line.
                let trimmed = Self.trimmed(String(chunk.dropLast()))
                if !trimmed.isEmpty { chunks.append(trimmed) }
                scanEndOfLine()
            } else {
                chunks.append(chunk)
                break
            }
        }
        items.append(.assignment(name: name, conditions: conditions, value: chunks.joined(separator: " "), at: startLocation))
    }

    /// The rest of a value line: up to a `//` or the end of the line, trailing spaces and one `;`
    /// removed; `nil` when the line holds nothing but spaces and a comment.
    private mutating func valueChunk() -> String? {
        skipSpaceAndComments()
        if atEndOfLine { return nil }
        let mark = index
        while !atEndOfLine && !atComment { advance() }
        var end = index
        if atComment { skipRestOfLine() }
        while end > mark && Self.isSpace(bytes[end - 1]) { end -= 1 }
        if end > mark && bytes[end - 1] == 59 {
            end -= 1
            while end > mark && Self.isSpace(bytes[end - 1]) { end -= 1 }
        }
        return text(mark, end)
    }

    private static func trimmed(_ s: String) -> String {
        var scalars = Substring(s).unicodeScalars
        while let f = scalars.first, f == " " || f == "\t" { scalars.removeFirst() }
        while let l = scalars.last, l == " " || l == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
